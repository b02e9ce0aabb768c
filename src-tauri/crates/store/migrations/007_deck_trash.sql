-- A deleted deck waits in the trash until the next deck is deleted, so that a delete can be
-- undone. While it waits it is listed nowhere and no new match can pick it; the seats of
-- matches that played it keep their link until it is gone for good (then its name stays).
ALTER TABLE decks ADD COLUMN deleted_at_ms INTEGER;
