//! The keeper of a joined table: a connection of this app's own to the host's table, which
//! follows its match and keeps it in this app's history once it is finished.
//!
//! It asks the host what any device may ask (`join_table`, `table_since`, `export_match`),
//! each call built from the command list's own arguments and read as its own answer
//! (`commands::call`), and is told of every change as any device is. A match finished, then
//! undone and finished again, is kept once, as it ended. The host's next match at the table
//! (a rematch) is followed in turn. A lost connection is made again, until the window closes.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use serde::de::DeserializeOwned;
use tableside_engine::{MatchFile, MatchUpdate};
use tableside_share::{ClientError, JoinAddress, TableClient};
use tableside_store::MatchId;

use tableside_core::commands::{call, Command};
use tableside_core::ipc::{ErrorCode, IpcError};
use tableside_core::sharing::TableNotice;

/// Where a finished match is kept.
pub trait KeepCopy: Send + Sync + 'static {
    /// Keeps `file` in place of the copy `replacing`: the copy's ID.
    fn keep(&self, file: &MatchFile, replacing: Option<MatchId>) -> Result<MatchId, IpcError>;
}

/// What the keeper knows of one of the host's matches.
#[derive(Default)]
struct Followed {
    /// Entries of its log already seen.
    seen: u32,
    /// The copy kept here, and the length of the log it was kept at.
    kept: Option<(MatchId, u32)>,
}

/// Follows the table at `address` and keeps its finished matches through `keeper`, until the
/// host stops sharing the table (it closes the connection with `CLOSE_ENDED`) or no longer
/// admits its join address (sharing ended and another table is shared there). Runs until then,
/// or until the task is dropped.
pub async fn keep_table(address: JoinAddress, keeper: Arc<dyn KeepCopy>) {
    let mut matches: HashMap<MatchId, Followed> = HashMap::new();
    let mut attempt = 0u32;
    loop {
        match follow(&address, &keeper, &mut matches, &mut attempt).await {
            Err(ClientError::Refused(401) | ClientError::Ended) => return,
            // Lost, unreachable or full: the host may be starting again, or the Wi-Fi back soon.
            Err(_) => {
                tokio::time::sleep(retry_delay(attempt)).await;
                attempt = attempt.saturating_add(1);
            }
        }
    }
}

/// How long to wait before connecting again, growing to a cap, as a phone does.
fn retry_delay(attempt: u32) -> Duration {
    Duration::from_millis((250u64 << attempt.min(5)).min(5_000))
}

/// One connection: follows the table until the connection fails.
async fn follow(
    address: &JoinAddress,
    keeper: &Arc<dyn KeepCopy>,
    matches: &mut HashMap<MatchId, Followed>,
    attempt: &mut u32,
) -> Result<std::convert::Infallible, ClientError> {
    let mut client = TableClient::connect(address, None, true).await?;
    *attempt = 0;
    let mut table = shared_match(&mut client).await?;
    // The change a notice carried, when it follows what was seen: nothing to ask then.
    let mut carried: Option<MatchUpdate> = None;
    loop {
        let answer = match carried.take() {
            Some(update) => Ok(update),
            None => {
                let seen = matches.entry(table).or_default().seen;
                let asked = call::table_since {
                    id: table,
                    seen,
                    wait: false,
                };
                ask(&mut client, &asked).await?.map(|change| change.update)
            }
        };
        match answer {
            Ok(update) => {
                let log_len = update.log_len;
                let followed = matches.entry(table).or_default();
                followed.seen = log_len;
                let finished = update.outcome.is_some();
                let kept_now = followed.kept.is_some_and(|(_, at)| at == log_len);
                if finished && !kept_now {
                    let replacing = followed.kept.map(|(copy, _)| copy);
                    if let Some(copy) = keep(&mut client, keeper, table, replacing).await? {
                        matches.entry(table).or_default().kept = Some((copy, log_len));
                    }
                }
            }
            // The host moved the table on to its next match.
            Err(Some(error)) if error.code == ErrorCode::ShareOtherMatch => {
                table = shared_match(&mut client).await?;
                continue;
            }
            // Sharing is stopping, or the store is busy: the next notice says when to ask again.
            Err(_) => {}
        }
        (table, carried) = next_change(&mut client, table, matches).await?;
    }
}

