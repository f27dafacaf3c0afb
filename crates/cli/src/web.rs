//! `whittle web`: serves the built playground, and with `--test` the script
//! oracle on the same origin. The server itself is `whittle-serve`'s; this
//! is only the subcommand's entry point.
//!
//! `whittle-serve` also owns its options (`WebArgs`), as it does `serve`'s.

use whittle_serve::WebArgs;

/// Serves until Ctrl-C or SIGTERM: the server handles them itself, letting
/// running tests finish on the first and cancelling them on the second.
pub fn run(args: WebArgs) -> anyhow::Result<()> {
    whittle_serve::web_main(args)
}
