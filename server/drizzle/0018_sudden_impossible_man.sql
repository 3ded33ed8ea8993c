ALTER TABLE "booking_feeds" ADD COLUMN "last_held_cancellations" integer;--> statement-breakpoint
ALTER TABLE "booking_feeds" ADD COLUMN "last_skipped_events" integer DEFAULT 0 NOT NULL;