-- Clocking (issue 47): a trade account's technicians and managers, their clock events and the
-- garage's shift end. A technician may have their own login (user_id) or only a PIN, which a
-- shared bay tablet switches technician with; the PIN is stored hashed, never as entered.
CREATE TABLE technicians (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('technician', 'manager')),
  pin_hash text,
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  CONSTRAINT technicians_account_user_key UNIQUE (account_id, user_id)
);
--> statement-breakpoint
CREATE INDEX technicians_account_id_idx ON technicians (account_id, position);
--> statement-breakpoint
-- Append-only: an edit is a new row that `replaces` another, and the original stays. Device time
-- is what the rules read; received_at is the server's time of first receipt, kept beside it.
CREATE TABLE clock_events (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  technician_id uuid NOT NULL REFERENCES technicians (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('job-on', 'job-off', 'break', 'indirect', 'shift-start', 'shift-end')),
  work_order_id uuid,
  job_id uuid,
  reason text,
  device text,
  from_event uuid,
  from_known boolean NOT NULL,
  replaces uuid REFERENCES clock_events (id),
  edit_reason text,
  device_time timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  clock_skewed boolean NOT NULL,
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX clock_events_technician_time_idx ON clock_events (technician_id, device_time);
--> statement-breakpoint
CREATE INDEX clock_events_account_time_idx ON clock_events (account_id, device_time);
--> statement-breakpoint
CREATE INDEX clock_events_work_order_idx ON clock_events (work_order_id) WHERE work_order_id IS NOT NULL;
--> statement-breakpoint
-- One edit per event: a second edit edits the edit.
CREATE UNIQUE INDEX clock_events_replaces_key ON clock_events (replaces) WHERE replaces IS NOT NULL;
--> statement-breakpoint
CREATE TABLE clocking_settings (
  account_id uuid PRIMARY KEY REFERENCES babbage_accounts (id) ON DELETE CASCADE,
  shift_end text NOT NULL,
  modified_at timestamptz NOT NULL
);
