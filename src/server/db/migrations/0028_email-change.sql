CREATE TABLE "email_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"current_token_hash" text NOT NULL,
	"new_token_hash" text NOT NULL,
	"current_verified_at" timestamp with time zone,
	"new_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "email_change_requests_current_token_hash_unique" UNIQUE("current_token_hash"),
	CONSTRAINT "email_change_requests_new_token_hash_unique" UNIQUE("new_token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_user_idx" ON "email_change_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_open_key" ON "email_change_requests" USING btree ("user_id") WHERE "email_change_requests"."completed_at" is null and "email_change_requests"."cancelled_at" is null;