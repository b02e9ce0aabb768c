//! The TypeScript types of every command's arguments and results, generated from the Rust
//! types so the UI never keeps a hand-written copy.
//!
//! The committed file is `ui/src/lib/bindings.ts`; the test below fails when it is stale.
//! Refresh it with `TABLESIDE_BLESS=1 cargo test -p tableside bindings`.

use ts_rs::{Config, TS};

/// Declares each type as `export type Name = …;`, in this order.
macro_rules! declare {
    ($cfg:expr; $($ty:ty),* $(,)?) => {
        vec![$(format!("export {}", <$ty as TS>::decl($cfg))),*]
    };
}

/// The whole bindings file.
pub fn typescript() -> String {
    use tableside_engine::games::conjure;
    use tableside_engine::*;
    let cfg = &Config::new().with_large_int("number");
    let decls = declare![cfg;
        GameId, GameInfo, Label, LabelArg, Setup, Die, Action, LogEntry, GameAction, GameState,
        Outcome, RefusalCode, Refusal, EntryKind, LogLine, MatchView, MatchFile,
        conjure::Color, conjure::Quest, conjure::Phase, conjure::CrystalPool, conjure::PlayerState,
        conjure::Rules, conjure::State, conjure::FirstPlayerMethod, conjure::Action,
        serde_json::Value, crate::ipc::IpcError, crate::ipc::MatchSnapshot, crate::ipc::NewMatch,
        crate::ipc::GameEntry, tableside_store::FormatInfo, tableside_store::MatchSummary,
        tableside_store::MatchId,
    ];
    let mut out = String::from(
        "// Generated from the Rust types by `src-tauri/src/bindings.rs`. Do not edit by hand:\n\
         // refresh with `TABLESIDE_BLESS=1 cargo test -p tableside bindings`.\n\n",
    );
    for decl in decls {
        out.push_str(&decl);
        out.push_str("\n\n");
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    fn committed_path() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ui/src/lib/bindings.ts")
    }

    #[test]
    fn bindings_are_fresh() {
        let generated = super::typescript();
        let path = committed_path();
        if std::env::var_os("TABLESIDE_BLESS").is_some() {
            std::fs::create_dir_all(path.parent().expect("the path has a parent"))
                .expect("create ui/src/lib");
            std::fs::write(&path, &generated).expect("write the bindings");
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "{} is stale: run `TABLESIDE_BLESS=1 cargo test -p tableside bindings` and commit it",
            path.display()
        );
    }
}
