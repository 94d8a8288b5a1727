-- A garage's own health-check settings (issue 46): the thresholds its measurements are coloured by
-- and its two checklists, as it changed them from the UK defaults. No row: the defaults.
CREATE TABLE health_check_settings (
  account_id uuid PRIMARY KEY REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  thresholds jsonb NOT NULL,
  templates jsonb NOT NULL,
  modified_by uuid REFERENCES users (id) ON DELETE SET NULL,
  modified_at timestamptz NOT NULL
);
