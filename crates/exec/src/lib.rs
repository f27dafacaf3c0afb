//! Running an interestingness script on a candidate, the C-Reduce way.
//!
//! The script gets the candidate's absolute path as its first argument (then
//! any fixed arguments the user gave), runs in a fresh temporary directory
//! that holds the candidate under the input's file name, and says
//! "interesting" by exiting with status 0. It runs in its own process group,
//! so a timeout or a cancellation kills everything it started; the directory
//! is removed afterwards.
//!
//! Native only: this is the shells' half of the oracle, never the engine's.
//!
//! A test case made of files ([`Script::for_folder`]) is written as a
//! folder under the input folder's name, and the script runs in it, with
//! its path as `$1` (C-Vise's convention). [`folder`] reads such a folder
//! with the checks every shell applies.
//!
//! [`Script`] first checks that the script exists and is executable. Stdout and
//! stderr can be captured up to a bound; after a normal exit the process group
//! is cleaned of leftovers. The run checks its time limit and cancellation
//! every 5 ms and notices the exit at once (`exit_watch.rs`). `whittle reduce`
//! and `whittle serve` share it.

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::fs::File;
use std::io::{self, Read, Seek};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

mod exit_watch;
pub mod folder;
use exit_watch::{ExitWatch, LONGEST_PAUSE};

/// Why a script cannot be used as an oracle.
#[derive(Debug)]
pub enum ScriptError {
    Missing(PathBuf),
    NotAFile(PathBuf),
    NotExecutable(PathBuf),
    Io(PathBuf, io::Error),
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptError::Missing(p) => write!(f, "test script {} does not exist", p.display()),
            ScriptError::NotAFile(p) => write!(f, "test script {} is not a file", p.display()),
            ScriptError::NotExecutable(p) => write!(
                f,
                "test script {} is not executable (try `chmod +x {}`)",
                p.display(),
                p.display()
            ),
            ScriptError::Io(p, e) => write!(f, "cannot use test script {}: {e}", p.display()),
        }
    }
}

impl std::error::Error for ScriptError {}

/// What one run of the script did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptRun {
    /// The exit status, or `None` when the script was killed by a signal.
    pub exit_status: Option<i32>,
    pub timed_out: bool,
    /// Stopped because the caller cancelled it.
    pub cancelled: bool,
    pub duration: Duration,
    /// The first bytes of stdout and stderr together, when capture is on.
    pub output: Vec<u8>,
}

impl ScriptRun {
    /// Exit status 0 within the time limit.
    pub fn interesting(&self) -> bool {
        self.exit_status == Some(0) && !self.timed_out && !self.cancelled
    }
}

/// A checked interestingness script and how to call it.
#[derive(Clone, Debug)]
pub struct Script {
    path: PathBuf,
    args: Vec<OsString>,
    file_name: OsString,
    timeout: Option<Duration>,
    output_limit: usize,
    temp_root: Option<PathBuf>,
    /// Candidates are encoded sets of files, written as a folder.
    folder: bool,
}

