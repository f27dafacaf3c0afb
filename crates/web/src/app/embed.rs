//! Embed mode and exercise links. A course page or a bug report shows a
//! reduction in a frame: `embed.html#share=…` (or the playground with
//! `?embed`) draws only the input, the oracle, the controls and the result,
//! keeps nothing in the browser's storage, and lets the visitor edit only
//! when the embedder asked for it (`?edit`). An exercise link is a share
//! link that fixes the input and the oracle for students, who step through
//! the run.

use serde::{Deserialize, Serialize};

/// How the page was opened.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PageMode {
    /// The whole playground.
    #[default]
    Full,
    Embed {
        /// The embedder allows editing the input and the oracle.
        allow_edit: bool,
        /// The whole playground with the same setup, for "open in whittle".
        open_href: String,
    },
}

impl PageMode {
    /// The mode for a location's path, query (with or without its `?`)
    /// and hash: an embed when the page is `embed.html` or the query has
    /// `embed`; editing when the query has `edit` (not `edit=0`).
    pub fn from_location(path: &str, query: &str, hash: &str) -> PageMode {
        let query = query.strip_prefix('?').unwrap_or(query);
        let flag = |name: &str| {
            query.split('&').any(|pair| match pair.split_once('=') {
                Some((key, value)) => key == name && !matches!(value, "0" | "false" | "no"),
                None => pair == name,
            })
        };
        if !(path.ends_with("/embed.html") || path == "embed.html" || flag("embed")) {
            return PageMode::Full;
        }
        let hash = if hash.is_empty() || hash.starts_with('#') {
            hash.to_string()
        } else {
            format!("#{hash}")
        };
        PageMode::Embed {
            allow_edit: flag("edit"),
            open_href: format!("index.html{hash}"),
        }
    }

    /// The mode of this page.
    pub fn current() -> PageMode {
        let Some(location) = web_sys::window().map(|w| w.location()) else {
            return PageMode::Full;
        };
        PageMode::from_location(
            &location.pathname().unwrap_or_default(),
            &location.search().unwrap_or_default(),
            &location.hash().unwrap_or_default(),
        )
    }

    pub fn is_embed(&self) -> bool {
        matches!(self, PageMode::Embed { .. })
    }

    /// The visitor may not change the setup: an embed without `?edit`.
    pub fn read_only(&self) -> bool {
        matches!(
            self,
            PageMode::Embed {
                allow_edit: false,
                ..
            }
        )
    }
}

/// What an exercise link asks for besides its setup: the input and the
/// oracle are fixed, the run starts in step mode, and with `predict` the
/// student picks the next test before seeing it (where step mode's
/// predictions apply, `predict::applies`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exercise {
    #[serde(default)]
    pub predict: bool,
}

/// The address of the embed of a setup: `embed.html` beside `page` (the
/// playground's own address, whatever its file name), with `?edit` when
/// the visitor may edit.
pub fn embed_url(page: &str, payload: &str, allow_edit: bool) -> String {
    let page = page.split(['#', '?']).next().unwrap_or(page);
    let base = &page[..page.rfind('/').map_or(0, |i| i + 1)];
    let edit = if allow_edit { "?edit" } else { "" };
    format!("{base}embed.html{edit}#share={payload}")
}

/// The `<iframe>` an embedder pastes into a page.
pub fn snippet(url: &str) -> String {
    let url = url.replace('&', "&amp;").replace('"', "&quot;");
    format!(
        "<iframe src=\"{url}\" title=\"whittle: a test-case reduction\" width=\"100%\" height=\"480\" \
         style=\"border: 1px solid #ccc; border-radius: 6px; min-width: 480px; min-height: 360px\" loading=\"lazy\"></iframe>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embed_page_or_the_embed_query_makes_an_embed() {
        assert_eq!(
            PageMode::from_location("/index.html", "", "#share=z.a"),
            PageMode::Full
        );
        assert_eq!(
            PageMode::from_location("/whittle/embed.html", "", "#share=z.a"),
            PageMode::Embed {
                allow_edit: false,
                open_href: "index.html#share=z.a".into()
            }
        );
        assert_eq!(
            PageMode::from_location("/", "?embed&edit", "share=j.b"),
            PageMode::Embed {
                allow_edit: true,
                open_href: "index.html#share=j.b".into()
            }
        );
        assert!(PageMode::from_location("/embed.html", "?edit=0", "").read_only());
        assert!(!PageMode::from_location("/embed.html", "edit=1", "").read_only());
        assert_eq!(
            PageMode::from_location("/", "?embedded", ""),
            PageMode::Full,
            "only the flag itself"
        );
        assert!(!PageMode::from_location("/myembed.html", "", "").is_embed());
    }

    #[test]
    fn the_embed_address_sits_beside_the_page_and_the_snippet_escapes_it() {
        assert_eq!(
            embed_url(
                "https://x.example/play/index.html?a#share=old",
                "z.AB",
                false
            ),
            "https://x.example/play/embed.html#share=z.AB"
        );
        assert_eq!(
            embed_url("http://127.0.0.1:8080/", "j.C", true),
            "http://127.0.0.1:8080/embed.html?edit#share=j.C"
        );
        let code = snippet("https://x.example/embed.html?a&b\"#share=z");
        assert!(
            code.starts_with("<iframe src=\"https://x.example/embed.html?a&amp;b&quot;#share=z\"")
        );
        assert!(code.ends_with("></iframe>"));
    }
}
