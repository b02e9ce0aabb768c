//! Start-up to the first frame, memory and binary size, of Tableside and of the reference app.
//!
//! A start is timed from the spawn to the line `first-frame` on the app's standard output: both
//! apps print it on the frame after their first screen is drawn (Tableside's home screen with
//! what it loaded; the reference's one page). Each start has its own WebKit folders, so each is
//! a first start as far as WebKit's caches go; the operating system's file cache is warm, as it
//! is for anyone who has started the app before. Starts of the apps take turns so that the
//! machine's mood of the moment falls on both.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use crate::figures::{self, median, millis, percentile};
use crate::fixtures::{self, Result};
use crate::harness::procs;

/// Starts of each app; the median is reported.
const STARTS: usize = 7;
/// How long an app may take to show its first frame before the bench gives up.
const PATIENCE: Duration = Duration::from_secs(60);
/// How long the first screen sits before its memory is read: long enough for WebKit's helper
/// processes to finish starting, as they have by the time a person looks.
const SETTLE: Duration = Duration::from_secs(3);
/// How long the machine is left to itself between one app's end and the next start.
const QUIET: Duration = Duration::from_millis(500);

fn binary(variable: &str) -> Result<PathBuf> {
    std::env::var_os(variable)
        .map(PathBuf::from)
        .ok_or_else(|| format!("{variable} must name a release build").into())
}

/// Where a start's database comes from.
#[derive(Clone, Copy)]
enum Database<'a> {
    /// None yet: the app creates it.
    New,
    /// A copy of this sealed file, its modification time kept so its seal still vouches for it.
    CopyOf(&'a Path),
}

struct Started {
    to_first_frame: Duration,
    /// Proportional set size of the process and its descendants, in KiB, when asked for.
    memory_kib: Option<u64>,
}

fn start_once(app: &Path, database: Database, run: &Path, memory: bool) -> Result<Started> {
    let _ = std::fs::remove_dir_all(run);
    std::fs::create_dir_all(run)?;
    let db = run.join("tableside.db");
    if let Database::CopyOf(source) = database {
        copy_sealed(source, &db)?;
    }
    let mut command = Command::new(app);
    command
        .env("TABLESIDE_DB", &db)
        .env("TABLESIDE_REPORT_FIRST_FRAME", "1")
        .env("XDG_DATA_HOME", run.join("data"))
        .env("XDG_CONFIG_HOME", run.join("config"))
        .env("XDG_CACHE_HOME", run.join("cache"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let started = Instant::now();
    let spawned_ms = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)?
        .as_secs_f64()
        * 1e3;
    let mut child = command.spawn()?;
    let stdout = child.stdout.take().ok_or("no standard output")?;
    let (said, heard) = mpsc::channel();
    let name = app
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout)
            .lines()
            .map_while(std::io::Result::ok)
        {
            if line.trim() == "first-frame" {
                let _ = said.send(Instant::now());
            } else if line.starts_with("start-up marks") {
                // Where a start's time went, inside the page, and before it: the page's origin
                // is the moment it began, since 1970.
                let before_page = page_origin_ms(&line).map(|origin| origin - spawned_ms);
                match before_page {
                    Some(ms) => println!("{name}: page began {ms:.0} ms after the spawn; {line}"),
                    None => println!("{name}: {line}"),
                }
            }
        }
    });
    let outcome = match heard.recv_timeout(PATIENCE) {
        Ok(at) => {
            let memory_kib = memory.then(|| {
                std::thread::sleep(SETTLE);
                tree_memory_kib(child.id())
            });
            Ok(Started {
                to_first_frame: at - started,
                memory_kib,
            })
        }
        Err(_) => Err(format!("{} showed no first frame in {PATIENCE:?}", app.display()).into()),
    };
    stop_tree(&mut child);
    outcome
}

/// The `origin` of a `start-up marks` line: when the page began, in milliseconds since 1970.
fn page_origin_ms(line: &str) -> Option<f64> {
    let (_, marks) = line.split_once(": ")?;
    marks
        .split(", ")
        .find_map(|mark| mark.strip_prefix("origin "))
        .and_then(|ms| ms.parse().ok())
}

