//! The `cards` table and its full-text index `cards_fts` (kept in step by triggers).

use rusqlite::{Connection, OptionalExtension, Row};
use tableside_engine::GameId;

use super::{parse_game, parse_json, to_json};
use crate::catalog::CardInfo;
use crate::error::Result;

const COLUMNS: &str = "c.id, c.game, c.name, c.kind, c.text, c.sample, c.attributes_json";

/// A row as stored, before its game and attributes are parsed.
struct CardRow {
    id: String,
    game: String,
    name: String,
    kind: String,
    text: String,
    sample: bool,
    attributes_json: String,
}

impl CardRow {
    fn read(row: &Row<'_>) -> rusqlite::Result<CardRow> {
        Ok(CardRow {
            id: row.get(0)?,
            game: row.get(1)?,
            name: row.get(2)?,
            kind: row.get(3)?,
            text: row.get(4)?,
            sample: row.get(5)?,
            attributes_json: row.get(6)?,
        })
    }

    fn into_info(self) -> Result<CardInfo> {
        Ok(CardInfo {
            game: parse_game(&self.game)?,
            id: self.id,
            name: self.name,
            kind: self.kind,
            text: self.text,
            sample: self.sample,
            attributes: parse_json("card's attributes", &self.attributes_json)?,
        })
    }
}

pub(crate) fn upsert_card(conn: &Connection, card: &CardInfo) -> Result<()> {
    // ON CONFLICT … DO UPDATE keeps the row's `pk`, which the full-text index refers to.
    conn.execute(
        "INSERT INTO cards (id, game, name, kind, text, sample, attributes_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (id) DO UPDATE SET
             game = excluded.game, name = excluded.name, kind = excluded.kind,
             text = excluded.text, sample = excluded.sample, attributes_json = excluded.attributes_json",
        (
            &card.id,
            card.game.as_str(),
            &card.name,
            &card.kind,
            &card.text,
            card.sample,
            to_json(&card.attributes),
        ),
    )?;
    Ok(())
}

pub(crate) fn get_card(conn: &Connection, id: &str) -> Result<Option<CardInfo>> {
    let sql = format!("SELECT {COLUMNS} FROM cards c WHERE c.id = ?1");
    let row = conn.query_row(&sql, [id], CardRow::read).optional()?;
    row.map(CardRow::into_info).transpose()
}

/// The first `limit` cards of a game by name.
pub(crate) fn list_cards(conn: &Connection, game: GameId, limit: u32) -> Result<Vec<CardInfo>> {
    let sql =
        format!("SELECT {COLUMNS} FROM cards c WHERE c.game = ?1 ORDER BY c.name, c.id LIMIT ?2");
    let mut statement = conn.prepare(&sql)?;
    let rows = statement.query_map((game.as_str(), limit), CardRow::read)?;
    rows.map(|row| row?.into_info()).collect()
}

/// Cards of `game` matching an FTS5 query, best first: bm25 with a name match weighing ten
/// times a text match, then by name for equal scores. `fts_query` must come from
/// [`crate::search::prefix_query`], never from user text directly.
pub(crate) fn search_cards(
    conn: &Connection,
    game: GameId,
    fts_query: &str,
    limit: u32,
) -> Result<Vec<CardInfo>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM cards_fts
         JOIN cards c ON c.pk = cards_fts.rowid
         WHERE cards_fts MATCH ?1 AND c.game = ?2
         ORDER BY bm25(cards_fts, 10.0, 1.0), c.name, c.id
         LIMIT ?3"
    );
    let mut statement = conn.prepare(&sql)?;
    let rows = statement.query_map((fts_query, game.as_str(), limit), CardRow::read)?;
    rows.map(|row| row?.into_info()).collect()
}

/// Marks a card as imported by a player, so that the shipped-data sync never retires it.
pub(crate) fn mark_imported(conn: &Connection, id: &str) -> Result<()> {
    conn.execute("UPDATE cards SET imported = 1 WHERE id = ?1", [id])?;
    Ok(())
}

