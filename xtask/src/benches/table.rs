//! The performance table: each row a figure measured in this run, its target and whether it is
//! met. Targets that compare with a reference (a minimal Tauri app, a bare SQLite commit, a
//! plain insert, a bare reducer) use the reference measured in the same run, because this
//! machine is noisy and only ratios within one run compare.
//!
//! Each row also names its costs: the numbers [`super::guard`] holds against the last run that
//! landed, lower being better. Where the row has a reference, a cost is the ratio to it (the
//! replay's time per action over the bare reducer's), so that a slower machine or a busier run
//! moves both sides and not the ratio.

use super::figures::Figures;
use super::since::Since;

pub struct Row {
    /// The row's name in the file of the last run's figures: short, and kept when `what`'s
    /// wording changes, or the row loses its history.
    pub key: &'static str,
    pub what: &'static str,
    pub figure: String,
    pub target: &'static str,
    /// `None` when a figure the row needs was not measured.
    pub met: Option<bool>,
    /// What the guard compares with the last run; empty when the row was not measured.
    pub costs: Vec<Cost>,
    /// How the costs compare with the last run's, once [`super::guard::mark`] has looked.
    pub since: Since,
}

/// One number of a row that should not grow: a time, a size, or either over the row's
/// reference in the same run.
#[derive(Debug, Clone, PartialEq)]
pub struct Cost {
    pub name: &'static str,
    pub value: f64,
}

/// What a row measured: its figure as the table shows it, whether it meets its target, and its
/// costs.
pub struct Measured {
    figure: String,
    met: bool,
    costs: Vec<Cost>,
}

impl Measured {
    fn new(figure: String, met: bool) -> Self {
        Measured {
            figure,
            met,
            costs: Vec::new(),
        }
    }

    /// Adds a cost the guard holds against the last run.
    fn cost(mut self, name: &'static str, value: f64) -> Self {
        self.costs.push(Cost { name, value });
        self
    }
}

impl Row {
    fn new(
        key: &'static str,
        what: &'static str,
        target: &'static str,
        measured: Option<Measured>,
    ) -> Self {
        let (figure, met, costs) = match measured {
            Some(m) => (m.figure, Some(m.met), m.costs),
            None => ("not measured".to_owned(), None, Vec::new()),
        };
        Row {
            key,
            what,
            figure,
            target,
            met,
            costs,
            since: Since::NotMeasured,
        }
    }

    pub fn verdict(&self) -> &'static str {
        match self.met {
            Some(true) => "pass",
            Some(false) => "FAIL",
            None => "missing",
        }
    }
}

/// The rows the release app's bench measures (`cargo xtask bench app`); the crates' benches
/// measure the rest.
pub const APP_ROWS: &[&str] = &[
    "tap",
    "tap_during_import",
    "cold_start",
    "release_binary",
    "memory",
    "shared_table",
    "phone_first_visit",
    "web_transfer",
    "web_visits",
    "web_taps",
    "web_replay",
    "web_append",
    "web_search",
];

/// Actions in the Conjure and the Elestrals/星灵 replays (the benches' log lengths).
const CONJURE_REPLAY: f64 = 100_000.0;
const TEN_THOUSAND: f64 = 10_000.0;

