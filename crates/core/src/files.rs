//! A test case made of files: an ordered set of (path, bytes).
//!
//! The engine reduces bytes, so a file set travels through it encoded: a
//! header line, then for each file (sorted by path) a line with its length
//! and path, and its bytes. The encoding is canonical (one set, one
//! encoding), so the cache sees a set once however a candidate was made,
//! and it is cheap to hash. Shells turn it back into files (a folder for a
//! script, an archive for an endpoint, an object for a JavaScript oracle).
//!
//! Paths are relative, `/`-separated and checked here once for every
//! shell: no absolute path, no `..`, `.` or empty component, no backslash,
//! newline or NUL. [`Limits`] are the bounds every shell applies to a set it
//! reads.

use std::borrow::Cow;
use std::fmt;

use crate::{Atoms, Candidate};

/// What every encoded set starts with.
pub const MAGIC: &[u8] = b"whittle-files/1\n";

/// One file of a set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

impl SetFile {
    pub fn new(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> SetFile {
        SetFile {
            path: path.into(),
            bytes: bytes.into(),
        }
    }
}

/// Files sorted by path, each path once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileSet {
    files: Vec<SetFile>,
}

/// Why a set of files cannot be made or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileSetError {
    /// A path the rules refuse, and why.
    BadPath { path: String, why: &'static str },
    /// The same path twice.
    Duplicate(String),
    /// Bytes that are not an encoded set.
    NotEncoded(&'static str),
    /// Over a limit: what and by how much.
    TooLarge(String),
}

impl fmt::Display for FileSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileSetError::BadPath { path, why } => write!(f, "the path {path:?} {why}"),
            FileSetError::Duplicate(path) => write!(f, "the path {path:?} is given twice"),
            FileSetError::NotEncoded(why) => write!(f, "not an encoded set of files: {why}"),
            FileSetError::TooLarge(what) => f.write_str(what),
        }
    }
}

impl std::error::Error for FileSetError {}

/// Checks a path against the rules every shell applies.
pub fn check_path(path: &str) -> Result<(), FileSetError> {
    let bad = |why| {
        Err(FileSetError::BadPath {
            path: path.to_string(),
            why,
        })
    };
    if path.is_empty() {
        return bad("is empty");
    }
    if path.len() > 1024 {
        return bad("is longer than 1024 bytes");
    }
    if path.starts_with('/') {
        return bad("is absolute");
    }
    if path.contains(['\\', '\n', '\r', '\0']) {
        return bad("contains a backslash, a line break or a NUL");
    }
    for component in path.split('/') {
        match component {
            "" => return bad("has an empty component"),
            "." | ".." => return bad("has a `.` or `..` component"),
            _ => {}
        }
    }
    Ok(())
}

/// Bounds on a set a shell reads (a folder, an archive, dropped files).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub max_files: usize,
    pub max_file_bytes: usize,
    pub max_total_bytes: usize,
}

impl Limits {
    /// The bounds both faces use unless told otherwise.
    pub const DEFAULT: Limits = Limits {
        max_files: 2_000,
        max_file_bytes: 16 << 20,
        max_total_bytes: 64 << 20,
    };

    /// Whether one more file of `bytes` fits after `files` files of
    /// `total` bytes; the error says which limit and how to raise it.
    pub fn admit(
        &self,
        files: usize,
        total: usize,
        path: &str,
        bytes: usize,
    ) -> Result<(), FileSetError> {
        if files + 1 > self.max_files {
            return Err(FileSetError::TooLarge(format!(
                "more than {} files (the limit on files in a set)",
                self.max_files
            )));
        }
        if bytes > self.max_file_bytes {
            return Err(FileSetError::TooLarge(format!(
                "{path} has {bytes} bytes, over the limit of {} bytes a file",
                self.max_file_bytes
            )));
        }
        if total + bytes > self.max_total_bytes {
            return Err(FileSetError::TooLarge(format!(
                "the files add up to more than {} bytes (the limit on a set)",
                self.max_total_bytes
            )));
        }
        Ok(())
    }
}

impl FileSet {
    /// A set of `files`, sorted by path; every path is checked.
    pub fn new(mut files: Vec<SetFile>) -> Result<FileSet, FileSetError> {
        for file in &files {
            check_path(&file.path)?;
        }
        files.sort_by(|a, b| a.path.cmp(&b.path));
        if let Some(pair) = files.windows(2).find(|w| w[0].path == w[1].path) {
            return Err(FileSetError::Duplicate(pair[0].path.clone()));
        }
        Ok(FileSet { files })
    }

