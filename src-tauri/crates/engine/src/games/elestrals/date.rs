//! Calendar dates for card legality (ELE-DECK-3), as `YYYY-MM-DD`.
//!
//! The engine has no clock: the caller says which day a deck is checked for.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use ts_rs::TS;

/// A day of the Gregorian calendar. Ordered by time, so legality windows compare directly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, TS)]
#[ts(type = "string", rename = "ElestralsDate")]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl Date {
    /// The date, if it exists (no 30 February, no year 0).
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let valid =
            year >= 1 && (1..=12).contains(&month) && day >= 1 && day <= days_in(year, month);
        valid.then_some(Date { year, month, day })
    }

    pub fn year(self) -> u16 {
        self.year
    }

    pub fn month(self) -> u8 {
        self.month
    }

    pub fn day(self) -> u8 {
        self.day
    }

    /// The civil date `days` after 1970-01-01 (proleptic Gregorian, counted in 400-year eras
    /// of 146 097 days so that leap years need no table). Callers with a clock turn it into
    /// days; the engine has none.
    pub fn from_unix_days(days: i64) -> Option<Date> {
        let shifted = days + 719_468; // days from 0000-03-01, so leap days fall at a year's end
        let era = shifted.div_euclid(146_097);
        let day_of_era = shifted.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let month_index = (5 * day_of_year + 2) / 153; // 0 = March
        let day = day_of_year - (153 * month_index + 2) / 5 + 1;
        let month = if month_index < 10 {
            month_index + 3
        } else {
            month_index - 9
        };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Date::new(
            u16::try_from(year).ok()?,
            u8::try_from(month).ok()?,
            u8::try_from(day).ok()?,
        )
    }
}

fn days_in(year: u16, month: u8) -> u8 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Why a text is not a date.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a date of the form YYYY-MM-DD")]
pub struct DateError(pub String);

impl FromStr for Date {
    type Err = DateError;

    fn from_str(text: &str) -> Result<Date, DateError> {
        let bad = || DateError(text.to_owned());
        let mut parts = text.split('-');
        let (Some(year), Some(month), Some(day), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let digits =
            |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
        if !digits(year, 4) || !digits(month, 2) || !digits(day, 2) {
            return Err(bad());
        }
        let year = year.parse().map_err(|_| bad())?;
        let month = month.parse().map_err(|_| bad())?;
        let day = day.parse().map_err(|_| bad())?;
        Date::new(year, month, day).ok_or_else(bad)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl Serialize for Date {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        let text = Cow::<str>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl schemars::JsonSchema for Date {
    fn schema_name() -> Cow<'static, str> {
        "ElestralsDate".into()
    }

    fn json_schema(_generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "format": "date",
            "description": "A day, as YYYY-MM-DD."
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_since_1970_become_calendar_dates() {
        let date = |days| Date::from_unix_days(days).map(|d| d.to_string());
        assert_eq!(date(0).as_deref(), Some("1970-01-01"));
        assert_eq!(date(11_016).as_deref(), Some("2000-02-29"));
        assert_eq!(date(20_513).as_deref(), Some("2026-03-01"));
        assert_eq!(date(-1).as_deref(), Some("1969-12-31"));
    }

    #[test]
    fn parses_real_days_only() {
        assert_eq!(
            "2024-02-29".parse(),
            Ok(Date {
                year: 2024,
                month: 2,
                day: 29
            })
        );
        for bad in [
            "2023-02-29",
            "2024-13-01",
            "2024-1-01",
            "24-01-01",
            "2024-01-01-",
            "",
            "2024/01/01",
            "0000-01-01",
        ] {
            assert!(bad.parse::<Date>().is_err(), "{bad} should not parse");
        }
    }

    #[test]
    fn orders_by_time_and_round_trips() -> Result<(), Box<dyn std::error::Error>> {
        let early: Date = "2023-12-31".parse()?;
        let late: Date = "2024-01-01".parse()?;
        assert!(early < late);
        let json = serde_json::to_string(&late)?;
        assert_eq!(json, "\"2024-01-01\"");
        assert_eq!(serde_json::from_str::<Date>(&json)?, late);
        Ok(())
    }
}
