-- The form of what the store derives from its cards (the full-text index entries, the facets),
-- kept in `meta` (src/card_derived.rs): the store derives them again, with its own code, when
-- the form it finds is not its own. A database that ran every earlier migration has them in
-- today's form, and is marked so; one whose migrations 006, 009 or 013 ran in this same
-- transaction had them marked stale, which this leaves as it is.
INSERT OR IGNORE INTO meta (key, value) VALUES ('cards_derived', '1');
