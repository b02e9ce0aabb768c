-- Statistics over a game's history read, of each match, only what this index holds: the
-- matches of a game newest first with their result, turns and times, without a visit to the
-- match's row (its setup and outcome as JSON) for each one (src/stats.rs).
CREATE INDEX matches_for_statistics
    ON matches (game, created_at_ms DESC, id DESC, result, turns, updated_at_ms, format);
