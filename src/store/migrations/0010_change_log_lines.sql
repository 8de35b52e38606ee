-- Posse schema, version 10: the change log's lines without their snapshots, as an index the
-- chronicle and the history read alone. A row's `summary` comes after its `before` and `after`
-- snapshots, which for a character carry his portrait: read from the table, every summary meant
-- reading through every snapshot (a two-year campaign's log holds some 130 MB of them).
CREATE INDEX change_log_lines ON change_log (campaign_id, id, at, action, entity, entity_id, summary);
