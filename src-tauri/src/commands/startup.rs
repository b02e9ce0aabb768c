//! Start-up as the person at the table sees it: the moment the first screen is drawn.

use std::collections::BTreeMap;

/// The UI calls this once, on the frame after its first screen is drawn, with the moments of
/// its start-up (milliseconds since the page began loading, by step). Only a measurement
/// listens (`cargo xtask bench` sets `TABLESIDE_REPORT_FIRST_FRAME` and times the app from
/// its start to the line `first-frame` on standard output); otherwise it does nothing.
#[tauri::command]
pub(crate) fn first_frame(marks: BTreeMap<String, f64>) {
    if std::env::var_os("TABLESIDE_REPORT_FIRST_FRAME").is_some() {
        let steps: Vec<String> = marks
            .iter()
            .map(|(step, ms)| format!("{step} {ms:.0}"))
            .collect();
        println!("start-up marks (ms into the page): {}", steps.join(", "));
        println!("first-frame");
    }
}
