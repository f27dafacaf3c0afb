//! The trial log: one JSON line per oracle query.
//!
//! `dataset.rs` turns records into features, `forest.rs` and `logistic.rs` fit
//! the models, and `report.rs` builds the model file and the report.

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

/// Reads a log; a malformed line is an error naming the file and line,
/// except an unfinished last line (no newline after it: a collection that
/// was killed mid-write), which is skipped.
pub fn read_log(path: &Path) -> Result<Vec<TrialRecord>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut records = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str(line) {
            Ok(record) => records.push(record),
            Err(_) if i + 1 == lines.len() && !line.ends_with('\n') => break,
            Err(e) => {
                return Err(format!(
                    "{}:{}: not a trial record: {e}",
                    path.display(),
                    i + 1
                ))
            }
        }
    }
    Ok(records)
}
