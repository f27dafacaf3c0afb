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
//! stderr can be captured up to a bound, together or apart; after a normal
//! exit the process group is cleaned of leftovers.
//!
//! [`Script::command`] runs a program found on `PATH` instead (the command
//! line's toolchain presets: `clang`, `tsc`, `python3`) with an argument
//! template ([`Arg`]) that names the candidate where the program wants it,
//! in the same directory, process group and time limit as a script, so a
//! preset needs no second way of running processes. The run checks its time limit and cancellation
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
    /// The first bytes of stdout and stderr together, when capture is on;
    /// of stdout alone when they are captured apart.
    pub output: Vec<u8>,
    /// When stdout and stderr are captured apart, the first bytes of
    /// stderr (else empty).
    pub stderr: Vec<u8>,
}

impl ScriptRun {
    /// Exit status 0 within the time limit.
    pub fn interesting(&self) -> bool {
        self.exit_status == Some(0) && !self.timed_out && !self.cancelled
    }
}

/// One word of a [`Script::command`]'s argument template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Given as is.
    Text(OsString),
    /// The candidate, relative to the working directory: its file name, or
    /// `.` for a folder (the working directory itself).
    Candidate,
    /// The candidate's source files: for a folder, the paths (relative to
    /// it) of its files whose names end with one of these suffixes, in path
    /// order; for a file, its name.
    Sources(Vec<String>),
    /// The run's time limit in seconds (`0` for none), for a program that
    /// limits runs of its own inside the test.
    TimeLimit,
}

/// What a run starts.
#[derive(Clone, Debug)]
enum Program {
    /// An interestingness script: `SCRIPT CANDIDATE ARGS...`, the
    /// candidate's absolute path first.
    Script(Vec<OsString>),
    /// A program with an argument template.
    Command(Vec<Arg>),
}

/// A checked interestingness script (or command) and how to call it.
#[derive(Clone, Debug)]
pub struct Script {
    path: PathBuf,
    program: Program,
    file_name: OsString,
    timeout: Option<Duration>,
    output_limit: usize,
    /// Stdout and stderr captured apart.
    split_output: bool,
    temp_root: Option<PathBuf>,
    /// Candidates are encoded sets of files, written as a folder.
    folder: bool,
}

