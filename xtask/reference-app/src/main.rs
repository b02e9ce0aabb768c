//! A window with one page that reports its first frame, as Tableside does when
//! `TABLESIDE_REPORT_FIRST_FRAME` is set: the line `first-frame` on standard output.

#[tauri::command]
fn first_frame() {
    println!("first-frame");
}

fn main() {
    tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![first_frame])
        .run(tauri::generate_context!())
        .expect("the reference app starts");
}
