CREATE TABLE "interview_places" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"place" text,
	"video_link" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_places_one_check" CHECK (num_nonnulls("interview_places"."place", "interview_places"."video_link") = 1)
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "video_link" text;--> statement-breakpoint
ALTER TABLE "interview_places" ADD CONSTRAINT "interview_places_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_one_place_check" CHECK ("interviews"."place" is null or "interviews"."video_link" is null);