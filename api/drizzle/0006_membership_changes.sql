CREATE TABLE "membership_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"member_email" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_changes" ADD CONSTRAINT "membership_changes_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_changes_cohort_idx" ON "membership_changes" USING btree ("cohort_id","created_at");