/// Copies the database `source` and its seal to `to`, with the file's modification time, which
/// the seal records.
fn copy_sealed(source: &Path, to: &Path) -> Result {
    std::fs::copy(source, to)?;
    let modified: SystemTime = std::fs::metadata(source)?.modified()?;
    std::fs::File::options()
        .write(true)
        .open(to)?
        .set_modified(modified)?;
    let seal = |db: &Path| tableside_store::seal_path(db);
    std::fs::copy(seal(source), seal(to))?;
    Ok(())
}

/// The PSS of `root` and every process below it (WebKit's web and network processes), in KiB.
fn tree_memory_kib(root: u32) -> u64 {
    std::iter::once(root)
        .chain(procs::descendants(root))
        .filter_map(|pid| std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")).ok())
        .filter_map(|rollup| {
            rollup
                .lines()
                .find_map(|line| line.strip_prefix("Pss:"))
                .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .sum()
}

fn stop_tree(child: &mut Child) {
    for pid in procs::descendants(child.id()) {
        procs::signal(pid, "KILL");
    }
    let _ = child.kill();
    let _ = child.wait();
    std::thread::sleep(QUIET);
}

#[test]
#[ignore = "needs a display and the release builds; `cargo xtask bench` runs it"]
fn start_up_memory_and_size() -> Result {
    let app = binary("TABLESIDE_APP")?;
    let reference = binary("TABLESIDE_REFERENCE_APP")?;
    let work = crate::harness::target_dir().join("bench-start");
    std::fs::create_dir_all(&work)?;

    // Written afresh by this build's store at every run: a database an older build wrote would
    // be upgraded at each start, and the start would time the migration.
    let large = work.join("large.db");
    for stale in [large.clone(), tableside_store::seal_path(&large)] {
        let _ = std::fs::remove_file(stale);
    }
    fixtures::large_database(&large)?;
    let large_mb = std::fs::metadata(&large)?.len() as f64 / 1e6;

    let run = work.join("run");
    // The timed starts and the memory readings are apart, so that every timed start follows
    // an app stopped at its first frame. A start that followed a run kept for its memory
    // reading (three seconds on the first screen, then killed) was slowed by that run's end:
    // when the memory was read at the timed starts, Tableside's starts were the ones that
    // followed such runs, and its page began 60-150 ms later than after a run stopped at once.
    let time = |app: &Path, database: Database| -> Result<f64> {
        Ok(millis(
            start_once(app, database, &run, false)?.to_first_frame,
        ))
    };
    let (mut reference_ms, mut new_ms, mut large_ms) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..STARTS {
        reference_ms.push(time(&reference, Database::New)?);
        new_ms.push(time(&app, Database::New)?);
        large_ms.push(time(&app, Database::CopyOf(&large))?);
    }
    // Memory is read at every start of each app on a new database and the median kept: one
    // reading swings by tens of MiB with what WebKit's helper processes have done by then.
    let (mut reference_mib, mut app_mib) = (Vec::new(), Vec::new());
    let mib = |kib: Option<u64>| kib.unwrap_or_default() as f64 / 1024.0;
    for _ in 0..STARTS {
        reference_mib.push(mib(
            start_once(&reference, Database::New, &run, true)?.memory_kib
        ));
        app_mib.push(mib(start_once(&app, Database::New, &run, true)?.memory_kib));
    }
    println!(
        "start to first frame, median of {STARTS}: reference {:.0} ms, Tableside on a new \
         database {:.0} ms, on a {large_mb:.0} MB database {:.0} ms",
        median(&reference_ms),
        median(&new_ms),
        median(&large_ms)
    );
    figures::print("start_ms_reference", median(&reference_ms));
    figures::print("start_ms_new_database", median(&new_ms));
    figures::print("start_ms_large_database", median(&large_ms));
    figures::print("large_database_mb", large_mb);
    println!(
        "memory of the process tree on the first screen, median of {STARTS}: reference {:.0} MiB \
         ({:.0}–{:.0}), Tableside {:.0} MiB ({:.0}–{:.0})",
        median(&reference_mib),
        percentile(&reference_mib, 0.0),
        percentile(&reference_mib, 1.0),
        median(&app_mib),
        percentile(&app_mib, 0.0),
        percentile(&app_mib, 1.0),
    );
    figures::print("memory_mib_reference", median(&reference_mib));
    figures::print("memory_mib", median(&app_mib));
    figures::print("binary_mb", std::fs::metadata(&app)?.len() as f64 / 1e6);
    figures::print(
        "binary_mb_reference",
        std::fs::metadata(&reference)?.len() as f64 / 1e6,
    );
    Ok(())
}
