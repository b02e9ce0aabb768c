//! Every rule of 星灵's catalog, by its stable ID. The texts are the catalogs' own
//! (`rules.<ID>` in the game's `i18n` folder of the UI); a test holds this list to them.

crate::rule_id::rule_ids! {
    XL_ROUND_1 = "XL-ROUND-1";
    XL_TURN_1 = "XL-TURN-1";
    XL_HAND_1 = "XL-HAND-1";
    XL_LING_1 = "XL-LING-1";
    XL_KO_1 = "XL-KO-1";
    XL_KO_2 = "XL-KO-2";
    XL_KO_3 = "XL-KO-3";
    XL_SEAT_1 = "XL-SEAT-1";
    XL_ATK_1 = "XL-ATK-1";
    XL_VP_1 = "XL-VP-1";
    XL_FIELD_1 = "XL-FIELD-1";
    XL_SUMMON_1 = "XL-SUMMON-1";
    XL_SWAP_1 = "XL-SWAP-1";
    XL_JUDGE_1 = "XL-JUDGE-1";
    XL_ZONE_1 = "XL-ZONE-1";
}
