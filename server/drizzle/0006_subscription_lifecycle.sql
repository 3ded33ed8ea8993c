ALTER TABLE "subscription_renewals" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
-- Renewal requests before the lifecycle: awaiting payment waits, paid was granted, cancelled was declined.
UPDATE "subscription_renewals" SET "status" = CASE "status" WHEN 'awaiting_payment' THEN 'waiting' WHEN 'paid' THEN 'granted' ELSE 'declined' END;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ALTER COLUMN "status" SET DEFAULT 'waiting'::text;--> statement-breakpoint
DROP TYPE "public"."renewal_status";--> statement-breakpoint
CREATE TYPE "public"."renewal_status" AS ENUM('waiting', 'granted', 'declined');--> statement-breakpoint
ALTER TABLE "subscription_renewals" ALTER COLUMN "status" SET DEFAULT 'waiting'::"public"."renewal_status";--> statement-breakpoint
ALTER TABLE "subscription_renewals" ALTER COLUMN "status" SET DATA TYPE "public"."renewal_status" USING "status"::"public"."renewal_status";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "period_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ending_notice_days" integer;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_period_id_subscriptions_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_renewals_status_idx" ON "subscription_renewals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_ends_idx" ON "subscriptions" USING btree ("ends_at");