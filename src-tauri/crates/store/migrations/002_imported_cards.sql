-- Cards a player imported from a card list. The shipped-data sync retires cards that are no
-- longer shipped; an imported card was never shipped, so it must survive every sync.
ALTER TABLE cards ADD COLUMN imported INTEGER NOT NULL DEFAULT 0 CHECK (imported IN (0, 1));
