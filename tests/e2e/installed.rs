//! The app as a person installs it: the Debian package that `cargo xtask test` builds and
//! installs on the machine, started from where it installed (`/usr/bin/tableside`, given as
//! `TABLESIDE_APP`) on a fresh database. `cargo xtask test` runs it after the install, and only
//! then; by hand: `cargo xtask bundle`, `apt-get install ./target/release/bundle/deb/….deb`,
//! then this test with `TABLESIDE_APP=/usr/bin/tableside`.

use std::path::Path;

use crate::harness::{App, Result, DESKTOP, PHONE};

#[tokio::test]
#[ignore = "end-to-end: needs the installed package and a display; run `cargo xtask test`"]
async fn the_installed_package_starts_on_a_fresh_database() -> Result {
    let app_path = std::env::var("TABLESIDE_APP")?;
    assert_eq!(
        app_path, "/usr/bin/tableside",
        "the installed app, not a build"
    );
    // What the package put where a desktop finds it: the menu entry and its icon.
    let entry = std::fs::read_to_string("/usr/share/applications/Tableside.desktop")?;
    for line in [
        "Name=Tableside",
        "Exec=tableside",
        "Icon=tableside",
        "Categories=Game;CardGame;",
    ] {
        assert!(
            entry.lines().any(|l| l == line),
            "the desktop entry lacks {line}:\n{entry}"
        );
    }
    assert!(Path::new("/usr/share/icons/hicolor/128x128/apps/tableside.png").is_file());

    let app = App::launch("installed").await?;
    app.wait_for_title("Tableside").await?;
    app.wait_for_text("New match").await?;
    app.wait_for_text("Pick a game").await?;
    assert!(
        app.database().is_file(),
        "the installed app made its database"
    );
    app.look_at("installed-home", &[(PHONE, "phone"), (DESKTOP, "desktop")])
        .await?;
    app.close().await
}
