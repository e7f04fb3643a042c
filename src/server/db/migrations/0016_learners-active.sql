-- A learner is active from sign-up (decision 026): learners who waited in 'pending' for a review
-- that never existed are active.
UPDATE "users" SET "profile_status" = 'approved' WHERE "role" = 'learner' AND "profile_status" = 'pending';
