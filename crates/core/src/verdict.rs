//! The answer an oracle gives about one candidate.

use serde::{Deserialize, Serialize};

/// Whether a candidate still shows the property being reduced for.
///
/// In Picire's vocabulary `Interesting` is FAIL and `NotInteresting` is PASS;
/// whittle says interesting / not interesting everywhere. A test that could not
/// be decided (a timeout, a crash of the oracle itself) is `NotInteresting`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Interesting,
    NotInteresting,
}

impl Verdict {
    pub fn is_interesting(self) -> bool {
        self == Verdict::Interesting
    }
}

impl From<bool> for Verdict {
    fn from(interesting: bool) -> Self {
        if interesting {
            Verdict::Interesting
        } else {
            Verdict::NotInteresting
        }
    }
}
