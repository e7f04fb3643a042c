CREATE TABLE "open_time_summaries" (
	"buddy_id" uuid PRIMARY KEY NOT NULL,
	"next_open_at" timestamp with time zone,
	"day_parts" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "open_time_summaries_day_parts_check" CHECK ("open_time_summaries"."day_parts" between 0 and 2097151)
);
--> statement-breakpoint
ALTER TABLE "open_time_summaries" ADD CONSTRAINT "open_time_summaries_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_time_summaries_next_open_idx" ON "open_time_summaries" USING btree ("next_open_at","buddy_id");--> statement-breakpoint
CREATE INDEX "open_time_summaries_valid_until_idx" ON "open_time_summaries" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "buddy_activities_rate_idx" ON "buddy_activities" USING btree ("buddy_id","rate_min_cents");--> statement-breakpoint
CREATE INDEX "reviews_buddy_rating_idx" ON "reviews" USING btree ("buddy_id","rating");--> statement-breakpoint
INSERT INTO "open_time_summaries" ("buddy_id", "day_parts", "valid_until") SELECT DISTINCT "buddy_id", 0, '-infinity'::timestamptz FROM "availability_slots";
