-- Mail that is sent once and never lost (security review 3, N4 and N5).
-- - claim_id: the worker that holds a row's lease (claimed_until). A row is claimed alone, and marked sent, retried
--   or failed only while the claim is still that worker's, so a row whose lease ran out is never marked twice.
-- - message_id: the Message-ID, fixed when the mail is queued, so every try of one mail carries the same one and a
--   receiving server can drop a copy.
-- - slow_until: set when a mail has used its fast tries; it is then tried at a slow pace until this time, and only
--   then marked failed. Failed rows keep their parts (npm run mail -- retry-failed queues them again).
ALTER TABLE outbox ADD COLUMN claim_id uuid;
ALTER TABLE outbox ADD COLUMN message_id text;
ALTER TABLE outbox ADD COLUMN slow_until timestamptz;
CREATE INDEX outbox_failed_idx ON outbox (failed_at) WHERE failed_at IS NOT NULL;
