CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('ended', 'moved', 'late', 'decided')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "reconciliation_differences" DROP CONSTRAINT "reconciliation_differences_kind_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_line_kind_check";--> statement-breakpoint
ALTER TABLE "session_status_changes" DROP CONSTRAINT "session_status_changes_event_check";--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_status" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_by" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_location" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_price_cents" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "move_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_session_idx" ON "refunds" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_kind_check" CHECK ("reconciliation_differences"."kind" in ('not_in_ledger', 'not_at_provider', 'amount', 'money_rule'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_line_kind_check" CHECK ("messages"."line_kind" in ('proposed', 'countered', 'approved', 'rejected', 'accepted', 'declined', 'cancelled', 'move-asked', 'move-accepted', 'move-declined', 'move-withdrawn', 'changed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('booking', 'move'));--> statement-breakpoint
ALTER TABLE "session_status_changes" ADD CONSTRAINT "session_status_changes_event_check" CHECK ("session_status_changes"."event" in ('propose', 'approve', 'reject', 'modify', 'accept', 'decline', 'cancel', 'move', 'accept-move', 'decline-move', 'withdraw-move', 'edit', 'complete', 'pay', 'lapse'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_move_status_check" CHECK ("sessions"."move_status" in ('asked', 'awaiting_payment'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_move_check" CHECK (("sessions"."move_status" is null) = ("sessions"."move_starts_at" is null) and ("sessions"."move_status" is null or ("sessions"."status" = 'approved' and "sessions"."move_by" in ('learner', 'buddy') and "sessions"."move_ends_at" > "sessions"."move_starts_at" and "sessions"."move_duration_minutes" is not null and "sessions"."move_location" is not null and "sessions"."move_price_cents" >= 0 and "sessions"."move_asked_at" is not null)));--> statement-breakpoint
-- A move accepted and waiting for its difference holds its new time as well as the booked one
-- (decision 039): the constraints compare both times of each session.
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_buddy_no_overlap";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_learner_no_overlap";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_buddy_no_overlap" EXCLUDE USING gist ("buddy_id" WITH =, (CASE WHEN "move_status" = 'awaiting_payment' THEN tstzmultirange(tstzrange("starts_at", "ends_at"), tstzrange("move_starts_at", "move_ends_at")) ELSE tstzmultirange(tstzrange("starts_at", "ends_at")) END) WITH &&) WHERE ("status" IN ('approved', 'completed', 'awaiting_payment'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_learner_no_overlap" EXCLUDE USING gist ("learner_id" WITH =, (CASE WHEN "move_status" = 'awaiting_payment' THEN tstzmultirange(tstzrange("starts_at", "ends_at"), tstzrange("move_starts_at", "move_ends_at")) ELSE tstzmultirange(tstzrange("starts_at", "ends_at")) END) WITH &&) WHERE ("status" IN ('approved', 'completed', 'awaiting_payment'));
