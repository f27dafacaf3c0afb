//! `whittle-bindgen`: the JavaScript bindings of the playground's wasm
//! modules, as `wasm-bindgen --target web --no-typescript
//! --remove-name-section --remove-producers-section` writes them.
//!
//! A thin driver of `wasm-bindgen-cli-support`, the library the
//! `wasm-bindgen` command is made of: built in the workspace, it shares its
//! pinned version with the `wasm-bindgen` crate through `Cargo.lock` and
//! compiles a third of the crates that installing the command does (no
//! test runner, no HTTP client), which is most of a fresh machine's first
//! `scripts/build-web`.

use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;
use wasm_bindgen_cli_support::Bindgen;

/// Writes NAME.js and NAME_bg.wasm into OUT_DIR for each NAME=WASM given.
#[derive(Parser)]
#[command(version)]
struct Args {
    /// Where the bindings and the processed wasm go.
    #[arg(long)]
    out_dir: PathBuf,
    /// A module to process, as NAME=PATH (the output's base name and the
    /// wasm file built by cargo).
    #[arg(required = true, value_parser = parse_module)]
    modules: Vec<(String, PathBuf)>,
}

fn parse_module(arg: &str) -> Result<(String, PathBuf), String> {
    match arg.split_once('=') {
        Some((name, path)) if !name.is_empty() && !path.is_empty() => {
            Ok((name.to_string(), PathBuf::from(path)))
        }
        _ => Err(format!("expected NAME=PATH, got {arg:?}")),
    }
}

fn main() -> Result<()> {
    let args = Args::parse();
    for (name, path) in &args.modules {
        let mut bindgen = Bindgen::new();
        bindgen
            .input_path(path)
            .web(true)?
            .typescript(false)
            // As the command does for `--target web`: `init()` without an
            // argument fetches NAME_bg.wasm beside the script.
            .omit_default_module_path(false)
            // Function names are for debuggers, not visitors: in the app
            // they were a quarter of its module (446 KB of 1.78 MB), and
            // they pushed the first load over its 1 MB bound.
            .remove_name_section(true)
            .remove_producers_section(true)
            .out_name(name);
        bindgen
            .generate(&args.out_dir)
            .with_context(|| format!("generating the bindings of {}", path.display()))?;
    }
    Ok(())
}
