//! The outcome cache: never ask the oracle twice about the same text.
//!
//! This is the content cache of Vince's cache chapter ([Vince 2024], ch. 4,
//! docs/references.md): the key is the candidate's bytes, not the set of units
//! that produced them, so equal text reached by different routes (another pass,
//! another tree level) hits. The three proposals are switches on
//! [`CacheOptions`]:
//!
//! * P1, `store_interesting = false`: only not-interesting verdicts are kept;
//!   an interesting candidate is never looked up again anyway, because every
//!   later candidate is smaller than it.
//! * P2, `evict_larger = true`: when an interesting candidate of `L` bytes is
//!   found, every entry longer than `L` is dropped; it can never be asked for.
//! * P3, [`CacheKind::ContentHash`]: store a 128-bit digest and the length
//!   instead of the content. A collision can only make the cache answer "not
//!   interesting" for a candidate that was never tested, which loses a
//!   reduction but never produces an output that is not interesting. That is
//!   why hashing forces `store_interesting` off.
//!
//! P1's argument holds for the candidate the driver adopts, not for the
//! others a parallel window found interesting after it: the algorithm never
//! learnt about them and may propose one again. Those are kept apart, with
//! their full content (compared on every hit, so no digest collision can
//! make one up), until an adoption makes them too long to be proposed.
//!
//! The digest is a 128-bit xxh3 plus the length; P3's two kinds are
//! `content-hash` (the default) and `content` (the full text, compared on every
//! hit). Eviction runs on adoption, not on every interesting verdict, because
//! in a parallel window an interesting candidate may not be the one adopted; a
//! length index makes it cost what it evicts. The interesting candidates kept
//! apart are kept from their verdict on, since a fork that holds one may be
//! dropped, or another fork may propose it, before any adoption; one as long as
//! the adopted text stays (the rewrite pass's shortlex step proposes such). The
//! statistics also count the driver's in-flight hits, and
//! [`OutcomeCache::settles_in_flight`] turns that settlement off with the cache
//! off. [`RejectedMemo`] remembers the contents the validator rejected (forks
//! and later passes propose many again, and a syntax check costs far more than
//! a lookup), evicted by the same rule.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use xxhash_rust::xxh3::xxh3_128;

use crate::Verdict;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CacheKind {
    /// No cache: every candidate goes to the oracle.
    None,
    /// Keyed by the full content, compared byte for byte on a hit.
    Content,
    /// Keyed by a digest and the length only (proposal P3).
    ContentHash,
}

impl CacheKind {
    pub const ALL: [CacheKind; 3] = [CacheKind::None, CacheKind::Content, CacheKind::ContentHash];

    pub fn name(self) -> &'static str {
        match self {
            CacheKind::None => "none",
            CacheKind::Content => "content",
            CacheKind::ContentHash => "content-hash",
        }
    }
}

impl fmt::Display for CacheKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for CacheKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CacheKind::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| format!("unknown cache `{s}` (expected none, content or content-hash)"))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CacheOptions {
    pub kind: CacheKind,
    /// Keep interesting verdicts too (turns proposal P1 off). Ignored for
    /// [`CacheKind::ContentHash`].
    pub store_interesting: bool,
    /// Proposal P2: drop entries longer than each new interesting candidate.
    pub evict_larger: bool,
}

impl Default for CacheOptions {
    fn default() -> Self {
        CacheOptions {
            kind: CacheKind::ContentHash,
            store_interesting: false,
            evict_larger: true,
        }
    }
}

/// Counters kept by the cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CacheStats {
    pub hits_not_interesting: u64,
    pub hits_interesting: u64,
    /// Candidates settled by the verdict of a running test with the same
    /// content instead of being launched again (the driver's in-flight
    /// settlement, counted here so that every kind of hit is in one place).
    #[serde(default)]
    pub hits_in_flight: u64,
    /// Candidates answered "not interesting" because they make a change
    /// the oracle refused before in the same surroundings
    /// ([`crate::Reduction::remembering_refusals`]), counted here too.
    #[serde(default)]
    pub hits_remembered: u64,
    /// Candidates answered "not interesting" because they strand a name
    /// whose stranding the oracle refused before
    /// ([`crate::Reduction::remembering_strandings`]), counted here too.
    #[serde(default)]
    pub hits_stranded: u64,
    pub entries: usize,
    pub peak_entries: usize,
    /// Bytes held for keys and stored content (an estimate of the heap use).
    pub bytes: usize,
    pub peak_bytes: usize,
    pub evicted: u64,
}

impl CacheStats {
    pub fn hits(&self) -> u64 {
        self.hits_not_interesting
            + self.hits_interesting
            + self.hits_in_flight
            + self.hits_remembered
            + self.hits_stranded
    }
}

