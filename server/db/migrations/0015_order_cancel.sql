-- Orders after the sale (issue 26): cancelling one, and finding one.
-- When it was cancelled. The stock it held comes back then (stock_reservations.released_at), and
-- a payment on account is reversed.
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;
--> statement-breakpoint
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
--> statement-breakpoint
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('awaiting-payment', 'placed', 'cancelled'));
--> statement-breakpoint
ALTER TABLE payment_transactions DROP CONSTRAINT payment_transactions_status_check;
--> statement-breakpoint
ALTER TABLE payment_transactions ADD CONSTRAINT payment_transactions_status_check
  CHECK (status IN ('completed', 'reversed'));
--> statement-breakpoint
-- The trade account it was placed for (the user's active one then; null for a retail customer),
-- so the account's orders are found whichever account the user has active now; the customer's
-- own reference (an order number, a job) and the vehicle it is for, both for finding it again.
ALTER TABLE orders
  ADD COLUMN babbage_account_id uuid REFERENCES babbage_accounts (id) ON DELETE SET NULL,
  ADD COLUMN customer_reference text,
  ADD COLUMN vrm text;
--> statement-breakpoint
UPDATE orders o SET babbage_account_id = u.active_babbage_account_id FROM users u WHERE u.id = o.user_id;
--> statement-breakpoint
UPDATE orders o SET vrm = w.document ->> 'vrm', customer_reference = 'WO-' || lpad(w.number::text, 6, '0')
  FROM work_orders w WHERE w.id = o.work_order_id;
--> statement-breakpoint
CREATE INDEX orders_account_created_idx ON orders (babbage_account_id, created_at DESC, id DESC)
  WHERE babbage_account_id IS NOT NULL;
