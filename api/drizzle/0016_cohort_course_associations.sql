ALTER TABLE "cohort_courses" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD COLUMN "updated_by" text;
