ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "sponsorship_requests" ADD COLUMN "handled_at" timestamp with time zone;