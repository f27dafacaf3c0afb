//! A step's candidate against the current test case, in pieces (kept,
//! removed, added), for step mode's view of what a test leaves out. The
//! bytes are aligned as the tree view of a set aligns a file's text
//! (`align.rs`): a reducer mostly deletes.

use super::align::{align, NEW};
use crate::protocol::{PieceKind, StepPiece, STEP_SHOW_BYTES};

/// The pieces, or why they are not shown.
pub fn pieces(current: &[u8], candidate: &[u8], is_set: bool) -> Result<Vec<StepPiece>, String> {
    if is_set {
        return Err("the candidate is a set of files: see its files above".to_string());
    }
    if current.len() > STEP_SHOW_BYTES {
        return Err(format!(
            "the candidate is not shown: the current test case has {} bytes, and step mode shows candidates of test cases up to {STEP_SHOW_BYTES} bytes (the test log has its change)",
            current.len()
        ));
    }
    if std::str::from_utf8(current).is_err() || std::str::from_utf8(candidate).is_err() {
        return Err("the candidate is not shown: it is not text".to_string());
    }
    let matched = align(current, candidate, |_| 0);
    let mut out: Vec<(PieceKind, Vec<u8>)> = Vec::new();
    let mut push = |kind: PieceKind, bytes: &[u8]| {
        if bytes.is_empty() {
            return;
        }
        match out.last_mut() {
            Some((last, text)) if *last == kind => text.extend_from_slice(bytes),
            _ => out.push((kind, bytes.to_vec())),
        }
    };
    let mut next_old = 0;
    for (j, &old) in matched.iter().enumerate() {
        if old == NEW {
            push(PieceKind::Added, &candidate[j..=j]);
            continue;
        }
        let old = old as usize;
        push(PieceKind::Removed, &current[next_old..old]);
        push(PieceKind::Kept, &current[old..=old]);
        next_old = old + 1;
    }
    push(PieceKind::Removed, &current[next_old..]);
    Ok(out
        .into_iter()
        .map(|(kind, text)| StepPiece {
            text: String::from_utf8_lossy(&text).into_owned(),
            kind,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(current: &str, candidate: &str) -> String {
        pieces(current.as_bytes(), candidate.as_bytes(), false)
            .unwrap()
            .iter()
            .map(|p| match p.kind {
                PieceKind::Kept => p.text.clone(),
                PieceKind::Removed => format!("[-{}]", p.text),
                PieceKind::Added => format!("[+{}]", p.text),
            })
            .collect()
    }

    #[test]
    fn removed_stretches_are_marked_where_they_were() {
        assert_eq!(
            shown(
                r#"<SELECT NAME="priority" MULTIPLE SIZE=7>"#,
                "<SELECT NAME"
            ),
            r#"<SELECT NAME[-="priority" MULTIPLE SIZE=7>]"#
        );
        assert_eq!(shown("abcdefgh", "abgh"), "ab[-cdef]gh");
        assert_eq!(shown("abcdefgh", "efgh"), "[-abcd]efgh");
    }

    #[test]
    fn large_and_binary_test_cases_say_why_they_are_not_shown() {
        let big = vec![b'a'; STEP_SHOW_BYTES + 1];
        assert!(pieces(&big, b"a", false)
            .unwrap_err()
            .contains("4096 bytes"));
        assert!(pieces(&[0xff, 0], &[0], false)
            .unwrap_err()
            .contains("not text"));
    }
}
