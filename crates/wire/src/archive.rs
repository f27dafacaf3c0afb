//! Sets of files as tar archives: what `whittle serve` accepts for a test
//! case made of files (`Content-Type: application/x-tar`), what `whittle
//! reduce --endpoint` and the playground's worker send, and what the
//! playground reads from a dropped `.tar` or `.tar.gz`. No I/O: archives
//! are bytes in memory, so the wasm builds share it.
//!
//! Tar, not zip: it streams with no index to seek, any tool reads it
//! (`tar -x`), a writer is a few lines in the browser, and a set's archive
//! is deterministic (every header field fixed but the name and size).
//! Reading applies the set's rules (`whittle_core::files`): relative paths
//! with no `..`, regular files only, within the limits.

use std::fmt;
use std::io::{self, Read};

use whittle_core::files::{FileSet, FileSetError, Limits, SetFile};

/// The media type of a set's archive.
pub const TAR_TYPE: &str = "application/x-tar";

/// Why an archive is not a set of files.
#[derive(Debug)]
pub enum ArchiveError {
    Io(io::Error),
    /// A link, device or other entry that is not a regular file or folder.
    NotAFile(String),
    Set(FileSetError),
}

impl fmt::Display for ArchiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArchiveError::Io(e) => write!(f, "not a readable tar archive: {e}"),
            ArchiveError::NotAFile(path) => write!(
                f,
                "{path:?} in the archive is a link or a special file; only files and folders are taken"
            ),
            ArchiveError::Set(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ArchiveError {}

/// The archive of `set`: ustar entries (GNU long names past 100 bytes),
/// mode 0644, owner 0, time 0, in path order.
pub fn set_to_tar(set: &FileSet) -> Vec<u8> {
    let mut builder = tar::Builder::new(Vec::new());
    for file in set.files() {
        let mut header = tar::Header::new_gnu();
        header.set_size(file.bytes.len() as u64);
        header.set_mode(0o644);
        header.set_mtime(0);
        header.set_uid(0);
        header.set_gid(0);
        header.set_entry_type(tar::EntryType::Regular);
        builder
            .append_data(&mut header, &file.path, file.bytes.as_slice())
            .expect("writing to memory cannot fail");
    }
    builder.into_inner().expect("writing to memory cannot fail")
}

/// The set an archive holds; folders are implied by paths, `./` prefixes
/// are dropped, and anything but files and folders is refused, as is a
/// path the set's rules refuse.
pub fn tar_to_set(bytes: &[u8], limits: &Limits) -> Result<FileSet, ArchiveError> {
    let files = tar_entries(bytes, limits)?;
    for (path, _) in &files {
        whittle_core::files::check_path(path).map_err(ArchiveError::Set)?;
    }
    FileSet::new(files.into_iter().map(|(p, b)| SetFile::new(p, b)).collect())
        .map_err(ArchiveError::Set)
}

/// The files of an archive as (path, bytes), in archive order (GNU and pax
/// long names read), within `limits`; paths are not checked.
pub fn tar_entries(bytes: &[u8], limits: &Limits) -> Result<Vec<(String, Vec<u8>)>, ArchiveError> {
    let mut archive = tar::Archive::new(bytes);
    let mut files = Vec::new();
    let mut total = 0;
    for entry in archive.entries().map_err(ArchiveError::Io)? {
        let mut entry = entry.map_err(ArchiveError::Io)?;
        let raw = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
        let path = raw
            .trim_start_matches("./")
            .trim_end_matches('/')
            .to_string();
        match entry.header().entry_type() {
            tar::EntryType::Directory => continue,
            tar::EntryType::Regular | tar::EntryType::Continuous => {}
            // pax and GNU metadata entries are read by `entries` itself.
            _ => return Err(ArchiveError::NotAFile(raw)),
        }
        let size = entry.size() as usize;
        limits
            .admit(files.len(), total, &path, size)
            .map_err(ArchiveError::Set)?;
        let mut content = Vec::with_capacity(size);
        entry.read_to_end(&mut content).map_err(ArchiveError::Io)?;
        total += content.len();
        files.push((path, content));
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> FileSet {
        let long = format!("{}/deep.c", "d".repeat(120));
        FileSet::new(vec![
            SetFile::new("src/main.c", "int main;"),
            SetFile::new("README", ""),
            SetFile::new(long, "x"),
            SetFile::new("bin", vec![0u8, 255, 10]),
        ])
        .unwrap()
    }

    #[test]
    fn a_set_survives_the_archive_and_the_archive_is_deterministic() {
        let archive = set_to_tar(&set());
        assert_eq!(archive, set_to_tar(&set()));
        assert_eq!(tar_to_set(&archive, &Limits::DEFAULT).unwrap(), set());
    }

    fn archive_with(path: &str, kind: tar::EntryType) -> Vec<u8> {
        let mut builder = tar::Builder::new(Vec::new());
        let mut header = tar::Header::new_gnu();
        header.set_entry_type(kind);
        header.set_size(if kind == tar::EntryType::Regular {
            1
        } else {
            0
        });
        header.set_mode(0o644);
        // set_path refuses `..`; a hostile archive writes the bytes itself.
        header.as_old_mut().name[..path.len()].copy_from_slice(path.as_bytes());
        if kind == tar::EntryType::Symlink {
            header.set_link_name("/etc/passwd").unwrap();
        }
        header.set_cksum();
        let data: &[u8] = if kind == tar::EntryType::Regular {
            b"x"
        } else {
            b""
        };
        builder.append(&header, data).unwrap();
        builder.into_inner().unwrap()
    }

    #[test]
    fn hostile_archives_are_refused() {
        let limits = Limits::DEFAULT;
        for path in ["../escape", "a/../../b", "/etc/passwd"] {
            let err = tar_to_set(&archive_with(path, tar::EntryType::Regular), &limits);
            assert!(matches!(err, Err(ArchiveError::Set(_))), "{path}: {err:?}");
        }
        let err = tar_to_set(&archive_with("link", tar::EntryType::Symlink), &limits);
        assert!(matches!(err, Err(ArchiveError::NotAFile(_))), "{err:?}");
        let ok = tar_to_set(&archive_with("./a/b.c", tar::EntryType::Regular), &limits).unwrap();
        assert_eq!(ok.files()[0].path, "a/b.c");
        let small = Limits {
            max_files: 1,
            ..limits
        };
        let err = tar_to_set(&set_to_tar(&set()), &small)
            .unwrap_err()
            .to_string();
        assert!(err.contains("more than 1 files"), "{err}");
        assert!(tar_to_set(b"not a tar archive at all", &limits).is_err());
        let whole = set_to_tar(&set());
        assert!(
            tar_to_set(&whole[..3 * 512 + 3], &limits).is_err(),
            "cut short"
        );
    }
}
