//! A test case made of files in the setup: several files, a folder or an
//! archive dropped or opened become one set, kept as its canonical encoding
//! (`whittle_core::files`), which is what the engine reduces, what a run's
//! result is, and what storage and share links hold (base64, as `binary`).

use whittle_core::files::{is_binary, FileSet, Limits, SetFile};

use super::Setup;
use crate::protocol::{InputFile, LanguageInfo};

/// What macOS and Windows leave in folders and archives: not the test case.
fn is_litter(path: &str) -> bool {
    path.starts_with("__MACOSX/")
        || matches!(
            path.rsplit('/').next(),
            Some(".DS_Store" | "Thumbs.db" | "desktop.ini")
        )
}

/// The set `files` make (paths as dropped or unpacked), and its name: a
/// single top folder all of them share is taken off the paths and names
/// the set; otherwise `fallback`. The error says which path or limit.
pub fn make_set(
    files: Vec<(String, Vec<u8>)>,
    fallback: &str,
) -> Result<(String, FileSet), String> {
    let files: Vec<_> = files
        .into_iter()
        .map(|(path, bytes)| (path.trim_start_matches("./").to_string(), bytes))
        .filter(|(path, _)| !path.is_empty() && !path.ends_with('/') && !is_litter(path))
        .collect();
    if files.is_empty() {
        return Err("no files in what was dropped or opened".into());
    }
    let top = files[0].0.split_once('/').map(|(top, _)| top.to_string());
    let (name, strip) = match top {
        Some(top)
            if files
                .iter()
                .all(|(p, _)| p.strip_prefix(&top).is_some_and(|r| r.starts_with('/'))) =>
        {
            let strip = top.len() + 1;
            (top, strip)
        }
        _ => (fallback.to_string(), 0),
    };
    let limits = Limits::DEFAULT;
    let mut total = 0;
    let mut set = Vec::with_capacity(files.len());
    for (count, (path, bytes)) in files.into_iter().enumerate() {
        let path = path[strip..].to_string();
        limits
            .admit(count, total, &path, bytes.len())
            .map_err(|e| e.to_string())?;
        total += bytes.len();
        set.push(SetFile::new(path, bytes));
    }
    let set = FileSet::new(set).map_err(|e| e.to_string())?;
    Ok((name, set))
}

impl Setup {
    /// The input's files when it is a set.
    pub fn file_set(&self) -> Option<FileSet> {
        self.files.as_deref().and_then(|b| FileSet::decode(b).ok())
    }

    pub fn is_set(&self) -> bool {
        self.files.is_some()
    }

    /// The size of `bytes`, a test case of this setup's kind, as the run's
    /// statistics count it: a set's files' bytes, headers apart.
    pub fn measure(&self, bytes: &[u8]) -> usize {
        match whittle_core::files::encoded_total(bytes) {
            Ok(total) if self.is_set() => total,
            _ => bytes.len(),
        }
    }

    /// The input's size as the run's statistics count it.
    pub fn input_size(&self) -> usize {
        self.measure(self.input_bytes())
    }

    /// Makes `set` the input, named `name` (a folder's or an archive's name).
    pub fn load_set(&mut self, name: String, set: &FileSet) {
        self.input = String::new();
        self.binary = None;
        self.files = Some(set.encode());
        self.file_name = Some(name);
        self.language = "auto".to_string();
    }

    /// The set's files as a run takes them.
    pub(super) fn run_files(&self) -> Vec<InputFile> {
        self.file_set().map_or_else(Vec::new, |set| {
            set.files().iter().map(InputFile::from).collect()
        })
    }

    /// A set's main language: that of its largest file with a language
    /// the playground knows (what the run and the editor say; each file
    /// still reduces in its own language: see [`Setup::set_engines`]).
    pub(super) fn set_language<'a>(
        &self,
        languages: &'a [LanguageInfo],
    ) -> Option<&'a LanguageInfo> {
        let set = self.file_set()?;
        set.files()
            .iter()
            .filter_map(|f| Some((f.bytes.len(), file_language(&f.path, languages)?)))
            // The first of the largest, in path order.
            .fold(
                None,
                |best: Option<(usize, &LanguageInfo)>, (size, l)| match best {
                    Some((s, _)) if s >= size => best,
                    _ => Some((size, l)),
                },
            )
            .map(|(_, l)| l)
    }

    /// The engine builds a set's files need, each once, sorted: those of
    /// the languages their names say (a file without a language, or one
    /// that is not text, reduces as lines or bytes in any engine). Empty
    /// for an input that is not a set.
    pub fn set_engines<'a>(&self, languages: &'a [LanguageInfo]) -> Vec<&'a str> {
        let Some(set) = self.file_set() else {
            return Vec::new();
        };
        let mut engines: Vec<&str> = set
            .files()
            .iter()
            .filter(|f| !is_binary(&f.bytes))
            .filter_map(|f| Some(file_language(&f.path, languages)?.engine.as_str()))
            .collect();
        engines.sort_unstable();
        engines.dedup();
        engines
    }
}

/// The language a file's name says, among `languages`.
pub fn file_language<'a>(path: &str, languages: &'a [LanguageInfo]) -> Option<&'a LanguageInfo> {
    let ext = path.rsplit('/').next()?.rsplit_once('.')?.1;
    languages
        .iter()
        .find(|l| l.extensions.iter().any(|e| e.eq_ignore_ascii_case(ext)))
}
