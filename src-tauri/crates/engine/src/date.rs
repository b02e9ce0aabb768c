//! Calendar days, for rules that depend on the day: a card's legality in a format changes over
//! time, so a deck is checked on a day.
//!
//! A day is chrono's [`NaiveDate`]: it serializes as `YYYY-MM-DD`, orders by time and knows the
//! calendar. The engine has no clock, so the caller says which day it is.

pub use chrono::NaiveDate as Date;

/// Why a text is not a day.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a date of the form YYYY-MM-DD")]
pub struct DateError(pub String);

/// Reads `YYYY-MM-DD` exactly: four, two and two digits, a day the calendar has, year 1 on.
pub fn parse_date(text: &str) -> Result<Date, DateError> {
    let bad = || DateError(text.to_owned());
    let shape_ok = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| match i {
            4 | 7 => b == b'-',
            _ => b.is_ascii_digit(),
        });
    if !shape_ok {
        return Err(bad());
    }
    Date::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .filter(|date| chrono::Datelike::year(date) >= 1)
        .ok_or_else(bad)
}

/// The day (UTC) of a time given as milliseconds since 1970-01-01.
pub fn date_of_unix_ms(ms: i64) -> Option<Date> {
    chrono::DateTime::from_timestamp_millis(ms).map(|time| time.date_naive())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_become_their_utc_day() {
        let day = |ms| date_of_unix_ms(ms).map(|d| d.to_string());
        assert_eq!(day(0).as_deref(), Some("1970-01-01"));
        assert_eq!(day(951_782_400_000).as_deref(), Some("2000-02-29"));
        assert_eq!(day(-1).as_deref(), Some("1969-12-31"));
    }

    #[test]
    fn reads_real_days_only() {
        assert_eq!(
            parse_date("2024-02-29"),
            Ok(Date::from_ymd_opt(2024, 2, 29).expect("a day"))
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
            "+2024-01-01",
        ] {
            assert!(parse_date(bad).is_err(), "{bad} should not parse");
        }
    }

    #[test]
    fn orders_by_time_and_serializes_as_the_day() -> Result<(), Box<dyn std::error::Error>> {
        let early = parse_date("2023-12-31")?;
        let late = parse_date("2024-01-01")?;
        assert!(early < late);
        let json = serde_json::to_string(&late)?;
        assert_eq!(json, "\"2024-01-01\"");
        assert_eq!(serde_json::from_str::<Date>(&json)?, late);
        Ok(())
    }
}
