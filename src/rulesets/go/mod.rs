//! The game of Go on boards of 5×5 to 19×19 (default 9×9), counted by area with komi, the dead
//! stones agreed by the players as Go servers count.
//!
//! # Rules
//!
//! - Two players, Black (the first listed, default `"black"`) then White (default `"white"`),
//!   alternate; a pass is a move. Black moves first on an empty board; with `handicap` stones
//!   ([`handicap`]: GTP's fixed points) White moves first, and a `setup` ([`setup`]) starts
//!   from any position with either colour to move.
//! - `PLAY { x, y }` puts a stone on an empty point (`x` from the left, `y` from the top, from
//!   0). Opponent chains left without liberties are captured (one `StonesCaptured` per chain).
//!   Suicide is illegal (a move that captures never is), and so is any move that recreates a
//!   whole-board position seen earlier in the game (positional superko; a pass never does).
//! - `RESIGN` may be played by either player at any time (it is never listed); the other wins.
//! - Two passes in a row stop play. Counted by agreement (`counting: "agreement"`, the
//!   default), a counting starts ([`counting`]): the engine proposes the dead stones, the players
//!   toggle groups (`MARK_DEAD`), accept (`ACCEPT_SCORE`) or resume play (`RESUME`); when both
//!   accept a marking, the dead stones come off as prisoners. The second resume, the 20th toggle
//!   of one counting and the `3 · size²`-th move (passes count) apply the engine's proposal, so
//!   that every game ends. Counted by area (`counting: "area"`), two passes or the move limit
//!   count the board as it stands, every stone alive.
//! - The count is by area: stones, and an empty region for a colour when only that colour's
//!   stones border it. White adds the komi (default 7.5, any multiple of 0.5 from -1000 to
//!   1000, kept in half points).
//!
//! # End reasons and metrics
//!
//! - `TERRITORY_SCORING`: the larger area wins; equal areas (with an integer komi) are a
//!   `DRAW`. The `Scored` event carries the count (each colour's area, territory and stones,
//!   the komi and the owner of each territory point) just before `GameEnded`, and the state
//!   keeps it in `score`.
//! - `RESIGNATION`: the other player wins.
//!
//! Each result's metrics: `area`, `territory` (empty points counted for them), `stones` (on
//! the board), `captures` (stones they captured), and on the winner's result of a scored game
//! `marginHalfPoints` (9 for a win by 4.5 points). After a resignation the metrics count the
//! board as it stands.
//!
//! # Limits
//!
//! Board sizes 5 to 19, komi within ±1000, player ids as every game checks them; a game has at
//! most `3 · size²` moves (1,083 on 19×19), so the superko history holds at most that many
//! positions. SGF text is read up to [`sgf::MAX_SGF_BYTES`] (1 MiB).
//!
//! # Modules
//!
//! - [`board`]: stones, points and their neighbours, Zobrist keys; [`chains`]: chains, their
//!   liberties, and whether a stone may go on a point; [`area`]: the count.
//! - [`config`], [`state`]: the configuration and the state; [`action`], [`event`]: what
//!   players do and the granular events.
//! - [`judge`]: legal moves and the events of an action; [`ruleset`]: `Go` through `Game<R>`.
//! - [`bot`]: the bot, its levels, the ownership estimate and the dead stones it proposes,
//!   and the fixed strategies. It runs the RAVE search of [`crate::ai::rave`] over [`sim`]:
//!   the simulation board [`fast`] (on its [`layout`]), the playout policy [`playout`] with
//!   its 3×3 [`patterns`], the tree's [`priors`] with ladder [`tactics`]; [`ownership`]
//!   turns playouts into owners and dead chains. `gtp` (native only): a GTP client for GNU
//!   Go, which `npm run balance` plays.
//! - [`sgf`], [`sgf_read`], [`sgf_write`], [`sgf_record`]: SGF text read (the main line,
//!   naming the place of what is refused), a game from it replayed through the rules, a game
//!   written as SGF, and every game tree of a collection with its record (the properties and
//!   variations the game does not keep), written back with it.
//! - [`counting`]: counting by agreement (the proposal from [`proposal`], toggles, acceptances,
//!   resuming, the limits); the bot's part in it is `count_bot.rs`.

pub mod action;
pub mod area;
pub mod board;
pub mod bot;
pub mod chains;
pub mod config;
mod count_bot;
pub mod counting;
pub mod event;
pub mod fast;
pub mod handicap;
#[cfg(not(target_arch = "wasm32"))]
pub mod gtp;
pub mod judge;
pub mod layout;
pub mod ownership;
pub mod patterns;
pub mod playout;
pub mod priors;
pub mod proposal;
pub mod ruleset;
pub mod setup;
pub mod sgf;
pub mod sgf_read;
pub mod sgf_record;
pub mod sgf_write;
pub mod sim;
pub mod state;
pub mod tactics;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::GoAction;
pub use board::{Board, PositionHash, Stone};
pub use bot::{Seat, Strategy};
pub use config::GoConfig;
pub use counting::{CountingEnd, CountingRule, GoCounting};
pub use setup::GoSetup;
pub use sgf_read::from_sgf;
pub use sgf_record::{read_sgf, write_with_record as to_sgf_with_record, SgfEntry, SgfNodeNotes, SgfProperty, SgfRecord, SgfVariation};
pub use sgf_write::to_sgf;
pub use event::GoEvent;
pub use ruleset::{Go, GoEndReason};
pub use state::{GoPoint, GoRecorded, GoScore, GoState, GoTally};

#[cfg(test)]
mod bot_tests;
#[cfg(test)]
mod counting_tests;
#[cfg(test)]
mod score_tests;
#[cfg(test)]
mod sgf_record_tests;
#[cfg(test)]
mod sgf_tests;
#[cfg(test)]
mod tests;
