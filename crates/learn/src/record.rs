//! The trial log: one JSON line per oracle query.

use std::io::BufRead;
use std::path::Path;

use serde::{Deserialize, Serialize};
use whittle_core::learn::Trial;

/// One logged oracle query: which file, the removed node's features, and
/// whether the candidate was still valid.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TrialRecord {
    pub file: String,
    #[serde(flatten)]
    pub trial: Trial,
    pub success: bool,
    /// The oracle's time in milliseconds.
    pub ms: f64,
}

/// Reads a log; a malformed line is an error naming the file and line.
pub fn read_log(path: &Path) -> Result<Vec<TrialRecord>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut records = Vec::new();
    for (i, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if line.trim().is_empty() {
            continue;
        }
        let record = serde_json::from_str(&line)
            .map_err(|e| format!("{}:{}: not a trial record: {e}", path.display(), i + 1))?;
        records.push(record);
    }
    Ok(records)
}
