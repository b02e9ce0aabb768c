//! Every rule of the Codex duel's catalog, by its stable ID. The texts are the catalogs' own
//! (`rules.<ID>` in the game's `i18n` folder of the UI); a test holds this list to them.

crate::rule_id::rule_ids! {
    CDX_BOARD_1 = "CDX-BOARD-1";
    CDX_15_1 = "CDX-15.1";
    CDX_15_2 = "CDX-15.2";
    CDX_15_3 = "CDX-15.3";
    CDX_15_4 = "CDX-15.4";
    CDX_15_5 = "CDX-15.5";
    CDX_15_6 = "CDX-15.6";
    CDX_CASCADE_1 = "CDX-CASCADE-1";
}
