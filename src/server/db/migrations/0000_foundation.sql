CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"group_id" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "activities_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "buddy_activities" (
	"buddy_id" uuid NOT NULL,
	"activity_id" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"rate_min_cents" integer NOT NULL,
	"rate_max_cents" integer NOT NULL,
	CONSTRAINT "buddy_activities_buddy_id_activity_id_pk" PRIMARY KEY("buddy_id","activity_id"),
	CONSTRAINT "buddy_activities_rate_check" CHECK ("buddy_activities"."rate_min_cents" >= 1000 and "buddy_activities"."rate_max_cents" >= "buddy_activities"."rate_min_cents")
);
--> statement-breakpoint
CREATE TABLE "buddy_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"about" text,
	"location" text DEFAULT 'Amsterdam' NOT NULL,
	"availability" text,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"teaches_english" boolean DEFAULT true NOT NULL,
	"teaches_dutch" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"shuffle_key" integer DEFAULT floor(random() * 2147483647)::int NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buddy_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "learner_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language_learning" text DEFAULT 'English' NOT NULL,
	"proficiency_level" text DEFAULT 'Beginner' NOT NULL,
	"availability" text,
	"bio" text,
	"interests" text,
	"age" text,
	"gender" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"full_name" text NOT NULL,
	"username" text NOT NULL,
	"phone" text,
	"photo" text,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"profile_status" text DEFAULT 'pending' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"data_retention_consent" boolean DEFAULT true NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"gdpr_consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('learner', 'buddy', 'moderator', 'learning_expert')),
	CONSTRAINT "users_profile_status_check" CHECK ("users"."profile_status" in ('pending', 'expert_review', 'interview_scheduled', 'interview_completed', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "buddy_activities" ADD CONSTRAINT "buddy_activities_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_activities" ADD CONSTRAINT "buddy_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD CONSTRAINT "buddy_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buddy_activities_activity_idx" ON "buddy_activities" USING btree ("activity_id","buddy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_profiles_slug_key" ON "buddy_profiles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "buddy_profiles_published_english_idx" ON "buddy_profiles" USING btree ("shuffle_key") WHERE "buddy_profiles"."published" and "buddy_profiles"."teaches_english";--> statement-breakpoint
CREATE INDEX "reviews_buddy_idx" ON "reviews" USING btree ("buddy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","profile_status");