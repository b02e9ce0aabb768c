//! Starts the real app under tauri-driver and drives it like a player would.
//!
//! [`App::launch`] starts a tauri-driver of its own (stopped when the `App` drops, even when the
//! test panics), gives the app a fresh data directory and opens a WebDriver session. The app is
//! the binary named by `TABLESIDE_APP`, or `target/debug/tableside`.
//!
//! Isolation: tauri-driver's environment passes to WebKitWebDriver and from there to the app,
//! so the app sees `TABLESIDE_DB=target/e2e-data/<test>/tableside.db`, and the `XDG_*`
//! directories point into the same folder so WebKit's own storage is per test too.
//!
//! Crash recovery: [`App::kill_and_restart`] SIGKILLs the app process (found under this test's
//! tauri-driver in /proc, so no other Tableside on the machine is touched) and opens a new
//! session, which starts the app again on the same data.

mod audit;
mod driver;
pub mod phone;
pub mod procs;
pub mod site;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
use fantoccini::error::{CmdError, ErrorStatus};
use fantoccini::wd::Capabilities;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::json;

use driver::TauriDriver;

pub type Result<T = (), E = Box<dyn std::error::Error>> = std::result::Result<T, E>;

/// A phone held upright, the smallest layout Tableside supports.
pub const PHONE: (u32, u32) = (360, 640);
/// A tablet held upright.
pub const TABLET: (u32, u32) = (768, 1024);
/// The app's default window.
pub const DESKTOP: (u32, u32) = (1280, 800);

/// How long to wait for the app to show something before failing the test.
const PATIENCE: Duration = Duration::from_secs(15);
const POLL: Duration = Duration::from_millis(100);

pub struct App {
    client: Client,
    // Dropped after `client`: the session must not outlive its driver.
    driver: TauriDriver,
    binary: PathBuf,
    database: PathBuf,
}

impl App {
    /// Starts tauri-driver and the app for the test `name`, with an empty data directory.
    pub async fn launch(name: &str) -> Result<Self> {
        Self::launch_on(name, |_| Ok(())).await
    }

    /// Like [`App::launch`], with `prepare` given the database's path to put a file there (a
    /// damaged database, say) before the app starts.
    pub async fn launch_on(name: &str, prepare: impl FnOnce(&Path) -> Result) -> Result<Self> {
        let binary = app_binary()?;
        let data = fresh_dir(&target_dir().join("e2e-data").join(name))?;
        let database = data.join("tableside.db");
        prepare(&database)?;
        let env = [
            ("TABLESIDE_DB", database.clone()),
            ("XDG_DATA_HOME", data.join("data")),
            ("XDG_CONFIG_HOME", data.join("config")),
            ("XDG_CACHE_HOME", data.join("cache")),
            // A shared table listens on loopback only: a test never listens beyond the machine.
            ("TABLESIDE_SHARE_BIND", PathBuf::from("127.0.0.1")),
        ];
        let logs = target_dir().join("e2e-logs");
        std::fs::create_dir_all(&logs)?;
        let log = logs.join(format!("{name}.log"));
        let driver = TauriDriver::start(&tauri_driver()?, &binary, &env, &log)?;
        let client = new_session(&binary).await?;
        Ok(Self {
            client,
            driver,
            binary,
            database,
        })
    }

    /// The folder the database lives in, with whatever was set aside beside it.
    pub fn data_dir(&self) -> &Path {
        self.database.parent().unwrap_or(&self.database)
    }

    /// The SQLite file this test's app was told to use.
    pub fn database(&self) -> &Path {
        &self.database
    }

    /// The WebDriver session, for what the helpers below do not cover.
    pub fn client(&self) -> &Client {
        &self.client
    }

    pub async fn wait_for_title(&self, expected: &str) -> Result {
        let what = format!("the document title {expected:?}");
        poll(&what, async || {
            let title = self
                .client
                .title()
                .await
                .map_err(|error| error.to_string())?;
            if title == expected {
                Ok(())
            } else {
                Err(format!("the title is {title:?}"))
            }
        })
        .await
    }

    /// Waits until `text` shows anywhere on the page.
    pub async fn wait_for_text(&self, text: &str) -> Result {
        self.wait_for_in_body("innerText", text).await
    }

    /// Waits until `text` is in the page's text content, screen-reader-only text included
    /// (totals are announced there, apart from the big digits).
    pub async fn wait_for_content(&self, text: &str) -> Result {
        self.wait_for_in_body("textContent", text).await
    }

