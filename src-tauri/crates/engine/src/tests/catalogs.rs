//! The catalogs the project ships, as the engine's tests read them: each game's (in the UI's
//! `games/<id>/i18n/`, or, for a game with no UI such as the tests' fifth game, in its own
//! folder of the engine) and the shared one.

use std::path::{Path, PathBuf};

use crate::label::{Label, LabelArg};
use crate::GameId;

fn read(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("the catalog {} does not read: {e}", path.display()));
    serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("the catalog {} is not JSON: {e}", path.display()))
}

/// `game`'s catalog in `lang` (`en`, `zh`).
pub(crate) fn catalog(game: GameId, lang: &str) -> serde_json::Value {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = Path::new(game.as_str())
        .join("i18n")
        .join(format!("{lang}.json"));
    let in_the_ui: PathBuf = root.join("../../../ui/src/games").join(&file);
    let path = if in_the_ui.exists() {
        in_the_ui
    } else {
        root.join("src/games").join(&file)
    };
    read(&path)
}

/// The shared catalog in `lang`.
pub(crate) fn shared(lang: &str) -> serde_json::Value {
    read(&Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../../ui/src/i18n/{lang}.json")))
}

/// The text at a dotted `key` of `catalog`.
pub(crate) fn text_at<'a>(catalog: &'a serde_json::Value, key: &str) -> Option<&'a str> {
    key.split('.')
        .try_fold(catalog, |node, part| node.get(part))
        .and_then(serde_json::Value::as_str)
}

/// The `{{name}}` blanks of a text, `_signed` forms read as their number.
fn blanks(text: &str) -> Vec<&str> {
    text.split("{{")
        .skip(1)
        .map(|blank| blank.split("}}").next().unwrap_or_default())
        .map(|blank| blank.split(',').next().unwrap_or_default().trim())
        .map(|name| name.strip_suffix("_signed").unwrap_or(name))
        .collect()
}

/// The texts a label of `key` may be worded by: the key's own and its variants, the sentences
/// the UI picks by the arguments present (`<key>_nocard` for one without a card).
fn texts_for<'a>(catalog: &'a serde_json::Value, key: &str) -> Vec<&'a str> {
    let (parent, last) = key.rsplit_once('.').unwrap_or(("", key));
    let node = if parent.is_empty() {
        Some(catalog)
    } else {
        parent
            .split('.')
            .try_fold(catalog, |node, part| node.get(part))
    };
    let Some(fields) = node.and_then(serde_json::Value::as_object) else {
        return Vec::new();
    };
    let variant = format!("{last}_");
    fields
        .iter()
        .filter(|(name, _)| *name == last || name.starts_with(&variant))
        .filter_map(|(_, text)| text.as_str())
        .collect()
}

/// A game's catalog and the shared one in one language, read once for many labels.
pub(crate) struct Words {
    lang: &'static str,
    catalogs: [serde_json::Value; 2],
}

impl Words {
    pub(crate) fn of(game: GameId, lang: &'static str) -> Words {
        Words {
            lang,
            catalogs: [catalog(game, lang), shared(lang)],
        }
    }
}

/// What in `label` (and the labels inside it) the catalogs cannot word: a key found in neither
/// the game's catalog nor the shared one, or blanks that none of its sentences fills from the
/// label's arguments.
pub(crate) fn unworded(words: &Words, label: &Label) -> Vec<String> {
    let Words { lang, catalogs } = words;
    let mut missing = Vec::new();
    let mut labels = vec![label];
    while let Some(label) = labels.pop() {
        if !catalogs.iter().any(|c| text_at(c, &label.key).is_some()) {
            missing.push(format!("{} has no {lang} text", label.key));
            continue;
        }
        let filled = catalogs
            .iter()
            .flat_map(|c| texts_for(c, &label.key))
            .any(|text| {
                blanks(text)
                    .iter()
                    .all(|name| label.args.contains_key(name))
            });
        if !filled {
            missing.push(format!("{}: no {lang} sentence for its arguments", label));
        }
        for (_, arg) in label.args.iter() {
            if let LabelArg::Label(inner) = arg {
                labels.push(inner);
            }
        }
    }
    missing
}
