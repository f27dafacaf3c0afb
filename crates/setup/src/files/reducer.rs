//! The reducer of a set: its stages (whole files, inlining headers, each
//! file's passes, and inlining modules when a round is stuck), the round
//! that plans them, and what each stage did.

mod algorithm;

use std::collections::BTreeMap;
use std::rc::Rc;

use whittle_core::algorithms::{Ddmin, DdminOptions, Order};
use whittle_core::files::{FileAtoms, FileSet};
use whittle_core::Algorithm;

use super::algorithms::FileAlgorithms;
use super::cross::{self, InlineIncludes};
use super::freed::{self, DropFreed};
use super::in_file::InFile;
use super::settled::{Settled, Snapshot};
use super::{SetOptions, MAX_ROUNDS};

/// Where a round is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Stage {
    Files,
    /// Headers included once.
    Inline,
    /// Modules required (or imported) once, when a round shrank nothing:
    /// pasted in early they would merge a large module that its
    /// requirer's reduction frees whole into the requirer, where it goes
    /// only node by node. A round follows one that is adopted.
    Modules,
    /// The removal of the files that the last file pass freed.
    Freed,
    /// Pass `pass` (from 0) of the algorithm of the file at `path`; a
    /// `thorough` one to its own fixed point, else one sweep.
    Within {
        path: String,
        pass: usize,
        thorough: bool,
    },
}

impl Stage {
    fn key(&self) -> String {
        match self {
            Stage::Files => "files".into(),
            Stage::Inline => "inline".into(),
            Stage::Modules => "modules".into(),
            Stage::Freed => "freed".into(),
            Stage::Within { path, .. } => format!("file:{path}"),
        }
    }
}

/// What one stage key (the file pass, the inlining, one file) did.
#[derive(Clone, Debug, Default)]
struct StageCounts {
    candidates: u64,
    accepted: u64,
    bytes_removed: u64,
    /// The stage algorithms' own counters, summed over their runs (under
    /// their pass's prefix for a file whose algorithm has several).
    own: BTreeMap<String, u64>,
}

/// A file pass still to run in the current round.
#[derive(Clone, Debug)]
struct QueuedPass {
    /// Every file's step `n` runs before any file's step `n + 1`.
    step: usize,
    pass: usize,
    path: String,
    /// The file's naming depth as the round began
    /// ([`cross::naming_depths`]): the shallower go first within a step.
    depth: usize,
    /// A leading pass of a file that may free others: to its own fixed
    /// point, so that what it stops naming can go whole.
    thorough: bool,
}

/// One file's passes in the current round.
#[derive(Clone, Debug)]
struct FileRound {
    passes: usize,
    /// The set seen from the file as its first pass began.
    before: Option<Snapshot>,
    removed_something: bool,
    /// Settled at the round's start: its passes are skipped.
    skipped: bool,
}

/// The reduction of a set (see the module's comment).
pub struct FileSetReducer {
    algorithms: Rc<FileAlgorithms>,
    round: u32,
    stage: Stage,
    /// The file passes still to run in this round.
    queue: Vec<QueuedPass>,
    /// The step and the file of the file pass last taken from the queue.
    running: Option<(usize, String)>,
    files_this_round: BTreeMap<String, FileRound>,
    current: Box<dyn Algorithm>,
    /// The counters' prefix of the current file pass, if its file's
    /// algorithm has several passes.
    pass_prefix: Option<String>,
    stage_candidates: u64,
    /// Total bytes when the stage and the round began.
    stage_start: usize,
    round_start: usize,
    counts: BTreeMap<String, StageCounts>,
    settled: Settled,
    /// Files skipped in a round as settled.
    settled_skips: u64,
    /// The files that the current file pass's file named as it began.
    named_before: Vec<String>,
    /// The files that the last file pass freed, to remove next.
    freed: Vec<String>,
    /// Why files were skipped, for the next phase.
    skip_note: Option<String>,
    window: Option<usize>,
    finished: bool,
}

fn decode(content: &[u8]) -> FileSet {
    FileSet::decode(content).expect("every stage's candidates are encoded sets")
}

fn files_pass(set: FileSet, options: SetOptions) -> Box<dyn Algorithm> {
    let order = if options.unnamed_first {
        cross::removal_order(&set)
    } else {
        (0..set.len()).collect()
    };
    let options = DdminOptions {
        fixed_point: true,
        subsets: Order::Skip,
        ..DdminOptions::default()
    };
    Box::new(Ddmin::over(FileAtoms::new(set, order), options))
}

