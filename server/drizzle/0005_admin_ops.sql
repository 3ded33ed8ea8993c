CREATE TYPE "public"."app_platform" AS ENUM('web', 'ios', 'android');--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" "app_platform" NOT NULL,
	"number" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"minimum_supported" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "code_tail" text;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_number_idx" ON "app_versions" USING btree ("platform","number");--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logs_workspace_created_idx" ON "logs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "logs_user_created_idx" ON "logs" USING btree ("user_id","created_at");