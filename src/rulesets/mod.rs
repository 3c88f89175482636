//! The games. Adding one is a folder (or file) here and an arm in [`RulesetKind`].

pub mod ships;
pub mod tictactoe;

use crate::engine::error::EngineError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Names every game that runs through [`Game`](crate::Game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum RulesetKind {
    TicTacToe,
    Ships,
}

impl RulesetKind {
    pub const ALL: [RulesetKind; 2] = [RulesetKind::TicTacToe, RulesetKind::Ships];

    pub fn as_str(self) -> &'static str {
        match self {
            RulesetKind::TicTacToe => "tictactoe",
            RulesetKind::Ships => "ships",
        }
    }
}

impl fmt::Display for RulesetKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for RulesetKind {
    type Err = EngineError;
    fn from_str(s: &str) -> Result<Self, EngineError> {
        RulesetKind::ALL
            .into_iter()
            .find(|k| k.as_str() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = RulesetKind::ALL.iter().map(|k| k.as_str()).collect();
                EngineError::invalid_input(format!(
                    "unknown ruleset {s:?} (known: {})",
                    known.join(", ")
                ))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in RulesetKind::ALL {
            assert_eq!(kind.as_str().parse::<RulesetKind>(), Ok(kind));
            assert_eq!(
                serde_json::to_string(&kind).unwrap_or_default(),
                format!("\"{kind}\"")
            );
        }
        assert!("chess".parse::<RulesetKind>().is_err());
    }

    #[test]
    fn each_kind_is_its_rulesets_name() {
        use crate::engine::ruleset::Ruleset;
        assert_eq!(RulesetKind::TicTacToe.as_str(), tictactoe::TicTacToe::NAME);
        assert_eq!(RulesetKind::Ships.as_str(), ships::Ships::NAME);
    }
}
