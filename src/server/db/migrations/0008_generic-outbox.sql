-- The outbox becomes generic (decision 012): a topic and a payload instead of mail columns, so
-- reminders and other after-commit work use the same table and workers. Queued mail is kept.
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox" SET "topic" = 'mail', "done_at" = "sent_at",
  "payload" = jsonb_strip_nulls(jsonb_build_object(
    'to', "recipient", 'subject', "subject",
    'text', CASE WHEN "sent_at" IS NULL THEN "text" END,
    'html', CASE WHEN "sent_at" IS NULL THEN "html" END));--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "topic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "payload" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."done_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "channel";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "recipient";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "sent_at";
