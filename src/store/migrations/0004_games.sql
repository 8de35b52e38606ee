-- Posse schema, version 4: the games a campaign has played (an "adventure" in QOTD, a "gunfight" in
-- the fate family) and the aftermath applied after each.

-- `record` is the game as recorded (participants, how each ended, the events experience needs) as
-- canonical JSON; `dice` the aftermath's dice once they are rolled or entered, kept before the
-- players confirm the aftermath.
-- AUTOINCREMENT: an id is never handed out twice, so an undone game's id stays its own for a redo.
CREATE TABLE game (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id  INTEGER NOT NULL REFERENCES campaign (id),
    played_on    TEXT    NOT NULL,
    title        TEXT    NOT NULL CHECK (length(trim(title)) > 0),
    record       TEXT    NOT NULL CHECK (json_valid(record)),
    dice         TEXT    CHECK (dice IS NULL OR json_valid(dice)),
    created_at   INTEGER NOT NULL
);
CREATE INDEX game_by_campaign ON game (campaign_id, played_on, id);

-- The aftermath applied after a game: the dice it used and every participant's result, as JSON.
CREATE TABLE aftermath (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      INTEGER NOT NULL UNIQUE REFERENCES game (id),
    campaign_id  INTEGER NOT NULL REFERENCES campaign (id),
    dice         TEXT    NOT NULL CHECK (json_valid(dice)),
    results      TEXT    NOT NULL CHECK (json_valid(results)),
    applied_at   INTEGER NOT NULL
);
CREATE INDEX aftermath_by_campaign ON aftermath (campaign_id);
