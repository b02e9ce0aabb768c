//! A window with one page that reports its first frame, as Tableside does when
//! `TABLESIDE_REPORT_FIRST_FRAME` is set: the line `first-frame` on standard output.

/// Prints when the page began and when its first frame came (milliseconds: since 1970, and
/// into the page), then `first-frame`, in the form Tableside prints them.
#[tauri::command]
fn first_frame(marks: std::collections::BTreeMap<String, f64>) {
    let steps: Vec<String> = marks
        .iter()
        .map(|(step, ms)| format!("{step} {ms:.0}"))
        .collect();
    println!("start-up marks (ms into the page): {}", steps.join(", "));
    println!("first-frame");
}

fn main() {
    tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![first_frame])
        .run(tauri::generate_context!())
        .expect("the reference app starts");
}
