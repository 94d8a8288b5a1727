-- A health check's photos (issue 46, "Photos that never get lost"): the JPEG bytes themselves, in
-- the database that every API instance shares, so that any instance answers any photo and no
-- local file can go missing behind a load balancer. The id is made on the device; with the
-- SHA-256 it keys the upload: the same bytes again are a replay, other bytes are refused. The
-- check's `document` keeps the photo's facts (id, item, hash, size, when) beside its items.
CREATE TABLE health_check_photos (
  id uuid PRIMARY KEY,
  health_check_id uuid NOT NULL REFERENCES health_checks (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  item_id uuid NOT NULL,
  -- Base64, as the Content-Digest said it.
  sha256 text NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  data bytea NOT NULL,
  received_at timestamptz NOT NULL
);
--> statement-breakpoint
-- A check's photos (the customer's report, a check's removal).
CREATE INDEX health_check_photos_check_idx ON health_check_photos (health_check_id);
