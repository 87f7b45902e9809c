-- Review 3's low findings (issue 40).
--
-- Clients an account has signed in from, or reset its password from (N7, docs/decisions/0006): while others' wrong
-- guesses hold the sign-in back-off on an address, such a client may still try its password, under a budget of its
-- own. The client is kept as a hash of its rate-limit key (an IPv4 address or IPv6 /64), never the address, and is
-- forgotten 90 days after it was last seen (retention.ts).
CREATE TABLE sign_in_clients (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_hash text NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, client_hash)
);
CREATE INDEX sign_in_clients_seen_idx ON sign_in_clients (last_seen_at);

-- Consent receipts (N10, docs/decisions/0007): still never changed, but the retention purge may now delete those past
-- their retention. It says so with a setting local to its transaction (SET LOCAL gestura.purge = 'on'); any other
-- DELETE, and every UPDATE, is refused as before.
CREATE OR REPLACE FUNCTION consent_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('gestura.purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'consent_records is append-only';
END;
$$;
CREATE INDEX consent_records_recorded_idx ON consent_records (recorded_at);
