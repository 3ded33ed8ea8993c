CREATE TYPE "public"."file_kind" AS ENUM('image', 'document');--> statement-breakpoint
CREATE TYPE "public"."commercial_kind" AS ENUM('restaurant', 'cafe', 'fitness_club', 'shopping_centre', 'office', 'hotel', 'other');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('rental', 'commercial');--> statement-breakpoint
CREATE TYPE "public"."rental_state" AS ENUM('clean', 'dirty');--> statement-breakpoint
CREATE TYPE "public"."renewal_status" AS ENUM('awaiting_payment', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"kind" "file_kind" NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"type" "location_type" NOT NULL,
	"commercial_kind" "commercial_kind",
	"latitude" double precision,
	"longitude" double precision,
	"timezone" text NOT NULL,
	"checkout_time" text DEFAULT '12:00' NOT NULL,
	"cleaning_duration" integer DEFAULT 360 NOT NULL,
	"reclean_after" integer DEFAULT 15 NOT NULL,
	"require_photo" boolean DEFAULT false NOT NULL,
	"require_report" boolean DEFAULT false NOT NULL,
	"require_scan" boolean DEFAULT false NOT NULL,
	"state" "rental_state" DEFAULT 'clean' NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"notification_events" jsonb DEFAULT '{"taskAssigned":true,"taskAssignedTeam":true,"repeatedTaskAssigned":true,"repeatedTaskAssignedTeam":true,"inviteCreated":true,"taskStarted":true,"taskFinished":true,"taskPicked":true,"taskNotPicked":true,"inviteApproved":true,"complaintCreated":true,"userNotAvailable":true,"taskMessage":true}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_documents" (
	"location_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_documents_location_id_file_id_pk" PRIMARY KEY("location_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "room_checklists" (
	"room_id" uuid NOT NULL,
	"checklist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "room_checklists_room_id_checklist_id_pk" PRIMARY KEY("room_id","checklist_id")
);
--> statement-breakpoint
CREATE TABLE "room_materials" (
	"room_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_materials_room_id_file_id_pk" PRIMARY KEY("room_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"qr_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"requested_by" uuid,
	"months" integer NOT NULL,
	"status" "renewal_status" DEFAULT 'awaiting_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_documents" ADD CONSTRAINT "location_documents_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_documents" ADD CONSTRAINT "location_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_checklists" ADD CONSTRAINT "room_checklists_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_checklists" ADD CONSTRAINT "room_checklists_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_materials" ADD CONSTRAINT "room_materials_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_materials" ADD CONSTRAINT "room_materials_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklists_workspace_name_key" ON "checklists" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "files_workspace_idx" ON "files" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "locations_workspace_created_idx" ON "locations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "location_documents_file_idx" ON "location_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "room_checklists_checklist_idx" ON "room_checklists" USING btree ("checklist_id");--> statement-breakpoint
CREATE INDEX "room_materials_file_idx" ON "room_materials" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_qr_token_key" ON "rooms" USING btree ("qr_token");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_location_name_key" ON "rooms" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "rooms_workspace_idx" ON "rooms" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "subscription_renewals_workspace_idx" ON "subscription_renewals" USING btree ("workspace_id","created_at");