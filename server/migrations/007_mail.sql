-- Mail that is delivered (PRODUCT.md §6): the outbox gains an HTML part, headers, an attachment and the state of
-- its delivery; newsletter sign-ups and accounts gain a confirmed address (double opt-in).

-- A row is claimed by one worker at a time (claimed_until), tried up to a fixed number of times with a growing
-- wait (next_attempt_at), then marked sent (its parts blanked: they may hold a link) or failed.
ALTER TABLE outbox ADD COLUMN html text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE outbox ADD COLUMN attachment_id uuid;          -- a résumé (resumes.id), read from UPLOADS_DIR when sent
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN last_error text;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
ALTER TABLE outbox ADD COLUMN failed_at timestamptz;
DROP INDEX outbox_unsent_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- Newsletter: pending until the mailed link is followed. The confirmation token is kept as a hash; the
-- unsubscribe token as it is, because every newsletter mail carries it, and it can do nothing but unsubscribe.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash text UNIQUE;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_expires_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_sent_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribe_token text UNIQUE;
ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at timestamptz;

-- Accounts: usable at once; the address is confirmed through a mailed link. A referral moves the referrer up only
-- once the referred account is confirmed (referral_counted keeps it to once).
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
ALTER TABLE users ADD COLUMN referral_counted boolean NOT NULL DEFAULT false;
UPDATE users SET referral_counted = true WHERE referred_by IS NOT NULL;
CREATE TABLE email_confirmations (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id, created_at);
