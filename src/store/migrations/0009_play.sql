-- Posse schema, version 9: games in play (issue 25). A game is played from a saved scenario with
-- Posse open beside the table: the deck turned card by card, each character's state, every result.
-- It is stored as it happens, so that closing the app, a crash or a power cut loses nothing.

-- `cast_list` is the scenario's cast list as it was when the game started (the game plays the cast
-- as cast, whatever later edits to the scenario or the rosters); `seed` deals its deck (the same
-- seed, the same order). `status`: 'playing', then 'finished' (turned into the game `game_id`) or
-- 'dropped' (abandoned). One game in play per scenario at a time. `scenario_id` names no foreign
-- key: a scenario may be removed (and brought back by undo) while its games are kept.
-- AUTOINCREMENT: an id is never handed out twice, so an undone game's id stays its own for a redo.
CREATE TABLE play (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id  INTEGER NOT NULL REFERENCES campaign (id),
    scenario_id  INTEGER NOT NULL,
    title        TEXT    NOT NULL CHECK (length(trim(title)) > 0),
    seed         INTEGER NOT NULL CHECK (seed >= 0),
    cast_list    TEXT    NOT NULL CHECK (json_valid(cast_list)),
    status       TEXT    NOT NULL CHECK (status IN ('playing', 'finished', 'dropped')),
    game_id      INTEGER REFERENCES game (id),
    started_at   INTEGER NOT NULL,
    ended_at     INTEGER,
    CHECK ((status = 'finished') = (game_id IS NOT NULL)),
    CHECK ((status = 'playing') = (ended_at IS NULL))
);
CREATE INDEX play_by_campaign ON play (campaign_id, id);
CREATE UNIQUE INDEX play_one_per_scenario ON play (scenario_id) WHERE status = 'playing';

-- The game's log: every change made while playing it, one row each, oldest first (a card turned, a
-- hit marked, a kill, a shot rolled and applied to both characters). The game's state is these
-- events played in order. Undo takes the newest away (the change log keeps it).
CREATE TABLE play_event (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    play_id  INTEGER NOT NULL REFERENCES play (id),
    event    TEXT    NOT NULL CHECK (json_valid(event)),
    at       INTEGER NOT NULL
);
CREATE INDEX play_event_by_play ON play_event (play_id, id);
