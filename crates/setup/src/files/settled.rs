//! Which files a later round can leave alone.
//!
//! A file whose own reduction last removed nothing is at that algorithm's
//! fixed point for the set as it then was. Running it again can only find
//! something new if the set changed in a way that concerns the file: the
//! file itself changed, or a name of the file that the other files used is
//! no longer used there (a function, a type, a macro that nothing else
//! needs any more may now go). A file for which neither holds is
//! *settled*, and a round skips it,
//! which spares a full unproductive run of its passes (the token ddmin
//! among them) per round. Names are words: runs of ASCII letters, digits
//! and `_`, and of non-ASCII bytes, so the rule needs no grammar.

use std::collections::{BTreeMap, BTreeSet};

use whittle_core::files::FileSet;

/// What the set looks like from one file's side.
#[derive(Clone, Debug)]
pub struct Snapshot {
    bytes: Vec<u8>,
    /// The file's words that the other files held.
    used_elsewhere: BTreeSet<Vec<u8>>,
}

/// The settled files of a set's reduction, by path.
#[derive(Clone, Debug, Default)]
pub struct Settled {
    entries: BTreeMap<String, Snapshot>,
    words: WordIndex,
}

impl Settled {
    /// The set seen from the file at `path`, none if it has no such file.
    pub fn snapshot(&mut self, set: &FileSet, path: &str) -> Option<Snapshot> {
        let file = set.get(path)?;
        self.words.sync(set);
        Some(Snapshot {
            bytes: file.bytes.clone(),
            used_elsewhere: self.words.used_elsewhere(path),
        })
    }

    /// Books a reduction of the file at `path` that began when the set was
    /// as `before` saw it: one that removed nothing settles the file there,
    /// one that removed something unsettles it.
    pub fn record(&mut self, path: &str, before: Option<Snapshot>, removed_something: bool) {
        match before {
            Some(snapshot) if !removed_something => {
                self.entries.insert(path.to_string(), snapshot);
            }
            _ => {
                self.entries.remove(path);
            }
        }
    }

    /// Whether the file at `path` is settled in `set`: unchanged since its
    /// reduction removed nothing, and every word of it that the other files
    /// held then they still hold.
    pub fn is_settled(&mut self, set: &FileSet, path: &str) -> bool {
        let (Some(entry), Some(file)) = (self.entries.get(path), set.get(path)) else {
            return false;
        };
        if entry.bytes != file.bytes {
            return false;
        }
        self.words.sync(set);
        // The file is unchanged, so it holds each of these words itself:
        // another file holds it too when more than one does.
        entry
            .used_elsewhere
            .iter()
            .all(|word| self.words.holders(word) > 1)
    }
}

/// Which words each file holds, and how many files hold each word: kept in
/// step with the set file by file, so that a round, in which one file
/// changes at a time, reads each file's words once rather than every other
/// file's for each file.
#[derive(Clone, Debug, Default)]
struct WordIndex {
    files: BTreeMap<String, IndexedFile>,
    holders: BTreeMap<Vec<u8>, usize>,
}

#[derive(Clone, Debug)]
struct IndexedFile {
    bytes: Vec<u8>,
    words: BTreeSet<Vec<u8>>,
}

impl WordIndex {
    /// Brings the index to `set`: files gone are forgotten, files new or
    /// changed are read again.
    fn sync(&mut self, set: &FileSet) {
        let gone: Vec<String> = self
            .files
            .keys()
            .filter(|path| set.get(path).is_none())
            .cloned()
            .collect();
        for path in gone {
            self.forget(&path);
        }
        for file in set.files() {
            if self
                .files
                .get(&file.path)
                .is_some_and(|indexed| indexed.bytes == file.bytes)
            {
                continue;
            }
            self.forget(&file.path);
            let words: BTreeSet<Vec<u8>> = words(&file.bytes).map(<[u8]>::to_vec).collect();
            for word in &words {
                *self.holders.entry(word.clone()).or_default() += 1;
            }
            let indexed = IndexedFile {
                bytes: file.bytes.clone(),
                words,
            };
            self.files.insert(file.path.clone(), indexed);
        }
    }

    fn forget(&mut self, path: &str) {
        let Some(indexed) = self.files.remove(path) else {
            return;
        };
        for word in indexed.words {
            if let Some(count) = self.holders.get_mut(&word) {
                *count -= 1;
                if *count == 0 {
                    self.holders.remove(&word);
                }
            }
        }
    }

    /// How many files hold `word`.
    fn holders(&self, word: &[u8]) -> usize {
        self.holders.get(word).copied().unwrap_or(0)
    }

