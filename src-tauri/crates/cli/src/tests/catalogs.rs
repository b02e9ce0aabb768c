//! The UI's catalogs as tests read them: a label's words in Chinese (the CLI embeds only the
//! English), and what a text asks of a label.

use std::path::Path;

use tableside_engine::{Label, LabelArg};

/// `label` and the labels inside it.
pub(crate) fn labels_in(label: &Label) -> Vec<&Label> {
    let mut labels = vec![label];
    for (_, arg) in label.args.iter() {
        if let LabelArg::Label(inner) = arg {
            labels.extend(labels_in(inner));
        }
    }
    labels
}

/// The Chinese catalogs: the shared one and each game's.
pub(crate) fn chinese() -> Vec<serde_json::Value> {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../ui/src");
    let mut files = vec![ui.join("i18n/zh.json")];
    for entry in std::fs::read_dir(ui.join("games")).expect("reads the UI's games") {
        let file = entry.expect("an entry").path().join("i18n/zh.json");
        if file.is_file() {
            files.push(file);
        }
    }
    files
        .iter()
        .map(|file| {
            serde_json::from_str(&std::fs::read_to_string(file).expect("reads")).expect("JSON")
        })
        .collect()
}

pub(crate) fn chinese_text<'a>(catalogs: &'a [serde_json::Value], key: &str) -> Option<&'a str> {
    catalogs.iter().find_map(|catalog| {
        key.split('.')
            .try_fold(catalog, |node, part| node.get(part))
            .and_then(|node| node.as_str())
    })
}

/// The names of a text's `{{name}}` placeholders.
pub(crate) fn placeholders(text: &str) -> Vec<&str> {
    text.split("{{")
        .skip(1)
        .filter_map(|rest| rest.split("}}").next())
        .map(|inside| inside.split(',').next().unwrap_or_default().trim())
        .collect()
}
