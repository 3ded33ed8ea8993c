CREATE TYPE "public"."check_in_warning_stage" AS ENUM('before', 'at');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'checkInNotReady' BEFORE 'weeklySummary';--> statement-breakpoint
CREATE TABLE "check_in_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"stage" "check_in_warning_stage" NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "notification_events" SET DEFAULT '{"taskAssigned":true,"taskAssignedTeam":true,"repeatedTaskAssigned":true,"repeatedTaskAssignedTeam":true,"inviteCreated":true,"taskStarted":true,"taskFinished":true,"taskPicked":true,"taskNotPicked":true,"inviteApproved":true,"complaintCreated":true,"userNotAvailable":true,"taskMessage":true,"turnoverMoved":true,"turnoverCancelled":true,"checkInNotReady":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "check_in_warning_hours" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "show_last_cleaned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "complaint_merge_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_warnings" ADD CONSTRAINT "check_in_warnings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_warnings" ADD CONSTRAINT "check_in_warnings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_warnings" ADD CONSTRAINT "check_in_warnings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_reports" ADD CONSTRAINT "complaint_reports_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_warnings_claim_idx" ON "check_in_warnings" USING btree ("booking_id","check_in_at","stage");--> statement-breakpoint
CREATE INDEX "check_in_warnings_location_idx" ON "check_in_warnings" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "complaint_reports_complaint_idx" ON "complaint_reports" USING btree ("complaint_id","created_at");--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_report_id_complaint_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."complaint_reports"("id") ON DELETE cascade ON UPDATE no action;