-- The search index (decision 046): the normalised text of every searchable record, kept by triggers, so
-- that a search or a suggestion is a lookup in a trigram (pg_trgm) or stem index instead of normalize_search
-- over every row. pg_trgm ships with PostgreSQL (contrib) and as a PGlite extension (db/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"title" text NOT NULL,
	"document" text NOT NULL,
	"title_stems" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, title)) STORED NOT NULL,
	"stems" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, document)) STORED NOT NULL,
	CONSTRAINT "search_documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_trgm_idx" ON "search_documents" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ((' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_stems_idx" ON "search_documents" USING gin ("stems");
--> statement-breakpoint
-- What each record's row of search_documents holds, computed from its tables as the search read it before
-- (decision 019): the title in both languages, then the body, then the more of each group. The triggers
-- below copy one record's row from here; a test checks the copy equals the view after the writes.
CREATE VIEW "search_sources" AS
  SELECT 'products'::text AS kind, p.id,
    normalize_search(concat_ws(' ', p.name->>'ar', p.name->>'en')) AS title,
    normalize_search(concat_ws(' ', p.name->>'ar', p.name->>'en', p.description->>'ar', p.description->>'en', p.sku)) AS document
  FROM products p
  UNION ALL
  SELECT 'sessions', s.id,
    normalize_search(concat_ws(' ', s.title->>'ar', s.title->>'en')),
    normalize_search(concat_ws(' ', s.title->>'ar', s.title->>'en', s.abstract->>'ar', s.abstract->>'en',
      (SELECT string_agg(concat_ws(' ', sp.name->>'ar', sp.name->>'en'), ' ' ORDER BY ss.sort_order, sp.id)
        FROM conference_session_speakers ss JOIN speakers sp ON sp.id = ss.speaker_id WHERE ss.session_id = s.id)))
  FROM conference_sessions s
  UNION ALL
  SELECT 'workshops', w.id,
    normalize_search(concat_ws(' ', w.title->>'ar', w.title->>'en')),
    normalize_search(concat_ws(' ', w.title->>'ar', w.title->>'en', w.description->>'ar', w.description->>'en',
      (SELECT concat_ws(' ', sp.name->>'ar', sp.name->>'en') FROM speakers sp WHERE sp.id = w.instructor_id)))
  FROM workshops w
  UNION ALL
  SELECT 'events', e.id,
    normalize_search(concat_ws(' ', e.title->>'ar', e.title->>'en')),
    normalize_search(concat_ws(' ', e.title->>'ar', e.title->>'en', e.description->>'ar', e.description->>'en',
      e.venue->>'ar', e.venue->>'en'))
  FROM events e
  UNION ALL
  SELECT 'media', m.id,
    normalize_search(concat_ws(' ', m.title->>'ar', m.title->>'en')),
    normalize_search(concat_ws(' ', m.title->>'ar', m.title->>'en', m.summary->>'ar', m.summary->>'en',
      m.body->>'ar', m.body->>'en'))
  FROM media_items m
  UNION ALL
  SELECT 'exhibitors', x.id,
    normalize_search(concat_ws(' ', x.name->>'ar', x.name->>'en')),
    normalize_search(concat_ws(' ', x.name->>'ar', x.name->>'en', x.description->>'ar', x.description->>'en'))
  FROM exhibitors x;
--> statement-breakpoint
-- One record's row brought up to date: written from the view, or removed when the record is gone. One plan
-- kept for all calls (the view's branches of the other kinds are skipped when it runs): planning the view at
-- every write cost a millisecond and more.
CREATE FUNCTION refresh_search_document(doc_kind text, doc_id integer) RETURNS void
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  INSERT INTO search_documents (kind, id, title, document)
    SELECT s.kind, s.id, s.title, s.document FROM search_sources s WHERE s.kind = doc_kind AND s.id = doc_id
    ON CONFLICT (kind, id) DO UPDATE SET title = excluded.title, document = excluded.document
      WHERE search_documents.title IS DISTINCT FROM excluded.title
        OR search_documents.document IS DISTINCT FROM excluded.document;
  IF NOT FOUND THEN
    DELETE FROM search_documents d WHERE d.kind = doc_kind AND d.id = doc_id
      AND NOT EXISTS (SELECT 1 FROM search_sources s WHERE s.kind = doc_kind AND s.id = doc_id);
  END IF;
END
$$;
--> statement-breakpoint
-- A record of a searched table written: its row again (TG_ARGV[0] is its kind).
CREATE FUNCTION search_documents_follow_record() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = TG_ARGV[0] AND id = OLD.id;
  ELSE
    PERFORM refresh_search_document(TG_ARGV[0], NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session's speakers changed: the session's row again.
CREATE FUNCTION search_documents_follow_session_speakers() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_search_document('sessions', OLD.session_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_search_document('sessions', NEW.session_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A speaker renamed: the rows of their sessions and workshops again.
CREATE FUNCTION search_documents_follow_speaker() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM refresh_search_document('sessions', ss.session_id)
    FROM conference_session_speakers ss WHERE ss.speaker_id = NEW.id;
  PERFORM refresh_search_document('workshops', w.id) FROM workshops w WHERE w.instructor_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_products AFTER INSERT OR DELETE OR UPDATE OF name, description, sku ON products
  FOR EACH ROW EXECUTE FUNCTION search_documents_follow_record('products');
--> statement-breakpoint
CREATE TRIGGER search_documents_sessions AFTER INSERT OR DELETE OR UPDATE OF title, abstract ON conference_sessions
  FOR EACH ROW EXECUTE FUNCTION search_documents_follow_record('sessions');
--> statement-breakpoint
CREATE TRIGGER search_documents_workshops AFTER INSERT OR DELETE OR UPDATE OF title, description, instructor_id ON workshops
  FOR EACH ROW EXECUTE FUNCTION search_documents_follow_record('workshops');
--> statement-breakpoint
CREATE TRIGGER search_documents_events AFTER INSERT OR DELETE OR UPDATE OF title, description, venue ON events
  FOR EACH ROW EXECUTE FUNCTION search_documents_follow_record('events');
--> statement-breakpoint
CREATE TRIGGER search_documents_media AFTER INSERT OR DELETE OR UPDATE OF title, summary, body ON media_items
  FOR EACH ROW EXECUTE FUNCTION search_documents_follow_record('media');
--> statement-breakpoint
CREATE TRIGGER search_documents_exhibitors AFTER INSERT OR DELETE OR UPDATE OF name, description ON exhibitors
  FOR EACH ROW EXECUTE FUNCTION search_documents_follow_record('exhibitors');
--> statement-breakpoint
CREATE TRIGGER search_documents_session_speakers AFTER INSERT OR DELETE OR UPDATE OF session_id, speaker_id, sort_order
  ON conference_session_speakers FOR EACH ROW EXECUTE FUNCTION search_documents_follow_session_speakers();
--> statement-breakpoint
CREATE TRIGGER search_documents_speakers AFTER UPDATE OF name ON speakers
  FOR EACH ROW EXECUTE FUNCTION search_documents_follow_speaker();
--> statement-breakpoint
INSERT INTO search_documents (kind, id, title, document) SELECT kind, id, title, document FROM search_sources;
