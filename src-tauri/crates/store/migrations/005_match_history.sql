-- Match history (src/history.rs, src/roster.rs, src/stats.rs): who sat where with which deck,
-- and each match's facts, filed when it is created and after every entry, so that the history
-- screen and the statistics read rows instead of replaying logs.

-- The people at the table: typed once, picked after. `name_key` is the name folded as card
-- search folds it (lowercase, no diacritics, single spaces): one entry per person.
CREATE TABLE players (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL CHECK (length(trim(name)) > 0),
    name_key      TEXT NOT NULL UNIQUE,
    created_at_ms INTEGER NOT NULL
);

CREATE TABLE match_seats (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    player_id INTEGER NOT NULL REFERENCES players (id),
    -- The saved deck the seat played, if any; its name at set-up stays when it is deleted.
    deck_id   INTEGER REFERENCES decks (id) ON DELETE SET NULL,
    deck_name TEXT,
    -- 'win', 'loss' or 'draw' once the match is decided; NULL before, and when abandoned.
    outcome   TEXT CHECK (outcome IN ('win', 'loss', 'draw')),
    -- 1 for the seat that took the first turn ("on the play").
    on_play   INTEGER NOT NULL DEFAULT 0 CHECK (on_play IN (0, 1)),
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;

CREATE INDEX match_seats_by_player ON match_seats (player_id, match_id);
CREATE INDEX match_seats_by_deck ON match_seats (deck_id, match_id) WHERE deck_id IS NOT NULL;

-- NULL until filed: rows an older version wrote are filed (by replaying them) at the next open.
ALTER TABLE matches ADD COLUMN result TEXT
    CHECK (result IN ('in_progress', 'won', 'draw', 'conceded', 'abandoned'));
ALTER TABLE matches ADD COLUMN turns INTEGER NOT NULL DEFAULT 0;
-- The seat that took the first turn, as filed on the seats (`on_play`): kept here too so
-- that an entry which changes neither it nor the result leaves the seats unwritten.
ALTER TABLE matches ADD COLUMN first_seat INTEGER;

-- Newest first, on its own and within a game.
CREATE INDEX matches_by_start ON matches (created_at_ms DESC, id DESC);
CREATE INDEX matches_by_game_start ON matches (game, created_at_ms DESC, id DESC);
-- The rows still to file, found at once at every open.
CREATE INDEX matches_unfiled ON matches (id) WHERE result IS NULL;
-- A match's seed is drawn at random for it: an imported file with a stored match's seed is
-- compared with that match to recognise it. Copied out of the setup once here (a row whose
-- setup does not read keeps none), and written with every new match.
ALTER TABLE matches ADD COLUMN seed INTEGER;
UPDATE matches SET seed = json_extract(setup_json, '$.seed') WHERE json_valid(setup_json);
CREATE INDEX matches_by_seed ON matches (seed);
