-- The values a card search filters on (`cost<=3`, `element:fire`, `kind:creature`), one row per
-- value of a card's field, as the card's game declares its fields (the engine's `card_query`).
-- A filter is then a range of the primary key, whatever the game, with no index per field.
--
-- `value` has no declared type, so a number is kept as an integer and a word as text, and a
-- range of numbers never takes in a word. The game is the card's own (the search joins
-- `cards`), so it is not repeated here. The store writes the rows with the card; a deleted
-- card's rows go with it (the trigger). The migration's step fills them for every card.
CREATE TABLE card_facets (
    field TEXT NOT NULL,
    value NOT NULL,
    pk    INTEGER NOT NULL,
    PRIMARY KEY (field, value, pk)
) WITHOUT ROWID;

-- A card written again replaces its rows, found through this.
CREATE INDEX card_facets_by_card ON card_facets (pk);

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
