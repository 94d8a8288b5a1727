-- Users, trade (babbage) accounts, sessions and password resets.
-- Statements are separated by the breakpoint marker, as drizzle-kit writes them.
-- Table names are unqualified: they land in the first schema of the search_path.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text,
  password_hash text,
  is_guest boolean NOT NULL DEFAULT false,
  first_name text,
  last_name text,
  telephone text,
  trading_country text NOT NULL DEFAULT 'gb',
  is_key_account boolean NOT NULL DEFAULT false,
  login_popup_content text,
  allow_vehicle_refinement boolean NOT NULL DEFAULT false,
  vehicle_details jsonb NOT NULL DEFAULT '[]'::jsonb,
  custom_logo text,
  primary_colour text,
  secondary_colour text,
  tertiary_colour text,
  active_babbage_account_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A registered user has both; a guest has neither.
  CONSTRAINT users_guest_or_credentials CHECK (is_guest OR (email IS NOT NULL AND password_hash IS NOT NULL))
);
--> statement-breakpoint
-- Emails are unique whatever their case.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
--> statement-breakpoint
CREATE TABLE branches (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE TABLE babbage_accounts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_number text NOT NULL UNIQUE,
  branch_id uuid NOT NULL REFERENCES branches (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX babbage_accounts_user_id_idx ON babbage_accounts (user_id);
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_active_babbage_account_id_fkey
  FOREIGN KEY (active_babbage_account_id) REFERENCES babbage_accounts (id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
--> statement-breakpoint
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);
--> statement-breakpoint
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);
--> statement-breakpoint
CREATE TABLE server_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
