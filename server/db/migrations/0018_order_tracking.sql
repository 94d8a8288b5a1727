-- Order tracking, "where is my order" (issue 26, trade §7 wismo). Each order's events in order:
-- received, picking, loaded on the branch's van (driver, van registration), out for delivery with
-- a one-hour window, delivered (signed by) or attempted (reason); a carrier's parcel events; ready
-- to collect and collected. An event may be scheduled ahead of its time: it is shown once `at` has
-- passed, so the demo's deliveries move through the day as the clock does.
CREATE TABLE order_tracking_events (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('received', 'picking', 'ready-to-collect', 'collected', 'loaded', 'dispatched',
    'at-depot', 'out-for-delivery', 'delivered', 'attempted', 'cancelled')),
  at timestamptz NOT NULL,
  -- description, place, driver, van registration, window, signed by, reason, carrier, parcel number.
  details jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (order_id, position)
);
--> statement-breakpoint
CREATE INDEX order_tracking_events_order_at_idx ON order_tracking_events (order_id, at DESC, position DESC);
