//! `whittle`, the native face of the whittle test-case reducer: a thin shell
//! that reads files, runs interestingness scripts on a thread pool and draws
//! progress, around the I/O-free engine in `whittle-core`.
//!
//! `main.rs` holds the `clap` command line and Ctrl-C handling: the first press
//! stops the run and keeps the best result, the second quits. `drive.rs` is the
//! shell around the trust session; `reduce.rs`, `bench.rs`, `train.rs` and `web.rs`
//! are the subcommands.

mod bench;
mod drive;
mod format;
mod oracle;
mod preset;
mod progress;
mod reduce;
mod setup;
mod test_case;
mod train;
mod tuning;
mod web;
mod window_use;

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use clap::{Parser, Subcommand};

/// whittle: shrink an input while it keeps showing a property (a compiler
/// crash, a parser error, a wrong result).
#[derive(Parser, Debug)]
#[command(name = "whittle", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Reduce a file with an interestingness script (exit 0 = interesting)
    /// or a toolchain preset (--clang, --tsc, --python).
    Reduce(Box<reduce::ReduceArgs>),
    /// Serve an interestingness script over HTTP, for the playground or for
    /// `whittle reduce --endpoint` on other machines.
    Serve(whittle_serve::ServeArgs),
    /// Serve the built playground (compressed), optionally with a script
    /// oracle on the same origin.
    Web(whittle_serve::WebArgs),
    /// Run algorithms over a benchmark suite and write the figures as JSON.
    Bench(bench::BenchArgs),
    /// Collect training data and train the models of the learning-guided
    /// reducers (model-pardis, type-batched).
    #[command(subcommand)]
    Train(train::TrainCommand),
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Reduce(args) => reduce::run(*args, catch_ctrl_c()),
        Command::Bench(args) => bench::run(args, catch_ctrl_c()).map(|()| ExitCode::SUCCESS),
        Command::Train(command) => train::run(command, catch_ctrl_c()).map(|()| ExitCode::SUCCESS),
        // The server handles Ctrl-C itself: it stops accepting requests and
        // lets running tests finish.
        Command::Serve(args) => whittle_serve::main(args).map(|()| ExitCode::SUCCESS),
        Command::Web(args) => web::run(args).map(|()| ExitCode::SUCCESS),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// A second interrupt this soon after the first is the same one:
/// `timeout --signal=INT` sends its signal to the command and then to the
/// command's process group, so the command gets it twice at once.
const SAME_INTERRUPT: std::time::Duration = std::time::Duration::from_millis(500);

/// The first Ctrl-C sets the returned flag, so the run stops and keeps its
/// best result; a second one (not the first one's echo) quits at once.
fn catch_ctrl_c() -> Arc<AtomicBool> {
    let interrupt = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&interrupt);
    let mut first: Option<std::time::Instant> = None;
    let installed = ctrlc::set_handler(move || match first {
        Some(at) if at.elapsed() >= SAME_INTERRUPT => std::process::exit(130),
        Some(_) => {}
        None => {
            first = Some(std::time::Instant::now());
            flag.store(true, Ordering::SeqCst);
            eprintln!(
                "\ninterrupted: finishing with the best result so far (Ctrl-C again to quit now)"
            );
        }
    });
    if let Err(e) = installed {
        eprintln!("warning: cannot catch Ctrl-C: {e}");
    }
    interrupt
}
