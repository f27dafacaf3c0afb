//! Oracle runs nothing waits for any more. With forks, the engine runs
//! tests that only matter if an earlier candidate wins (or loses); once it
//! is decided, the tests of the other branch are orphans
//! ([`whittle_core::Reduction::take_abandoned`]). The session forgets their
//! runs and tells the glue which to stop, so that their oracle workers go
//! to tests that matter instead of finishing work nobody reads.

use super::{Session, Ticket};

impl Session {
    /// Takes the orphans the engine names, forgets their runs, and keeps the
    /// runs' ids for the glue to stop ([`Session::take_abandoned`]).
    pub(super) fn drop_abandoned(&mut self) {
        for test in self.reduction.take_abandoned() {
            self.in_flight.retain(|&t| t != test);
            self.repeats.remove(&test);
            self.rerun.retain(|&t| t != test);
            let runs: Vec<u64> = self
                .tickets
                .iter()
                .filter(|(_, (ticket, _))| matches!(ticket, Ticket::Engine(t) if *t == test))
                .map(|(&id, _)| id)
                .collect();
            for id in runs {
                self.tickets.remove(&id);
                self.abandoned.push(id);
            }
        }
        // The glue stops them in the order they were handed out.
        self.abandoned.sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use crate::protocol::{OracleResult, PollStep, TestOutcome};
    use crate::worker::Session;

    /// Twelve removable declarations; the oracle keeps what mentions
    /// `main`, so Pardis accepts most removals and forks on them.
    fn session(workers: u32) -> Session {
        let mut input: String = (0..12).map(|i| format!("int v{i};\n")).collect();
        input.push_str("int main(void) { return 0; }\n");
        let mut config = super::super::tests::config("pardis", &input);
        config.workers = workers;
        Session::from_config(&config).unwrap()
    }

    fn answer(session: &mut Session, id: u64, value: bool) {
        let outcome = TestOutcome {
            id,
            result: OracleResult::Value { value },
            elapsed_ms: 1.0,
            retries: 0,
        };
        assert!(session.settle(&outcome).is_none());
    }

    /// Fills the window, then answers the oldest run still wanted, as the
    /// glue does with a worker per run; stopped runs are answered late (as
    /// a run that finished while the stop was on its way). Returns the
    /// result and how many runs were stopped.
    fn run(session: &mut Session) -> (Vec<u8>, usize) {
        let mut running: Vec<(u64, bool)> = Vec::new();
        let mut stopped = 0;
        while session.running() {
            if running.len() < session.window {
                if let PollStep::Test { id, input, .. } = session.poll_step(0.0) {
                    running.push((id, input.unwrap().contains("main")));
                    continue;
                }
            }
            if running.is_empty() {
                break;
            }
            let (id, value) = running.remove(0);
            answer(session, id, value);
            for id in std::mem::take(&mut session.abandoned) {
                let at = running.iter().position(|&(r, _)| r == id);
                let (id, value) = running.remove(at.expect("only runs in flight are stopped"));
                // An answer from a stopped run changes nothing.
                answer(session, id, value);
                stopped += 1;
            }
        }
        (session.reduction.best().to_vec(), stopped)
    }

    #[test]
    fn orphans_are_stopped_and_the_result_is_the_sequential_one() {
        let (alone, none) = run(&mut session(1));
        assert_eq!(none, 0, "one worker runs nothing speculative");
        assert_eq!(
            String::from_utf8(alone.clone()).unwrap().trim(),
            "int main() { }"
        );
        let mut wide = session(4);
        let (result, stopped) = run(&mut wide);
        assert_eq!(result, alone);
        assert!(stopped > 0, "four workers speculate, and lose some");
        assert_eq!(wide.reduction.stats().abandoned, stopped as u64);
        assert!(wide.tickets.is_empty(), "no run is left waiting");
    }
}
