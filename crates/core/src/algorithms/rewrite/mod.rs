//! Transformations beyond deletion, over any grammar: what C-Vise gets from
//! clang_delta and Vulcan from its replacement passes, done on the parse
//! tree of the current text.
//!
//! * `filler`: a body by its language's filler (`pass` for a Python block,
//!   `{}` or `{ loop {} }` for a Rust one), which the grammar front end
//!   hands in with the vocabulary;
//! * `remove-uses`: a name's declaration with every use of it, at once
//!   (the default pipeline asks it only where its other passes are stuck);
//! * `remove-parameter`: a parameter with the argument in the same place at
//!   every call;
//! * `merge`: two names made one: a declaration removed and another
//!   declaration, which uses its name, renamed to it (asked where stuck,
//!   as `remove-uses`);
//! * `inline`: a variable used once, its value put in the use's place;
//! * `inline-call`: a function whose body is one statement, called at
//!   most four times, that statement's value put in each call's place
//!   with the arguments in the parameters' places (offered, as every
//!   candidate, only where the text shrinks);
//! * `return-void`: a function's return type made the language's unit
//!   (`void`) and its `return`s bare, where the language hands in how;
//! * `unmerge`: what `merge` undone, a top-level definition that names
//!   itself as a value split into the program's shortest declaration of
//!   its name and the definition under a fresh name; it grows the text, so
//!   only a pump offers it (not among [`Transform::ALL`]);
//! * `replace`: a node by the shortest text of its kind, or of a kind its
//!   slot accepts, found in the program (a literal for an expression, `int`
//!   for `uint32_t`, a shorter literal inside a token);
//! * `replace-all`: a text that two or more nodes of one kind spell
//!   (`struct S0`, `uint16_t`) by a smaller text of the input program in
//!   every place at once, where each place alone would break a match
//!   between them;
//! * `unwrap`: a node by its only named child (`(x)`, `{ s; }`, `-x`);
//! * `unwrap-pairs`: two unwraps of one kind at once, where each alone
//!   breaks an agreement between them (a pointer level of a variable and
//!   of the pointer to it); not among [`Transform::ALL`]: the pipeline
//!   runs it only where its other passes are stuck;
//! * `collapse`: the text from one occurrence of a name through the next
//!   cut, the name kept once (`int a[][0];int*p=&a[1][0];` to
//!   `int a[1][0];`): what no deletion of whole nodes or tokens reaches,
//!   since the cut starts inside one statement and ends inside another;
//!   like `unwrap-pairs`, run only where the other passes are stuck;
//! * `lift`: a function whose body is one statement replaced by the words
//!   before its name and that statement (`void f(){(***p);}` to
//!   `void(***p);`, a declaration where the statement reads as a
//!   declarator); run only where the other passes are stuck too;
//! * `shorten`: a literal token cut inside, to its first and last
//!   characters or its first (T-Rec), where the cut still reads as a
//!   token of its kind (`0x1FL` to `0L`, not `int` to `it`); it frees no
//!   token, so the pipeline runs it once at the end, as `join`;
//! * `join`: two declarations in a row that start with the same words
//!   made one (`int i;int a[i];` to `int i,a[i];`); it frees nothing for
//!   the other transformations, so the pipeline runs it once at the end;
//! * `rename`: an identifier, everywhere, to the shortest unused name;
//! * `whitespace`: every blank run between tokens cut to nothing where the
//!   tokens cannot run together, else to one space, across lines (but for
//!   directives and line comments) or within lines; or, if both fail, to
//!   one space (or one line break where there was one; the indentation
//!   kept where the grammar needs it). First it tries two operators
//!   joined too (`>> -1` to `>>-1`); a candidate of this transformation
//!   whose re-parse reads other tokens than the text's is never offered.
//!
//! A transformation rewrites text, which a [`crate::tree::TreeEdit`] cannot
//! say, so the pass re-parses: every candidate is parsed before it is
//! offered (a text the grammar rejects costs no query, and the parse gives
//! the candidate's size in tokens), and an adopted candidate's parse is the
//! next tree. Parsing is pure computation; the caller hands in the grammar
//! as a [`Reparse`] function, so the engine still knows none.
//!
//! The pass walks the transformations in turn, each over its targets in
//! order, offering at most [`Transform::options_per_target`] candidates a
//! target (the smallest that parse). After an adoption it re-reads the
//! targets of the same transformation from the new parse and goes on from
//! the same position, so one run visits each target about once; the
//! pipeline's rounds repeat it while anything shrinks. A batch is the next
//! `window` candidates, all made from the current text (each assumes the
//! ones before it fail), so the adopted sequence is the same at any window.
//!
//! A candidate is offered only if it has fewer tokens and no more bytes, as
//! many tokens and fewer bytes, or the same size and comes first in byte order
//! (shortlex, as Shrink Ray: `x[j]` to `x[i]` frees `j` for the next round's
//! removal). A pump ([`Rewrite::pump`]) offers the opposite: only what
//! that rule refuses, a text that grows (`int f(){for(;;);}` to `void`
//! costs a byte, but frees the loop that stood for the missing `return`);
//! the pipeline runs it where its passes are stuck and keeps it only if
//! the passes after it end below where it started. Replacement texts come from `vocabulary.rs`, the shortest texts
//! per kind: types and literals from the input program, identifiers from the
//! current one. A parse budget bounds the work on large texts and is given back
//! for speculative candidates, so every window walks the same way.

