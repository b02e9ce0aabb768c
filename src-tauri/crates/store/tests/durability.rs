//! An action the store acknowledged survives the process being killed the next instant.
//!
//! The test runs its own binary again as a child that appends actions to a file database and
//! prints each one it got `Ok` for, kills the child with SIGKILL partway, and checks the
//! database: every acknowledged entry is there, and the match still replays.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};
use tableside_store::{MatchId, Store};

/// Set in the child's environment to the database path it writes to.
const CHILD_DB: &str = "TABLESIDE_DURABILITY_CHILD_DB";
/// How many acknowledgements the parent waits for before the kill.
const ACKS_BEFORE_KILL: usize = 150;
/// The child stops by itself after this many, should the parent never kill it.
const CHILD_MAX_APPENDS: u32 = 20_000;
/// Set in the child's environment when it goes on with the match already in the database.
const CHILD_CONTINUES: &str = "TABLESIDE_DURABILITY_CHILD_CONTINUES";
/// How many times the loop kills a child during its appends.
const KILLS: u32 = 100;

fn setup() -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules: serde_json::Value::Null,
    }
}

fn play(action: conjure::Action) -> Action {
    Action::Play {
        play: GameAction::Conjure(action),
    }
}

#[test]
fn acknowledged_actions_survive_a_kill() {
    if let Some(path) = std::env::var_os(CHILD_DB) {
        append_until_killed(Path::new(&path));
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("killed.sqlite3");
    let acked = kill_after_acks(
        "acknowledged_actions_survive_a_kill",
        &path,
        false,
        ACKS_BEFORE_KILL,
    );

    let (id, last_acked) = acked.expect("the child acknowledged actions");
    let store = Store::open(&path).expect("the database opens after the kill");
    let loaded = store
        .load_match(MatchId(id))
        .expect("the match replays after the kill");
    let written = loaded.log().len() as u32;
    assert!(
        written > last_acked,
        "entry {last_acked} was acknowledged but only {written} entries are stored"
    );
    let summary = store.list_matches(1).expect("lists").remove(0);
    assert_eq!(
        summary.action_count, written,
        "the match row and its log agree"
    );
}

/// A hundred children in turn append to one match and are killed after a few acknowledgements
/// each, at whatever point of an append the kill lands. After every kill the database opens
/// with its own write-ahead log trusted, and holds every acknowledged entry.
#[test]
fn a_hundred_kills_at_random_moments_lose_nothing() {
    if let Some(path) = std::env::var_os(CHILD_DB) {
        if std::env::var_os(CHILD_CONTINUES).is_some() {
            append_until_killed(Path::new(&path));
        }
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("killed-often.sqlite3");
    let mut last_acked: Option<(i64, u32)> = None;
    for kill in 0..KILLS {
        // 1 to 23 acknowledgements, spread over the loop, then the kill.
        let wanted = 1 + (kill as usize * 7) % 23;
        let test = "a_hundred_kills_at_random_moments_lose_nothing";
        last_acked = kill_after_acks(test, &path, true, wanted).or(last_acked);

        let (id, acked) = last_acked.expect("the child acknowledged actions");
        let store = Store::open(&path).expect("the database opens after the kill");
        assert_eq!(
            store.journal_check(),
            &tableside_store::JournalCheck::Trusted,
            "kill {kill}: the database's own log is trusted"
        );
        let written = store
            .load_match(MatchId(id))
            .expect("the match replays after the kill")
            .log()
            .len() as u32;
        assert!(
            written > acked,
            "kill {kill}: entry {acked} was acknowledged but only {written} entries are stored"
        );
    }
}

/// Runs this test binary's `test` again as a child appending to the database at `path` (going
/// on with its match when `continues`), SIGKILLs it right after its `wanted`-th acknowledged
/// append, and returns the last acknowledged (match ID, entry).
fn kill_after_acks(test: &str, path: &Path, continues: bool, wanted: usize) -> Option<(i64, u32)> {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut command = Command::new(exe);
    command
        .args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env(CHILD_DB, path)
        .stdout(Stdio::piped());
    if continues {
        command.env(CHILD_CONTINUES, "1");
    }
    let mut child = command.spawn().expect("the child starts");
    let stdout = child.stdout.take().expect("piped stdout");
    let mut acked = None;
    let mut count = 0;
    for line in BufReader::new(stdout).lines() {
        let line = line.expect("reads the child's output");
        let Some(rest) = line.strip_prefix("acked ") else {
            continue;
        };
        let mut numbers = rest.split(' ').map(|n| n.parse::<i64>().expect("a number"));
        let (id, seq) = (
            numbers.next().expect("an ID"),
            numbers.next().expect("a seq"),
        );
        acked = Some((id, seq as u32));
        count += 1;
        if count == wanted {
            child.kill().expect("kills the child");
            break;
        }
    }
    child.wait().expect("the child ends");
    acked
}

/// The child's side: append actions, printing each acknowledged one, until killed. With
/// [`CHILD_CONTINUES`] set it goes on with the match the database already has.
fn append_until_killed(path: &Path) {
    let mut store = Store::open(path).expect("the child opens the database");
    let earlier = match std::env::var_os(CHILD_CONTINUES) {
        Some(_) => store.latest_unfinished().expect("reads"),
        None => None,
    };
    let (id, mut live) = match earlier {
        Some(summary) => (summary.id, store.load_match(summary.id).expect("replays")),
        None => (
            store.create_match(&setup(), 0).expect("creates the match"),
            Match::new(setup()).expect("starts"),
        ),
    };
    let start = live.log().len() as u32;
    for i in start..start + CHILD_MAX_APPENDS {
        let action = if i == 0 {
            play(conjure::Action::SetFirstPlayer { player: 0 })
        } else {
            play(conjure::Action::AdjustLife {
                player: (i % 2) as usize,
                delta: 1,
            })
        };
        live.apply(action, i64::from(i)).expect("accepted");
        store.append_action(id, &live).expect("appends");
        println!("acked {} {}", id.0, live.log().len() - 1);
    }
}