pub fn rows(f: &Figures) -> Vec<Row> {
    vec![
        Row::new(
            "tap",
            "tap on a life total → new total in the DOM, p95 over 200 taps (release app under Xvfb)",
            "p95 ≤ 16 ms, on a short and on a long match",
            (|| {
                let (short, long) = (f.get("tap_dom_p95_ms_short")?, f.get("tap_dom_p95_ms_long")?);
                let entries = f.get("tap_long_entries")?;
                let figure = format!(
                    "10 entries: p95 {short:.1} ms (p50 {:.1}); {entries:.0} entries: p95 {long:.1} ms \
                     (p50 {:.1}); to the next frame p95 {:.1} / {:.1} ms; a bare command's round \
                     trip from the same page, same run: p95 {:.1} ms (p50 {:.1})",
                    f.get("tap_dom_p50_ms_short")?,
                    f.get("tap_dom_p50_ms_long")?,
                    f.get("tap_frame_p95_ms_short")?,
                    f.get("tap_frame_p95_ms_long")?,
                    f.get("bare_command_p95_ms_long")?,
                    f.get("bare_command_p50_ms_long")?,
                );
                Some(
                    Measured::new(figure, short <= 16.0 && long <= 16.0)
                        .cost("p95_ms_short", short)
                        .cost("p95_ms_long", long),
                )
            })(),
        ),
        Row::new(
            "tap_during_import",
            "tap on a life total while 100,000 cards import, p95 (release app under Xvfb)",
            "p95 ≤ 2× an idle tap's p95 in the same run",
            (|| {
                let (idle, during) = (
                    f.get("tap_dom_p95_ms_idle_beside_import")?,
                    f.get("tap_dom_p95_ms_during_import")?,
                );
                let figure = format!(
                    "{during:.1} ms over {:.0} taps during a {:.1} s import; idle {idle:.1} ms \
                     ({:.2}×)",
                    f.get("taps_during_import")?,
                    f.get("import_under_taps_s")?,
                    during / idle
                );
                Some(
                    Measured::new(figure, during <= idle * 2.0)
                        .cost("p95_per_idle_p95", during / idle),
                )
            })(),
        ),
        Row::new(
            "tap_update_bytes",
            "bytes a tap sends back to the web view, after 240 and after 2,000 entries",
            "constant in the match's length (within 5 %)",
            (|| {
                let (early, late) = (f.get("tap_update_bytes_240")?, f.get("tap_update_bytes_2000")?);
                let figure = format!("{:.1} KB and {:.1} KB", early / 1e3, late / 1e3);
                Some(
                    Measured::new(figure, late <= early * 1.05)
                        .cost("bytes_240", early)
                        .cost("bytes_2000", late),
                )
            })(),
        ),
        Row::new(
            "search_as_typed",
            "card search as typed over 100,000 cards, p99 (1, 2, 3, 4 letters; two words)",
            "p99 ≤ 16 ms at every length",
            (|| {
                let keys = ["1", "2", "3", "4", "two_words"];
                let p99: Vec<f64> = keys
                    .iter()
                    .map(|k| f.get(&format!("search_p99_ms_{k}")))
                    .collect::<Option<_>>()?;
                let mut figure = p99
                    .iter()
                    .map(|ms| format!("{ms:.2}"))
                    .collect::<Vec<_>>()
                    .join(" / ");
                figure.push_str(" ms");
                let met = p99.iter().all(|&ms| ms <= 16.0);
                let names = ["p99_ms_1", "p99_ms_2", "p99_ms_3", "p99_ms_4", "p99_ms_two_words"];
                let mut measured = names
                    .into_iter()
                    .zip(&p99)
                    .fold(Measured::new(figure, met), |m, (name, &ms)| m.cost(name, ms));
                if let Some(cjk) = f.get("search_p99_ms_cjk") {
                    measured.figure.push_str(&format!("; Chinese {cjk:.2} ms"));
                    measured.met &= cjk <= 16.0;
                    measured = measured.cost("p99_ms_cjk", cjk);
                }
                Some(measured)
            })(),
        ),
        Row::new(
            "typed_search",
            "typed card search over 100,000 cards, p99 over a mix of filters, `-`, `or`, parentheses and words; the first, which reads the sets",
            "p99 ≤ 16 ms",
            (|| {
                let p99 = f.get("search_p99_ms_typed")?;
                let mut figure = format!("{p99:.2} ms");
                if let Some(first) = f.get("search_first_typed_ms") {
                    figure.push_str(&format!("; the first {first:.0} ms"));
                }
                Some(Measured::new(figure, p99 <= 16.0).cost("p99_ms", p99))
            })(),
        ),
        Row::new(
            "deck_odds",
            "draw odds of a 60-card deck: each card and each group of cards sharing a value, at least 1 to 4 copies, by turn",
            "≤ 16 ms",
            (|| {
                let ms = f.mean_ns("odds", "deck_odds_60_cards")? / 1e6;
                let mut figure = format!("{ms:.2} ms");
                if let Some(groups) = f.get("odds_groups_60_cards") {
                    figure.push_str(&format!(" ({groups:.0} groups)"));
                }
                Some(Measured::new(figure, ms <= 16.0).cost("ms", ms))
            })(),
        ),
        Row::new(
            "clocks",
            "reading every clock of a 10,000-entry match (the round's and each seat's chess clock), and folding them from the entries' times",
            "≤ 1 ms",
            (|| {
                let read = f.mean_ns("clocks", "read_every_clock_of_10k_entries")?;
                let fold = f.mean_ns("clocks", "fold_every_clock_of_10k_entries")?;
                let ms = fold / 1e6;
                Some(
                    Measured::new(format!("read {read:.0} ns; folded {ms:.3} ms"), ms <= 1.0)
                        .cost("fold_ms", ms)
                        .cost("read_ns", read),
                )
            })(),
        ),
        Row::new(
            "card_import",
            "import 100,000 cards, and the database it leaves",
            "≤ 1.2× a plain insert with a trigger-built index (each field stored once: the size beyond the plain table is its indexes)",
            (|| {
                let (time, reference) = (f.get("import_100k_s")?, f.get("import_100k_reference_s")?);
                let (size, reference_size) =
                    (f.get("import_100k_db_mb")?, f.get("import_100k_reference_db_mb")?);
                let mut figure = format!(
                    "{time:.1} s, {size:.0} MB; plain insert {reference:.1} s, {reference_size:.0} MB \
                     ({:.2}×, {:.2}×)",
                    time / reference,
                    size / reference_size
                );
                // The app writes in slices a table's taps go between: shown, not held to the
                // target, which is the one transaction's.
                if let Some(sliced) = f.get("import_100k_sliced_s") {
                    figure.push_str(&format!("; in slices, as the app imports, {sliced:.1} s"));
                }
                Some(
                    Measured::new(figure, time <= reference * 1.2)
                        .cost("time_per_plain_insert", time / reference)
                        .cost("size_per_plain_insert", size / reference_size),
                )
            })(),
        ),
        Row::new(
            "replay",
            "replay a 100,000-action Conjure log",
            "≥ 10 M actions/s",
            (|| {
                let handed_over = f.mean_ns("replay", "100k_conjure_entries")?;
                let rate = CONJURE_REPLAY / (handed_over * 1e-9);
                let mut figure = format!("{:.1} M actions/s (the log handed over, as opening a match does)", rate / 1e6);
                let borrowed = f.mean_ns("replay", "100k_conjure_entries_borrowed");
                if let Some(borrowed) = borrowed {
                    let borrowed = CONJURE_REPLAY / (borrowed * 1e-9);
                    figure.push_str(&format!("; a borrowed log {:.1} M/s", borrowed / 1e6));
                }
                let bare = f.mean_ns("replay", "100k_conjure_entries_bare_reducer");
                if let Some(bare) = bare {
                    let bare = CONJURE_REPLAY / (bare * 1e-9);
                    figure.push_str(&format!("; a bare reducer, same run, {:.1} M/s", bare / 1e6));
                }
                let measured = Measured::new(figure, rate >= 10e6);
                // Against the bare reducer, which no change to the engine slows: a slower run
                // of the whole machine slows both.
                Some(match bare {
                    Some(bare) => {
                        let measured =
                            measured.cost("handed_over_per_bare_reducer", handed_over / bare);
                        match borrowed {
                            Some(borrowed) => {
                                measured.cost("borrowed_per_bare_reducer", borrowed / bare)
                            }
                            None => measured,
                        }
                    }
                    None => measured.cost("handed_over_ns_per_action", handed_over / CONJURE_REPLAY),
                })
            })(),
        ),
        Row::new(
            "replay_other_games",
            "replay 10,000-action Elestrals (chains) and eight-player 星灵 matches",
            "linear in the log (shown for comparison)",
            (|| {
                let elestrals = TEN_THOUSAND / (f.mean_ns("elestrals", "replay_10k_entries")? * 1e-9);
                let xingling =
                    TEN_THOUSAND / (f.mean_ns("seats", "replay_10k_entries_eight_players")? * 1e-9);
                let figure = format!(
                    "Elestrals {:.2} M actions/s, 星灵 {:.2} M actions/s",
                    elestrals / 1e6,
                    xingling / 1e6
                );
                Some(
                    Measured::new(figure, true)
                        .cost("elestrals_ns_per_action", 1e9 / elestrals)
                        .cost("xingling_ns_per_action", 1e9 / xingling),
                )
            })(),
        ),
        Row::new(
            "cold_start",
            "cold start to the first frame (median of 7), a new database and a large one",
            "≤ 1.3× the minimal Tauri 2 app, on both",
            (|| {
                let reference = f.get("start_ms_reference")?;
                let (new, large) = (f.get("start_ms_new_database")?, f.get("start_ms_large_database")?);
                let figure = format!(
                    "new {new:.0} ms ({:.2}×), {:.0} MB database {large:.0} ms ({:.2}×); minimal app \
                     {reference:.0} ms",
                    new / reference,
                    f.get("large_database_mb")?,
                    large / reference
                );
                Some(
                    Measured::new(figure, new <= reference * 1.3 && large <= reference * 1.3)
                        .cost("new_per_minimal_app", new / reference)
                        .cost("large_per_minimal_app", large / reference),
                )
            })(),
        ),
        Row::new(
            "release_binary",
            "release binary",
            "≤ 2× the minimal Tauri 2 app",
            (|| {
                let (size, reference) = (f.get("binary_mb")?, f.get("binary_mb_reference")?);
                let figure = format!(
                    "{size:.1} MB; minimal app {reference:.1} MB ({:.2}×)",
                    size / reference
                );
                Some(
                    Measured::new(figure, size <= reference * 2.0)
                        .cost("size_per_minimal_app", size / reference),
                )
            })(),
        ),
        Row::new(
            "memory",
            "memory of the process tree (PSS) on the first screen, median of 7 starts",
            "≤ 1.3× the minimal Tauri 2 app",
            (|| {
                let (memory, reference) = (f.get("memory_mib")?, f.get("memory_mib_reference")?);
                let figure = format!(
                    "{memory:.0} MiB; minimal app {reference:.0} MiB ({:.2}×)",
                    memory / reference
                );
                Some(
                    Measured::new(figure, memory <= reference * 1.3)
                        .cost("pss_per_minimal_app", memory / reference),
                )
            })(),
        ),
        Row::new(
            "durable_append",
            "durable append of one action (WAL, synchronous=FULL), p99",
            "≤ 1.3× a bare SQLite FULL commit, over ≥ 20,000 samples",
            (|| {
                let (p99, reference) = (f.get("append_p99_us")?, f.get("append_reference_p99_us")?);
                let samples = f.get("append_samples")?;
                let figure = format!(
                    "p99 {p99:.0} µs (p50 {:.0}); bare commit p99 {reference:.0} µs (p50 {:.0}); \
                     {:.2}× over {samples:.0} samples",
                    f.get("append_p50_us")?,
                    f.get("append_reference_p50_us")?,
                    p99 / reference
                );
                Some(
                    Measured::new(figure, p99 <= reference * 1.3 && samples >= 20_000.0)
                        .cost("p99_per_bare_commit", p99 / reference),
                )
            })(),
        ),
        Row::new(
            "shared_table",
            "a shared table: one tap from a phone until all eight phones have applied it (the change read from the notice, or asked for after a gap), over loopback (release app under Xvfb)",
            "p99 ≤ 25 ms",
            (|| {
                let (p50, p99) = (f.get("share_fanout_p50_ms")?, f.get("share_fanout_p99_ms")?);
                let figure = format!(
                    "p99 {p99:.1} ms (p50 {p50:.1}) over {:.0} taps; messages per action and \
                     phone: {:.2} sent, {:.2} received; the durable append inside it, same run: \
                     p99 {:.0} µs",
                    f.get("share_fanout_taps")?,
                    f.get("share_messages_sent_per_action_device")?,
                    f.get("share_messages_received_per_action_device")?,
                    f.get("append_p99_us")?,
                );
                Some(Measured::new(figure, p99 <= 25.0).cost("p99_ms", p99))
            })(),
        ),
        Row::new(
            "phone_first_visit",
            "a phone's first visit: the join address in headless Chromium at 360×640, CPU 4× slower, cache cleared, until its seat is drawn (median of 5)",
            "≤ 1.5 s",
            (|| {
                let ms = f.get("phone_first_visit_ms")?;
                let kb = f.get("phone_first_visit_kb")?;
                Some(
                    Measured::new(format!("{ms:.0} ms, {kb:.0} KB over the network"), ms <= 1_500.0)
                        .cost("ms", ms)
                        .cost("kb", kb),
                )
            })(),
        ),
        Row::new(
            "web_transfer",
            "the browser build's transfer size: every file of target/web gzipped, as a static host serves it",
            "≤ 3 MB (about what 3 s of Fast 4G carries)",
            (|| {
                let bytes = f.get("web_transfer_bytes")?;
                Some(
                    Measured::new(format!("{:.2} MB", bytes / 1e6), bytes <= 3e6)
                        .cost("bytes", bytes),
                )
            })(),
        ),
        Row::new(
            "web_visits",
            "the browser build until home is drawn, headless Chromium at 360×640, CPU 4× slower, DevTools' Fast 4G: the first visit, and a visit from the service worker's cache",
            "first ≤ 3 s, cached ≤ 1 s",
            (|| {
                let (first, cached) = (f.get("web_first_visit_ms")?, f.get("web_cached_visit_ms")?);
                Some(
                    Measured::new(
                        format!("first {first:.0} ms, cached {cached:.0} ms"),
                        first <= 3_000.0 && cached <= 1_000.0,
                    )
                    .cost("first_ms", first)
                    .cost("cached_ms", cached),
                )
            })(),
        ),
        Row::new(
            "web_taps",
            "the browser build: a tap on a life total → new total in the DOM, p95 over 100 taps, the core in its Web Worker, committed to OPFS",
            "p95 ≤ 16 ms; ≤ 50 ms with the CPU 4× slower",
            (|| {
                let (full, slowed) = (f.get("web_tap_p95_ms")?, f.get("web_tap_p95_ms_cpu4")?);
                Some(
                    Measured::new(
                        format!("p95 {full:.1} ms; CPU 4× slower p95 {slowed:.1} ms"),
                        full <= 16.0 && slowed <= 50.0,
                    )
                    .cost("p95_ms", full)
                    .cost("p95_ms_cpu4", slowed),
                )
            })(),
        ),
        Row::new(
            "web_replay",
            "the browser build: the 100,000-action Conjure replay in its Web Worker (headless Chromium, release build), against the native replay of the same log in the same run",
            "≥ 5 M actions/s",
            (|| {
                let ms = f.get("web_replay_100k_ms")?;
                let rate = CONJURE_REPLAY / (ms * 1e-3);
                let native = f.mean_ns("replay", "100k_conjure_entries");
                let mut figure = format!("{:.1} M actions/s", rate / 1e6);
                let measured = match native {
                    Some(native) => {
                        let ratio = ms * 1e6 / native;
                        figure.push_str(&format!(
                            "; native {:.1} M/s, the worker {ratio:.2}× its time",
                            CONJURE_REPLAY / (native * 1e-9) / 1e6
                        ));
                        Measured::new(figure, rate >= 5e6).cost("time_per_native", ratio)
                    }
                    None => Measured::new(figure, rate >= 5e6).cost("ms", ms),
                };
                Some(measured)
            })(),
        ),
        Row::new(
            "web_append",
            "the browser build: a durable append of one action on OPFS (the sahpool VFS), p99, in its Web Worker, against the desktop's in the same run",
            "p99 ≤ 16 ms (within a tap's frame)",
            (|| {
                let (p50, p99) = (f.get("web_append_p50_us")?, f.get("web_append_p99_us")?);
                let mut figure = format!("p99 {:.2} ms (p50 {:.2})", p99 / 1e3, p50 / 1e3);
                let met = p99 <= 16_000.0;
                Some(match f.get("append_p99_us") {
                    Some(desktop) => {
                        let ratio = p99 / desktop;
                        figure.push_str(&format!(
                            "; the desktop's p99 {desktop:.0} µs, {ratio:.2}× it"
                        ));
                        Measured::new(figure, met).cost("p99_per_desktop_p99", ratio)
                    }
                    None => Measured::new(figure, met).cost("p99_us", p99),
                })
            })(),
        ),
        Row::new(
            "web_search",
            "the browser build: card search as typed over 10,000 cards in its Web Worker, p99 of the slowest kind (1, 2, 3, 4 letters; two words)",
            "p99 ≤ 16 ms",
            (|| {
                let p99 = f.get("web_search_p99_ms")?;
                Some(Measured::new(format!("p99 {p99:.2} ms"), p99 <= 16.0).cost("p99_ms", p99))
            })(),
        ),
        Row::new(
            "history",
            "history of 10,000 matches: first page, one player's first page, one player's statistics, the whole game's statistics",
            "< 16 ms each",
            (|| {
                let times = [
                    f.mean_ns("history", "first_page_of_10k")?,
                    f.mean_ns("history", "first_page_of_one_player")?,
                    f.mean_ns("history", "statistics_of_one_player")?,
                    f.mean_ns("history", "statistics_of_the_game")?,
                ]
                .map(|ns| ns / 1e6);
                let figure = format!(
                    "{:.2} / {:.2} / {:.2} / {:.2} ms",
                    times[0], times[1], times[2], times[3]
                );
                let names = ["first_page_ms", "player_page_ms", "player_statistics_ms", "game_statistics_ms"];
                Some(
                    names
                        .into_iter()
                        .zip(times)
                        .fold(Measured::new(figure, times.iter().all(|&ms| ms < 16.0)), |m, (name, ms)| {
                            m.cost(name, ms)
                        }),
                )
            })(),
        ),
        Row::new(
            "scrubber",
            "the scrubber on a 1,000-entry match: to entry 500; the chart of every entry",
            "< 16 ms each",
            (|| {
                let to = f.mean_ns("history", "replay_to_entry_500_of_1000")? / 1e6;
                let chart = f.mean_ns("history", "score_series_of_1000")? / 1e6;
                Some(
                    Measured::new(format!("{to:.2} ms, {chart:.2} ms"), to < 16.0 && chart < 16.0)
                        .cost("to_entry_500_ms", to)
                        .cost("chart_ms", chart),
                )
            })(),
        ),
    ]
}

/// The table as Markdown, as the README shows it: each row's verdict against its target, and
/// against the last run that landed.
pub fn markdown(rows: &[Row]) -> String {
    let mut table = String::from(
        "| what | figure | target | | against the last run |\n|---|---|---|---|---|\n",
    );
    for row in rows {
        table.push_str(&format!(
            "| {} | {} | {} | {} | {} |\n",
            row.what,
            row.figure,
            row.target,
            row.verdict(),
            row.since
        ));
    }
    table
}
