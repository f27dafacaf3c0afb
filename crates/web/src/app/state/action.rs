//! Everything that changes the page's state: what the user does, what the
//! workers report, and what the page's own I/O brings back.

use super::super::controls::Control;
use super::super::embed::PageMode;
use super::super::layout::Tab;
use super::super::oracle_form::EndpointForm;
use super::super::race::RaceStatus;
use super::super::setup::{Edit, Setup};
use super::super::share::SharedSetup;
use super::super::storage::{self, StoredBest};
use super::super::tree_model::TreeColumns;
use super::super::worker_link::Incoming;
use crate::protocol::Report;

pub enum Action {
    Edit(Edit),
    Example(&'static str),
    /// An opened or dropped file: its name and bytes.
    File(String, Vec<u8>),
    /// Several files at once (dropped or chosen together, a folder, an
    /// unpacked archive): a name for the set should they share no top
    /// folder, and each file's path and bytes.
    Files(String, Vec<(String, Vec<u8>)>),
    /// What went wrong, for the single run's status line: a file that
    /// cannot be read, an engine that cannot start or take the run.
    RunFailed(String),
    Control(Control),
    TestOriginal,
    /// Make the finished run's result the input (after an error or a stop).
    ContinueFromResult,
    /// Format the finished run's result, kept if the oracle accepts it.
    FormatResult,
    /// The engine that formats could not be told.
    FormatUnavailable,
    /// A `#share=` link was opened: its payload, decoded.
    SharedLoaded(Result<Box<SharedSetup>, String>),
    ConfirmShared,
    DiscardSharedOracle,
    Race(RaceStatus),
    /// The engine without grammars could not be started: why.
    EngineFailed(String),
    /// Boxed: a report carries statistics and is much larger than the rest.
    Worker(Box<Report>),
    /// The single run's parse tree.
    Tree(Box<TreeColumns>),
    /// What the last session left, and the link in the address, at start.
    Startup(Box<Startup>),
    /// Typing has paused since the setup changed: store it.
    SaveSetup,
    /// The new session this tab got for a link opened in it.
    SessionForked(String),
    DiscardRestored,
    ContinueFromBest,
    /// An earlier session, from the list a new tab offers.
    ReopenSession(String),
    SessionReopened(Box<Option<(Setup, Option<StoredBest>)>>),
    DeleteSession(String),
    DeleteEarlierSessions,
    UseLanguageGuess,
    /// The pane shown on a narrow screen.
    Tab(Tab),
    /// Turns "predict the next test" on or off (step mode, `predict.rs`).
    Predict(bool),
    /// The student's pick among the prediction's choices: the step runs.
    PredictPick(usize),
    /// Back to the setup of the link the page opened (an embed's or an
    /// exercise's Reset).
    ResetToLink,
}

impl From<Incoming> for Action {
    fn from(incoming: Incoming) -> Action {
        match incoming {
            Incoming::Report(report) => Action::Worker(report),
            Incoming::Tree(columns) => Action::Tree(columns),
        }
    }
}

/// What the page finds when it opens.
pub struct Startup {
    /// This tab's session (`storage.rs`).
    pub session: storage::Opened,
    /// A `#share=` link in the address, decoded (`None` without one).
    pub shared: Option<Result<SharedSetup, String>>,
    /// The server's own oracle (`whittle web --test`), if it has one.
    pub server_oracle: Option<EndpointForm>,
    /// The whole playground or an embed (which has no session).
    pub mode: PageMode,
}
