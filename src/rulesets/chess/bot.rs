//! The chess bot: an alpha-beta search ([`crate::ai::alphabeta`]) over [`super::search`] with
//! [`super::eval`]'s evaluation, its budget per level in nodes, declared to the kernel as
//! [`Bot`]; and the fixed strategies it is measured against.

use super::action::ChessAction;
use super::end::{claimable, claimable_with, may_claim_with_a_move};
use super::judge::{legal_moves, to_act, uci};
use super::position::{piece_value, ChessPosition};
use super::search::Node;
use super::Chess;
use crate::ai::alphabeta::{search, Limits, MAX_PLY};
use crate::ai::Bot;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use cozy_chess::Move;

/// The bot's budgets per level, in nodes (positions searched, quiescence included): Easy,
/// Normal, Hard.
pub const LEVELS: [u32; 3] = [20_000, 300_000, 1_500_000];
/// The largest budget [`decide`] accepts, in nodes.
pub const MAX_BUDGET: u32 = 10_000_000;
/// How far behind (in centipawns) the bot must think it is to claim a draw it may claim.
const CLAIM_BELOW: i32 = -50;

/// Chess's bot: [`decide`] at [`LEVELS`] (nodes).
impl Bot for Chess {
    const LEVELS: [u32; 3] = LEVELS;
    const MAX_BUDGET: u32 = MAX_BUDGET;
    const UNIT: &'static str = "nodes";
    fn decide(
        view: &ChessPosition,
        player: &PlayerId,
        budget: u32,
        rng: &mut GameRng,
    ) -> Result<ChessAction> {
        decide(view, player, budget, rng)
    }
}

/// The move the bot plays for `player` in `state`, searching at most `budget` nodes. The same
/// arguments always give the same move (`rng` is not drawn from). When a draw may be claimed
/// (now, or with the move it chose) and the search says the bot is behind, it claims it.
pub fn decide(
    state: &ChessPosition,
    player: &PlayerId,
    budget: u32,
    _rng: &mut GameRng,
) -> Result<ChessAction> {
    if to_act(state) != Some(player) {
        return Err(EngineError::not_your_turn(format!(
            "{player:?} is not the player to move"
        )));
    }
    if budget == 0 || budget > MAX_BUDGET {
        return Err(EngineError::invalid_input(format!(
            "budget is {budget} nodes, expected 1 to {MAX_BUDGET}"
        )));
    }
    let mut nodes = u64::from(budget);
    if claimable(state).is_some() {
        // Within the rules' draws every line scores 0: judge playing on with a fresh clock and
        // history instead, on half the budget.
        let fresh = Node::new(state.board.clone(), 0);
        let limits = Limits {
            nodes: nodes / 2,
            depth: MAX_PLY as u32,
        };
        if search(&fresh, &[], limits).score < CLAIM_BELOW {
            return Ok(ChessAction::ClaimDraw { uci: None });
        }
        nodes -= nodes / 2;
    }
    // A quarter kept to judge a claim with the chosen move, where one may be possible.
    let with_a_move = may_claim_with_a_move(state);
    let judging = if with_a_move { nodes / 4 } else { 0 };
    let root = Node::new(state.board.clone(), state.halfmove_clock);
    // The history ends with the current position, which the search adds itself.
    let history = state.history.split_last().map_or(&[][..], |(_, h)| h);
    let limits = Limits {
        nodes: nodes - judging,
        depth: MAX_PLY as u32,
    };
    let found = search(&root, history, limits);
    match found.best {
        Some(mv) if with_a_move && claims_with(state, mv, judging) => Ok(ChessAction::ClaimDraw {
            uci: Some(uci(&state.board, mv)),
        }),
        Some(mv) => Ok(ChessAction::Move {
            uci: uci(&state.board, mv),
        }),
        None => Err(EngineError::illegal(format!(
            "{player:?} has no legal move in {}",
            state.fen()
        ))),
    }
}

