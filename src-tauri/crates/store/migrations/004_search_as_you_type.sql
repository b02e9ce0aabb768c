-- Search as you type over large card pools (src/queries/cards.rs, search_cards).
--
-- `name_key` is the card's name folded as the search folds what is typed (lowercase, without
-- diacritics, words joined by single spaces), written by the store with every card; names
-- that start with the typed text are then an index range, read in name order and cut at the
-- limit. Rows written before this migration are keyed by the store when it next opens.
ALTER TABLE cards ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
CREATE INDEX cards_by_name_key ON cards (game, name_key);
-- The cards still to key, found at once at every open (a key is never empty once written).
CREATE INDEX cards_unkeyed ON cards (pk) WHERE name_key = '';

-- The full-text index again, now with prefix indexes of 1, 2 and 3 characters: a one-letter
-- prefix reads its own posting list instead of merging those of every word it begins.
DROP TABLE cards_fts;
CREATE VIRTUAL TABLE cards_fts USING fts5 (
    name,
    text,
    content = 'cards',
    content_rowid = 'pk',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);
INSERT INTO cards_fts (cards_fts) VALUES ('rebuild');
