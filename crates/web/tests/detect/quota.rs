//! Per-user quotas: how many bytes each user may still store.
//!
//! A [`Quotas`] table is loaded once from the configuration and then
//! charged as uploads arrive; a charge that would go over the limit is
//! refused whole, never applied in part.

use std::collections::HashMap;
use std::fmt;

/// Why a charge was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuotaError {
    UnknownUser(String),
    Exceeded { user: String, wanted: u64, left: u64 },
}

impl fmt::Display for QuotaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuotaError::UnknownUser(user) => write!(f, "no quota for {user}"),
            QuotaError::Exceeded { user, wanted, left } => {
                write!(f, "{user} wants {wanted} bytes, {left} left")
            }
        }
    }
}

impl std::error::Error for QuotaError {}

#[derive(Debug, Default)]
pub struct Quotas {
    left: HashMap<String, u64>,
}

impl Quotas {
    pub fn new(limits: impl IntoIterator<Item = (String, u64)>) -> Self {
        Self { left: limits.into_iter().collect() }
    }

    /// Takes `bytes` from the user's quota, or says why not.
    pub fn charge(&mut self, user: &str, bytes: u64) -> Result<u64, QuotaError> {
        let left = self
            .left
            .get_mut(user)
            .ok_or_else(|| QuotaError::UnknownUser(user.to_string()))?;
        if bytes > *left {
            return Err(QuotaError::Exceeded { user: user.into(), wanted: bytes, left: *left });
        }
        *left -= bytes;
        Ok(*left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_charge_over_the_limit_is_refused_whole() {
        let mut quotas = Quotas::new([("ada".to_string(), 10)]);
        assert_eq!(quotas.charge("ada", 4), Ok(6));
        assert!(quotas.charge("ada", 7).is_err());
        assert_eq!(quotas.charge("ada", 6), Ok(0));
    }
}