    /// Waits until the body's `property` (`innerText`: what shows; `textContent`: all text)
    /// contains `text`.
    async fn wait_for_in_body(&self, property: &str, text: &str) -> Result {
        let script = format!("return document.body ? document.body.{property} : ''");
        poll(&format!("{text:?} in the page's {property}"), async || {
            let shown = self
                .client
                .execute(&script, vec![])
                .await
                .map_err(|error| error.to_string())?;
            match shown.as_str() {
                Some(shown) if shown.contains(text) => Ok(()),
                _ => Err("not on the page yet".to_owned()),
            }
        })
        .await
    }

    /// Waits until `script` (a function body that returns a value) answers `expected`.
    pub async fn wait_until(&self, script: &str, expected: serde_json::Value) -> Result {
        poll(&format!("{script} to answer {expected}"), async || {
            let found = self
                .client
                .execute(script, vec![])
                .await
                .map_err(|error| error.to_string())?;
            if found == expected {
                Ok(())
            } else {
                Err(format!("it answers {found}"))
            }
        })
        .await
    }

    /// Types `text` into the input or text area whose accessible name is `name`.
    pub async fn fill(&self, name: &str, text: &str) -> Result {
        self.field(name).await?.send_keys(text).await?;
        Ok(())
    }

    /// Replaces what the input or text area named `name` holds with `text`.
    pub async fn refill(&self, name: &str, text: &str) -> Result {
        let field = self.field(name).await?;
        field.clear().await?;
        field.send_keys(text).await?;
        Ok(())
    }

    /// The input or text area whose accessible name is `name`.
    async fn field(&self, name: &str) -> Result<fantoccini::elements::Element> {
        let xpath = field_xpath(name);
        let field = poll("an input field", async || {
            self.client
                .find(Locator::XPath(&xpath))
                .await
                .map_err(|_| "no such field".to_owned())
        })
        .await?;
        Ok(field)
    }

    /// Clicks the enabled, visible button whose accessible name is `name`: its `aria-label`,
    /// or else its text, as a screen reader would announce it.
    ///
    /// A click that lands on something passing over the button (a sheet sliding out, a toast),
    /// on a button the screen just drew again, or on one still turning to face its player is
    /// tried again, as a person taps again.
    pub async fn click_button(&self, name: &str) -> Result {
        let xpath = button_xpath(name);
        let clicked = poll(&format!("a button named {name:?}"), async || {
            let button = self
                .client
                .find(Locator::XPath(&xpath))
                .await
                .map_err(|_| "no such button".to_owned())?;
            let usable = button.is_displayed().await.unwrap_or(false)
                && button.is_enabled().await.unwrap_or(false);
            if !usable {
                return Err("the button is hidden or disabled".to_owned());
            }
            match button.click().await {
                Err(CmdError::Standard(error))
                    if matches!(
                        error.error,
                        ErrorStatus::ElementClickIntercepted
                            | ErrorStatus::StaleElementReference
                            | ErrorStatus::ElementNotInteractable
                    ) =>
                {
                    Err(format!(
                        "the click did not reach the button: {}",
                        error.error
                    ))
                }
                other => Ok(other),
            }
        })
        .await?;
        clicked?;
        Ok(())
    }

