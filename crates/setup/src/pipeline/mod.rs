//! The default pipeline for inputs with a grammar: cheap passes first, then
//! the thorough ones, repeated to a fixed point.
//!
//! Where the language has fillers (`Language::fillers`: `pass`, `{}`), a
//! first pass puts them in place of whole bodies, one query a body;
//! Pardis Hybrid removes most of a large input for few queries; Perses with
//! replacement and splicing then shrinks what is left; the rewrite pass
//! (`whittle_core::algorithms::rewrite`) then transforms rather than
//! deletes: a parameter with its arguments, a variable inlined, a node by
//! a shorter literal or type, a node by its only child; ddmin over
//! tokens finally removes what no grammar rule offers (a stray keyword, one
//! operand of an expression), with the driver's syntax validator still
//! attached. A
//! pass that shrinks the text can open new removals to the others, so the
//! sequence repeats until every pass, run on the current text, removes
//! nothing, or [`MAX_ROUNDS`] rounds have run. At that fixed point a pass
//! for when the others are stuck ([`PassPipeline::when_stuck`], [`STUCK`]:
//! a declaration with its uses, two names made one, two unwraps of one
//! kind at once, the text between two occurrences of a name collapsed, a
//! function whose body is one statement lifted into its place) gets its
//! turn; if it shrinks the text, the others run another round.
//!
//! Where that is stuck too, a pump ([`PassPipeline::with_pump`], Shrink
//! Ray's word) may make the text larger: one growing rewrite
//! ([`PUMPS`]: a function's return type to `void`, a byte more for
//! `int`; a definition that names itself, as `merge` leaves one, split
//! into a declaration of that name and the definition under another),
//! then the passes again, to their fixed point. If they end below
//! the text the pump started from, the pump is kept and the next one is
//! tried on the new text; if not, the text goes back to where it was and
//! the next pump is tried there, until none is left or
//! [`MAX_PUMPS_BACK`] went back in a row. The driver keeps the
//! smallest text as its best meanwhile, so a run stopped during a pump
//! keeps no larger result than before it. Pumps can be turned off
//! ([`crate::SetupOptions::pumps`], the command line's `--no-pumps`).
//!
//! Last, once, the polish ([`PassPipeline::with_polish`]) cuts literals
//! inside, renames, joins two declarations in a row that start with the
//! same words and takes out blanks ([`POLISH`]), which the rounds' rewrite
//! pass then leaves out: no other pass gains from them (literals, names
//! and blanks change no token, a join removes a `;` and a type), and every
//! round would ask them again of a text with new names and blanks. The
//! rewrite pass leaves out the stuck pass's transformations, and a body's
//! filler where the fillers pass runs every round.
//!
//! The tree reducers edit the tree they were built from, so every tree pass
//! after the first starts from a fresh parse of the current text. That needs
//! the grammar, which is why the pipeline lives here and not in the engine
//! (the engine knows no grammar; parsing is pure computation, so this crate
//! stays free of I/O and still builds for the browser). A re-parse that
//! fails, or has more error nodes than the input had, skips its pass.
//!
//! The rewrite pass takes the input program's literals and types as its
//! vocabulary and the language's parser as its `Reparse`. A skipped pass is
//! counted and named in the next pass's phase. Each pass position keeps its own
//! counters (`pass1.pardis-hybrid.accepted`, `.candidates`, `.bytes_removed`,
//! `.tokens_removed`, `.runs`, `.skipped`, plus the pass algorithm's own),
//! which `--stats` and the playground's counters table show; the pump
//! counts what it grew (`.bytes_added`, `.tokens_added`), and a pump that
//! goes back takes every pass's bytes and tokens since with it, so that
//! they add up to the text kept. Only the first
//! pass edits the setup's tree, so tree edits (the playground's node statuses)
//! stop after it.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::rc::Rc;

mod pump;

use pump::Pumping;
pub use pump::MAX_PUMPS_BACK;

use whittle_core::algorithms::rewrite::{Reparse, Rewrite, Transform, Vocabulary};
use whittle_core::algorithms::tree::{build_tree, TreeOptions};
use whittle_core::algorithms::{build, AlgorithmInfo, ListOptions};
use whittle_core::tree::Tree;
use whittle_core::{
    Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Granularity, Phase,
};

/// The pipeline's own name (`auto` stands for it when there is a grammar).
pub const PIPELINE: &str = "pipeline";