mod transforms;
mod vocabulary;

pub use vocabulary::{Declaration, Entry, UnitReturn, Vocabulary};

use std::borrow::Cow;
use std::rc::Rc;

use transforms::Target;

use crate::outlook::{Act, Chances, NameCounts, RemovalClass};
use crate::tree::Tree;
use crate::{Algorithm, AlgorithmView, Batch, BatchOutcome, Candidate, Counter, Phase};

/// Parses a text into a reduction tree, or says why it cannot be used (it
/// does not parse, or parses with more errors than the input).
pub type Reparse = Rc<dyn Fn(&[u8]) -> Result<Tree, String>>;

/// One transformation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    RemoveUses,
    RemoveParameter,
    Merge,
    Inline,
    InlineCall,
    Replace,
    ReplaceAll,
    Unwrap,
    UnwrapPairs,
    Collapse,
    Lift,
    Join,
    Shorten,
    Rename,
    Whitespace,
    Filler,
    ReturnVoid,
    Unmerge,
}

impl Transform {
    /// All of them, in the order a pass runs them: the ones that remove
    /// most first (a whole body for one query), renaming and blanks (bytes
    /// only) last, over what is left.
    pub const ALL: [Transform; 13] = [
        Transform::Filler,
        Transform::RemoveUses,
        Transform::RemoveParameter,
        Transform::Merge,
        Transform::Inline,
        Transform::InlineCall,
        Transform::ReturnVoid,
        Transform::ReplaceAll,
        Transform::Replace,
        Transform::Unwrap,
        Transform::Shorten,
        Transform::Rename,
        Transform::Whitespace,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Transform::RemoveUses => "remove-uses",
            Transform::RemoveParameter => "remove-parameter",
            Transform::Merge => "merge",
            Transform::Inline => "inline",
            Transform::InlineCall => "inline-call",
            Transform::Replace => "replace",
            Transform::ReplaceAll => "replace-all",
            Transform::Unwrap => "unwrap",
            Transform::UnwrapPairs => "unwrap-pairs",
            Transform::Collapse => "collapse",
            Transform::Lift => "lift",
            Transform::Join => "join",
            Transform::Shorten => "shorten",
            Transform::Rename => "rename",
            Transform::Whitespace => "whitespace",
            Transform::Filler => "filler",
            Transform::ReturnVoid => "return-void",
            Transform::Unmerge => "unmerge",
        }
    }

    /// How many candidates that parse one target may offer: a replacement
    /// tries its two smallest texts (a literal may be refused where
    /// another kind passes), a shortening both its cuts, a body its two
    /// smallest fillers (`{}` where no value is needed, else
    /// `{ loop {} }`), an inlined call its bare and bracketed texts, the
    /// blanks cut between operators too, across lines, within lines or,
    /// if those fail, to one space; the others one.
    pub fn options_per_target(self) -> usize {
        match self {
            Transform::Replace | Transform::Shorten | Transform::Filler | Transform::InlineCall => {
                2
            }
            Transform::Whitespace => 4,
            _ => 1,
        }
    }
}

