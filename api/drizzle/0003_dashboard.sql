CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"post_as" text NOT NULL,
	"audience" smallint NOT NULL,
	"program_id" integer,
	"cohort_id" integer,
	"author_email" text,
	"post_schedule" timestamp with time zone NOT NULL,
	"post_expiration" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_audience_known" CHECK ("announcements"."audience" in (1, 2, 3)),
	CONSTRAINT "announcements_program_named" CHECK ("announcements"."audience" <> 2 or "announcements"."program_id" is not null),
	CONSTRAINT "announcements_cohort_named" CHECK ("announcements"."audience" <> 3 or "announcements"."cohort_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" text PRIMARY KEY NOT NULL,
	"google_calendar_id" text NOT NULL,
	"summary" text NOT NULL,
	"description" text,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"meeting_url" text,
	"created_by" text,
	CONSTRAINT "calendar_events_ends_after_start" CHECK ("calendar_events"."end_date_time" >= "calendar_events"."start_date_time")
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"calendar_name" text NOT NULL,
	"calendar_url" text NOT NULL,
	"google_calendar_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_launchpads" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"hero_image_url" text,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "lms_assignment_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"user_email" text,
	"section_name" text,
	"due_at" timestamp with time zone,
	CONSTRAINT "lms_overrides_one_target" CHECK (("lms_assignment_overrides"."user_email" is null) <> ("lms_assignment_overrides"."section_name" is null))
);
--> statement-breakpoint
CREATE TABLE "lms_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"html_url" text,
	"due_at" timestamp with time zone,
	"points_possible" double precision,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "lms_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"user_email" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" double precision
);
--> statement-breakpoint
CREATE TABLE "study_session_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_email" text,
	"name" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"user_role_id" integer,
	"source" text DEFAULT 'portal' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_session_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_email" text,
	"topic" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"host_id" text NOT NULL,
	"zoom_url" text,
	"started_by" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_type_id" smallint NOT NULL,
	"status" text DEFAULT 'awaiting_review' NOT NULL,
	"description" text NOT NULL,
	"cohort_id" integer,
	"lms_course_id" text,
	"user_email" text NOT NULL,
	"user_lms_id" text,
	"user_slack_id" text,
	"source" text NOT NULL,
	"source_url" text,
	"upload_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_type_known" CHECK ("support_requests"."request_type_id" between 1 and 6),
	CONSTRAINT "support_requests_status_known" CHECK ("support_requests"."status" in ('awaiting_review', 'reopened', 'responded', 'sent_to_inscribe', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"meeting_id" text,
	"title" text,
	"description" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"google_calendar_ids" text[] DEFAULT '{}' NOT NULL,
	"google_event_ids" text[] DEFAULT '{}' NOT NULL,
	"recording_start" timestamp with time zone,
	"recording_end" timestamp with time zone,
	"source_details" jsonb,
	"video_cdn_url" text,
	"transcripts_cdn_url" text,
	"chat_cdn_url" text,
	"thumbnail_cdn_url" text,
	"archived" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cohort_webtools" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"webtools_id" integer NOT NULL,
	"course_id" integer,
	"url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "webtools" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"logo_url" text
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_email_users_email_fk" FOREIGN KEY ("author_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_launchpads" ADD CONSTRAINT "course_launchpads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_assignment_overrides" ADD CONSTRAINT "lms_assignment_overrides_assignment_id_lms_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."lms_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_assignment_overrides" ADD CONSTRAINT "lms_assignment_overrides_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lms_assignments" ADD CONSTRAINT "lms_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_submissions" ADD CONSTRAINT "lms_submissions_assignment_id_lms_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."lms_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_submissions" ADD CONSTRAINT "lms_submissions_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "study_session_participants" ADD CONSTRAINT "study_session_participants_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_session_participants" ADD CONSTRAINT "study_session_participants_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "study_session_topics" ADD CONSTRAINT "study_session_topics_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_session_topics" ADD CONSTRAINT "study_session_topics_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cohort_webtools" ADD CONSTRAINT "cohort_webtools_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_webtools" ADD CONSTRAINT "cohort_webtools_webtools_id_webtools_id_fk" FOREIGN KEY ("webtools_id") REFERENCES "public"."webtools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_webtools" ADD CONSTRAINT "cohort_webtools_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_schedule_idx" ON "announcements" USING btree ("post_schedule");--> statement-breakpoint
CREATE INDEX "announcements_cohort_idx" ON "announcements" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "calendar_events_window_idx" ON "calendar_events" USING btree ("google_calendar_id","start_date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_unique" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_live_unique" ON "calendar_feed_tokens" USING btree ("user_email") WHERE "calendar_feed_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_cohort_calendar_unique" ON "calendars" USING btree ("cohort_id","google_calendar_id");--> statement-breakpoint
CREATE INDEX "calendars_google_idx" ON "calendars" USING btree ("google_calendar_id");--> statement-breakpoint
CREATE INDEX "lms_overrides_assignment_idx" ON "lms_assignment_overrides" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "lms_assignments_course_idx" ON "lms_assignments" USING btree ("course_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_submissions_unique" ON "lms_submissions" USING btree ("assignment_id","user_email");--> statement-breakpoint
CREATE UNIQUE INDEX "study_participants_member_unique" ON "study_session_participants" USING btree ("session_id","user_email");--> statement-breakpoint
CREATE INDEX "study_participants_session_idx" ON "study_session_participants" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "study_topics_session_idx" ON "study_session_topics" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_sessions_one_running" ON "study_sessions" USING btree ("host_id") WHERE "study_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "study_sessions_cohort_idx" ON "study_sessions" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_email","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_cohort_idx" ON "support_requests" USING btree ("cohort_id","status");--> statement-breakpoint
CREATE INDEX "videos_meeting_idx" ON "videos" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "videos_recording_start_idx" ON "videos" USING btree ("recording_start");--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_webtools_unique" ON "cohort_webtools" USING btree ("cohort_id","webtools_id");--> statement-breakpoint
CREATE INDEX "cohort_webtools_cohort_idx" ON "cohort_webtools" USING btree ("cohort_id");