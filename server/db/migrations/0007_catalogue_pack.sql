-- The branch catalogue pack (issue 8): a device keeps a branch's range and later asks only for what
-- changed since the version it holds. One counter numbers every change to a product, to what the
-- pack says of it (its numbers, fitments, brand and category names) and to its stock at a branch;
-- a stock row deleted (stock is stored only above zero) leaves a removal behind, so that "none
-- left" reaches the devices too. The epoch, drawn once per database, tells a version of this
-- catalogue from one of a catalogue built again elsewhere (its counter starts over).
CREATE SEQUENCE catalogue_version;
--> statement-breakpoint
CREATE TABLE catalogue_epoch (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  epoch integer NOT NULL
);
--> statement-breakpoint
INSERT INTO catalogue_epoch (epoch) VALUES (1 + floor(random() * 2000000000)::integer);
--> statement-breakpoint
ALTER TABLE products ADD COLUMN version bigint NOT NULL DEFAULT nextval('catalogue_version');
--> statement-breakpoint
CREATE INDEX products_version_idx ON products (version);
--> statement-breakpoint
ALTER TABLE branch_stock ADD COLUMN version bigint NOT NULL DEFAULT nextval('catalogue_version');
--> statement-breakpoint
CREATE INDEX branch_stock_version_idx ON branch_stock (version);
--> statement-breakpoint
-- No foreign keys: a removal may outlive its row's product or branch (deleting one cascades to
-- its stock, whose trigger records the removal in the same statement).
CREATE TABLE branch_stock_removals (
  branch_id uuid NOT NULL,
  product_id uuid NOT NULL,
  version bigint NOT NULL DEFAULT nextval('catalogue_version'),
  PRIMARY KEY (product_id, branch_id)
);
--> statement-breakpoint
CREATE INDEX branch_stock_removals_version_idx ON branch_stock_removals (version);
--> statement-breakpoint
-- Any change to a product (price, name, withdrawal, visibility) gives it a new version.
CREATE FUNCTION catalogue_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('catalogue_version');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_version BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_next_version();
--> statement-breakpoint
CREATE TRIGGER branch_stock_version BEFORE UPDATE ON branch_stock
  FOR EACH ROW WHEN (OLD.quantity IS DISTINCT FROM NEW.quantity) EXECUTE FUNCTION catalogue_next_version();
--> statement-breakpoint
CREATE FUNCTION branch_stock_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO branch_stock_removals (branch_id, product_id) VALUES (OLD.branch_id, OLD.product_id)
  ON CONFLICT (product_id, branch_id) DO UPDATE SET version = nextval('catalogue_version');
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER branch_stock_removed AFTER DELETE ON branch_stock
  FOR EACH ROW EXECUTE FUNCTION branch_stock_removed();
--> statement-breakpoint
-- What the pack says of a product beyond its own row: a change there is a change to the product.
-- Per statement, so a bulk load pays one UPDATE per batch, not one per row.
CREATE FUNCTION catalogue_touch_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET version = nextval('catalogue_version') WHERE id IN (SELECT product_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_part_numbers_added AFTER INSERT ON product_part_numbers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_part_numbers_changed AFTER UPDATE ON product_part_numbers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_part_numbers_removed AFTER DELETE ON product_part_numbers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_fitments_added AFTER INSERT ON product_fitments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
CREATE TRIGGER product_fitments_removed AFTER DELETE ON product_fitments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_products();
--> statement-breakpoint
-- A brand or a category renamed (or a category moved) changes the products under it.
CREATE FUNCTION catalogue_touch_brand_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET version = nextval('catalogue_version') WHERE brand_id IN (SELECT id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER UPDATE ON brands
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_brand_products();
--> statement-breakpoint
CREATE FUNCTION catalogue_touch_category_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET version = nextval('catalogue_version')
  WHERE category_id IN (
    SELECT c.id FROM categories c JOIN changed ch ON c.path = ch.path OR c.path LIKE ch.path || '/%');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_category_products();
