-- Vehicle health checks (issue 46): a document with lines like a work order, of a trade account
-- (another account's answers 404), made on a bay tablet with its own id and its items from a
-- template. Its header, items, photos' facts and answers live in `document` (jsonb), changed by
-- the shared intents on the locked row; the columns beside it are what lists filter and sort by,
-- and what the next check of the same vehicle reads to carry its values forward.
CREATE TABLE health_checks (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  number integer NOT NULL,
  rev integer NOT NULL CHECK (rev >= 1),
  status text NOT NULL CHECK (status IN ('in-progress', 'completed', 'sent', 'answered')),
  -- The registration without spaces, upper case: how the next check of the vehicle finds this one.
  vrm_key text,
  work_order_id uuid,
  document jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  CONSTRAINT health_checks_account_number_key UNIQUE (account_id, number)
);
--> statement-breakpoint
-- The list: an account's checks, newest change first.
CREATE INDEX health_checks_account_modified_idx ON health_checks (account_id, modified_at DESC, id);
--> statement-breakpoint
-- The last check of a vehicle, for the values carried forward.
CREATE INDEX health_checks_account_vrm_idx ON health_checks (account_id, vrm_key, created_at DESC);
--> statement-breakpoint
-- Each account's last health-check number (HC-000123), given in the creating transaction.
CREATE TABLE health_check_numbers (
  account_id uuid PRIMARY KEY REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  last_number integer NOT NULL
);
