//! `Chess` through `Game<R>`.

use super::action::{ChessAction, ChessEvent};
use super::config::{setup, ChessConfig};
use super::judge::{apply, from_san, legal_actions, resolve, to_act};
use super::position::ChessPosition;
use crate::engine::error::Result;
use crate::engine::outcome::{GameOutcome, Reason};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::perft::Perft;
use crate::engine::ruleset::Ruleset;

/// Chess. See the [module docs](super).
#[derive(Debug, Clone, Copy)]
pub struct Chess;

crate::end_reasons! {
    /// Why a game of chess ends.
    pub enum ChessEndReason {
        /// The player to move is in check with no legal move.
        Checkmate => "checkmate",
        /// The player to move is not in check and has no legal move.
        Stalemate => "stalemate",
        /// Neither side can mate by any sequence of legal moves.
        InsufficientMaterial => "insufficient material",
        /// The same position for the fifth time.
        FivefoldRepetition => "fivefold repetition",
        /// 75 moves by each side without a capture or a pawn move.
        SeventyFiveMoveRule => "seventy-five-move rule",
        /// Claimed by the player to move: the same position for the third time.
        ThreefoldRepetition => "threefold repetition",
        /// Claimed by the player to move: 50 moves by each side without a capture or a pawn move.
        FiftyMoveRule => "fifty-move rule",
        /// A player gave up (the action `RESIGN`); the other wins.
        Resignation => "resignation",
        /// From a record (`RECORD_RESULT`): the players agreed a draw (a PGN's `1/2-1/2` with
        /// no rule behind it).
        Agreement => "agreement",
        /// From a record: a player's time ran out (PGN `Termination "time forfeit"`); a draw
        /// when the other could not have mated.
        TimeForfeit => "time forfeit",
        /// From a record: the arbiter decided the result (PGN `Termination "adjudication"` or
        /// `"emergency"`).
        Adjudication => "adjudication",
        /// From a record: a player forfeited the game (PGN `Termination "abandoned"`, `"rules
        /// infraction"` or `"death"`).
        Forfeit => "forfeit",
    }
}

impl Ruleset for Chess {
    type Config = ChessConfig;
    type State = ChessPosition;
    type Action = ChessAction;
    type Event = ChessEvent;
    type View = ChessPosition;
    type Reason = ChessEndReason;

    const NAME: &'static str = "chess";

    crate::standard_hooks!();

    crate::standard_hooks!(seed, players, game_ended(ChessEvent), public_view);

    fn setup(config: &ChessConfig) -> Result<ChessPosition> {
        setup(config)
    }
    fn to_act(state: &ChessPosition) -> Option<&PlayerId> {
        to_act(state)
    }
    /// The move number (as a FEN counts it: both players' plies share one).
    fn turn(state: &ChessPosition) -> u32 {
        u32::from(state.board.fullmove_number())
    }
    fn legal_actions(state: &ChessPosition, player: &PlayerId) -> Vec<ChessAction> {
        legal_actions(state, player)
    }
    fn resolve(
        state: &ChessPosition,
        player: &PlayerId,
        action: &ChessAction,
        _rng: &mut GameRng,
    ) -> Result<Vec<ChessEvent>> {
        resolve(state, player, action)
    }
    fn apply(state: &mut ChessPosition, event: &ChessEvent) {
        apply(state, event)
    }
    fn end_check(state: &ChessPosition) -> Option<GameOutcome<ChessEndReason>> {
        super::end::end_check(state)
    }
    /// A move in SAN is recorded in its UCI form.
    fn canonical(state: &ChessPosition, action: &ChessAction) -> Result<Option<ChessAction>> {
        match action {
            ChessAction::San(san) => from_san(&state.board, san).map(Some),
            _ => Ok(None),
        }
    }
    fn out_of_turn(action: &ChessAction) -> bool {
        matches!(action, ChessAction::Resign {})
    }
    fn is_record(action: &ChessAction) -> bool {
        matches!(action, ChessAction::RecordResult { .. })
    }
    /// Every ending the board reaches is taken back as the move that reached it, and so is a
    /// draw claimed (a claim the rules check, made with or after a move, as a count accepted
    /// in Go): the player may take it back and play on. A resignation is final, and so are the
    /// results only a record gives.
    fn take_back_ending(_action: &ChessAction, reason: ChessEndReason) -> std::result::Result<(), String> {
        match reason {
            ChessEndReason::Resignation => {
                Err("cannot take back a resignation: it ends the game for good".into())
            }
            ChessEndReason::Agreement
            | ChessEndReason::TimeForfeit
            | ChessEndReason::Adjudication
            | ChessEndReason::Forfeit => Err(format!(
                "cannot take back a result imported from a game record ({})",
                reason.describe()
            )),
            _ => Ok(()),
        }
    }
}

/// Counted by the move generator itself (about ten times the generic path's rate).
impl Perft for Chess {
    fn perft(state: &ChessPosition, depth: u32, budget: &mut u64) -> Option<u64> {
        super::perft::perft(state, depth, budget)
    }
    fn is_move(action: &ChessAction) -> bool {
        matches!(action, ChessAction::Move { .. })
    }
}

impl crate::rulesets::Listed for Chess {
    fn simulation_config() -> ChessConfig {
        ChessConfig::default()
    }
    fn samples() -> Vec<(ChessConfig, u32)> {
        // From Kiwipete, with other players: castling, en passant and promotions early.
        let kiwipete = ChessConfig {
            players: Some(["ann".into(), "bob".into()]),
            fen: Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".into()),
            seed: None,
        };
        vec![(ChessConfig::default(), 4), (kiwipete, 4)]
    }
}
