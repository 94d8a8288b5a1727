-- Digital returns (issue 26). The rules the trade applies are settings, not code
-- (design/providers.md): how long after delivery a return is taken, which kinds of part cannot
-- come back, which are exchange units whose surcharge is credited when the unit comes back, and
-- how the demo branch moves a return along (approval, the van's next round, the credit).
CREATE TABLE digital_return_settings (
  -- One row of settings.
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  window_days integer NOT NULL DEFAULT 30 CHECK (window_days >= 0),
  -- Minutes from the request to its approval (0: at once); null: a person at the branch decides.
  approve_after_minutes integer DEFAULT 0 CHECK (approve_after_minutes >= 0),
  -- Minutes from approval to the van collecting it on its next round.
  collect_after_minutes integer NOT NULL DEFAULT 120 CHECK (collect_after_minutes >= 0),
  -- Minutes from collection to the credit note (the branch checks what came back).
  credit_after_minutes integer NOT NULL DEFAULT 0 CHECK (credit_after_minutes >= 0)
);
--> statement-breakpoint
INSERT INTO digital_return_settings DEFAULT VALUES;
--> statement-breakpoint
-- Kinds of part by catalogue category (the path and everything under it).
CREATE TABLE digital_return_part_kinds (
  category_path text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('special-order', 'electrical-unit', 'exchange-unit')),
  returnable boolean NOT NULL
);
--> statement-breakpoint
INSERT INTO digital_return_part_kinds (category_path, kind, returnable) VALUES
  ('exhaust-system/catalytic-converters', 'special-order', false),
  ('clutch/dual-mass-flywheels', 'special-order', false),
  ('tools/diagnostics', 'electrical-unit', false),
  ('lighting/led-bulbs', 'electrical-unit', false),
  ('electrical/alternators', 'exchange-unit', true),
  ('electrical/starter-motors', 'exchange-unit', true),
  ('braking/brake-calipers', 'exchange-unit', true),
  ('exhaust-system/dpf', 'exchange-unit', true);
--> statement-breakpoint
-- A return of parts of one order. When each next step is due is kept on the row, so a return
-- moves on when its time comes whoever reads it, and a step never happens twice.
CREATE TABLE digital_returns (
  id uuid PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  state text NOT NULL
    CHECK (state IN ('requested', 'approved', 'declined', 'collected', 'credited', 'cancelled')),
  created_at timestamptz NOT NULL,
  approve_at timestamptz,
  collect_at timestamptz,
  credit_at timestamptz,
  credit_note_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  -- Every state it has been in: [{state, at, note}], oldest first.
  history jsonb NOT NULL DEFAULT '[]'
);
--> statement-breakpoint
CREATE INDEX digital_returns_user_created_idx ON digital_returns (user_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX digital_returns_order_idx ON digital_returns (order_id);
--> statement-breakpoint
-- Returns with a step due: what the progression looks for.
CREATE INDEX digital_returns_due_idx ON digital_returns (state) WHERE state IN ('requested', 'approved', 'collected');
--> statement-breakpoint
CREATE TABLE digital_return_lines (
  return_id uuid NOT NULL REFERENCES digital_returns (id) ON DELETE CASCADE,
  position integer NOT NULL,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The order line's id (orders.lines[].id), which is also the invoice line's.
  order_line_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  reason text NOT NULL,
  note text,
  PRIMARY KEY (return_id, position)
);
--> statement-breakpoint
CREATE INDEX digital_return_lines_order_idx ON digital_return_lines (order_id, order_line_id);
