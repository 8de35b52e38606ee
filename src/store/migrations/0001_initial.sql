-- Posse schema, version 1: campaigns, their sides, the characters on each side's roster, and the
-- append-only change log that undo and the chronicle read.

CREATE TABLE campaign (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    ruleset     TEXT    NOT NULL CHECK (ruleset IN ('qotd', 'fate', 'mww', 'twtw')),
    created_at  INTEGER NOT NULL
);

-- A player's posse or gang. For QOTD its suit is the suit its characters' cards are drawn from.
CREATE TABLE side (
    id           INTEGER PRIMARY KEY,
    campaign_id  INTEGER NOT NULL REFERENCES campaign (id),
    name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    suit         TEXT    CHECK (suit IN ('hearts', 'diamonds', 'clubs', 'spades')),
    created_at   INTEGER NOT NULL,
    UNIQUE (campaign_id, name),
    UNIQUE (campaign_id, suit)
);
CREATE INDEX side_by_campaign ON side (campaign_id);

-- `sheet` is the validated character sheet as canonical JSON; `name` and `kind` are copied out of it
-- for listing and sorting. `portrait` is a PNG thumbnail.
CREATE TABLE character (
    id          INTEGER PRIMARY KEY,
    side_id     INTEGER NOT NULL REFERENCES side (id),
    name        TEXT    NOT NULL,
    kind        TEXT    NOT NULL,
    sheet       TEXT    NOT NULL CHECK (json_valid(sheet)),
    portrait    BLOB,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX character_by_side ON character (side_id);

-- Every change to a campaign, oldest first. `before` and `after` are JSON snapshots of the entity
-- (NULL before a creation and after a removal). Rows are never changed or deleted.
CREATE TABLE change_log (
    id           INTEGER PRIMARY KEY,
    campaign_id  INTEGER NOT NULL REFERENCES campaign (id),
    at           INTEGER NOT NULL,
    action       TEXT    NOT NULL,
    entity       TEXT    NOT NULL,
    entity_id    INTEGER NOT NULL,
    before       TEXT    CHECK (before IS NULL OR json_valid(before)),
    after        TEXT    CHECK (after IS NULL OR json_valid(after)),
    summary      TEXT    NOT NULL
);
CREATE INDEX change_log_by_campaign ON change_log (campaign_id, id);

CREATE TRIGGER change_log_never_updated BEFORE UPDATE ON change_log
BEGIN
    SELECT RAISE(ABORT, 'the change log is append-only');
END;

CREATE TRIGGER change_log_never_deleted BEFORE DELETE ON change_log
BEGIN
    SELECT RAISE(ABORT, 'the change log is append-only');
END;