/// Deletes the cards whose IDs are not in `keep`, except those a deck still holds and those a
/// player imported. Returns how many were deleted.
pub(crate) fn delete_cards_except(conn: &Connection, keep: &[&str]) -> Result<usize> {
    Ok(conn.execute(
        "DELETE FROM cards
         WHERE id NOT IN (SELECT value FROM json_each(?1))
           AND id NOT IN (SELECT card_id FROM deck_cards)
           AND imported = 0",
        [to_json(&keep)],
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queries::games::upsert_game;
    use crate::search::prefix_query;
    use crate::Store;

    fn card(id: &str, name: &str, text: &str) -> CardInfo {
        CardInfo {
            id: id.to_owned(),
            game: GameId::Conjure,
            name: name.to_owned(),
            kind: "quest".to_owned(),
            text: text.to_owned(),
            sample: true,
            attributes: serde_json::json!({}),
        }
    }

    fn store_with(cards: &[CardInfo]) -> Store {
        let store = Store::open_in_memory().expect("opens");
        upsert_game(&store.conn, GameId::Conjure, "Conjure The Chaos").expect("writes");
        for card in cards {
            upsert_card(&store.conn, card).expect("writes");
        }
        store
    }

    fn search(store: &Store, query: &str) -> Vec<String> {
        let fts = prefix_query(query).expect("a query with words");
        search_cards(&store.conn, GameId::Conjure, &fts, 10)
            .expect("searches")
            .into_iter()
            .map(|c| c.id)
            .collect()
    }

    #[test]
    fn a_name_match_ranks_above_a_text_match() {
        let store = store_with(&[
            card("conjure-a", "Quiet Grove", "Gain a fire crystal."),
            card("conjure-b", "Fire Tower", "A tower."),
        ]);
        assert_eq!(search(&store, "fir"), vec!["conjure-b", "conjure-a"]);
    }

    #[test]
    fn every_typed_word_must_match_as_a_prefix() {
        let store = store_with(&[
            card("conjure-a", "Unstoppable Force", "Deal ten damage."),
            card("conjure-b", "Unstoppable Wall", "Block."),
        ]);
        assert_eq!(search(&store, "unst for"), vec!["conjure-a"]);
    }

    #[test]
    fn diacritics_do_not_matter() {
        let store = store_with(&[card("conjure-a", "Café Crystal", "")]);
        assert_eq!(search(&store, "cafe"), vec!["conjure-a"]);
        assert_eq!(search(&store, "CAFÉ"), vec!["conjure-a"]);
    }

    #[test]
    fn an_updated_card_is_found_by_its_new_text_only() {
        let store = store_with(&[card("conjure-a", "Old Name", "")]);
        upsert_card(&store.conn, &card("conjure-a", "New Name", "")).expect("writes");
        assert_eq!(search(&store, "new"), vec!["conjure-a"]);
        assert!(
            search(&store, "old").is_empty(),
            "the index dropped the old name"
        );
    }

    #[test]
    fn a_deleted_card_leaves_the_index() {
        let store = store_with(&[card("conjure-a", "Gone", ""), card("conjure-b", "Kept", "")]);
        assert_eq!(
            delete_cards_except(&store.conn, &["conjure-b"]).expect("deletes"),
            1
        );
        assert!(search(&store, "gone").is_empty());
        assert_eq!(get_card(&store.conn, "conjure-a").expect("reads"), None);
        assert!(get_card(&store.conn, "conjure-b").expect("reads").is_some());
    }

    #[test]
    fn listing_is_by_name_and_limited() {
        let store = store_with(&[
            card("conjure-a", "B", ""),
            card("conjure-b", "A", ""),
            card("conjure-c", "C", ""),
        ]);
        let names: Vec<String> = list_cards(&store.conn, GameId::Conjure, 2)
            .expect("reads")
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(names, vec!["A", "B"]);
    }
}
