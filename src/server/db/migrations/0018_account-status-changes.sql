-- The status log serves every account (decision 026): a buddy's vetting and any learner's or
-- buddy's suspension. Renamed in place: its rows, constraints and index stay.
ALTER TABLE "buddy_status_changes" RENAME TO "account_status_changes";--> statement-breakpoint
ALTER TABLE "account_status_changes" RENAME COLUMN "buddy_id" TO "user_id";--> statement-breakpoint
ALTER INDEX "buddy_status_changes_pkey" RENAME TO "account_status_changes_pkey";--> statement-breakpoint
ALTER INDEX "buddy_status_changes_buddy_idx" RENAME TO "account_status_changes_user_idx";--> statement-breakpoint
ALTER TABLE "account_status_changes" RENAME CONSTRAINT "buddy_status_changes_buddy_id_users_id_fk" TO "account_status_changes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "account_status_changes" RENAME CONSTRAINT "buddy_status_changes_actor_id_users_id_fk" TO "account_status_changes_actor_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "account_status_changes" RENAME CONSTRAINT "buddy_status_changes_actor_role_check" TO "account_status_changes_actor_role_check";--> statement-breakpoint
ALTER TABLE "account_status_changes" RENAME CONSTRAINT "buddy_status_changes_status_check" TO "account_status_changes_status_check";
