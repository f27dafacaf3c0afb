//! A test case made of files on the page: its files as tabs with their
//! sizes, the chosen file's text (read-only: a set is edited before it is
//! dropped), and for a result the files it left out and its downloads (the
//! whole set as a `.zip`, or the chosen file alone).

use std::rc::Rc;

use whittle_core::files::MAGIC;
use yew::prelude::*;

use super::code_editor::{editor_language, CodeEditor};
use super::download::download;
use super::open_files::{download_zip, Picked};
use super::setup::file_language;
use crate::protocol::{byte_count, display_text, LanguageInfo};

/// A set's encoding, compared by identity: a progress report must not
/// compare megabytes.
#[derive(Clone, Debug)]
pub struct SetBytes(pub Rc<Vec<u8>>);

impl PartialEq for SetBytes {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The files of an encoded set, as far as `bytes` go: a result's preview
/// (the first 16 KiB of a run's best set) holds the first files whole and
/// the start of the next; the flag says whether a file is whole.
pub fn decode_prefix(bytes: &[u8]) -> Vec<(String, Vec<u8>, bool)> {
    let mut files = Vec::new();
    let Some(mut rest) = bytes.strip_prefix(MAGIC) else {
        return files;
    };
    while let Some(end) = rest.iter().position(|&b| b == b'\n') {
        let line = String::from_utf8_lossy(&rest[..end]);
        let Some((len, path)) = line.split_once(' ') else {
            break;
        };
        let Ok(len) = len.parse::<usize>() else {
            break;
        };
        let body = &rest[end + 1..];
        let whole = body.len() >= len;
        files.push((
            path.to_string(),
            body[..len.min(body.len())].to_vec(),
            whole,
        ));
        if !whole {
            break;
        }
        rest = &body[len..];
    }
    files
}

/// The paths of an encoded set, without copying its files.
pub fn set_paths(bytes: &[u8]) -> Vec<String> {
    let mut paths = Vec::new();
    let Some(mut rest) = bytes.strip_prefix(MAGIC) else {
        return paths;
    };
    while let Some(end) = rest.iter().position(|&b| b == b'\n') {
        let line = String::from_utf8_lossy(&rest[..end]);
        let Some((Ok(len), path)) = line.split_once(' ').map(|(l, p)| (l.parse::<usize>(), p))
        else {
            break;
        };
        paths.push(path.to_string());
        rest = rest.get(end + 1 + len..).unwrap_or_default();
    }
    paths
}

#[derive(Properties, PartialEq)]
pub struct SetViewProps {
    pub set: SetBytes,
    /// `input` or `result`: the test ids are `{which}-file-tab` (each tab,
    /// with `data-path`) and `{which}-file` (the chosen file's editor).
    pub which: AttrValue,
    pub languages: Rc<Vec<LanguageInfo>>,
    /// The original's paths, for a result: the files it left out are named.
    #[prop_or_default]
    pub original: Option<Rc<Vec<String>>>,
    /// A result's downloads: the `.zip`'s name; none for the input.
    #[prop_or_default]
    pub zip_name: Option<AttrValue>,
    /// Files dropped on the chosen file's editor (the input's).
    #[prop_or_default]
    pub on_file: Option<Callback<Picked>>,
}

#[function_component(SetView)]
pub fn set_view(props: &SetViewProps) -> Html {
    let files = use_memo(props.set.clone(), |set| Rc::new(decode_prefix(&set.0)));
    let chosen = use_state(|| None::<String>);
    // Why the last download could not be made (the archive bundle missing).
    let error = use_state(|| None::<String>);
    let which = props.which.as_str();
    let Some(first) = files.first() else {
        return html! { <div class="muted" data-testid={format!("{which}-files-empty")}>{ "no files yet" }</div> };
    };
    let current = files
        .iter()
        .find(|f| Some(&f.0) == chosen.as_ref())
        .unwrap_or(first);
    let removed: Vec<&String> = props
        .original
        .iter()
        .flat_map(|o| o.iter())
        .filter(|p| !files.iter().any(|f| &f.0 == *p))
        .collect();
    let whole = files.iter().all(|f| f.2);
    let on_zip = props.zip_name.clone().map(|name| {
        let files = files.clone();
        let error = error.clone();
        let on_error = Callback::from(move |why| error.set(Some(why)));
        Callback::from(move |_: MouseEvent| {
            let list = files
                .iter()
                .map(|(p, b, _)| (p.clone(), b.clone()))
                .collect();
            download_zip(Rc::new(list), name.to_string(), on_error.clone());
        })
    });
    let on_file_download = {
        let (path, bytes) = (current.0.clone(), current.1.clone());
        Callback::from(move |_: MouseEvent| {
            let name = path.rsplit('/').next().unwrap_or(&path);
            let _ = download(&bytes, name);
        })
    };
    let text = display_text(&current.1).into_owned();
    let language = editor_language(file_language(&current.0, &props.languages));
    html! {
        <div class="file-set" data-testid={format!("{which}-files")} data-count={files.len().to_string()}>
            <div class="file-tabs" role="tablist" aria-label={format!("{which} files")}>
                { for files.iter().map(|(path, bytes, whole)| {
                    let selected = path == &current.0;
                    let pick = { let chosen = chosen.clone(); let path = path.clone(); Callback::from(move |_: MouseEvent| chosen.set(Some(path.clone()))) };
                    html! {
                        <button role="tab" aria-selected={selected.to_string()} class={classes!("file-tab", selected.then_some("active"))}
                            data-testid={format!("{which}-file-tab")} data-path={path.clone()} data-bytes={bytes.len().to_string()}
                            onclick={pick}>
                            { path.clone() }<span class="muted">{ format!(" {}{}", byte_count(bytes.len()), if *whole { "" } else { " so far" }) }</span>
                        </button>
                    }
                }) }
            </div>
            if !removed.is_empty() {
                <div class="muted" data-testid={format!("{which}-removed")}>
                    { format!("left out: {}", removed.iter().map(|p| p.as_str()).collect::<Vec<_>>().join(", ")) }
                </div>
            }
            if let Some(on_zip) = on_zip {
                <div class="row">
                    <button data-testid="download-button" onclick={on_zip} disabled={!whole}
                        title="The result's files, as a .zip">{ "Download .zip" }</button>
                    <button data-testid="download-file" onclick={on_file_download} disabled={!current.2}>
                        { format!("Download {}", current.0) }</button>
                </div>
            }
            if let Some(why) = &*error {
                <div class="warning" data-testid="download-error">{ why }</div>
            }
            <div class="result-editor">
                <CodeEditor testid={format!("{which}-file")} label={format!("{which} file")} read_only=true
                    value={AttrValue::from(text)} {language} on_file={props.on_file.clone()} />
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use whittle_core::files::{FileSet, SetFile};

    #[test]
    fn a_preview_shows_whole_files_and_the_start_of_the_next() {
        let set = FileSet::new(vec![
            SetFile::new("a.c", "int a;\n"),
            SetFile::new("b.h", "#define B 2\n"),
        ])
        .unwrap()
        .encode();
        let whole = decode_prefix(&set);
        assert_eq!(whole.len(), 2);
        assert!(whole.iter().all(|f| f.2));
        assert_eq!(set_paths(&set), ["a.c", "b.h"]);
        let cut = decode_prefix(&set[..set.len() - 4]);
        assert_eq!(cut[1], ("b.h".to_string(), b"#define ".to_vec(), false));
        assert!(decode_prefix(b"int a;").is_empty());
    }
}
