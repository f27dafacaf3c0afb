//! What `whittle reduce` reduces: one file's bytes, or a folder's files
//! (a set, encoded for the engine: `whittle_core::files`), and how each is
//! read, named in messages and written back.

use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Context, Result};
use serde::Serialize;
use whittle_core::files::{FileSet, FileSetError, Limits};
use whittle_exec::folder::{read_folder, write_folder_atomically, FolderError};

/// The input as the engine sees it.
pub struct TestCase {
    /// What the engine reduces: the file's bytes, or the encoded set.
    pub bytes: Vec<u8>,
    /// The folder's files, for a folder.
    pub folder: Option<FileSet>,
}

impl TestCase {
    /// Reads `path`: a folder within `limits`, or a file.
    pub fn read(path: &Path, limits: &Limits) -> Result<TestCase> {
        if path.is_dir() {
            let set = read_folder(path, limits).map_err(|e| {
                let hint = match e {
                    FolderError::Set(FileSetError::TooLarge(_)) => {
                        " (raise the limits with --max-files and --max-bytes)"
                    }
                    _ => "",
                };
                anyhow!("cannot reduce the folder {}: {e}{hint}", path.display())
            })?;
            return Ok(TestCase {
                bytes: set.encode(),
                folder: Some(set),
            });
        }
        let bytes =
            std::fs::read(path).with_context(|| format!("cannot read input {}", path.display()))?;
        Ok(TestCase {
            bytes,
            folder: None,
        })
    }

    pub fn is_folder(&self) -> bool {
        self.folder.is_some()
    }

    /// The sizes people read, before and after (bytes, or files and the
    /// bytes of their contents for a folder), and the share removed.
    pub fn summary(&self, result: &[u8]) -> (String, String, f64) {
        let (before, after) = match (&self.folder, FileSet::decode(result)) {
            (Some(input), Ok(result)) => {
                let describe = |set: &FileSet| {
                    let files = if set.len() == 1 { "file" } else { "files" };
                    format!("{} {files}, {} bytes", set.len(), set.total_bytes())
                };
                let removed = share_removed(input.total_bytes(), result.total_bytes());
                return (describe(input), describe(&result), removed);
            }
            _ => (self.bytes.len(), result.len()),
        };
        (
            before.to_string(),
            format!("{after} bytes"),
            share_removed(before, after),
        )
    }

    /// Each file of a folder before and after, for `--stats`.
    pub fn file_records(&self, result: &[u8]) -> Option<Vec<FileRecord>> {
        let before = self.folder.as_ref()?;
        let after = FileSet::decode(result).ok()?;
        Some(
            before
                .files()
                .iter()
                .map(|file| FileRecord {
                    path: file.path.clone(),
                    bytes: file.bytes.len(),
                    kept: after.get(&file.path).map(|f| f.bytes.len()),
                })
                .collect(),
        )
    }
}

fn share_removed(before: usize, after: usize) -> f64 {
    100.0 * (1.0 - after as f64 / before.max(1) as f64)
}

/// One file of a folder in `--stats`: its bytes, and its bytes in the
/// result (`null` when it was removed or inlined).
#[derive(Serialize)]
pub struct FileRecord {
    pub path: String,
    pub bytes: usize,
    pub kept: Option<usize>,
}

/// `dir/name.c` becomes `dir/name.reduced.c`; `dir/name` (a file without
/// extension, or a folder) becomes `dir/name.reduced`.
pub fn default_output(input: &Path, folder: bool) -> PathBuf {
    let name = input.file_name().unwrap_or_default().to_string_lossy();
    if folder {
        return input.with_file_name(format!("{name}.reduced"));
    }
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match input.extension() {
        Some(ext) => format!("{stem}.reduced.{}", ext.to_string_lossy()),
        None => format!("{stem}.reduced"),
    };
    input.with_file_name(name)
}

/// Writes a folder's result as the folder `output`, replacing it whole.
pub fn write_folder_result(input: &Path, output: &Path, result: &[u8]) -> Result<()> {
    if output.canonicalize().ok() == input.canonicalize().ok() || output.starts_with(input) {
        bail!(
            "the output {} would overwrite the input folder; the input folder is never changed",
            output.display()
        );
    }
    let set = FileSet::decode(result).context("the result is not a set of files")?;
    write_folder_atomically(output, &set)
        .with_context(|| format!("cannot write the output folder {}", output.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_output_keeps_the_extension_and_names_folders_whole() {
        assert_eq!(
            default_output(Path::new("a/crash.c"), false),
            Path::new("a/crash.reduced.c")
        );
        assert_eq!(
            default_output(Path::new("notes"), false),
            Path::new("notes.reduced")
        );
        assert_eq!(
            default_output(Path::new("a/bug.v2"), true),
            Path::new("a/bug.v2.reduced")
        );
    }

    #[test]
    fn a_folder_is_never_its_own_output() {
        let dir = tempfile::tempdir().unwrap();
        let set = FileSet::default().encode();
        let err = write_folder_result(dir.path(), dir.path(), &set).unwrap_err();
        assert!(err.to_string().contains("never changed"), "{err}");
        let inside = dir.path().join("out");
        assert!(write_folder_result(dir.path(), &inside, &set).is_err());
    }
}
