-- The branch catalogue pack (issue 8): a device keeps a branch's range and later asks only for what
-- changed since the version it holds. One counter numbers every change to a product or to its stock
-- at a branch; a stock row deleted (stock is stored only above zero) leaves a removal behind, so
-- that "none left" reaches the devices too.
CREATE SEQUENCE catalogue_version;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN version bigint NOT NULL DEFAULT nextval('catalogue_version');
--> statement-breakpoint
CREATE INDEX products_version_idx ON products (version);
--> statement-breakpoint
ALTER TABLE branch_stock ADD COLUMN version bigint NOT NULL DEFAULT nextval('catalogue_version');
--> statement-breakpoint
CREATE INDEX branch_stock_version_idx ON branch_stock (version);
--> statement-breakpoint
CREATE TABLE branch_stock_removals (
  branch_id uuid NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
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
