-- Registered vehicles of the demo parc with their MOT histories (what the local vehicle data
-- provider answers), each session's active vehicle, recent vehicle searches per user, and the
-- VIN terms a user accepted.
CREATE TABLE registered_vehicles (
  id uuid PRIMARY KEY,
  -- Normalised: GB and NI marks without spaces ('WB19KFD'); Irish marks with their dashes
  -- ('191-D-12345').
  vrm text NOT NULL UNIQUE,
  vin text NOT NULL UNIQUE,
  variant_id integer NOT NULL REFERENCES vehicle_variants (id),
  -- GB (DVSA records), NI (DVA NI records: tests carry no defects), IE (NCT instead, no MOT).
  country text NOT NULL CHECK (country IN ('GB', 'NI', 'IE')),
  registration_date date NOT NULL,
  manufacture_date date NOT NULL,
  colour text NOT NULL,
  -- Only for a vehicle with no MOT test yet: when its first test is due.
  mot_test_due_date date,
  has_outstanding_recall text NOT NULL DEFAULT 'No'
);
--> statement-breakpoint
CREATE INDEX registered_vehicles_variant_idx ON registered_vehicles (variant_id);
--> statement-breakpoint
CREATE TABLE mot_tests (
  -- 12 digits, as DVSA numbers them.
  mot_test_number text PRIMARY KEY,
  vehicle_id uuid NOT NULL REFERENCES registered_vehicles (id) ON DELETE CASCADE,
  completed_date timestamptz NOT NULL,
  test_result text NOT NULL CHECK (test_result IN ('PASSED', 'FAILED')),
  expiry_date date,
  -- As read: a string, as the real service sends it; null when unreadable.
  odometer_value text,
  odometer_unit text CHECK (odometer_unit IN ('MI', 'KM')),
  odometer_result_type text NOT NULL CHECK (odometer_result_type IN ('READ', 'UNREADABLE', 'NO_ODOMETER')),
  registration_at_time_of_test text NOT NULL,
  data_source text NOT NULL,
  -- [{ "text", "type", "dangerous" }] with DVSA's types (ADVISORY, MINOR, MAJOR, DANGEROUS, FAIL, PRS, …).
  defects jsonb NOT NULL DEFAULT '[]'::jsonb
);
--> statement-breakpoint
CREATE INDEX mot_tests_vehicle_idx ON mot_tests (vehicle_id, completed_date DESC);
--> statement-breakpoint
-- A user's recent vehicle searches (a guest user is one session): one row per vehicle, moved to
-- the front when searched again.
CREATE TABLE vehicle_searches (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'vrm:WB19KFD', 'vin:…' or 'tecdoc:595349': the same vehicle searched again is one row.
  search_key text NOT NULL,
  tecdoc_id integer,
  vehicle_details jsonb NOT NULL,
  description text NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vehicle_searches_user_key UNIQUE (user_id, search_key)
);
--> statement-breakpoint
CREATE INDEX vehicle_searches_user_searched_idx ON vehicle_searches (user_id, searched_at DESC);
--> statement-breakpoint
-- The session's active vehicle: its name/value details, and the variants it may still be while
-- a refinement is open. active_tecdoc_id (0003) is the chosen variant.
ALTER TABLE sessions ADD COLUMN active_vehicle jsonb;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN vin_terms_accepted_at timestamptz;
