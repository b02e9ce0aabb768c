//! The data files' checks, the shipped set and imported lists.

mod files;
mod shipped;
