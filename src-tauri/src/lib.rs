//! The Tableside desktop app: a thin Tauri shell over the rules engine and the store.
//!
//! The app is assembled by [`builder`] so that tests can assemble the same app on Tauri's mock
//! runtime (`configure(tauri::test::mock_builder())`) without a display. End-to-end tests give the
//! app its own database through the `TABLESIDE_DB` environment variable (a path to the SQLite
//! file).

pub mod bindings;
mod commands;
mod fonts;
pub mod ipc;
pub mod state;
#[cfg(test)]
mod test_support;

use std::path::PathBuf;

use tauri::Manager;

use crate::state::AppState;

/// Where the database lives: `TABLESIDE_DB` when set (tests use it), else the OS app-data
/// folder.
fn database_path<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
) -> Result<PathBuf, Box<dyn std::error::Error>> {
    let dir = app.path().app_data_dir()?;
    std::fs::create_dir_all(&dir)?;
    Ok(tableside_store::default_db_path(&dir))
}

/// The app with every command and piece of state it needs, on the runtime `R`.
pub fn builder<R: tauri::Runtime>() -> tauri::Builder<R> {
    // Asked on a thread of its own while the window system starts: fontconfig reads its
    // configuration and caches first (5-8 ms), which would otherwise hold back the window.
    let fonts = std::thread::spawn(fonts::fonts_script);
    configure(tauri::Builder::new()).setup(move |app| {
        let path = database_path(app.handle())?;
        let state = AppState::open(&path);
        let first_answers = commands::startup::first_answers_script(&state);
        app.manage(state);
        // The window is made here, not from the configuration alone (`"create": false`), so
        // that its page starts with the first screen's answers.
        let window = app
            .config()
            .app
            .windows
            .iter()
            .find(|window| window.label == "main")
            .ok_or("tauri.conf.json has no main window")?
            .clone();
        // A thread that panicked gave no list: the stylesheet's stands.
        let fonts = fonts.join().ok().flatten();
        let mut page = tauri::WebviewWindowBuilder::from_config(app.handle(), &window)?
            .initialization_script(&first_answers);
        if let Some(fonts) = &fonts {
            page = page.initialization_script(fonts);
        }
        page.build()?;
        Ok(())
    })
}

/// Adds Tableside's commands and state to `builder`.
///
/// Kept apart from [`builder`] because unit tests must start from `tauri::test::mock_builder()`,
/// which carries the invoke key that `tauri::test::get_ipc_response` expects.
pub fn configure<R: tauri::Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    // ---- Commands: list every `commands::…` function the UI may invoke here. ----
    builder.invoke_handler(tauri::generate_handler![
        commands::database::database_status,
        commands::database::start_fresh_database,
        commands::database::quit_app,
        commands::startup::first_frame,
        commands::games::list_games,
        commands::cards::search_cards,
        commands::cards::import_cards,
        commands::cards::check_deck,
        commands::decks::list_decks,
        commands::decks::save_deck,
        commands::decks::delete_deck,
        commands::decks::restore_deck,
        commands::decks::read_deck_list,
        commands::decks::write_deck_list,
        commands::matches::list_matches,
        commands::matches::new_match,
        commands::matches::open_match,
        commands::matches::act,
        commands::matches::export_match,
        commands::matches::delete_match,
        commands::history::history,
        commands::history::match_detail,
        commands::history::match_at,
        commands::history::abandon_match,
        commands::history::list_players,
        commands::history::rename_player,
        commands::history::merge_players,
        commands::history::statistics,
        commands::history::export_history,
        commands::history::export_history_csv,
        commands::history::import_matches,
        commands::history::rematch,
    ])
}

/// Starts the desktop app and blocks until its last window closes.
pub fn run() {
    builder::<tauri::Wry>()
        .build(tauri::generate_context!())
        // Nothing can be shown to the user when the window system itself fails: stop loudly.
        .expect("Tableside could not start its window")
        .run(|app, event| {
            // The process ends without dropping managed state, so the database is closed here:
            // closing folds the write-ahead log into the file, and the next start has no log
            // to vet.
            if let tauri::RunEvent::Exit = event {
                if let Some(state) = app.try_state::<AppState>() {
                    state.close();
                }
            }
        });
}

#[cfg(test)]
mod tests {
    use tauri::test::{mock_builder, mock_context, noop_assets};

    #[test]
    fn the_app_assembles_on_the_mock_runtime() {
        let app = super::configure(mock_builder()).build(mock_context(noop_assets()));
        assert!(app.is_ok(), "the app did not build: {:?}", app.err());
    }
}
