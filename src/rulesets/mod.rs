//! The games, each a [`Ruleset`] that the kernel runs without
//! knowing its name.
//!
//! # The table of games
//!
//! `games!` below is the only place outside a game's own folders where a game is named. A game
//! is its folder (`src/rulesets/<module>/`: rules, bot, bindings; `www/src/<name>/`: its page)
//! and one line in that table: `module => Ruleset, "name";`. Everything else follows from it:
//!
//! - the Cargo feature `name` (in the default features; `scripts/games.mjs` writes Cargo.toml's
//!   `[features]` from this table and `npm test` checks it), and the module, built only with it;
//! - [`RulesetKind`], the crate's re-exports (`arbiter_rules::<module>`), `simulateRandomGames`, the
//!   conformance suite and the other tests that visit every game ([`RulesetKind::visit`]);
//! - the npm package's entry point `arbiter-rules/<name>`, the pages' games list and the Vite inputs
//!   (`scripts/games.mjs` reads the table).
//!
//! The game's module provides `impl Ruleset` (whose `NAME` is `name`; the hooks most games write
//! alike come from [`standard_hooks!`](crate::standard_hooks)), `impl ai::Bot`, and
//! `impl Listed` (what the table asks of each game), and, with the feature `wasm`, its JS class.

/// Declares the games: their modules, each behind its Cargo feature, and [`RulesetKind`].
macro_rules! games {
    ($($module:ident => $ruleset:ident, $name:literal;)*) => {
        $(
            #[cfg(feature = $name)]
            pub mod $module;
        )*

        /// Names every game built into this crate: each is a Cargo feature of that name.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        pub enum RulesetKind {
            $(
                #[cfg(feature = $name)]
                #[doc = concat!("`", $name, "`: [`", stringify!($module), "::", stringify!($ruleset), "`].")]
                #[serde(rename = $name)]
                $ruleset,
            )*
        }

        impl RulesetKind {
            /// Every game built in, in the table's order.
            pub const ALL: &'static [RulesetKind] = &[$(
                #[cfg(feature = $name)]
                RulesetKind::$ruleset,
            )*];

            /// The game's name (its ruleset's `NAME`, its Cargo feature, its package entry point).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(
                        #[cfg(feature = $name)]
                        RulesetKind::$ruleset => $name,
                    )*
                }
            }

            /// Calls `visitor` with this game's ruleset as a type: how code that serves every game
            /// (simulations, tests, the balance runner) names none.
            #[allow(unused_variables)] // a build with no game
            pub fn visit<V: Visit>(self, visitor: V) -> V::Output {
                match self {
                    $(
                        #[cfg(feature = $name)]
                        RulesetKind::$ruleset => visitor.visit::<$module::$ruleset>(),
                    )*
                }
            }
        }

        /// Every game's module, re-exported at the crate's root (`arbiter_rules::<module>`).
        pub mod modules {
            $(
                #[cfg(feature = $name)]
                pub use super::$module;
            )*
        }
    };
}

games! {
    tictactoe => TicTacToe, "tictactoe";
    ships => Ships, "ships";
    duel => Duel, "duel";
    deckbuilding => DeckBuilding, "deckbuilding";
    chess => Chess, "chess";
    go => Go, "go";
    backgammon => Backgammon, "backgammon";
    connect_four => ConnectFour, "connect-four";
}

use crate::ai::Bot;
use crate::engine::error::EngineError;
use crate::engine::ruleset::Ruleset;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What the table asks of each game beyond its rules and its bot.
pub trait Listed: Ruleset + Bot {
    /// The configuration random players play (`simulateRandomGames`, benchmarks).
    fn simulation_config() -> Self::Config;
    /// Configurations that between them reach the game's variety (other players, seeds, sizes,
    /// set-up positions), each with how many random games the conformance suite plays of it.
    fn samples() -> Vec<(Self::Config, u32)>;
}

/// Code that serves every game: [`RulesetKind::visit`] calls `visit` with the game's ruleset.
pub trait Visit {
    /// What the visit returns.
    type Output;
    /// Does the work for the game `G`.
    fn visit<G: Listed>(self) -> Self::Output;
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
            .iter()
            .copied()
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
        for &kind in RulesetKind::ALL {
            assert_eq!(kind.as_str().parse::<RulesetKind>(), Ok(kind));
            assert_eq!(
                serde_json::to_string(&kind).unwrap_or_default(),
                format!("\"{kind}\"")
            );
        }
        assert!("checkers".parse::<RulesetKind>().is_err());
    }

    struct Name;
    impl Visit for Name {
        type Output = &'static str;
        fn visit<G: Listed>(self) -> &'static str {
            G::NAME
        }
    }

    #[test]
    fn each_kind_is_its_rulesets_name() {
        for &kind in RulesetKind::ALL {
            assert_eq!(kind.visit(Name), kind.as_str());
        }
    }

    /// Cargo.toml's features are the table's games (`node scripts/games.mjs` writes them).
    #[test]
    fn cargo_features_follow_the_table() {
        let manifest = include_str!("../../Cargo.toml");
        for &kind in RulesetKind::ALL {
            let feature = format!("\n{} = []", kind.as_str());
            assert!(
                manifest.contains(&feature),
                "Cargo.toml has no feature {kind}: run `node scripts/games.mjs`"
            );
        }
    }
}