/// The cache key of one candidate: computed once, used for lookup and insert.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CacheKey {
    digest: u128,
    len: usize,
}

impl CacheKey {
    pub fn of(content: &[u8]) -> CacheKey {
        CacheKey {
            digest: xxh3_128(content),
            len: content.len(),
        }
    }

    /// The content's 128-bit xxh3 digest, for naming a candidate in
    /// reports.
    pub fn digest(&self) -> u128 {
        self.digest
    }
}

struct Entry {
    verdict: Verdict,
    /// The content itself, for [`CacheKind::Content`], checked on every hit.
    content: Option<Arc<Vec<u8>>>,
}

const ENTRY_OVERHEAD: usize = std::mem::size_of::<CacheKey>() + std::mem::size_of::<Entry>();

pub struct OutcomeCache {
    options: CacheOptions,
    entries: HashMap<CacheKey, Entry>,
    /// Interesting candidates a parallel window tested but did not adopt.
    unadopted: HashMap<CacheKey, Arc<Vec<u8>>>,
    /// Keys by content length, so P2 eviction costs what it evicts.
    by_len: BTreeMap<usize, Vec<CacheKey>>,
    stats: CacheStats,
}

impl OutcomeCache {
    pub fn new(options: CacheOptions) -> OutcomeCache {
        let options = if options.kind == CacheKind::ContentHash {
            CacheOptions {
                store_interesting: false,
                ..options
            }
        } else {
            options
        };
        OutcomeCache {
            options,
            entries: HashMap::new(),
            unadopted: HashMap::new(),
            by_len: BTreeMap::new(),
            stats: CacheStats::default(),
        }
    }

    pub fn options(&self) -> CacheOptions {
        self.options
    }

    pub fn stats(&self) -> CacheStats {
        self.stats
    }

    /// The cached verdict for `content`, counting nothing (for views that
    /// look ahead).
    pub fn peek(&self, key: CacheKey, content: &[u8]) -> Option<Verdict> {
        if self
            .unadopted
            .get(&key)
            .is_some_and(|stored| stored.as_slice() == content)
        {
            return Some(Verdict::Interesting);
        }
        let entry = self.entries.get(&key)?;
        match &entry.content {
            Some(stored) if stored.as_slice() != content => None,
            _ => Some(entry.verdict),
        }
    }

    /// The cached verdict for `content`, counting a hit when there is one.
    pub fn lookup(&mut self, key: CacheKey, content: &[u8]) -> Option<Verdict> {
        if self
            .unadopted
            .get(&key)
            .is_some_and(|stored| stored.as_slice() == content)
        {
            self.stats.hits_interesting += 1;
            return Some(Verdict::Interesting);
        }
        let entry = self.entries.get(&key)?;
        if let Some(stored) = &entry.content {
            if stored.as_slice() != content {
                return None;
            }
        }
        match entry.verdict {
            Verdict::Interesting => self.stats.hits_interesting += 1,
            Verdict::NotInteresting => self.stats.hits_not_interesting += 1,
        }
        Some(entry.verdict)
    }

    /// Whether the driver should look for a running twin of a candidate
    /// before launching it. Off without a cache: `none` sends every
    /// candidate to the oracle, which is what measuring an algorithm alone
    /// needs.
    pub fn settles_in_flight(&self) -> bool {
        self.options.kind != CacheKind::None
    }

    /// Counts a candidate answered by a running test with the same content.
    pub fn note_in_flight_hit(&mut self) {
        self.stats.hits_in_flight += 1;
    }

    pub fn note_remembered_hit(&mut self) {
        self.stats.hits_remembered += 1;
    }

    pub fn note_stranded_hit(&mut self) {
        self.stats.hits_stranded += 1;
    }

    /// Records an oracle verdict, unless P1 says not to keep it. Eviction (P2)
    /// is [`OutcomeCache::note_interesting`]'s job: the driver calls it when it
    /// adopts a candidate, not for every interesting verdict, because in a
    /// parallel window an interesting candidate may not be the one adopted.
    pub fn insert(&mut self, key: CacheKey, content: &Arc<Vec<u8>>, verdict: Verdict) {
        if verdict.is_interesting() && !self.options.store_interesting {
            return;
        }
        let stored = match self.options.kind {
            CacheKind::None => return,
            CacheKind::Content => Some(Arc::clone(content)),
            CacheKind::ContentHash => None,
        };
        let added_bytes = ENTRY_OVERHEAD + stored.as_ref().map_or(0, |c| c.len());
        let entry = Entry {
            verdict,
            content: stored,
        };
        if let Some(old) = self.entries.insert(key, entry) {
            self.stats.bytes -= ENTRY_OVERHEAD + old.content.map_or(0, |c| c.len());
        } else {
            self.by_len.entry(key.len).or_default().push(key);
            self.stats.entries += 1;
        }
        self.stats.bytes += added_bytes;
        self.stats.peak_entries = self.stats.peak_entries.max(self.stats.entries);
        self.stats.peak_bytes = self.stats.peak_bytes.max(self.stats.bytes);
    }

