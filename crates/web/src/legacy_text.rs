//! Text in an older single-byte encoding: a file that is not UTF-8 but is
//! clearly text (no NUL, no control characters other than white space) is
//! taken as Windows-1252, the superset of Latin-1 that browsers use for
//! both. The oracle then gets it decoded as `input` while `bytes` stay
//! exact, and the page shows its text. The table is the 32 bytes where
//! Windows-1252 differs from Latin-1 (WHATWG Encoding Standard); a crate
//! of every encoding would weigh far more than it.

/// The encoding's name, as the browser's `TextDecoder` takes it.
pub const WINDOWS_1252: &str = "windows-1252";

/// Characters of bytes 0x80 to 0x9F; the rest are Latin-1's.
const HIGH_CONTROLS: [char; 32] = [
    '\u{20AC}', '\u{81}', '\u{201A}', '\u{192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{2C6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8D}', '\u{17D}', '\u{8F}',
    '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{2DC}', '\u{2122}', '\u{161}', '\u{203A}', '\u{153}', '\u{9D}', '\u{17E}', '\u{178}',
];

/// The encoding bytes that are not UTF-8 are clearly written in, if any.
pub fn legacy_encoding(bytes: &[u8]) -> Option<&'static str> {
    if bytes.is_empty() || std::str::from_utf8(bytes).is_ok() {
        return None;
    }
    let text_like = bytes.iter().all(|&b| match b {
        b'\t' | b'\n' | b'\r' | 0x0c => true,
        0..=0x1f | 0x7f => false,
        // Bytes that Windows-1252 leaves undefined: binary, not text.
        0x81 | 0x8d | 0x8f | 0x90 | 0x9d => false,
        _ => true,
    });
    // Mostly ASCII, as text in a Latin script is.
    let high = bytes.iter().filter(|&&b| b >= 0x80).count();
    (text_like && high * 3 <= bytes.len()).then_some(WINDOWS_1252)
}

/// Windows-1252 bytes as text.
pub fn decode_windows_1252(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9f => HIGH_CONTROLS[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin1_text_is_windows_1252_and_decodes() {
        let bytes = b"caf\xe9 \x80 10 \x93quoted\x94\n";
        assert_eq!(legacy_encoding(bytes), Some(WINDOWS_1252));
        assert_eq!(
            decode_windows_1252(bytes),
            "café € 10 \u{201C}quoted\u{201D}\n"
        );
    }

    #[test]
    fn utf8_binary_and_mostly_high_bytes_are_not_legacy_text() {
        assert_eq!(legacy_encoding("café".as_bytes()), None);
        assert_eq!(legacy_encoding(b"\x7fELF\x02\x01\x01\x00"), None);
        assert_eq!(legacy_encoding(b"ab\x81cd"), None);
        assert_eq!(legacy_encoding(&[0xe9; 12]), None);
        assert_eq!(legacy_encoding(b""), None);
    }
}
