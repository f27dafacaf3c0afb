//! Noticing a script's exit as it happens.
//!
//! A run waits for its script while it checks its time limit and its
//! cancellation flag now and then. Sleeping between checks would make each
//! test look a few milliseconds longer than it is, on every query of a run.
//! On Linux a pidfd (`pidfd_open(2)`, Linux 5.3) becomes readable when its
//! process exits, so `poll(2)` on it returns at the exit and otherwise after
//! the pause, when the next check is due. Where there is no pidfd (an older
//! kernel, another Unix), the wait is a sleep whose pause grows from 50 µs to
//! the same 5 ms.

use std::process::Child;
use std::time::Duration;

/// How long a run waits at most before it checks its time limit and
/// cancellation again.
pub(crate) const LONGEST_PAUSE: Duration = Duration::from_millis(5);
/// The first pause of a sleeping wait, so that quick scripts end quickly.
const FIRST_SLEEP: Duration = Duration::from_micros(50);

/// Waits for one child's exit, a pause at a time.
pub(crate) struct ExitWatch {
    #[cfg(target_os = "linux")]
    pidfd: Option<std::os::fd::OwnedFd>,
    /// The next pause of a sleeping wait.
    sleep: Duration,
}

impl ExitWatch {
    pub fn new(child: &Child) -> ExitWatch {
        #[cfg(not(target_os = "linux"))]
        let _ = child;
        ExitWatch {
            #[cfg(target_os = "linux")]
            pidfd: pidfd_open(child.id()),
            sleep: FIRST_SLEEP,
        }
    }

    /// Whether a wait ends at the child's exit rather than after its pause.
    #[cfg(test)]
    pub fn is_exact(&self) -> bool {
        #[cfg(target_os = "linux")]
        {
            self.pidfd.is_some()
        }
        #[cfg(not(target_os = "linux"))]
        {
            false
        }
    }

    /// Returns when the child has exited, or after at most `pause`.
    pub fn wait(&mut self, pause: Duration) {
        #[cfg(target_os = "linux")]
        if let Some(fd) = &self.pidfd {
            poll_readable(fd, pause);
            return;
        }
        std::thread::sleep(self.sleep.min(pause));
        self.sleep = (self.sleep * 3 / 2).min(LONGEST_PAUSE);
    }
}

/// A pidfd for `pid`, or `None` where the kernel has none.
#[cfg(target_os = "linux")]
fn pidfd_open(pid: u32) -> Option<std::os::fd::OwnedFd> {
    use std::os::fd::FromRawFd;
    // SAFETY: pidfd_open(2) takes a pid and flags and returns a new file
    // descriptor or -1; it touches no memory of ours.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid as libc::pid_t, 0) };
    let fd = i32::try_from(fd).ok().filter(|&fd| fd >= 0)?;
    // SAFETY: the descriptor was just opened for us and nothing else owns it.
    Some(unsafe { std::os::fd::OwnedFd::from_raw_fd(fd) })
}

/// Polls `fd` until it is readable (the process exited) or `pause` passes.
#[cfg(target_os = "linux")]
fn poll_readable(fd: &std::os::fd::OwnedFd, pause: Duration) {
    use std::os::fd::AsRawFd;
    let mut entry = libc::pollfd {
        fd: fd.as_raw_fd(),
        events: libc::POLLIN,
        revents: 0,
    };
    // Round up, so that a pause under a millisecond is not a busy loop.
    let millis = pause.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
    // SAFETY: `entry` is one valid pollfd for the duration of the call. An
    // interrupted or failed poll only ends this pause early.
    unsafe {
        libc::poll(&mut entry, 1, millis);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;
    use std::time::Instant;

    #[test]
    #[cfg(target_os = "linux")]
    fn a_wait_ends_at_the_exit_not_after_its_pause() {
        let mut child = Command::new("true").spawn().unwrap();
        let mut watch = ExitWatch::new(&child);
        assert!(watch.is_exact(), "this kernel has pidfds");
        let start = Instant::now();
        // Far longer than `true` runs: the wait must end at the exit.
        watch.wait(Duration::from_secs(60));
        assert!(start.elapsed() < Duration::from_secs(30));
        assert!(child.try_wait().unwrap().is_some());
    }

    #[test]
    fn a_wait_lasts_at_most_the_time_left() {
        let mut child = Command::new("sleep").arg("30").spawn().unwrap();
        let mut watch = ExitWatch::new(&child);
        let start = Instant::now();
        watch.wait(Duration::from_millis(1));
        assert!(start.elapsed() < Duration::from_secs(20));
        assert!(child.try_wait().unwrap().is_none());
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
