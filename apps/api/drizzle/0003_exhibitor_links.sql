ALTER TABLE "brands" ADD COLUMN "exhibitor_id" integer;--> statement-breakpoint
ALTER TABLE "speakers" ADD COLUMN "exhibitor_id" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;