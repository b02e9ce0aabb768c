//! Reading what a person types into a [`CardQuery`]: first into tokens (parentheses, `or`, a
//! leading `-`, quoted phrases, words and `field<op>value` terms), then by precedence: `-`
//! binds tightest, terms side by side are "and", `or` joins those.

use super::fields::{every_field, fold_word, CardField, FieldKind, Source, COMMON_FIELDS};
use super::{CardQuery, QueryProblem, QueryProblemCode, Term, TextColumn};
use crate::label::Label;

/// The most terms one query reads: a longer one is a mistake, or a slow search.
pub const MAX_TERMS: usize = 16;

/// How a field's value is compared, as typed between the field and the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    /// `:`, a word starting with the value, or a number equal to it.
    Has,
    Equal,
    NotEqual,
    Less,
    AtMost,
    More,
    AtLeast,
}

impl Op {
    /// The operators, longest first, so that `<=` is not read as `<` then `=`.
    const SPELLED: [(&'static str, Op); 7] = [
        ("!=", Op::NotEqual),
        ("<=", Op::AtMost),
        (">=", Op::AtLeast),
        (":", Op::Has),
        ("=", Op::Equal),
        ("<", Op::Less),
        (">", Op::More),
    ];

    fn spelled(self) -> &'static str {
        Op::SPELLED
            .iter()
            .find(|(_, op)| *op == self)
            .map_or("", |(text, _)| text)
    }

