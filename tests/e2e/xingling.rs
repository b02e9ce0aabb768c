//! 星灵 for five players in the real app, in Chinese: the first player and the round's event,
//! a 判定, a 星灵 contracted and summoned, an attack on a seat out of range refused with its
//! rule and the distance the engine worked out (XL-ATK-1, XL-SEAT-1), an attack in range whose
//! damage knocks the target out and gives the attacker a victory point (XL-KO-1, XL-KO-3), the
//! discard the hand limit asks for (XL-HAND-1), the knocked-out seat's turn skipping its play
//! and discard phases (XL-KO-2), and the win on victory points (XL-VP-1). Each moment is
//! photographed at phone, tablet and desktop size after a layout audit of the table. And the
//! clocks: a round timer in the middle and a chess clock in each seat's area, turned with it,
//! that passes with the turn, on a phone's ring of six and of eight too; read in English, the
//! seats' default Chinese names read in English.

use std::time::Duration;

use fantoccini::Locator;

use crate::elestrals::{clock_runs_for, clocks_shown, start_clocks};
use crate::harness::{App, Result, DESKTOP, PHONE, TABLET};

/// Lets a turned area, a sheet or the layout finish moving before the next look or tap.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(450)).await;
}

/// The sizes the screens are looked at, ending at the tablet size the test taps at.
const SIZES: [((u32, u32), &str); 3] = [(PHONE, "phone"), (DESKTOP, "desktop"), (TABLET, "tablet")];

/// The seats lit (`in`) or greyed (`out`) while a 星灵 picks its target, by name.
async fn targets(app: &App, look: &str) -> Result<Vec<String>> {
    let script = format!(
        "return [...document.querySelectorAll('[data-target=\"{look}\"]')] \
         .map((el) => el.getAttribute('aria-label')).sort();"
    );
    let found = app.client().execute(&script, vec![]).await?;
    Ok(found
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default())
}

