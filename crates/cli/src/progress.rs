//! The progress bar: drawn on a terminal, silent otherwise.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use whittle_core::{Phase, Stats};

pub struct Progress {
    bar: Option<ProgressBar>,
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

    pub fn update(&self, stats: &Stats, phase: Option<&Phase>) {
        let Some(bar) = &self.bar else { return };
        bar.set_position(
            (stats.initial.bytes - stats.current.bytes.min(stats.initial.bytes)) as u64,
        );
        let phase = phase
            .map(|p| format!(" | {} round {} n={}", p.pass, p.round, p.granularity))
            .unwrap_or_default();
        bar.set_message(format!(
            "{} B, {} units | {} queries, {} cache hits{phase}",
            stats.current.bytes,
            stats.current.units,
            stats.queries,
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

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