impl Script {
    /// Checks that `path` is an executable file. Candidates will be written
    /// under `file_name` (the input's own name, so compilers see the right
    /// extension).
    pub fn new(path: &Path, file_name: &OsStr) -> Result<Script, ScriptError> {
        let meta = match std::fs::metadata(path) {
            Ok(meta) => meta,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Err(ScriptError::Missing(path.to_path_buf()))
            }
            Err(e) => return Err(ScriptError::Io(path.to_path_buf(), e)),
        };
        if !meta.is_file() {
            return Err(ScriptError::NotAFile(path.to_path_buf()));
        }
        if meta.permissions().mode() & 0o111 == 0 {
            return Err(ScriptError::NotExecutable(path.to_path_buf()));
        }
        let path = path
            .canonicalize()
            .map_err(|e| ScriptError::Io(path.to_path_buf(), e))?;
        Ok(Script {
            path,
            args: Vec::new(),
            file_name: file_name.to_os_string(),
            timeout: None,
            output_limit: 0,
            temp_root: None,
            folder: false,
        })
    }

    /// Fixed arguments passed after the candidate's path.
    pub fn with_args(mut self, args: Vec<OsString>) -> Script {
        self.args = args;
        self
    }

    /// A run longer than this is killed and counts as not interesting.
    pub fn with_timeout(mut self, timeout: Option<Duration>) -> Script {
        self.timeout = timeout;
        self
    }

    /// Keep up to `limit` bytes of the script's output (0: discard it).
    pub fn with_output_limit(mut self, limit: usize) -> Script {
        self.output_limit = limit;
        self
    }

    /// Create the per-run directories under `root` instead of the system's
    /// temporary directory.
    pub fn with_temp_root(mut self, root: Option<PathBuf>) -> Script {
        self.temp_root = root;
        self
    }

    /// Candidates are sets of files (`whittle_core::files`): each is
    /// written as a folder named like the input folder, which is the
    /// script's working directory and its `$1`.
    pub fn for_folder(mut self) -> Script {
        self.folder = true;
        self
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs the script on `content`. Returns early, killing the script, when
    /// `cancel` becomes true.
    pub fn run(&self, content: &[u8], cancel: &AtomicBool) -> io::Result<ScriptRun> {
        let mut builder = tempfile::Builder::new();
        builder.prefix("whittle-");
        let dir = match &self.temp_root {
            Some(root) => builder.tempdir_in(root)?,
            None => builder.tempdir()?,
        };
        let candidate = dir.path().join(&self.file_name);
        let work_dir = if self.folder {
            let set = whittle_core::files::FileSet::decode(content)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
            std::fs::create_dir(&candidate)?;
            folder::write_set(&candidate, &set)?;
            candidate.clone()
        } else {
            std::fs::write(&candidate, content)?;
            dir.path().to_path_buf()
        };
        let mut command = Command::new(&self.path);
        command
            .arg(&candidate)
            .args(&self.args)
            .current_dir(&work_dir)
            .stdin(Stdio::null())
            .process_group(0);
        let output = if self.output_limit > 0 {
            let file = tempfile::tempfile()?;
            command.stdout(file.try_clone()?).stderr(file.try_clone()?);
            Some(file)
        } else {
            command.stdout(Stdio::null()).stderr(Stdio::null());
            None
        };
        let start = Instant::now();
        let child = spawn(&mut command)?;
        let (status, timed_out, cancelled) = self.wait(child, start, cancel)?;
        let duration = start.elapsed();
        let output = match output {
            Some(file) => read_prefix(file, self.output_limit)?,
            None => Vec::new(),
        };
        dir.close()?;
        Ok(ScriptRun {
            exit_status: status.code(),
            timed_out,
            cancelled,
            duration,
            output,
        })
    }

    /// Waits for the script, checking now and then so that the timeout and
    /// cancellation are noticed; then kills whatever is left of its process
    /// group.
    fn wait(
        &self,
        mut child: Child,
        start: Instant,
        cancel: &AtomicBool,
    ) -> io::Result<(std::process::ExitStatus, bool, bool)> {
        let group = child.id() as libc::pid_t;
        let mut watch = ExitWatch::new(&child);
        let mut timed_out = false;
        let mut cancelled = false;
        let status = loop {
            if let Some(status) = child.try_wait()? {
                break status;
            }
            timed_out = self.timeout.is_some_and(|t| start.elapsed() >= t);
            cancelled = cancel.load(Ordering::Relaxed);
            if timed_out || cancelled {
                kill_group(group);
                break child.wait()?;
            }
            let left = self.timeout.map(|t| t.saturating_sub(start.elapsed()));
            watch.wait(left.map_or(LONGEST_PAUSE, |l| l.min(LONGEST_PAUSE)));
        };
        // Background processes the script left behind go with it.
        kill_group(group);
        Ok((status, timed_out, cancelled))
    }
}

fn kill_group(group: libc::pid_t) {
    // SAFETY: kill(2) with a negative pid signals that process group; it has
    // no memory-safety preconditions. ESRCH (no such group) is expected.
    unsafe {
        libc::kill(-group, libc::SIGKILL);
    }
}

/// Starts the script. A script written a moment ago can be busy (ETXTBSY)
/// while a process forked by another thread still holds it open for
/// writing, until that process execs: that passes within milliseconds, so
/// the start is tried again a few times before it is an error.
fn spawn(command: &mut Command) -> io::Result<Child> {
    let mut pause = Duration::from_millis(1);
    for _ in 0..8 {
        match command.spawn() {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) => {
                std::thread::sleep(pause);
                pause *= 2;
            }
            started => return started,
        }
    }
    command.spawn()
}

