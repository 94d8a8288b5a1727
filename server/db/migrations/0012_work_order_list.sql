-- The work-order list's search (issue 24): `search_text LIKE '%word%'` finds a plate, a name or a
-- reference anywhere in the text, which a B-tree cannot answer, so the list and its count each
-- read every work order in the table (15 ms a query at 10,000 work orders). A trigram index
-- (pg_trgm) finds the rows holding the word's three-letter pieces instead.
--
-- Without fastupdate: GIN's default keeps new entries in a pending list that every search reads
-- through until a vacuum merges it (10,000 new work orders made the plate search 20 times slower,
-- 0.1 → 2.5 ms). Writing each work order's entries at once costs its save about 0.4 ms more.
--
-- pg_trgm is a contrib extension. PostgreSQL ships it, trusted (the database's owner may create
-- it); PGlite has it when the client is opened with it, as server/db/database.ts and the tests'
-- templates open it. Where it is not available (a bare PGlite, as some benches open), the index is
-- left out and the list searches by scan, with the same answers.
--
-- The extension goes into public rather than the first schema of the search path: an extension
-- is one per database, while the tables may sit in a schema of their own (some test suites give
-- each app one, dropped after it), and in public it outlives them.
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
    'CREATE INDEX work_orders_search_trgm_idx ON work_orders USING gin (search_text %s.gin_trgm_ops) WITH (fastupdate = off)',
    trgm_schema
  );
END $$;
--> statement-breakpoint
-- A search among one status's work orders ("ford" among the open ones): the status index carries
-- the search text, so the few rows of an open status are filtered in the index itself, without
-- reading the table, where the trigram index would first find every work order with a Ford.
DROP INDEX work_orders_account_status_modified_idx;
--> statement-breakpoint
CREATE INDEX work_orders_account_status_modified_idx ON work_orders (account_id, status, modified_at DESC, id)
  INCLUDE (search_text);
