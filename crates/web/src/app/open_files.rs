//! Files the user opens or drops, read into the setup's input: one file as
//! it is; several files, a folder, or an archive (`.zip`, `.tar`,
//! `.tar.gz`, `.tgz`) as one set ([`Action::Files`]). Zip and gzip are
//! undone by the archive bundle (fflate, `www-src/editor/archive.js`),
//! loaded only then; tar is read here (`tar_read.rs`). Downloads of a set
//! are zipped by the same bundle.

use std::rc::Rc;

use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use super::download::download;
use super::state::{Action, State};

/// What was opened or dropped: each file's path (under a dropped folder)
/// and the file.
pub type Picked = Vec<(String, web_sys::File)>;

#[wasm_bindgen(raw_module = "../editor.js")]
extern "C" {
    #[wasm_bindgen(js_name = unzipFiles, catch)]
    async fn unzip_files(bytes: &[u8]) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_name = gunzipBytes, catch)]
    async fn gunzip_bytes(bytes: &[u8]) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_name = zipFiles, catch)]
    async fn zip_files(files: &JsValue) -> Result<JsValue, JsValue>;
}

/// The editor bundle's `[{ path, file }]` of a drop.
pub fn picked_from_js(value: &JsValue) -> Picked {
    let Some(list) = value.dyn_ref::<Array>() else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|item| {
            let path = Reflect::get(&item, &"path".into()).ok()?.as_string()?;
            let file = Reflect::get(&item, &"file".into()).ok()?.dyn_into().ok()?;
            Some((path, file))
        })
        .collect()
}

/// The files an `<input type=file multiple>` holds.
pub fn picked_from_list(list: &web_sys::FileList) -> Picked {
    (0..list.length())
        .filter_map(|i| list.get(i))
        .map(|file| (file.name(), file))
        .collect()
}

/// The kinds of archive a single opened file may be, by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Archive {
    Zip,
    Tar,
    TarGz,
}

/// The archive `name` says, and the set's name (the name without it).
pub fn archive_kind(name: &str) -> Option<(Archive, &str)> {
    let lower = name.to_ascii_lowercase();
    [
        (".tar.gz", Archive::TarGz),
        (".tgz", Archive::TarGz),
        (".tar", Archive::Tar),
        (".zip", Archive::Zip),
    ]
    .into_iter()
    .find(|(ext, _)| lower.ends_with(ext))
    .map(|(ext, kind)| (kind, &name[..name.len() - ext.len()]))
}

/// Reads what was picked and hands it to the page as one action.
pub fn open(dispatch: UseReducerDispatcher<State>, picked: Picked) {
    if picked.is_empty() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        dispatch.dispatch(read(picked).await.unwrap_or_else(Action::RunFailed));
    });
}

async fn read(picked: Picked) -> Result<Action, String> {
    let mut files = Vec::with_capacity(picked.len());
    for (path, file) in &picked {
        let file = gloo_file::File::from(file.clone());
        let bytes = gloo_file::futures::read_as_bytes(&file)
            .await
            .map_err(|e| format!("cannot read {path}: {e}"))?;
        files.push((path.clone(), bytes));
    }
    if files.len() > 1 {
        return Ok(Action::Files(format!("{} files", files.len()), files));
    }
    let (name, bytes) = files.pop().expect("one file");
    let Some((kind, stem)) = archive_kind(&name) else {
        return Ok(Action::File(name, bytes));
    };
    let fail = |e: JsValue| format!("cannot open {name}: {}", js_message(&e));
    let files = match kind {
        Archive::Zip => entries(&unzip_files(&bytes).await.map_err(fail)?),
        Archive::Tar => read_tar(&bytes),
        Archive::TarGz => {
            let tar = gunzip_bytes(&bytes).await.map_err(fail)?;
            read_tar(&Uint8Array::new(&tar).to_vec())
        }
    }
    .map_err(|e| format!("cannot open {name}: {e}"))?;
    Ok(Action::Files(stem.to_string(), files))
}

/// `[{ path, bytes }]` from the archive bundle.
fn entries(value: &JsValue) -> Result<Vec<(String, Vec<u8>)>, String> {
    let list = value.dyn_ref::<Array>().ok_or("not a list of files")?;
    list.iter()
        .map(|item| {
            let path = Reflect::get(&item, &"path".into())
                .ok()
                .and_then(|p| p.as_string())
                .ok_or("an entry without a path")?;
            let bytes = Reflect::get(&item, &"bytes".into()).map_err(|e| js_message(&e))?;
            Ok((path, Uint8Array::new(&bytes).to_vec()))
        })
        .collect()
}

fn js_message(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

/// Offers the files as one `.zip` named `name`; the error is for people.
pub fn download_zip(files: Rc<Vec<(String, Vec<u8>)>>, name: String, on_error: Callback<String>) {
    wasm_bindgen_futures::spawn_local(async move {
        let list = Array::new();
        for (path, bytes) in files.iter() {
            let entry = js_sys::Object::new();
            let _ = Reflect::set(&entry, &"path".into(), &path.into());
            let _ = Reflect::set(&entry, &"bytes".into(), &Uint8Array::from(&bytes[..]));
            list.push(&entry);
        }
        let result = zip_files(&list)
            .await
            .map(|zip| Uint8Array::new(&zip).to_vec())
            .and_then(|zip| download(&zip, &name));
        if let Err(e) = result {
            on_error.emit(format!("cannot make the zip: {}", js_message(&e)));
        }
    });
}

/// The files of a tar archive; the set's own checks (paths, limits) come
/// after, in `setup/files.rs`.
fn read_tar(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, String> {
    whittle_wire::archive::tar_entries(bytes, &whittle_core::files::Limits::DEFAULT)
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archives_are_known_by_their_names() {
        assert_eq!(archive_kind("proj.tar.gz"), Some((Archive::TarGz, "proj")));
        assert_eq!(archive_kind("Proj.TGZ"), Some((Archive::TarGz, "Proj")));
        assert_eq!(archive_kind("a.tar"), Some((Archive::Tar, "a")));
        assert_eq!(archive_kind("bug.zip"), Some((Archive::Zip, "bug")));
        assert_eq!(archive_kind("bug.c"), None);
        assert_eq!(archive_kind("notes.gz"), None);
    }
}