    pub fn files(&self) -> &[SetFile] {
        &self.files
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The file at `path`, if the set has it.
    pub fn get(&self, path: &str) -> Option<&SetFile> {
        self.files
            .binary_search_by(|f| f.path.as_str().cmp(path))
            .ok()
            .map(|i| &self.files[i])
    }

    /// The bytes of every file together (what a person calls its size).
    pub fn total_bytes(&self) -> usize {
        self.files.iter().map(|f| f.bytes.len()).sum()
    }

    /// The canonical encoding (see the module's comment).
    pub fn encode(&self) -> Vec<u8> {
        encode_files(
            self.files
                .iter()
                .map(|f| (f.path.as_str(), f.bytes.as_slice())),
        )
    }

    /// Reads an encoding back; anything but a well-formed one is refused.
    pub fn decode(bytes: &[u8]) -> Result<FileSet, FileSetError> {
        let files = entries(bytes)?
            .into_iter()
            .map(|(path, body)| SetFile::new(path, body))
            .collect();
        let set = FileSet::new(files)?;
        if set.encode() != bytes {
            return Err(FileSetError::NotEncoded("the files are not in path order"));
        }
        Ok(set)
    }

    /// The encoding of the set with file `index`'s bytes replaced, written
    /// directly (no copy of the set first): a file's reducer makes one per
    /// candidate.
    pub fn encode_replacing(&self, index: usize, bytes: &[u8]) -> Vec<u8> {
        encode_files(self.files.iter().enumerate().map(|(i, f)| {
            let body = if i == index {
                bytes
            } else {
                f.bytes.as_slice()
            };
            (f.path.as_str(), body)
        }))
    }

    /// The set with file `index`'s bytes replaced.
    pub fn with_bytes(&self, index: usize, bytes: Vec<u8>) -> FileSet {
        let mut files = self.files.clone();
        files[index].bytes = bytes;
        FileSet { files }
    }

    /// The set of the files at `kept` (ascending indices).
    pub fn keeping(&self, kept: impl IntoIterator<Item = usize>) -> FileSet {
        FileSet {
            files: kept.into_iter().map(|i| self.files[i].clone()).collect(),
        }
    }
}

/// The bytes of an encoding's files together, headers apart (what
/// [`FileSet::total_bytes`] gives for the set it decodes to).
pub fn encoded_total(bytes: &[u8]) -> Result<usize, FileSetError> {
    Ok(entries(bytes)?.iter().map(|(_, body)| body.len()).sum())
}

/// Whether a file's `bytes` reduce as bytes, without a parse: not UTF-8,
/// or with a NUL.
pub fn is_binary(bytes: &[u8]) -> bool {
    bytes.contains(&0) || std::str::from_utf8(bytes).is_err()
}

/// The (path, bytes) of an encoding, borrowed, in order. The header and
/// each file line are checked; the paths and their order are not (see
/// [`FileSet::decode`]): for readers that only look, such as a syntax check.
pub fn entries(bytes: &[u8]) -> Result<Vec<(&str, &[u8])>, FileSetError> {
    let mut rest = bytes
        .strip_prefix(MAGIC)
        .ok_or(FileSetError::NotEncoded("no header"))?;
    let mut files = Vec::new();
    while !rest.is_empty() {
        let line_end = rest
            .iter()
            .position(|&b| b == b'\n')
            .ok_or(FileSetError::NotEncoded("a file line has no end"))?;
        let line = std::str::from_utf8(&rest[..line_end])
            .map_err(|_| FileSetError::NotEncoded("a file line is not UTF-8"))?;
        let (len, path) = line
            .split_once(' ')
            .ok_or(FileSetError::NotEncoded("a file line has no path"))?;
        let len: usize = len
            .parse()
            .map_err(|_| FileSetError::NotEncoded("a file length is not a number"))?;
        let body = &rest[line_end + 1..];
        if body.len() < len {
            return Err(FileSetError::NotEncoded("a file is cut short"));
        }
        files.push((path, &body[..len]));
        rest = &body[len..];
    }
    Ok(files)
}

/// The encoding of files already in path order.
fn encode_files<'a>(files: impl Iterator<Item = (&'a str, &'a [u8])>) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    for (path, bytes) in files {
        out.extend_from_slice(format!("{} {path}\n", bytes.len()).as_bytes());
        out.extend_from_slice(bytes);
    }
    out
}

/// The files of a set as atoms for a list minimiser (ddmin removes whole
/// files), in an order the host chooses: atom `i` is file `order[i]`.
/// Candidates keep the set's path order whatever the atom order.
pub struct FileAtoms {
    set: FileSet,
    order: Vec<usize>,
}

impl FileAtoms {
    /// `order` is a permutation of the set's file indices.
    pub fn new(set: FileSet, order: Vec<usize>) -> FileAtoms {
        debug_assert_eq!(order.len(), set.len());
        FileAtoms { set, order }
    }

    /// The set of the files at atoms `kept`.
    pub fn set_of(&self, kept: impl IntoIterator<Item = u32>) -> FileSet {
        let mut files: Vec<usize> = kept.into_iter().map(|a| self.order[a as usize]).collect();
        files.sort_unstable();
        self.set.keeping(files)
    }
}