    fn compares_order(self) -> bool {
        matches!(self, Op::Less | Op::AtMost | Op::More | Op::AtLeast)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Open,
    Close,
    Or,
    Minus,
    /// A plain word or a quoted phrase.
    Words {
        text: String,
        quoted: bool,
    },
    /// `field<op>value`; `value_at` is where the value starts.
    Filter {
        field: String,
        op: Op,
        value: String,
        quoted: bool,
        value_at: usize,
    },
}

/// A token and the bytes of the query it was read from.
#[derive(Debug, Clone)]
struct Spanned {
    token: Token,
    start: usize,
    end: usize,
}

/// Reads `input` as a query over cards whose own fields are `fields` (the game's; the common
/// ones come first). A blank query reads as every card (`All` of nothing).
pub fn parse(input: &str, fields: &[CardField]) -> Result<CardQuery, QueryProblem> {
    let tokens = tokens(input)?;
    let mut parser = Parser {
        input,
        fields,
        tokens,
        next: 0,
        terms: 0,
    };
    if parser.tokens.is_empty() {
        return Ok(CardQuery::All(Vec::new()));
    }
    let query = parser.any()?;
    match parser.tokens.get(parser.next) {
        None => Ok(query),
        Some(stray) => Err(parser.problem(
            QueryProblemCode::UnopenedParenthesis,
            stray.start,
            stray.end,
            Label::new("cards.query.unopened_parenthesis"),
        )),
    }
}

fn tokens(input: &str) -> Result<Vec<Spanned>, QueryProblem> {
    let mut tokens = Vec::new();
    let mut at = 0;
    while let Some(c) = input[at..].chars().next() {
        let start = at;
        if c.is_whitespace() {
            at += c.len_utf8();
            continue;
        }
        let token = match c {
            '(' => {
                at += 1;
                Token::Open
            }
            ')' => {
                at += 1;
                Token::Close
            }
            '"' => {
                let (text, end) = quoted(input, at)?;
                at = end;
                Token::Words { text, quoted: true }
            }
            '-' if starts_term(&input[at + 1..]) => {
                at += 1;
                Token::Minus
            }
            _ => {
                let end = word_end(input, at);
                let word = &input[at..end];
                at = end;
                if word.eq_ignore_ascii_case("or") {
                    Token::Or
                } else if let Some((field, op, value)) = filter_parts(word) {
                    let value_at = start + field.len() + op.spelled().len();
                    if value.is_empty() && input[at..].starts_with('"') {
                        let (text, end) = quoted(input, at)?;
                        at = end;
                        Token::Filter {
                            field: field.to_owned(),
                            op,
                            value: text,
                            quoted: true,
                            value_at,
                        }
                    } else {
                        Token::Filter {
                            field: field.to_owned(),
                            op,
                            value: value.to_owned(),
                            quoted: false,
                            value_at,
                        }
                    }
                } else {
                    Token::Words {
                        text: word.to_owned(),
                        quoted: false,
                    }
                }
            }
        };
        tokens.push(Spanned {
            token,
            start,
            end: at,
        });
    }
    Ok(tokens)
}

/// Whether the text after a `-` starts a term (a word, a quote, a parenthesis), so that `-`
/// is a "not", rather than a dash standing alone.
fn starts_term(rest: &str) -> bool {
    rest.chars()
        .next()
        .is_some_and(|c| !c.is_whitespace() && c != ')' && c != '-')
}

/// Where the word starting at `at` ends: at a space, a parenthesis or a quote.
fn word_end(input: &str, at: usize) -> usize {
    input[at..]
        .char_indices()
        .find(|&(_, c)| c.is_whitespace() || matches!(c, '(' | ')' | '"'))
        .map_or(input.len(), |(offset, _)| at + offset)
}

/// The phrase in the quotes starting at `at`, and where it ends (after the closing quote).
fn quoted(input: &str, at: usize) -> Result<(String, usize), QueryProblem> {
    let inside = at + 1;
    match input[inside..].find('"') {
        Some(length) => Ok((
            input[inside..inside + length].to_owned(),
            inside + length + 1,
        )),
        None => Err(problem(
            input,
            QueryProblemCode::UnclosedQuote,
            at,
            input.len(),
            Label::new("cards.query.unclosed_quote"),
        )),
    }
}

/// `word` as a filter: a field name (ASCII letters and `_`), an operator, the rest.
fn filter_parts(word: &str) -> Option<(&str, Op, &str)> {
    let name_end = word
        .find(|c: char| !(c.is_ascii_alphabetic() || c == '_'))
        .filter(|&end| end > 0)?;
    let (field, rest) = word.split_at(name_end);
    Op::SPELLED
        .iter()
        .find_map(|(spelled, op)| rest.strip_prefix(spelled).map(|value| (field, *op, value)))
}

struct Parser<'q> {
    input: &'q str,
    fields: &'q [CardField],
    tokens: Vec<Spanned>,
    next: usize,
    /// Terms read so far, against [`MAX_TERMS`].
    terms: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.next).map(|spanned| &spanned.token)
    }

    /// The span of the next token, or the end of the query.
    fn next_span(&self) -> (usize, usize) {
        self.tokens
            .get(self.next)
            .map_or((self.input.len(), self.input.len()), |t| (t.start, t.end))
    }

    fn problem(
        &self,
        code: QueryProblemCode,
        start: usize,
        end: usize,
        reason: Label,
    ) -> QueryProblem {
        problem(self.input, code, start, end, reason)
    }

    /// A missing term where the next token (or the end) is, after the word `after` spans.
    fn missing_term(&self, after: &Spanned) -> QueryProblem {
        let word = &self.input[after.start..after.end];
        self.problem(
            QueryProblemCode::MissingTerm,
            after.start,
            after.end,
            Label::new("cards.query.missing_term").text("word", word),
        )
    }

    /// Terms joined by `or`.
    fn any(&mut self) -> Result<CardQuery, QueryProblem> {
        let mut options = vec![self.all()?];
        while let Some(Token::Or) = self.peek() {
            let or = self.tokens[self.next].clone();
            self.next += 1;
            if matches!(self.peek(), None | Some(Token::Close | Token::Or)) {
                return Err(self.missing_term(&or));
            }
            options.push(self.all()?);
        }
        Ok(if options.len() == 1 {
            options.remove(0)
        } else {
            CardQuery::Any(options)
        })
    }

    /// Terms side by side.
    fn all(&mut self) -> Result<CardQuery, QueryProblem> {
        let mut terms = Vec::new();
        while !matches!(self.peek(), None | Some(Token::Close | Token::Or)) {
            terms.push(self.unary()?);
        }
        if terms.is_empty() {
            // An `or` or `)` at the very start, or a query ending in `(`: the others are
            // caught where they are read.
            return Err(match self.tokens.get(self.next) {
                Some(next) => self.missing_term(next),
                None => {
                    let end = self.input.len();
                    self.problem(
                        QueryProblemCode::MissingTerm,
                        end,
                        end,
                        Label::new("cards.query.missing_term").text("word", ""),
                    )
                }
            });
        }
        Ok(if terms.len() == 1 {
            terms.remove(0)
        } else {
            CardQuery::All(terms)
        })
    }

    fn unary(&mut self) -> Result<CardQuery, QueryProblem> {
        if let Some(Token::Minus) = self.peek() {
            let minus = self.tokens[self.next].clone();
            self.next += 1;
            if matches!(self.peek(), None | Some(Token::Close | Token::Or)) {
                return Err(self.missing_term(&minus));
            }
            return Ok(CardQuery::Not(Box::new(self.unary()?)));
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<CardQuery, QueryProblem> {
        let Some(spanned) = self.tokens.get(self.next).cloned() else {
            let (start, end) = self.next_span();
            return Err(self.problem(
                QueryProblemCode::MissingTerm,
                start,
                end,
                Label::new("cards.query.missing_term").text("word", ""),
            ));
        };
        self.next += 1;
        match spanned.token {
            Token::Open => {
                if self.peek().is_none() {
                    return Err(self.problem(
                        QueryProblemCode::UnclosedParenthesis,
                        spanned.start,
                        spanned.end,
                        Label::new("cards.query.unclosed_parenthesis"),
                    ));
                }
                if let Some(Token::Close) = self.peek() {
                    let close = self.tokens[self.next].end;
                    return Err(self.problem(
                        QueryProblemCode::MissingTerm,
                        spanned.start,
                        close,
                        Label::new("cards.query.missing_term").text("word", "()"),
                    ));
                }
                let inner = self.any()?;
                match self.peek() {
                    Some(Token::Close) => {
                        self.next += 1;
                        Ok(inner)
                    }
                    _ => Err(self.problem(
                        QueryProblemCode::UnclosedParenthesis,
                        spanned.start,
                        spanned.end,
                        Label::new("cards.query.unclosed_parenthesis"),
                    )),
                }
            }
            Token::Words { ref text, quoted } => {
                self.count_term(&spanned)?;
                Ok(CardQuery::Term(Term::Words {
                    column: None,
                    text: text.clone(),
                    phrase: quoted,
                }))
            }
            Token::Filter {
                ref field,
                op,
                ref value,
                quoted,
                value_at,
            } => {
                self.count_term(&spanned)?;
                self.filter(&spanned, field, op, value, quoted, value_at)
            }
            // An `or`, `)` or `-` is never read as an atom: the callers stop before them.
            Token::Or | Token::Close | Token::Minus => Err(self.missing_term(&spanned)),
        }
    }

    fn count_term(&mut self, spanned: &Spanned) -> Result<(), QueryProblem> {
        self.terms += 1;
        if self.terms > MAX_TERMS {
            return Err(self.problem(
                QueryProblemCode::TooManyTerms,
                spanned.start,
                spanned.end,
                Label::new("cards.query.too_many_terms").num("max", MAX_TERMS as i64),
            ));
        }
        Ok(())
    }

    fn field(&self, name: &str) -> Option<&CardField> {
        let name = name.to_ascii_lowercase();
        COMMON_FIELDS
            .iter()
            .chain(self.fields)
            .find(|field| field.name == name || field.aliases.contains(&name.as_str()))
    }

    fn filter(
        &self,
        spanned: &Spanned,
        name: &str,
        op: Op,
        value: &str,
        quoted: bool,
        value_at: usize,
    ) -> Result<CardQuery, QueryProblem> {
        let name_end = spanned.start + name.len();
        let Some(field) = self.field(name) else {
            return Err(self.unknown_field(name, spanned.start, name_end));
        };
        if value.trim().is_empty() && !quoted {
            return Err(self.problem(
                QueryProblemCode::MissingValue,
                spanned.start,
                spanned.end,
                Label::new("cards.query.missing_value").text("field", field.name),
            ));
        }
        if op.compares_order() && field.kind != FieldKind::Number {
            return Err(self.problem(
                QueryProblemCode::NotComparable,
                spanned.start,
                spanned.end,
                Label::new("cards.query.not_comparable")
                    .text("field", field.name)
                    .text("op", op.spelled()),
            ));
        }
        let term = match field.kind {
            FieldKind::Text => Term::Words {
                column: Some(if field.source == Source::Name {
                    TextColumn::Name
                } else {
                    TextColumn::Text
                }),
                text: value.to_owned(),
                phrase: quoted,
            },
            FieldKind::Word => Term::Word {
                field: field.name,
                value: fold_word(value),
                exact: op != Op::Has,
            },
            FieldKind::Number => {
                let Ok(number) = value.trim().parse::<i64>() else {
                    return Err(self.problem(
                        QueryProblemCode::NotANumber,
                        value_at,
                        spanned.end,
                        Label::new("cards.query.not_a_number")
                            .text("field", field.name)
                            .text("value", value),
                    ));
                };
                let (from, to) = match op {
                    Op::Has | Op::Equal | Op::NotEqual => (number, number),
                    Op::Less => (i64::MIN, number.saturating_sub(1)),
                    Op::AtMost => (i64::MIN, number),
                    Op::More => (number.saturating_add(1), i64::MAX),
                    Op::AtLeast => (number, i64::MAX),
                };
                Term::Number {
                    field: field.name,
                    from,
                    to,
                }
            }
        };
        let term = CardQuery::Term(term);
        Ok(if op == Op::NotEqual {
            CardQuery::Not(Box::new(term))
        } else {
            term
        })
    }

    /// The field `name` is not one: the nearest name offered, or every field when none is
    /// near.
    fn unknown_field(&self, name: &str, start: usize, end: usize) -> QueryProblem {
        let every: Vec<&CardField> = every_field(self.fields).collect();
        let typed = name.to_ascii_lowercase();
        let typed = typed.as_str();
        let nearest = every
            .iter()
            .flat_map(|field| {
                std::iter::once(field.name)
                    .chain(field.aliases.iter().copied())
                    .map(move |spelled| {
                        (
                            strsim::damerau_levenshtein(typed, spelled),
                            spelled,
                            field.name,
                        )
                    })
            })
            .filter(|(distance, spelled, _)| *distance <= 2 && *distance < spelled.len())
            .min_by_key(|(distance, _, _)| *distance);
        let reason = match nearest {
            Some((_, _, field)) => Label::new("cards.query.unknown_field")
                .text("field", name)
                .text("nearest", field),
            None => Label::new("cards.query.unknown_field_list")
                .text("field", name)
                .text(
                    "fields",
                    every
                        .iter()
                        .map(|field| field.name)
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
        };
        self.problem(QueryProblemCode::UnknownField, start, end, reason)
    }
}

fn problem(
    input: &str,
    code: QueryProblemCode,
    start: usize,
    end: usize,
    reason: Label,
) -> QueryProblem {
    let units =
        |byte: usize| u32::try_from(input[..byte].encode_utf16().count()).unwrap_or(u32::MAX);
    QueryProblem {
        code,
        at: [units(start), units(end)],
        reason,
    }
}
