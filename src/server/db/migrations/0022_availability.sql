CREATE TABLE "availability_days_off" (
	"buddy_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "availability_days_off_buddy_id_date_pk" PRIMARY KEY("buddy_id","date")
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buddy_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"start_minutes" smallint NOT NULL,
	"end_minutes" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"repeat_type" text NOT NULL,
	"repeat_frequency" smallint NOT NULL,
	"repeat_duration" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_slots_day_check" CHECK ("availability_slots"."day" between 0 and 6),
	CONSTRAINT "availability_slots_grid_check" CHECK ("availability_slots"."start_minutes" >= 480 and "availability_slots"."end_minutes" <= 1200 and "availability_slots"."start_minutes" < "availability_slots"."end_minutes" and "availability_slots"."start_minutes" % 30 = 0 and "availability_slots"."end_minutes" % 30 = 0),
	CONSTRAINT "availability_slots_repeat_check" CHECK ("availability_slots"."repeat_type" in ('none', 'weekly', 'monthly')),
	CONSTRAINT "availability_slots_bounds_check" CHECK ("availability_slots"."repeat_frequency" between 1 and 7 and "availability_slots"."repeat_duration" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD COLUMN "travel_buffer_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_days_off" ADD CONSTRAINT "availability_days_off_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_slots_buddy_idx" ON "availability_slots" USING btree ("buddy_id");--> statement-breakpoint
ALTER TABLE "buddy_profiles" ADD CONSTRAINT "buddy_profiles_travel_buffer_check" CHECK ("buddy_profiles"."travel_buffer_minutes" between 0 and 120);