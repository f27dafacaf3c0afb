//! How full the parallel window was: the time integral of the tests
//! running, overall and by pass, so that `--stats` says where a `-j N` run
//! left slots idle (a pass that cannot speculate, a batch waiting for its
//! last test). A test counts from its hand-out to its verdict or until the
//! reduction abandons it; its stopping is not counted.
//!
//! It is `--stats`' `window_use` and the summary's "N of J tests running on
//! average".

use std::time::Duration;

use serde::Serialize;

/// Test-time and wall time of one pass (or of the whole run).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct PassUse {
    /// Seconds of wall time.
    pub wall_s: f64,
    /// Tests running on average over that time.
    pub mean_running: f64,
}

/// The running-test integral, accumulated as the driver loop goes.
#[derive(Debug, Default)]
pub struct WindowUse {
    /// By pass name, in the order the passes first ran: (test-time, wall).
    by_pass: Vec<(String, Duration, Duration)>,
}

impl WindowUse {
    /// `running` tests ran for `elapsed` during `pass`.
    pub fn advance(&mut self, pass: &str, running: usize, elapsed: Duration) {
        let at = match self.by_pass.iter().position(|(name, ..)| name == pass) {
            Some(at) => at,
            None => {
                self.by_pass
                    .push((pass.to_string(), Duration::ZERO, Duration::ZERO));
                self.by_pass.len() - 1
            }
        };
        let (_, busy, wall) = &mut self.by_pass[at];
        *busy += elapsed * running as u32;
        *wall += elapsed;
    }

    pub fn total(&self) -> PassUse {
        let busy = self.by_pass.iter().map(|(_, busy, _)| *busy).sum();
        let wall = self.by_pass.iter().map(|(_, _, wall)| *wall).sum();
        pass_use(busy, wall)
    }

    /// Each pass's use, in the order the passes first ran.
    pub fn by_pass(&self) -> Vec<(String, PassUse)> {
        self.by_pass
            .iter()
            .map(|(name, busy, wall)| (name.clone(), pass_use(*busy, *wall)))
            .collect()
    }
}

fn pass_use(busy: Duration, wall: Duration) -> PassUse {
    let wall_s = wall.as_secs_f64();
    PassUse {
        wall_s,
        mean_running: if wall_s > 0.0 {
            busy.as_secs_f64() / wall_s
        } else {
            0.0
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mean_weighs_each_stretch_by_its_time() {
        let mut window = WindowUse::default();
        window.advance("pardis", 8, Duration::from_secs(3));
        window.advance("pardis", 2, Duration::from_secs(1));
        window.advance("token ddmin", 1, Duration::from_secs(4));
        let passes = window.by_pass();
        assert_eq!(passes[0].0, "pardis");
        assert!((passes[0].1.mean_running - 6.5).abs() < 1e-9);
        assert!((passes[1].1.mean_running - 1.0).abs() < 1e-9);
        let total = window.total();
        assert!((total.wall_s - 8.0).abs() < 1e-9);
        assert!((total.mean_running - 3.75).abs() < 1e-9);
    }

    #[test]
    fn nothing_run_is_no_use_not_a_division_by_zero() {
        assert_eq!(WindowUse::default().total().mean_running, 0.0);
    }
}
