//! Scenario files replayed through the real `tableside-cli` binary.
//!
//! Each `tests/scenarios/<game>/*.json` is a match file with an `expect` object beside it
//! (see `tests/scenarios/README.md`). Every file found is run, so a new scenario needs no
//! code; the failures of all files are reported together.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use serde_json::Value;

/// The keys `expect` may hold; any other is a typo in the scenario.
const EXPECT_KEYS: [&str; 8] = [
    "exit", "applied", "refused", "life", "winners", "undone", "state", "stderr",
];

fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Builds the CLI and returns its path. Cargo only builds the binaries of the packages it
/// tests, and this package is not the CLI's, so the test asks cargo itself: that also keeps
/// the binary fresh when only this test is run.
fn cli_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let output = Command::new(cargo)
            .args([
                "build",
                "--quiet",
                "-p",
                "tableside-cli",
                "--bin",
                "tableside-cli",
                "--message-format=json",
            ])
            .current_dir(workspace_root())
            .output()
            .expect("cargo runs");
        assert!(
            output.status.success(),
            "building tableside-cli failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .filter(|message| {
                message["reason"] == "compiler-artifact"
                    && message["target"]["name"] == "tableside-cli"
            })
            .find_map(|message| message["executable"].as_str().map(PathBuf::from))
            .expect("cargo names the tableside-cli executable")
    })
}

/// Every scenario file, sorted, as a path relative to the workspace root.
fn scenario_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![workspace_root().join("tests/scenarios")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("reads the scenarios folder") {
            let path = entry.expect("reads a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "json") {
                files.push(
                    path.strip_prefix(workspace_root())
                        .expect("under the root")
                        .to_owned(),
                );
            }
        }
    }
    files.sort();
    files
}

/// What the binary did with one file.
struct Run {
    exit: i32,
    stdout: Option<Value>,
    stderr: String,
}