/// What one transformation did in a run.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    /// Candidates the driver tested (or answered from its cache).
    tried: u64,
    accepted: u64,
    tokens_removed: u64,
    bytes_removed: u64,
}

impl Tally {
    /// How often the transformation was accepted (one half before any
    /// verdict): what its classes with few verdicts lean on.
    fn rate(&self) -> f64 {
        (self.accepted as f64 + 1.0) / (self.tried as f64 + 2.0)
    }
}

/// A candidate made and parsed, waiting in a batch.
#[derive(Clone)]
struct Proposal {
    /// Index in `Rewrite::transforms`, and the target's position.
    transform: usize,
    ordinal: usize,
    what: String,
    content: Vec<u8>,
    tree: Tree,
    tokens: usize,
    /// The transformation, the kind of node it acts on and the words it
    /// takes for good, for its chance.
    class: RemovalClass,
    /// The parse budget left once this candidate was made.
    budget_after: u64,
}

/// A pump's walk ([`Rewrite::pump`]).
#[derive(Clone, Copy, Debug)]
struct PumpWalk {
    /// Candidates to pass over first: pumps tried already.
    skip: usize,
    /// Candidates passed over so far.
    skipped: usize,
    /// A candidate was adopted: the pump is done.
    adopted: bool,
}

/// The rewrite pass: see the module documentation.
#[derive(Clone)]
pub struct Rewrite {
    reparse: Reparse,
    /// Texts from the original program (no identifiers); replacements
    /// merge in the current tree's own.
    original: Rc<Vocabulary>,
    transforms: Vec<Transform>,
    current: Vec<u8>,
    /// The words of `current`, to tell which ones a candidate takes.
    words: Rc<NameCounts>,
    tree: Tree,
    tokens: usize,
    /// The walk: transformation, target, option, and options that parsed
    /// so far for this target.
    transform: usize,
    targets: Vec<Target>,
    ordinal: usize,
    options: Option<Vec<Vec<u8>>>,
    option: usize,
    offered: usize,
    batch: Vec<Proposal>,
    window: usize,
    /// Bytes the pass may still parse: a bound on the work on a large
    /// text, where every candidate is a parse of the whole of it.
    budget: u64,
    tallies: Vec<Tally>,
    /// Verdicts by class, shared by forks until one learns something.
    chances: Rc<Chances>,
    /// Kind names met so far: a class's kind is its index here, the same
    /// whatever parse the node came from.
    kinds: Vec<String>,
    /// Set for a pump: candidates grow, and one adoption ends the pass.
    pump: Option<PumpWalk>,
}

/// Bytes of candidates parsed per run at most (about a thousand parses of
/// a 64 KiB text; unlimited in practice once the tree passes are done).
pub const PARSE_BUDGET: u64 = 64 << 20;

impl Rewrite {
    /// A pass over `tree`, the parse of `current`. `original` holds the
    /// input program's texts; `transforms` are run in the order given.
    pub fn new(
        current: Vec<u8>,
        tree: Tree,
        reparse: Reparse,
        original: Rc<Vocabulary>,
        transforms: Vec<Transform>,
    ) -> Rewrite {
        let tokens = tree.tokens(&crate::tree::TreeEdit::new(&tree));
        let mut rewrite = Rewrite {
            reparse,
            original,
            transforms,
            words: Rc::new(NameCounts::of_text(&current)),
            current,
            tree,
            tokens,
            transform: 0,
            targets: Vec::new(),
            ordinal: 0,
            options: None,
            option: 0,
            offered: 0,
            batch: Vec::new(),
            window: 1,
            budget: PARSE_BUDGET,
            tallies: Vec::new(),
            chances: Rc::default(),
            kinds: Vec::new(),
            pump: None,
        };
        rewrite.tallies = vec![Tally::default(); rewrite.transforms.len()];
        rewrite.read_targets(0);
        rewrite
    }

