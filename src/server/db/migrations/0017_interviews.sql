CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buddy_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"feedback" text,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "interviews_length_check" CHECK ("interviews"."ends_at" = "interviews"."starts_at" + interval '30 minutes'),
	CONSTRAINT "interviews_parties_check" CHECK ("interviews"."buddy_id" <> "interviews"."expert_id")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_buddy_starts_idx" ON "interviews" USING btree ("buddy_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_expert_starts_idx" ON "interviews" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_scheduled_per_buddy" ON "interviews" USING btree ("buddy_id") WHERE "interviews"."status" = 'scheduled';--> statement-breakpoint
-- An expert is never in two interviews at once: the second of two bookings at once fails here
-- (23P01), whatever the app checked before (btree_gist, as the sessions' constraints, migration 0009).
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_expert_no_overlap" EXCLUDE USING gist ("expert_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'scheduled');
