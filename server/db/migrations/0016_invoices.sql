-- Invoices and credit notes (issue 26), issued by the server when an order is placed and when
-- goods are credited. Each document is numbered in its series (a UK and an Irish series for
-- invoices, and one each for credit notes): the next number is taken from the series' row in the
-- transaction that issues the document, so a document that is rolled back gives its number back
-- and the numbers have neither gaps nor duplicates, however many orders are placed at once.
CREATE TABLE invoice_series (
  code text PRIMARY KEY,
  -- What the numbers start with: 'INV-GB-' gives INV-GB-000001.
  prefix text NOT NULL UNIQUE,
  next_number integer NOT NULL DEFAULT 1 CHECK (next_number > 0)
);
--> statement-breakpoint
INSERT INTO invoice_series (code, prefix) VALUES
  ('invoice-gb', 'INV-GB-'),
  ('invoice-ie', 'INV-IE-'),
  ('credit-note-gb', 'CN-GB-'),
  ('credit-note-ie', 'CN-IE-');
--> statement-breakpoint
-- A document as issued: who supplied whom, its lines and totals are frozen then (a later change of
-- address or price does not rewrite an invoice). Money in minor units of its currency.
CREATE TABLE invoices (
  id uuid PRIMARY KEY,
  invoice_number text NOT NULL UNIQUE,
  series text NOT NULL REFERENCES invoice_series (code),
  sequence integer NOT NULL,
  type text NOT NULL CHECK (type IN ('invoice', 'credit-note')),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- A credit note's invoice; null on an invoice.
  credited_invoice_id uuid REFERENCES invoices (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  babbage_account_id uuid REFERENCES babbage_accounts (id) ON DELETE SET NULL,
  country text NOT NULL CHECK (country IN ('GB', 'IE')),
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  issued_at timestamptz NOT NULL,
  -- The day of issue and the tax point (time of supply), as UK and Irish law read a day.
  issue_date date NOT NULL,
  tax_point date NOT NULL,
  reason text,
  supplier jsonb NOT NULL,
  customer jsonb NOT NULL,
  lines jsonb NOT NULL,
  vat_by_rate jsonb NOT NULL,
  total_exc_tax integer NOT NULL,
  total_tax integer NOT NULL,
  total_inc_tax integer NOT NULL,
  UNIQUE (series, sequence),
  CHECK ((type = 'credit-note') = (credited_invoice_id IS NOT NULL))
);
--> statement-breakpoint
-- One invoice per order: a replayed payment, or two requests placing it, cannot issue a second.
CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE type = 'invoice';
--> statement-breakpoint
CREATE INDEX invoices_account_date_idx ON invoices (babbage_account_id, issue_date DESC, issued_at DESC)
  WHERE babbage_account_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX invoices_user_date_idx ON invoices (user_id, issue_date DESC, issued_at DESC);
--> statement-breakpoint
CREATE INDEX invoices_credited_idx ON invoices (credited_invoice_id) WHERE credited_invoice_id IS NOT NULL;
