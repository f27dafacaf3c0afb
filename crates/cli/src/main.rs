//! `whittle`, the native face of the whittle test-case reducer: a thin shell
//! that reads files, runs interestingness scripts on a thread pool and draws
//! progress, around the I/O-free engine in `whittle-core`.

mod bench;
mod drive;
mod oracle;
mod progress;
mod reduce;
mod tuning;

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
    /// Reduce a file with an interestingness script (exit 0 = interesting).
    Reduce(reduce::ReduceArgs),
    /// Run algorithms over a benchmark suite and write the figures as JSON.
    Bench(bench::BenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let interrupt = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&interrupt);
    // The first Ctrl-C stops the reduction and keeps the best result; a
    // second one quits at once.
    let installed = ctrlc::set_handler(move || {
        if flag.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        eprintln!(
            "\ninterrupted: finishing with the best result so far (Ctrl-C again to quit now)"
        );
    });
    if let Err(e) = installed {
        eprintln!("warning: cannot catch Ctrl-C: {e}");
    }
    let result = match cli.command {
        Command::Reduce(args) => reduce::run(args, interrupt),
        Command::Bench(args) => bench::run(args, interrupt).map(|()| ExitCode::SUCCESS),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