async fn next_phases(app: &App, count: usize) -> Result {
    for _ in 0..count {
        app.click_button("下一阶段").await?;
        // The middle turns toward the next player: let it finish before the next tap.
        settle().await;
    }
    Ok(())
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn xingling_five_players_range_knock_out_skip_and_win_in_chinese() -> Result {
    let app = App::launch("xingling").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(TABLET).await?;

    // The app in Simplified Chinese: the default names are Chinese too.
    app.click_button("Settings").await?;
    app.client()
        .find(Locator::XPath("//input[@name='lang'][@value='zh']"))
        .await?
        .click()
        .await?;
    app.wait_for_text("简体中文").await?;
    app.click_button("关闭").await?;
    settle().await;

    app.click_button("星灵").await?;
    app.wait_for_text("开始对局").await?;
    for _ in 0..3 {
        app.click_button("添加玩家").await?;
    }
    app.click_button("开始对局").await?;
    app.wait_for_text("谁先手？").await?;
    app.look_at("xingling-setup", &SIZES).await?;
    app.click_button("玩家 1先手").await?;

    // XL-ROUND-1: the round's event, revealed at its start; then the first turn.
    app.wait_for_text("轮开始").await?;
    app.fill("事件名称", "星辰之夜").await?;
    app.click_button("翻开事件").await?;
    app.wait_for_text("事件：星辰之夜").await?;
    app.look_at("xingling-round-start", &SIZES).await?;
    // On a phone the five seats sit in a ring, each turned to its own edge, counter-clockwise
    // from the bottom (XL-SEAT-1); passed from hand to hand, the turn's player is large and the
    // others upright in a list.
    app.set_size(PHONE).await?;
    settle().await;
    assert_eq!(app.seat_turns().await?, [0, 270, 180, 180, 90]);
    app.click_button("传手机模式").await?;
    settle().await;
    assert_eq!(app.seat_turns().await?, [0, 0, 0, 0, 0]);
    app.look_at("xingling-pass", &[(PHONE, "phone")]).await?;
    app.click_button("围坐模式").await?;
    settle().await;
    assert_eq!(app.seat_turns().await?, [0, 270, 180, 180, 90]);
    app.set_size(TABLET).await?;
    settle().await;
    next_phases(&app, 2).await?;
    // XL-JUDGE-1: a 判定 rolls a d6.
    app.click_button("判定（掷 d6）").await?;
    app.wait_for_text("判定：掷出").await?;
    next_phases(&app, 2).await?;
    app.wait_for_text("出牌阶段").await?;

    // XL-SUMMON-1: a 星灵 contracted into standby, summoned for 灵力 (8 → 6).
    app.click_button("玩家 1：详情与操作").await?;
    app.fill("星灵名称", "小火灵").await?;
    app.refill("召唤消耗", "2").await?;
    app.refill("攻击范围", "1").await?;
    app.click_button("契约").await?;
    app.click_button("消耗灵力召唤小火灵").await?;
    app.wait_for_text("召唤小火灵").await?;
    // The seats 小火灵 reaches are marked on the table before any attack is begun.
    let marked = app
        .client()
        .execute(
            "return [...document.querySelectorAll('.reach-badge')].map((b) => b.closest('[aria-label]').getAttribute('aria-label'));",
            vec![],
        )
        .await?;
    assert_eq!(
        marked,
        serde_json::json!(["玩家 2", "玩家 5"]),
        "in range of 玩家 1's 星灵"
    );
    app.set_size(PHONE).await?;
    settle().await;
    app.screenshot("xingling-seat-sheet-phone").await?;
    app.set_size(TABLET).await?;
    app.click_button("关闭").await?;
    settle().await;

    // XL-ATK-1 / XL-SEAT-1: range 1 reaches 玩家 2 and 玩家 5, not 玩家 3 or 玩家 4.
    // XL-KO-1: a card an effect lays on 玩家 2's key card is discarded with the knock-out below.
    app.click_button("玩家 2：详情与操作").await?;
    app.click_button("从手牌放一张牌到键卡上").await?;
    app.wait_for_text("其上的牌：1").await?;
    app.client()
        .execute(
            "document.querySelector('dialog[open] .key')?.scrollIntoView({block: 'center'})",
            vec![],
        )
        .await?;
    // At phone size, where the sheet is upright; a side seat's sheet on a tablet is turned.
    app.look_at("xingling-key-card", &[(PHONE, "phone")])
        .await?;
    app.set_size(TABLET).await?;
    app.click_button("关闭").await?;
    settle().await;

    app.click_button("用小火灵攻击").await?;
    app.wait_for_text("攻击谁？").await?;
    assert_eq!(targets(&app, "in").await?, ["攻击玩家 2", "攻击玩家 5"]);
    assert_eq!(targets(&app, "out").await?, ["攻击玩家 3", "攻击玩家 4"]);
    app.look_at("xingling-aim", &SIZES).await?;
    app.click_button("攻击玩家 3").await?;
    app.wait_for_text("XL-ATK-1").await?;
    app.wait_for_text("玩家 3在距离 2 处").await?;
    app.look_at("xingling-out-of-range", &SIZES).await?;
    app.click_button("取消").await?;
    settle().await;

    // XL-KO-1 / XL-KO-3: 8 damage from 玩家 1 knocks 玩家 2 out; 玩家 1 gains a victory point.
    app.click_button("攻击玩家 2").await?;
    app.wait_for_text("造成多少伤害？").await?;
    app.refill("伤害值", "8").await?;
    app.click_button("造成 8 点伤害").await?;
    app.wait_for_text("玩家 1击破对手，获得 1 个胜利点。")
        .await?;
    app.look_at("xingling-knock-out", &SIZES).await?;

    // XL-HAND-1: 6 灵力, so a hand limit of 3 and 4 cards in hand. One tap for the rest of the
    // turn, on a phone: it walks on to the discard phase and stops there, the discard due.
    app.set_size(PHONE).await?;
    settle().await;
    app.click_button("到下个回合").await?;
    app.wait_for_text("须弃 1 张").await?;
    app.wait_for_text("停下").await?;
    app.look_at("xingling-advance-stopped", &[(PHONE, "phone")])
        .await?;
    app.look_at("xingling-discard", &SIZES).await?;
    // Tapped again with the discard still due: not even one phase passes, and the refusal says
    // which rule holds the turn, with the ruling that could pass a phase anyway.
    app.click_button("到下个回合").await?;
    app.wait_for_text("现在不能这样做").await?;
    app.wait_for_text("XL-HAND-1").await?;
    app.wait_for_text("作为裁定执行").await?;
    app.look_at("xingling-advance-refused", &[(PHONE, "phone")])
        .await?;
    app.click_button("取消").await?;
    app.click_button("弃 1 张").await?;
    settle().await;

    // XL-KO-2: 玩家 2's sideways key card draws, then skips the play and discard phases.
    next_phases(&app, 5).await?;
    app.wait_for_text("玩家 2的键卡横置：跳过出牌和弃牌阶段。")
        .await?;
    app.look_at("xingling-skip", &SIZES).await?;

    // XL-VP-1: two more victory points for 玩家 1 reach the format's 3.
    app.click_button("玩家 1：详情与操作").await?;
    app.click_button("数值加 1").await?;
    app.click_button("玩家 1获得 2 个胜利点").await?;
    app.click_button("关闭").await?;
    app.wait_for_text("玩家 1 获胜！").await?;
    app.look_at("xingling-win", &SIZES).await?;

    app.close().await
}

/// The Chinese clock sheet's words.
const CLOCK_SHEET: [&str; 5] = [
    "开始计时",
    "开始计时",
    "回合时限（分钟，0 为不限）",
    "每位玩家的时间（分钟，0 为不用棋钟）",
    "开始",
];

/// A 星灵 match of `seats` players begun from home in Chinese, 玩家 1 first and the round's
/// event revealed, with a round timer and chess clocks started.
async fn clocked_match(app: &App, seats: usize) -> Result {
    app.click_button("星灵").await?;
    app.wait_for_text("开始对局").await?;
    for _ in 2..seats {
        app.click_button("添加玩家").await?;
    }
    app.click_button("开始对局").await?;
    app.wait_for_text("谁先手？").await?;
    app.click_button("玩家 1先手").await?;
    app.wait_for_text("轮开始").await?;
    app.fill("事件名称", "星辰之夜").await?;
    app.click_button("翻开事件").await?;
    app.wait_for_text("事件：星辰之夜").await?;
    start_clocks(app, CLOCK_SHEET, "50 分钟", "25 分钟").await?;
    app.wait_for_text("计时开始：本轮 50 分钟，每位玩家 25 分钟")
        .await?;
    clock_runs_for(app, 0).await?;
    assert_eq!(
        clocks_shown(app).await?,
        seats as u64,
        "a clock in each seat's area"
    );
    Ok(())
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn xingling_chess_clocks_in_every_seats_area_pass_with_the_turn() -> Result {
    let app = App::launch("xingling-clocks").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(TABLET).await?;
    app.click_button("Settings").await?;
    app.client()
        .find(Locator::XPath("//input[@name='lang'][@value='zh']"))
        .await?
        .click()
        .await?;
    app.wait_for_text("简体中文").await?;
    app.click_button("关闭").await?;
    settle().await;

    // Six seats: each area holds its clock, turned with it, 玩家 1's running.
    clocked_match(&app, 6).await?;
    app.look_at("xingling-clocks", &SIZES).await?;
    app.set_size(PHONE).await?;
    settle().await;
    assert_eq!(clocks_shown(&app).await?, 6, "a clock in each compact seat");
    assert_eq!(app.seat_turns().await?, [0, 0, 270, 180, 180, 90]);

    // Into 玩家 1's turn, and the rest of it in one tap: the clock passes to 玩家 2 with the
    // turn.
    app.set_size(TABLET).await?;
    settle().await;
    for _ in 0..4 {
        let offered = app
            .client()
            .execute(
                "return document.querySelector('[aria-label=\"到下个回合\"]') !== null;",
                vec![],
            )
            .await?;
        if offered.as_bool() == Some(true) {
            break;
        }
        next_phases(&app, 1).await?;
    }
    app.click_button("到下个回合").await?;
    clock_runs_for(&app, 1).await?;
    app.look_at("xingling-clocks-turn", &SIZES).await?;

    // Eight seats on a phone: the ring deepens its edges for the clocks, two to a side; on a
    // tablet and a desktop, each seat's area holds its name and clock too.
    app.click_button("对局菜单").await?;
    app.click_button("主页").await?;
    clocked_match(&app, 8).await?;
    app.set_size(PHONE).await?;
    settle().await;
    assert_eq!(app.seat_turns().await?, [0, 0, 270, 270, 180, 180, 90, 90]);
    app.look_at("xingling-clocks-eight", &SIZES).await?;

    // Read in English, the seats' default names are English too: the names nobody changed
    // follow the screen's language.
    app.click_button("对局菜单").await?;
    app.click_button("设置").await?;
    app.client()
        .find(Locator::XPath("//input[@name='lang'][@value='en']"))
        .await?
        .click()
        .await?;
    app.click_button("Close").await?;
    app.wait_until(
        "return [...document.querySelectorAll('main [data-seat]')] \
         .every((e) => e.textContent.includes('Player ' + (Number(e.dataset.seat) + 1)));",
        serde_json::json!(true),
    )
    .await?;

    app.close().await
}
