//! The Tableside desktop app: a thin Tauri shell over the app's core (`tableside-core`: the
//! commands and the app's state), which gives it the window's transport (`call.rs`), the
//! shared table's server on the local network, joined tables' windows, and the OS's paths
//! and fonts.
//!
//! The app is assembled by [`builder`] so that tests can assemble the same app on Tauri's mock
//! runtime (`configure(tauri::test::mock_builder())`) without a display. End-to-end tests give the
//! app its own database through the `TABLESIDE_DB` environment variable (a path to the SQLite
//! file).

mod call;
mod fonts;
pub mod joining;
mod painting;
pub mod sharing;
#[cfg(test)]
mod test_support;

use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

use tauri::Manager;

use tableside_core::AppState;

/// Where the database lives: `TABLESIDE_DB` when set (tests use it), else the OS app-data
/// folder.
fn database_path<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
) -> Result<PathBuf, Box<dyn std::error::Error>> {
    let dir = app.path().app_data_dir()?;
    std::fs::create_dir_all(&dir)?;
    Ok(tableside_store::default_db_path(&dir))
}

/// The store opened, with the answers the first screen will ask it for.
struct Opened {
    state: AppState,
    first_answers: String,
}

impl Opened {
    fn at(path: &Path) -> Opened {
        let state = AppState::open(path);
        let first_answers = tableside_core::commands::first_answers_script(&state);
        Opened {
            state,
            first_answers,
        }
    }
}

/// What the window's page starts with, begun on threads of their own before Tauri and GTK
/// start, so that the window is not held back by it: the fonts (`fonts.rs`), and the store
/// with the first screen's answers (creating a new database's tables took 13-17 ms).
struct Early {
    fonts: JoinHandle<Option<String>>,
    /// Where the database was opened, and the thread opening it; none where the app's data
    /// folder cannot be told before Tauri gives it.
    store: Option<(PathBuf, JoinHandle<Option<Opened>>)>,
}

impl Early {
    fn start(identifier: &str) -> Early {
        let store = data_dir_before_tauri(identifier).map(|dir| {
            let path = tableside_store::default_db_path(&dir);
            let opening = std::thread::spawn({
                let path = path.clone();
                // A folder that cannot be made is reported as the setup reports it.
                move || {
                    std::fs::create_dir_all(&dir)
                        .ok()
                        .map(|()| Opened::at(&path))
                }
            });
            (path, opening)
        });
        // Before the fonts' thread and GTK start: either would otherwise load it alongside the
        // other. The store's thread, begun above, has no use for it.
        fonts::load_fontconfig();
        Early {
            fonts: std::thread::spawn(fonts::fonts_script),
            store,
        }
    }

    /// The store at `path`: the one opened early when it is that one, else opened now.
    fn store_at(&mut self, path: &Path) -> Opened {
        match self.store.take() {
            Some((early, opening)) if early == path => opening
                .join()
                .ok()
                .flatten()
                .unwrap_or_else(|| Opened::at(path)),
            _ => Opened::at(path),
        }
    }

    /// The fonts' script; none when the thread asking gave none.
    fn fonts(self) -> Option<String> {
        self.fonts.join().ok().flatten()
    }
}

/// The folder Tauri's path resolver will give as the app's data folder (the platform's data
/// folder and the app's identifier), told before Tauri starts. On desktops only: phones put
/// apps' data elsewhere. The setup opens the store where Tauri says if the two ever differ.
fn data_dir_before_tauri(identifier: &str) -> Option<PathBuf> {
    if cfg!(desktop) {
        Some(dirs::data_dir()?.join(identifier))
    } else {
        None
    }
}

/// The app with every command and piece of state it needs, on the runtime `R`, its store and
/// fonts begun by `early`.
fn builder<R: tauri::Runtime>(mut early: Early) -> tauri::Builder<R> {
    configure(tauri::Builder::new()).setup(move |app| {
        let path = database_path(app.handle())?;
        let Opened {
            state,
            first_answers,
        } = early.store_at(&path);
        app.manage(state);
        sharing::device_host::install(app.handle(), sharing::bind_address());
        joining::window::install(app.handle());
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
        let mut page = tauri::WebviewWindowBuilder::from_config(app.handle(), &window)?
            .initialization_script(&first_answers);
        if let Some(fonts) = early.fonts() {
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
    // Every command of the core's list goes through this one: see `call.rs`.
    builder.invoke_handler(tauri::generate_handler![call::call])
}

/// Starts the app and blocks until its last window closes: the desktop binary's `main`, and
/// on phones the entry point their app shells call into the library.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    // First: it sets the process's environment, which is safe only while no other thread runs.
    painting::choose();
    let context = tauri::generate_context!();
    let early = Early::start(&context.config().identifier);
    builder::<tauri::Wry>(early)
        .build(context)
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
    fn the_data_folder_told_before_tauri_is_the_one_tauri_gives() {
        use tauri::Manager;

        let app = tauri::test::mock_app();
        let identifier = app.config().identifier.clone();
        assert_eq!(
            super::data_dir_before_tauri(&identifier),
            Some(app.path().app_data_dir().expect("a data folder"))
        );
    }

    #[test]
    fn the_app_assembles_on_the_mock_runtime() {
        let app = super::configure(mock_builder()).build(mock_context(noop_assets()));
        assert!(app.is_ok(), "the app did not build: {:?}", app.err());
    }
}
