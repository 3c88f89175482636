//! The backgammon bot: [`decide`] plans the whole turn with the evaluation network and an
//! expectimax search over the dice ([`search`](super::search)) and hands it out one checker at
//! a time, declared to the kernel as [`Bot`] (its budget counts network evaluations);
//! [`chances`] gives the network's five chances (for the cube and resignations). Also the
//! yardsticks it is measured against: the fixed strategies, and the [`policy`] of the
//! hand-written evaluation.

use super::action::BackgammonAction;
use super::eval::score;
use super::judge::to_act;
use super::moves::{Dice, Move, MoveList, Pos, CHECKERS, OFF};
use super::net::{finished, shared, Probs};
use super::ruleset::Backgammon;
use super::search::{next_move, Depth};
use super::state::BackgammonState;
use crate::ai::expectimax::Round;
use crate::ai::Bot;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// The budgets of Easy, Normal and Hard, in network evaluations per turn: the most the search
/// may spend beyond its one look at every play (which it always takes). Easy looks no further
/// (0-ply: 1 is the smallest budget, and every budget below 2,000 plays alike), Normal averages
/// the best candidates over the opponent's 21 rolls (1-ply), Hard looks a roll further (2-ply)
/// at the few best of those.
pub const LEVELS: [u32; 3] = [1, 12_000, 120_000];
/// The largest budget accepted. The deepest search (Hard's: 2-ply over the best 3 plays) starts
/// at 40,000; a larger budget only lets it finish in the widest positions (many doubles'
/// plays), and the cap keeps a caller from asking the page's worker for an unbounded think.
pub const MAX_BUDGET: u32 = 2_000_000;

/// Backgammon's bot: [`decide`] at [`LEVELS`] (network evaluations per turn).
impl Bot for Backgammon {
    const LEVELS: [u32; 3] = LEVELS;
    const MAX_BUDGET: u32 = MAX_BUDGET;
    const UNIT: &'static str = "network evaluations per turn";
    fn decide(
        view: &BackgammonState,
        player: &PlayerId,
        budget: u32,
        rng: &mut GameRng,
    ) -> Result<BackgammonAction> {
        decide(view, player, budget, rng)
    }
}

/// The budget from which the search looks one roll ahead, and two.
const ONE_PLY: u32 = 2_000;
const TWO_PLY: u32 = 40_000;

/// The filter of the root at 1-ply: the best 8 by the network, within a fifth of a point.
const ROUNDS_ONE: [Round; 1] = [Round {
    plies: 1,
    keep: 8,
    margin: 0.2,
}];
/// Then the best 3 at 2-ply, within 0.08 of a point at 1-ply.
const ROUNDS_TWO: [Round; 2] = [
    ROUNDS_ONE[0],
    Round {
        plies: 2,
        keep: 3,
        margin: 0.08,
    },
];

/// How deep a budget lets the start of a turn look.
pub fn depth(budget: u32) -> Depth {
    let rounds: &'static [Round] = if budget >= TWO_PLY {
        &ROUNDS_TWO
    } else if budget >= ONE_PLY {
        &ROUNDS_ONE
    } else {
        &[]
    };
    Depth {
        rounds,
        one_ply: budget >= ONE_PLY,
    }
}

