DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("topic","next_attempt_at") WHERE "outbox"."done_at" is null and "outbox"."given_up_at" is null;--> statement-breakpoint
-- Work given up before this column: tried MAX_ATTEMPTS (10) times and never done.
UPDATE "outbox" SET "given_up_at" = "next_attempt_at" WHERE "done_at" IS NULL AND "attempts" >= 10;