impl FileSetReducer {
    pub(super) fn new(set: FileSet, algorithms: FileAlgorithms) -> FileSetReducer {
        let bytes = set.total_bytes();
        let first = files_pass(set, algorithms.set);
        FileSetReducer {
            algorithms: Rc::new(algorithms),
            round: 1,
            stage: Stage::Files,
            queue: Vec::new(),
            running: None,
            files_this_round: BTreeMap::new(),
            current: first,
            pass_prefix: None,
            stage_candidates: 0,
            stage_start: bytes,
            round_start: bytes,
            counts: BTreeMap::new(),
            settled: Settled::default(),
            settled_skips: 0,
            named_before: Vec::new(),
            freed: Vec::new(),
            skip_note: None,
            window: None,
            finished: false,
        }
    }

    fn current_set(&self) -> FileSet {
        decode(&self.current.current())
    }

    /// The current set's total bytes, read in place.
    fn current_bytes(&self) -> usize {
        self.measure(&self.current.current())
    }

    /// The current stage algorithm's counters, under its pass's prefix.
    fn current_counters(&self) -> impl Iterator<Item = (String, u64)> + '_ {
        self.current.counters().into_iter().map(|c| {
            let name = match &self.pass_prefix {
                Some(prefix) => format!("{prefix}.{}", c.name),
                None => c.name.into_owned(),
            };
            (name, c.value)
        })
    }

    /// Books the finished stage.
    fn close_stage(&mut self) {
        let now = self.current_bytes();
        let removed = self.stage_start.saturating_sub(now) as u64;
        let own: Vec<(String, u64)> = self.current_counters().collect();
        let counts = self.counts.entry(self.stage.key()).or_default();
        counts.bytes_removed += removed;
        for (name, value) in own {
            *counts.own.entry(name).or_default() += value;
        }
        if let Some(prefix) = &self.pass_prefix {
            *counts
                .own
                .entry(format!("{prefix}.candidates"))
                .or_default() += self.stage_candidates;
            *counts
                .own
                .entry(format!("{prefix}.bytes_removed"))
                .or_default() += removed;
        }
        if let Stage::Within { path, pass, .. } = &self.stage {
            let file = self
                .files_this_round
                .get_mut(path)
                .expect("a file pass belongs to the round");
            file.removed_something |= removed > 0;
            if pass + 1 == file.passes {
                let before = file.before.take();
                self.settled.record(path, before, file.removed_something);
            }
            if removed > 0 && self.algorithms.set.drop_freed {
                let set = self.current_set();
                self.freed = freed::freed(&set, &self.named_before);
            }
        }
    }

    /// The file passes of the round in steps: every file's first pass,
    /// then every file's second pass, and so on (a file that may free
    /// others runs its fillers and first tree pass together,
    /// `FileAlgorithms::leading_passes`); [`Self::next_file_pass`] orders
    /// the files within a step.
    fn plan_file_passes(&mut self, set: &FileSet) {
        let unnamed_first = self.algorithms.set.unnamed_first;
        let depths = if unnamed_first {
            cross::naming_depths(set)
        } else {
            vec![0; set.len()]
        };
        // Files nobody names (depth 0) first, the larger first: the order
        // of `cross::removal_order`, which ties within a step fall back on.
        let mut order: Vec<usize> = (0..set.len()).collect();
        order.sort_by_key(|&i| {
            (
                depths[i] > 0,
                std::cmp::Reverse(set.files()[i].bytes.len()),
                i,
            )
        });
        self.files_this_round = BTreeMap::new();
        let mut queue = Vec::new();
        for i in order {
            let file = &set.files()[i];
            let passes = self.algorithms.passes(&file.path, &file.bytes);
            self.files_this_round.insert(
                file.path.clone(),
                FileRound {
                    passes,
                    before: None,
                    removed_something: false,
                    skipped: false,
                },
            );
            // One pass a step, but a file that may free others (nobody
            // names it, it names some) runs its fillers and its first tree
            // pass in one step, to their fixed points, before any pass
            // inside the files it names.
            let frees =
                unnamed_first && depths[i] == 0 && !cross::named_by(set, &file.path).is_empty();
            let lead = match self.algorithms.leading_passes(&file.path, &file.bytes) {
                lead if lead > 1 && frees => lead.min(passes),
                _ => 1.min(passes),
            };
            let steps = std::iter::once(0..lead).chain((lead..passes).map(|p| p..p + 1));
            for (step, passes) in steps.enumerate() {
                queue.extend(passes.map(|pass| QueuedPass {
                    step,
                    pass,
                    path: file.path.clone(),
                    depth: depths[i],
                    thorough: frees && step == 0,
                }));
            }
        }
        queue.sort_by_key(|q| q.step);
        self.queue = queue;
        self.running = None;
    }

    /// The next file pass to run, skipping settled files; none at the
    /// round's end. Within a step a file goes before the files it names
    /// (by naming depth as the round began), then the larger first by
    /// their size now: a file's earlier passes may have left it smaller
    /// than another's. A step of several passes runs them in a row.
    fn next_file_pass(&mut self, set: &FileSet) -> Option<Stage> {
        loop {
            // The queue is in step order: the first step's passes lead.
            let step = self.queue.first()?.step;
            let in_step = self.queue.partition_point(|q| q.step == step);
            let size = |path: &str| set.get(path).map_or(0, |f| f.bytes.len());
            let (at, _) = self.queue[..in_step]
                .iter()
                .enumerate()
                .min_by_key(|(_, q)| {
                    let goes_on = self
                        .running
                        .as_ref()
                        .is_some_and(|(s, path)| *s == step && *path == q.path);
                    (!goes_on, q.depth, std::cmp::Reverse(size(&q.path)), q.pass)
                })?;
            let QueuedPass {
                pass,
                path,
                thorough,
                ..
            } = self.queue.remove(at);
            self.running = Some((step, path.clone()));
            if set.get(&path).is_none() {
                continue; // freed and removed
            }
            let file = self.files_this_round.get_mut(&path)?;
            if pass == 0 {
                if self.settled.is_settled(set, &path) {
                    file.skipped = true;
                    self.settled_skips += 1;
                } else {
                    file.before = self.settled.snapshot(set, &path);
                }
            }
            if !file.skipped {
                return Some(Stage::Within {
                    path,
                    pass,
                    thorough,
                });
            }
        }
    }

    /// What follows a round that has ended: the next round when it shrank
    /// the set, the module inlining when it did not and has not just tried
    /// (and there are modules to inline), else nothing: the run is over.
    fn after_round(&mut self, set: &FileSet) -> Option<Stage> {
        let total = set.total_bytes();
        if self.round == MAX_ROUNDS {
            return None;
        }
        if total < self.round_start {
            self.round += 1;
            self.round_start = total;
            return Some(Stage::Files);
        }
        let modules = self.algorithms.set.modules();
        let any = modules.inline_modules || modules.inline_requires;
        let tried = self.stage == Stage::Modules;
        (any && !tried && !cross::inclusions(set, modules).is_empty()).then_some(Stage::Modules)
    }

    /// Starts the next stage that has work; false when the run is over.
    fn start_next_stage(&mut self) -> bool {
        self.skip_note = None;
        loop {
            let set = self.current_set();
            let next = match &self.stage {
                Stage::Files => Stage::Inline,
                Stage::Inline => {
                    self.plan_file_passes(&set);
                    self.next_file_pass(&set).unwrap_or(Stage::Files)
                }
                Stage::Within { .. } if !self.freed.is_empty() => Stage::Freed,
                Stage::Within { .. } | Stage::Freed | Stage::Modules => {
                    self.next_file_pass(&set).unwrap_or(Stage::Files)
                }
            };
            let next = match next {
                Stage::Files => match self.after_round(&set) {
                    Some(next) => next,
                    None => return false,
                },
                next => next,
            };
            let set_options = self.algorithms.set;
            if next == Stage::Inline && !set_options.inline_headers {
                self.stage = next;
                continue;
            }
            let built = match &next {
                Stage::Files => Ok((files_pass(set.clone(), self.algorithms.set), None)),
                Stage::Inline => {
                    let inline = InlineIncludes::new(set.clone(), set_options.headers());
                    Ok((Box::new(inline) as _, None))
                }
                Stage::Modules => {
                    let inline = InlineIncludes::new(set.clone(), set_options.modules());
                    Ok((Box::new(inline) as _, None))
                }
                Stage::Freed => {
                    let plan = std::mem::take(&mut self.freed);
                    Ok((Box::new(DropFreed::new(set.clone(), plan)) as _, None))
                }
                Stage::Within {
                    path,
                    pass,
                    thorough,
                } => {
                    self.named_before = cross::named_by(&set, path);
                    let index = set
                        .files()
                        .iter()
                        .position(|f| &f.path == path)
                        .expect("the queue holds the set's paths");
                    let bytes = set.files()[index].bytes.clone();
                    self.algorithms
                        .build(path, bytes, *pass, !thorough)
                        .map(|(inner, prefix)| {
                            (
                                Box::new(InFile::new(set.clone(), index, inner)) as _,
                                prefix,
                            )
                        })
                }
            };
            self.stage = next;
            match built {
                Ok((mut algorithm, prefix)) => {
                    if let Some(window) = self.window {
                        algorithm.set_window(window);
                    }
                    self.current = algorithm;
                    self.pass_prefix = prefix;
                    self.stage_candidates = 0;
                    self.stage_start = set.total_bytes();
                    return true;
                }
                Err(reason) => {
                    if let Stage::Within { path, .. } = &self.stage {
                        // A pass that cannot run settles nothing.
                        if let Some(file) = self.files_this_round.get_mut(path) {
                            file.removed_something = true;
                        }
                    }
                    let note = format!("{} skipped: {reason}", self.stage.key());
                    self.skip_note = Some(match self.skip_note.take() {
                        Some(earlier) => format!("{earlier}; {note}"),
                        None => note,
                    });
                }
            }
        }
    }
}
