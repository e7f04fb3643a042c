ALTER TABLE "sessions" ADD COLUMN "learner_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "buddy_confirmed_at" timestamp with time zone;