//! A phone at a shared table: headless Chromium (Debian's `chromium` and `chromium-driver`)
//! opening the join address the app shows, at 360×640, driven over WebDriver.
//!
//! Loopback only: the app under test shares on 127.0.0.1 (`TABLESIDE_SHARE_BIND`, set by
//! [`App::launch`](super::App::launch)), chromedriver listens on a free loopback port, and
//! Chromium is told to resolve no host name but 127.0.0.1 and to make none of its own
//! background connections, so nothing leaves the machine.

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::wd::Capabilities;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::json;

use super::audit::audit_page;
use super::{button_xpath, field_xpath, fresh_dir, poll, procs, target_dir, Result, PHONE};

/// Chromium's switches that keep it to the page it is given: no sign-in, updates, safe-browsing
/// lists, metrics or look-ups of its own, and every host name but loopback unresolvable.
const QUIET: &[&str] = &[
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--metrics-recording-only",
    "--no-pings",
    "--dns-prefetch-disable",
    "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
    "--lang=en-US",
];

/// Every host name but loopback unresolvable.
const LOOPBACK_ONLY: &str = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1";

/// The host name an insecure phone opens a table by ([`Phone::start_insecure`]): mapped to
/// loopback, so that nothing leaves the machine, yet Chromium treats the page as it treats a
/// real phone's page at a LAN address over plain HTTP: not a secure context (no Wake Lock).
pub const INSECURE_HOST: &str = "tableside.test";

pub struct Phone {
    client: Client,
    // Dropped after `client`: the session must not outlive its driver.
    driver: Child,
    name: String,
}

impl Phone {
    /// A phone named `name` (its screenshots' prefix) with a browser of its own, at 360×640.
    pub async fn start(name: &str) -> Result<Phone> {
        let profile = fresh_dir(&Phone::profile_of(name))?;
        Phone::start_on(name, &profile).await
    }

    /// The folder of the browser profile a phone named `name` starts with.
    pub fn profile_of(name: &str) -> PathBuf {
        target_dir().join("e2e-data").join(format!("phone-{name}"))
    }

    /// The phone named `name` started again on the profile it had (`profile_of`): what its
    /// browser kept for each site is still there.
    pub async fn start_on(name: &str, profile: &std::path::Path) -> Result<Phone> {
        Phone::launch(name, profile, LOOPBACK_ONLY).await
    }

    /// A phone that opens tables by [`INSECURE_HOST`] (see [`Phone::open_insecure`]), as a
    /// phone on Wi-Fi opens the host's LAN address; every other name but loopback unresolvable.
    pub async fn start_insecure(name: &str) -> Result<Phone> {
        let profile = fresh_dir(&Phone::profile_of(name))?;
        let rules = format!(
            "--host-resolver-rules=MAP {INSECURE_HOST} 127.0.0.1 , MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
        );
        Phone::launch(name, &profile, &rules).await
    }

