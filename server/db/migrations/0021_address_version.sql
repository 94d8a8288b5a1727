-- Addresses carry a version like baskets and work orders: every change moves it by one, and a
-- change based on another version answers 409 with both values of each field it touched, so two
-- devices editing one address offline end with a choice, not a silent last write. Existing
-- addresses start at 1.
ALTER TABLE addresses ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
