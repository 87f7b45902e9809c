-- Place in line and referrals (PRODUCT.md §6). Every account has a join number (its order of joining), a referral
-- code, the account whose code it joined with, how many accounts joined with its own code, and its place key:
-- join number minus REFERRAL_BOOST per referral. The service keeps `place` in step with the setting (it rewrites
-- the column at start when the boost changed) and fills codes of accounts made before this migration.
CREATE SEQUENCE users_join_seq;
ALTER TABLE users ADD COLUMN join_seq bigint;
UPDATE users u SET join_seq = r.n FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM users) r WHERE u.id = r.id;
SELECT setval('users_join_seq', COALESCE((SELECT max(join_seq) FROM users), 0) + 1, false);
ALTER TABLE users ALTER COLUMN join_seq SET DEFAULT nextval('users_join_seq');
ALTER TABLE users ALTER COLUMN join_seq SET NOT NULL;
ALTER TABLE users ADD COLUMN referral_code text UNIQUE;
ALTER TABLE users ADD COLUMN referred_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN referrals integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN place bigint;
UPDATE users SET place = join_seq;
ALTER TABLE users ALTER COLUMN place SET NOT NULL;
-- The position is a count of the accounts ahead in this order, read from the index alone.
CREATE UNIQUE INDEX users_place_idx ON users (place, join_seq);

-- Counting every account ahead would read up to the whole index. Instead the accounts are counted per bucket of
-- 1024 place keys (kept by a trigger on every insert, delete and change of place): a position is the sum of the
-- buckets before the account's own (about total / 1024 rows) plus a count inside its bucket (about 1024 index
-- entries), and the total is the sum of all buckets.
CREATE TABLE place_buckets (
  bucket bigint PRIMARY KEY,              -- place >> 10
  members integer NOT NULL
);

CREATE FUNCTION users_place_buckets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    UPDATE place_buckets SET members = members - 1 WHERE bucket = OLD.place >> 10;
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    INSERT INTO place_buckets (bucket, members) VALUES (NEW.place >> 10, 1)
      ON CONFLICT (bucket) DO UPDATE SET members = place_buckets.members + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_place_buckets AFTER INSERT OR DELETE OR UPDATE OF place ON users
  FOR EACH ROW EXECUTE FUNCTION users_place_buckets();

INSERT INTO place_buckets (bucket, members) SELECT place >> 10, count(*) FROM users GROUP BY place >> 10;
