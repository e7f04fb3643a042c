CREATE TABLE "session_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_status_changes_event_check" CHECK ("session_status_changes"."event" in ('propose', 'approve', 'reject', 'modify', 'accept', 'decline', 'cancel', 'move', 'complete')),
	CONSTRAINT "session_status_changes_to_check" CHECK ("session_status_changes"."to_status" in ('pending', 'approved', 'rejected', 'modified', 'cancelled', 'completed')),
	CONSTRAINT "session_status_changes_actor_check" CHECK ("session_status_changes"."actor" in ('learner', 'buddy', 'system'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_content_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "line_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "line_terms" jsonb;--> statement-breakpoint
ALTER TABLE "session_status_changes" ADD CONSTRAINT "session_status_changes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_status_changes" ADD CONSTRAINT "session_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_status_changes_session_idx" ON "session_status_changes" USING btree ("session_id","id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_line_check" CHECK (("messages"."line_kind" is null) = ("messages"."line_terms" is null) and ("messages"."line_kind" is null or "messages"."session_id" is not null));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_line_kind_check" CHECK ("messages"."line_kind" in ('proposed', 'countered', 'approved', 'rejected', 'accepted', 'declined', 'cancelled', 'move-asked'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_check" CHECK (length("messages"."content") between (case when "messages"."line_kind" is null then 1 else 0 end) and 4000);--> statement-breakpoint
-- Data: the chat lines about sessions posted as English sentences become data (kind and terms)
-- with the sender's own words as their content. A line that does not read as one stays text.
WITH parsed AS (
	SELECT m.id, s.activity_id, regexp_match(m.content, '^(Activity proposal|Suggested another time|Proposal approved|Proposal declined|Accepted the new time|Declined the new time|Session cancelled|Asked to move the session to a new time): [^\n]+ on \w{3} (\d{1,2} \w{3} \d{4}) at (\d{2}:\d{2}) \((\d+) minutes\) at ([^\n]*), €(\d+)\.(\d{2})\.(\n\n(.*))?$') AS p
	FROM "messages" m JOIN "sessions" s ON s.id = m.session_id
	WHERE m.line_kind IS NULL
)
UPDATE "messages" m SET
	"line_kind" = CASE parsed.p[1]
		WHEN 'Activity proposal' THEN 'proposed'
		WHEN 'Suggested another time' THEN 'countered'
		WHEN 'Proposal approved' THEN 'approved'
		WHEN 'Proposal declined' THEN 'rejected'
		WHEN 'Accepted the new time' THEN 'accepted'
		WHEN 'Declined the new time' THEN 'declined'
		WHEN 'Session cancelled' THEN 'cancelled'
		ELSE 'move-asked' END,
	"line_terms" = jsonb_build_object(
		'activityId', parsed.activity_id,
		'startsAt', to_char(((to_date(parsed.p[2], 'DD Mon YYYY') + parsed.p[3]::time) AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'durationMinutes', parsed.p[4]::int,
		'location', parsed.p[5],
		'priceCents', (parsed.p[6] || parsed.p[7])::int),
	"content" = coalesce(parsed.p[9], '')
FROM parsed WHERE m.id = parsed.id AND parsed.p IS NOT NULL;--> statement-breakpoint
-- Data: every session's log starts with its proposal and, when it has moved on since, the status
-- it has now (who moved it is known for cancellations and declines only; completing is counted as
-- the server's). A declined counter-proposal keeps its terms: the buddy modified, the learner
-- declined.
INSERT INTO "session_status_changes" ("session_id", "event", "from_status", "to_status", "actor", "actor_id", "reason", "at")
SELECT id, 'propose', NULL, 'pending', 'learner', learner_id, NULL, created_at FROM "sessions";--> statement-breakpoint
INSERT INTO "session_status_changes" ("session_id", "event", "from_status", "to_status", "actor", "actor_id", "reason", "at")
SELECT id, 'modify', 'pending', 'modified', 'buddy', buddy_id, buddy_response, updated_at
FROM "sessions" WHERE status = 'rejected' AND counter_starts_at IS NOT NULL;--> statement-breakpoint
INSERT INTO "session_status_changes" ("session_id", "event", "from_status", "to_status", "actor", "actor_id", "reason", "at")
SELECT id,
	CASE WHEN declined THEN 'decline' ELSE CASE status WHEN 'approved' THEN 'approve' WHEN 'rejected' THEN 'reject' WHEN 'modified' THEN 'modify' WHEN 'cancelled' THEN 'cancel' ELSE 'complete' END END,
	CASE WHEN declined THEN 'modified' ELSE CASE status WHEN 'cancelled' THEN 'approved' WHEN 'completed' THEN 'approved' ELSE 'pending' END END,
	status,
	CASE WHEN status = 'completed' THEN 'system' WHEN declined OR (status = 'cancelled' AND cancelled_by = learner_id) THEN 'learner' ELSE 'buddy' END,
	CASE WHEN status = 'completed' THEN NULL WHEN declined THEN learner_id WHEN status = 'cancelled' THEN cancelled_by ELSE buddy_id END,
	CASE WHEN status = 'cancelled' THEN cancel_reason END,
	updated_at
FROM "sessions", LATERAL (SELECT status = 'rejected' AND counter_starts_at IS NOT NULL AS declined) d
WHERE status <> 'pending';
