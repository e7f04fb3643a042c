DROP INDEX "auth_sessions_user_idx";--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "address_hash" text;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id","address_hash");