-- Requests that piled up before one waiting renewal per workspace: the newest waiting one of each workspace stays.
DELETE FROM "subscription_renewals" r USING "subscription_renewals" n WHERE r."workspace_id" = n."workspace_id" AND r."status" = 'waiting' AND n."status" = 'waiting' AND (r."created_at", r."id") < (n."created_at", n."id");--> statement-breakpoint
-- Staff deleted before deletion took them out of their teams.
DELETE FROM "team_members" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);--> statement-breakpoint
UPDATE "teams" SET "head_id" = NULL WHERE "head_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);
