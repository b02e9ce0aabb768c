-- A match shared over the local network (src/sharing.rs). The rows live while sharing is on, so
-- that an app killed and started again serves the same match at the same address with the same
-- tokens, and the devices reconnect by themselves. Ending sharing deletes them, and with them
-- every token.

-- The shared match: its join token (in the QR code and the short address) and the port it was
-- served on. One table is shared at a time.
CREATE TABLE shared_tables (
    match_id      INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    join_token    TEXT NOT NULL,
    port          INTEGER NOT NULL CHECK (port BETWEEN 0 AND 65535),
    started_at_ms INTEGER NOT NULL
);

-- A seat a device took, and the token that acts for that seat alone.
CREATE TABLE shared_seats (
    match_id    INTEGER NOT NULL REFERENCES shared_tables (match_id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    token       TEXT NOT NULL UNIQUE,
    taken_at_ms INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;

-- The key a device gave an action, written in the entry's own transaction: an action sent
-- again after a reconnect is found here and answered, never applied twice.
CREATE TABLE action_keys (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    key      TEXT NOT NULL,
    seq      INTEGER NOT NULL CHECK (seq >= 0),
    PRIMARY KEY (match_id, key)
) WITHOUT ROWID;
