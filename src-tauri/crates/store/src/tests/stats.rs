//! Tests of `stats`.
