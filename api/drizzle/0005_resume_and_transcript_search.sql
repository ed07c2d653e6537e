CREATE TABLE "transcript_lines" (
	"transcript_key" text NOT NULL,
	"line" integer NOT NULL,
	"start_seconds" real NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "transcript_lines_pk" PRIMARY KEY("transcript_key","line")
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"key" text PRIMARY KEY NOT NULL,
	"lines" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_video_views" ADD COLUMN "position_seconds" real;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "transcript_lines" ADD CONSTRAINT "transcript_lines_transcript_key_transcripts_key_fk" FOREIGN KEY ("transcript_key") REFERENCES "public"."transcripts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_transcripts_idx" ON "videos" USING btree ("transcripts_cdn_url");