CREATE TYPE "public"."task_title_key" AS ENUM('turnover');--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "title_key" "task_title_key";--> statement-breakpoint
-- Turnover jobs made before their title was kept as a kind: one still titled with the text the system wrote (in any of the four languages) gets the kind; a title someone changed stays theirs.
UPDATE "tasks" SET "title_key" = 'turnover' WHERE "origin" = 'turnover' AND "title" IN ('Cleaning after checkout', 'Уборка после выезда', 'Шығудан кейінгі жинау', 'Limpieza tras la salida');
