-- A quote's price hold (issue 43). A basket made from a quote inside its valid-until day charges
-- the quoted unit price until the hold ends; the hold is kept beside the line it prices, with the
-- quote it came from. Removing the line removes its hold; a line moved to another part is priced
-- from the catalogue (the hold names the product it was given for).
CREATE TABLE basket_line_price_holds (
  basket_id uuid NOT NULL,
  line_id uuid NOT NULL,
  product_id uuid NOT NULL,
  -- Where the price came from; the hold stands once granted, even if the quote is later deleted.
  quote_id uuid NOT NULL,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  -- Minor units of the currency, excluding VAT, surcharge included (as the quote priced it).
  unit_price_exc_tax bigint NOT NULL CHECK (unit_price_exc_tax > 0),
  -- The end of the quote's valid-until day (UTC): from then the catalogue's price applies.
  held_until timestamptz NOT NULL,
  PRIMARY KEY (basket_id, line_id),
  FOREIGN KEY (basket_id, line_id) REFERENCES basket_lines (basket_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
-- Whether the business behind a trade account holds its quotes' prices (on unless turned off).
-- Off, a quote promises no hold and becomes a basket at the day's prices.
ALTER TABLE babbage_accounts ADD COLUMN holds_quote_prices boolean NOT NULL DEFAULT true;
