-- Work the customer approved after the check's work order was completed or cancelled: no work
-- order takes it, so it waits on the vehicle beside declined and deferred work
-- (docs/decisions/107-approved-after-the-work-order-closed.md).
ALTER TABLE deferred_work DROP CONSTRAINT deferred_work_decision_check;
--> statement-breakpoint
ALTER TABLE deferred_work ADD CONSTRAINT deferred_work_decision_check
  CHECK (decision IN ('declined', 'later', 'approved'));
