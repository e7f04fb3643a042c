ALTER TABLE "learner_profiles" ALTER COLUMN "proficiency_level" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "learner_profiles" ALTER COLUMN "proficiency_level" DROP NOT NULL;--> statement-breakpoint
-- Levels below Intermediate were the silent default "Beginner" (decision 057): not said.
UPDATE "learner_profiles" SET "proficiency_level" = NULL WHERE "proficiency_level" NOT IN ('Intermediate', 'Upper intermediate', 'Advanced', 'Fluent');--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD COLUMN "districts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD COLUMN "goals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD COLUMN "activity_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD COLUMN "districts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD COLUMN "budget_max_cents" integer;--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD CONSTRAINT "buddy_profiles_districts_check" CHECK ("buddy_profiles"."districts" <@ array['centrum', 'jordaan', 'de-pijp', 'oud-west', 'oud-zuid', 'oost', 'westerpark', 'de-baarsjes', 'bos-en-lommer', 'nieuw-west', 'noord', 'zuidoost', 'ijburg', 'zuidas', 'watergraafsmeer', 'indische-buurt', 'oostelijk-havengebied', 'rivierenbuurt', 'weesp']::text[]);--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_proficiency_level_check" CHECK ("learner_profiles"."proficiency_level" is null or "learner_profiles"."proficiency_level" in ('Intermediate', 'Upper intermediate', 'Advanced', 'Fluent'));--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_goals_check" CHECK ("learner_profiles"."goals" <@ array['work', 'daily_life', 'exams', 'friends']::text[]);--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_districts_check" CHECK ("learner_profiles"."districts" <@ array['centrum', 'jordaan', 'de-pijp', 'oud-west', 'oud-zuid', 'oost', 'westerpark', 'de-baarsjes', 'bos-en-lommer', 'nieuw-west', 'noord', 'zuidoost', 'ijburg', 'zuidas', 'watergraafsmeer', 'indische-buurt', 'oostelijk-havengebied', 'rivierenbuurt', 'weesp']::text[]);--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_budget_check" CHECK ("learner_profiles"."budget_max_cents" between 1000 and 50000);