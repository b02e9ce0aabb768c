//! The browser build served as a static host would: `target/web/` (built by `cargo xtask web`,
//! and by `cargo xtask test` before the end-to-end tests) through `vite preview` on a free
//! loopback port, 127.0.0.1 being a secure origin where the page may keep files (OPFS).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::phone::free_loopback_port;
use super::{procs, target_dir, Result};

pub struct Site {
    server: Child,
    port: u16,
}

impl Site {
    /// Serves the built site, once it answers.
    pub async fn serve(name: &str) -> Result<Site> {
        let site = target_dir().join("web");
        if !site.join("index.html").is_file() || !site.join("pkg").is_dir() {
            return Err(format!(
                "no browser build in {}: run `cargo xtask web`",
                site.display()
            )
            .into());
        }
        let port = free_loopback_port()?;
        let logs = target_dir().join("e2e-logs");
        std::fs::create_dir_all(&logs)?;
        let log = std::fs::File::create(logs.join(format!("site-{name}.log")))?;
        let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui");
        let server = Command::new("node")
            .arg(vite(&ui))
            .args(["preview", "--mode", "web", "--outDir"])
            .arg(&site)
            .args(["--host", "127.0.0.1", "--strictPort", "--port"])
            .arg(port.to_string())
            .current_dir(&ui)
            .stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .map_err(|error| format!("could not start vite preview: {error}"))?;
        let served = Site { server, port };
        let deadline = Instant::now() + Duration::from_secs(30);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            if Instant::now() > deadline {
                return Err("vite preview did not listen within 30 s".into());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Ok(served)
    }

    /// The site's home page.
    pub fn address(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    /// Stops serving: the page can then only come from what the browser kept.
    pub fn stop(&mut self) {
        for pid in procs::descendants(self.server.id()) {
            procs::signal(pid, "KILL");
        }
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

impl Drop for Site {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Vite's own script, run by node directly: no npm or shell process between the test and the
/// server, so that stopping it stops it.
fn vite(ui: &Path) -> PathBuf {
    ui.join("node_modules")
        .join("vite")
        .join("bin")
        .join("vite.js")
}
