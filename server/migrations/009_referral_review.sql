-- Referrals that count people, not inboxes (review 3 N2). Each account keeps its canonical mailbox (lower case,
-- no +tag, Gmail's dots and googlemail.com folded: lib/referrals.ts `canonicalMailbox`; the service fills it for
-- older accounts at start), the network it signed up from (IPv4 /24, IPv6 /48, as analytics truncates it) and a
-- short hash of its user agent. A referral from a mailbox that already has an account, or from the network and
-- browser of the referrer or of another of its referrals within a day, is held for review: `referral_hold` says
-- why, and it moves no one until someone clears it.
ALTER TABLE users ADD COLUMN mailbox text;
ALTER TABLE users ADD COLUMN signup_network text;
ALTER TABLE users ADD COLUMN signup_agent text;
ALTER TABLE users ADD COLUMN referral_hold text CHECK (referral_hold IN ('same-mailbox', 'same-network'));
CREATE INDEX users_mailbox_idx ON users (mailbox);
CREATE INDEX users_referred_by_idx ON users (referred_by);
