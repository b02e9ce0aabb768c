//! Tests of `history`.
