//! A reduction worker (`www/reduce-worker.js`) seen from the UI: started as
//! a module worker, commands posted as structured values, reports decoded
//! back into [`Report`]s and handed to a callback.

use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::Callback;

use super::tree_model::TreeColumns;
use crate::protocol::{from_js, to_js, Command, Report};

/// What a reduction worker says: a report, or the run's parse tree (its
/// own message of typed arrays).
pub enum Incoming {
    /// Both boxed: the message is moved through callbacks, and each is
    /// much larger than a pointer.
    Report(Box<Report>),
    Tree(Box<TreeColumns>),
}

/// A running reduction worker; dropping it terminates the worker.
pub struct ReduceWorker {
    worker: Worker,
    _onmessage: EventListener,
}

impl ReduceWorker {
    /// Starts a worker running the engine build `engine` (`text`, or a
    /// language's: see `LanguageInfo::engine`) whose reports go to
    /// `on_report` (an unreadable one becomes an `error` report).
    pub fn spawn(engine: &str, on_report: Callback<Incoming>) -> Result<ReduceWorker, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let url = format!("reduce-worker.js?engine={engine}");
        let worker = Worker::new_with_options(&url, &options)
            .map_err(|e| format!("cannot start the reduction worker: {e:?}"))?;
        let onmessage = EventListener::new(&worker, "message", move |event| {
            let Some(event) = event.dyn_ref::<MessageEvent>() else {
                return;
            };
            on_report.emit(decode(event.data()));
        });
        Ok(ReduceWorker {
            worker,
            _onmessage: onmessage,
        })
    }

    /// Sends a command; false if the worker is gone.
    pub fn send(&self, command: &Command) -> bool {
        self.worker.post_message(&to_js(command)).is_ok()
    }
}

/// The engine build a run of `setup` needs: for a set whose files'
/// languages are in two engines or more, the one with every grammar (so
/// that each file reduces in its own language); else its language's when
/// it has one (for the parse), else the one without grammars.
pub fn engine_for(
    setup: &super::setup::Setup,
    languages: &[crate::protocol::LanguageInfo],
) -> String {
    if setup.set_engines(languages).len() > 1 {
        return ALL_ENGINE.to_string();
    }
    setup
        .resolved_language(languages)
        .map_or_else(|| TEXT_ENGINE.to_string(), |l| l.engine.clone())
}

/// The engine build without grammars.
pub const TEXT_ENGINE: &str = "text";

/// The engine build with every grammar (`whittle_grammars`'
/// `LanguageMeta::ALL_ENGINE`, `worker_all` in `scripts/build-web`),
/// fetched only for a set of files in several engines' languages.
pub const ALL_ENGINE: &str = "all";

impl Drop for ReduceWorker {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// A message from the worker: a structured report, or the parse tree's
/// typed arrays, read where they are.
fn decode(data: JsValue) -> Incoming {
    if let Some(columns) = TreeColumns::from_js(&data) {
        return Incoming::Tree(Box::new(columns));
    }
    Incoming::Report(Box::new(from_js::<Report>(data).unwrap_or_else(|e| {
        Report::Error {
            message: format!("unreadable message from the worker ({e})"),
            progress: None,
            best: None,
        }
    })))
}