    /// Makes the pass a pump: it offers only the candidates a pass refuses
    /// for their size (no fewer tokens and more bytes, or more tokens),
    /// passes over the first `skip` of them (pumps tried already), and
    /// ends at its first adoption, so that the passes after it can show
    /// whether that one growth pays.
    pub fn pump(mut self, skip: usize) -> Rewrite {
        self.pump = Some(PumpWalk {
            skip,
            skipped: 0,
            adopted: false,
        });
        self
    }

    /// Reads the current transformation's targets off the current tree and
    /// goes on from target `ordinal`.
    fn read_targets(&mut self, ordinal: usize) {
        self.targets = match self.transforms.get(self.transform) {
            Some(&t) => transforms::targets(t, &self.tree, &self.original),
            None => Vec::new(),
        };
        self.ordinal = ordinal;
        self.options = None;
        self.option = 0;
        self.offered = 0;
    }

    /// The class kind of what `target` acts on: its node's kind, or one
    /// past every kind for a target without a node (a rename).
    fn kind_of(&mut self, target_index: usize) -> u16 {
        let Some(node) = transforms::node(&self.targets[target_index]) else {
            return u16::MAX;
        };
        let name = self.tree.kind_name(node);
        let index = match self.kinds.iter().position(|kind| kind == name) {
            Some(index) => index,
            None => {
                self.kinds.push(name.to_string());
                self.kinds.len() - 1
            }
        };
        u16::try_from(index).unwrap_or(u16::MAX)
    }

    /// The next candidate that parses and is smaller than the current
    /// text (a pump's: that is not), or `None` when the walk (or the parse
    /// budget) is over.
    fn propose(&mut self) -> Option<Proposal> {
        if self.pump.is_some_and(|pump| pump.adopted) {
            return None;
        }
        loop {
            let &transform = self.transforms.get(self.transform)?;
            if self.ordinal >= self.targets.len() {
                self.transform += 1;
                self.read_targets(0);
                continue;
            }
            let target = &self.targets[self.ordinal];
            let options = self
                .options
                .get_or_insert_with(|| transforms::options(&self.tree, target));
            if self.option >= options.len() || self.offered >= transform.options_per_target() {
                self.ordinal += 1;
                self.options = None;
                self.option = 0;
                self.offered = 0;
                continue;
            }
            let content = options[self.option].clone();
            self.option += 1;
            let cost = content.len() as u64;
            if cost > self.budget {
                self.transform = self.transforms.len();
                return None;
            }
            self.budget -= cost;
            let Ok(tree) = (self.reparse)(&content) else {
                continue;
            };
            // Blanks removed must not join two tokens into one, or into
            // others (`- -1` into `--1`).
            if transform == Transform::Whitespace && !self.tree.same_tokens(&tree) {
                continue;
            }
            if !transforms::keeps_its_kind(&self.tree, &self.targets[self.ordinal], &tree) {
                continue;
            }
            let tokens = tree.tokens(&crate::tree::TreeEdit::new(&tree));
            // Fewer tokens and no more bytes, or as many tokens and fewer
            // bytes: both measures only ever shrink, as in every pass. At
            // the same size, a text that comes first in byte order (the
            // shortlex order Shrink Ray reduces in): `x[j]` to `x[0]`
            // removes nothing, but leaves `j` unused for the next round.
            let smaller = tokens <= self.tokens
                && content.len() <= self.current.len()
                && (tokens, content.len(), &content)
                    < (self.tokens, self.current.len(), &self.current);
            match &mut self.pump {
                None if !smaller => continue,
                Some(_) if smaller || content == self.current => continue,
                Some(pump) if pump.skipped < pump.skip => {
                    pump.skipped += 1;
                    continue;
                }
                _ => {}
            }
            self.offered += 1;
            let what = format!(
                "{}: {}",
                transform.name(),
                transforms::describe(&self.tree, target)
            );
            let class = RemovalClass {
                kind: self.kind_of(self.ordinal),
                act: Act::Rewrite(transform as u8),
                loss: self.words.loss_in(&content),
            };
            return Some(Proposal {
                transform: self.transform,
                ordinal: self.ordinal,
                what,
                content,
                tree,
                tokens,
                class,
                budget_after: self.budget,
            });
        }
    }
}

impl AlgorithmView for Rewrite {
    fn describe(&self, index: usize) -> String {
        self.batch[index].what.clone()
    }

