CREATE TABLE "picture_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "picture_jobs_waiting_idx" ON "picture_jobs" USING btree ("id") WHERE "picture_jobs"."finished_at" is null;