-- One truth per fact (decision 011): users.profile_status alone says where a buddy stands and
-- whether learners see them (is_approved and buddy_profiles.published go), with an append-only
-- log of its changes; buddy_profiles.languages alone says which languages a buddy speaks
-- (teaches_english and teaches_dutch go). History tables never cascade from users (decision 010).
CREATE TABLE "buddy_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buddy_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buddy_status_changes_actor_role_check" CHECK ("buddy_status_changes"."actor_role" in ('moderator', 'learning_expert', 'system')),
	CONSTRAINT "buddy_status_changes_status_check" CHECK (("buddy_status_changes"."from_status" is null or "buddy_status_changes"."from_status" in ('pending', 'expert_review', 'interview_scheduled', 'interview_completed', 'approved', 'rejected', 'suspended')) and "buddy_status_changes"."to_status" in ('pending', 'expert_review', 'interview_scheduled', 'interview_completed', 'approved', 'rejected', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "buddy_status_changes" ADD CONSTRAINT "buddy_status_changes_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_status_changes" ADD CONSTRAINT "buddy_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buddy_status_changes_buddy_idx" ON "buddy_status_changes" USING btree ("buddy_id","at");--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_buddy_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_profile_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_status_check" CHECK ("users"."profile_status" in ('pending', 'expert_review', 'interview_scheduled', 'interview_completed', 'approved', 'rejected', 'suspended'));--> statement-breakpoint
-- Languages: the flags were what the language filter read, the list what profiles showed; a
-- language either one names is kept, in catalogue order, English when neither names any.
UPDATE "buddy_profiles" SET "languages" = array(
  SELECT k.l FROM unnest(array['English', 'Dutch']::text[]) WITH ORDINALITY AS k(l, n)
  WHERE k.l = any("buddy_profiles"."languages")
     OR (k.l = 'English' AND "buddy_profiles"."teaches_english")
     OR (k.l = 'Dutch' AND "buddy_profiles"."teaches_dutch")
  ORDER BY k.n
);--> statement-breakpoint
UPDATE "buddy_profiles" SET "languages" = '{English}' WHERE cardinality("languages") = 0;--> statement-breakpoint
-- Visibility: an approved buddy who was not listed (unpublished, or not approved) is suspended;
-- every other status stays, and only 'approved' is listed from now on.
UPDATE "users" SET "profile_status" = 'suspended'
FROM "buddy_profiles" bp
WHERE bp."user_id" = "users"."id" AND "users"."profile_status" = 'approved'
  AND NOT (bp."published" AND "users"."is_approved");--> statement-breakpoint
-- The log starts with every buddy's status as it is now.
INSERT INTO "buddy_status_changes" ("buddy_id", "actor_role", "from_status", "to_status", "note")
SELECT "id", 'system', NULL, "profile_status",
  CASE WHEN "profile_status" = 'suspended'
    THEN 'Approved but not published when the status log began'
    ELSE 'Status when the status log began' END
FROM "users" WHERE "role" = 'buddy';--> statement-breakpoint
DROP INDEX "buddy_profiles_published_slug_idx";--> statement-breakpoint
DROP INDEX "buddy_profiles_published_english_idx";--> statement-breakpoint
ALTER TABLE "buddy_profiles" DROP COLUMN "teaches_english";--> statement-breakpoint
ALTER TABLE "buddy_profiles" DROP COLUMN "teaches_dutch";--> statement-breakpoint
ALTER TABLE "buddy_profiles" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_approved";--> statement-breakpoint
CREATE INDEX "buddy_profiles_english_shuffle_idx" ON "buddy_profiles" USING btree ("shuffle_key") WHERE 'English' = any("buddy_profiles"."languages");--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD CONSTRAINT "buddy_profiles_languages_check" CHECK (cardinality("buddy_profiles"."languages") > 0 and "buddy_profiles"."languages" <@ array['English', 'Dutch']::text[]);
