-- Baskets, promotions, shipping services, orders and payments (storefront-core §3, §7), and the
-- idempotency record every replayed write keeps (architecture: "Every replayed request carries
-- Idempotency-Key"). Money in minor units excluding VAT; VAT rates in basis points.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key uuid NOT NULL,
  -- SHA-256 of method, path and the canonical JSON body: the same key with another body is refused.
  request_hash text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status_code integer NOT NULL,
  response_body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
--> statement-breakpoint
-- Kept at least 7 days, then pruned by age.
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
--> statement-breakpoint
CREATE TABLE shipping_services (
  code text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  price_exc_tax integer NOT NULL CHECK (price_exc_tax >= 0),
  tax_rate integer NOT NULL DEFAULT 2000,
  -- Free when the goods after discounts reach this amount (pence); NULL: never free that way.
  free_over_exc_tax integer,
  trade_only boolean NOT NULL DEFAULT false,
  kind text NOT NULL CHECK (kind IN ('collect', 'delivery', 'van')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  lead_days integer NOT NULL DEFAULT 0,
  -- UK time ('14:00') before which a same-day booking must be made.
  cut_off_time text,
  sundays boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE promotions (
  -- Upper case, as people type it in any case.
  code text PRIMARY KEY CHECK (code = upper(code)),
  name text NOT NULL,
  description text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percentOffCategory', 'amountOffOverThreshold', 'freeShipping', 'percentOffAll')),
  percent_basis_points integer,
  -- Category ids (as text) a percentOffCategory promotion applies to; lines match by ancestry.
  category_ids jsonb,
  amount_off_exc_tax integer,
  threshold_exc_tax integer,
  shipping_service_codes jsonb,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  trade_only boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
-- A basket belongs to a user (guests are users too). Its id may be made by the client.
CREATE TABLE baskets (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  -- +1 per change; a write based on another version answers 409.
  version integer NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'confirmed')),
  shipping_service text REFERENCES shipping_services (code),
  shipping_date date,
  order_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX baskets_user_id_idx ON baskets (user_id);
--> statement-breakpoint
-- Lines keyed by their client-made id within the basket; prices are read live from the catalogue.
CREATE TABLE basket_lines (
  basket_id uuid NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product_variant text,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  product_name text,
  vehicle_options jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (basket_id, id)
);
--> statement-breakpoint
CREATE TABLE basket_promotions (
  basket_id uuid NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  promotion_code text NOT NULL REFERENCES promotions (code),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (basket_id, promotion_code)
);
--> statement-breakpoint
-- An order freezes its basket's lines, promotions, shipping and totals at confirm.
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  basket_id uuid NOT NULL UNIQUE,
  -- 'WB-482913': what the person quotes to a branch.
  reference text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('awaiting-payment', 'placed')),
  currency text NOT NULL,
  lines jsonb NOT NULL,
  shipping jsonb,
  promotions jsonb NOT NULL,
  totals jsonb NOT NULL,
  notices jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  placed_at timestamptz
);
--> statement-breakpoint
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC, id DESC);
--> statement-breakpoint
-- One payment per order: paying a placed order again is refused by this key too.
CREATE TABLE payment_transactions (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL,
  currency text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('payOnAccount')),
  status text NOT NULL CHECK (status IN ('completed')),
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
-- The guest a login started from (the login request carried the guest's session): that guest's
-- basket may be converted to the user's (PUT /baskets/{id}/convert).
ALTER TABLE sessions ADD COLUMN previous_guest_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