    /// Presses the button named `name` with the mouse, holds it for `hold` and lets go, as a
    /// finger holds a control whose tap does something else.
    pub async fn hold_button(&self, name: &str, hold: Duration) -> Result {
        let xpath = button_xpath(name);
        let button = poll(&format!("a button named {name:?}"), async || {
            let button = self
                .client
                .find(Locator::XPath(&xpath))
                .await
                .map_err(|_| "no such button".to_owned())?;
            if button.is_displayed().await.unwrap_or(false) {
                Ok(button)
            } else {
                Err("the button is hidden".to_owned())
            }
        })
        .await?;
        let press = MouseActions::new("finger".to_owned())
            .then(PointerAction::MoveToElement {
                element: button,
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::Pause { duration: hold })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.client.perform_actions(press).await?;
        Ok(())
    }

    /// Saves what the window shows to `target/e2e-screenshots/<name>.png` and returns the path.
    pub async fn screenshot(&self, name: &str) -> Result<PathBuf> {
        let dir = target_dir().join("e2e-screenshots");
        std::fs::create_dir_all(&dir)?;
        let path = dir.join(format!("{name}.png"));
        std::fs::write(&path, self.client.screenshot().await?)?;
        Ok(path)
    }

    /// Resizes the window (such as to [`PHONE`] or [`DESKTOP`]) and waits until the page has
    /// that width, so what follows sees the new layout.
    pub async fn set_size(&self, (width, height): (u32, u32)) -> Result {
        self.client.set_window_rect(0, 0, width, height).await?;
        let script = "return window.innerWidth";
        poll(&format!("a page {width} pixels wide"), async || {
            let shown = self
                .client
                .execute(script, vec![])
                .await
                .map_err(|error| error.to_string())?;
            match shown.as_u64() {
                Some(shown) if shown == u64::from(width) => Ok(()),
                shown => Err(format!("the page is {shown:?} pixels wide")),
            }
        })
        .await?;
        self.wait_for_paint().await
    }

    /// Waits until the page has painted what it laid out: WebKit reports a new size before it
    /// has drawn it, and a screenshot taken in between shows the old picture.
    pub async fn wait_for_paint(&self) -> Result {
        let script = "const done = arguments[arguments.length - 1]; \
                      requestAnimationFrame(() => requestAnimationFrame(() => done()));";
        self.client.execute_async(script, vec![]).await?;
        Ok(())
    }

    /// The pid of the running app; an error when it is not running or runs more than once.
    pub fn app_pid(&self) -> Result<u32> {
        match self.driver.app_processes()[..] {
            [pid] => Ok(pid),
            [] => Err("the app is not running".into()),
            ref several => Err(format!("several app processes: {several:?}").into()),
        }
    }

    /// Whether the app process `pid` still runs.
    pub fn app_processes_include(&self, pid: u32) -> bool {
        self.driver.app_processes().contains(&pid)
    }

    /// The environment the app process started with, as `NAME=value` entries.
    pub fn app_environment(&self) -> Result<Vec<String>> {
        Ok(procs::environment(self.app_pid()?)?)
    }

    /// Kills the app as a crash or a power cut would (SIGKILL: no clean-up runs), then starts
    /// it again in a new session with the same data directory.
    pub async fn kill_and_restart(&mut self) -> Result {
        let pid = self.app_pid()?;
        if !procs::signal(pid, "KILL") {
            return Err(format!("could not kill the app (pid {pid})").into());
        }
        poll("the killed app to exit", async || {
            match procs::is_running(pid) {
                true => Err(format!("pid {pid} still runs")),
                false => Ok(()),
            }
        })
        .await?;
        // The old session's browser is gone; closing the session only tidies WebKitWebDriver's
        // books, so its errors do not matter.
        let _ = tokio::time::timeout(Duration::from_secs(5), self.client.clone().close()).await;
        self.client = new_session(&self.binary).await?;
        Ok(())
    }

    /// Ends the session (the app quits), then stops tauri-driver.
    pub async fn close(self) -> Result {
        self.client.close().await?;
        Ok(())
    }
}

/// The capabilities tauri-driver understands: which Tauri app to start.
fn capabilities(app: &Path) -> Capabilities {
    let mut capabilities = Capabilities::new();
    capabilities.insert("browserName".into(), json!("wry"));
    capabilities.insert("tauri:options".into(), json!({ "application": app }));
    capabilities
}

/// Opens a session, retrying briefly: tauri-driver answers before WebKitWebDriver behind it does.
async fn new_session(app: &Path) -> Result<Client> {
    let url = driver::url();
    let mut builder = ClientBuilder::new(HttpConnector::new());
    builder.capabilities(capabilities(app));
    let deadline = Instant::now() + PATIENCE;
    loop {
        match builder.connect(&url).await {
            Ok(client) => return Ok(client),
            Err(error) if Instant::now() >= deadline => {
                return Err(format!("no WebDriver session with the app: {error}").into())
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(250)).await,
        }
    }
}

/// Retries `attempt` until it succeeds or [`PATIENCE`] runs out; the error then says what was
/// awaited and what the last attempt saw.
pub(crate) async fn poll<T>(
    what: &str,
    mut attempt: impl AsyncFnMut() -> Result<T, String>,
) -> Result<T> {
    let deadline = Instant::now() + PATIENCE;
    loop {
        match attempt().await {
            Ok(value) => return Ok(value),
            Err(last) if Instant::now() >= deadline => {
                return Err(format!("gave up after {PATIENCE:?} waiting for {what}: {last}").into())
            }
            Err(_) => tokio::time::sleep(POLL).await,
        }
    }
}

/// An XPath for a button (or an element acting as one) named `name`.
/// Catches the next file the page hands to a download (its blob, as `window.__exported`) and
/// cancels the download itself: a web view would save it in the working directory, and every
/// run would leave a file there. Read it with [`READ_DOWNLOAD`].
pub const CATCH_DOWNLOAD: &str = r#"
window.__exported = null;
const make = URL.createObjectURL.bind(URL);
URL.createObjectURL = (blob) => { window.__exported = blob; return make(blob); };
document.addEventListener('click', (event) => {
  if (event.target instanceof HTMLAnchorElement && event.target.download) event.preventDefault();
}, true);
"#;

/// The text of the file [`CATCH_DOWNLOAD`] caught, once there is one (an async script).
pub const READ_DOWNLOAD: &str = r#"
const done = arguments[arguments.length - 1];
const wait = () => window.__exported ? window.__exported.text().then(done) : setTimeout(wait, 100);
wait();
"#;

/// Puts `arguments[0]` in a history import's text box as a paste would; `true` once it has.
pub const PASTE_TO_IMPORT: &str = r#"
const box = [...document.querySelectorAll('textarea')].find((t) => t.closest('label')?.textContent.includes('Or paste its text'));
if (!box) return false;
box.value = arguments[0];
box.dispatchEvent(new Event('input', { bubbles: true }));
return true;
"#;

/// The input or text area whose accessible name is `name`: named by aria-label, by a
/// `<label for=…>`, or by the `<label>` it sits in.
pub fn field_xpath(name: &str) -> String {
    let name = xpath_literal(name);
    format!(
        "//*[self::input or self::textarea][@aria-label={name} \
         or @id=//label[normalize-space(.)={name}]/@for \
         or ancestor::label[normalize-space(.)={name}]]"
    )
}

pub fn button_xpath(name: &str) -> String {
    let name = xpath_literal(name);
    format!(
        "//*[self::button or @role='button']\
         [@aria-label={name} or (not(@aria-label) and normalize-space(.)={name})]"
    )
}

/// `text` as an XPath 1.0 string literal, which has no escapes: quotes of the other kind
/// delimit it, and `concat` joins pieces when it holds both kinds.
pub(crate) fn xpath_literal(text: &str) -> String {
    if !text.contains('\'') {
        format!("'{text}'")
    } else if !text.contains('"') {
        format!("\"{text}\"")
    } else {
        let pieces: Vec<String> = text.split('\'').map(|piece| format!("'{piece}'")).collect();
        format!("concat({})", pieces.join(", \"'\", "))
    }
}

pub fn target_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

fn app_binary() -> Result<PathBuf> {
    let path = match std::env::var_os("TABLESIDE_APP") {
        Some(path) => PathBuf::from(path),
        None => target_dir().join("debug").join("tableside"),
    };
    // WebKitWebDriver starts the app by this path, and /proc shows it resolved.
    path.canonicalize().map_err(|error| {
        format!(
            "no app at {} ({error}): run `cargo build -p tableside`",
            path.display()
        )
        .into()
    })
}

/// tauri-driver as `cargo xtask` found it, else from PATH, else from ~/.cargo/bin.
fn tauri_driver() -> Result<PathBuf> {
    if let Some(path) = std::env::var_os("TAURI_DRIVER") {
        return Ok(PathBuf::from(path));
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .map(|dir| dir.join("tauri-driver"));
    let in_cargo_home = std::env::var_os("HOME").map(|home| {
        Path::new(&home)
            .join(".cargo")
            .join("bin")
            .join("tauri-driver")
    });
    on_path
        .chain(in_cargo_home)
        .find(|path| path.is_file())
        .ok_or_else(|| "tauri-driver not found: run `cargo xtask setup`".into())
}

/// An empty directory at `path`, wiping what an earlier run left there.
pub(crate) fn fresh_dir(path: &Path) -> Result<PathBuf> {
    if path.exists() {
        std::fs::remove_dir_all(path)?;
    }
    std::fs::create_dir_all(path)?;
    Ok(path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::xpath_literal;

    #[test]
    fn xpath_literals_survive_quotes() {
        assert_eq!(xpath_literal("Start"), "'Start'");
        assert_eq!(xpath_literal("Don't"), "\"Don't\"");
        assert_eq!(
            xpath_literal(r#"Say "don't""#),
            r#"concat('Say "don', "'", 't"')"#
        );
    }
}
