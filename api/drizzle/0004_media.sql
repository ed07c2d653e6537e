CREATE TABLE "user_video_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_email" text NOT NULL,
	"video_id" integer NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_watched_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "meeting_participants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_video_views" ADD CONSTRAINT "user_video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_video_views_user_video_unique" ON "user_video_views" USING btree ("user_email","video_id");