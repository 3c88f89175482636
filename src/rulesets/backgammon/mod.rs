//! Backgammon for two players, a money game, with the doubling cube if configured.
//!
//! # Rules
//!
//! The standard game: fifteen checkers a side, starting with 2 on the 24-point, 5 on the 13,
//! 3 on the 8 and 5 on the 6. The game starts with the opening roll (each player rolls one die,
//! again while they tie; the higher plays those two dice); every later turn starts with two
//! dice from the game's seeded RNG, recorded in the event. A double is played four times.
//! Checkers move from higher to lower points; a point held by two or more of the opponent's
//! checkers is blocked; landing on a single opponent's checker (a blot) hits it to the bar, and
//! a player with a checker on the bar must enter it (on point `25 - die`) before anything else.
//! With every checker in the home board (points 1 to 6), a checker is borne off with the die
//! equal to its point, or with a larger die when no checker stands on a higher point. The dice
//! must be used as fully as possible: both when possible, else one; when either of two
//! different dice but not both can be played, the larger if it can; of a double, as many as
//! possible. The turn passes when the dice are used or none can be (a roll with no move is
//! still recorded). The first turn's dice are the opening roll's, in a `DiceRolled` as every
//! later turn's (the larger die first). A game may start from a `position` instead, and may
//! carry recorded `dice` used before the seed's ([`position`]).
//!
//! # Numbering
//!
//! Every point number a player reads or writes is in their own numbering: 1 to 24, their home
//! board 1 to 6, moving down; `"bar"` and `"off"` name the bar and bearing off. White's point
//! `p` is black's `25 - p`. The state's `board` is in white's numbering (white positive, black
//! negative); each event's numbers are in the numbering of the player it names.
//!
//! # Actions
//!
//! `{ type: "MOVE", from, to }` moves one checker: `from` a point (1 to 24) or `"bar"`, `to` a
//! point or `"off"`. The die used is the distance (`from - to`; from the bar `25 - to`); bearing
//! off uses the die equal to `from`, or a larger one. When two different dice allow the same
//! move (bearing off with either of two larger dice), the smaller one that begins a maximal use
//! of the dice is used (the larger only when the rules require it). `legal_actions` lists
//! exactly the moves that begin a maximal use of the dice left, from the highest point down (the
//! bar first), the smaller die first, bearing off last. `{ type: "RESIGN", points? }` (never
//! listed): an offer from the player to act, answered `ACCEPT_RESIGNATION` or
//! `DECLINE_RESIGNATION` (the turn restored unchanged). With the cube ([`offers`]): `ROLL` or
//! `DOUBLE` before rolling when doubling is legal, answered `TAKE` or `DROP`.
//!
//! Out-of-range numbers are `INVALID_INPUT` naming the field and value (`from is 30, expected a
//! point from 1 to 24 or "bar"`); a move the rules refuse is `ILLEGAL_ACTION` saying why (no
//! checker there, blocked, the bar first, no die matches, bearing off too early, not using the
//! dice as fully as possible).
//!
//! # End
//!
//! `BORNE_OFF` (a win): a player bore off all fifteen checkers, for 1 point, 2 for a gammon (the
//! loser bore off none), 3 for a backgammon (a gammon with a loser's checker still on the bar or
//! in the winner's home board), all times the cube (under the Jacoby rule, 1 while it is
//! unturned). `RESIGNATION` (the points offered times the cube), `DROPPED_DOUBLE` (the stake
//! before the double). Every result has
//! the metrics `points` (the winner's positive, the loser's the same negated), `pips` (pips left
//! to bear off: each checker's point, 25 on the bar) and `borneOff`.
//!
//! Rolling the dice shows the next turn's dice: `undo` takes back a checker move within a turn,
//! never the move that ended it (its events rolled the next dice). The view hides nothing, and
//! the state knows nothing of future dice: bots treat them as chance.
//!
//! Limits: exactly two players (ids at most 64 bytes); an action is a few bytes.
//!
//! - [`state`]: the configuration, the state and the starting position.
//! - [`action`], [`event`]: the actions and the granular events.
//! - [`moves`]: move generation and the maximal use of the dice; [`judge`]: legal actions,
//!   resolve, the opening roll and the turns going on.
//! - [`ruleset`]: `Backgammon` through `Game<R>`, and the outcome.
//! - [`plays`]: every distinct position a roll leads to (whole turns).
//! - [`features`], [`net`]: the evaluation network (its inputs, its `f32` inference, the
//!   committed weights `weights.bin`, trained by `examples/train_backgammon.rs`).
//! - [`search`], [`bot`]: the bot (`impl Bot for Backgammon`): expectimax over the dice on the
//!   network, the whole turn planned once and handed out checker by checker ([`bot::decide`],
//!   [`bot::LEVELS`] in network evaluations per turn), the network's chances
//!   ([`bot::chances`]); the fixed strategies.
//! - [`eval`]: the hand-written evaluation behind the [`bot::policy`] yardstick.
//! - [`offers`]: resignation offers and the cube; [`cube`]: the bot's cube and resignation
//!   decisions; [`position`]: set-up positions and recorded dice.
//! - [`mat`]: a game as GNU Backgammon's `.mat` match file; [`import`]: `matchText` and
//!   `fromMatchText`; [`match_record`]: every game of a match file (a session of money games,
//!   or an n-point match read game by game, its score kept in the record) with its record, and
//!   a game written back in its place in the match; [`gnubg`] (native only): GNU Backgammon
//!   as judge and opponent.

pub mod action;
pub mod bot;
pub mod cube;
pub mod eval;
pub mod event;
pub mod features;
#[cfg(not(target_arch = "wasm32"))]
pub mod gnubg;
pub mod import;
pub mod judge;
pub mod mat;
mod mat_read;
pub mod match_record;
pub mod moves;
pub mod net;
pub mod offers;
pub mod plays;
pub mod position;
pub mod ruleset;
pub mod search;
pub mod state;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::{BackgammonAction, MoveFrom, MoveTo};
pub use import::{from_match_text, match_text};
pub use match_record::{read_match_text, write_with_record as match_text_with_record, MatchEntry, MatchRecord};
pub use bot::{Seat, Strategy};
pub use event::BackgammonEvent;
pub use ruleset::{Backgammon, BackgammonEndReason};
pub use position::BackgammonPosition;
pub use state::{BackgammonConfig, BackgammonState, Conceded, Cube, Offer};

#[cfg(test)]
mod match_record_tests;
#[cfg(test)]
mod tests;
