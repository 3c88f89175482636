//! The games, each a [`Ruleset`](crate::engine::ruleset::Ruleset) that the kernel runs without
//! knowing its name.
//!
//! # Adding a game
//!
//! Every place a new game touches (keep this list true):
//!
//! 1. `src/rulesets/<game>/` (or `<game>.rs`): the config, state, actions, events and view, and
//!    `impl Ruleset` with its `NAME`; a `mod` line here.
//! 2. [`RulesetKind`] below: a variant and its name in `as_str` and `ALL` (the test
//!    `each_kind_is_its_rulesets_name` checks it matches `NAME`).
//! 3. `src/wasm/<game>.rs`: one `game_class!` call (the JS class) and a `mod`/`pub use` line in
//!    `src/wasm/mod.rs`; an arm in `src/wasm/simulate.rs` (`simulateRandomGames`).
//! 4. `tests/conformance.rs`: an arm in `every_ruleset_conforms` (a `match` over `RulesetKind`,
//!    so the compiler asks for it), checking the kernel's promises on random games.
//! 5. `tests/js/fuzz/targets.mjs`: one entry, so every entry point of its class is fuzzed.
//! 6. `tests/e2e/memory-workload.js`: its games in the memory test, if it has a page.
//! 7. `tests/types/arbiter.d.ts` (`npm run update-types`) and `tests/ts/consumer.ts`.
//! 8. README (the game, its limits), CHANGELOG, and `bench/` if it has a workload worth measuring.

pub mod backgammon;
pub mod chess;
pub mod deckbuilding;
pub mod duel;
pub mod go;
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
    Duel,
    DeckBuilding,
    Chess,
    Go,
    Backgammon,
}

impl RulesetKind {
    pub const ALL: [RulesetKind; 7] = [
        RulesetKind::TicTacToe,
        RulesetKind::Ships,
        RulesetKind::Duel,
        RulesetKind::DeckBuilding,
        RulesetKind::Chess,
        RulesetKind::Go,
        RulesetKind::Backgammon,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            RulesetKind::TicTacToe => "tictactoe",
            RulesetKind::Ships => "ships",
            RulesetKind::Duel => "duel",
            RulesetKind::DeckBuilding => "deckbuilding",
            RulesetKind::Chess => "chess",
            RulesetKind::Go => "go",
            RulesetKind::Backgammon => "backgammon",
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
        assert!("checkers".parse::<RulesetKind>().is_err());
    }

    #[test]
    fn each_kind_is_its_rulesets_name() {
        use crate::engine::ruleset::Ruleset;
        assert_eq!(RulesetKind::TicTacToe.as_str(), tictactoe::TicTacToe::NAME);
        assert_eq!(RulesetKind::Ships.as_str(), ships::Ships::NAME);
        assert_eq!(RulesetKind::Duel.as_str(), duel::Duel::NAME);
        assert_eq!(
            RulesetKind::DeckBuilding.as_str(),
            deckbuilding::DeckBuilding::NAME
        );
        assert_eq!(RulesetKind::Chess.as_str(), chess::Chess::NAME);
        assert_eq!(
            RulesetKind::Backgammon.as_str(),
            backgammon::Backgammon::NAME
        );
        assert_eq!(RulesetKind::Go.as_str(), go::Go::NAME);
    }
}
