-- The team console (issue 44): the team role, its audit log, the leads of the four forms in one list with a status
-- and notes, and invitations from the waitlist.

-- The team role: granted and revoked with `npm run team -- add|remove EMAIL`.
CREATE TABLE team_members (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL
);

-- Every team action: who (the account, and its address at the time, kept when the account goes), what, when, and how
-- many rows it touched. Never a secret: subjects name a lead ("demo/<id>") or a filter.
CREATE TABLE team_audit (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,         -- the order entries were written in; the log is read newest first by it
  at timestamptz NOT NULL,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL,
  rows integer NOT NULL
);

-- One row per lead of any form, kept by triggers on the forms' tables (so the routes that store a lead are unchanged):
-- what the list shows and filters on, its status, and the team notification mail queued with it. `search` is the
-- lower-case name, address and company the console's search reads. `created_xact` is the transaction that stored the
-- lead: the notification queued in that same transaction is linked to it by the outbox's trigger below.
CREATE TABLE leads (
  kind text NOT NULL CHECK (kind IN ('demo', 'contact', 'application', 'reservation')),
  id uuid NOT NULL,
  received_at timestamptz NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  search text NOT NULL,
  status text NOT NULL CHECK (status IN ('new', 'handled', 'spam')),
  status_changed_at timestamptz,
  status_changed_by text,
  notification_id uuid,
  notification_final text CHECK (notification_final IN ('sent', 'failed')),
  created_xact bigint,
  PRIMARY KEY (kind, id)
);
-- The list is newest first, a page at a time by (received_at, id), filtered by status, kind or both.
CREATE INDEX leads_received_idx ON leads (received_at DESC, id DESC);
CREATE INDEX leads_status_received_idx ON leads (status, received_at DESC, id DESC);
CREATE INDEX leads_kind_received_idx ON leads (kind, status, received_at DESC, id DESC);
CREATE INDEX leads_notification_idx ON leads (notification_id) WHERE notification_id IS NOT NULL;

