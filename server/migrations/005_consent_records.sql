-- Consent receipts (GDPR Art. 7(1), PRODUCT.md §6): one row per choice a visitor saves, filed under the consent id
-- their browser keeps; a changed choice is a new row with the same id. No address, no user agent. Append-only:
-- rows are never changed or removed (the retention purge leaves them alone).
CREATE TABLE consent_records (
  id uuid PRIMARY KEY,
  consent_id uuid NOT NULL,
  necessary boolean NOT NULL,
  preferences boolean NOT NULL,
  statistics boolean NOT NULL,
  marketing boolean NOT NULL,
  revision integer NOT NULL,
  policy_version text NOT NULL,
  saved_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX consent_records_consent_idx ON consent_records (consent_id, recorded_at);

CREATE FUNCTION consent_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_records is append-only';
END;
$$;
CREATE TRIGGER consent_records_no_change BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION consent_records_append_only();