    /// Keeps an interesting candidate the driver has not adopted (yet, or
    /// ever: another one came first in batch order, or its fork was
    /// dropped), in case the algorithm or a fork proposes it again. The
    /// driver calls it as each interesting verdict comes, with the length
    /// of the test case the algorithm adopted last; an adoption then drops
    /// what is too long to come back ([`OutcomeCache::note_interesting`]).
    /// Only candidates no longer than that can come back (as long: the
    /// rewrite pass's shortlex step); without a cache nothing is kept.
    pub fn keep_unadopted(&mut self, key: CacheKey, content: &Arc<Vec<u8>>, adopted_len: usize) {
        if self.options.kind != CacheKind::None && key.len <= adopted_len {
            self.unadopted.insert(key, Arc::clone(content));
        }
    }

    /// Tells the cache that a candidate of `len` bytes is interesting (P2)
    /// and was adopted: no later candidate is longer.
    pub fn note_interesting(&mut self, len: usize) {
        self.unadopted.retain(|key, _| key.len <= len);
        if !self.options.evict_larger {
            return;
        }
        let larger = self.by_len.split_off(&(len + 1));
        for key in larger.into_values().flatten() {
            if let Some(old) = self.entries.remove(&key) {
                self.stats.bytes -= ENTRY_OVERHEAD + old.content.map_or(0, |c| c.len());
                self.stats.entries -= 1;
                self.stats.evicted += 1;
            }
        }
    }

    /// Every cached entry's length and verdict (for tests of the invariants).
    pub fn entries(&self) -> impl Iterator<Item = (usize, Verdict)> + '_ {
        self.entries.iter().map(|(k, e)| (k.len, e.verdict))
    }
}

/// Contents the validator rejected, so that one proposed again (forks and
/// later passes propose many again) costs a lookup, not a syntax check. A
/// digest collision could only turn a candidate away, never let a bad one
/// through. Like the cache's entries, those longer than an adopted
/// candidate go at the adoption ([`RejectedMemo::note_adopted`]): no later
/// candidate is longer, and one that were would only be checked again.
#[derive(Default)]
pub struct RejectedMemo {
    /// Digests by content length, so eviction costs what it evicts.
    by_len: BTreeMap<usize, HashSet<u128>>,
}

impl RejectedMemo {
    pub fn contains(&self, key: CacheKey) -> bool {
        self.by_len
            .get(&key.len)
            .is_some_and(|digests| digests.contains(&key.digest))
    }

    pub fn insert(&mut self, key: CacheKey) {
        self.by_len.entry(key.len).or_default().insert(key.digest);
    }

    /// A candidate of `len` bytes was adopted: what is longer cannot come
    /// back.
    pub fn note_adopted(&mut self, len: usize) {
        self.by_len.split_off(&(len + 1));
    }

