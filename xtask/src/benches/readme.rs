//! The README's performance table, written from the latest run between two markers: the table
//! is never edited by hand, so it cannot show a figure no run of the code measured.

/// The line before the table.
pub const START: &str =
    "<!-- performance table: written by `cargo xtask bench` from its latest run, not by hand -->";
/// The line after it.
pub const END: &str = "<!-- end of the performance table -->";

/// `readme` with what stands between the markers replaced by `table`.
pub fn with_table(readme: &str, table: &str) -> Result<String, String> {
    let missing = |marker: &str| format!("the README has no line `{marker}`");
    let start = readme.find(START).ok_or_else(|| missing(START))? + START.len();
    let end = start + readme[start..].find(END).ok_or_else(|| missing(END))?;
    Ok(format!(
        "{}\n{}{}",
        &readme[..start],
        table.trim_end_matches('\n').to_owned() + "\n",
        &readme[end..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_only_what_stands_between_the_markers() {
        let readme = format!("# Title\n\n{START}\n| old |\n{END}\n\nAfter.\n");
        let written = with_table(&readme, "| new |\n").expect("markers are there");
        assert_eq!(
            written,
            format!("# Title\n\n{START}\n| new |\n{END}\n\nAfter.\n")
        );
        assert_eq!(with_table(&written, "| new |\n"), Ok(written.clone()));
        assert!(with_table("no markers", "| new |").is_err());
    }
}
