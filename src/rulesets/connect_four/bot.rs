//! The Connect Four bot: the generic alpha-beta search ([`crate::ai::alphabeta`]) over
//! [`Position`]s, its budget per level in nodes. A win on the spot is played at once and a
//! threat blocked at once (no other move is searched); a threat to block counts as a check, so
//! forcing sequences are searched to their end; the rest is ordered from the centre out and
//! scored by counting the lines of four each player can still make, and the threats each holds
//! on the rows that favour it when the board fills up.

use super::board::{
    cell_of, column_cells, has_four, winning_cells, Position, CELLS, COLUMNS, FULL, WINDOWS,
};
use super::{ConnectFour, ConnectFourAction, ConnectFourState};
use crate::ai::alphabeta::{search, Ending, Limits, Searchable};
use crate::ai::Bot;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// The bot's budgets per level, in nodes (positions searched): Easy, Normal, Hard.
pub const LEVELS: [u32; 3] = [300, 20_000, 300_000];
/// The largest budget [`decide`] accepts, in nodes.
pub const MAX_BUDGET: u32 = 5_000_000;

/// The columns from the centre out: the order moves are tried in, all else equal.
const ORDER: [u32; 7] = [3, 2, 4, 1, 5, 0, 6];
/// What a window of four holding 0 to 3 of one player's discs and none of the other's is worth.
const WINDOW: [i32; 4] = [0, 1, 4, 16];
/// What a disc in the centre column is worth: it is in the most windows.
const CENTRE: i32 = 3;
/// What a threat (an empty cell that would complete four) on a row that favours its holder is
/// worth beyond its window: the first player's on the odd rows (counted from 1 at the bottom),
/// the second player's on the even ones. When the board fills up, such a threat tends to hold.
const GOOD_THREAT: i32 = 12;
/// Rows 1, 3 and 5 counted from the bottom (0, 2 and 4 from 0).
const ODD_ROWS: u64 = {
    let mut bits = 0;
    let mut column = 0;
    while column < COLUMNS {
        bits |= 0b01_0101 << (column * 7);
        column += 1;
    }
    bits
};

/// Connect Four's bot: [`decide`] at [`LEVELS`] (nodes).
impl Bot for ConnectFour {
    const LEVELS: [u32; 3] = LEVELS;
    const MAX_BUDGET: u32 = MAX_BUDGET;
    const UNIT: &'static str = "nodes";
    fn decide(
        view: &ConnectFourState,
        player: &PlayerId,
        budget: u32,
        rng: &mut GameRng,
    ) -> Result<ConnectFourAction> {
        decide(view, player, budget, rng)
    }
}

/// The column the bot drops a disc into for `player` in `state`, searching at most `budget`
/// nodes. The same arguments always give the same move (`rng` is not drawn from).
pub fn decide(
    state: &ConnectFourState,
    player: &PlayerId,
    budget: u32,
    _rng: &mut GameRng,
) -> Result<ConnectFourAction> {
    if ConnectFour::to_act(state) != Some(player) {
        return Err(EngineError::not_your_turn(format!(
            "{player:?} is not the player to move"
        )));
    }
    if budget == 0 || budget > MAX_BUDGET {
        return Err(EngineError::invalid_input(format!(
            "budget is {budget} nodes, expected 1 to {MAX_BUDGET}"
        )));
    }
    let limits = Limits {
        nodes: u64::from(budget),
        depth: CELLS,
    };
    match search(&state.position(), &[], limits).best {
        Some(column) => Ok(ConnectFourAction { column }),
        None => Err(EngineError::illegal(format!(
            "{player:?} has no legal move"
        ))),
    }
}

/// The column of the lowest cell of `cells`.
fn column_of(cells: u64) -> u32 {
    cell_of(cells).0
}

impl Searchable for Position {
    type Move = u32;
    /// One slot per cell (bit index), so a column's history is told apart by height.
    const HISTORY_SLOTS: usize = 64;

    fn moves(&self, out: &mut Vec<u32>) {
        if self.is_over() {
            return;
        }
        let wins = self.wins();
        if wins != 0 {
            // A win on the spot: nothing else is worth a look.
            out.push(column_of(wins));
            return;
        }
        let threats = self.threats();
        // A threat must be blocked (two cannot both be: both lose, and either will do).
        let landing = if threats != 0 {
            threats
        } else {
            self.landing()
        };
        out.extend(ORDER.iter().filter(|&&c| landing & column_cells(c) != 0));
    }

    fn noisy_moves(&self, out: &mut Vec<u32>) {
        let wins = self.wins();
        if wins != 0 && !self.is_over() {
            out.push(column_of(wins));
        }
    }

    fn play(&self, column: u32) -> Position {
        Position::play(self, column)
    }

