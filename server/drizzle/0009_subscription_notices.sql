ALTER TYPE "public"."notification_event" ADD VALUE 'subscriptionGranted';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'subscriptionDeclined';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'subscriptionEnding';