-- Posse schema, version 5: scenarios ("the script", QOTD Reel 1): who is cast in a game, on which
-- side and player, and the cards each acts on.

-- `script` is the scenario as written (canonical JSON: sides and characters by id, extras, cards
-- named by hand, how the rest are dealt); `cast_list` is the cast list made from it when it was
-- saved (the cards dealt, each character's dice and sheet), kept as it was so that a later change
-- to a roster does not change a game already cast. `title` is copied out of the script for listing.
-- AUTOINCREMENT: an id is never handed out twice, so an undone scenario's id stays its own.
CREATE TABLE scenario (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id  INTEGER NOT NULL REFERENCES campaign (id),
    title        TEXT    NOT NULL CHECK (length(trim(title)) > 0),
    script       TEXT    NOT NULL CHECK (json_valid(script)),
    cast_list    TEXT    NOT NULL CHECK (json_valid(cast_list)),
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
);
CREATE INDEX scenario_by_campaign ON scenario (campaign_id, id);
