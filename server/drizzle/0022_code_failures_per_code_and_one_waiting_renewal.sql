ALTER TABLE "code_failures" ADD COLUMN "code_id" uuid;--> statement-breakpoint
ALTER TABLE "code_failures" ADD CONSTRAINT "code_failures_code_id_login_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."login_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_failures_code_idx" ON "code_failures" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_one_waiting_key" ON "subscription_renewals" USING btree ("workspace_id") WHERE "subscription_renewals"."status" = 'waiting';