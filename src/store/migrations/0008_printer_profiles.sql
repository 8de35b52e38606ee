-- Posse schema, version 8: printer profiles. A profile is a printer as its owner measured it with
-- the alignment test and the 100 mm ruler: the paper it is loaded with, the edge it turns a duplex
-- sheet over on, where its backs land against the fronts, and how long it prints the ruler. Chosen by
-- name on every print. Not campaign data: no campaign's change log records them.

CREATE TABLE printer_profile (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    -- a4, letter, or WxH in millimetres (210x297)
    paper TEXT NOT NULL DEFAULT 'a4',
    duplex TEXT NOT NULL DEFAULT 'long' CHECK (duplex IN ('long', 'short', 'none')),
    back_offset_x_mm REAL NOT NULL DEFAULT 0,
    back_offset_y_mm REAL NOT NULL DEFAULT 0,
    -- how long the 100 mm calibration ruler printed: the scale correction is 100 / this
    measured_ruler_mm REAL NOT NULL DEFAULT 100 CHECK (measured_ruler_mm > 0),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

-- One profile per name, whatever its case.
CREATE UNIQUE INDEX printer_profile_name ON printer_profile (name COLLATE NOCASE);
