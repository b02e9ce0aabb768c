//! Turning what a person types into a safe FTS5 query, and into the name key it starts.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// At most this many typed words are used; a longer query only gets slower, not better.
const MAX_TERMS: usize = 8;

/// An FTS5 query matching rows that have, for every word typed, a token starting with it
/// (`fire tow` finds "Fire Crystal Tower"). Each word is quoted as an FTS5 string, doubling
/// any `"` inside, so no user text is ever read as FTS5 syntax (`AND`, `NEAR`, `col:`, `*`,
/// `^`, parentheses). Words without a letter or digit are dropped, since the tokenizer would
/// reduce them to nothing. `None` when no word is left.
pub(crate) fn prefix_query(input: &str) -> Option<String> {
    let terms: Vec<String> = input
        .split_whitespace()
        .filter(|word| word.chars().any(char::is_alphanumeric))
        .take(MAX_TERMS)
        .map(|word| format!("\"{}\"*", word.replace('"', "\"\"")))
        .collect();
    (!terms.is_empty()).then(|| terms.join(" AND "))
}

/// `text` folded as the full-text index folds words (`unicode61 remove_diacritics 2`):
/// lowercase, without diacritics, its words (runs of letters and digits) joined by one space.
/// Stored with every card as `name_key`, and applied to what is typed, so that a name starting
/// with the typed text is a range of the key's index.
pub(crate) fn name_key(text: &str) -> String {
    let key = folded_words(text);
    if key.is_empty() && !text.trim().is_empty() {
        // A name of signs only ("!!") is keyed as it is: a key is never empty once written.
        return text.trim().to_lowercase();
    }
    key
}

fn folded_words(text: &str) -> String {
    let folded: String = text
        .nfd()
        .filter(|&c| !is_combining_mark(c))
        .flat_map(char::to_lowercase)
        .collect();
    folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .take(MAX_TERMS)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The half-open range of name keys that start with `key`: from the key itself to the key
/// followed by the highest character, which no real name holds.
pub(crate) fn key_range(key: &str) -> (String, String) {
    (key.to_owned(), format!("{key}\u{10FFFF}"))
}

/// [`prefix_query`] restricted to card names.
pub(crate) fn name_query(fts_query: &str) -> String {
    format!("{{name}} : ({fts_query})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_key_is_folded_like_the_index() {
        assert_eq!(name_key("Café  Müller—Tower"), "cafe muller tower");
        assert_eq!(name_key("  ÉMBER tide "), "ember tide");
        assert_eq!(name_key("星灵 殿"), "星灵 殿");
        assert_eq!(name_key("!!"), "!!");
        assert_eq!(name_key("  "), "");
    }

    #[test]
    fn a_key_range_holds_the_names_that_start_with_it() {
        let (from, to) = key_range("fire to");
        for name in ["fire to", "fire tower", "fire tozz"] {
            assert!(from.as_str() <= name && name < to.as_str(), "{name}");
        }
        for name in ["fire t", "fire up", "firewood"] {
            assert!(!(from.as_str() <= name && name < to.as_str()), "{name}");
        }
    }

    #[test]
    fn words_become_quoted_prefixes() {
        assert_eq!(
            prefix_query("fire tow").as_deref(),
            Some("\"fire\"* AND \"tow\"*")
        );
    }

    #[test]
    fn fts_syntax_in_user_text_stays_text() {
        assert_eq!(prefix_query("NEAR(a").as_deref(), Some("\"NEAR(a\"*"));
        assert_eq!(prefix_query("name:x").as_deref(), Some("\"name:x\"*"));
        assert_eq!(
            prefix_query("say \"hi").as_deref(),
            Some("\"say\"* AND \"\"\"hi\"*")
        );
    }

    #[test]
    fn blank_and_punctuation_only_input_gives_no_query() {
        assert_eq!(prefix_query(""), None);
        assert_eq!(prefix_query("   \t "), None);
        assert_eq!(prefix_query("\" * - ( )"), None);
    }

    #[test]
    fn long_input_is_cut_to_the_first_words() {
        let query = prefix_query(&"word ".repeat(50)).expect("a query");
        assert_eq!(query.matches("AND").count(), MAX_TERMS - 1);
    }
}
