-- A moderator's suspension ends the account's open sessions (issue 18): the log names them as the actor.
ALTER TABLE "session_status_changes" DROP CONSTRAINT "session_status_changes_actor_check";--> statement-breakpoint
ALTER TABLE "session_status_changes" ADD CONSTRAINT "session_status_changes_actor_check" CHECK ("session_status_changes"."actor" in ('learner', 'buddy', 'system', 'moderator'));