pub const PIPELINE_INFO: AlgorithmInfo = AlgorithmInfo {
    name: PIPELINE,
    summary: "bodies to fillers (Python, JavaScript, TypeScript, Rust), pardis-hybrid, perses, rewrites (parameters, inlining, void returns, replacement), ddmin over tokens; repeated while a round shrinks (at most 4 rounds); then a declaration with its uses, two names merged, two unwraps at once, the text between two occurrences of a name cut, and a function's one statement put in its place, where the rest is stuck, and pumps (a return type to void, a merge undone) kept where the passes after them end smaller; literals cut, short names, declarations joined and blanks once at the end",
};

/// The most rounds of the pass sequence; a round that shrinks nothing ends
/// the run earlier. Rounds after the first rarely remove much, so the bound
/// only guards against long tails of tiny gains.
pub const MAX_ROUNDS: u32 = 4;

/// One pass of the pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// A tree algorithm over a (re-)parse of the current text.
    Tree(&'static str),
    /// A list algorithm over the current text's units.
    Units(&'static str, Granularity),
    /// The rewrite transformations over a (re-)parse of the current text.
    Rewrite,
    /// The rewrite pass's `filler` alone: every body the language has a
    /// filler for, outermost first, before the tree passes take its
    /// statements one at a time.
    Fillers,
    /// The rewrites of [`STUCK`]: the pass for when the others are stuck
    /// ([`PassPipeline::when_stuck`]).
    Stuck,
    /// The rewrites of [`PUMPS`] that grow the text, one at a time, where
    /// even the stuck pass is ([`PassPipeline::with_pump`]).
    Pump,
    /// The rewrites of [`POLISH`], once, when every other pass is done
    /// ([`PassPipeline::with_polish`]).
    Polish,
}

impl Pass {
    /// The pass's name in counters, phases and descriptions.
    pub fn label(&self) -> String {
        match self {
            Pass::Tree(name) => name.to_string(),
            Pass::Units(name, unit) => format!("{name}-{}", unit.name()),
            Pass::Rewrite => "rewrite".to_string(),
            Pass::Fillers => "fillers".to_string(),
            Pass::Stuck => "stuck".to_string(),
            Pass::Pump => "pump".to_string(),
            Pass::Polish => "polish".to_string(),
        }
    }
}

/// The rewrites of the pass for when the others are stuck: each offers
/// many candidates that seldom pass, so they are asked only where nothing
/// else is left. A declaration with all its uses, and two names made one,
/// are what no deletion reaches, but they offer a candidate for every
/// name or pair of names, and a round still shrinking would ask them all
/// again of a text that changed elsewhere.
pub const STUCK: &[Transform] = &[
    Transform::RemoveUses,
    Transform::Merge,
    Transform::UnwrapPairs,
    Transform::Collapse,
    Transform::Lift,
];

/// The rewrites a pump tries, where they grow the text.
pub const PUMPS: &[Transform] = &[Transform::ReturnVoid, Transform::Unmerge];

/// The rewrites that free nothing for the other passes: literals cut
/// inside, names and blanks (bytes only, never tokens) and two
/// declarations joined (`int i;int a;` to `int i,a;`). With a polish pass
/// ([`PassPipeline::with_polish`]) they run once at the end instead of in
/// every round's rewrite pass.
pub const POLISH: &[Transform] = &[
    Transform::Shorten,
    Transform::Rename,
    Transform::Join,
    Transform::Whitespace,
];

/// The default passes, cheapest first.
pub const PASSES: &[Pass] = &[
    Pass::Tree("pardis-hybrid"),
    Pass::Tree("perses"),
    Pass::Rewrite,
    Pass::Units("ddmin", Granularity::Token),
];

/// The default passes of a language with fillers (`Language::fillers`):
/// the bodies first, one query each.
pub const FILLER_PASSES: &[Pass] = &[
    Pass::Fillers,
    Pass::Tree("pardis-hybrid"),
    Pass::Tree("perses"),
    Pass::Rewrite,
    Pass::Units("ddmin", Granularity::Token),
];

/// The default passes for `language`.
pub fn passes_for(language: &whittle_grammars::Language) -> &'static [Pass] {
    if language.fillers().has_fillers() {
        FILLER_PASSES
    } else {
        PASSES
    }
}

