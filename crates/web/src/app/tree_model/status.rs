//! Node statuses: what the latest progress says is removed and under
//! test, with what the tree view derives from it (a row's lost tokens, the
//! marked ranges of the source view).

use std::ops::Range;

use super::TreeModel;

impl TreeModel {
    /// The byte ranges and token weights of the given nodes (those in the
    /// tree), read a column at a time.
    fn extents(&self, ids: &[u32]) -> Vec<(Range<usize>, u32)> {
        let ids: Vec<u32> = ids
            .iter()
            .copied()
            .filter(|&id| (id as usize) < self.len())
            .collect();
        let starts = self.columns.start.gather(&ids);
        let ends = self.columns.end.gather(&ids);
        let weights = self.columns.weight.gather(&ids);
        starts
            .into_iter()
            .zip(ends)
            .zip(weights)
            .map(|((start, end), weight)| (start as usize..end as usize, weight))
            .collect()
    }

    /// Sorted, merged byte ranges of the given subtrees (those in the tree).
    fn ranges(&self, roots: &[u32]) -> Vec<Range<usize>> {
        let ids: Vec<u32> = roots
            .iter()
            .copied()
            .filter(|&id| (id as usize) < self.len())
            .collect();
        let starts = self.columns.start.gather(&ids);
        let ends = self.columns.end.gather(&ids);
        merged(
            starts
                .into_iter()
                .zip(ends)
                .map(|(s, e)| s as usize..e as usize),
        )
    }
}

/// Sorted, merged, non-empty ranges.
fn merged(ranges: impl Iterator<Item = Range<usize>>) -> Vec<Range<usize>> {
    let mut ranges: Vec<Range<usize>> = ranges.filter(|r| !r.is_empty()).collect();
    ranges.sort_unstable_by_key(|r| r.start);
    let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
    for r in ranges {
        match merged.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => merged.push(r),
        }
    }
    merged
}

/// Node statuses from the latest progress: top-most removed nodes and
/// top-most nodes under test, with what the view derives from them. Late
/// in a run on a large input tens of thousands of subtrees are removed, so
/// nothing here walks up the tree from each: a row's lost tokens are read
/// off the removed subtrees sorted by where they start (a subtree lies
/// inside a node exactly when its text does).
#[derive(Clone, Default)]
pub struct TreeStatus {
    /// Sorted, for lookups.
    removed: Vec<u32>,
    testing: Vec<u32>,
    /// The first node under test in source order, for step mode to show.
    first_testing: Option<u32>,
    /// The removed subtrees' starts, sorted, and the running sum of their
    /// tokens (`lost_before[i]`: tokens of the first `i`).
    removed_starts: Vec<usize>,
    lost_before: Vec<u64>,
    pub removed_ranges: Vec<Range<usize>>,
    pub testing_ranges: Vec<Range<usize>>,
}

impl TreeStatus {
    pub fn new(model: &TreeModel, removed: &[u32], testing: Vec<u32>) -> TreeStatus {
        let mut sorted = removed.to_vec();
        sorted.sort_unstable();
        let extents = model.extents(&sorted);
        let mut roots: Vec<(usize, u32)> = extents
            .iter()
            .map(|(range, weight)| (range.start, *weight))
            .collect();
        roots.sort_unstable();
        let mut lost_before = Vec::with_capacity(roots.len() + 1);
        lost_before.push(0u64);
        for &(_, weight) in &roots {
            lost_before.push(lost_before.last().copied().unwrap_or(0) + u64::from(weight));
        }
        let status = TreeStatus {
            removed: sorted,
            removed_ranges: merged(extents.into_iter().map(|(range, _)| range)),
            removed_starts: roots.into_iter().map(|(start, _)| start).collect(),
            lost_before,
            ..TreeStatus::default()
        };
        status.with_testing(model, testing).unwrap_or(status)
    }

    /// The same removed nodes with `testing` under test (a progress report
    /// that did not change the removed ones: most of them); `None` when
    /// those are the nodes under test already (a slow oracle's tests span
    /// several reports), so that the view has nothing to redraw.
    pub fn with_testing(&self, model: &TreeModel, mut testing: Vec<u32>) -> Option<TreeStatus> {
        // Sorted, as the removed ones: the columns are read in order.
        testing.sort_unstable();
        testing.dedup();
        (testing != self.testing).then(|| TreeStatus {
            testing_ranges: model.ranges(&testing),
            first_testing: testing.first().copied(),
            testing,
            ..self.clone()
        })
    }

    pub fn is_removed(&self, id: u32) -> bool {
        self.removed.binary_search(&id).is_ok()
    }

    pub fn is_testing(&self, id: u32) -> bool {
        self.testing.binary_search(&id).is_ok()
    }

    /// Tokens gone below a node that is not itself removed: those of the
    /// removed subtrees whose text starts inside its own.
    pub fn lost(&self, model: &TreeModel, id: u32) -> u32 {
        let range = model.range(id);
        if range.is_empty() {
            return 0;
        }
        let from = self.removed_starts.partition_point(|&s| s < range.start);
        let to = self.removed_starts.partition_point(|&s| s < range.end);
        // No statuses yet (the default): nothing is lost.
        let before = |i: usize| self.lost_before.get(i).copied().unwrap_or(0);
        let lost = before(to) - before(from);
        u32::try_from(lost).unwrap_or(u32::MAX)
    }

    /// The first node under test, to show after a step.
    pub fn first_testing(&self) -> Option<u32> {
        self.first_testing
    }
}