/// Whether the bot claims the draw that playing `mv` reaches (a threefold repetition, or the
/// fiftieth move): when playing on from there, with a fresh clock and history, searched on
/// `nodes`, looks worse for it than [`CLAIM_BELOW`]. (The search scores the repetition itself
/// as a draw, so its own score cannot tell.)
fn claims_with(state: &ChessPosition, mv: Move, nodes: u64) -> bool {
    if nodes == 0 || claimable_with(state, mv).is_none() {
        return false;
    }
    let mut after = state.board.clone();
    if after.try_play(mv).is_err() {
        return false;
    }
    let limits = Limits {
        nodes,
        depth: MAX_PLY as u32,
    };
    // The opponent's score there, negated: the bot's.
    -search(&Node::new(after, 0), &[], limits).score < CLAIM_BELOW
}

/// The greedy yardstick ([`Strategy::Greedy`]): a mate in one if there is one, else the capture
/// or promotion that gains the most material (a victim worth at least the piece that takes it),
/// else a random move.
pub fn greedy(state: &ChessPosition, player: &PlayerId, rng: &mut GameRng) -> Option<ChessAction> {
    if super::judge::to_act(state) != Some(player) {
        return None;
    }
    let board = &state.board;
    let moves = legal_moves(board);
    let mates = |mv: &Move| {
        let mut after = board.clone();
        after.play_unchecked(*mv);
        !after.checkers().is_empty() && !after.generate_moves(|_| true)
    };
    let gain = |mv: &Move| -> Option<i64> {
        let promotion = mv.promotion.map_or(0, |p| piece_value(p) - 1);
        let victim = match board.piece_on(mv.to) {
            // Castling: the king onto its own rook.
            Some(_) if board.color_on(mv.to) == Some(board.side_to_move()) => return None,
            Some(victim) => piece_value(victim),
            None if promotion > 0 => 0,
            None => return None,
        };
        let attacker = board.piece_on(mv.from).map_or(0, piece_value);
        (victim + promotion >= attacker).then_some((victim + promotion) * 10 - attacker)
    };
    let chosen = match moves.iter().find(|m| mates(m)) {
        Some(mate) => Some(*mate),
        None => match moves.iter().filter_map(gain).max() {
            Some(best) => {
                let good: Vec<&Move> = moves.iter().filter(|m| gain(m) == Some(best)).collect();
                good.get(rng.index(good.len())).copied().copied()
            }
            None => moves.get(rng.index(moves.len())).copied(),
        },
    };
    chosen.map(|mv| ChessAction::Move {
        uci: uci(board, mv),
    })
}

/// The fixed strategies the bot is measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// Always the first legal action listed.
    FirstLegal,
    /// The one-liner a beginner plays: mate in one if possible, else take the most valuable
    /// piece that costs nothing (the rollout policy), else a random move.
    Greedy,
}

impl Strategy {
    /// Every strategy.
    pub const ALL: [Strategy; 3] = [Strategy::Random, Strategy::FirstLegal, Strategy::Greedy];

    /// The strategy in words, for reports.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::FirstLegal => "first legal action",
            Strategy::Greedy => "greedy capture",
        }
    }
}

impl crate::ai::Strategy<super::Chess> for Strategy {
    fn choose(
        self,
        state: &ChessPosition,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<ChessAction> {
        match self {
            Strategy::Random => {
                crate::ai::playout::random_legal::<super::Chess>(state, player, rng)
            }
            Strategy::FirstLegal => crate::ai::playout::first_legal::<super::Chess>(state, player),
            Strategy::Greedy => greedy(state, player, rng),
        }
    }
}

/// Who plays a seat in a measured chess game.
pub type Seat = crate::ai::Seat<Strategy>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::player::PlayerId;

    fn position(fen: &str) -> ChessPosition {
        let (board, halfmove) = super::super::fen::parse_fen(fen).expect("fen");
        ChessPosition::new(["white".into(), "black".into()], board, halfmove)
    }

    fn decide_at(fen: &str, budget: u32) -> String {
        let state = position(fen);
        let player: PlayerId = state.player(state.board.side_to_move()).clone();
        match decide(&state, &player, budget, &mut GameRng::from_u64(1)).expect("a move") {
            ChessAction::Move { uci } => uci,
            other => panic!("expected a move, got {other:?}"),
        }
    }