/// Builds the pass algorithms of [`PASSES`] (or any other passes).
#[derive(Clone)]
pub struct PassFactory {
    pub reparse: Reparse,
    /// The language's bodies for the rewrite pass's `filler`
    /// (`Language::fillers`).
    pub fillers: Rc<Vocabulary>,
    pub tree: TreeOptions,
    pub list: ListOptions,
    /// Transformations another pass of the pipeline runs (the fillers
    /// pass, the stuck pass, the polish), which the rewrite pass leaves
    /// out.
    pub elsewhere: Vec<Transform>,
}

impl PassFactory {
    /// The passes of `language`, for an input whose parse had
    /// `input_errors` error nodes.
    pub fn for_language(
        language: &'static whittle_grammars::Language,
        input_errors: usize,
        tree: TreeOptions,
        list: ListOptions,
    ) -> PassFactory {
        PassFactory {
            reparse: language.reparse(input_errors),
            fillers: Rc::new(language.fillers()),
            tree,
            list,
            elsewhere: Vec::new(),
        }
    }

    /// The rewrite pass's vocabulary for an input parsed as `tree`: its
    /// literals and types, its shortest declaration, and the language's
    /// fillers.
    pub fn vocabulary(&self, tree: &Tree) -> Vocabulary {
        Vocabulary::of(tree, false)
            .with_fillers(&self.fillers)
            .with_declaration_of(tree)
    }

    /// The pump over `content` that passes over its first `skip`
    /// candidates (see [`Rewrite::pump`]).
    pub fn pump(
        &self,
        content: Vec<u8>,
        skip: usize,
        vocabulary: &Rc<Vocabulary>,
    ) -> Result<Box<dyn Algorithm>, String> {
        let tree = (self.reparse)(&content)?;
        let pump = Rewrite::new(
            content,
            tree,
            Rc::clone(&self.reparse),
            Rc::clone(vocabulary),
            PUMPS.to_vec(),
        )
        .pump(skip);
        Ok(Box::new(pump))
    }

    /// The pass's algorithm over `content`, whose parse is `tree` if
    /// known (else `content` is re-parsed); `Err` says why it is skipped.
    /// `vocabulary` holds the input program's texts, for the rewrites.
    /// A [`Pass::Pump`] is built here as the first pump.
    pub fn build(
        &self,
        pass: Pass,
        content: Vec<u8>,
        tree: Option<Rc<Tree>>,
        vocabulary: &Rc<Vocabulary>,
    ) -> Result<Box<dyn Algorithm>, String> {
        let parsed = |content: &[u8]| match tree.clone() {
            Some(tree) => Ok(tree),
            None => (self.reparse)(content).map(Rc::new),
        };
        match pass {
            Pass::Tree(name) => build_tree(name, parsed(&content)?, self.tree.clone()),
            Pass::Units(name, unit) => build(name, content, &[unit], self.list),
            Pass::Pump => self.pump(content, 0, vocabulary),
            Pass::Rewrite | Pass::Fillers | Pass::Stuck | Pass::Polish => {
                let tree = Rc::unwrap_or_clone(parsed(&content)?);
                let transforms = match pass {
                    Pass::Fillers => vec![Transform::Filler],
                    Pass::Stuck => STUCK.to_vec(),
                    Pass::Polish => POLISH.to_vec(),
                    _ => Transform::ALL
                        .into_iter()
                        .filter(|t| !self.elsewhere.contains(t))
                        .collect(),
                };
                Ok(Box::new(Rewrite::new(
                    content,
                    tree,
                    Rc::clone(&self.reparse),
                    Rc::clone(vocabulary),
                    transforms,
                )))
            }
        }
    }
}

/// What one pass (its position in the sequence, over every round) did.
#[derive(Clone, Debug, Default)]
struct PassCounts {
    runs: u64,
    /// Runs left out because the re-parse failed or was worse than the input.
    skipped: u64,
    /// Candidates adopted (the driver's accepted reductions in this pass).
    accepted: u64,
    /// Candidates the driver asked for, including those the cache or the
    /// syntax check answered without a query (queries are the driver's).
    candidates: u64,
    bytes_removed: u64,
    /// In the pass's units: the tree's tokens for a tree pass, whittle's
    /// token units for the token pass.
    tokens_removed: u64,
    /// What a pump grew the text by.
    bytes_added: u64,
    tokens_added: u64,
    /// The pass algorithm's own counters, summed over its finished runs.
    own: BTreeMap<String, u64>,
}

