//! Turning what a person types into a safe FTS5 query.

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

#[cfg(test)]
mod tests {
    use super::*;

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