impl Atoms for FileAtoms {
    fn count(&self) -> usize {
        self.order.len()
    }

    fn candidate(&self, kept: &mut dyn Iterator<Item = u32>) -> Candidate {
        let set = self.set_of(kept);
        Candidate {
            units: set.len(),
            content: set.encode(),
        }
    }

    fn noun(&self) -> Cow<'static, str> {
        Cow::Borrowed("files")
    }

    fn pass(&self) -> Cow<'static, str> {
        Cow::Borrowed("files")
    }

    fn weight(&self, index: u32) -> u64 {
        self.set.files[self.order[index as usize]].bytes.len() as u64 + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> FileSet {
        FileSet::new(vec![
            SetFile::new("src/main.c", "#include \"a.h\"\nint main;\n"),
            SetFile::new("README", "read me\n"),
            SetFile::new("a.h", ""),
        ])
        .unwrap()
    }

    #[test]
    fn encoding_is_canonical_and_round_trips() {
        let s = set();
        let paths: Vec<_> = s.files().iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["README", "a.h", "src/main.c"]);
        let bytes = s.encode();
        assert!(bytes.starts_with(MAGIC));
        assert_eq!(FileSet::decode(&bytes).unwrap(), s);
        let mut reversed = s.files().to_vec();
        reversed.reverse();
        assert_eq!(FileSet::new(reversed).unwrap().encode(), bytes);
        assert_eq!(s.total_bytes(), 25 + 8);
        assert_eq!(FileSet::decode(MAGIC).unwrap(), FileSet::default());
    }

    #[test]
    fn a_replaced_file_encodes_as_the_set_with_that_file() {
        let s = set();
        let direct = s.encode_replacing(1, b"#define A 1\n");
        assert_eq!(direct, s.with_bytes(1, b"#define A 1\n".to_vec()).encode());
        let read = entries(&direct).unwrap();
        assert_eq!(read[1], ("a.h", &b"#define A 1\n"[..]));
        assert_eq!(read.len(), 3);
    }

    #[test]
    fn file_bytes_may_hold_anything_even_the_header() {
        let body = [MAGIC, b"3 x\nabc\0\n\xff"].concat();
        let s = FileSet::new(vec![SetFile::new("bin", body.clone())]).unwrap();
        assert_eq!(FileSet::decode(&s.encode()).unwrap().files()[0].bytes, body);
    }

    #[test]
    fn bad_encodings_are_refused() {
        let good = set().encode();
        assert!(FileSet::decode(b"int main;").is_err());
        assert!(FileSet::decode(&good[..good.len() - 1]).is_err());
        let unsorted = [MAGIC, b"1 b\nx1 a\ny"].concat();
        assert_eq!(
            FileSet::decode(&unsorted),
            Err(FileSetError::NotEncoded("the files are not in path order"))
        );
        let escaping = [MAGIC, b"1 ../x\ny"].concat();
        assert!(matches!(
            FileSet::decode(&escaping),
            Err(FileSetError::BadPath { .. })
        ));
    }

    #[test]
    fn paths_must_stay_inside_the_set() {
        for bad in [
            "",
            "/etc/passwd",
            "../x",
            "a/../b",
            "a//b",
            "./a",
            "a/",
            "a\\b",
            "a\nb",
        ] {
            assert!(check_path(bad).is_err(), "{bad:?}");
        }
        for good in ["a", "src/a.c", ".hidden", "a..b", "dir/.x/y z"] {
            assert!(check_path(good).is_ok(), "{good:?}");
        }
        let twice = FileSet::new(vec![SetFile::new("a", "1"), SetFile::new("a", "2")]);
        assert_eq!(twice, Err(FileSetError::Duplicate("a".into())));
    }

    #[test]
    fn limits_name_what_they_bound() {
        let limits = Limits {
            max_files: 2,
            max_file_bytes: 10,
            max_total_bytes: 15,
        };
        assert!(limits.admit(0, 0, "a", 10).is_ok());
        let too_big = limits.admit(0, 0, "a", 11).unwrap_err().to_string();
        assert!(too_big.contains("a has 11 bytes"), "{too_big}");
        assert!(limits
            .admit(1, 10, "b", 6)
            .unwrap_err()
            .to_string()
            .contains("add up"));
        assert!(limits
            .admit(2, 0, "c", 1)
            .unwrap_err()
            .to_string()
            .contains("files"));
    }

    #[test]
    fn file_atoms_keep_path_order_whatever_the_atom_order() {
        let s = set();
        // Atoms: src/main.c, README, a.h.
        let atoms = FileAtoms::new(s.clone(), vec![2, 0, 1]);
        let candidate = atoms.candidate(&mut [2u32, 0].into_iter());
        let kept = FileSet::decode(&candidate.content).unwrap();
        let paths: Vec<_> = kept.files().iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["a.h", "src/main.c"]);
        assert_eq!(candidate.units, 2);
        assert_eq!(atoms.weight(0), 26);
    }
}