fn run_cli(file: &Path) -> Run {
    let output = Command::new(cli_binary())
        .arg("replay")
        .arg(file)
        .current_dir(workspace_root())
        .output()
        .expect("tableside-cli runs");
    Run {
        exit: output.status.code().unwrap_or(-1),
        stdout: serde_json::from_slice(&output.stdout).ok(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Checks one scenario; each problem is one line of the result.
fn check_scenario(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(workspace_root().join(file)).unwrap_or_default();
    let scenario: Value = match serde_json::from_str(&text) {
        Ok(value) => value,
        Err(e) => return vec![format!("the scenario is not JSON: {e}")],
    };
    let Some(expect) = scenario.get("expect").and_then(Value::as_object) else {
        return vec!["no \"expect\" object".into()];
    };
    let mut problems: Vec<String> = expect
        .keys()
        .filter(|key| !EXPECT_KEYS.contains(&key.as_str()))
        .map(|key| {
            format!(
                "unknown expectation \"{key}\" (known: {})",
                EXPECT_KEYS.join(", ")
            )
        })
        .collect();
    let Some(exit) = expect.get("exit").and_then(Value::as_i64) else {
        problems.push("\"expect\" needs \"exit\": 0, 1 or 2".into());
        return problems;
    };

    let run = run_cli(file);
    if i64::from(run.exit) != exit {
        problems.push(format!(
            "exit {} instead of {exit}; stderr: {}",
            run.exit,
            run.stderr.trim()
        ));
        return problems;
    }
    if let Some(wanted) = expect.get("stderr") {
        let parts: Vec<&str> = match wanted {
            Value::Array(parts) => parts.iter().filter_map(Value::as_str).collect(),
            other => other.as_str().into_iter().collect(),
        };
        for part in parts.into_iter().filter(|part| !run.stderr.contains(part)) {
            problems.push(format!("stderr lacks {part:?}: {}", run.stderr.trim()));
        }
    }
    if exit == 2 {
        return problems;
    }
    let Some(report) = run.stdout else {
        problems.push("stdout is not JSON".into());
        return problems;
    };
    let refused_in_report = report.get("refused").is_some();
    if refused_in_report != (exit == 1) {
        problems.push(format!(
            "\"refused\" is {} in the report of an exit {exit}",
            if refused_in_report {
                "present"
            } else {
                "absent"
            }
        ));
    }
    let life: Value = report["state"]["players"]
        .as_array()
        .map(|players| players.iter().map(|p| p["life"].clone()).collect())
        .unwrap_or_default();
    let winners = match &report["outcome"] {
        Value::Null => Value::Null,
        outcome => outcome["winners"].clone(),
    };
    let checks = [
        ("applied", report["applied"].clone()),
        ("refused", report["refused"].clone()),
        ("life", life),
        ("winners", winners),
        ("undone", report["undone"].clone()),
        ("state", report["state"].clone()),
    ];
    for (key, actual) in checks {
        if let Some(wanted) = expect.get(key) {
            if let Err(at) = contains(&actual, wanted, key) {
                problems.push(format!(
                    "{at}: expected {}, got {}",
                    pointer(wanted, &at, key),
                    pointer(&actual, &at, key)
                ));
            }
        }
    }
    problems
}

/// Whether `actual` holds `wanted`: objects need only the wanted keys, arrays need the same
/// length and each element held, anything else must be equal. `Err` names the first place
/// that differs, as a path from `at`.
fn contains(actual: &Value, wanted: &Value, at: &str) -> Result<(), String> {
    match (actual, wanted) {
        (Value::Object(actual), Value::Object(wanted)) => {
            for (key, value) in wanted {
                let inner = format!("{at}.{key}");
                contains(actual.get(key).unwrap_or(&Value::Null), value, &inner)?;
            }
            Ok(())
        }
        (Value::Array(actual), Value::Array(wanted)) if actual.len() == wanted.len() => {
            for (i, (actual, wanted)) in actual.iter().zip(wanted).enumerate() {
                contains(actual, wanted, &format!("{at}[{i}]"))?;
            }
            Ok(())
        }
        _ if actual == wanted => Ok(()),
        _ => Err(at.to_owned()),
    }
}

/// The value at the place `at` (a path from `root`) names inside `value`, for messages.
fn pointer(value: &Value, at: &str, root: &str) -> String {
    let rest = at.strip_prefix(root).unwrap_or_default();
    let mut current = value;
    for part in rest.split(['.', '[']).filter(|p| !p.is_empty()) {
        current = match part.strip_suffix(']').and_then(|i| i.parse::<usize>().ok()) {
            Some(index) => current.get(index).unwrap_or(&Value::Null),
            None => current.get(part).unwrap_or(&Value::Null),
        };
    }
    current.to_string()
}

#[test]
fn every_scenario_meets_its_expectations() {
    let files = scenario_files();
    assert!(
        !files.is_empty(),
        "no scenario files found under tests/scenarios"
    );
    let mut failures = Vec::new();
    for file in &files {
        let problems = check_scenario(file);
        if problems.is_empty() {
            println!("ok   {}", file.display());
        } else {
            println!("FAIL {}", file.display());
            failures.push(format!("{}:\n  {}", file.display(), problems.join("\n  ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The scenarios named after the rules they show stay in place: a rename would drop the
/// example of a rule.
#[test]
fn the_named_scenarios_exist() {
    let files = scenario_files();
    for name in [
        "ctc-crystal-1-cap.json",
        "ctc-draw-2-empty-deck.json",
        "ctc-win-1-quests.json",
        "ctc-turn-1-phases.json",
        "undo-redo.json",
        "ruling-override.json",
        "dice.json",
        "dice-tampered.json",
    ] {
        let path = Path::new("tests/scenarios/conjure").join(name);
        assert!(files.contains(&path), "{} is missing", path.display());
    }
    // One for each rule of the Codex duel's chapter 15.
    for name in [
        "cdx-15-1-retract-with-armament-and-damage.json",
        "cdx-15-2-teleport-refused-to-the-slot-below.json",
        "cdx-15-2-teleport-refused-to-another-rank.json",
        "cdx-15-3-exile-a-captured-soul.json",
        "cdx-15-4-leader-teleport-pays-its-cost.json",
        "cdx-15-4-capturing-the-leader-ends-the-duel.json",
        "cdx-15-5-returned-soul-effect-fizzles.json",
        "cdx-15-6-draw-from-an-empty-deck.json",
    ] {
        let path = Path::new("tests/scenarios/codex").join(name);
        assert!(files.contains(&path), "{} is missing", path.display());
    }
    // The glossary's distances, knock-outs, summons, the standby, the hand limit and the win.
    for name in [
        "xl-seat-1-distance-two-is-out-of-range.json",
        "xl-seat-1-a-sideways-seat-leaves-the-count.json",
        "xl-ko-3-knocked-out-by-damage-scores-for-the-source.json",
        "xl-ko-3-knocked-out-by-loss-scores-for-nobody.json",
        "xl-summon-1-ling-equal-to-the-cost-cannot-pay.json",
        "xl-summon-1-paid-with-hand-cards.json",
        "xl-summon-1-both-short-is-impossible.json",
        "xl-field-1-standby-overflow-after-a-contract.json",
        "xl-hand-1-discard-down-to-half-the-ling.json",
        "xl-vp-1-the-threshold-wins.json",
    ] {
        let path = Path::new("tests/scenarios/xingling").join(name);
        assert!(files.contains(&path), "{} is missing", path.display());
    }
}

#[test]
fn containment_checks_only_the_wanted_keys_but_whole_arrays() {
    let actual: Value = serde_json::json!({"a": 1, "b": [{"x": 1, "y": 2}, {"x": 3}]});
    assert_eq!(
        contains(&actual, &serde_json::json!({"b": [{"x": 1}, {}]}), "s"),
        Ok(())
    );
    assert_eq!(
        contains(&actual, &serde_json::json!({"b": [{"x": 1}]}), "s"),
        Err("s.b".into())
    );
    assert_eq!(
        contains(&actual, &serde_json::json!({"b": [{}, {"x": 4}]}), "s"),
        Err("s.b[1].x".into())
    );
    assert_eq!(
        contains(&actual, &serde_json::json!({"c": null}), "s"),
        Ok(()),
        "a missing key reads as null"
    );
    assert_eq!(pointer(&actual, "s.b[1].x", "s"), "3");
}
