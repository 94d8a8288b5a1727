-- An order's documents found by the order: its invoice and its credit notes (cancelling, returns),
-- and what PostgreSQL itself looks up when an order is deleted (the foreign key's cascade). The
-- partial unique index of 0016 covers invoices only, so without this every such look-up read the
-- whole table: removing the orders bench's 100,000 orders took minutes.
CREATE INDEX invoices_order_idx ON invoices (order_id);