/// The executable file `name` on `PATH` (or `name` itself when it is a
/// path), as the shell would find it; `None` when there is none.
pub fn find_program(name: &OsStr) -> Option<PathBuf> {
    let executable = |path: &Path| {
        std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    let name_path = Path::new(name);
    if name_path.components().count() > 1 {
        return executable(name_path).then(|| name_path.to_path_buf());
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .filter(|dir| !dir.as_os_str().is_empty())
        .map(|dir| dir.join(name))
        .find(|path| executable(path))
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
            program: Program::Script(Vec::new()),
            file_name: file_name.to_os_string(),
            timeout: None,
            output_limit: 0,
            split_output: false,
            temp_root: None,
            folder: false,
        })
    }

    /// Runs `program` (a path, found by the caller with [`find_program`])
    /// with the arguments `template` makes for each candidate, the way a
    /// script runs: in a fresh directory holding the candidate under
    /// `file_name` (the working directory), in its own process group,
    /// within the time limit. Exit status 0 is [`ScriptRun::interesting`];
    /// a caller with its own predicate reads the run's status and output.
    pub fn command(program: &Path, template: Vec<Arg>, file_name: &OsStr) -> Script {
        Script {
            path: program.to_path_buf(),
            program: Program::Command(template),
            file_name: file_name.to_os_string(),
            timeout: None,
            output_limit: 0,
            split_output: false,
            temp_root: None,
            folder: false,
        }
    }

    /// Fixed arguments passed after the candidate's path (a script; a
    /// command's arguments are its template).
    pub fn with_args(mut self, args: Vec<OsString>) -> Script {
        if let Program::Script(fixed) = &mut self.program {
            *fixed = args;
        }
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

    /// With an output limit: keep stdout (`ScriptRun::output`) and stderr
    /// (`ScriptRun::stderr`) apart, up to the limit each.
    pub fn with_split_output(mut self) -> Script {
        self.split_output = true;
        self
    }

    /// The per-run time limit.
    pub fn timeout(&self) -> Option<Duration> {
        self.timeout
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
        let (work_dir, set) = if self.folder {
            let set = whittle_core::files::FileSet::decode(content)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
            std::fs::create_dir(&candidate)?;
            folder::write_set(&candidate, &set)?;
            (candidate.clone(), Some(set))
        } else {
            std::fs::write(&candidate, content)?;
            (dir.path().to_path_buf(), None)
        };
        let mut command = Command::new(&self.path);
        match &self.program {
            Program::Script(fixed) => {
                command.arg(&candidate).args(fixed);
            }
            Program::Command(template) => {
                command.args(self.expand(template, set.as_ref()));
            }
        }
        command
            .current_dir(&work_dir)
            .stdin(Stdio::null())
            .process_group(0);
        let (output, stderr) = if self.output_limit == 0 {
            command.stdout(Stdio::null()).stderr(Stdio::null());
            (None, None)
        } else if self.split_output {
            let (out, err) = (tempfile::tempfile()?, tempfile::tempfile()?);
            command.stdout(out.try_clone()?).stderr(err.try_clone()?);
            (Some(out), Some(err))
        } else {
            let file = tempfile::tempfile()?;
            command.stdout(file.try_clone()?).stderr(file.try_clone()?);
            (Some(file), None)
        };
        let start = Instant::now();
        let child = spawn(&mut command)?;
        let (status, timed_out, cancelled) = self.wait(child, start, cancel)?;
        let duration = start.elapsed();
        let read = |file: Option<File>| match file {
            Some(file) => read_prefix(file, self.output_limit),
            None => Ok(Vec::new()),
        };
        let (output, stderr) = (read(output)?, read(stderr)?);
        dir.close()?;
        Ok(ScriptRun {
            exit_status: status.code(),
            timed_out,
            cancelled,
            duration,
            output,
            stderr,
        })
    }

    /// A command's arguments for one candidate (`set`: a folder's files).
    fn expand(
        &self,
        template: &[Arg],
        set: Option<&whittle_core::files::FileSet>,
    ) -> Vec<OsString> {
        let mut args = Vec::new();
        for arg in template {
            match arg {
                Arg::Text(text) => args.push(text.clone()),
                Arg::Candidate if set.is_some() => args.push(".".into()),
                Arg::Candidate => args.push(self.file_name.clone()),
                Arg::Sources(suffixes) => match set {
                    Some(set) => args.extend(
                        set.files()
                            .iter()
                            .filter(|f| suffixes.iter().any(|s| f.path.ends_with(s.as_str())))
                            .map(|f| OsString::from(&f.path)),
                    ),
                    None => args.push(self.file_name.clone()),
                },
                Arg::TimeLimit => args.push(
                    self.timeout
                        .map_or(0.0, |t| t.as_secs_f64())
                        .to_string()
                        .into(),
                ),
            }
        }
        args
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
    fn a_command_gets_its_template_in_the_candidates_directory() {
        let sh = find_program(OsStr::new("sh")).expect("sh on PATH");
        let template = vec![
            Arg::Text("-c".into()),
            Arg::Text(
                "[ \"$(pwd)\" != / ] && [ \"$0\" = input.c ] && [ \"$1\" = 2.5 ] && cat \"$0\" && echo err >&2 && exit 7"
                    .into(),
            ),
            Arg::Candidate,
            Arg::TimeLimit,
        ];
        let command = Script::command(&sh, template, OsStr::new("input.c"))
            .with_timeout(Some(Duration::from_millis(2500)))
            .with_output_limit(1024)
            .with_split_output();
        let r = command.run(b"text", &AtomicBool::new(false)).unwrap();
        assert_eq!(r.exit_status, Some(7), "{r:?}");
        assert_eq!(
            (r.output.as_slice(), r.stderr.as_slice()),
            (&b"text"[..], &b"err\n"[..])
        );
        assert_eq!(command.timeout(), Some(Duration::from_millis(2500)));
    }

    #[test]
    fn a_commands_sources_in_a_folder_are_its_files_by_suffix() {
        use whittle_core::files::{FileSet, SetFile};
        let sh = find_program(OsStr::new("sh")).unwrap();
        let template = vec![
            Arg::Text("-c".into()),
            Arg::Text("echo \"$0 $*\"".into()),
            Arg::Candidate,
            Arg::Sources(vec![".c".into(), ".cpp".into()]),
        ];
        let set = FileSet::new(vec![
            SetFile::new("b.cpp", "x"),
            SetFile::new("a.c", "x"),
            SetFile::new("a.h", "x"),
            SetFile::new("sub/c.c", "x"),
        ])
        .unwrap();
        let command = Script::command(&sh, template, OsStr::new("bug"))
            .for_folder()
            .with_output_limit(1024);
        let r = command.run(&set.encode(), &AtomicBool::new(false)).unwrap();
        assert_eq!(String::from_utf8_lossy(&r.output), ". a.c b.cpp sub/c.c\n");
    }

    #[test]
    fn programs_are_found_on_the_path() {
        let sh = find_program(OsStr::new("sh")).unwrap();
        assert!(sh.is_absolute() && sh.ends_with("sh"), "{}", sh.display());
        assert_eq!(find_program(sh.as_os_str()), Some(sh.clone()));
        assert_eq!(find_program(OsStr::new("whittle-no-such-program")), None);
        let dir = tempfile::tempdir().unwrap();
        let plain = dir.path().join("plain");
        std::fs::write(&plain, "").unwrap();
        assert_eq!(find_program(plain.as_os_str()), None);
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
