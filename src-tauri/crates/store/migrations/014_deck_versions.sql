-- Deck versions and the maybe-board (src/deck_versions.rs).
--
-- A deck's maybe-board: cards being considered beside it, kept with it and saved with it,
-- never counted by the deck's check. Like the deck's own cards, they refer to the card data,
-- so a card update keeps the cards a deck holds.
CREATE TABLE deck_maybe_cards (
    deck_id INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
    card_id TEXT NOT NULL REFERENCES cards (id),
    count   INTEGER NOT NULL CHECK (count > 0),
    PRIMARY KEY (deck_id, card_id)
) WITHOUT ROWID;

CREATE INDEX deck_maybe_cards_by_card ON deck_maybe_cards (card_id);

-- Every save that changes a deck is a version of it, numbered from 1: its name, format and
-- cards as saved. A version is history: its cards do not refer to the card data, which may
-- drop a card later (the version then names it by its ID). `back_to` is the version a save
-- brought back, when the save was going back to one.
CREATE TABLE deck_versions (
    deck_id     INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL CHECK (version >= 1),
    saved_at_ms INTEGER NOT NULL,
    name        TEXT NOT NULL,
    format      TEXT,
    back_to     INTEGER,
    PRIMARY KEY (deck_id, version)
) WITHOUT ROWID;

-- `board` is 'deck' for the deck's cards and 'maybe' for its maybe-board.
CREATE TABLE deck_version_cards (
    deck_id INTEGER NOT NULL,
    version INTEGER NOT NULL,
    board   TEXT NOT NULL CHECK (board IN ('deck', 'maybe')),
    card_id TEXT NOT NULL,
    count   INTEGER NOT NULL CHECK (count > 0),
    PRIMARY KEY (deck_id, version, board, card_id),
    FOREIGN KEY (deck_id, version) REFERENCES deck_versions (deck_id, version) ON DELETE CASCADE
) WITHOUT ROWID;

-- The deck's version as it stands: the newest.
ALTER TABLE decks ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Every deck saved before versions is its version 1, as it stands.
INSERT INTO deck_versions (deck_id, version, saved_at_ms, name, format)
    SELECT id, 1, updated_at_ms, name, format FROM decks;
INSERT INTO deck_version_cards (deck_id, version, board, card_id, count)
    SELECT deck_id, 1, 'deck', card_id, count FROM deck_cards;

-- The version of its deck each seat played. NULL for a seat without a saved deck, and for
-- the matches played before decks had versions (which version they played is not known).
ALTER TABLE match_seats ADD COLUMN deck_version INTEGER;
