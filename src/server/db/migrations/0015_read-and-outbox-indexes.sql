DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "outbox" USING hash ("payload") WHERE "outbox"."done_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_name_idx" ON "users" USING btree ("full_name") WHERE "users"."role" = 'buddy' and "users"."profile_status" = 'approved';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("topic","next_attempt_at") WHERE "outbox"."done_at" is null;