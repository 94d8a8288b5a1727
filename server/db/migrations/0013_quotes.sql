-- Quotes (wishlists; issue 25, trade-features §3, §7). A quote belongs to the person who made it
-- (another person's answers 404) and is made on a device with its own id. Its header and lines
-- live in `document` (jsonb), changed by the same intents as a work order on the locked row; the
-- columns beside it are what the lists filter, sort and show without reading the lines.
CREATE TABLE quotes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rev integer NOT NULL CHECK (rev >= 1),
  name text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  document jsonb NOT NULL,
  -- Name, registration (as typed and without spaces), vehicle and customer, lower-cased: the
  -- "name or vehicle" search.
  search_text text NOT NULL,
  item_count integer NOT NULL DEFAULT 0,
  total_inc_tax bigint NOT NULL DEFAULT 0,
  -- The last day the quote holds; its share link stops working after it.
  valid_until date NOT NULL,
  -- The read-only link's token: made once and reused, null when never made or revoked.
  share_token text,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  CONSTRAINT quotes_share_token_key UNIQUE (share_token)
);
--> statement-breakpoint
-- The quote list (get-by-user): a person's quotes by creation, newest first, within a date range.
CREATE INDEX quotes_user_created_idx ON quotes (user_id, created_at DESC, id) INCLUDE (search_text);
--> statement-breakpoint
-- The header list (GET /wishlists): newest change first.
CREATE INDEX quotes_user_modified_idx ON quotes (user_id, modified_at DESC, id);
--> statement-breakpoint
-- The search finds words anywhere in the text: a trigram index where pg_trgm can be loaded (as
-- migration 0012 does for work orders), a scan of the person's quotes where it cannot.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  SELECT extnamespace::regnamespace::text INTO trgm_schema FROM pg_extension WHERE extname = 'pg_trgm';
  EXECUTE format(
    'CREATE INDEX quotes_search_trgm_idx ON quotes USING gin (search_text %s.gin_trgm_ops) WITH (fastupdate = off)',
    trgm_schema
  );
END $$;
