//! A clean close seals the file so the next open can skip reading every page; anything else
//! that happens to the file means a full check.

use tableside_engine::ErrorCode;
use tableside_store::{seal_path, wal_path, Store};

fn store_with_pages(path: &std::path::Path) -> Store {
    let mut store = Store::open(path).expect("opens");
    store
        .sync_shipped_data(tableside_store::shipped_files())
        .expect("writes several pages");
    store
}

#[test]
fn a_clean_close_seals_the_file_and_the_next_open_takes_the_seal() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    store_with_pages(&path).close().expect("closes");
    assert!(seal_path(&path).exists(), "sealed");
    assert!(!wal_path(&path).exists(), "the log was folded in");

    let store = Store::open(&path).expect("opens");

    assert!(
        !seal_path(&path).exists(),
        "a seal vouches for one open only"
    );
    assert!(!store.list_games().expect("reads").is_empty());
}

#[test]
fn a_crash_leaves_no_seal() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    drop(store_with_pages(&path));
    assert!(!seal_path(&path).exists());
}

#[test]
fn a_file_damaged_after_its_seal_is_checked_whole_and_refused() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    store_with_pages(&path).close().expect("closes");
    let mut bytes = std::fs::read(&path).expect("reads");
    assert!(bytes.len() > 3 * 4096, "the test needs several pages");
    for (i, byte) in bytes.iter_mut().enumerate().skip(4096) {
        *byte = (i % 241) as u8;
    }
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(&path, &bytes).expect("damages");

    let error = Store::open(&path).err().expect("refused");

    assert_eq!(error.code(), ErrorCode::StoreCorrupt, "{error}");
    assert_eq!(std::fs::read(&path).expect("reads"), bytes, "left as it is");
}
