-- Turns at an outside service's API shared by every API instance (issue 44): DVSA allows 15
-- requests a second with bursts of 10 for the whole account, so two instances must not each ask
-- 15. One row per service holds the moment until which turns are booked; a caller books the next
-- turn (one interval of 1/rate after the last, or after now if the service has been idle) in one
-- INSERT ... ON CONFLICT ... RETURNING, and waits until that turn less the burst: the token bucket
-- the adapter kept in memory, counted where every instance sees it (server/providers/shared-throttle.ts).
CREATE TABLE outside_service_turns (
  service text PRIMARY KEY,
  booked_until timestamptz NOT NULL
);
