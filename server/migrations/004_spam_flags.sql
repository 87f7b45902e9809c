-- Spam signals of the public forms (honeypot, too-fast submit; PRODUCT.md §6): such submissions are stored and
-- answered like any other, flagged here, and left out of every notification.
ALTER TABLE demo_requests ADD COLUMN spam boolean NOT NULL DEFAULT false;
ALTER TABLE contact_messages ADD COLUMN spam boolean NOT NULL DEFAULT false;
ALTER TABLE newsletter_subscribers ADD COLUMN spam boolean NOT NULL DEFAULT false;
