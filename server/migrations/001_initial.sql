-- Accounts, sessions, password resets, the mail outbox, the forms' submissions, résumé metadata, analytics and
-- rate-limit counters. Ids are UUIDs made by the service; times are timestamptz in UTC.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,            -- normalised: trimmed, lower case
  username text NOT NULL,
  password_hash text NOT NULL,           -- argon2id, PHC string
  created_at timestamptz NOT NULL
);

-- Session tokens are stored only as SHA-256 hashes; the token itself exists only in the visitor's browser.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

-- Mail waiting for a sender: a mail worker selects rows with sent_at IS NULL, sends them and sets sent_at.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX outbox_unsent_idx ON outbox (created_at) WHERE sent_at IS NULL;

CREATE TABLE demo_requests (
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  company_name text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone_number text,
  company_name text,
  subject text,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY,                -- normalised like users.email
  created_at timestamptz NOT NULL
);

CREATE TABLE job_applications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  position text NOT NULL,
  linkedin_url text NOT NULL,
  github_url text,
  portfolio_url text,
  cover_letter text,
  country text,
  created_at timestamptz NOT NULL
);

-- The file lives in the uploads folder under stored_name (random); this row says what it is.
CREATE TABLE resumes (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL UNIQUE REFERENCES job_applications (id) ON DELETE CASCADE,
  stored_name text NOT NULL UNIQUE,
  original_name text NOT NULL,
  media_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE analytics_events (
  id uuid PRIMARY KEY,
  event_type text NOT NULL,
  event_target text NOT NULL,
  event_value text,
  session_id text NOT NULL,
  page_url text NOT NULL,
  referrer text,
  screen_resolution text,
  is_authenticated boolean NOT NULL,
  ip_address text,
  hostname text,
  platform text,
  platform_version text,
  created_date timestamptz NOT NULL,     -- the visitor's clock when sent, else ours
  received_at timestamptz NOT NULL
);

-- Fixed-window counters shared by every instance: one row per limit, address and window.
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start bigint NOT NULL,          -- Unix seconds at the window's start
  hits integer NOT NULL,
  PRIMARY KEY (bucket, key, window_start)
);
