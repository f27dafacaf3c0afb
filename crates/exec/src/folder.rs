//! Folders as sets of files: reading a test case's folder with the checks
//! every shell applies (limits, no symlink out of the folder, no special
//! files, names as UTF-8), and writing a set out again.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use whittle_core::files::{FileSet, FileSetError, Limits, SetFile};

/// Why a folder cannot be read as a test case.
#[derive(Debug)]
pub enum FolderError {
    Io(PathBuf, io::Error),
    /// A symbolic link whose target is outside the folder (or missing).
    LinkOut(PathBuf),
    /// A symbolic link to a folder (its files would be there twice).
    LinkToFolder(PathBuf),
    /// A FIFO, socket or device.
    Special(PathBuf),
    NotUtf8(PathBuf),
    Empty(PathBuf),
    Set(FileSetError),
}

impl fmt::Display for FolderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FolderError::Io(path, e) => write!(f, "cannot read {}: {e}", path.display()),
            FolderError::LinkOut(path) => write!(
                f,
                "{} is a symbolic link that leads out of the folder (or nowhere); \
                 copy what it points to into the folder, or remove it",
                path.display()
            ),
            FolderError::LinkToFolder(path) => write!(
                f,
                "{} is a symbolic link to a folder; only links to files are followed",
                path.display()
            ),
            FolderError::Special(path) => write!(
                f,
                "{} is not a regular file (a FIFO, socket or device); remove it from the folder",
                path.display()
            ),
            FolderError::NotUtf8(path) => {
                write!(f, "{} has a name that is not UTF-8", path.display())
            }
            FolderError::Empty(path) => write!(f, "the folder {} has no files", path.display()),
            FolderError::Set(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FolderError {}

/// Reads every file under `root` (in name order, so the set does not
/// depend on the file system's order) within `limits`.
pub fn read_folder(root: &Path, limits: &Limits) -> Result<FileSet, FolderError> {
    let io_error = |path: &Path| {
        let path = path.to_path_buf();
        move |e| FolderError::Io(path, e)
    };
    let canonical_root = root.canonicalize().map_err(io_error(root))?;
    let mut files = Vec::new();
    let mut total = 0;
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        let dir = root.join(&relative);
        let mut entries: Vec<_> = std::fs::read_dir(&dir)
            .map_err(io_error(&dir))?
            .collect::<Result<_, _>>()
            .map_err(io_error(&dir))?;
        entries.sort_by_key(|e| e.file_name());
        let mut subdirs = Vec::new();
        for entry in entries {
            let full = entry.path();
            let name = relative.join(entry.file_name());
            let kind = entry.file_type().map_err(io_error(&full))?;
            let is_file = if kind.is_symlink() {
                let target = full
                    .canonicalize()
                    .map_err(|_| FolderError::LinkOut(full.clone()))?;
                if !target.starts_with(&canonical_root) {
                    return Err(FolderError::LinkOut(full));
                }
                let meta = std::fs::metadata(&target).map_err(io_error(&full))?;
                if meta.is_dir() {
                    return Err(FolderError::LinkToFolder(full));
                }
                meta.is_file()
            } else if kind.is_dir() {
                subdirs.push(name);
                continue;
            } else {
                kind.is_file()
            };
            if !is_file {
                return Err(FolderError::Special(full));
            }
            let path = name
                .to_str()
                .ok_or_else(|| FolderError::NotUtf8(full.clone()))?
                .to_string();
            let size = std::fs::metadata(&full).map_err(io_error(&full))?.len() as usize;
            limits
                .admit(files.len(), total, &path, size)
                .map_err(FolderError::Set)?;
            let bytes = std::fs::read(&full).map_err(io_error(&full))?;
            total += bytes.len();
            files.push(SetFile::new(path, bytes));
        }
        // Depth first, in name order.
        pending.extend(subdirs.into_iter().rev());
    }
    if files.is_empty() {
        return Err(FolderError::Empty(root.to_path_buf()));
    }
    FileSet::new(files).map_err(FolderError::Set)
}