    /// The words of the file at `path` that other files hold too.
    fn used_elsewhere(&self, path: &str) -> BTreeSet<Vec<u8>> {
        self.files.get(path).map_or_else(BTreeSet::new, |file| {
            file.words
                .iter()
                .filter(|word| self.holders(word) > 1)
                .cloned()
                .collect()
        })
    }
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// The words of `bytes`, in order.
fn words(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes
        .split(|&b| !is_word_byte(b))
        .filter(|word| !word.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::text_set as set;

    #[test]
    fn a_file_whose_reduction_removed_something_is_not_settled() {
        let s = set(&[
            ("a.c", "int f(void);"),
            ("b.c", "int g(void) { return f(); }"),
        ]);
        let mut settled = Settled::default();
        let snapshot = settled.snapshot(&s, "a.c");
        settled.record("a.c", snapshot, true);
        assert!(!settled.is_settled(&s, "a.c"));
        let snapshot = settled.snapshot(&s, "a.c");
        settled.record("a.c", snapshot, false);
        assert!(settled.is_settled(&s, "a.c"));
        let snapshot = settled.snapshot(&s, "a.c");
        settled.record("a.c", snapshot, true);
        assert!(
            !settled.is_settled(&s, "a.c"),
            "a later productive run unsettles it"
        );
    }

    #[test]
    fn changes_elsewhere_that_do_not_touch_the_files_words_keep_it_settled() {
        let before = set(&[
            ("a.c", "int f(void);"),
            ("b.c", "int g(void) { return f(); }\nint h;"),
            ("README", "notes"),
        ]);
        let mut settled = Settled::default();
        let snapshot = settled.snapshot(&before, "a.c");
        settled.record("a.c", snapshot, false);
        let after = set(&[
            ("a.c", "int f(void);"),
            ("b.c", "int g(void) { return f(); }"),
        ]);
        assert!(settled.is_settled(&after, "a.c"));
        // Fewer or more uses of its names, while some remain, keep it too.
        let fewer = set(&[
            ("a.c", "int f(void);"),
            (
                "b.c",
                "int g(void) { return f(); }\nint k(void) { return f(); }",
            ),
        ]);
        let snapshot = settled.snapshot(&fewer, "a.c");
        settled.record("a.c", snapshot, false);
        assert!(settled.is_settled(&after, "a.c"));
        let more = set(&[
            ("a.c", "int f(void);"),
            ("b.c", "int g(void) { return f() + f(); }"),
        ]);
        assert!(settled.is_settled(&more, "a.c"));
    }

    #[test]
    fn a_name_no_longer_used_elsewhere_or_a_change_to_it_unsettle_a_file() {
        let before = set(&[
            ("a.c", "int f(void);"),
            ("b.c", "int g(void) { return f(); }"),
        ]);
        let mut settled = Settled::default();
        let snapshot = settled.snapshot(&before, "a.c");
        settled.record("a.c", snapshot, false);
        let call_gone = set(&[
            ("a.c", "int f(void);"),
            ("b.c", "int g(void) { return 0; }"),
        ]);
        assert!(!settled.is_settled(&call_gone, "a.c"));
        let file_gone = set(&[("a.c", "int f(void);")]);
        assert!(!settled.is_settled(&file_gone, "a.c"));
        let changed = set(&[("a.c", "int f();"), ("b.c", "int g(void) { return f(); }")]);
        assert!(!settled.is_settled(&changed, "a.c"));
        assert!(!settled.is_settled(&before, "b.c"), "never recorded");
    }

    /// The words of the file at `path` that the other files hold, read
    /// from every file afresh.
    fn used_elsewhere_afresh(set: &FileSet, path: &str) -> BTreeSet<Vec<u8>> {
        let own: BTreeSet<&[u8]> = words(&set.get(path).unwrap().bytes).collect();
        set.files()
            .iter()
            .filter(|f| f.path != path)
            .flat_map(|f| words(&f.bytes))
            .filter(|word| own.contains(word))
            .map(<[u8]>::to_vec)
            .collect()
    }

    #[test]
    fn the_word_index_follows_files_that_change_come_and_go() {
        let sets = [
            set(&[("a.h", "int f; int g;"), ("b.c", "f g f"), ("c.c", "g h")]),
            set(&[("a.h", "int f; int g;"), ("b.c", "f"), ("c.c", "g h")]),
            set(&[("a.h", "int f; int g;"), ("c.c", "h")]),
            set(&[("a.h", "int g;"), ("c.c", "h"), ("d.c", "int g h")]),
            set(&[("a.h", "int g;")]),
        ];
        let mut index = WordIndex::default();
        for set in &sets {
            index.sync(set);
            for file in set.files() {
                assert_eq!(
                    index.used_elsewhere(&file.path),
                    used_elsewhere_afresh(set, &file.path),
                    "{} in {:?}",
                    file.path,
                    set.files()
                );
            }
        }
        assert_eq!(index.files.len(), 1);
        assert_eq!(index.holders(b"h"), 0, "words of files gone are forgotten");
        assert_eq!(index.holders(b"g"), 1);
    }

    #[test]
    fn words_are_identifiers_numbers_and_non_ascii_runs() {
        let found: Vec<&[u8]> = words("x1 = foo_bar(2) + ñame;".as_bytes()).collect();
        assert_eq!(
            found,
            [&b"x1"[..], b"foo_bar", b"2", "ñame".as_bytes()].to_vec()
        );
    }
}
