ALTER TABLE "videos" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "updates" jsonb;