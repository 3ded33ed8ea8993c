CREATE TABLE "analytics_duration_rollup" (
	"workspace_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_duration_rollup_workspace_id_grain_period_kind_minutes_pk" PRIMARY KEY("workspace_id","grain","period","kind","minutes")
);
--> statement-breakpoint
CREATE TABLE "analytics_job_rollup" (
	"grain" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"period" date NOT NULL,
	"type" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"planned" integer NOT NULL,
	"done" integer NOT NULL,
	"on_time" integer NOT NULL,
	"late" integer NOT NULL,
	"open_due" integer NOT NULL,
	"open_no_due" integer NOT NULL,
	"team_unpicked" integer NOT NULL,
	"work_count" integer NOT NULL,
	"work_sum" numeric NOT NULL,
	"turnover_count" integer NOT NULL,
	"turnover_sum" numeric NOT NULL,
	"turnover_within" integer NOT NULL,
	"turnover_over" integer NOT NULL,
	"allowed_count" integer NOT NULL,
	"allowed_sum" numeric NOT NULL,
	"passed" integer NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "analytics_job_rollup_grain_scope_id_period_type_pk" PRIMARY KEY("grain","scope_id","period","type")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "cleaned_last_occurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "cleaned_by" uuid;--> statement-breakpoint
CREATE INDEX "analytics_job_rollup_read_idx" ON "analytics_job_rollup" USING btree ("workspace_id","grain","period");--> statement-breakpoint
CREATE INDEX "complaints_cleaned_by_idx" ON "complaints" USING btree ("cleaned_by","created_at") WHERE "complaints"."cleaned_by" is not null;