CREATE TABLE "match_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"buddy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"set_by" uuid,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_overrides_kind_check" CHECK ("match_overrides"."kind" in ('pin', 'hide')),
	CONSTRAINT "match_overrides_note_check" CHECK (("match_overrides"."note" is null or char_length("match_overrides"."note") between 1 and 300) and ("match_overrides"."kind" <> 'pin' or "match_overrides"."note" is not null))
);
--> statement-breakpoint
ALTER TABLE "match_overrides" ADD CONSTRAINT "match_overrides_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_overrides" ADD CONSTRAINT "match_overrides_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_overrides" ADD CONSTRAINT "match_overrides_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_overrides_learner_buddy_key" ON "match_overrides" USING btree ("learner_id","buddy_id");--> statement-breakpoint
CREATE INDEX "match_overrides_buddy_idx" ON "match_overrides" USING btree ("buddy_id");--> statement-breakpoint
CREATE INDEX "match_overrides_set_by_idx" ON "match_overrides" USING btree ("set_by");