    async fn launch(name: &str, profile: &std::path::Path, resolving: &str) -> Result<Phone> {
        let port = free_loopback_port()?;
        let logs = target_dir().join("e2e-logs");
        std::fs::create_dir_all(&logs)?;
        let log = std::fs::File::create(logs.join(format!("phone-{name}.log")))?;
        let driver = Command::new(chromedriver()?)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .map_err(|error| format!("could not start chromedriver: {error}"))?;
        let mut args: Vec<String> = QUIET.iter().map(|arg| (*arg).to_owned()).collect();
        args.push(resolving.to_owned());
        args.push(format!("--user-data-dir={}", profile.display()));
        let mut capabilities = Capabilities::new();
        capabilities.insert("browserName".into(), json!("chrome"));
        capabilities.insert(
            "goog:chromeOptions".into(),
            json!({
                "binary": chromium()?,
                "args": args,
                // A phone's screen, touch and all: a desktop window is never narrower than 500.
                "mobileEmulation": {
                    "deviceMetrics": { "width": PHONE.0, "height": PHONE.1, "pixelRatio": 2.0, "touch": true },
                },
            }),
        );
        let url = format!("http://127.0.0.1:{port}");
        let mut builder = ClientBuilder::new(HttpConnector::new());
        builder.capabilities(capabilities);
        let deadline = Instant::now() + Duration::from_secs(20);
        let client = loop {
            match builder.connect(&url).await {
                Ok(client) => break client,
                Err(error) if Instant::now() >= deadline => {
                    return Err(format!("no session with chromedriver: {error}").into())
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        };
        Ok(Phone {
            client,
            driver,
            name: name.to_owned(),
        })
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    /// Opens `address`, which must be on loopback.
    pub async fn open(&self, address: &str) -> Result {
        if !address.starts_with("http://127.0.0.1:") {
            return Err(format!("a phone in a test opens loopback only, not {address}").into());
        }
        self.client.goto(address).await?;
        Ok(())
    }

    /// Opens the loopback `address` by [`INSECURE_HOST`], its port and path kept: the page a
    /// phone on the local network opens, which its browser does not treat as secure.
    pub async fn open_insecure(&self, address: &str) -> Result {
        let rest = address
            .strip_prefix("http://127.0.0.1:")
            .ok_or_else(|| format!("a phone in a test opens loopback only, not {address}"))?;
        self.client
            .goto(&format!("http://{INSECURE_HOST}:{rest}"))
            .await?;
        let secure = self
            .client
            .execute("return window.isSecureContext", vec![])
            .await?;
        if secure != serde_json::Value::Bool(false) {
            return Err(
                format!("the page at {INSECURE_HOST} is a secure context: {secure}").into(),
            );
        }
        Ok(())
    }

    /// Waits until the page keeps its screen on with its video (a page without a Wake Lock):
    /// the video is in the viewport's corner, muted, inline, and playing, its time moving on.
    pub async fn wait_until_screen_is_kept_on(&self) -> Result {
        let script = "const v = document.querySelector('video[data-screen-keeper]'); \
                      if (v === null) return null; \
                      const r = v.getBoundingClientRect(); \
                      return { playing: !v.paused && v.readyState >= 2, muted: v.muted, \
                               inline: v.playsInline, time: v.currentTime, \
                               shown: r.width > 0 && r.left >= 0 && r.top >= 0 \
                                 && r.right <= innerWidth && r.bottom <= innerHeight };";
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut first_time: Option<f64> = None;
        loop {
            let seen = self.client.execute(script, vec![]).await?;
            let kept = seen["playing"] == true
                && seen["muted"] == true
                && seen["inline"] == true
                && seen["shown"] == true;
            if kept {
                let time = seen["time"].as_f64().unwrap_or_default();
                match first_time {
                    Some(first) if time > first => return Ok(()),
                    None => first_time = Some(time),
                    _ => {}
                }
            }
            if Instant::now() > deadline {
                return Err(format!("the phone's screen is not kept on: {seen}").into());
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Waits until `text` shows anywhere on the page.
    pub async fn wait_for_text(&self, text: &str) -> Result {
        let script = "return document.body ? document.body.innerText : ''";
        poll(&format!("the phone to show {text:?}"), async || {
            let shown = self
                .client
                .execute(script, vec![])
                .await
                .map_err(|error| error.to_string())?;
            match shown.as_str() {
                Some(body) if body.contains(text) => Ok(()),
                _ => Err(format!("{:.300}", shown.as_str().unwrap_or_default())),
            }
        })
        .await
    }

    /// Waits until an element's accessible name or text is `text`.
    pub async fn wait_for_content(&self, text: &str) -> Result {
        let xpath = format!(
            "//*[@aria-label={0} or normalize-space(.)={0}]",
            super::xpath_literal(text)
        );
        poll(&format!("the phone to show {text:?}"), async || {
            self.client
                .find(Locator::XPath(&xpath))
                .await
                .map(|_| ())
                .map_err(|error| error.to_string())
        })
        .await
    }

    /// Taps the button named `name`, once it is there and enabled.
    pub async fn click_button(&self, name: &str) -> Result {
        let xpath = button_xpath(name);
        poll(&format!("a button {name:?} on the phone"), async || {
            let button = self
                .client
                .find(Locator::XPath(&xpath))
                .await
                .map_err(|error| error.to_string())?;
            if !button
                .is_enabled()
                .await
                .map_err(|error| error.to_string())?
            {
                return Err("disabled".to_owned());
            }
            button.click().await.map_err(|error| error.to_string())
        })
        .await
    }

    /// A Conjure match from home, through the guided set-up to its first turn.
    pub async fn start_a_conjure_match(&self) -> Result {
        self.click_button("Conjure The Chaos").await?;
        self.click_button("Start match").await?;
        self.click_button("Player 1 goes first").await?;
        self.click_button("Tribe of Player 1").await?;
        self.click_button("Dwarves").await?;
        self.click_button("Tribe of Player 2").await?;
        self.click_button("Vampires").await?;
        for (pick, name) in [(1, 2), (2, 1), (3, 2), (4, 1)] {
            self.wait_for_text(&format!("Player {name}'s pick ({pick} of 4)"))
                .await?;
            // The middle turns to face each picker: let it finish turning before the tap.
            tokio::time::sleep(Duration::from_millis(600)).await;
            self.click_button("Deal a tower at random").await?;
        }
        self.click_button("Keep the hand of Player 1").await?;
        self.click_button("Keep the hand of Player 2").await?;
        self.click_button("Start turn 1").await?;
        Ok(())
    }

    /// Resizes the phone's screen to `(width, height)` CSS pixels (a tablet's, say), touch and
    /// all, as its mobile emulation started it.
    pub async fn set_size(&self, (width, height): (u32, u32)) -> Result {
        let metrics =
            json!({ "width": width, "height": height, "deviceScaleFactor": 2, "mobile": true });
        self.devtools("Emulation.setDeviceMetricsOverride", metrics)
            .await?;
        Ok(())
    }

    /// Types `text` into the input or text area whose accessible name is `name`.
    pub async fn fill(&self, name: &str, text: &str) -> Result {
        let xpath = field_xpath(name);
        // The one shown: a screen may keep a field of the same name in a closed sheet.
        let field = poll(&format!("a field {name:?} on the phone"), async || {
            let found = self
                .client
                .find_all(Locator::XPath(&xpath))
                .await
                .map_err(|error| error.to_string())?;
            for field in found {
                if field.is_displayed().await.unwrap_or(false) {
                    return Ok(field);
                }
            }
            Err("none shown".to_owned())
        })
        .await?;
        field.send_keys(text).await?;
        Ok(())
    }

    /// Runs a DevTools command in the phone's browser (`Emulation.setCPUThrottlingRate`, …),
    /// through chromedriver's own endpoint for it.
    pub async fn devtools(
        &self,
        command: &str,
        params: serde_json::Value,
    ) -> Result<serde_json::Value> {
        let answer = self
            .client
            .issue_cmd(DevTools {
                command: command.to_owned(),
                params,
            })
            .await?;
        Ok(answer)
    }

    /// Photographs the phone's page as `phone-<name>-<screen>.png` and fails naming every
    /// problem the layout audit finds on it.
    pub async fn look(&self, screen: &str) -> Result<PathBuf> {
        let dir = target_dir().join("e2e-screenshots");
        std::fs::create_dir_all(&dir)?;
        // Twice a frame: what was laid out is painted before the picture.
        let paint = "const done = arguments[arguments.length - 1]; \
                     requestAnimationFrame(() => requestAnimationFrame(() => done()));";
        self.client.execute_async(paint, vec![]).await?;
        tokio::time::sleep(Duration::from_millis(400)).await;
        let path = dir.join(format!("phone-{}-{screen}.png", self.name));
        std::fs::write(&path, self.client.screenshot().await?)?;
        let problems = audit_page(&self.client).await?;
        if problems.is_empty() {
            Ok(path)
        } else {
            Err(format!(
                "the layout audit of the phone's {screen} found:\n  {}",
                problems.join("\n  ")
            )
            .into())
        }
    }

    /// Kills the browser and its driver with SIGKILL, as a phone's system kills a page it needs
    /// the memory of: nothing is told, nothing is closed cleanly.
    pub fn kill(mut self) {
        stop(&mut self.driver);
    }

    /// Closes the browser and its driver.
    pub async fn close(mut self) -> Result {
        let _ = tokio::time::timeout(Duration::from_secs(10), self.client.clone().close()).await;
        stop(&mut self.driver);
        Ok(())
    }
}

impl Drop for Phone {
    fn drop(&mut self) {
        stop(&mut self.driver);
    }
}

/// chromedriver's `POST /session/{id}/goog/cdp/execute`: a DevTools command by name.
#[derive(Debug)]
struct DevTools {
    command: String,
    params: serde_json::Value,
}

impl fantoccini::wd::WebDriverCompatibleCommand for DevTools {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> std::result::Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({ "cmd": self.command, "params": self.params });
        (http::Method::POST, Some(body.to_string()))
    }
}

/// Stops chromedriver and the browsers it started.
fn stop(driver: &mut Child) {
    for pid in procs::descendants(driver.id()) {
        procs::signal(pid, "KILL");
    }
    let _ = driver.kill();
    let _ = driver.wait();
}

pub(crate) fn free_loopback_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

fn chromedriver() -> Result<PathBuf> {
    find("chromedriver", "chromium-driver")
}

fn chromium() -> Result<PathBuf> {
    find("chromium", "chromium")
}

fn find(program: &str, package: &str) -> Result<PathBuf> {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
        .ok_or_else(|| format!("{program} is not installed (Debian package {package})").into())
}
