//! Start-up as the person at the table sees it: the first screen drawn from answers the
//! window already holds.

use crate::state::AppState;

/// The name under which the page finds [`first_answers_script`]'s answers.
const FIRST_ANSWERS: &str = "__TABLESIDE_FIRST_ANSWERS__";

/// A script, run in the window before the page's own, that holds the answers to the commands
/// the first screen sends as it starts (`database_status`, `list_games`, `list_matches`), by
/// command name; the UI takes each once instead of asking (`ui/src/lib/firstAnswers.ts`).
///
/// Asked over IPC, those answers took three round trips after the page's script had started;
/// known before it starts, home is drawn in the script's first task, 40–60 ms sooner. (The
/// frame that shows it may still wait: WebKit holds back the frame after its first rendering
/// while it finishes starting; see the start-up figures in docs/performance.md.) A command that fails here
/// (the database did not open) is left out, and the UI asks for it as it would.
pub fn first_answers_script(state: &AppState) -> String {
    let answers: serde_json::Map<String, serde_json::Value> = [
        (
            "database_status",
            serde_json::to_value(state.database_status()).ok(),
        ),
        ("list_games", answer(state.list_games())),
        ("list_matches", answer(state.list_matches())),
    ]
    .into_iter()
    .filter_map(|(command, answer)| Some((command.to_owned(), answer?)))
    .collect();
    // JSON is a JavaScript expression, and no text in it can end the script.
    format!(
        "window.{FIRST_ANSWERS} = {};",
        serde_json::Value::Object(answers)
    )
}

/// A command's answer as the page would receive it, if the command succeeds.
fn answer<T: serde::Serialize, E>(result: Result<T, E>) -> Option<serde_json::Value> {
    serde_json::to_value(result.ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answers `script` holds, by command name.
    fn answers_in(script: &str) -> serde_json::Value {
        let json = script
            .strip_prefix(&format!("window.{FIRST_ANSWERS} = "))
            .and_then(|rest| rest.strip_suffix(';'))
            .expect("an assignment");
        serde_json::from_str(json).expect("JSON")
    }

    #[test]
    fn the_first_answers_are_those_the_commands_give() {
        let state = AppState::in_memory();
        let answers = answers_in(&first_answers_script(&state));
        assert_eq!(
            answers["database_status"],
            serde_json::to_value(state.database_status()).expect("serializes")
        );
        assert_eq!(
            answers["list_games"],
            serde_json::to_value(state.list_games().expect("lists")).expect("serializes")
        );
        assert_eq!(answers["list_matches"], serde_json::json!([]));
    }

    #[test]
    fn a_database_that_did_not_open_gives_only_its_status() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("tableside.db");
        std::fs::write(
            &path,
            b"not a database at all, but long enough to be read as one",
        )
        .expect("writes");
        let state = AppState::open(&path);
        assert!(state.database_status().problem.is_some());
        let answers = answers_in(&first_answers_script(&state));
        let given: Vec<&String> = answers.as_object().expect("an object").keys().collect();
        assert_eq!(given, ["database_status"]);
    }
}
