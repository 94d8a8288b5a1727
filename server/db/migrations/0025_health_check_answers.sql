-- The customer's answer per item (issue 46): the health check's links to its customer, and the
-- work the customer declined or put off, kept on the vehicle until it comes back.
--
-- A link is a row of its own rather than a column on the check, so that a withdrawn or run-out
-- link still answers "withdrawn" or "expired" in plain words instead of "not found", and the first
-- time it was opened is kept for the service manager's numbers.
CREATE TABLE health_check_shares (
  token text PRIMARY KEY,
  health_check_id uuid NOT NULL REFERENCES health_checks (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  -- Whose send it was: approved work goes onto the work order in their name.
  shared_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  opened_at timestamptz
);
--> statement-breakpoint
-- The check's live link, newest first.
CREATE INDEX health_check_shares_check_idx ON health_check_shares (health_check_id, created_at DESC);
--> statement-breakpoint
-- Declined or deferred work, by vehicle (registration without spaces, upper case) and follow-up day.
CREATE TABLE deferred_work (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  vrm_key text NOT NULL,
  vrm text NOT NULL,
  vehicle text,
  health_check_id uuid NOT NULL REFERENCES health_checks (id) ON DELETE CASCADE,
  item_id uuid NOT NULL,
  -- The template's key: the same item on the vehicle's next check, whatever its id there.
  item_key text NOT NULL,
  item_name text NOT NULL,
  state text NOT NULL CHECK (state IN ('red', 'amber')),
  decision text NOT NULL CHECK (decision IN ('declined', 'later')),
  note text,
  reason text,
  follow_up date NOT NULL,
  price_exc_tax integer,
  price_inc_tax integer,
  currency text NOT NULL,
  deferred_at timestamptz NOT NULL,
  CONSTRAINT deferred_work_item_key UNIQUE (health_check_id, item_id)
);
--> statement-breakpoint
-- "Upcoming / overdue": an account's deferred work by follow-up day.
CREATE INDEX deferred_work_account_follow_up_idx ON deferred_work (account_id, follow_up);
--> statement-breakpoint
-- The vehicle looked up again: its deferred work.
CREATE INDEX deferred_work_account_vrm_idx ON deferred_work (account_id, vrm_key, follow_up);