/// Writes `set` under `root` (which must exist), making its folders.
pub fn write_set(root: &Path, set: &FileSet) -> io::Result<()> {
    for file in set.files() {
        let path = root.join(&file.path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&path, &file.bytes)?;
    }
    Ok(())
}

/// Replaces the folder `dest` by `set` as one step: the set is written
/// into a new folder beside it, the old one (if any) moved aside, the new
/// one renamed into place, and the old one removed.
pub fn write_folder_atomically(dest: &Path, set: &FileSet) -> io::Result<()> {
    let parent = match dest.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let fresh = tempfile::Builder::new()
        .prefix(".whittle-out-")
        .tempdir_in(parent)?;
    write_set(fresh.path(), set)?;
    let fresh = fresh.keep();
    let old = if dest.exists() {
        let aside = tempfile::Builder::new()
            .prefix(".whittle-old-")
            .tempdir_in(parent)?
            .keep();
        std::fs::remove_dir(&aside)?;
        std::fs::rename(dest, &aside)?;
        Some(aside)
    } else {
        None
    };
    std::fs::rename(&fresh, dest)?;
    if let Some(old) = old {
        if old.is_dir() {
            std::fs::remove_dir_all(old)?;
        } else {
            std::fs::remove_file(old)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits::DEFAULT
    }

    #[test]
    fn a_folder_reads_in_name_order_with_its_subfolders() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("src/inc")).unwrap();
        std::fs::write(dir.path().join("src/main.c"), "int main;").unwrap();
        std::fs::write(dir.path().join("src/inc/a.h"), "").unwrap();
        std::fs::write(dir.path().join("README"), "x").unwrap();
        std::os::unix::fs::symlink("main.c", dir.path().join("src/link.c")).unwrap();
        let set = read_folder(dir.path(), &limits()).unwrap();
        let paths: Vec<_> = set.files().iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["README", "src/inc/a.h", "src/link.c", "src/main.c"]);
        assert_eq!(set.get("src/link.c").unwrap().bytes, b"int main;");
    }

    #[test]
    fn what_leaves_the_folder_or_is_no_file_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.c"), "a").unwrap();
        std::os::unix::fs::symlink("/etc/passwd", dir.path().join("passwd")).unwrap();
        let err = read_folder(dir.path(), &limits()).unwrap_err();
        assert!(matches!(err, FolderError::LinkOut(_)), "{err}");
        assert!(err.to_string().contains("leads out of the folder"));
        std::fs::remove_file(dir.path().join("passwd")).unwrap();
        std::os::unix::fs::symlink("nowhere", dir.path().join("dangling")).unwrap();
        assert!(matches!(
            read_folder(dir.path(), &limits()),
            Err(FolderError::LinkOut(_))
        ));
        std::fs::remove_file(dir.path().join("dangling")).unwrap();
        let fifo = dir.path().join("fifo");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo(3) on a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        assert!(matches!(
            read_folder(dir.path(), &limits()),
            Err(FolderError::Special(_))
        ));
    }

    #[test]
    fn an_empty_folder_and_one_over_the_limits_say_so() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("empty")).unwrap();
        let err = read_folder(dir.path(), &limits()).unwrap_err().to_string();
        assert!(err.contains("has no files"), "{err}");
        for i in 0..5 {
            std::fs::write(dir.path().join(format!("f{i}")), "x").unwrap();
        }
        let small = Limits {
            max_files: 4,
            ..Limits::DEFAULT
        };
        let err = read_folder(dir.path(), &small).unwrap_err().to_string();
        assert!(err.contains("more than 4 files"), "{err}");
    }

    #[test]
    fn a_set_replaces_a_folder_whole() {
        let dir = tempfile::tempdir().unwrap();
        let dest = dir.path().join("out");
        std::fs::create_dir(&dest).unwrap();
        std::fs::write(dest.join("stale"), "old").unwrap();
        let set = FileSet::new(vec![SetFile::new("a/b.c", "b")]).unwrap();
        write_folder_atomically(&dest, &set).unwrap();
        assert_eq!(read_folder(&dest, &limits()).unwrap(), set);
        let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(leftovers.len(), 1);
    }
}
