-- Posse schema, version 11: portraits kept once, by content. The change log's character snapshots
-- name a portrait by the SHA-256 of its PNG bytes (`portrait_sha256`, 64 lowercase hex digits)
-- instead of carrying the picture (some 91 KB of base64 before and after every edit: a two-year
-- campaign's log held some 130 MB of copies of 20 pictures). Every write of a character's portrait
-- keeps it here (the ones set before this version are kept by this migration's step in Rust,
-- `store::portraits::keep_every_characters`: SQLite has no SHA-256), and like the log it is never
-- changed or deleted: any snapshot may still name it. Rows of the log written before this version
-- keep their pictures inline (`portrait_png`) and are read as they are: the log is not rewritten.
CREATE TABLE portrait (
    sha256  TEXT PRIMARY KEY NOT NULL CHECK (length(sha256) = 64 AND sha256 NOT GLOB '*[^0-9a-f]*'),
    png     BLOB NOT NULL
);

CREATE TRIGGER portrait_never_updated BEFORE UPDATE ON portrait
BEGIN
    SELECT RAISE(ABORT, 'portraits are kept as first written');
END;

CREATE TRIGGER portrait_never_deleted BEFORE DELETE ON portrait
BEGIN
    SELECT RAISE(ABORT, 'portraits are kept as first written');
END;
