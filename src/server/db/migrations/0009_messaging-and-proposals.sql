CREATE TABLE "conversations" (
	"owner_id" uuid NOT NULL,
	"counterpart_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_owner_id_counterpart_id_pk" PRIMARY KEY("owner_id","counterpart_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"content" text NOT NULL,
	"session_id" uuid,
	"client_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "messages_content_check" CHECK (length("messages"."content") between 1 and 4000),
	CONSTRAINT "messages_parties_check" CHECK ("messages"."sender_id" <> "messages"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"buddy_id" uuid NOT NULL,
	"activity_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text NOT NULL,
	"price_cents" integer NOT NULL,
	"rate_min_cents" integer NOT NULL,
	"rate_max_cents" integer NOT NULL,
	"message" text NOT NULL,
	"buddy_response" text,
	"counter_starts_at" timestamp with time zone,
	"counter_duration_minutes" integer,
	"counter_location" text,
	"counter_price_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_status_check" CHECK ("sessions"."status" in ('pending', 'approved', 'rejected', 'modified', 'cancelled', 'completed')),
	CONSTRAINT "sessions_duration_check" CHECK ("sessions"."duration_minutes" between 30 and 180 and "sessions"."duration_minutes" % 30 = 0),
	CONSTRAINT "sessions_ends_check" CHECK ("sessions"."ends_at" > "sessions"."starts_at"),
	CONSTRAINT "sessions_price_check" CHECK ("sessions"."price_cents" >= 0),
	CONSTRAINT "sessions_parties_check" CHECK ("sessions"."learner_id" <> "sessions"."buddy_id")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text,
	"assigned_to" uuid,
	"session_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_priority_check" CHECK ("support_messages"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "support_messages_status_check" CHECK ("support_messages"."status" in ('open', 'in_progress', 'resolved', 'closed')),
	CONSTRAINT "support_messages_text_check" CHECK (length("support_messages"."subject") between 1 and 200 and length("support_messages"."content") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_counterpart_id_users_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_last_message_id_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."messages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_owner_recent_idx" ON "conversations" USING btree ("owner_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_pair_idx" ON "messages" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id","sender_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("sender_id","client_key") WHERE "messages"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "user_events_user_idx" ON "user_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sessions_learner_starts_idx" ON "sessions" USING btree ("learner_id","starts_at");--> statement-breakpoint
CREATE INDEX "sessions_buddy_starts_idx" ON "sessions" USING btree ("buddy_id","starts_at");--> statement-breakpoint
CREATE INDEX "support_messages_sender_idx" ON "support_messages" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_queue_idx" ON "support_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- No buddy and no learner holds two overlapping booked sessions: the database refuses the
-- second, so two approvals at once cannot both win (PGlite loads btree_gist in db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_buddy_no_overlap" EXCLUDE USING gist ("buddy_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('approved', 'completed'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_learner_no_overlap" EXCLUDE USING gist ("learner_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('approved', 'completed'));
