CREATE TYPE "public"."check_in_warning_stage" AS ENUM('before', 'at');--> statement-breakpoint
CREATE TYPE "public"."contractor_channel" AS ENUM('email', 'sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."contractor_outcome" AS ENUM('fixed', 'cannot_fix');--> statement-breakpoint
CREATE TYPE "public"."problem_event_type" AS ENUM('reported', 'assigned', 'sent_to_contractor', 'contractor_opened', 'fixed', 'cannot_fix', 'resolved', 'wont_fix', 'reopened', 'link_revoked');--> statement-breakpoint
CREATE TYPE "public"."problem_kind" AS ENUM('damage', 'maintenance', 'missing_item', 'supplies_low', 'other');--> statement-breakpoint
CREATE TYPE "public"."problem_severity" AS ENUM('note', 'needs_attention', 'blocks_use');--> statement-breakpoint
CREATE TYPE "public"."problem_state" AS ENUM('open', 'in_progress', 'resolved', 'wont_fix');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'problemReported' BEFORE 'weeklySummary';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'problemUpdated' BEFORE 'weeklySummary';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'checkInNotReady' BEFORE 'weeklySummary';--> statement-breakpoint
ALTER TYPE "public"."task_origin" ADD VALUE 'inspection';--> statement-breakpoint
ALTER TYPE "public"."task_origin" ADD VALUE 'reclean';--> statement-breakpoint
ALTER TYPE "public"."task_title_key" ADD VALUE 'inspection';--> statement-breakpoint
ALTER TYPE "public"."task_title_key" ADD VALUE 'reclean';--> statement-breakpoint
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
CREATE TABLE "contractor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"contractor_name" text NOT NULL,
	"channel" "contractor_channel" NOT NULL,
	"address" text NOT NULL,
	"language" "language" NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"outcome" "contractor_outcome",
	"answer_comment" text,
	CONSTRAINT "contractor_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "problem_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"type" "problem_event_type" NOT NULL,
	"actor_id" uuid,
	"contractor_name" text,
	"assignee_id" uuid,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_photos" (
	"problem_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "problem_photos_event_id_file_id_pk" PRIMARY KEY("event_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"room_id" uuid,
	"occurrence_id" uuid,
	"reported_by" uuid,
	"kind" "problem_kind" NOT NULL,
	"severity" "problem_severity" NOT NULL,
	"state" "problem_state" DEFAULT 'open' NOT NULL,
	"text" text NOT NULL,
	"assignee_id" uuid,
	"closed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "notification_events" SET DEFAULT '{"taskAssigned":true,"taskAssignedTeam":true,"repeatedTaskAssigned":true,"repeatedTaskAssignedTeam":true,"inviteCreated":true,"taskStarted":true,"taskFinished":true,"taskPicked":true,"taskNotPicked":true,"inviteApproved":true,"complaintCreated":true,"userNotAvailable":true,"taskMessage":true,"turnoverMoved":true,"turnoverCancelled":true,"problemReported":true,"problemUpdated":true,"checkInNotReady":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "closed_while_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "inspect_after_turnover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "inspector_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "inspection_checklist_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "check_in_warning_hours" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "show_last_cleaned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "complaint_merge_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_warnings" ADD CONSTRAINT "check_in_warnings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_warnings" ADD CONSTRAINT "check_in_warnings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_warnings" ADD CONSTRAINT "check_in_warnings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_reports" ADD CONSTRAINT "complaint_reports_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_links" ADD CONSTRAINT "contractor_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_links" ADD CONSTRAINT "contractor_links_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_links" ADD CONSTRAINT "contractor_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_photos" ADD CONSTRAINT "problem_photos_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_photos" ADD CONSTRAINT "problem_photos_event_id_problem_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."problem_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_photos" ADD CONSTRAINT "problem_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_warnings_claim_idx" ON "check_in_warnings" USING btree ("booking_id","check_in_at","stage");--> statement-breakpoint
CREATE INDEX "check_in_warnings_location_idx" ON "check_in_warnings" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "complaint_reports_complaint_idx" ON "complaint_reports" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "contractor_links_problem_idx" ON "contractor_links" USING btree ("problem_id","created_at");--> statement-breakpoint
CREATE INDEX "problem_events_problem_idx" ON "problem_events" USING btree ("problem_id","created_at");--> statement-breakpoint
CREATE INDEX "problem_photos_problem_idx" ON "problem_photos" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "problem_photos_file_idx" ON "problem_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "problems_workspace_created_idx" ON "problems" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "problems_workspace_state_idx" ON "problems" USING btree ("workspace_id","state","created_at");--> statement-breakpoint
CREATE INDEX "problems_location_created_idx" ON "problems" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "problems_blocking_idx" ON "problems" USING btree ("location_id","created_at") WHERE "problems"."severity" = 'blocks_use' and "problems"."state" in ('open', 'in_progress');--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_report_id_complaint_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."complaint_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_inspection_checklist_id_checklists_id_fk" FOREIGN KEY ("inspection_checklist_id") REFERENCES "public"."checklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occurrences_location_finished_idx" ON "occurrences" USING btree ("location_id","finished_at") WHERE "occurrences"."finished_at" is not null;