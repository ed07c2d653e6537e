CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"support_request_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_channel_known" CHECK ("outbox_messages"."channel" in ('mail', 'slack', 'inscribe')),
	CONSTRAINT "outbox_messages_status_known" CHECK ("outbox_messages"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "support_request_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"action_id" smallint NOT NULL,
	"response" text NOT NULL,
	"staff_email" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_request_responses_action_known" CHECK ("support_request_responses"."action_id" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_support_request_id_support_requests_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request_responses" ADD CONSTRAINT "support_request_responses_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request_responses" ADD CONSTRAINT "support_request_responses_staff_email_users_email_fk" FOREIGN KEY ("staff_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "outbox_messages_status_idx" ON "outbox_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_request_idx" ON "outbox_messages" USING btree ("support_request_id");--> statement-breakpoint
CREATE INDEX "support_request_responses_request_idx" ON "support_request_responses" USING btree ("request_id","created_date");