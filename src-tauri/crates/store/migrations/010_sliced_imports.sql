-- A card import the app writes in slices, each its own short transaction, so that a table's taps
-- are written between them instead of waiting for the whole list (src/card_import.rs). Until the
-- last slice, the rows already written are hidden: every read of the cards keeps to the rows
-- numbered up to `visible_up_to`, the highest `pk` when the import began. Publishing the import
-- deletes this row, in the transaction that writes its last slice; an import that did not
-- finish (the app was killed) is removed at the next open, its rows with it.
CREATE TABLE card_import_pending (
    only          INTEGER PRIMARY KEY CHECK (only = 1),
    visible_up_to INTEGER NOT NULL
);
