-- The euro price list (storefront-core §1 and §9: Ireland trades in EUR). Irish prices are kept
-- beside the sterling ones, per product, instead of converting sterling at a rate: a real Irish
-- list carries its own price points and freight. Minor units (cents) excluding VAT, like the
-- sterling columns. Existing rows get the demo rule of server/db/catalogue-demo/euro-prices.ts
-- (the same rule the generator uses for new catalogues): sterling × 1.16–1.22 by sku, on a price
-- point ending in 49 or 99 cents; surcharges in whole euro.
ALTER TABLE products
  ADD COLUMN price_eur integer,
  ADD COLUMN was_price_eur integer,
  ADD COLUMN was_price_ecp_eur integer,
  ADD COLUMN surcharge_eur integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE FUNCTION demo_euro_factor(sku text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN sku ~ '^[0-9]{1,15}$' THEN 1.16 + (sku::bigint % 7) * 0.01 ELSE 1.19 END
$$;
--> statement-breakpoint
CREATE FUNCTION demo_euro_price(pence integer, sku text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pence IS NULL THEN NULL WHEN pence <= 0 THEN pence
    ELSE greatest(49, round(pence * demo_euro_factor(sku) / 50)::integer * 50 - 1) END
$$;
--> statement-breakpoint
UPDATE products SET
  price_eur = demo_euro_price(price, sku),
  was_price_eur = demo_euro_price(was_price, sku),
  was_price_ecp_eur = demo_euro_price(was_price_ecp, sku),
  surcharge_eur = round(surcharge * demo_euro_factor(sku) / 100)::integer * 100;
--> statement-breakpoint
DROP FUNCTION demo_euro_price(integer, text);
--> statement-breakpoint
DROP FUNCTION demo_euro_factor(text);
--> statement-breakpoint
ALTER TABLE products ALTER COLUMN price_eur SET NOT NULL;
