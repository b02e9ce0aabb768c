-- Each card's fields stored once, and Chinese found inside names and texts (src/queries/cards.rs).
--
-- A game keeps its whole card model as a card's attributes, so `attributes_json` repeated the
-- ID, name, kind and text the row has as columns. Those attributes are now lifted out of the
-- stored JSON and put back when the card is read: `layout` names which attribute holds which
-- column (NULL: the attributes are stored whole, as every row written before this migration
-- until the migration's own step rewrites it, in the same transaction).
CREATE TABLE card_layouts (
    id     INTEGER PRIMARY KEY,
    -- A JSON object: attribute name -> the column it repeats (`id`, `name`, `kind` or `text`).
    lifted TEXT NOT NULL UNIQUE
);
-- Not a foreign key: only the store writes it, and every card write would otherwise look it up.
ALTER TABLE cards ADD COLUMN layout INTEGER;

-- The full-text index again, now contentless: it keeps the words, not a copy of the names and
-- texts, and the store writes each card's entry with the card, in the form the search reads
-- (each Han or kana character a word of its own, which `unicode61` alone leaves joined). Only
-- the removal of a deleted card is a trigger. The migration's step indexes every card.
DROP TRIGGER cards_fts_after_insert;
DROP TRIGGER cards_fts_after_update;
DROP TRIGGER cards_fts_after_delete;
DROP TABLE cards_fts;
CREATE VIRTUAL TABLE cards_fts USING fts5 (
    name,
    text,
    content = '',
    contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);

CREATE TRIGGER cards_fts_after_delete AFTER DELETE ON cards BEGIN
    DELETE FROM cards_fts WHERE rowid = old.pk;
END;
