//! The `match_seats` table and the history columns of `matches`: who sat where with which
//! deck, each match's filed result, and the history screen's page query.

use rusqlite::types::Value;
use rusqlite::{Connection, Row};
use tableside_engine::{MatchFacts, MatchResult};

use crate::error::{Result, StoreError};
use crate::records::{DeckId, MatchId, PlayerId};

/// One seat of a new match.
pub(crate) struct NewSeat<'a> {
    pub player: PlayerId,
    pub deck: Option<DeckId>,
    pub deck_name: Option<&'a str>,
    /// The version of the deck played.
    pub deck_version: Option<u32>,
}

pub(crate) fn insert_seats(conn: &Connection, id: MatchId, seats: &[NewSeat<'_>]) -> Result<()> {
    let mut insert = conn.prepare_cached(
        "INSERT INTO match_seats (match_id, seat, player_id, deck_id, deck_name, deck_version)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for (seat, new) in seats.iter().enumerate() {
        insert.execute((
            id.0,
            seat as i64,
            new.player.0,
            new.deck.map(|d| d.0),
            new.deck_name,
            new.deck_version,
        ))?;
    }
    Ok(())
}

/// Files `facts` for the match: its turns, result and first seat, and each seat's outcome and
/// whether it was on the play. Each part is written only when it changes, so that the usual
/// entry (a life total, a phase) costs two indexed reads that write nothing.
pub(crate) fn file_facts(conn: &Connection, id: MatchId, facts: &MatchFacts) -> Result<()> {
    let mut turns =
        conn.prepare_cached("UPDATE matches SET turns = ?2 WHERE id = ?1 AND turns IS NOT ?2")?;
    turns.execute((id.0, facts.turns))?;
    let first = facts.first_player.map(|seat| seat as i64);
    let mut result = conn.prepare_cached(
        "UPDATE matches SET result = ?2, first_seat = ?3,
             status = CASE WHEN ?2 = 'in_progress' THEN 'in_progress' ELSE 'finished' END
         WHERE id = ?1 AND (result IS NOT ?2 OR first_seat IS NOT ?3)",
    )?;
    if result.execute((id.0, facts.result.as_str(), first))? == 0 {
        return Ok(());
    }
    let winners = serde_json::to_string(&facts.winners).unwrap_or_else(|_| "[]".to_owned());
    let mut seats = conn.prepare_cached(
        "UPDATE match_seats
         SET on_play = (seat IS ?2),
             outcome = CASE
                 WHEN ?3 = 0 THEN NULL
                 WHEN ?4 = 1 THEN 'draw'
                 WHEN seat IN (SELECT value FROM json_each(?5)) THEN 'win'
                 ELSE 'loss' END
         WHERE match_id = ?1",
    )?;
    seats.execute((
        id.0,
        first,
        facts.result.is_decided(),
        facts.result == MatchResult::Draw,
        winners,
    ))?;
    Ok(())
}

/// Sets the match's result (and turns) as the table filed it (abandoned), or as a match that
/// no longer replays was filed before; the seats' outcomes are the caller's.
pub(crate) fn file_result(
    conn: &Connection,
    id: MatchId,
    result: MatchResult,
    turns: u32,
) -> Result<()> {
    let mut update = conn.prepare_cached(
        "UPDATE matches SET result = ?2, turns = ?3,
             status = CASE WHEN ?2 = 'in_progress' THEN 'in_progress' ELSE 'finished' END
         WHERE id = ?1",
    )?;
    update.execute((id.0, result.as_str(), turns))?;
    Ok(())
}

pub(crate) fn clear_seat_outcomes(conn: &Connection, id: MatchId) -> Result<()> {
    conn.execute(
        "UPDATE match_seats SET outcome = NULL WHERE match_id = ?1",
        [id.0],
    )?;
    Ok(())
}

pub(crate) fn has_seats(conn: &Connection, id: MatchId) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM match_seats WHERE match_id = ?1)",
        [id.0],
        |row| row.get(0),
    )?)
}