/// The bot's checker move for `player`, who must be to move: the next step of the whole turn it
/// plans with `budget` (see [`LEVELS`]; 1 to [`MAX_BUDGET`]). Deterministic: the same state
/// and budget give the same move, and from a state its own earlier moves led to, the move that
/// continues the same turn. `rng` is not drawn from (the dice to come are averaged over, not
/// sampled).
pub fn decide(
    state: &BackgammonState,
    player: &PlayerId,
    budget: u32,
    _rng: &mut GameRng,
) -> Result<BackgammonAction> {
    if budget == 0 || budget > MAX_BUDGET {
        return Err(EngineError::invalid_input(format!(
            "budget is {budget} network evaluations, expected 1 to {MAX_BUDGET}"
        )));
    }
    let Some(actor) = to_act(state) else {
        return Err(EngineError::illegal("no one may move now"));
    };
    if actor != player {
        return Err(EngineError::not_your_turn(format!(
            "it is {actor:?}'s turn, not {player:?}'s"
        )));
    }
    let seat = state.seat_of(player).unwrap_or(0);
    // An offer to answer, or the choice between rolling and doubling; the bot never resigns.
    if let Some(answer) = super::cube::decide(state, seat) {
        return Ok(answer);
    }
    let dice = state.dice_left();
    let used = match state.roll {
        Some([a, b]) => usize::from(if a == b { 4u8 } else { 2 }).saturating_sub(dice.len()),
        None => 0,
    };
    let m = next_move(
        shared(),
        &state.pos(seat),
        &dice,
        used,
        depth(budget),
        u64::from(budget),
    )
    .ok_or_else(|| EngineError::illegal(format!("{player:?} has no legal move")))?;
    Ok(BackgammonAction::from_indices(m.from, m.to))
}

/// The network's chances for `player` in `state`, as if the player to move were about to roll
/// (the dice already rolled, and checkers already moved this turn, are not undone): what a cube
/// decision or a resignation weighs. `None` for a player not in the game or a game over.
pub fn chances(state: &BackgammonState, player: &str) -> Option<Probs> {
    let seat = state.seat_of(player)?;
    let mover = usize::from(state.mover?);
    let pos = state.pos(mover);
    let p = match finished(&pos) {
        Some(points) => Probs::result(points),
        None => shared().evaluate(&pos),
    };
    Some(if seat == mover { p } else { p.flip() })
}

/// The best complete sequence found so far: (dice used, whether it used the larger of two
/// different dice, score), and its first move.
struct Best {
    larger: Option<u8>,
    key: Option<(usize, bool, i32)>,
    first: Option<Move>,
}

/// Tries every legal sequence of `dice` from `pos` (a double's moves from the highest source
/// down only: other orders reach the same positions) and keeps the best complete one: the most
/// dice used, then the larger of two different dice, then the evaluation.
fn walk(
    pos: &Pos,
    dice: &Dice,
    cap: usize,
    used: usize,
    larger: bool,
    first: Option<Move>,
    best: &mut Best,
) {
    let mut moved = false;
    if !dice.is_empty() && pos.mine(OFF) < CHECKERS {
        let double = dice.is_double();
        for (i, die) in dice.distinct() {
            let rest = dice.without(i);
            let mut moves = MoveList::default();
            pos.moves_with(die, if double { cap } else { 25 }, &mut moves);
            for &m in moves.as_slice() {
                moved = true;
                let mut next = *pos;
                next.play(m);
                let larger = larger || best.larger == Some(die);
                walk(
                    &next,
                    &rest,
                    usize::from(m.from),
                    used + 1,
                    larger,
                    first.or(Some(m)),
                    best,
                );
            }
        }
    }
    if moved {
        return;
    }
    let Some(first) = first else {
        return;
    };
    // A sequence that used fewer dice can never be chosen: skip its evaluation.
    if best.key.is_some_and(|(u, l, _)| (u, l) > (used, larger)) {
        return;
    }
    let key = (used, larger, score(pos, false));
    if best.key.map_or(true, |k| key > k) {
        best.key = Some(key);
        best.first = Some(first);
    }
}

/// The first move of the best whole turn for the mover of `pos` with `dice`.
pub fn best_move(pos: &Pos, dice: &Dice) -> Option<Move> {
    let mut best = Best {
        larger: match dice.as_slice() {
            [a, b] if a != b => Some(*a.max(b)),
            _ => None,
        },
        key: None,
        first: None,
    };
    walk(pos, dice, 25, 0, false, None, &mut best);
    best.first
}

