//! The syntax check of a set: each file with a grammar is checked by its
//! own validator, and only when its bytes differ from the last version of
//! it that passed, so a candidate re-parses only the file it changed.

use std::collections::BTreeMap;

use whittle_core::files;
use whittle_core::Validator;
use whittle_grammars::SyntaxValidator;

pub struct SetValidator {
    /// By path: the file's validator, and the digest of its bytes last
    /// accepted.
    files: BTreeMap<String, (SyntaxValidator, u128)>,
}

fn digest(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

impl SetValidator {
    /// `files` holds a validator and the original bytes of each file with
    /// a grammar.
    pub fn new(files: Vec<(String, SyntaxValidator, &[u8])>) -> SetValidator {
        SetValidator {
            files: files
                .into_iter()
                .map(|(path, validator, bytes)| (path, (validator, digest(bytes))))
                .collect(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }
}

impl Validator for SetValidator {
    fn accepts(&mut self, content: &[u8]) -> bool {
        // Read in place: the set is not copied for a check.
        let Ok(files) = files::entries(content) else {
            return false;
        };
        for (path, bytes) in files {
            let Some((validator, accepted)) = self.files.get_mut(path) else {
                continue;
            };
            let now = digest(bytes);
            if now == *accepted {
                continue;
            }
            if !validator.accepts(bytes) {
                return false;
            }
            *accepted = now;
        }
        true
    }
}
