//! Turning what a person types into a safe FTS5 query, and into the name key it starts; and a
//! card's name and text into the form the full-text index reads.

use std::borrow::Cow;

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// At most this many typed words are used; a longer query only gets slower, not better.
const MAX_TERMS: usize = 8;

/// An FTS5 query matching rows that have, for every word typed, a token starting with it
/// (`fire tow` finds "Fire Crystal Tower"). A word of Chinese or Japanese characters only is
/// looked up as the index holds it ([`index_form`]): one character as itself, two as the pair
/// they make, more as the phrase of their pairs, so `灵殿` finds "星灵殿堂" through one token.
/// A word mixing them with letters or digits is the phrase of its characters one by one. Each
/// word is quoted as an FTS5 string, doubling any `"` inside, so no user text is ever read as
/// FTS5 syntax (`AND`, `NEAR`, `col:`, `*`, `^`, parentheses). Words without a letter or
/// digit are dropped, since the tokenizer would reduce them to nothing. `None` when no word is
/// left.
pub(crate) fn prefix_query(input: &str) -> Option<String> {
    let terms: Vec<String> = input
        .split_whitespace()
        .filter(|word| word.chars().any(char::is_alphanumeric))
        .take(MAX_TERMS)
        .map(|word| {
            let characters: Vec<char> = word.chars().collect();
            if characters.len() > 1 && characters.iter().all(|&c| is_ideographic(c)) {
                let pairs: Vec<String> = characters
                    .windows(2)
                    .map(|pair| pair.iter().collect())
                    .collect();
                return format!("\"{}\"", pairs.join(" "));
            }
            // A Han or kana character is a whole token in the index: as a prefix it would only
            // find itself, through the slower prefix lookup.
            let star = if characters.last().copied().is_some_and(is_ideographic) {
                ""
            } else {
                "*"
            };
            format!("\"{}\"{star}", spaced_apart(word).replace('"', "\"\""))
        })
        .collect();
    (!terms.is_empty()).then(|| terms.join(" AND "))
}

/// An FTS5 query matching rows that have the words of `text` in a row (a quoted phrase), as
/// the index holds them: each Chinese or Japanese character a word of its own. Quoted as one
/// FTS5 string, so no user text is read as FTS5 syntax. `None` when `text` has no letter or
/// digit.
pub(crate) fn phrase_query(text: &str) -> Option<String> {
    if !text.chars().any(char::is_alphanumeric) {
        return None;
    }
    Some(format!("\"{}\"", spaced_apart(text).replace('"', "\"\"")))
}

/// Set between the pairs of two runs of characters that a letter or digit parts, so that no
/// phrase of pairs reads across it: a private-use character, a token to the tokenizer that no
/// typed word keeps ([`prefix_query`] drops words without a letter or digit).
const RUN_BREAK: char = '\u{E000}';

/// `text` as the full-text index reads it: each Chinese or Japanese character set apart as a
/// word of its own, then each pair of such characters that follow one another (with nothing
/// between them but spaces or punctuation), as a word too. The `unicode61` tokenizer splits
/// words at spaces and punctuation only, so a run of Han characters, which Chinese writes
/// without spaces, would be one token, and a character or word inside a name (灵 in 星灵殿)
/// could not be found. The pairs make a word of two or more characters one token or a phrase
/// of them: as a phrase of single characters, a word of two common ones read the positions of
/// every card holding either, 2-7 ms over 100,000 cards where the pair's own entry takes a
/// fraction of one. The pairs come after the text, so the characters' positions, which the
/// phrases of single characters read, are what they were. Text without such characters is
/// left as it is (borrowed), so Latin search is what it always was.
pub(crate) fn index_form(text: &str) -> Cow<'_, str> {
    let Cow::Owned(mut form) = spaced_apart(text) else {
        return Cow::Borrowed(text);
    };
    let mut pairs = String::new();
    // The character before, in the current run, and whether a run before it left pairs.
    let mut before: Option<char> = None;
    let mut run_paired = false;
    for c in text.chars() {
        if is_ideographic(c) {
            if let Some(first) = before {
                pairs.extend([' ', first, c]);
                run_paired = true;
            }
            before = Some(c);
        } else if c.is_alphanumeric() {
            if run_paired {
                pairs.extend([' ', RUN_BREAK]);
                run_paired = false;
            }
            before = None;
        }
    }
    form.push(' ');
    form.push_str(&pairs);
    Cow::Owned(form)
}

/// `text` with each Chinese or Japanese character set apart by spaces.
fn spaced_apart(text: &str) -> Cow<'_, str> {
    if !has_ideographs(text) {
        return Cow::Borrowed(text);
    }
    let mut spaced = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        if is_ideographic(c) {
            spaced.push(' ');
            spaced.push(c);
            spaced.push(' ');
        } else {
            spaced.push(c);
        }
    }
    Cow::Owned(spaced)
}

/// Whether `text` has a character of a script written without spaces between words.
pub(crate) fn has_ideographs(text: &str) -> bool {
    text.chars().any(is_ideographic)
}

/// A character of a script written without spaces between words: Han (with its iteration
/// and zero marks), Hiragana and Katakana.
fn is_ideographic(c: char) -> bool {
    matches!(u32::from(c),
        0x3005..=0x3007
        | 0x3040..=0x30FF
        | 0x31F0..=0x31FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xF900..=0xFAFF
        | 0xFF66..=0xFF9F
        | 0x20000..=0x323AF)
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
    fn han_characters_are_words_of_their_own_for_the_index_and_so_are_their_pairs() {
        assert_eq!(index_form("星灵殿堂"), " 星  灵  殿  堂   星灵 灵殿 殿堂");
        assert_eq!(index_form("星"), " 星  ");
        assert_eq!(
            index_form("星灵·炎龙"),
            " 星  灵 · 炎  龙   星灵 灵炎 炎龙",
            "punctuation parts no pair: the tokenizer reads the characters side by side"
        );
        assert_eq!(
            index_form("对手失去2点生命。"),
            " 对  手  失  去 2 点  生  命 。  对手 手失 失去 \u{E000} 点生 生命",
            "a digit parts the runs, and no phrase of pairs reads across it"
        );
        assert!(matches!(
            index_form("Fire Tower"),
            Cow::Borrowed("Fire Tower")
        ));
    }

    #[test]
    fn a_chinese_word_is_looked_up_by_its_pairs() {
        assert_eq!(prefix_query("灵").as_deref(), Some("\" 灵 \""));
        assert_eq!(prefix_query("灵殿").as_deref(), Some("\"灵殿\""));
        assert_eq!(prefix_query("星灵殿").as_deref(), Some("\"星灵 灵殿\""));
        assert_eq!(
            prefix_query("灵殿 fire").as_deref(),
            Some("\"灵殿\" AND \"fire\"*")
        );
        assert_eq!(
            prefix_query("x灵殿").as_deref(),
            Some("\"x 灵  殿 \""),
            "mixed with letters: the characters one by one"
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
    fn a_phrase_is_one_quoted_string() {
        assert_eq!(
            phrase_query("draw a card").as_deref(),
            Some("\"draw a card\"")
        );
        assert_eq!(phrase_query("生命").as_deref(), Some("\" 生  命 \""));
        assert_eq!(phrase_query("say \"hi").as_deref(), Some("\"say \"\"hi\""));
        assert_eq!(phrase_query(" - "), None);
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
