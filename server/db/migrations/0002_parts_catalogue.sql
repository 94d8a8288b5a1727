-- The parts catalogue: the car parc (makes, models, variants with their TecDoc ids), categories,
-- brands, products with prices in pence, part numbers for cross-reference, fitments, relations,
-- stores (branches) with their places and hours, and stock per branch.
CREATE TABLE vehicle_makes (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE TABLE vehicle_models (
  id integer PRIMARY KEY,
  make_id integer NOT NULL REFERENCES vehicle_makes (id),
  name text NOT NULL,
  slug text NOT NULL,
  year_from integer NOT NULL,
  year_to integer,
  CONSTRAINT vehicle_models_make_slug_key UNIQUE (make_id, slug)
);
--> statement-breakpoint
CREATE TABLE vehicle_variants (
  id integer PRIMARY KEY,
  model_id integer NOT NULL REFERENCES vehicle_models (id),
  tecdoc_id integer NOT NULL UNIQUE,
  name text NOT NULL,
  engine_description text NOT NULL,
  engine_cc integer,
  fuel text NOT NULL CHECK (fuel IN ('petrol', 'diesel', 'hybrid', 'electric')),
  power_kw integer NOT NULL,
  body_type text NOT NULL,
  year_from integer NOT NULL,
  year_to integer
);
--> statement-breakpoint
CREATE INDEX vehicle_variants_model_idx ON vehicle_variants (model_id);
--> statement-breakpoint
CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories (id),
  slug text NOT NULL,
  name text NOT NULL,
  -- The full slug path, 'exhaust-system/silencers/rear-silencers': URLs and subtree queries use it.
  path text NOT NULL UNIQUE,
  depth integer NOT NULL,
  position integer NOT NULL,
  -- TecDoc-style generic article id of a leaf: repair tasks name the parts they need by it.
  genart_id integer
);
--> statement-breakpoint
CREATE TABLE brands (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  logo_url text
);
--> statement-breakpoint
CREATE TABLE products (
  id uuid PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  object_id text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  brand_id integer NOT NULL REFERENCES brands (id),
  category_id integer NOT NULL REFERENCES categories (id),
  -- The brand's part number as printed ('P 85 020') and in the form searches compare ('P85020').
  mpn text NOT NULL,
  mpn_normalised text NOT NULL,
  attributes jsonb NOT NULL DEFAULT '[]'::jsonb,
  image_url text,
  -- Money in pence, excluding tax; tax_rate in basis points (2000 = 20% VAT).
  price integer NOT NULL CHECK (price >= 0),
  was_price integer,
  was_price_ecp integer,
  surcharge integer NOT NULL DEFAULT 0,
  tax_rate integer NOT NULL DEFAULT 2000,
  show_on_website boolean NOT NULL DEFAULT true,
  show_add_to_basket_button boolean NOT NULL DEFAULT true,
  -- Words for full-text search: name, brand, category and attribute values ('simple': no stemming,
  -- so part names and model names match as written, with prefix queries for plurals).
  search_text text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz
);
--> statement-breakpoint
CREATE INDEX products_mpn_normalised_idx ON products (mpn_normalised);
--> statement-breakpoint
-- Category pages list by category in sku order (the featured, lowest skus, first).
CREATE INDEX products_category_idx ON products (category_id, sku);
--> statement-breakpoint
CREATE INDEX products_brand_idx ON products (brand_id);
--> statement-breakpoint
CREATE INDEX products_search_idx ON products USING gin (search_vector);
--> statement-breakpoint
CREATE TABLE product_part_numbers (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('oe', 'competitor', 'superseded')),
  -- The vehicle maker for an OE number, the other brand for a competitor's.
  brand text NOT NULL,
  number text NOT NULL,
  number_normalised text NOT NULL,
  PRIMARY KEY (product_id, kind, number_normalised)
);
--> statement-breakpoint
CREATE INDEX product_part_numbers_number_idx ON product_part_numbers (number_normalised);
--> statement-breakpoint
CREATE TABLE product_fitments (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer NOT NULL REFERENCES vehicle_variants (id),
  PRIMARY KEY (product_id, variant_id)
);
--> statement-breakpoint
CREATE INDEX product_fitments_variant_idx ON product_fitments (variant_id);
--> statement-breakpoint
CREATE TABLE product_relations (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  related_product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL,
  PRIMARY KEY (product_id, related_product_id)
);
--> statement-breakpoint
ALTER TABLE branches
  ADD COLUMN slug text,
  ADD COLUMN address_line1 text NOT NULL DEFAULT '',
  ADD COLUMN address_line2 text,
  ADD COLUMN town text NOT NULL DEFAULT '',
  ADD COLUMN county text,
  ADD COLUMN postcode text NOT NULL DEFAULT '',
  ADD COLUMN country text NOT NULL DEFAULT 'GBR' CHECK (country IN ('GBR', 'IRL')),
  ADD COLUMN latitude double precision NOT NULL DEFAULT 0,
  ADD COLUMN longitude double precision NOT NULL DEFAULT 0,
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN email text,
  ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'));
--> statement-breakpoint
CREATE UNIQUE INDEX branches_slug_key ON branches (slug);
--> statement-breakpoint
-- Only stock above zero is stored: no row means none at that branch (most pairs at 200,000 parts).
CREATE TABLE branch_stock (
  branch_id uuid NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (product_id, branch_id)
);
--> statement-breakpoint
-- The catalogue's distinct words, for typo correction ("fosu" → "focus") before full text.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  frequency integer NOT NULL
);
