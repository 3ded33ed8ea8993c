CREATE TYPE "public"."inspection_result" AS ENUM('pass', 'fail');--> statement-breakpoint
CREATE TYPE "public"."occurrence_state" AS ENUM('pending', 'in_progress', 'completed', 'overdue');--> statement-breakpoint
CREATE TYPE "public"."photo_phase" AS ENUM('before', 'after');--> statement-breakpoint
CREATE TYPE "public"."task_kind" AS ENUM('one_time', 'recurring');--> statement-breakpoint
CREATE TYPE "public"."task_origin" AS ENUM('manual', 'turnover');--> statement-breakpoint
CREATE TYPE "public"."task_type" AS ENUM('working', 'inspect', 'learn');--> statement-breakpoint
CREATE TABLE "occurrence_photos" (
	"occurrence_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"phase" "photo_phase" NOT NULL,
	"taken_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occurrence_photos_occurrence_id_file_id_pk" PRIMARY KEY("occurrence_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"state" "occurrence_state" DEFAULT 'pending' NOT NULL,
	"picked_by" uuid,
	"picked_at" timestamp with time zone,
	"started_by" uuid,
	"started_at" timestamp with time zone,
	"finished_by" uuid,
	"finished_at" timestamp with time zone,
	"checklist" jsonb,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" "inspection_result",
	"comment" text,
	"not_picked_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_assignees" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_rooms" (
	"task_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	CONSTRAINT "task_rooms_task_id_room_id_pk" PRIMARY KEY("task_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" "task_type" DEFAULT 'working' NOT NULL,
	"kind" "task_kind" NOT NULL,
	"origin" "task_origin" DEFAULT 'manual' NOT NULL,
	"starts_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"schedule" jsonb,
	"team_id" uuid,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos_before" boolean DEFAULT false NOT NULL,
	"photos_after" boolean DEFAULT false NOT NULL,
	"require_scan" boolean DEFAULT false NOT NULL,
	"require_photo" boolean DEFAULT false NOT NULL,
	"emergency" boolean DEFAULT false NOT NULL,
	"generated_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "occurrence_photos" ADD CONSTRAINT "occurrence_photos_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrence_photos" ADD CONSTRAINT "occurrence_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrence_photos" ADD CONSTRAINT "occurrence_photos_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_rooms" ADD CONSTRAINT "task_rooms_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_rooms" ADD CONSTRAINT "task_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occurrence_photos_file_idx" ON "occurrence_photos" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "occurrences_task_starts_key" ON "occurrences" USING btree ("task_id","starts_at");--> statement-breakpoint
CREATE INDEX "occurrences_workspace_starts_idx" ON "occurrences" USING btree ("workspace_id","starts_at");--> statement-breakpoint
CREATE INDEX "occurrences_workspace_state_starts_idx" ON "occurrences" USING btree ("workspace_id","state","starts_at");--> statement-breakpoint
CREATE INDEX "occurrences_started_by_idx" ON "occurrences" USING btree ("started_by");--> statement-breakpoint
CREATE INDEX "occurrences_location_starts_idx" ON "occurrences" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE INDEX "occurrences_open_due_idx" ON "occurrences" USING btree ("due_at") WHERE "occurrences"."state" in ('pending', 'in_progress');--> statement-breakpoint
CREATE INDEX "occurrences_picked_by_idx" ON "occurrences" USING btree ("picked_by");--> statement-breakpoint
CREATE INDEX "occurrences_finished_by_idx" ON "occurrences" USING btree ("finished_by","finished_at");--> statement-breakpoint
CREATE INDEX "task_assignees_user_idx" ON "task_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_rooms_room_idx" ON "task_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "tasks_workspace_created_idx" ON "tasks" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_location_idx" ON "tasks" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "tasks_team_idx" ON "tasks" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tasks_horizon_idx" ON "tasks" USING btree ("generated_until") WHERE "tasks"."kind" = 'recurring' and "tasks"."deleted_at" is null;