/// Asks the host to run the command `asked` calls, with its arguments: its answer read as the
/// command's answer type, or its error (`None` when the error is not one this build reads, as
/// from a newer host).
async fn ask<C>(
    client: &mut TableClient,
    asked: &C,
) -> Result<Result<C::Answer, Option<IpcError>>, ClientError>
where
    C: Command,
    C::Answer: DeserializeOwned,
{
    let command = C::NAME;
    // The arguments are the command list's own types, which write as JSON objects; one that
    // did not would be this build's fault, and is told as the call it spoiled.
    let args = serde_json::to_value(asked).map_err(|error| {
        ClientError::Garbled(format!("`{command}` could not be asked: {error}"))
    })?;
    match client.ask(command, args).await? {
        Ok(answer) => serde_json::from_value(answer)
            .map(Ok)
            .map_err(|error| ClientError::Garbled(format!("`{command}` answered: {error}"))),
        Err(error) => Ok(Err(serde_json::from_value(error).ok())),
    }
}

/// The match the host shares now.
async fn shared_match(client: &mut TableClient) -> Result<MatchId, ClientError> {
    match ask(client, &call::join_table {}).await? {
        Ok(invite) => Ok(invite.match_id),
        Err(error) => Err(ClientError::Garbled(format!(
            "the host would not say its table: {}",
            error.map_or_else(
                || "an error this build does not read".to_owned(),
                |e| e.message
            )
        ))),
    }
}

/// Waits until the host says the table changed: the match to ask about then, and the change
/// itself when the notice carried the one entry after those seen.
async fn next_change(
    client: &mut TableClient,
    table: MatchId,
    matches: &HashMap<MatchId, Followed>,
) -> Result<(MatchId, Option<MatchUpdate>), ClientError> {
    let seen = matches.get(&table).map_or(0, |followed| followed.seen);
    loop {
        // A notice this build does not read (a newer host's) is passed over.
        let Ok(notice) = serde_json::from_value::<TableNotice>(client.notice().await?) else {
            continue;
        };
        match notice {
            TableNotice::Changed {
                match_id,
                log,
                update,
                ..
            } if match_id == table && log != seen => {
                let next = seen + 1;
                let follows = |update: &MatchUpdate| log == next && update.log_len == next;
                let update = update.map(|update| update.into_owned()).filter(follows);
                return Ok((table, update));
            }
            TableNotice::Moved { match_id } => return Ok((match_id, None)),
            // Notices were missed: ask what the table is now.
            TableNotice::Behind => return Ok((table, None)),
            TableNotice::Changed { .. } | TableNotice::Seats => {}
        }
    }
}

/// Asks the host for the finished match's file and keeps it here: the copy's ID, or `None`
/// when the host would not give it (it is asked again at the next change).
async fn keep(
    client: &mut TableClient,
    keeper: &Arc<dyn KeepCopy>,
    table: MatchId,
    replacing: Option<MatchId>,
) -> Result<Option<MatchId>, ClientError> {
    let Ok(file) = ask(client, &call::export_match { id: table }).await? else {
        return Ok(None);
    };
    let keeper = Arc::clone(keeper);
    // The store is written on a blocking thread, as every command is.
    let kept = tokio::task::spawn_blocking(move || keeper.keep(&file, replacing))
        .await
        .ok()
        .and_then(Result::ok);
    Ok(kept)
}

#[cfg(test)]
mod tests {
    #[test]
    fn retries_come_sooner_first_and_never_wait_more_than_five_seconds() {
        let delays: Vec<u128> = (0..10).map(|n| super::retry_delay(n).as_millis()).collect();
        assert_eq!(delays[..6], [250, 500, 1000, 2000, 4000, 5000]);
        assert!(delays.iter().all(|ms| *ms <= 5_000));
    }
}
