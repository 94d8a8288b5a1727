-- The session's product comparison and its active vehicle; a user's favourite products.
-- A comparison belongs to a session (guest or user, trade-features §1): at most 4 rows each,
-- checked by the service under a row lock on the session.
CREATE TABLE product_comparisons (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT product_comparisons_session_product_key UNIQUE (session_id, product_id)
);
--> statement-breakpoint
CREATE TABLE product_favourites (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT product_favourites_user_product_key UNIQUE (user_id, product_id)
);
--> statement-breakpoint
CREATE INDEX product_favourites_user_created_idx ON product_favourites (user_id, created_at DESC);
--> statement-breakpoint
-- The vehicle the session shops for (set by vehicle search); filters categories and compatibility.
ALTER TABLE sessions ADD COLUMN active_tecdoc_id integer;
