# whittle's Python oracle runner: `python3 -c RUNNER MODE ORACLE CANDIDATE LIMIT`.
#
# One fresh interpreter per test, so nothing the oracle sets (globals,
# imported modules, the working directory) reaches the next test. It loads
# ORACLE as a module, calls interesting(input, data) on the candidate and
# says what it answered through its exit status (whittle reads these codes,
# crates/cli/src/preset.rs):
#   0 True, 10 False, 11 an exception (traceback on stderr), 12 not a
#   boolean (its repr on stderr), 13 the oracle file failed to load, 14 it
#   defines no callable `interesting`.
# MODE `check` only loads the oracle (13, 14, or 0).
import os
import subprocess
import sys
import time
import traceback



def started():
    """When this process started, on time.monotonic()'s clock: the test's
    time limit counts from there, not from the end of the interpreter's
    start-up (Linux's /proc; elsewhere, now)."""
    try:
        with open("/proc/self/stat") as f:
            ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return time.monotonic() - (uptime - ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return time.monotonic()


STARTED = started()
TRUE, FALSE, RAISED, NOT_BOOLEAN, LOAD_FAILED, NO_FUNCTION = 0, 10, 11, 12, 13, 14


def print_exception(e):
    """The traceback from the oracle's own frames on (not the runner's)."""
    tb = e.__traceback__.tb_next if e.__traceback__ is not None else None
    traceback.print_exception(type(e), e, tb)


def main():
    mode, oracle_path, candidate, limit = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    # run_python's programs end a little before the test's limit, so that
    # the oracle can still answer (TimeoutError).
    deadline = STARTED + 0.9 * limit if limit > 0 else None
    workdir = os.getcwd()

    def run_python(source):
        """Runs `source` as a program (a fresh `python3`, in the test's working
        directory, standard input empty) and returns (exit_code, stdout,
        stderr); past the test's time limit it is killed and TimeoutError
        raised."""
        if isinstance(source, str):
            source = source.encode("utf-8", "surrogateescape")
        timeout = None if deadline is None else max(0.001, deadline - time.monotonic())
        try:
            done = subprocess.run(
                [sys.executable, "-"],
                input=source,
                cwd=workdir,
                capture_output=True,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            raise TimeoutError("run_python: the program ran past the test's time limit") from None
        text = lambda b: b.decode("utf-8", "replace")
        return done.returncode, text(done.stdout), text(done.stderr)

    # The candidate first: loading the oracle may change the directory.
    if mode == "check":
        text, data = "", b""
    elif os.path.isdir(candidate):
        # A folder: both name it (it is the working directory too).
        text = os.path.abspath(candidate)
        data = text.encode("utf-8", "surrogateescape")
    else:
        with open(candidate, "rb") as f:
            data = f.read()
        text = data.decode("utf-8", "replace")
    sys.path.insert(0, os.path.dirname(os.path.abspath(oracle_path)))
    namespace = {
        "__name__": "whittle_oracle",
        "__file__": oracle_path,
        "__builtins__": __builtins__,
        "run_python": run_python,
    }
    try:
        with open(oracle_path, "rb") as f:
            code = compile(f.read(), oracle_path, "exec")
        exec(code, namespace)
    except BaseException as e:
        print_exception(e)
        return LOAD_FAILED
    function = namespace.get("interesting")
    if not callable(function):
        print(
            "%s defines no function interesting(input: str, data: bytes) -> bool" % oracle_path,
            file=sys.stderr,
        )
        return NO_FUNCTION
    if mode == "check":
        return TRUE
    try:
        answer = function(text, data)
    except BaseException as e:
        print_exception(e)
        return RAISED
    if not isinstance(answer, bool):
        print("interesting() returned %s, not a boolean" % repr(answer)[:200], file=sys.stderr)
        return NOT_BOOLEAN
    return TRUE if answer else FALSE


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
