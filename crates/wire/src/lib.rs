//! The wire format of `whittle serve` and `whittle web`: the paths and the
//! JSON bodies that the server, its blocking client (`whittle reduce
//! --endpoint`) and the playground read and write, and a set of files as
//! a tar archive ([`archive`]). Plain data with no I/O, so that the
//! playground (wasm) shares them without linking the server.

pub mod archive;

use serde::{Deserialize, Serialize};

/// Path of the test endpoint.
pub const TEST_PATH: &str = "/v1/test";

/// Path of the health endpoint.
pub const HEALTH_PATH: &str = "/healthz";

/// Path of `whittle web`'s page configuration.
pub const CONFIG_PATH: &str = "/v1/config";

/// The answer to `GET /v1/config` (`whittle web` only): what the page may
/// use on its own origin.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageConfig {
    /// The script oracle on this origin, or `null` when the server was
    /// started without `--test`.
    pub oracle: Option<OracleInfo>,
}

/// A same-origin script oracle, as `GET /v1/config` describes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OracleInfo {
    /// Where to POST candidates (`/v1/test`).
    pub path: String,
    /// Whether requests need `Authorization: Bearer TOKEN`.
    pub token: bool,
    /// The server's `--jobs`.
    pub jobs: usize,
    /// The server's `--max-bytes`.
    pub max_bytes: usize,
}

/// The answer to `POST /v1/test`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RemoteVerdict {
    /// The script exited with status 0 within the time limit.
    pub interesting: bool,
    /// The exit status; `null` when the script was killed by a signal
    /// (which includes a timeout).
    pub exit_status: Option<i32>,
    /// The script ran out of time and was killed.
    pub timed_out: bool,
    /// How long the script ran, in milliseconds (waiting in the queue not
    /// included).
    pub duration_ms: f64,
    /// The first bytes (64 KiB) of the script's stdout and stderr together,
    /// decoded as UTF-8 with invalid sequences replaced.
    pub output: String,
}

/// The answer to `GET /healthz`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    /// Always `"ok"` while the server accepts work.
    pub status: String,
    /// Tests running now.
    pub running: usize,
    /// Tests admitted and waiting for a job (or still being uploaded).
    pub queued: usize,
    /// The server's `--jobs`.
    pub jobs: usize,
    /// The server's `--queue`.
    pub queue: usize,
    /// The server's `--max-bytes`.
    pub max_bytes: usize,
}

/// The body of every error answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    pub error: String,
}
