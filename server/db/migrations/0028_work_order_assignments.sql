-- The workshop board (issue 47): which technician a work order is given to. One row per work
-- order; moving it to another technician updates the row, taking it off everyone sets null.
CREATE TABLE work_order_assignments (
  work_order_id uuid PRIMARY KEY REFERENCES work_orders (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  technician_id uuid REFERENCES technicians (id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL,
  assigned_by uuid REFERENCES users (id) ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX work_order_assignments_account_idx ON work_order_assignments (account_id);
