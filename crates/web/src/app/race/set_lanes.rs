//! A race over a set of files: each lane's result is a set, so the table
//! says which files a lane has left (and its Download gives a `.zip`), and
//! the smallest result shows as files, in tabs, like a single run's.

use std::rc::Rc;

use yew::prelude::*;

use super::super::open_files::download_zip;
use super::super::set_view::{decode_prefix, set_paths, SetBytes, SetView};
use super::lane::Lane;
use crate::protocol::LanguageInfo;

/// A set's files as a `.zip` is made of them.
type Files = Rc<Vec<(String, Vec<u8>)>>;

/// The set a lane has: its result once finished, else the start of its
/// best set so far.
fn lane_set(lane: &Lane) -> Vec<u8> {
    lane.result()
        .map_or_else(|| lane.run.best.as_bytes().to_vec(), <[u8]>::to_vec)
}

/// The files a lane's set has left, out of `total`: "2 of 3: a.c, b.h".
pub fn files_summary(lane: &Lane, total: usize) -> String {
    let set = lane_set(lane);
    if set.is_empty() {
        return format!("{total} of {total}");
    }
    let paths = set_paths(&set);
    format!("{} of {total}: {}", paths.len(), paths.join(", "))
}

/// Offers a finished lane's set as `name`, a `.zip` of its files.
pub fn download(lane: &Lane, name: String) -> Callback<MouseEvent> {
    let files: Option<Files> = lane.result().map(|set| {
        Rc::new(
            decode_prefix(set)
                .into_iter()
                .map(|(path, bytes, _)| (path, bytes))
                .collect(),
        )
    });
    Callback::from(move |_: MouseEvent| {
        if let Some(files) = &files {
            // The race has no place for the error; the single run's view
            // says it when the archive bundle is missing.
            download_zip(files.clone(), name.clone(), Callback::noop());
        }
    })
}

/// The smallest result as files, with its `.zip`.
pub fn winner(
    best: &[u8],
    original: &[u8],
    languages: &Rc<Vec<LanguageInfo>>,
    zip_name: String,
) -> Html {
    html! {
        <SetView which="race" set={SetBytes(Rc::new(best.to_vec()))} languages={languages.clone()}
            original={Rc::new(set_paths(original))} zip_name={AttrValue::from(zip_name)} />
    }
}

#[cfg(test)]
mod tests {
    use whittle_core::files::{FileSet, SetFile};
    use whittle_core::Status;

    use super::*;
    use crate::app::run::{test_progress, Run};
    use crate::protocol::Report;

    #[test]
    fn a_lane_says_which_files_its_set_has_left() {
        let set = FileSet::new(vec![
            SetFile::new("a.c", "int a;"),
            SetFile::new("b.h", "#define B 1\n"),
        ])
        .unwrap()
        .encode();
        let mut lane = Lane {
            algorithm: "ddmin".into(),
            worker: None,
            run: Run::started("ddmin", AttrValue::default(), 1000, false),
        };
        assert_eq!(files_summary(&lane, 3), "3 of 3");
        // Running: the start of its best set so far.
        let mut progress = test_progress(20);
        progress.best = Some(String::from_utf8(set[..set.len() - 3].to_vec()).unwrap());
        lane.take(Report::Progress(progress));
        assert_eq!(files_summary(&lane, 3), "2 of 3: a.c, b.h");
        lane.take(Report::Finished {
            status: Status::Finished,
            progress: test_progress(10),
            best: FileSet::new(vec![SetFile::new("a.c", "a")])
                .unwrap()
                .encode(),
        });
        assert_eq!(files_summary(&lane, 3), "1 of 3: a.c");
    }
}
