-- Posse schema, version 3: operations, the units of undo and redo. An operation groups the
-- change-log rows one write made to one campaign (`first_change`..`last_change`, read together with
-- `campaign_id`: rows of another campaign in that range are not part of it). `kind` is what it was:
-- 'do' (an ordinary change), 'undo' and 'redo' (which name the operation they undid or redid in
-- `target`), or 'import' (a campaign read from a file, with the history it brought; it cannot be
-- undone, nor can anything before it). Rows are never changed or deleted, as in the change log.

CREATE TABLE operation (
    id            INTEGER PRIMARY KEY,
    campaign_id   INTEGER NOT NULL REFERENCES campaign (id),
    at            INTEGER NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('do', 'undo', 'redo', 'import')),
    target        INTEGER REFERENCES operation (id),
    first_change  INTEGER NOT NULL,
    last_change   INTEGER NOT NULL,
    summary       TEXT    NOT NULL,
    CHECK ((kind IN ('undo', 'redo')) = (target IS NOT NULL)),
    CHECK (first_change <= last_change)
);
CREATE INDEX operation_by_campaign ON operation (campaign_id, id);

CREATE TRIGGER operation_never_updated BEFORE UPDATE ON operation
BEGIN
    SELECT RAISE(ABORT, 'operations are append-only');
END;

CREATE TRIGGER operation_never_deleted BEFORE DELETE ON operation
BEGIN
    SELECT RAISE(ABORT, 'operations are append-only');
END;

-- Every change made before this version is an operation of its own.
INSERT INTO operation (campaign_id, at, kind, target, first_change, last_change, summary)
    SELECT campaign_id, at, 'do', NULL, id, id, summary FROM change_log ORDER BY id;

-- Undo takes a removed side or character back with its old id, so ids must never be handed out
-- twice: `side` and `character` become AUTOINCREMENT tables (rebuilt, same columns and rows), and
-- their counters start above every id the change log has seen. The new character table refers to
-- `side_new`, which the rename below turns into `side`, so no foreign key is ever left dangling.
CREATE TABLE side_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id  INTEGER NOT NULL REFERENCES campaign (id),
    name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    suit         TEXT    CHECK (suit IN ('hearts', 'diamonds', 'clubs', 'spades')),
    created_at   INTEGER NOT NULL,
    UNIQUE (campaign_id, name),
    UNIQUE (campaign_id, suit)
);
INSERT INTO side_new (id, campaign_id, name, suit, created_at) SELECT id, campaign_id, name, suit, created_at FROM side;

CREATE TABLE character_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    side_id     INTEGER NOT NULL REFERENCES side_new (id),
    name        TEXT    NOT NULL,
    kind        TEXT    NOT NULL,
    sheet       TEXT    NOT NULL CHECK (json_valid(sheet)),
    portrait    BLOB,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
INSERT INTO character_new (id, side_id, name, kind, sheet, portrait, created_at, updated_at)
    SELECT id, side_id, name, kind, sheet, portrait, created_at, updated_at FROM character;

DROP TABLE character;
DROP TABLE side;
ALTER TABLE side_new RENAME TO side;
ALTER TABLE character_new RENAME TO character;
CREATE INDEX side_by_campaign ON side (campaign_id);
CREATE INDEX character_by_side ON character (side_id);

DELETE FROM sqlite_sequence WHERE name IN ('side', 'character', 'side_new', 'character_new');
INSERT INTO sqlite_sequence (name, seq) VALUES
    ('side', max(coalesce((SELECT max(id) FROM side), 0),
                 coalesce((SELECT max(entity_id) FROM change_log WHERE entity = 'side'), 0))),
    ('character', max(coalesce((SELECT max(id) FROM character), 0),
                      coalesce((SELECT max(entity_id) FROM change_log WHERE entity = 'character'), 0)));
