-- The mail worker claims the oldest due mail first (ORDER BY next_attempt_at, created_at … LIMIT). With the index on
-- next_attempt_at alone, PostgreSQL read every due row and sorted them all to take a few: 53 ms a claim at a backlog
-- of 57,000 mails, and more as the backlog grows, which is when the worker must go fastest (docs/api.md, "Load").
-- In the claim's own order, a claim reads the rows it takes and the few claimed ones it skips.
DROP INDEX outbox_due_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, created_at) WHERE sent_at IS NULL AND failed_at IS NULL;
