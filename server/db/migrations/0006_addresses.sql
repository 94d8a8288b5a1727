-- Addresses of logged-in users (storefront-core §3 Address): billing, delivery or both. The id
-- may be made by the client (an address added offline keeps its id). Postcodes are stored
-- normalised by contract/addresses/postcode.ts; country codes are ISO 3166-1 alpha-2.
CREATE TABLE addresses (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_billing boolean NOT NULL,
  is_delivery boolean NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text,
  line1 text NOT NULL,
  line2 text,
  town text NOT NULL,
  county text,
  postcode text NOT NULL,
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  telephone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT addresses_has_a_type CHECK (is_billing OR is_delivery),
  -- Lets address_defaults require that a default address belongs to the same user.
  CONSTRAINT addresses_id_user_key UNIQUE (id, user_id)
);
--> statement-breakpoint
CREATE INDEX addresses_user_created_idx ON addresses (user_id, created_at, id);
--> statement-breakpoint
-- A user's default address per type. The primary key is the rule "one default per type per
-- user"; making another address the default is one upsert, so two tabs cannot leave two.
CREATE TABLE address_defaults (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('billing', 'delivery')),
  address_id uuid NOT NULL,
  PRIMARY KEY (user_id, type),
  CONSTRAINT address_defaults_address_fkey FOREIGN KEY (address_id, user_id)
    REFERENCES addresses (id, user_id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX address_defaults_address_idx ON address_defaults (address_id);
