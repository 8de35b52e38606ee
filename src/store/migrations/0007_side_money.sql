-- Posse schema, version 7: a side's money, in dollars. My Wild West
-- gangs keep the money they get away with from robberies between games; the other families leave
-- it at 0.

ALTER TABLE side ADD COLUMN money INTEGER NOT NULL DEFAULT 0;
