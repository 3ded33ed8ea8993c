ALTER TYPE "public"."task_origin" ADD VALUE 'inspection';--> statement-breakpoint
ALTER TYPE "public"."task_origin" ADD VALUE 'reclean';--> statement-breakpoint
ALTER TYPE "public"."task_title_key" ADD VALUE 'inspection';--> statement-breakpoint
ALTER TYPE "public"."task_title_key" ADD VALUE 'reclean';--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "inspect_after_turnover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "inspector_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "inspection_checklist_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_inspection_checklist_id_checklists_id_fk" FOREIGN KEY ("inspection_checklist_id") REFERENCES "public"."checklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occurrences_location_finished_idx" ON "occurrences" USING btree ("location_id","finished_at") WHERE "occurrences"."finished_at" is not null;