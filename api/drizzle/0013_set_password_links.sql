CREATE TABLE "set_password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "set_password_links" ADD CONSTRAINT "set_password_links_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "set_password_links_user_idx" ON "set_password_links" USING btree ("user_email");
