-- Unscheduled sessions (decision 071): a session may wait without a hall and times, all three or none;
-- public reads take only scheduled ones.
ALTER TABLE "conference_sessions" ALTER COLUMN "hall_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conference_sessions" ALTER COLUMN "starts_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conference_sessions" ALTER COLUMN "ends_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conference_sessions" ADD CONSTRAINT "conference_sessions_slot_whole" CHECK (("conference_sessions"."hall_id" IS NULL) = ("conference_sessions"."starts_at" IS NULL) AND ("conference_sessions"."starts_at" IS NULL) = ("conference_sessions"."ends_at" IS NULL));