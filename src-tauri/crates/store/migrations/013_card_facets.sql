-- The values a card search filters on (`cost<=3`, `element:fire`, `kind:creature`), one row per
-- value of a card's field, as the card's game declares its fields (the engine's `card_query`).
-- A search reads them into memory as a set of cards per value (`search_index.rs`), reading
-- the whole table once, so the table is keyed by card alone: a card written again replaces
-- its rows, and a deleted card's go with it (the trigger), through the key's first column.
--
-- `value` has no declared type, so a number is kept as an integer and a word as text. The
-- game is the card's own, not repeated here. The migration's step fills the rows for every
-- card.
CREATE TABLE card_facets (
    pk    INTEGER NOT NULL,
    field TEXT NOT NULL,
    value NOT NULL,
    PRIMARY KEY (pk, field, value)
) WITHOUT ROWID;

CREATE TRIGGER card_facets_after_delete AFTER DELETE ON cards BEGIN
    DELETE FROM card_facets WHERE pk = old.pk;
END;

-- How many times the cards have changed: a search keeps its index of the facets in memory
-- while this is what it was (`search_index.rs`), whichever connection wrote the change. The
-- store adds one in the transaction of every change to the cards.
CREATE TABLE card_writes (
    only    INTEGER PRIMARY KEY CHECK (only = 1),
    version INTEGER NOT NULL
);
INSERT INTO card_writes (only, version) VALUES (1, 0);
