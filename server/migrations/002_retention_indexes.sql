-- Indexes for the housekeeping purge and the per-account application quota (server/src/retention.ts).
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_start);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);
CREATE INDEX outbox_sent_idx ON outbox (sent_at) WHERE sent_at IS NOT NULL;
CREATE INDEX analytics_events_received_idx ON analytics_events (received_at);
CREATE INDEX job_applications_user_created_idx ON job_applications (user_id, created_at);