    /// How many contents it holds.
    pub fn len(&self) -> usize {
        self.by_len.values().map(HashSet::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.by_len.values().all(HashSet::is_empty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn put(cache: &mut OutcomeCache, text: &str, verdict: Verdict) {
        let content = Arc::new(text.as_bytes().to_vec());
        cache.insert(CacheKey::of(&content), &content, verdict);
    }

    fn get(cache: &mut OutcomeCache, text: &str) -> Option<Verdict> {
        cache.lookup(CacheKey::of(text.as_bytes()), text.as_bytes())
    }

    fn options(kind: CacheKind, store_interesting: bool, evict_larger: bool) -> CacheOptions {
        CacheOptions {
            kind,
            store_interesting,
            evict_larger,
        }
    }

    #[test]
    fn p1_stores_only_not_interesting() {
        let mut cache = OutcomeCache::new(options(CacheKind::Content, false, false));
        put(&mut cache, "abc", Verdict::Interesting);
        put(&mut cache, "ab", Verdict::NotInteresting);
        assert_eq!(get(&mut cache, "abc"), None);
        assert_eq!(get(&mut cache, "ab"), Some(Verdict::NotInteresting));
        assert!(cache.entries().all(|(_, v)| v == Verdict::NotInteresting));
        assert_eq!(cache.stats().hits_not_interesting, 1);
    }

    #[test]
    fn without_p1_interesting_verdicts_hit() {
        let mut cache = OutcomeCache::new(options(CacheKind::Content, true, false));
        put(&mut cache, "abc", Verdict::Interesting);
        assert_eq!(get(&mut cache, "abc"), Some(Verdict::Interesting));
        assert_eq!(cache.stats().hits_interesting, 1);
    }

    #[test]
    fn p2_evicts_strictly_larger_entries() {
        let mut cache = OutcomeCache::new(options(CacheKind::Content, false, true));
        for text in ["a", "ab", "abc", "abcd", "abcde"] {
            put(&mut cache, text, Verdict::NotInteresting);
        }
        cache.note_interesting(3);
        let mut lens: Vec<usize> = cache.entries().map(|(len, _)| len).collect();
        lens.sort();
        assert_eq!(lens, [1, 2, 3]);
        assert_eq!(cache.stats().evicted, 2);
        assert_eq!(cache.stats().peak_entries, 5);
        assert_eq!(get(&mut cache, "abcde"), None);
    }

    #[test]
    fn p3_hashes_and_never_stores_interesting() {
        let mut cache = OutcomeCache::new(options(CacheKind::ContentHash, true, true));
        assert!(!cache.options().store_interesting);
        put(&mut cache, "abc", Verdict::Interesting);
        put(&mut cache, "ab", Verdict::NotInteresting);
        assert_eq!(get(&mut cache, "abc"), None);
        assert_eq!(get(&mut cache, "ab"), Some(Verdict::NotInteresting));
        // Nothing but the key is held: no content bytes.
        assert_eq!(cache.stats().bytes, ENTRY_OVERHEAD);
    }

    #[test]
    fn none_stores_nothing() {
        let mut cache = OutcomeCache::new(options(CacheKind::None, true, true));
        put(&mut cache, "ab", Verdict::NotInteresting);
        assert_eq!(get(&mut cache, "ab"), None);
        assert_eq!(cache.stats().entries, 0);
    }

    #[test]
    fn unadopted_interesting_candidates_hit_until_an_adoption_is_shorter() {
        let mut cache = OutcomeCache::new(options(CacheKind::ContentHash, false, true));
        let kept = Arc::new(b"ab".to_vec());
        cache.keep_unadopted(CacheKey::of(&kept), &kept, 4);
        // As long as the adopted candidate: a shortlex step may propose it.
        let as_long = Arc::new(b"wxyz".to_vec());
        cache.keep_unadopted(CacheKey::of(&as_long), &as_long, 4);
        // Longer than the adopted candidate: it cannot come back.
        let long = Arc::new(b"vwxyz".to_vec());
        cache.keep_unadopted(CacheKey::of(&long), &long, 4);
        assert_eq!(get(&mut cache, "ab"), Some(Verdict::Interesting));
        assert_eq!(get(&mut cache, "wxyz"), Some(Verdict::Interesting));
        assert_eq!(get(&mut cache, "vwxyz"), None);
        // The bytes are compared, not only the digest.
        assert_eq!(cache.lookup(CacheKey::of(&kept), b"zz"), None);
        assert_eq!(cache.stats().hits_interesting, 2);
        // An adoption of 2 bytes keeps what is as long, drops what is longer.
        cache.note_interesting(2);
        assert_eq!(get(&mut cache, "ab"), Some(Verdict::Interesting));
        assert_eq!(get(&mut cache, "wxyz"), None);
        cache.note_interesting(1);
        assert_eq!(get(&mut cache, "ab"), None);

        let mut none = OutcomeCache::new(options(CacheKind::None, false, true));
        none.keep_unadopted(CacheKey::of(&kept), &kept, 4);
        assert_eq!(get(&mut none, "ab"), None);
    }

    #[test]
    fn rejected_contents_are_remembered_until_an_adoption_is_shorter() {
        let mut memo = RejectedMemo::default();
        let key = |text: &str| CacheKey::of(text.as_bytes());
        memo.insert(key("ab"));
        memo.insert(key("ab"));
        memo.insert(key("wxyz"));
        assert!(memo.contains(key("ab")) && memo.contains(key("wxyz")));
        assert!(!memo.contains(key("ba")));
        assert_eq!(memo.len(), 2);
        // As long as the adopted candidate: kept; longer: gone.
        memo.note_adopted(2);
        assert!(memo.contains(key("ab")));
        assert!(!memo.contains(key("wxyz")));
        assert_eq!(memo.len(), 1);
        memo.note_adopted(1);
        assert!(memo.is_empty());
    }

    #[test]
    fn content_cache_compares_bytes() {
        let mut cache = OutcomeCache::new(options(CacheKind::Content, false, false));
        let content = Arc::new(b"ab".to_vec());
        // A forged key with the same digest but other bytes must not hit.
        let key = CacheKey::of(&content);
        cache.insert(key, &content, Verdict::NotInteresting);
        assert_eq!(cache.lookup(key, b"zz"), None);
    }
}