/// Matches an older version stored, not filed yet.
pub(crate) fn list_unfiled(conn: &Connection) -> Result<Vec<MatchId>> {
    let mut statement =
        conn.prepare("SELECT id FROM matches INDEXED BY matches_unfiled WHERE result IS NULL")?;
    let rows = statement.query_map([], |row| row.get(0).map(MatchId))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Stored matches with this seed, to recognise an imported file.
pub(crate) fn list_with_seed(conn: &Connection, seed: u64) -> Result<Vec<MatchId>> {
    let mut statement = conn.prepare_cached("SELECT id FROM matches WHERE seed = ?1")?;
    let rows = statement.query_map([seed as i64], |row| row.get(0).map(MatchId))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// What the history screen filters by; every field narrows, `None` does not.
#[derive(Default)]
pub(crate) struct PageFilter<'a> {
    pub game: Option<&'a str>,
    pub format: Option<&'a str>,
    pub player: Option<PlayerId>,
    pub deck: Option<DeckId>,
    pub result: Option<MatchResult>,
    pub from_ms: Option<i64>,
    pub to_ms: Option<i64>,
    /// A folded name fragment: a player's or a deck's name holds it.
    pub search: Option<String>,
    /// Only matches older than this one (keyset paging): `(created_at_ms, id)`.
    pub before: Option<(i64, MatchId)>,
    /// Only this match.
    pub only: Option<MatchId>,
}

/// One match of a history page.
pub(crate) struct PageRow {
    pub id: MatchId,
    pub game: String,
    pub format: String,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
    pub action_count: u32,
    pub result: MatchResult,
    pub turns: u32,
}

/// Up to `limit` filed matches newest first. Only the filters in use are in the SQL, so that
/// SQLite picks the index that fits (the game's, or the start time's with the limit).
pub(crate) fn list_page(
    conn: &Connection,
    filter: &PageFilter<'_>,
    limit: u32,
) -> Result<Vec<PageRow>> {
    let mut clauses = vec!["m.result IS NOT NULL".to_owned()];
    let mut params: Vec<Value> = Vec::new();
    // Numbers each `?` of `clause` after the parameters bound so far.
    let mut bind = |clause: &str, values: Vec<Value>, params: &mut Vec<Value>| {
        let mut pieces = clause.split('?');
        let mut numbered = pieces.next().unwrap_or_default().to_owned();
        for (piece, value) in pieces.zip(values) {
            params.push(value);
            numbered.push_str(&format!("?{}{piece}", params.len()));
        }
        clauses.push(numbered);
    };
    if let Some(game) = filter.game {
        bind("m.game = ?", vec![game.to_owned().into()], &mut params);
    }
    if let Some(format) = filter.format {
        bind("m.format = ?", vec![format.to_owned().into()], &mut params);
    }
    if let Some(result) = filter.result {
        bind(
            "m.result = ?",
            vec![result.as_str().to_owned().into()],
            &mut params,
        );
    }
    if let Some(from) = filter.from_ms {
        bind("m.created_at_ms >= ?", vec![from.into()], &mut params);
    }
    if let Some(to) = filter.to_ms {
        bind("m.created_at_ms < ?", vec![to.into()], &mut params);
    }
    if let Some(player) = filter.player {
        bind(
            "m.id IN (SELECT match_id FROM match_seats WHERE player_id = ?)",
            vec![player.0.into()],
            &mut params,
        );
    }
    if let Some(deck) = filter.deck {
        bind(
            "m.id IN (SELECT match_id FROM match_seats WHERE deck_id = ?)",
            vec![deck.0.into()],
            &mut params,
        );
    }
    if let Some(search) = &filter.search {
        let pattern = format!("%{}%", search.replace(['%', '_', '\\'], ""));
        bind(
            "EXISTS (SELECT 1 FROM match_seats s JOIN players p ON p.id = s.player_id
                     WHERE s.match_id = m.id AND (p.name_key LIKE ? OR lower(s.deck_name) LIKE ?))",
            vec![pattern.clone().into(), pattern.into()],
            &mut params,
        );
    }
    if let Some((at, id)) = filter.before {
        bind(
            "(m.created_at_ms, m.id) < (?, ?)",
            vec![at.into(), id.0.into()],
            &mut params,
        );
    }
    if let Some(id) = filter.only {
        bind("m.id = ?", vec![id.0.into()], &mut params);
    }
    params.push(i64::from(limit).into());
    let sql = format!(
        "SELECT m.id, m.game, m.format, m.created_at_ms, m.updated_at_ms, m.action_count, m.result, m.turns
         FROM matches_now m WHERE {} ORDER BY m.created_at_ms DESC, m.id DESC LIMIT ?{}",
        clauses.join(" AND "),
        params.len()
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let rows = statement.query_map(rusqlite::params_from_iter(params), read_page_row)?;
    let rows: Vec<rusqlite::Result<(PageRow, String)>> = rows.collect();
    rows.into_iter()
        .map(|row| {
            let (mut page_row, result) = row?;
            page_row.result = MatchResult::parse(&result)
                .ok_or_else(|| StoreError::bad_row("match result", format!("`{result}`")))?;
            Ok(page_row)
        })
        .collect()
}

fn read_page_row(row: &Row<'_>) -> rusqlite::Result<(PageRow, String)> {
    Ok((
        PageRow {
            id: MatchId(row.get(0)?),
            game: row.get(1)?,
            format: row.get(2)?,
            created_at_ms: row.get(3)?,
            updated_at_ms: row.get(4)?,
            action_count: row.get(5)?,
            result: MatchResult::InProgress,
            turns: row.get(7)?,
        },
        row.get(6)?,
    ))
}

/// A seat as history shows it.
pub(crate) struct SeatRow {
    pub match_id: MatchId,
    pub seat: usize,
    pub player: PlayerId,
    pub name: String,
    pub deck: Option<DeckId>,
    pub deck_name: Option<String>,
    pub deck_version: Option<u32>,
    pub outcome: Option<String>,
    pub on_play: bool,
}

/// The seats of `matches`, by match then seat.
pub(crate) fn list_seats(conn: &Connection, matches: &[MatchId]) -> Result<Vec<SeatRow>> {
    let ids = serde_json::to_string(&matches.iter().map(|m| m.0).collect::<Vec<_>>())
        .unwrap_or_else(|_| "[]".to_owned());
    let mut statement = conn.prepare_cached(
        "SELECT s.match_id, s.seat, s.player_id, p.name, s.deck_id, s.deck_name, s.outcome, s.on_play,
                s.deck_version
         FROM json_each(?1) j
         JOIN match_seats s ON s.match_id = j.value
         JOIN players p ON p.id = s.player_id
         ORDER BY s.match_id, s.seat",
    )?;
    let rows = statement.query_map([ids], |row| {
        Ok(SeatRow {
            match_id: MatchId(row.get(0)?),
            seat: row.get::<_, i64>(1)? as usize,
            player: PlayerId(row.get(2)?),
            name: row.get(3)?,
            deck: row.get::<_, Option<i64>>(4)?.map(DeckId),
            deck_name: row.get(5)?,
            outcome: row.get(6)?,
            on_play: row.get(7)?,
            deck_version: row.get(8)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