fn read_prefix(mut file: File, limit: usize) -> io::Result<Vec<u8>> {
    file.rewind()?;
    let mut out = Vec::new();
    file.take(limit as u64).read_to_end(&mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn script(body: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("test.sh");
        let mut f = File::create(&path).unwrap();
        writeln!(f, "#!/bin/sh\n{body}").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        (dir, path)
    }

    fn run(body: &str, content: &[u8]) -> ScriptRun {
        let (_dir, path) = script(body);
        Script::new(&path, OsStr::new("input.c"))
            .unwrap()
            .with_timeout(Some(Duration::from_secs(5)))
            .with_output_limit(1024)
            .run(content, &AtomicBool::new(false))
            .unwrap()
    }

    #[test]
    fn exit_zero_is_interesting() {
        assert!(run("grep -q needle \"$1\"", b"a needle").interesting());
        assert!(!run("grep -q needle \"$1\"", b"hay").interesting());
    }

    #[test]
    fn candidate_has_the_input_name_in_a_fresh_directory() {
        let r = run(
            "[ \"$(basename \"$1\")\" = input.c ] && [ \"$(dirname \"$1\")\" = \"$(pwd)\" ] && [ \"$(ls | wc -l)\" = 1 ]",
            b"x",
        );
        assert!(r.interesting(), "{r:?}");
    }

    #[test]
    fn a_set_runs_as_a_folder_that_is_the_working_directory() {
        use whittle_core::files::{FileSet, SetFile};
        let (_dir, path) = script(
            "[ \"$(pwd)\" = \"$1\" ] && [ \"$(basename \"$1\")\" = bug ] && grep -q x src/a.c && [ -f README ]",
        );
        let set = FileSet::new(vec![
            SetFile::new("src/a.c", "x"),
            SetFile::new("README", ""),
        ])
        .unwrap();
        let script = Script::new(&path, OsStr::new("bug")).unwrap().for_folder();
        let cancel = AtomicBool::new(false);
        assert!(script.run(&set.encode(), &cancel).unwrap().interesting());
        let without = set.keeping([1]);
        assert!(!script
            .run(&without.encode(), &cancel)
            .unwrap()
            .interesting());
        let err = script.run(b"not a set", &cancel).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn fixed_arguments_follow_the_candidate() {
        let (_dir, path) = script("[ \"$2\" = hello ]");
        let s = Script::new(&path, OsStr::new("a"))
            .unwrap()
            .with_args(vec!["hello".into()]);
        assert!(s.run(b"", &AtomicBool::new(false)).unwrap().interesting());
    }

    #[test]
    fn output_is_captured_and_bounded() {
        let r = run("echo out; echo err >&2; exit 3", b"");
        assert_eq!(r.exit_status, Some(3));
        assert_eq!(r.output, b"out\nerr\n");
        let r = run("yes | head -c 5000", b"");
        assert_eq!(r.output.len(), 1024);
    }

    #[test]
    fn a_script_still_open_for_writing_a_moment_is_started_once_closed() {
        let (_dir, path) = script("exit 0");
        // As a process forked by another thread holds it until its exec.
        let writer = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        let closer = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            drop(writer);
        });
        let s = Script::new(&path, OsStr::new("a")).unwrap();
        let r = s.run(b"", &AtomicBool::new(false)).unwrap();
        assert!(r.interesting(), "{r:?}");
        closer.join().unwrap();
    }

    #[test]
    fn timeout_kills_the_process_group() {
        let (dir, path) = script("sleep 30 & echo $! > \"$0.child\"; sleep 30");
        let s = Script::new(&path, OsStr::new("a"))
            .unwrap()
            .with_timeout(Some(Duration::from_millis(200)));
        let r = s.run(b"", &AtomicBool::new(false)).unwrap();
        assert!(r.timed_out && !r.interesting());
        assert!(r.duration < Duration::from_secs(5));
        let child: i32 = std::fs::read_to_string(dir.path().join("test.sh.child"))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        // A killed orphan may stay a zombie until its new parent reaps it.
        let gone = |pid: i32| {
            // SAFETY: signal 0 only checks whether the process exists.
            let exists = unsafe { libc::kill(pid, 0) } == 0;
            let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let zombie = state
                .rsplit(')')
                .next()
                .is_some_and(|s| s.trim_start().starts_with('Z'));
            !exists || zombie
        };
        let deadline = Instant::now() + Duration::from_secs(2);
        while !gone(child) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(gone(child), "the background child survived the timeout");
    }

    #[test]
    fn cancel_stops_a_run() {
        let (_dir, path) = script("sleep 30");
        let s = Script::new(&path, OsStr::new("a")).unwrap();
        let r = s.run(b"", &AtomicBool::new(true)).unwrap();
        assert!(r.cancelled && !r.interesting());
    }

    #[test]
    fn bad_scripts_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.sh");
        assert!(matches!(
            Script::new(&missing, OsStr::new("a")),
            Err(ScriptError::Missing(_))
        ));
        assert!(matches!(
            Script::new(dir.path(), OsStr::new("a")),
            Err(ScriptError::NotAFile(_))
        ));
        let plain = dir.path().join("plain.sh");
        std::fs::write(&plain, "#!/bin/sh\n").unwrap();
        let err = Script::new(&plain, OsStr::new("a")).unwrap_err();
        assert!(err.to_string().contains("chmod +x"), "{err}");
    }
}
