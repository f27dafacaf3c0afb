//! `whittle serve` on its own, for trying the server without the CLI:
//!
//! cargo run -p whittle-serve --example serve -- --test ./check.sh -- ARGS
use clap::Parser;

#[derive(Parser, Debug)]
#[command(
    name = "serve",
    about = "Run an interestingness script for HTTP clients"
)]
struct Cli {
    #[command(flatten)]
    args: whittle_serve::ServeArgs,
}

fn main() -> anyhow::Result<()> {
    whittle_serve::main(Cli::parse().args)
}
