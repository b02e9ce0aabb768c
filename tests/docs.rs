//! The documents a reader follows: every link between them leads somewhere. A relative link
//! (a file, an image, a folder) must name something in the repository, and a link to a heading
//! (`#…`, in the same file or another) must name a heading there. Links out of the repository
//! (`https:`, `mailto:`) are left alone: the tests never reach outside the machine.
//!
//! And every table renders as one: a Markdown viewer shows rows of pipes as plain text unless
//! a separator row (`|---|---|`) follows the header, as the performance table once lacked.

use std::path::{Path, PathBuf};

/// The documents checked: the README, the map of the code, and everything in docs/.
fn documents(root: &Path) -> Vec<PathBuf> {
    let mut found = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ is there")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    found.extend(docs);
    found
}

/// The targets of a Markdown text's inline links and images, `[…](target)`, outside code.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut in_fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            continue;
        }
        // Inline code is not a link: drop what sits between backticks.
        let prose: String = line
            .split('`')
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, part)| part)
            .collect::<Vec<_>>()
            .join(" ");
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or("");
            targets.push(target.to_owned());
            rest = &after[end..];
        }
    }
    targets
}

/// A heading's anchor as GitHub writes it: lower case, spaces to hyphens, punctuation dropped.
fn anchor_of(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| line.starts_with('#'))
        .map(|line| anchor_of(line.trim_start_matches('#')))
        .collect()
}

#[test]
fn every_link_between_the_documents_leads_somewhere() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut broken = Vec::new();
    let mut checked = 0;
    for document in documents(root) {
        let text = std::fs::read_to_string(&document).expect("reads");
        let folder = document.parent().expect("in a folder");
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") || target.is_empty() {
                continue;
            }
            checked += 1;
            let (path, anchor) = match target.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (target.as_str(), None),
            };
            let file = if path.is_empty() {
                document.clone()
            } else {
                folder.join(path)
            };
            let name = document
                .strip_prefix(root)
                .unwrap_or(&document)
                .display()
                .to_string();
            if !file.exists() {
                broken.push(format!("{name}: {target} (no such file)"));
                continue;
            }
            if let Some(anchor) = anchor {
                let headings = std::fs::read_to_string(&file)
                    .map(|t| anchors(&t))
                    .unwrap_or_default();
                if !headings.iter().any(|h| h == anchor) {
                    broken.push(format!("{name}: {target} (no such heading)"));
                }
            }
        }
    }
    assert!(
        checked > 10,
        "only {checked} links found: is the reader right?"
    );
    assert!(
        broken.is_empty(),
        "links that lead nowhere:\n  {}",
        broken.join("\n  ")
    );
}

#[test]
fn the_reader_finds_links_and_images_and_skips_code() {
    let text = "See [the map](ARCHITECTURE.md) and ![a shot](ui/a.png \"title\").\n\
                `[not](a-link.md)` here\n```\n[nor](this.md)\n```\n[out](https://example.org)";
    assert_eq!(
        link_targets(text),
        ["ARCHITECTURE.md", "ui/a.png", "https://example.org"]
    );
    assert_eq!(anchor_of("One table, many phones"), "one-table-many-phones");
    assert_eq!(anchor_of("Start-up (first frame)"), "start-up-first-frame");
}

/// The lines (counted from 1) of the tables in a Markdown text, outside code, whose header row
/// is not followed by a separator row with a cell for each of the header's.
fn tables_without_separator(text: &str) -> Vec<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let mut in_fence = false;
    let mut missing = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        let starts_a_table = line.trim_start().starts_with('|')
            && (at == 0 || !lines[at - 1].trim_start().starts_with('|'));
        if in_fence || !starts_a_table {
            continue;
        }
        let separated = lines.get(at + 1).is_some_and(|next| {
            let cells = |row: &str| row.trim().trim_matches('|').split('|').count();
            let dashes = next.trim().trim_matches('|').split('|').all(|cell| {
                let cell = cell.trim().trim_start_matches(':').trim_end_matches(':');
                !cell.is_empty() && cell.chars().all(|c| c == '-')
            });
            dashes && cells(next) == cells(line)
        });
        if !separated {
            missing.push(at + 1);
        }
    }
    missing
}

#[test]
fn every_table_in_the_documents_has_its_separator_row() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let unrendered: Vec<String> = documents(root)
        .iter()
        .flat_map(|document| {
            let text = std::fs::read_to_string(document).expect("readable");
            let name = document
                .strip_prefix(root)
                .unwrap_or(document)
                .display()
                .to_string();
            tables_without_separator(&text)
                .into_iter()
                .map(move |line| format!("{name}:{line}"))
        })
        .collect();
    assert!(
        unrendered.is_empty(),
        "tables without a separator row under their header (shown as plain text):\n  {}",
        unrendered.join("\n  ")
    );
}

#[test]
fn a_table_without_its_separator_row_is_found() {
    let text = "| a | b |\n|---|:-:|\n| 1 | 2 |\n\ntext\n\n| what | figure |\n| x | 1 |\n\n\
                ```\n| code | only |\n```\n| one | two |\n|---|\n";
    assert_eq!(tables_without_separator(text), [7, 13]);
}
