-- Who this database is. SQLite replays whatever write-ahead log lies beside a database file,
-- also one copied there from another device or left by another program. Every write
-- transaction of the store bumps `writes`, so each transaction in a Tableside log carries
-- this row, and opening can tell the file's own log from a stranger's (src/journal.rs).
CREATE TABLE store_identity (
    only        INTEGER PRIMARY KEY CHECK (only = 1),
    database_id TEXT NOT NULL,
    writes      INTEGER NOT NULL CHECK (writes >= 0)
);

INSERT INTO store_identity (only, database_id, writes)
VALUES (1, lower(hex(randomblob(16))), 0);
