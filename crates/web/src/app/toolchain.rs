//! A toolchain's download as the oracle pane shows it: the bytes the oracle
//! workers have received (or read back from the browser's cache) of the
//! toolchain's files, from the reduction worker's `toolchain` reports.

use crate::protocol::Report;

#[derive(Clone, Debug, PartialEq)]
pub struct ToolchainLoad {
    pub name: String,
    pub loaded: u64,
    pub total: u64,
    /// Read from the browser's Cache Storage, not the network.
    pub cached: bool,
    pub done: bool,
    pub version: Option<String>,
    pub problem: Option<String>,
}

impl ToolchainLoad {
    pub fn from_report(report: &Report) -> Option<ToolchainLoad> {
        match report {
            Report::Toolchain {
                name,
                loaded,
                total,
                cached,
                done,
                version,
                problem,
            } => Some(ToolchainLoad {
                name: name.clone(),
                loaded: *loaded,
                total: *total,
                cached: *cached,
                done: *done,
                version: version.clone(),
                problem: problem.clone(),
            }),
            _ => None,
        }
    }

    /// The line beside the progress bar.
    pub fn line(&self) -> String {
        let mb = |n: u64| format!("{:.1}", n as f64 / 1e6);
        let what = match &self.version {
            Some(v) => format!("{} {v}", self.name),
            None => self.name.clone(),
        };
        let from = if self.cached {
            "from this browser's cache"
        } else {
            "downloaded"
        };
        if self.done {
            let kept = match &self.problem {
                Some(why) => format!("; not kept for next time: {why}"),
                None => String::new(),
            };
            format!("{what}: ready ({} MB {from}{kept})", mb(self.total))
        } else {
            format!(
                "loading {what}: {} of {} MB ({from})",
                mb(self.loaded),
                mb(self.total)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_bytes_and_where_from() {
        let report = Report::Toolchain {
            name: "Python".into(),
            loaded: 1_500_000,
            total: 12_000_000,
            cached: false,
            done: false,
            version: Some("Pyodide 314.0.7".into()),
            problem: None,
        };
        let load = ToolchainLoad::from_report(&report).unwrap();
        assert_eq!(
            load.line(),
            "loading Python Pyodide 314.0.7: 1.5 of 12.0 MB (downloaded)"
        );
        let done = ToolchainLoad {
            done: true,
            cached: true,
            ..load
        };
        assert!(done
            .line()
            .contains("ready (12.0 MB from this browser's cache)"));
    }
}
