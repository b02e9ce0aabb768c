//! The performance table: each row a figure measured in this run, its target and whether it is
//! met. Targets that compare with a reference (a minimal Tauri app, a bare SQLite commit, a
//! plain insert, a bare reducer) use the reference measured in the same run, because this
//! machine is noisy and only ratios within one run compare.

use super::figures::Figures;

pub struct Row {
    pub what: &'static str,
    pub figure: String,
    pub target: &'static str,
    /// `None` when a figure the row needs was not measured.
    pub met: Option<bool>,
}

impl Row {
    fn new(what: &'static str, target: &'static str, measured: Option<(String, bool)>) -> Self {
        let (figure, met) = match measured {
            Some((figure, met)) => (figure, Some(met)),
            None => ("not measured".to_owned(), None),
        };
        Row {
            what,
            figure,
            target,
            met,
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

/// Actions in the Conjure and the Elestrals/星灵 replays (the benches' log lengths).
const CONJURE_REPLAY: f64 = 100_000.0;
const TEN_THOUSAND: f64 = 10_000.0;

pub fn rows(f: &Figures) -> Vec<Row> {
    vec![
        Row::new(
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
                Some((figure, short <= 16.0 && long <= 16.0))
            })(),
        ),
        Row::new(
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
                Some((figure, during <= idle * 2.0))
            })(),
        ),
        Row::new(
            "bytes a tap sends back to the web view, after 240 and after 2,000 entries",
            "constant in the match's length (within 5 %)",
            (|| {
                let (early, late) = (f.get("tap_update_bytes_240")?, f.get("tap_update_bytes_2000")?);
                let figure = format!("{:.1} KB and {:.1} KB", early / 1e3, late / 1e3);
                Some((figure, late <= early * 1.05))
            })(),
        ),
        Row::new(
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
                let mut met = p99.iter().all(|&ms| ms <= 16.0);
                if let Some(cjk) = f.get("search_p99_ms_cjk") {
                    figure.push_str(&format!("; Chinese {cjk:.2} ms"));
                    met &= cjk <= 16.0;
                }
                Some((figure, met))
            })(),
        ),
        Row::new(
            "typed card search over 100,000 cards, p99 over a mix of filters, `-`, `or`, parentheses and words; the first, which reads the sets",
            "p99 ≤ 16 ms",
            (|| {
                let p99 = f.get("search_p99_ms_typed")?;
                let mut figure = format!("{p99:.2} ms");
                if let Some(first) = f.get("search_first_typed_ms") {
                    figure.push_str(&format!("; the first {first:.0} ms"));
                }
                Some((figure, p99 <= 16.0))
            })(),
        ),
        Row::new(
            "draw odds of a 60-card deck: each card and each group of cards sharing a value, at least 1 to 4 copies, by turn",
            "≤ 16 ms",
            (|| {
                let ms = f.mean_ns("odds", "deck_odds_60_cards")? / 1e6;
                let mut figure = format!("{ms:.2} ms");
                if let Some(groups) = f.get("odds_groups_60_cards") {
                    figure.push_str(&format!(" ({groups:.0} groups)"));
                }
                Some((figure, ms <= 16.0))
            })(),
        ),
        Row::new(
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
                Some((figure, time <= reference * 1.2))
            })(),
        ),
        Row::new(
            "replay a 100,000-action Conjure log",
            "≥ 10 M actions/s",
            (|| {
                let rate = CONJURE_REPLAY / (f.mean_ns("replay", "100k_conjure_entries")? * 1e-9);
                let mut figure = format!("{:.1} M actions/s (the log handed over, as opening a match does)", rate / 1e6);
                if let Some(borrowed) = f.mean_ns("replay", "100k_conjure_entries_borrowed") {
                    let borrowed = CONJURE_REPLAY / (borrowed * 1e-9);
                    figure.push_str(&format!("; a borrowed log {:.1} M/s", borrowed / 1e6));
                }
                if let Some(bare) = f.mean_ns("replay", "100k_conjure_entries_bare_reducer") {
                    let bare = CONJURE_REPLAY / (bare * 1e-9);
                    figure.push_str(&format!("; a bare reducer, same run, {:.1} M/s", bare / 1e6));
                }
                Some((figure, rate >= 10e6))
            })(),
        ),
        Row::new(
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
                Some((figure, true))
            })(),
        ),
        Row::new(
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
                Some((figure, new <= reference * 1.3 && large <= reference * 1.3))
            })(),
        ),
        Row::new(
            "release binary",
            "≤ 2× the minimal Tauri 2 app",
            (|| {
                let (size, reference) = (f.get("binary_mb")?, f.get("binary_mb_reference")?);
                let figure = format!(
                    "{size:.1} MB; minimal app {reference:.1} MB ({:.2}×)",
                    size / reference
                );
                Some((figure, size <= reference * 2.0))
            })(),
        ),
        Row::new(
            "memory of the process tree (PSS) on the first screen, median of 7 starts",
            "≤ 1.3× the minimal Tauri 2 app",
            (|| {
                let (memory, reference) = (f.get("memory_mib")?, f.get("memory_mib_reference")?);
                let figure = format!(
                    "{memory:.0} MiB; minimal app {reference:.0} MiB ({:.2}×)",
                    memory / reference
                );
                Some((figure, memory <= reference * 1.3))
            })(),
        ),
        Row::new(
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
                Some((figure, p99 <= reference * 1.3 && samples >= 20_000.0))
            })(),
        ),
        Row::new(
            "a shared table: one tap from a phone until all eight phones have it, over loopback (release app under Xvfb)",
            "p99 ≤ 25 ms",
            (|| {
                let (p50, p99) = (f.get("share_fanout_p50_ms")?, f.get("share_fanout_p99_ms")?);
                let figure = format!(
                    "p99 {p99:.1} ms (p50 {p50:.1}) over {:.0} taps; the durable append inside it, \
                     same run: p99 {:.0} µs",
                    f.get("share_fanout_taps")?,
                    f.get("append_p99_us")?,
                );
                Some((figure, p99 <= 25.0))
            })(),
        ),
        Row::new(
            "a phone's first visit: the join address in headless Chromium at 360×640, CPU 4× slower, cache cleared, until its seat is drawn (median of 5)",
            "≤ 1.5 s",
            (|| {
                let ms = f.get("phone_first_visit_ms")?;
                let kb = f.get("phone_first_visit_kb")?;
                Some((format!("{ms:.0} ms, {kb:.0} KB over the network"), ms <= 1_500.0))
            })(),
        ),
        Row::new(
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
                Some((figure, times.iter().all(|&ms| ms < 16.0)))
            })(),
        ),
        Row::new(
            "the scrubber on a 1,000-entry match: to entry 500; the chart of every entry",
            "< 16 ms each",
            (|| {
                let to = f.mean_ns("history", "replay_to_entry_500_of_1000")? / 1e6;
                let chart = f.mean_ns("history", "score_series_of_1000")? / 1e6;
                Some((format!("{to:.2} ms, {chart:.2} ms"), to < 16.0 && chart < 16.0))
            })(),
        ),
    ]
}

/// The table as Markdown, as the README shows it.
pub fn markdown(rows: &[Row]) -> String {
    let mut table = String::from("| what | figure | target | |\n|---|---|---|---|\n");
    for row in rows {
        table.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            row.what,
            row.figure,
            row.target,
            row.verdict()
        ));
    }
    table
}
