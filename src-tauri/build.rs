/// The commands the UI may call. Listing them makes Tauri generate one permission per command
/// (`allow-<name>`), so the capability file grants exactly these and nothing else.
const COMMANDS: &[&str] = &[
    "database_status",
    "start_fresh_database",
    "quit_app",
    "first_frame",
    "list_games",
    "list_matches",
    "new_match",
    "open_match",
    "act",
    "export_match",
    "delete_match",
    "search_cards",
    "import_cards",
    "check_deck",
    "list_decks",
    "save_deck",
    "delete_deck",
    "restore_deck",
    "read_deck_list",
    "write_deck_list",
    "history",
    "match_detail",
    "match_at",
    "abandon_match",
    "list_players",
    "rename_player",
    "merge_players",
    "statistics",
    "export_history",
    "export_history_csv",
    "import_matches",
    "rematch",
];

fn main() {
    let manifest = tauri_build::AppManifest::new().commands(COMMANDS);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("the Tauri build configuration is valid");
}
