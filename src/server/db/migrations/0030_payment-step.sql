CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('awaiting', 'paid', 'lapsed', 'cancelled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_status_changes" DROP CONSTRAINT "session_status_changes_event_check";--> statement-breakpoint
ALTER TABLE "session_status_changes" DROP CONSTRAINT "session_status_changes_to_check";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_key" ON "payments" USING btree ("session_id") WHERE "payments"."status" = 'awaiting';--> statement-breakpoint
CREATE INDEX "payments_session_idx" ON "payments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_key" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
ALTER TABLE "session_status_changes" ADD CONSTRAINT "session_status_changes_event_check" CHECK ("session_status_changes"."event" in ('propose', 'approve', 'reject', 'modify', 'accept', 'decline', 'cancel', 'move', 'edit', 'complete', 'pay', 'lapse'));--> statement-breakpoint
ALTER TABLE "session_status_changes" ADD CONSTRAINT "session_status_changes_to_check" CHECK ("session_status_changes"."to_status" in ('pending', 'approved', 'rejected', 'modified', 'cancelled', 'completed', 'awaiting_payment'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_status_check" CHECK ("sessions"."status" in ('pending', 'approved', 'rejected', 'modified', 'cancelled', 'completed', 'awaiting_payment'));--> statement-breakpoint
-- A session waiting for payment holds its time as a booked one does (decision 038).
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_buddy_no_overlap";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_learner_no_overlap";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_buddy_no_overlap" EXCLUDE USING gist ("buddy_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('approved', 'completed', 'awaiting_payment'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_learner_no_overlap" EXCLUDE USING gist ("learner_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('approved', 'completed', 'awaiting_payment'));
