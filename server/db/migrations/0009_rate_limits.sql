-- Rate limits counted where every API instance sees them (issue 22): ten wrong passwords spread
-- over two instances behind one load balancer are ten, not five and five. One row per limit
-- (`scope`: the route, or what else is counted, such as failed logins per account) and key (an
-- address, or a hash of the account's email). The window starts at the first attempt, as in
-- @fastify/rate-limit's own stores; a hit after `window_ends_at` starts a new one in the same row,
-- so the table holds one row per key seen lately, and pruning deletes the rows whose window ended.
CREATE TABLE rate_limit_counters (
  scope text NOT NULL,
  key text NOT NULL,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
--> statement-breakpoint
CREATE INDEX rate_limit_counters_window_ends_at_idx ON rate_limit_counters (window_ends_at);