    fn counters(&self) -> Vec<Counter> {
        let mut counters = Vec::new();
        for (t, tally) in self.transforms.iter().zip(&self.tallies) {
            for (field, value) in [
                ("tried", tally.tried),
                ("accepted", tally.accepted),
                ("tokens_removed", tally.tokens_removed),
                ("bytes_removed", tally.bytes_removed),
            ] {
                counters.push(Counter {
                    name: Cow::Owned(format!("{}.{field}", t.name())),
                    value,
                });
            }
        }
        counters
    }
}

impl Algorithm for Rewrite {
    fn set_window(&mut self, window: usize) {
        self.window = window.max(1);
    }

    fn next_batch(&mut self) -> Option<Batch> {
        self.batch.clear();
        while self.batch.len() < self.window {
            match self.propose() {
                Some(proposal) => self.batch.push(proposal),
                None => break,
            }
        }
        (!self.batch.is_empty()).then_some(Batch {
            len: self.batch.len(),
        })
    }

    fn candidate(&mut self, index: usize) -> Candidate {
        let proposal = &self.batch[index];
        Candidate {
            content: proposal.content.clone(),
            units: proposal.tokens,
        }
    }

    fn report(&mut self, outcome: &BatchOutcome) {
        let tested = outcome.first().map_or(self.batch.len(), |i| i + 1);
        // The rates the batch's chances were estimated with, at launch.
        let rates: Vec<f64> = self.batch[..tested]
            .iter()
            .map(|proposal| self.tallies[proposal.transform].rate())
            .collect();
        for (index, proposal) in self.batch[..tested].iter().enumerate() {
            let accepted = outcome.first() == Some(index);
            let tally = &mut self.tallies[proposal.transform];
            tally.tried += 1;
            tally.accepted += u64::from(accepted);
            Rc::make_mut(&mut self.chances).observe(proposal.class.clone(), rates[index], accepted);
        }
        let Some(first) = outcome.first() else {
            return;
        };
        let proposal = self.batch.swap_remove(first);
        self.batch.clear();
        if let Some(pump) = &mut self.pump {
            pump.adopted = true;
        }
        let tally = &mut self.tallies[proposal.transform];
        tally.tokens_removed += self.tokens.saturating_sub(proposal.tokens) as u64;
        tally.bytes_removed += self.current.len().saturating_sub(proposal.content.len()) as u64;
        self.words = Rc::new(NameCounts::of_text(&proposal.content));
        self.current = proposal.content;
        self.tree = proposal.tree;
        self.tokens = proposal.tokens;
        // Candidates made after the adopted one were never tested at a
        // window of one: their parses are given back, so that every
        // window walks the same way.
        self.budget = proposal.budget_after;
        self.transform = proposal.transform;
        self.read_targets(proposal.ordinal);
    }

    /// From the verdicts on candidates of the same class (transformation,
    /// kind of node, the shapes of the words taken for good), leaning on
    /// the transformation's rate where the class has few: replacing an
    /// expression that holds the last mention of a name fails where a
    /// compiler needs the name, and replacing `uint64_t` by `int` passes
    /// where replacing a declaration does not.
    fn chance(&self, index: usize) -> Option<f64> {
        let proposal = self.batch.get(index)?;
        let rate = self.tallies[proposal.transform].rate();
        Some(self.chances.estimate(&proposal.class, rate))
    }

    /// A plain copy: `report` decides on the first interesting candidate
    /// alone.
    fn fork(&self) -> Option<Box<dyn Algorithm>> {
        Some(Box::new(self.clone()))
    }

    fn current(&self) -> Vec<u8> {
        self.current.clone()
    }

    fn current_units(&self) -> usize {
        self.tokens
    }

    /// Named by the transformation of the batch's first candidate: filling
    /// a batch may walk on past the end of a transformation.
    fn phase(&self) -> Phase {
        let transform = self
            .batch
            .first()
            .map_or(self.transform, |proposal| proposal.transform);
        let name = self.transforms.get(transform).map_or("done", |t| t.name());
        Phase {
            pass: Cow::Owned(format!("rewrite: {name}")),
            round: 1,
            granularity: self.targets.len().saturating_sub(self.ordinal),
        }
    }
}
