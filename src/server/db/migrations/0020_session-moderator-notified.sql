ALTER TABLE "sessions" ADD COLUMN "moderator_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "moderator_notified_by" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_moderator_notified_by_users_id_fk" FOREIGN KEY ("moderator_notified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;