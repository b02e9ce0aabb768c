/// The one Tauri command the window calls; it runs every command of the core's list
/// (`crates/core/src/commands/list.rs`, through `src/call.rs`). Listing it makes Tauri generate its permission (`allow-call`),
/// so the capability file grants exactly it and nothing else.
const COMMANDS: &[&str] = &["call"];

fn main() {
    let manifest = tauri_build::AppManifest::new().commands(COMMANDS);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("the Tauri build configuration is valid");
}
