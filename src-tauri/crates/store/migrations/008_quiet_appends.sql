-- An append writes the log entry and nothing of the match row while the match goes on: each
-- page a commit writes is another page to sync before the tap is acknowledged, and the row
-- with its two recency indexes were three of the five pages an append wrote.
--
-- `recency_ms` orders the matches, most recently played first. Every row holds its last
-- entry's time there, except the row ordered first, which may hold an older time while it
-- stays first: playing on in the match already first does not change the order, so it
-- writes nothing. Whatever takes the first place from it first settles it to its true time
-- (src/queries/matches.rs).
ALTER TABLE matches ADD COLUMN recency_ms INTEGER NOT NULL DEFAULT 0;
UPDATE matches SET recency_ms = updated_at_ms;

DROP INDEX matches_by_recency;
DROP INDEX matches_by_status;
CREATE INDEX matches_by_recency ON matches (recency_ms DESC, id DESC);
CREATE INDEX matches_by_status ON matches (status, recency_ms DESC, id DESC);

-- The matches as they stand. The row's `action_count` and `updated_at_ms` are written when
-- the match starts and whenever it is (or stops being) over; while it goes on they are read
-- from its last log entry, one step down the log's primary key.
CREATE VIEW matches_now AS
SELECT m.id, m.game, m.format, m.setup_json, m.created_at_ms,
       CASE WHEN m.status = 'in_progress'
            THEN max(m.updated_at_ms, coalesce(
                (SELECT a.at_ms FROM match_actions a WHERE a.match_id = m.id ORDER BY a.seq DESC LIMIT 1),
                m.updated_at_ms))
            ELSE m.updated_at_ms END AS updated_at_ms,
       CASE WHEN m.status = 'in_progress'
            THEN coalesce(
                (SELECT a.seq + 1 FROM match_actions a WHERE a.match_id = m.id ORDER BY a.seq DESC LIMIT 1),
                0)
            ELSE m.action_count END AS action_count,
       m.status, m.outcome_json, m.seed, m.turns, m.result, m.first_seat, m.recency_ms
FROM matches m;

-- Whatever ends a match (its last entry, or the table filing it abandoned) first writes the
-- row's count and time from the log, so that an ended row needs no look into its log.
CREATE TRIGGER matches_settle_as_they_end
AFTER UPDATE OF status ON matches
WHEN OLD.status = 'in_progress' AND NEW.status <> 'in_progress'
BEGIN
    UPDATE matches
    SET action_count = coalesce(
            (SELECT a.seq + 1 FROM match_actions a WHERE a.match_id = NEW.id ORDER BY a.seq DESC LIMIT 1),
            0),
        updated_at_ms = max(updated_at_ms, coalesce(
            (SELECT a.at_ms FROM match_actions a WHERE a.match_id = NEW.id ORDER BY a.seq DESC LIMIT 1),
            updated_at_ms))
    WHERE id = NEW.id;
END;
