-- Work orders (issue 24; trade-features §3, §4). A work order belongs to a trade account
-- (babbage_accounts) and is made on a device with its own id. Its header, lines and status
-- history live in `document` (jsonb): intents change it on the locked row, and the server
-- writes back what it derives (prices, overlap times, totals) after each request. The columns
-- beside it are what the list filters and sorts on.
CREATE TABLE work_orders (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  -- Per account, given when the work order first arrives (shown as WO-000123).
  number integer NOT NULL,
  rev integer NOT NULL CHECK (rev >= 1),
  status text NOT NULL CHECK (status IN ('pending', 'parts-ordered', 'in-progress', 'completed', 'cancelled')),
  document jsonb NOT NULL,
  -- Number, registration, reference and customer, lower-cased, for the list's search.
  search_text text NOT NULL,
  total_inc_tax bigint NOT NULL DEFAULT 0,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  CONSTRAINT work_orders_account_number_key UNIQUE (account_id, number)
);
--> statement-breakpoint
CREATE INDEX work_orders_account_modified_idx ON work_orders (account_id, modified_at DESC, id);
--> statement-breakpoint
CREATE INDEX work_orders_account_status_modified_idx ON work_orders (account_id, status, modified_at DESC, id);
--> statement-breakpoint
-- The last number given per account: one upsert takes the next, so two arrivals never share one.
CREATE TABLE work_order_numbers (
  account_id uuid PRIMARY KEY REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  last_number integer NOT NULL
);
--> statement-breakpoint
-- Each trade account's work-order set-up: whether it is configured, its default uplift (per cent
-- on labour, §4) and its labour rates (per hour in minor units) and custom jobs.
CREATE TABLE work_order_settings (
  account_id uuid PRIMARY KEY REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  configured boolean NOT NULL DEFAULT true,
  default_uplift numeric(5, 2) NOT NULL DEFAULT 0 CHECK (default_uplift >= 0 AND default_uplift <= 100)
);
--> statement-breakpoint
CREATE TABLE labour_rates (
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  rate integer NOT NULL CHECK (rate >= 0),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, id)
);
--> statement-breakpoint
CREATE TABLE custom_jobs (
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  time text NOT NULL CHECK (time ~ '^\d{2,3}:[0-5]\d$'),
  labour_rate text NOT NULL,
  PRIMARY KEY (account_id, id)
);
--> statement-breakpoint
-- The repair-data service's terms, accepted or declined once per user before first use.
ALTER TABLE users ADD COLUMN haynes_pro_terms text CHECK (haynes_pro_terms IN ('accepted', 'declined'));
--> statement-breakpoint
ALTER TABLE users ADD COLUMN haynes_pro_terms_at timestamptz;
