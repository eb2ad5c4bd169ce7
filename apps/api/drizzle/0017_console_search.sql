-- The console's searches (decision 062): `q` of the people lists is an ILIKE '%…%' over the email and the
-- full name, that of the audit log over who, what, which and the action. Trigram (pg_trgm) indexes on exactly
-- those expressions turn each into index lookups instead of a test of every row. pg_trgm is there since
-- 0011_search_index (PostgreSQL's contrib; PGlite loads it, db/client.ts).
CREATE INDEX "audit_log_actor_email_trgm_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_trgm_idx" ON "audit_log" USING gin ("entity" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_trgm_idx" ON "audit_log" USING gin ("entity_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);