//! The TypeScript types of every command's arguments and results, generated from the Rust
//! types so the UI never keeps a hand-written copy.
//!
//! The committed file is `ui/src/lib/bindings.ts`; the test below fails when it is stale.
//! Refresh it with `TABLESIDE_BLESS=1 cargo test -p tableside-core bindings`.

use std::collections::HashSet;

use ts_rs::{Config, TypeVisitor, TS};

/// Collects the declaration of a type and of every type it refers to, once each, so that adding
/// a field or a game never needs this file changed.
struct Declarations<'a> {
    cfg: &'a Config,
    seen: HashSet<String>,
    /// The built-in types already walked into.
    walked: HashSet<std::any::TypeId>,
    /// `(name, declaration)`; sorted by name before writing, since the order ts-rs visits
    /// dependencies in is not stable from one build to the next.
    out: Vec<(String, String)>,
}

impl TypeVisitor for Declarations<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Types without an output path are built in (numbers, strings, arrays, options); the
        // types inside them are declared all the same.
        if T::output_path().is_none() {
            // Once each: some refer to themselves (a JSON value holds JSON values).
            if !self.walked.insert(std::any::TypeId::of::<T>()) {
                return;
            }
            T::visit_generics(self);
            T::visit_dependencies(self);
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

/// The whole bindings file: the argument and answer types of every command and all they use,
/// then every command's name, arguments and answer (`commands/list.rs`).
pub fn typescript() -> String {
    let cfg = Config::new().with_large_int("number");
    let mut found = Declarations {
        cfg: &cfg,
        seen: HashSet::new(),
        walked: HashSet::new(),
        out: Vec::new(),
    };
    crate::commands::visit_types(&mut found);
    // What a long command reports as it goes.
    found.visit::<tableside_store::Progress>();
    // The shared table's channel: its envelope, the host's time and the notices.
    found.visit::<tableside_share::Request>();
    found.visit::<tableside_share::Reply>();
    found.visit::<tableside_share::Notice>();
    found.visit::<tableside_share::TimeAsk>();
    found.visit::<tableside_share::TimeAnswer>();
    found.visit::<crate::sharing::TableNotice<'static>>();
    let mut out = String::from(
        "// Generated from the Rust types by `src-tauri/crates/core/src/bindings.rs`. Do not edit by hand:\n\
         // refresh with `TABLESIDE_BLESS=1 cargo test -p tableside-core bindings`.\n\n",
    );
    found.out.sort();
    let decls: Vec<String> = found.out.into_iter().map(|(_, decl)| decl).collect();
    out.push_str(&decls.join("\n\n"));
    out.push_str("\n\n");
    out.push_str(&error_codes());
    out.push_str("\n\n");
    out.push_str(&close_codes());
    out.push_str("\n\n");
    out.push_str(&crate::commands::typescript(&cfg));
    out.push('\n');
    out
}

/// Every error code as a value, for the UI's checks that each is worded or falls through on
/// purpose (the union `ErrorCode` above is the type; this is the list at run time).
fn error_codes() -> String {
    let codes: Vec<String> = tableside_engine::ErrorCode::ALL
        .iter()
        .map(|code| format!("  \"{code}\","))
        .collect();
    format!(
        "/** Every error code, in the list's order (`src-tauri/crates/codes`). */\n\
         export const ERROR_CODES: readonly ErrorCode[] = [\n{}\n];",
        codes.join("\n")
    )
}

/// The codes a shared table's host closes a device's connection with, each telling the device
/// what to do next (`tableside_share::protocol`).
fn close_codes() -> String {
    use tableside_share::protocol as channel;
    [
        (
            "CLOSE_ENDED",
            channel::CLOSE_ENDED,
            "The host stopped sharing the table: the device stops trying it.",
        ),
        (
            "CLOSE_REPLACED",
            channel::CLOSE_REPLACED,
            "A newer connection of the same seat took this one's place: this one stops.",
        ),
        (
            "CLOSE_SENT_AWAY",
            channel::CLOSE_SENT_AWAY,
            "The host sent the device away (it watched, or never sat down): it stops.",
        ),
        (
            "CLOSE_HOST_LEAVING",
            channel::CLOSE_HOST_LEAVING,
            "The host's app is closing: the device reconnects when it is back.",
        ),
        (
            "CLOSE_FLOOD",
            channel::CLOSE_FLOOD,
            "The device sent more than a table needs (`SHARE_FLOOD`).",
        ),
        (
            "CLOSE_TOO_BIG",
            channel::CLOSE_TOO_BIG,
            "A message over the size limit (`SHARE_TOO_BIG`).",
        ),
    ]
    .iter()
    .map(|(name, code, doc)| format!("/** {doc} */\nexport const {name} = {code};"))
    .collect::<Vec<_>>()
    .join("\n")
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    fn committed_path() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../ui/src/lib/bindings.ts")
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
            "{} is stale: run `TABLESIDE_BLESS=1 cargo test -p tableside-core bindings` and commit it",
            path.display()
        );
    }
}
