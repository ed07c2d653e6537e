ALTER TABLE "study_session_participants" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "study_participants_external_unique" ON "study_session_participants" USING btree ("session_id","external_id") WHERE "study_session_participants"."external_id" is not null;--> statement-breakpoint
CREATE TABLE "meeting_webhook_events" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
