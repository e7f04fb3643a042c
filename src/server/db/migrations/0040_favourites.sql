CREATE TABLE "favourites" (
	"learner_id" uuid NOT NULL,
	"buddy_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"new_times_at" timestamp with time zone,
	"new_times_mailed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "favourites_learner_id_buddy_id_pk" PRIMARY KEY("learner_id","buddy_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_buddy_id_users_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_learner_idx" ON "favourites" USING btree ("learner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_buddy_idx" ON "favourites" USING btree ("buddy_id");--> statement-breakpoint
CREATE INDEX "favourites_unmailed_idx" ON "favourites" USING btree ("learner_id") WHERE not "favourites"."new_times_mailed";