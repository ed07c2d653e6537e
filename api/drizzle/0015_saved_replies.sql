CREATE TABLE "saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_created_by_users_email_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_updated_by_users_email_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "saved_replies_cohort_idx" ON "saved_replies" USING btree ("cohort_id","title");
