ALTER TABLE "cohorts" ADD COLUMN "slack_channel_id" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "inscribe_community_id" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "created_by" text;