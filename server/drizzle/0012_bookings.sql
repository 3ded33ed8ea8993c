CREATE TYPE "public"."booking_feed_error" AS ENUM('not_found', 'http_error', 'timeout', 'too_large', 'not_ical', 'unreachable', 'forbidden_address', 'too_many_redirects');--> statement-breakpoint
CREATE TYPE "public"."booking_feed_status" AS ENUM('ok', 'error');--> statement-breakpoint
CREATE TYPE "public"."booking_kind" AS ENUM('stay', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('active', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."booking_warning" AS ENUM('turnover_started');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'turnoverMoved' BEFORE 'weeklySummary';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'turnoverCancelled' BEFORE 'weeklySummary';--> statement-breakpoint
CREATE TABLE "booking_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_status" "booking_feed_status",
	"last_error_code" "booking_feed_error",
	"last_http_status" integer,
	"last_error_detail" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"feed_id" uuid,
	"uid" text NOT NULL,
	"kind" "booking_kind" NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"guests" integer,
	"status" "booking_status" DEFAULT 'active' NOT NULL,
	"task_id" uuid,
	"occurrence_id" uuid,
	"warning" "booking_warning",
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "notification_events" SET DEFAULT '{"taskAssigned":true,"taskAssignedTeam":true,"repeatedTaskAssigned":true,"repeatedTaskAssignedTeam":true,"inviteCreated":true,"taskStarted":true,"taskFinished":true,"taskPicked":true,"taskNotPicked":true,"inviteApproved":true,"complaintCreated":true,"userNotAvailable":true,"taskMessage":true,"turnoverMoved":true,"turnoverCancelled":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "check_in_time" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_feeds" ADD CONSTRAINT "booking_feeds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_feeds" ADD CONSTRAINT "booking_feeds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_feeds" ADD CONSTRAINT "booking_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_feed_id_booking_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."booking_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_feeds_location_idx" ON "booking_feeds" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_feeds_last_fetched_idx" ON "booking_feeds" USING btree ("last_fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_feed_uid_key" ON "bookings" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "bookings_location_dates_idx" ON "bookings" USING btree ("location_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "bookings_workspace_idx" ON "bookings" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "bookings_occurrence_idx" ON "bookings" USING btree ("occurrence_id") WHERE "bookings"."occurrence_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_task_idx" ON "bookings" USING btree ("task_id") WHERE "bookings"."task_id" is not null;