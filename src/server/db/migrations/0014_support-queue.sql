DROP INDEX "support_messages_recent_idx";--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "requested_priority" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "queue_rank" smallint GENERATED ALWAYS AS ((case when status in ('resolved', 'closed') then 8 else 0 end)
          + (case when session_id is null then 4 else 0 end)
          + (case priority when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "support_messages_queue_order_idx" ON "support_messages" USING btree ("queue_rank","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_requested_priority_check" CHECK ("support_messages"."requested_priority" in ('low', 'normal', 'high', 'urgent'));--> statement-breakpoint
-- Hand-written data: a sender's chosen priority was stored as the queue's; it becomes their request.
UPDATE "support_messages" SET "requested_priority" = "priority", "priority" = 'normal' WHERE "session_id" IS NULL AND "receiver_id" IS NULL;
