//! HTML or XML, for a text that starts with `<`: by its XML declaration,
//! doctype and root element, then by how many of its tags are HTML's.

use super::code::word;
use super::Guess;

/// Elements of HTML, none of them an XML format's usual root.
pub(super) const HTML_TAGS: &str = "\
    a abbr address article aside audio b blockquote body br button canvas caption code dd \
    details dialog div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 \
    head header hr html i iframe img input label legend li link main meta nav noscript ol \
    option p picture pre script section select small span strong style summary table tbody \
    td template textarea tfoot th thead title tr u ul video";

pub(super) fn is_html_tag(name: &str) -> bool {
    HTML_TAGS
        .split_ascii_whitespace()
        .any(|tag| tag.eq_ignore_ascii_case(name))
}

/// HTML or XML, for a text that starts with `<`: by its XML declaration,
/// doctype and root element, then by how many of its tags are HTML's.
pub(super) fn markup(text: &str) -> Option<Guess> {
    let mut rest = text;
    let mut declared = false;
    loop {
        rest = rest.trim_start();
        if let Some(after) = strip_prefix_ci(rest, "<?xml") {
            declared = true;
            rest = after.split_once("?>").map_or("", |(_, after)| after);
        } else if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.split_once("-->").map_or("", |(_, after)| after);
        } else if let Some(after) = strip_prefix_ci(rest, "<!doctype") {
            let (name, _) = word(after.trim_start());
            if name.eq_ignore_ascii_case("html") {
                return Some(Guess::confident("html"));
            }
            return (!name.is_empty()).then_some(Guess::confident("xml"));
        } else if let Some(after) = rest.strip_prefix("<?") {
            rest = after.split_once("?>").map_or("", |(_, after)| after);
        } else {
            break;
        }
    }
    let root = rest.strip_prefix('<').map(tag_name).unwrap_or_default();
    if root.eq_ignore_ascii_case("html") {
        return Some(Guess::confident("html"));
    }
    if declared {
        return Some(Guess::confident("xml"));
    }
    if root.is_empty() {
        return None;
    }
    let (mut html, mut other) = (0usize, 0usize);
    for tag in rest.split('<').skip(1) {
        let name = tag_name(tag.strip_prefix('/').unwrap_or(tag));
        if name.is_empty() {
            continue;
        }
        if is_html_tag(name) {
            html += 1;
        } else {
            other += 1;
        }
    }
    let closed = rest.contains("</") || rest.contains("/>");
    if is_html_tag(root) || html > 2 * other {
        let confident = is_html_tag(root) && html >= 6 && html >= 4 * other;
        return (closed && html + other >= 2).then_some(Guess {
            language: "html",
            confident,
        });
    }
    let closes_root = rest.contains(&format!("</{root}>"));
    closed.then_some(Guess {
        language: "xml",
        confident: closes_root && other > html,
    })
}

/// The element name at the start of what follows a `<`.
pub(super) fn tag_name(text: &str) -> &str {
    let starts = text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | ':')))
        .unwrap_or(text.len());
    if starts {
        &text[..end]
    } else {
        ""
    }
}

pub(super) fn strip_prefix_ci<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}
