-- The cards a player owns (src/collection.rs): how many copies, per game. Keyed by the card's
-- ID, not a reference to the card data: a collection outlives a card update that drops a card,
-- and a card that comes back is owned again.
CREATE TABLE owned_cards (
    game    TEXT NOT NULL REFERENCES games (id),
    card_id TEXT NOT NULL,
    count   INTEGER NOT NULL CHECK (count > 0),
    PRIMARY KEY (game, card_id)
) WITHOUT ROWID;
