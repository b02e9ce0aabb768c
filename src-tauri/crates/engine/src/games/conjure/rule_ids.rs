//! Every rule of Conjure The Chaos's catalog, by its stable ID. The texts are the catalogs' own
//! (`rules.<ID>` in the game's `i18n` folder of the UI); a test holds this list to them.

crate::rule_id::rule_ids! {
    CTC_DECK_1 = "CTC-DECK-1";
    CTC_DECK_2 = "CTC-DECK-2";
    CTC_SETUP_1 = "CTC-SETUP-1";
    CTC_SETUP_2 = "CTC-SETUP-2";
    CTC_SETUP_3 = "CTC-SETUP-3";
    CTC_TURN_1 = "CTC-TURN-1";
    CTC_CRYSTAL_1 = "CTC-CRYSTAL-1";
    CTC_CRYSTAL_2 = "CTC-CRYSTAL-2";
    CTC_DRAW_1 = "CTC-DRAW-1";
    CTC_DRAW_2 = "CTC-DRAW-2";
    CTC_CHAOS_1 = "CTC-CHAOS-1";
    CTC_SUMMON_1 = "CTC-SUMMON-1";
    CTC_ABIL_1 = "CTC-ABIL-1";
    CTC_COMBAT_1 = "CTC-COMBAT-1";
    CTC_COMBAT_2 = "CTC-COMBAT-2";
    CTC_COMBAT_3 = "CTC-COMBAT-3";
    CTC_TOWER_1 = "CTC-TOWER-1";
    CTC_KW_1 = "CTC-KW-1";
    CTC_QUEST_1 = "CTC-QUEST-1";
    CTC_WIN_1 = "CTC-WIN-1";
    CTC_END_1 = "CTC-END-1";
}
