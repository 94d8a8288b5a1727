-- Orders made from a work order's parts (issue 24), and stock held for orders. A work order's
-- order has no basket: it is made on the server when the device's `orderParts` intent arrives,
-- under the id the device gave it, so a replay finds it instead of making a second one.
ALTER TABLE orders ALTER COLUMN basket_id DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN work_order_id uuid REFERENCES work_orders (id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX orders_work_order_idx ON orders (work_order_id) WHERE work_order_id IS NOT NULL;
--> statement-breakpoint
-- What an order took from a branch's stock. The stock row itself goes down when the order is
-- made (so the branch's count, and the devices' catalogue packs, show what is left); a row
-- here says how much to give back if the order is cancelled (released_at set then).
CREATE TABLE stock_reservations (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  branch_id uuid NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  reserved_at timestamptz NOT NULL,
  released_at timestamptz,
  PRIMARY KEY (order_id, branch_id, product_id)
);