    #[test]
    fn the_attacked_queen_moves_at_every_level() {
        // cxd4 would win the queen: the bot of issue 21 played Bc5 here.
        let fen = "rnb1kbnr/pppp1ppp/8/4p3/3qP3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 1";
        for budget in LEVELS {
            let uci = decide_at(fen, budget);
            assert!(
                uci.starts_with("d4"),
                "at {budget} nodes the bot played {uci}"
            );
        }
    }

    #[test]
    fn mates_in_one_and_takes_a_free_queen_at_every_level() {
        for budget in LEVELS {
            // Back-rank mate.
            assert_eq!(
                decide_at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", budget),
                "a1a8"
            );
            // A queen left hanging.
            assert_eq!(
                decide_at(
                    "rnb1kbnr/pppp1ppp/8/4p1q1/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1",
                    budget
                )
                .as_str(),
                "f3g5"
            );
        }
    }

    #[test]
    fn the_same_arguments_give_the_same_move_and_bad_ones_are_refused() {
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        assert_eq!(decide_at(fen, 30_000), decide_at(fen, 30_000));
        let state = position(fen);
        let rng = &mut GameRng::from_u64(1);
        let white: PlayerId = "white".into();
        let black: PlayerId = "black".into();
        assert!(decide(&state, &black, 1_000, rng).is_err());
        assert!(decide(&state, &white, 0, rng).is_err());
        assert!(decide(&state, &white, MAX_BUDGET + 1, rng).is_err());
    }

    /// `fen` with `after` (a move from it) in the repetition history, at the distance where
    /// playing `after` repeats a position.
    fn with_repeated(fen: &str, after: &str) -> ChessPosition {
        let mut state = position(fen);
        let mv = cozy_chess::util::parse_uci_move(&state.board, after).expect("move");
        let mut next = state.board.clone();
        next.play(mv);
        let now = state.history.clone();
        state.history = [vec![super::super::position::repetition_key(&next)], now].concat();
        state
    }

    fn decide_on(state: &ChessPosition) -> ChessAction {
        let player = state.player(state.board.side_to_move()).clone();
        decide(state, &player, LEVELS[0], &mut GameRng::from_u64(1)).expect("an action")
    }

    #[test]
    fn a_repetition_is_a_draw_sought_when_behind_and_avoided_when_ahead() {
        // Behind by a queen: the king's step that repeats a position draws; anything else loses.
        let behind = with_repeated("3qk3/8/8/8/8/8/8/4K3 w - - 2 40", "e1f1");
        assert_eq!(decide_on(&behind), ChessAction::Move { uci: "e1f1".into() });
        // Ahead by a queen: the move the bot would play is avoided once it repeats.
        let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 2 40";
        let ChessAction::Move { uci: first } = decide_on(&position(fen)) else {
            panic!("expected a move");
        };
        let ahead = with_repeated(fen, &first);
        assert_ne!(decide_on(&ahead), ChessAction::Move { uci: first });
    }

    #[test]
    fn claims_a_draw_with_the_repeating_move_only_when_behind() {
        // The position after the king's step has occurred twice: the move claims the threefold.
        let mut behind = with_repeated("3qk3/8/8/8/8/8/8/4K3 w - - 2 40", "e1f1");
        behind.history.insert(0, behind.history[0]);
        assert_eq!(
            decide_on(&behind),
            ChessAction::ClaimDraw {
                uci: Some("e1f1".into())
            }
        );
        // Ahead, the bot neither claims nor repeats.
        let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 2 40";
        let ChessAction::Move { uci: first } = decide_on(&position(fen)) else {
            panic!("expected a move");
        };
        let mut ahead = with_repeated(fen, &first);
        ahead.history.insert(0, ahead.history[0]);
        let chosen = decide_on(&ahead);
        assert!(matches!(&chosen, ChessAction::Move { uci } if *uci != first), "{chosen:?}");
    }

    #[test]
    fn claims_a_draw_only_when_behind() {
        // Fifty moves without a capture or a pawn move.
        let behind = position("3qk3/8/8/8/8/8/8/4K3 w - - 100 90");
        assert_eq!(decide_on(&behind), ChessAction::ClaimDraw { uci: None });
        let ahead = position("4k3/8/8/8/8/8/8/3QK3 w - - 100 90");
        assert!(matches!(decide_on(&ahead), ChessAction::Move { .. }));
    }
}
