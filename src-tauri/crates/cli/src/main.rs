//! `tableside-cli`: see `tableside-cli --help`.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let status = tableside_cli::run(&args, &mut stdout.lock(), &mut stderr.lock());
    // A closed pipe (`tableside-cli replay m.json | head`) is not worth a panic.
    let _ = std::io::stdout().flush();
    ExitCode::from(status)
}
