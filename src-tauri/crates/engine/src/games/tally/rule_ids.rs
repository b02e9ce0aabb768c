//! Every rule of the tally game's catalog (`i18n/` beside this file), by its stable ID.

crate::rule_id::rule_ids! {
    TALLY_TURN_1 = "TALLY-TURN-1";
    TALLY_WIN_1 = "TALLY-WIN-1";
}
