ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "request_hash" text;