impl PassCounts {
    /// What the pass changed in the text: bytes and tokens removed and
    /// added, in total and in its own breakdown.
    fn changes(&self) -> Changes {
        Changes {
            totals: [
                self.bytes_removed,
                self.tokens_removed,
                self.bytes_added,
                self.tokens_added,
            ],
            own: self
                .own
                .iter()
                .filter(|(name, _)| is_change(name))
                .map(|(name, &value)| (name.clone(), value))
                .collect(),
        }
    }

    fn set_changes(&mut self, changes: Changes) {
        let [bytes, tokens, bytes_added, tokens_added] = changes.totals;
        self.bytes_removed = bytes;
        self.tokens_removed = tokens;
        self.bytes_added = bytes_added;
        self.tokens_added = tokens_added;
        self.own.retain(|name, _| !is_change(name));
        self.own.extend(changes.own);
    }
}

/// A pass's changes to the text at one moment: what a pump that goes
/// back restores, so that no count keeps what the text no longer shows.
#[derive(Clone, Debug)]
pub(super) struct Changes {
    totals: [u64; 4],
    /// The pass's own counters of removed bytes and tokens (per
    /// transformation: `replace.bytes_removed`).
    own: BTreeMap<String, u64>,
}

/// Whether a pass's own counter counts a change to the text, rather than
/// work done (`tried`, `accepted`).
fn is_change(name: &str) -> bool {
    name.ends_with("bytes_removed") || name.ends_with("tokens_removed")
}

/// The passes of [`PASSES`] (or others) in turn, to a fixed point.
pub struct PassPipeline {
    passes: Vec<Pass>,
    factory: PassFactory,
    /// The input program's literals and types, for the rewrite pass.
    vocabulary: Rc<Vocabulary>,
    max_rounds: u32,
    /// From 1.
    round: u32,
    /// Index in `passes` of the pass `current` runs (or last ran).
    pass: usize,
    current: Box<dyn Algorithm>,
    /// `current` edits the tree the pipeline was made with (the shell's),
    /// so its tree edits mean something to a tree view.
    on_original_tree: bool,
    /// Passes in a row that ended (or were skipped) without shrinking the
    /// text: when every pass has, the text is a fixed point.
    unproductive: usize,
    /// The pass after the regular ones runs only at their fixed point.
    stuck_last: bool,
    /// The last of `passes` but the polish is the pump, run where the
    /// stuck pass is stuck.
    pump_last: bool,
    pumping: Pumping,
    /// The last of `passes` is the polish, run once at the end.
    polish_last: bool,
    /// Size of the current pass's text when it started, and now.
    /// `live_*` follows the adopted candidates' sizes: a pass's own
    /// `current()` may catch up with a verdict only at its next batch.
    start_bytes: usize,
    start_tokens: usize,
    live_bytes: usize,
    live_tokens: usize,
    counts: Vec<PassCounts>,
    /// Bytes and units of the current batch's candidates asked so far.
    batch_sizes: BTreeMap<usize, (usize, usize)>,
    /// Why passes were skipped since the last pass started, for its phase.
    skip_note: Option<String>,
    window: Option<usize>,
    finished: bool,
}

impl PassPipeline {
    /// The first pass runs on `tree`, the input's parse (the one a tree
    /// view shows, so its edits mean something there); later passes come
    /// from `factory`. `passes` must not be empty; `max_rounds` is at
    /// least 1. `Err` when the first pass cannot be built.
    pub fn new(
        input: Vec<u8>,
        tree: Rc<Tree>,
        passes: Vec<Pass>,
        mut factory: PassFactory,
        max_rounds: u32,
    ) -> Result<PassPipeline, String> {
        assert!(!passes.is_empty(), "a pipeline needs at least one pass");
        // The fillers pass runs every round: the rewrite pass would ask
        // the same bodies again.
        if passes.contains(&Pass::Fillers) {
            factory.elsewhere.push(Transform::Filler);
        }
        let vocabulary = Rc::new(factory.vocabulary(&tree));
        let first = factory.build(passes[0], input, Some(tree), &vocabulary)?;
        let bytes = first.current().len();
        let tokens = first.current_units();
        let mut counts = vec![PassCounts::default(); passes.len()];
        counts[0].runs = 1;
        Ok(PassPipeline {
            passes,
            factory,
            vocabulary,
            max_rounds: max_rounds.max(1),
            round: 1,
            pass: 0,
            current: first,
            on_original_tree: true,
            unproductive: 0,
            stuck_last: false,
            pump_last: false,
            pumping: Pumping::default(),
            polish_last: false,
            start_bytes: bytes,
            start_tokens: tokens,
            live_bytes: bytes,
            live_tokens: tokens,
            counts,
            batch_sizes: BTreeMap::new(),
            skip_note: None,
            window: None,
            finished: false,
        })
    }

