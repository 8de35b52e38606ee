-- Posse schema, version 6: a campaign can be removed and brought back. A removed campaign keeps
-- every row (its change log is append-only anyway); `removed_at` (Unix seconds) hides it from the
-- list and refuses changes to it until it is restored. NULL: a campaign in use.

ALTER TABLE campaign ADD COLUMN removed_at INTEGER;
