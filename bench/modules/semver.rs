//! Semantic versions: parsing, precedence ordering (pre-release identifiers
//! included, build metadata ignored), bumping, and version requirements such
//! as `^1.2`, `~0.3.1` or `>=1.0.0, <2.0.0`.

use std::cmp::Ordering;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    Empty,
    BadNumber(String),
    LeadingZero(String),
    MissingPart(&'static str),
    BadIdentifier(String),
    BadOperator(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Empty => write!(f, "empty version"),
            Error::BadNumber(s) => write!(f, "not a number: {s:?}"),
            Error::LeadingZero(s) => write!(f, "leading zero in {s:?}"),
            Error::MissingPart(p) => write!(f, "missing {p} version"),
            Error::BadIdentifier(s) => write!(f, "bad identifier {s:?}"),
            Error::BadOperator(s) => write!(f, "bad operator {s:?}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Identifier {
    Numeric(u64),
    Alpha(String),
}

impl Identifier {
    fn parse(text: &str) -> Result<Identifier, Error> {
        if text.is_empty() || !text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(Error::BadIdentifier(text.to_string()));
        }
        if text.chars().all(|c| c.is_ascii_digit()) {
            Ok(Identifier::Numeric(parse_number(text)?))
        } else {
            Ok(Identifier::Alpha(text.to_string()))
        }
    }
}

impl Ord for Identifier {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (Identifier::Numeric(a), Identifier::Numeric(b)) => a.cmp(b),
            (Identifier::Numeric(_), Identifier::Alpha(_)) => Ordering::Less,
            (Identifier::Alpha(_), Identifier::Numeric(_)) => Ordering::Greater,
            (Identifier::Alpha(a), Identifier::Alpha(b)) => a.cmp(b),
        }
    }
}

impl PartialOrd for Identifier {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Identifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Identifier::Numeric(n) => write!(f, "{n}"),
            Identifier::Alpha(s) => f.write_str(s),
        }
    }
}

fn parse_number(text: &str) -> Result<u64, Error> {
    if text.len() > 1 && text.starts_with('0') {
        return Err(Error::LeadingZero(text.to_string()));
    }
    text.parse().map_err(|_| Error::BadNumber(text.to_string()))
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Vec<Identifier>,
    pub build: Vec<String>,
}

impl Version {
    pub fn new(major: u64, minor: u64, patch: u64) -> Version {
        Version { major, minor, patch, pre: Vec::new(), build: Vec::new() }
    }

    pub fn parse(text: &str) -> Result<Version, Error> {
        let text = text.trim();
        if text.is_empty() {
            return Err(Error::Empty);
        }
        let text = text.strip_prefix('v').unwrap_or(text);
        let (rest, build) = match text.split_once('+') {
            Some((rest, build)) => (rest, build.split('.').map(str::to_string).collect()),
            None => (text, Vec::new()),
        };
        let (core, pre) = match rest.split_once('-') {
            Some((core, pre)) => {
                let ids = pre.split('.').map(Identifier::parse).collect::<Result<Vec<_>, _>>()?;
                (core, ids)
            }
            None => (rest, Vec::new()),
        };
        let mut parts = core.split('.');
        let major = parse_number(parts.next().ok_or(Error::MissingPart("major"))?)?;
        let minor = parse_number(parts.next().ok_or(Error::MissingPart("minor"))?)?;
        let patch = parse_number(parts.next().ok_or(Error::MissingPart("patch"))?)?;
        if let Some(extra) = parts.next() {
            return Err(Error::BadNumber(extra.to_string()));
        }
        Ok(Version { major, minor, patch, pre, build })
    }

    pub fn is_prerelease(&self) -> bool {
        !self.pre.is_empty()
    }

    pub fn bump_major(&self) -> Version {
        Version::new(self.major + 1, 0, 0)
    }

    pub fn bump_minor(&self) -> Version {
        Version::new(self.major, self.minor + 1, 0)
    }

    pub fn bump_patch(&self) -> Version {
        if self.is_prerelease() {
            Version::new(self.major, self.minor, self.patch)
        } else {
            Version::new(self.major, self.minor, self.patch + 1)
        }
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        self.major
            .cmp(&other.major)
            .then(self.minor.cmp(&other.minor))
            .then(self.patch.cmp(&other.patch))
            .then_with(|| match (self.pre.is_empty(), other.pre.is_empty()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                (false, false) => self.pre.cmp(&other.pre),
            })
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)?;
        for (i, id) in self.pre.iter().enumerate() {
            write!(f, "{}{id}", if i == 0 { '-' } else { '.' })?;
        }
        for (i, part) in self.build.iter().enumerate() {
            write!(f, "{}{part}", if i == 0 { '+' } else { '.' })?;
        }
        Ok(())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Exact,
    Greater,
    GreaterEq,
    Less,
    LessEq,
    Tilde,
    Caret,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparator {
    pub op: Op,
    pub version: Version,
}

impl Comparator {
    fn parse(text: &str) -> Result<Comparator, Error> {
        let text = text.trim();
        let split = text.find(|c: char| c.is_ascii_digit() || c == 'v').unwrap_or(text.len());
        let (op, rest) = text.split_at(split);
        let op = match op.trim() {
            "" | "=" => Op::Exact,
            ">" => Op::Greater,
            ">=" => Op::GreaterEq,
            "<" => Op::Less,
            "<=" => Op::LessEq,
            "~" => Op::Tilde,
            "^" => Op::Caret,
            other => return Err(Error::BadOperator(other.to_string())),
        };
        // A partial version (`1.2`) is completed with zeros.
        let dots = rest.matches('.').count();
        let full = match dots {
            0 => format!("{rest}.0.0"),
            1 => format!("{rest}.0"),
            _ => rest.to_string(),
        };
        Ok(Comparator { op, version: Version::parse(&full)? })
    }

    pub fn matches(&self, v: &Version) -> bool {
        let base = &self.version;
        match self.op {
            Op::Exact => v == base,
            Op::Greater => v > base,
            Op::GreaterEq => v >= base,
            Op::Less => v < base,
            Op::LessEq => v <= base,
            Op::Tilde => v >= base && *v < base.bump_minor(),
            Op::Caret => {
                let upper = if base.major > 0 {
                    base.bump_major()
                } else if base.minor > 0 {
                    base.bump_minor()
                } else {
                    base.bump_patch()
                };
                v >= base && *v < upper
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    pub comparators: Vec<Comparator>,
}

impl Requirement {
    pub fn parse(text: &str) -> Result<Requirement, Error> {
        let comparators = text.split(',').map(Comparator::parse).collect::<Result<Vec<_>, _>>()?;
        Ok(Requirement { comparators })
    }

    /// A pre-release matches only when some comparator names the same
    /// major.minor.patch with a pre-release of its own.
    pub fn matches(&self, v: &Version) -> bool {
        if !self.comparators.iter().all(|c| c.matches(v)) {
            return false;
        }
        !v.is_prerelease()
            || self.comparators.iter().any(|c| {
                c.version.is_prerelease()
                    && (c.version.major, c.version.minor, c.version.patch) == (v.major, v.minor, v.patch)
            })
    }

    pub fn best_match<'a>(&self, versions: &'a [Version]) -> Option<&'a Version> {
        versions.iter().filter(|v| self.matches(v)).max()
    }
}