    /// Adds `pass`, run only where the others are stuck: once the text
    /// is a fixed point of every other pass (a round that shrank nothing),
    /// and again only after it shrank the text, which starts a new round
    /// of the others (one past the rounds' bound, if need be). What it
    /// tries costs queries that a round still shrinking would waste. A
    /// pipeline has at most one such pass.
    pub fn when_stuck(mut self, pass: Pass) -> PassPipeline {
        assert!(
            !self.stuck_last && !self.pump_last,
            "a pipeline has one pass for when it is stuck, before the pump"
        );
        if pass == Pass::Stuck {
            self.factory.elsewhere.extend_from_slice(STUCK);
        }
        self.passes.push(pass);
        self.counts.push(PassCounts::default());
        self.stuck_last = true;
        self
    }

    /// Adds the pump ([`Pass::Pump`]), run where every other pass is
    /// stuck; see the module documentation.
    pub fn with_pump(mut self) -> PassPipeline {
        assert!(
            !self.pump_last && !self.polish_last,
            "a pipeline has one pump, before the polish"
        );
        self.passes.push(Pass::Pump);
        self.counts.push(PassCounts::default());
        self.pump_last = true;
        self
    }

    /// Adds the polish ([`Pass::Polish`]): renaming and blanks leave the
    /// rewrite pass of every round and run once, when every other pass
    /// is done. They change no token, so no other pass gains from them,
    /// and every round would ask them again of a text with new blanks
    /// and names. The first pass must not be the rewrite pass: it was
    /// built with them.
    pub fn with_polish(mut self) -> PassPipeline {
        assert!(!self.polish_last, "a pipeline has one polish");
        assert!(self.passes[0] != Pass::Rewrite);
        self.passes.push(Pass::Polish);
        self.counts.push(PassCounts::default());
        self.factory.elsewhere.extend_from_slice(POLISH);
        self.polish_last = true;
        self
    }

    /// The rounds started so far.
    pub fn rounds(&self) -> u32 {
        self.round
    }

    /// How many passes run in every round.
    fn regular(&self) -> usize {
        self.passes.len()
            - usize::from(self.stuck_last)
            - usize::from(self.pump_last)
            - usize::from(self.polish_last)
    }

    /// The pump's index in `passes`, if there is one.
    fn pump_index(&self) -> Option<usize> {
        self.pump_last
            .then(|| self.passes.len() - 1 - usize::from(self.polish_last))
    }

    /// The polish's index in `passes`, if there is one.
    fn polish_index(&self) -> Option<usize> {
        self.polish_last.then(|| self.passes.len() - 1)
    }

    /// The last round that may start: the bound counts again from a pump.
    fn round_limit(&self) -> u32 {
        self.pumping.round_limit(self.max_rounds)
    }

    fn prefix(&self, index: usize) -> String {
        format!("pass{}.{}", index + 1, self.passes[index].label())
    }

    /// Books the finished current pass; whether it shrank the text.
    fn close_pass(&mut self) -> bool {
        self.live_bytes = self.current.current().len();
        self.live_tokens = self.current.current_units();
        let counts = &mut self.counts[self.pass];
        counts.bytes_removed += self.start_bytes.saturating_sub(self.live_bytes) as u64;
        counts.tokens_removed += self.start_tokens.saturating_sub(self.live_tokens) as u64;
        counts.bytes_added += self.live_bytes.saturating_sub(self.start_bytes) as u64;
        counts.tokens_added += self.live_tokens.saturating_sub(self.start_tokens) as u64;
        for counter in self.current.counters() {
            *counts.own.entry(counter.name.into_owned()).or_default() += counter.value;
        }
        self.live_bytes < self.start_bytes
    }

