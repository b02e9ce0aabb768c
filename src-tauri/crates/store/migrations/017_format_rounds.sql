-- A format's usual round limit, which the clocks offer first (`round` in a formats file), and
-- whether a rule text gives it. The shipped data is read again at the next start, so that the
-- formats already stored get theirs.
ALTER TABLE formats ADD COLUMN round_minutes INTEGER CHECK (round_minutes BETWEEN 1 AND 1440);
ALTER TABLE formats ADD COLUMN round_verified INTEGER NOT NULL DEFAULT 0;
DELETE FROM meta WHERE key = 'shipped_data_hash';
