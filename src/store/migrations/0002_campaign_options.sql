-- Posse schema, version 2: a campaign keeps the options of its rule set (for fate, its
-- `FateOptions` as JSON; `{}` is every default) and, later, its own edited copy of the house
-- tables as TOML text (NULL: the house tables Posse ships).

ALTER TABLE campaign ADD COLUMN options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options));
ALTER TABLE campaign ADD COLUMN house_tables TEXT;