    /// Moves to the next pass position; false when the rounds are spent.
    fn advance(&mut self) -> bool {
        let after_stuck = self.pass >= self.regular();
        if !after_stuck && self.pass + 1 < self.regular() {
            self.pass += 1;
            return true;
        }
        if self.round >= self.round_limit() && !after_stuck {
            return false;
        }
        self.pass = 0;
        self.round += 1;
        true
    }

    /// The pass to run at the regular passes' fixed point: the stuck
    /// pass once, then the pump (the one under way settled first);
    /// `None` when neither is left.
    fn fixed_point_pass(&mut self) -> Option<usize> {
        if self.stuck_last && self.pass < self.regular() {
            return Some(self.regular());
        }
        let pump = self.pump_index()?;
        if self.pass == pump {
            // The pump found nothing to adopt.
            return None;
        }
        self.settle_pump();
        (!self.pumping.spent()).then_some(pump)
    }

    /// The pass position to run next; `None` at the fixed point or when
    /// the rounds are spent.
    fn next_position(&mut self) -> Option<usize> {
        if self.unproductive >= self.regular() {
            return self.fixed_point_pass();
        }
        if self.advance() {
            return Some(self.pass);
        }
        // The rounds are spent: a pump under way that did not pay goes
        // back, and the next one is tried.
        if !self.pumping.under_way() || self.settle_pump() || self.pumping.spent() {
            return None;
        }
        self.pump_index()
    }

    /// Starts the passes after the current one until one can run; false
    /// once the polish ran, or at the fixed point or when the rounds are
    /// spent where there is none.
    fn start_next_pass(&mut self) -> bool {
        self.skip_note = None;
        loop {
            if Some(self.pass) == self.polish_index() {
                return false;
            }
            match self.next_position().or_else(|| self.polish_index()) {
                Some(pass) => self.pass = pass,
                None => return false,
            }
            let content = self.current.current();
            let pass = self.passes[self.pass];
            let built = if pass == Pass::Pump {
                let skip = self
                    .pumping
                    .begin(content.clone(), self.current.current_units());
                self.factory.pump(content, skip, &self.vocabulary)
            } else {
                self.factory.build(pass, content, None, &self.vocabulary)
            };
            match built {
                Ok(mut algorithm) => {
                    if let Some(window) = self.window {
                        algorithm.set_window(window);
                    }
                    self.start_bytes = algorithm.current().len();
                    self.start_tokens = algorithm.current_units();
                    self.live_bytes = self.start_bytes;
                    self.live_tokens = self.start_tokens;
                    self.current = algorithm;
                    self.on_original_tree = false;
                    self.counts[self.pass].runs += 1;
                    return true;
                }
                Err(reason) => {
                    self.counts[self.pass].skipped += 1;
                    self.unproductive += 1;
                    let note = format!("{} skipped: {reason}", self.prefix(self.pass));
                    self.skip_note = Some(match self.skip_note.take() {
                        Some(earlier) => format!("{earlier}; {note}"),
                        None => note,
                    });
                }
            }
        }
    }
}

impl AlgorithmView for PassPipeline {
    fn describe(&self, index: usize) -> String {
        format!(
            "round {}, {}: {}",
            self.round,
            self.prefix(self.pass),
            self.current.describe(index)
        )
    }

    fn trial(&self, index: usize) -> Option<whittle_core::learn::Trial> {
        self.current.trial(index)
    }

    /// Only while the first pass runs on the shell's tree; later passes
    /// edit trees of their own, which a tree view does not show.
    fn tree_edit(&self) -> Option<whittle_core::tree::TreeEdit> {
        self.on_original_tree
            .then(|| self.current.tree_edit())
            .flatten()
    }

    fn candidate_edit(&self, index: usize) -> Option<whittle_core::tree::TreeEdit> {
        self.on_original_tree
            .then(|| self.current.candidate_edit(index))
            .flatten()
    }