CREATE TABLE lead_notes (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  lead_id uuid NOT NULL,
  at timestamptz NOT NULL,
  author text NOT NULL,
  body text NOT NULL,
  FOREIGN KEY (kind, lead_id) REFERENCES leads (kind, id) ON DELETE CASCADE
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (kind, lead_id, at);

CREATE FUNCTION leads_from_forms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lead_kind text := TG_ARGV[0];
  lead_name text;
  lead_company text;
  lead_spam boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM leads WHERE kind = lead_kind AND id = OLD.id;
    RETURN NULL;
  END IF;
  IF lead_kind = 'demo' OR lead_kind = 'contact' THEN
    lead_name := NEW.first_name || ' ' || NEW.last_name;
    lead_company := COALESCE(NEW.company_name, '');
    lead_spam := NEW.spam;
  ELSIF lead_kind = 'application' THEN
    lead_name := NEW.full_name;
    lead_company := NEW.position;
  ELSE
    lead_name := NEW.name;
    lead_company := NEW.company;
    lead_spam := NEW.spam;
  END IF;
  INSERT INTO leads (kind, id, received_at, name, email, company, search, status, created_xact)
  VALUES (lead_kind, NEW.id, NEW.created_at, lead_name, NEW.email, lead_company,
          lower(lead_name || ' ' || NEW.email || ' ' || lead_company), CASE WHEN lead_spam THEN 'spam' ELSE 'new' END, txid_current());
  RETURN NULL;
END
$$;

CREATE TRIGGER demo_requests_leads AFTER INSERT OR DELETE ON demo_requests FOR EACH ROW EXECUTE FUNCTION leads_from_forms('demo');
CREATE TRIGGER contact_messages_leads AFTER INSERT OR DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION leads_from_forms('contact');
CREATE TRIGGER job_applications_leads AFTER INSERT OR DELETE ON job_applications FOR EACH ROW EXECUTE FUNCTION leads_from_forms('application');
CREATE TRIGGER shop_reservations_leads AFTER INSERT OR DELETE ON shop_reservations FOR EACH ROW EXECUTE FUNCTION leads_from_forms('reservation');

-- The team notification queued in the transaction that stored a lead is that lead's; its outcome is copied onto the
-- lead, so the console still knows it once the retention purge has removed the outbox row.
CREATE FUNCTION leads_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE leads SET notification_id = NEW.id
     WHERE kind = substr(NEW.kind, 6) AND created_xact = txid_current() AND notification_id IS NULL;
  ELSE
    UPDATE leads SET notification_final = CASE WHEN NEW.sent_at IS NOT NULL THEN 'sent' WHEN NEW.failed_at IS NOT NULL THEN 'failed' END
     WHERE notification_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER outbox_leads_queued AFTER INSERT ON outbox FOR EACH ROW
  WHEN (NEW.kind IN ('team-demo', 'team-contact', 'team-application', 'team-reservation')) EXECUTE FUNCTION leads_notification();
CREATE TRIGGER outbox_leads_outcome AFTER UPDATE OF sent_at, failed_at ON outbox FOR EACH ROW
  WHEN (NEW.kind IN ('team-demo', 'team-contact', 'team-application', 'team-reservation')) EXECUTE FUNCTION leads_notification();

-- The leads stored before this migration (their notifications are not linked: "none").
INSERT INTO leads (kind, id, received_at, name, email, company, search, status)
SELECT 'demo', id, created_at, first_name || ' ' || last_name, email, company_name,
       lower(first_name || ' ' || last_name || ' ' || email || ' ' || company_name), CASE WHEN spam THEN 'spam' ELSE 'new' END
  FROM demo_requests;
INSERT INTO leads (kind, id, received_at, name, email, company, search, status)
SELECT 'contact', id, created_at, first_name || ' ' || last_name, email, COALESCE(company_name, ''),
       lower(first_name || ' ' || last_name || ' ' || email || ' ' || COALESCE(company_name, '')), CASE WHEN spam THEN 'spam' ELSE 'new' END
  FROM contact_messages;
INSERT INTO leads (kind, id, received_at, name, email, company, search, status)
SELECT 'application', id, created_at, full_name, email, position, lower(full_name || ' ' || email || ' ' || position), 'new'
  FROM job_applications;
INSERT INTO leads (kind, id, received_at, name, email, company, search, status)
SELECT 'reservation', id, created_at, name, email, company, lower(name || ' ' || email || ' ' || company), CASE WHEN spam THEN 'spam' ELSE 'new' END
  FROM shop_reservations;

-- Invitations (the waitlist's waves). An invited member leaves the line: `users.invited_at` is set, the place buckets
-- count only members still waiting, and the positions behind move up. One row per member (the primary key), so no
-- member is ever invited twice; the single-use code is kept only as a hash.
ALTER TABLE users ADD COLUMN invited_at timestamptz;
CREATE TABLE invitations (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  invited_at timestamptz NOT NULL,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  used_at timestamptz
);
CREATE INDEX invitations_invited_idx ON invitations (invited_at DESC, user_id);
CREATE INDEX users_waiting_place_idx ON users (place, join_seq) WHERE invited_at IS NULL;

CREATE OR REPLACE FUNCTION users_place_buckets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'UPDATE' OR TG_OP = 'DELETE') AND OLD.invited_at IS NULL THEN
    UPDATE place_buckets SET members = members - 1 WHERE bucket = OLD.place >> 10;
  END IF;
  IF (TG_OP = 'UPDATE' OR TG_OP = 'INSERT') AND NEW.invited_at IS NULL THEN
    INSERT INTO place_buckets (bucket, members) VALUES (NEW.place >> 10, 1)
      ON CONFLICT (bucket) DO UPDATE SET members = place_buckets.members + 1;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER users_place_buckets ON users;
CREATE TRIGGER users_place_buckets AFTER INSERT OR DELETE OR UPDATE OF place, invited_at ON users
  FOR EACH ROW EXECUTE FUNCTION users_place_buckets();

-- Résumé links of the console: valid 15 minutes, for the account that asked only; kept as a hash of the token.
CREATE TABLE team_resume_links (
  token_hash text PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX team_resume_links_expires_idx ON team_resume_links (expires_at);
