CREATE TABLE "announcement_views" (
	"announcement_id" integer NOT NULL,
	"user_email" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_views_pk" PRIMARY KEY("announcement_id","user_email")
);
--> statement-breakpoint
ALTER TABLE "announcement_views" ADD CONSTRAINT "announcement_views_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_views" ADD CONSTRAINT "announcement_views_user_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "tags" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "tags" DROP DEFAULT;--> statement-breakpoint
UPDATE "videos" SET "tags" = NULL WHERE "tags" = '[]'::jsonb;
