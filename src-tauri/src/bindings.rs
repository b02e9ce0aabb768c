//! The TypeScript types of every command's arguments and results, generated from the Rust
//! types so the UI never keeps a hand-written copy.
//!
//! The committed file is `ui/src/lib/bindings.ts`; the test below fails when it is stale.
//! Refresh it with `TABLESIDE_BLESS=1 cargo test -p tableside bindings`.

use std::collections::HashSet;

use ts_rs::{Config, TypeVisitor, TS};

/// Collects the declaration of a type and of every type it refers to, once each, so that adding
/// a field or a game never needs this file changed.
struct Declarations<'a> {
    cfg: &'a Config,
    seen: HashSet<String>,
    /// `(name, declaration)`; sorted by name before writing, since the order ts-rs visits
    /// dependencies in is not stable from one build to the next.
    out: Vec<(String, String)>,
}

impl TypeVisitor for Declarations<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Types without an output path are built in (numbers, strings, arrays, options).
        if T::output_path().is_none() {
            return;
        }
        let name = T::ident(self.cfg);
        if !self.seen.insert(name.clone()) {
            return;
        }
        self.out
            .push((name, format!("export {}", T::decl(self.cfg))));
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}

/// The whole bindings file: the argument and result types of every command, and all they use.
pub fn typescript() -> String {
    let cfg = Config::new().with_large_int("number");
    let mut found = Declarations {
        cfg: &cfg,
        seen: HashSet::new(),
        out: Vec::new(),
    };
    found.visit::<crate::ipc::DatabaseStatus>();
    found.visit::<crate::ipc::GameEntry>();
    found.visit::<tableside_store::MatchSummary>();
    found.visit::<crate::ipc::NewMatch>();
    found.visit::<crate::ipc::MatchSnapshot>();
    found.visit::<crate::ipc::MatchChange>();
    found.visit::<tableside_engine::Action>();
    found.visit::<tableside_engine::MatchFile>();
    found.visit::<crate::ipc::IpcError>();
    found.visit::<tableside_store::CardInfo>();
    found.visit::<tableside_store::ImportReport>();
    found.visit::<tableside_engine::deck_check::DeckFile>();
    found.visit::<tableside_engine::deck_check::DeckReport>();
    found.visit::<crate::ipc::SavedDeck>();
    found.visit::<crate::ipc::SaveDeck>();
    found.visit::<crate::ipc::DeckListReading>();
    found.visit::<crate::ipc::DeckListPart>();
    found.visit::<crate::ipc::MatchDetail>();
    found.visit::<tableside_store::HistoryFilter>();
    found.visit::<tableside_store::HistoryCursor>();
    found.visit::<tableside_store::HistoryPage>();
    found.visit::<tableside_store::Player>();
    found.visit::<tableside_store::StatsQuery>();
    found.visit::<tableside_store::Statistics>();
    found.visit::<tableside_store::ImportSummary>();
    let mut out = String::from(
        "// Generated from the Rust types by `src-tauri/src/bindings.rs`. Do not edit by hand:\n\
         // refresh with `TABLESIDE_BLESS=1 cargo test -p tableside bindings`.\n\n",
    );
    found.out.sort();
    let decls: Vec<String> = found.out.into_iter().map(|(_, decl)| decl).collect();
    out.push_str(&decls.join("\n\n"));
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
