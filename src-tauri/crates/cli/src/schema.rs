//! The JSON Schema of match files, committed as `match.schema.json` beside this crate.

use tableside_engine::MatchFile;

/// The schema as `tableside-cli schema` prints it.
pub fn match_schema() -> String {
    let schema = schemars::schema_for!(MatchFile);
    // A schema is plain JSON data: it always serializes.
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_else(|e| unreachable!("{e}"));
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fails when `match.schema.json` no longer matches the engine's types; with
    /// `TABLESIDE_BLESS=1` it rewrites it instead.
    #[test]
    fn match_schema_is_fresh() {
        if tableside_engine::games::TEST_GAME {
            return; // the committed schema describes the shipped games only
        }
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("match.schema.json");
        let generated = match_schema();
        if std::env::var_os("TABLESIDE_BLESS").is_some() {
            std::fs::write(&path, &generated).expect("writes match.schema.json");
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "src-tauri/crates/cli/match.schema.json is stale: run \
             `TABLESIDE_BLESS=1 cargo test -p tableside-cli match_schema` and commit it"
        );
    }
}
