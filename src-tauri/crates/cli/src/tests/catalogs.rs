//! The UI's catalogs as tests read them: a label's words in Chinese (the CLI embeds only the
//! English), what a text asks of a label, and the label keys the engine's code names.

use std::collections::BTreeSet;
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

/// The label keys the engine's code names whole (`Label::new("deck.size")`) for which `holds`,
/// read from its source, the tests of each module aside.
pub(crate) fn label_keys_of_the_engine(holds: impl Fn(&str) -> bool) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let mut folders = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("reads the engine's source") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                if path.file_name().is_none_or(|name| name != "tests") {
                    folders.push(path);
                }
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("reads");
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (at, _) in code.match_indices("Label::new(\"") {
                let rest = &code[at + "Label::new(\"".len()..];
                let key = &rest[..rest.find('"').unwrap_or(0)];
                if holds(key) {
                    keys.insert(key.to_owned());
                }
            }
        }
    }
    keys
}
