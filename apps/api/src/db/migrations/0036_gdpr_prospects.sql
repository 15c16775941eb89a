ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "made_to_measure_jobs" ADD COLUMN "anonymised_at" timestamp with time zone;