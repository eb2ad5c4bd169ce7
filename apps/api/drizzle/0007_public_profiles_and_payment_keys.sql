ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_id" text DEFAULT translate(encode(substring(decode(md5(gen_random_uuid()::text), 'hex') from 1 for 12), 'base64'), '+/', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_idempotency_key" ON "payments" USING btree ("order_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_public_id_unique" UNIQUE("public_id");