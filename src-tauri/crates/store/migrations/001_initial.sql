-- The first schema of the Tableside database. Never edit this file once it has shipped:
-- add 002_….sql instead.

-- Marks the file as Tableside's ("TBLS"), so that opening another program's SQLite file
-- is refused instead of adding our tables to it.
PRAGMA application_id = 1413631059;

-- Small facts about the database itself, e.g. the hash of the card data last loaded.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- One row per game with shipped data; `id` is the engine's game ID (`conjure`).
CREATE TABLE games (
    id   TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE formats (
    id          TEXT PRIMARY KEY NOT NULL,
    game        TEXT NOT NULL REFERENCES games (id),
    name        TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    min_players INTEGER NOT NULL CHECK (min_players >= 1),
    max_players INTEGER NOT NULL CHECK (max_players >= min_players),
    -- Exactly what a match of this format puts in its setup's `rules`.
    rules_json  TEXT NOT NULL,
    -- The order of the formats in their file, which is the order the home screen lists them.
    position    INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX formats_by_game ON formats (game, position);

-- `pk` is an explicit INTEGER PRIMARY KEY because the full-text index below refers to rows
-- by rowid, and VACUUM may renumber implicit rowids.
CREATE TABLE cards (
    pk              INTEGER PRIMARY KEY,
    id              TEXT NOT NULL UNIQUE,
    game            TEXT NOT NULL REFERENCES games (id),
    name            TEXT NOT NULL,
    kind            TEXT NOT NULL,
    text            TEXT NOT NULL DEFAULT '',
    sample          INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
    attributes_json TEXT NOT NULL DEFAULT '{}'
);

CREATE INDEX cards_by_game ON cards (game, name);

-- External-content index over card names and texts. `unicode61 remove_diacritics 2` rather
-- than `porter`: search-as-you-type sends prefixes, and a prefix of a word is not a prefix of
-- its stem ("harmoniz*" would miss the stem "harmon").
CREATE VIRTUAL TABLE cards_fts USING fts5 (
    name,
    text,
    content = 'cards',
    content_rowid = 'pk',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER cards_fts_after_insert AFTER INSERT ON cards BEGIN
    INSERT INTO cards_fts (rowid, name, text) VALUES (new.pk, new.name, new.text);
END;

CREATE TRIGGER cards_fts_after_delete AFTER DELETE ON cards BEGIN
    INSERT INTO cards_fts (cards_fts, rowid, name, text) VALUES ('delete', old.pk, old.name, old.text);
END;

CREATE TRIGGER cards_fts_after_update AFTER UPDATE ON cards BEGIN
    INSERT INTO cards_fts (cards_fts, rowid, name, text) VALUES ('delete', old.pk, old.name, old.text);
    INSERT INTO cards_fts (rowid, name, text) VALUES (new.pk, new.name, new.text);
END;

CREATE TABLE decks (
    id            INTEGER PRIMARY KEY,
    game          TEXT NOT NULL REFERENCES games (id),
    format        TEXT REFERENCES formats (id),
    name          TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    updated_at_ms INTEGER NOT NULL
);

CREATE INDEX decks_by_game ON decks (game, updated_at_ms DESC);

CREATE TABLE deck_cards (
    deck_id INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
    card_id TEXT NOT NULL REFERENCES cards (id),
    count   INTEGER NOT NULL CHECK (count > 0),
    PRIMARY KEY (deck_id, card_id)
) WITHOUT ROWID;

-- Lets SQLite check the foreign key quickly when a card row is deleted.
CREATE INDEX deck_cards_by_card ON deck_cards (card_id);

-- A match is its setup plus its action log. `game` and `format` are copies of the setup's for
-- listing; they do not refer to the games and formats tables, because a match must stay
-- loadable whatever happens to the shipped data (its setup carries the format's rules).
CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    game          TEXT NOT NULL,
    format        TEXT NOT NULL,
    setup_json    TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    updated_at_ms INTEGER NOT NULL,
    -- Log entries written, undo and redo included; also the next entry's `seq`.
    action_count  INTEGER NOT NULL DEFAULT 0 CHECK (action_count >= 0),
    status        TEXT NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'finished')),
    -- The engine's outcome after the last entry, NULL while the match goes on.
    outcome_json  TEXT
);

CREATE INDEX matches_by_recency ON matches (updated_at_ms DESC, id DESC);
CREATE INDEX matches_by_status ON matches (status, updated_at_ms DESC, id DESC);

CREATE TABLE match_actions (
    match_id    INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq >= 0),
    at_ms       INTEGER NOT NULL,
    action_json TEXT NOT NULL,
    -- The dice, coin and shuffle results the entry drew, as a JSON array.
    random_json TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
