//! Turning trial records into feature vectors ([Gharachorlu 2021], §III.B), and
//! the train/test split.
//!
//! The kind vocabulary, the papers' five feature sets (the kind as an ordinal,
//! bags of the children's and the path's kinds, and two concatenations), and a
//! split that holds out every fourth file.

use std::collections::BTreeSet;

use crate::record::TrialRecord;

/// The node kinds seen anywhere in the records, sorted; a kind's position is
/// its ordinal ID (the papers used the grammar's rule index the same way).
#[derive(Clone, Debug)]
pub struct Vocabulary {
    kinds: Vec<String>,
}

impl Vocabulary {
    pub fn new(records: &[TrialRecord]) -> Vocabulary {
        let mut kinds = BTreeSet::new();
        for r in records {
            kinds.insert(r.trial.kind.as_str());
            kinds.extend(r.trial.children.iter().map(String::as_str));
            kinds.extend(r.trial.path.iter().map(String::as_str));
        }
        Vocabulary {
            kinds: kinds.into_iter().map(str::to_string).collect(),
        }
    }

    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    pub fn id(&self, kind: &str) -> Option<usize> {
        self.kinds.binary_search_by(|k| k.as_str().cmp(kind)).ok()
    }

    pub fn kinds(&self) -> &[String] {
        &self.kinds
    }

    fn bag(&self, kinds: &[String]) -> Vec<f64> {
        let mut bits = vec![0.0; self.kinds.len()];
        for kind in kinds {
            if let Some(id) = self.id(kind) {
                bits[id] = 1.0;
            }
        }
        bits
    }
}

/// The papers' five feature sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FeatureSet {
    /// The node's kind, as one ordinal number.
    Type,
    /// A bag of the live children's kinds (with the token pseudo-kind).
    Children,
    /// A bag of the kinds from the node up to the root.
    Path,
    TypeChildren,
    TypeChildrenPath,
}

impl FeatureSet {
    pub const ALL: [FeatureSet; 5] = [
        FeatureSet::Type,
        FeatureSet::Children,
        FeatureSet::Path,
        FeatureSet::TypeChildren,
        FeatureSet::TypeChildrenPath,
    ];

    pub fn name(self) -> &'static str {
        match self {
            FeatureSet::Type => "type",
            FeatureSet::Children => "children",
            FeatureSet::Path => "path",
            FeatureSet::TypeChildren => "type.children",
            FeatureSet::TypeChildrenPath => "type.children.path",
        }
    }

    /// The feature vector of one record, in the papers' order
    /// [type, children, path].
    pub fn vector(self, vocabulary: &Vocabulary, record: &TrialRecord) -> Vec<f64> {
        let trial = &record.trial;
        let kind = || vec![vocabulary.id(&trial.kind).map_or(-1.0, |id| id as f64)];
        match self {
            FeatureSet::Type => kind(),
            FeatureSet::Children => vocabulary.bag(&trial.children),
            FeatureSet::Path => vocabulary.bag(&trial.path),
            FeatureSet::TypeChildren => [kind(), vocabulary.bag(&trial.children)].concat(),
            FeatureSet::TypeChildrenPath => [
                kind(),
                vocabulary.bag(&trial.children),
                vocabulary.bag(&trial.path),
            ]
            .concat(),
        }
    }
}

/// Records split by file: every fourth file (in name order) is held out,
/// so the test set measures files the models never saw.
pub struct Split<'a> {
    pub train: Vec<&'a TrialRecord>,
    pub test: Vec<&'a TrialRecord>,
}

impl<'a> Split<'a> {
    pub fn by_file(records: &'a [TrialRecord]) -> Split<'a> {
        let files: BTreeSet<&str> = records.iter().map(|r| r.file.as_str()).collect();
        let held_out: BTreeSet<&str> = files.into_iter().skip(3).step_by(4).collect();
        let (test, train) = records
            .iter()
            .partition(|r| held_out.contains(r.file.as_str()));
        Split { train, test }
    }
}
