//! # arbiter-rules
//!
//! A deterministic rules engine for turn-based card and board games. Every game runs through
//! [`Game`], which checks each action, applies its events one at a time, keeps the event log and
//! reports the end of the game through one outcome contract ([`GameStatus`], [`GameOutcome`]).
//!
//! ```
//! use arbiter_rules::tictactoe::{TicTacToe, TicTacToeAction, TicTacToeConfig};
//! use arbiter_rules::{Game, GameStatus};
//!
//! let mut game = Game::<TicTacToe>::new(TicTacToeConfig::default())?;
//! for (player, cell) in [("X", 0), ("O", 3), ("X", 1), ("O", 4), ("X", 2)] {
//!     game.submit(player, TicTacToeAction { cell })?;
//! }
//! assert_eq!(game.status(), GameStatus::Finished);
//! assert_eq!(game.outcome().map(|o| o.sentence()).as_deref(), Some("X wins (line completed)"));
//!
//! // A finished game refuses every action, and nothing changes.
//! let hash = game.state_hash()?;
//! let err = game.submit("O", TicTacToeAction { cell: 8 }).unwrap_err();
//! assert_eq!(err.code, arbiter_rules::ErrorCode::GameFinished);
//! assert_eq!(game.state_hash()?, hash);
//!
//! // Replaying the actions rebuilds the same game.
//! let again = Game::<TicTacToe>::replay(TicTacToeConfig::default(), game.actions())?;
//! assert_eq!(again.state_hash()?, hash);
//! # Ok::<(), arbiter_rules::EngineError>(())
//! ```
//!
//! The flagship game is [`ships`] (`Game<ships::Ships>`): Build, Battle and End of Turn
//! Resolution for 2 to 6 players. Every game has a bot beside its rules
//! ([`ai::Bot`], asked through [`ai::bot_action`] at a level: Easy, Normal or Hard), deciding
//! from the player's own view with a search from [`ai`], and a random one.
//!
//! The [`duel`] is a Magic-style card game (`Game<duel::Duel>`): priority and the stack,
//! state-based actions that end the game mid-stack, triggers, replacement effects, and cards as
//! JSON through an effect registry. A scenario sets up any position:
//!
//! ```
//! use arbiter_rules::duel::{Duel, DuelAction, DuelConfig, DuelEndReason};
//! use arbiter_rules::Game;
//!
//! let config: DuelConfig = serde_json::from_str(r#"{
//!   "players": ["A", "B"],
//!   "scenario": { "activePlayer": "A", "step": "MAIN1", "players": {
//!     "A": { "hand": [{ "id": "s1", "card": "spark" }],
//!            "battlefield": [{ "id": "m1", "card": "mountain" }] },
//!     "B": { "life": 2 } } }
//! }"#).unwrap();
//! let mut game = Game::<Duel>::new(config)?;
//! // Tap the Mountain (a mana ability: no stack), then cast Spark at B.
//! game.submit("A", DuelAction::ActivateAbility {
//!     permanent: "m1".into(), ability: 0, targets: vec![], payment: Default::default(),
//! })?;
//! let spark: DuelAction = serde_json::from_str(
//!     r#"{ "type": "CAST_SPELL", "card": "s1", "targets": [{ "player": "B" }] }"#).unwrap();
//! game.submit("A", spark)?;
//! game.submit("A", DuelAction::PassPriority {})?;
//! game.submit("B", DuelAction::PassPriority {})?; // Spark resolves: B is at 0 and loses
//! assert_eq!(game.outcome().map(|o| o.reason()), Some(DuelEndReason::LifeTotal));
//! # Ok::<(), arbiter_rules::EngineError>(())
//! ```
//!
//! [`go`] is the game of Go (`Game<go::Go>`, 5×5 to 19×19), with positional superko and
//! area scoring. After two passes the players count by agreement: the engine proposes the dead
//! stones, and the game ends when both accept a marking:
//!
//! ```
//! use arbiter_rules::go::{Go, GoAction, GoConfig, GoEndReason, GoEvent};
//! use arbiter_rules::Game;
//!
//! let mut game = Game::<Go>::new(GoConfig { size: Some(5), ..GoConfig::default() })?;
//! game.submit("black", GoAction::Play { x: 2, y: 2 })?;
//! game.submit("white", GoAction::Pass {})?;
//! let events = game.submit("black", GoAction::Pass {})?; // two passes in a row: counting
//! assert!(matches!(&events[1].event, GoEvent::CountingStarted { dead } if dead.is_empty()));
//! game.submit("white", GoAction::AcceptScore {})?; // White passed first: White counts first
//! game.submit("black", GoAction::AcceptScore {})?;
//! let outcome = game.outcome().expect("over");
//! assert_eq!(outcome.reason(), GoEndReason::TerritoryScoring);
//! assert_eq!(outcome.sentence(), "black wins (territory scoring)");
//! # Ok::<(), arbiter_rules::EngineError>(())
//! ```
//!
//! End-of-turn resolution for ships is also a pure function: health changes are tallied and
//! applied at once, and the end check sees every player together.
//!
//! ```
//! use arbiter_rules::ships::{resolve_end_of_turn, EndOfTurnInput};
//!
//! let input: EndOfTurnInput = serde_json::from_str(r#"{
//!   "players": [{ "id": "you", "health": 3 }, { "id": "bot", "health": 3 }],
//!   "ships": [],
//!   "triggeredEffects": [
//!     { "id": "e1", "sourceShipId": "s1", "sourcePlayerId": "bot", "targetPlayerId": "you",
//!       "effectType": "DAMAGE", "value": 3, "persistsIfSourceDestroyed": true,
//!       "description": "torpedo", "triggeredAt": "BATTLE:1" },
//!     { "id": "e2", "sourceShipId": "s2", "sourcePlayerId": "you", "targetPlayerId": "bot",
//!       "effectType": "DAMAGE", "value": 5, "persistsIfSourceDestroyed": true,
//!       "description": "broadside", "triggeredAt": "BATTLE:1" }
//!   ]
//! }"#).unwrap();
//! let result = resolve_end_of_turn(&input)?;
//! // Both reach 0 in the same resolution: a draw, never a win for whoever was checked first.
//! let outcome = result.outcome.expect("the game is over");
//! assert_eq!(outcome.sentence(), "Draw");
//! assert_eq!(outcome.reason(), arbiter_rules::ships::ShipsEndReason::SimultaneousLoss);
//! # Ok::<(), arbiter_rules::EngineError>(())
//! ```

// Every public item is documented: `npm test` runs clippy with `-D warnings`, so an
// undocumented export fails it. (The docs of types that cross to JavaScript are also the .d.ts's.)
#![warn(missing_docs)]

pub mod ai;
pub mod engine;
pub mod rulesets;
// The JavaScript bindings' plumbing (raw functions the package's TypeScript calls): public only
// so that tests/web.rs reaches it, not a Rust API.
#[doc(hidden)]
#[cfg(feature = "wasm")]
pub mod wasm;

pub use engine::error::{EngineError, ErrorCode};
pub use engine::event::{ActionRecord, LogEntry};
pub use engine::game::{Game, GameExport, StateHash};
pub use engine::outcome::{GameOutcome, GameStatus, OutcomeType, PlayerResult, Reason};
pub use engine::player::PlayerId;
pub use engine::rng::GameRng;
pub use engine::ruleset::Ruleset;
pub use engine::view::{GameFacts, GameView};
#[allow(unused_imports)] // a build with no game
pub use rulesets::modules::*;
pub use rulesets::{Listed, RulesetKind, Visit};

/// The README's Rust snippets run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
