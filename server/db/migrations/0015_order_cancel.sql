-- Cancelling an order (issue 26): when it was cancelled. The stock it held comes back then
-- (stock_reservations.released_at), and a payment on account is reversed.
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
