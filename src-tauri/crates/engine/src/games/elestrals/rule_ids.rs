//! Every rule of Elestrals's catalog, by its stable ID. The texts are the catalogs' own
//! (`rules.<ID>` in the game's `i18n` folder of the UI); a test holds this list to them.

crate::rule_id::rule_ids! {
    ELE_DECK_1 = "ELE-DECK-1";
    ELE_DECK_2 = "ELE-DECK-2";
    ELE_DECK_3 = "ELE-DECK-3";
    ELE_SPIRIT_1 = "ELE-SPIRIT-1";
    ELE_TURN_1 = "ELE-TURN-1";
    ELE_TURN_2 = "ELE-TURN-2";
    ELE_TURN_3 = "ELE-TURN-3";
    ELE_CAST_1 = "ELE-CAST-1";
    ELE_CAST_2 = "ELE-CAST-2";
    ELE_CAST_3 = "ELE-CAST-3";
    ELE_ASC_1 = "ELE-ASC-1";
    ELE_ASC_2 = "ELE-ASC-2";
    ELE_RUNE_1 = "ELE-RUNE-1";
    ELE_RUNE_2 = "ELE-RUNE-2";
    ELE_RUNE_3 = "ELE-RUNE-3";
    ELE_RUNE_4 = "ELE-RUNE-4";
    ELE_NEXUS_1 = "ELE-NEXUS-1";
    ELE_NEXUS_2 = "ELE-NEXUS-2";
    ELE_NEXUS_3 = "ELE-NEXUS-3";
    ELE_RECV_1 = "ELE-RECV-1";
    ELE_POS_1 = "ELE-POS-1";
    ELE_BATTLE_1 = "ELE-BATTLE-1";
    ELE_BATTLE_2 = "ELE-BATTLE-2";
    ELE_CHAIN_1 = "ELE-CHAIN-1";
    ELE_CHAIN_2 = "ELE-CHAIN-2";
    ELE_CHAIN_3 = "ELE-CHAIN-3";
    ELE_CHAIN_4 = "ELE-CHAIN-4";
    ELE_CHAIN_5 = "ELE-CHAIN-5";
    ELE_STAT_1 = "ELE-STAT-1";
    ELE_DUR_1 = "ELE-DUR-1";
    ELE_CTRL_1 = "ELE-CTRL-1";
    ELE_TARGET_1 = "ELE-TARGET-1";
    ELE_SEARCH_1 = "ELE-SEARCH-1";
    ELE_END_1 = "ELE-END-1";
    ELE_END_2 = "ELE-END-2";
    ELE_END_3 = "ELE-END-3";
    ELE_FIELD_1 = "ELE-FIELD-1";
    ELE_META_1 = "ELE-META-1";
}