    fn pass(&self) -> Option<Position> {
        None // zugzwang is the heart of the game
    }

    fn evaluate(&self) -> i32 {
        if self.all == FULL {
            return 0;
        }
        let (mine, theirs) = (self.mover, self.other());
        let mut score = 0;
        for &window in &WINDOWS {
            let (m, t) = ((mine & window).count_ones(), (theirs & window).count_ones());
            if t == 0 {
                score += WINDOW.get(m as usize).copied().unwrap_or(0);
            } else if m == 0 {
                score -= WINDOW.get(t as usize).copied().unwrap_or(0);
            }
        }
        let centre = column_cells(3);
        score += CENTRE * ((mine & centre).count_ones() as i32 - (theirs & centre).count_ones() as i32);
        // The player to move is the first player when an even number of discs is down.
        let first = self.discs() % 2 == 0;
        let good_rows = |mover: bool| if mover == first { ODD_ROWS } else { FULL & !ODD_ROWS };
        let good = |discs: u64, mover: bool| {
            (winning_cells(discs, self.all) & good_rows(mover)).count_ones() as i32
        };
        score + GOOD_THREAT * (good(mine, true) - good(theirs, false))
    }

    fn key(&self) -> u64 {
        // Discs of the player to move plus every disc names the position (the player to move
        // follows from the count); mixed (a bijection) so that its low bits spread over the
        // transposition table.
        let mut k = self.mover.wrapping_add(self.all);
        k = (k ^ (k >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        k = (k ^ (k >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        k ^ (k >> 31)
    }

    fn in_check(&self) -> bool {
        // The other player won, or threatens to: the search extends and looks at every reply.
        has_four(self.other()) || self.threats() != 0
    }

    fn is_noisy(&self, column: u32) -> bool {
        self.wins() & column_cells(column) != 0
    }

    fn noisy_order(&self, _column: u32) -> i32 {
        1
    }

    fn history_slot(&self, column: u32) -> usize {
        self.landing_in(column).trailing_zeros() as usize
    }

    fn reversible_plies(&self) -> u32 {
        0 // every move adds a disc: no position repeats
    }

    fn is_rule_draw(&self) -> bool {
        false
    }

    fn no_moves(&self) -> Ending {
        if has_four(self.other()) {
            Ending::Loss
        } else {
            Ending::Draw
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Game;
    use crate::rulesets::connect_four::ConnectFourConfig;

    /// The game after `columns` are played in turn.
    fn after(columns: &[u32]) -> Game<ConnectFour> {
        let mut game = Game::<ConnectFour>::new(ConnectFourConfig::default()).expect("a game");
        for &column in columns {
            let player = game.current_player().cloned().expect("on");
            game.submit(&player, ConnectFourAction { column })
                .expect("legal");
        }
        game
    }

    fn bot_column(columns: &[u32], budget: u32) -> u32 {
        let game = after(columns);
        let player = game.current_player().cloned().expect("on");
        decide(game.state(), &player, budget, &mut GameRng::from_u64(1))
            .expect("a move")
            .column
    }

    #[test]
    fn wins_on_the_spot_and_blocks_at_every_level() {
        for budget in LEVELS.into_iter().chain([1]) {
            // Red has three up column 0 and yellow three up column 6: red wins.
            assert_eq!(bot_column(&[0, 6, 0, 6, 0, 6], budget), 0, "{budget}");
            // Yellow threatens across the bottom (1, 2, 3): red blocks at 0 or 4.
            let block = bot_column(&[6, 1, 6, 2, 5, 3], budget);
            assert!(block == 0 || block == 4, "{budget}: {block}");
        }
    }

    #[test]
    fn opens_in_the_centre_and_sees_a_double_threat_coming() {
        assert_eq!(bot_column(&[], LEVELS[0]), 3);
        // Red has 2 and 3 on the bottom row, 1 and 4 free: red plays 1 or 4 for two threats
        // (the open three) and wins next move.
        let column = bot_column(&[2, 2, 3, 3], LEVELS[1]);
        assert!(column == 1 || column == 4, "{column}");
    }

    #[test]
    fn the_same_position_and_budget_give_the_same_move_and_bad_ones_are_refused() {
        let moves = [3, 3, 2, 4];
        assert_eq!(bot_column(&moves, 5_000), bot_column(&moves, 5_000));
        let game = after(&moves);
        let rng = &mut GameRng::from_u64(1);
        let red: PlayerId = "red".into();
        let yellow: PlayerId = "yellow".into();
        assert_eq!(
            decide(game.state(), &yellow, 100, rng).map_err(|e| e.code),
            Err(crate::ErrorCode::NotYourTurn)
        );
        assert!(decide(game.state(), &red, 0, rng).is_err());
        assert!(decide(game.state(), &red, MAX_BUDGET + 1, rng).is_err());
    }
}