/// The yardstick of the hand-written evaluation for `player`, when they are to move: the first
/// move of the whole turn [`score`] likes best (no look ahead). The bot played by it before the
/// network; the balance lines and the trainer measure against it.
pub fn policy(state: &BackgammonState, player: &PlayerId) -> Option<BackgammonAction> {
    if to_act(state) != Some(player) {
        return None;
    }
    let seat = state.seat_of(player)?;
    let m = best_move(&state.pos(seat), &state.dice_left())?;
    Some(BackgammonAction::from_indices(m.from, m.to))
}

/// The fixed strategies the bot is measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// The first legal action: the move from the highest point (the bar first), with the
    /// smaller die.
    FirstLegal,
}

impl Strategy {
    /// Every strategy.
    pub const ALL: [Strategy; 2] = [Strategy::Random, Strategy::FirstLegal];

    /// The strategy in words, for reports.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::FirstLegal => "first legal",
        }
    }
}

impl crate::ai::Strategy<Backgammon> for Strategy {
    fn choose(
        self,
        state: &BackgammonState,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<BackgammonAction> {
        match self {
            Strategy::Random => crate::ai::playout::random_legal::<Backgammon>(state, player, rng),
            Strategy::FirstLegal => crate::ai::playout::first_legal::<Backgammon>(state, player),
        }
    }
}

/// Who plays a seat in a measured backgammon game.
pub type Seat = crate::ai::Seat<Strategy>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::error::ErrorCode;
    use crate::engine::game::Game;
    use crate::rulesets::backgammon::BackgammonConfig;

    /// A game of the bot at `budget` (white) against itself at Easy, to its end.
    fn bot_game(seed: &str, budget: u32) -> Game<Backgammon> {
        let config = BackgammonConfig {
            seed: Some(seed.into()),
            ..BackgammonConfig::default()
        };
        let mut game = Game::<Backgammon>::new(config).expect("new");
        let mut rng = GameRng::from_seed(seed);
        while let Some(player) = game.current_player().cloned() {
            let b = if player == "white" { budget } else { LEVELS[0] };
            let action = decide(game.state(), &player, b, &mut rng).expect("a move");
            assert_eq!(
                decide(game.state(), &player, b, &mut rng).expect("a move"),
                action,
                "the same state, another move"
            );
            game.submit(&player, action)
                .expect("the bot's move is legal");
        }
        game
    }

    #[test]
    fn the_bot_plays_whole_games_and_the_same_seed_the_same_game() {
        let a = bot_game("decide", LEVELS[1]);
        assert!(a.is_finished());
        let b = bot_game("decide", LEVELS[1]);
        assert_eq!(a.state_hash().ok(), b.state_hash().ok());
    }

    #[test]
    fn decide_refuses_what_it_cannot_do() {
        let game = Game::<Backgammon>::new(BackgammonConfig::default()).expect("new");
        let mover = game.current_player().expect("someone").clone();
        let other: PlayerId = if mover == "white" { "black" } else { "white" }.into();
        let mut rng = GameRng::from_seed("x");
        let e = decide(game.state(), &other, LEVELS[0], &mut rng).expect_err("not theirs");
        assert_eq!(e.code, ErrorCode::NotYourTurn);
        let e = decide(game.state(), &mover, MAX_BUDGET + 1, &mut rng).expect_err("too big");
        assert_eq!(e.code, ErrorCode::InvalidInput);
        assert!(e.message.contains("budget is"), "{}", e.message);
    }

    #[test]
    fn the_chances_of_both_sides_agree() {
        let game = Game::<Backgammon>::new(BackgammonConfig::default()).expect("new");
        let (w, b) = (
            chances(game.state(), "white").expect("white's"),
            chances(game.state(), "black").expect("black's"),
        );
        assert_eq!(w.flip(), b);
        assert!(w.0.iter().all(|p| (0.0..=1.0).contains(p)));
        assert!(w.0[1] <= w.0[0] && w.0[2] <= w.0[1]);
        assert_eq!(chances(game.state(), "nobody"), None);
    }
}
