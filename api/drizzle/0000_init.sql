CREATE TABLE "user_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_email" text NOT NULL,
	"user_role_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"course_id" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"updated_by" text,
	"updated_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_courses" (
	"cohort_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "cohort_courses_cohort_id_course_id_pk" PRIMARY KEY("cohort_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"cohort_id" serial PRIMARY KEY NOT NULL,
	"cohort_name" text NOT NULL,
	"program_id" integer NOT NULL,
	"zoom_url" text,
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coursename" text NOT NULL,
	"lms_course_id" text,
	"status" text DEFAULT 'prestart' NOT NULL,
	"start_date" date,
	"end_date" date,
	CONSTRAINT "courses_status_known" CHECK ("courses"."status" in ('prestart', 'active', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "program_courses" (
	"program_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "program_courses_program_id_course_id_pk" PRIMARY KEY("program_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"ui_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"secondary_name" text NOT NULL,
	"is_visible_in_acp" boolean NOT NULL,
	"is_visible_in_support_panel" boolean NOT NULL,
	"display_order" integer
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_email" text NOT NULL,
	"search_value" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_email" text NOT NULL,
	"favorite_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_credentials" (
	"user_email" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"preferred_name" text,
	"secondary_email" text,
	"user_preferred_pronouns" text,
	"user_name_pronunciation" text,
	"user_social_media_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_location" jsonb,
	"user_show_location" boolean DEFAULT true NOT NULL,
	"user_show_timezone" boolean DEFAULT true NOT NULL,
	"user_timezone" jsonb,
	"user_primary_spoken_language" text,
	"user_additional_spoken_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_goals" text,
	"user_intro_interest" text,
	"user_fun_fact" text,
	"user_free_time" text,
	"user_dream_job" text,
	"user_title" text,
	"user_programming_experience_level" text,
	"user_programming_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_focus_time" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_work_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_image_url" text,
	"user_slack_id" text,
	"user_profile_updated_date" timestamp with time zone,
	"is_online" boolean DEFAULT false NOT NULL,
	"user_last_seen" timestamp with time zone,
	"user_lms_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"first_login" boolean DEFAULT true NOT NULL,
	"user_role" text,
	"subscribed_canvas" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_user_role_id_roles_id_fk" FOREIGN KEY ("user_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD CONSTRAINT "cohort_courses_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD CONSTRAINT "cohort_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_courses" ADD CONSTRAINT "program_courses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_courses" ADD CONSTRAINT "program_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_owner_email_users_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_favorite_email_users_email_fk" FOREIGN KEY ("favorite_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_credentials" ADD CONSTRAINT "user_credentials_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "user_courses_member_unique" ON "user_courses" USING btree ("user_email","cohort_id","user_role_id");--> statement-breakpoint
CREATE INDEX "user_courses_cohort_idx" ON "user_courses" USING btree ("cohort_id","user_role_id");--> statement-breakpoint
CREATE INDEX "user_courses_course_idx" ON "user_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "cohort_courses_course_idx" ON "cohort_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_unique" ON "cohorts" USING btree ("cohort_name");--> statement-breakpoint
CREATE INDEX "cohorts_program_idx" ON "cohorts" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "program_courses_course_idx" ON "program_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_term_unique" ON "search_history" USING btree ("user_email","search_value");--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("user_email","searched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_pair_unique" ON "user_favorites" USING btree ("owner_email","favorite_email");--> statement-breakpoint
CREATE INDEX "users_online_idx" ON "users" USING btree ("is_online");