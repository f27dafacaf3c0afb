//! The progress bar: drawn on a terminal, silent otherwise. Its line shows
//! the size, the engine's queries, the oracle's runs (every run started,
//! with the stopped ones apart) and the cache hits.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use whittle_core::{Phase, Stats};

pub struct Progress {
    bar: Option<ProgressBar>,
}

/// How often the oracle ran: every run started (the check runs, stopped
/// speculative tests and re-tests included), and of those the ones stopped
/// because nothing needed their answer any more.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Runs {
    pub total: u64,
    pub stopped: u64,
}

impl Runs {
    /// `N oracle runs (S stopped)`.
    pub fn describe(&self) -> String {
        format!("{} oracle runs ({} stopped)", self.total, self.stopped)
    }
}

impl Progress {
    /// A bar over the bytes to remove, when stderr is a terminal and `quiet`
    /// is off.
    pub fn new(initial_bytes: usize, quiet: bool) -> Progress {
        if quiet || !std::io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let bar = ProgressBar::with_draw_target(
            Some(initial_bytes as u64),
            ProgressDrawTarget::stderr_with_hz(10),
        );
        bar.set_style(
            ProgressStyle::with_template(
                "{elapsed_precise} [{bar:30.cyan/blue}] {percent:>3}% removed  {msg}",
            )
            .expect("valid template")
            .progress_chars("=> "),
        );
        bar.enable_steady_tick(Duration::from_millis(200));
        Progress { bar: Some(bar) }
    }

    pub fn update(&self, stats: &Stats, phase: Option<&Phase>, runs: Runs) {
        let Some(bar) = &self.bar else { return };
        bar.set_position(
            (stats.initial.bytes - stats.current.bytes.min(stats.initial.bytes)) as u64,
        );
        let phase = phase
            .map(|p| format!(" | {} round {} n={}", p.pass, p.round, p.granularity))
            .unwrap_or_default();
        bar.set_message(format!(
            "{} B, {} units | {} queries, {}, {} cache hits{phase}",
            stats.current.bytes,
            stats.current.units,
            stats.queries,
            runs.describe(),
            stats.cache.hits(),
        ));
    }

    /// Prints a line above the bar (or plainly, without one).
    pub fn println(&self, line: &str) {
        match &self.bar {
            Some(bar) => bar.suspend(|| eprintln!("{line}")),
            None => eprintln!("{line}"),
        }
    }

    /// Runs `print` with the bar out of the way.
    pub fn suspend(&self, print: impl FnOnce()) {
        match &self.bar {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
