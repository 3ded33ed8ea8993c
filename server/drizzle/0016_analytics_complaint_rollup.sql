CREATE TABLE "analytics_complaint_rollup" (
	"grain" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"period" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"r1" integer NOT NULL,
	"r2" integer NOT NULL,
	"r3" integer NOT NULL,
	"r4" integer NOT NULL,
	"r5" integer NOT NULL,
	"system" integer NOT NULL,
	"two_gis" integer NOT NULL,
	"google" integer NOT NULL,
	"others" integer NOT NULL,
	"converted" integer NOT NULL,
	"fixed_sum" numeric NOT NULL,
	"fixed_count" integer NOT NULL,
	CONSTRAINT "analytics_complaint_rollup_grain_scope_id_period_pk" PRIMARY KEY("grain","scope_id","period")
);
--> statement-breakpoint
CREATE INDEX "analytics_complaint_rollup_read_idx" ON "analytics_complaint_rollup" USING btree ("workspace_id","grain","period");