    fn counters(&self) -> Vec<Counter> {
        let mut counters = vec![Counter::new("pipeline.rounds", u64::from(self.round))];
        if self.pump_last {
            counters.extend(self.pumping.counters());
        }
        for (index, counts) in self.counts.iter().enumerate() {
            let prefix = self.prefix(index);
            let running = index == self.pass && !self.finished;
            let live = |start: usize, live: usize| {
                if running {
                    [start.saturating_sub(live), live.saturating_sub(start)].map(|n| n as u64)
                } else {
                    [0, 0]
                }
            };
            let [bytes, bytes_added] = live(self.start_bytes, self.live_bytes);
            let [tokens, tokens_added] = live(self.start_tokens, self.live_tokens);
            let mut own = counts.own.clone();
            if running {
                for counter in self.current.counters() {
                    *own.entry(counter.name.into_owned()).or_default() += counter.value;
                }
            }
            let fixed = [
                ("runs", counts.runs),
                ("skipped", counts.skipped),
                ("accepted", counts.accepted),
                ("candidates", counts.candidates),
                ("bytes_removed", counts.bytes_removed + bytes),
                ("tokens_removed", counts.tokens_removed + tokens),
            ];
            let grown = [
                ("bytes_added", counts.bytes_added + bytes_added),
                ("tokens_added", counts.tokens_added + tokens_added),
            ];
            let fixed = if Some(index) == self.pump_index() {
                [&fixed[..], &grown[..]].concat()
            } else {
                fixed.to_vec()
            };
            counters.extend(prefixed_counters(&prefix, &fixed, own));
        }
        counters
    }
}

/// `PREFIX.NAME` counters: the fixed ones, then a stage algorithm's own.
pub(crate) fn prefixed_counters<'a>(
    prefix: &'a str,
    fixed: &'a [(&'static str, u64)],
    own: BTreeMap<String, u64>,
) -> impl Iterator<Item = Counter> + 'a {
    fixed
        .iter()
        .map(|&(name, value)| (name.to_string(), value))
        .chain(own)
        .map(move |(name, value)| Counter {
            name: Cow::Owned(format!("{prefix}.{name}")),
            value,
        })
}

impl Algorithm for PassPipeline {
    fn set_window(&mut self, window: usize) {
        self.window = Some(window);
        self.current.set_window(window);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        while !self.finished {
            if let Some(batch) = self.current.next_batch() {
                self.batch_sizes.clear();
                self.pumping.batch(batch.len);
                return Some(batch);
            }
            let changed = if Some(self.pass) == self.pump_index() {
                self.close_pump()
            } else {
                self.close_pass()
            };
            if changed {
                self.unproductive = 0;
            } else {
                self.unproductive += 1;
            }
            if !self.start_next_pass() {
                self.finished = true;
            }
        }
        None
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        self.counts[self.pass].candidates += 1;
        let candidate = self.current.candidate(index);
        self.batch_sizes
            .insert(index, (candidate.content.len(), candidate.units));
        candidate
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        self.current.report(outcome);
        if Some(self.pass) == self.pump_index() {
            self.pumping.report(outcome.first());
        }
        if let Some(first) = outcome.first() {
            self.counts[self.pass].accepted += 1;
            if let Some(&(bytes, units)) = self.batch_sizes.get(&first) {
                self.live_bytes = bytes;
                self.live_tokens = units;
            }
        }
    }

    fn chance(&self, index: usize) -> Option<f64> {
        self.current.chance(index)
    }

    /// Forks while the running pass forks (every pass of the default
    /// pipeline does: the tree passes, the rewrites and the token pass's
    /// plain ddmin).
    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(PassPipeline {
            passes: self.passes.clone(),
            factory: self.factory.clone(),
            vocabulary: Rc::clone(&self.vocabulary),
            max_rounds: self.max_rounds,
            round: self.round,
            pass: self.pass,
            current: self.current.fork()?,
            on_original_tree: self.on_original_tree,
            unproductive: self.unproductive,
            stuck_last: self.stuck_last,
            pump_last: self.pump_last,
            pumping: self.pumping.clone(),
            polish_last: self.polish_last,
            start_bytes: self.start_bytes,
            start_tokens: self.start_tokens,
            live_bytes: self.live_bytes,
            live_tokens: self.live_tokens,
            counts: self.counts.clone(),
            batch_sizes: self.batch_sizes.clone(),
            skip_note: self.skip_note.clone(),
            window: self.window,
            finished: self.finished,
        }))
    }

    fn current(&self) -> Vec<u8> {
        self.current.current()
    }

    fn current_units(&self) -> usize {
        self.current.current_units()
    }

    fn phase(&self) -> Phase {
        let inner = self.current.phase();
        let mut pass = format!("{} ({})", self.prefix(self.pass), inner.pass);
        if let Some(note) = &self.skip_note {
            pass.push_str(&format!(" after {note}"));
        }
        Phase {
            pass: Cow::Owned(pass),
            round: self.round,
            granularity: inner.granularity,
        }
    }
}
