ALTER TYPE "public"."notification_event" ADD VALUE 'bookingsOverlap';--> statement-breakpoint
CREATE TABLE "booking_overlap_notices" (
	"first_id" uuid NOT NULL,
	"second_id" uuid NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_overlap_notices_first_id_second_id_pk" PRIMARY KEY("first_id","second_id")
);
--> statement-breakpoint
ALTER TABLE "booking_overlap_notices" ADD CONSTRAINT "booking_overlap_notices_first_id_bookings_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_overlap_notices" ADD CONSTRAINT "booking_overlap_notices_second_id_bookings_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_overlap_notices_second_idx" ON "booking_overlap_notices" USING btree ("second_id");