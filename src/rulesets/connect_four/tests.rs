//! Connect Four through `Game`: gravity, wins in every direction, the draw, the order of errors,
//! perft, a referee of its own, and the bot against fixed players.

use super::*;
use crate::ai::bot::{bot_action, BotOptions, Level};
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;
use crate::engine::outcome::GameStatus;

fn new_game() -> Game<ConnectFour> {
    Game::new(ConnectFourConfig::default()).expect("default config")
}

fn play(columns: &[u32]) -> Game<ConnectFour> {
    let mut game = new_game();
    for &column in columns {
        let player = game.current_player().cloned().expect("game still on");
        game.submit(&player, ConnectFourAction { column })
            .expect("legal move");
    }
    game
}

fn winner(game: &Game<ConnectFour>) -> Option<&str> {
    game.outcome()
        .and_then(GameOutcome::winner)
        .map(String::as_str)
}

fn cells(list: &[(u32, u32)]) -> Vec<Cell> {
    list.iter()
        .map(|&(column, row)| Cell { column, row })
        .collect()
}

#[test]
fn discs_fall_to_the_lowest_empty_cell() {
    let game = play(&[3, 3, 3, 0]);
    let state = game.state();
    assert_eq!(
        state.columns[3],
        vec![Disc::Red, Disc::Yellow, Disc::Red]
    );
    assert_eq!(state.columns[0], vec![Disc::Yellow]);
    assert_eq!(state.moves, 4);
    assert_eq!(state.last, Some(Cell { column: 0, row: 0 }));
    let drops: Vec<(u32, u32)> = game
        .log()
        .iter()
        .filter_map(|e| match e.event {
            ConnectFourEvent::DiscDropped { column, row, .. } => Some((column, row)),
            _ => None,
        })
        .collect();
    assert_eq!(drops, vec![(3, 0), (3, 1), (3, 2), (0, 0)]);
    assert_eq!(game.turn(), 5);
}

#[test]
fn four_in_a_row_wins_in_every_direction() {
    // Across the bottom: red 0 1 2 3.
    let across = play(&[0, 0, 1, 1, 2, 2, 3]);
    assert_eq!(winner(&across), Some("red"));
    assert_eq!(across.state().four, cells(&[(0, 0), (1, 0), (2, 0), (3, 0)]));
    // Up column 4: yellow, red having wasted a move.
    let up = play(&[0, 4, 1, 4, 0, 4, 1, 4]);
    assert_eq!(winner(&up), Some("yellow"));
    assert_eq!(up.state().four, cells(&[(4, 0), (4, 1), (4, 2), (4, 3)]));
    // Up and to the right: red (0,0) (1,1) (2,2) (3,3).
    let rising = play(&[0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3]);
    assert_eq!(winner(&rising), Some("red"));
    assert_eq!(
        rising.state().four,
        cells(&[(0, 0), (1, 1), (2, 2), (3, 3)])
    );
    // Down and to the right: red (0,3) (1,2) (2,1) (3,0).
    let falling = play(&[3, 2, 2, 1, 1, 0, 1, 0, 0, 6, 0]);
    assert_eq!(winner(&falling), Some("red"));
    assert_eq!(
        falling.state().four,
        cells(&[(0, 3), (1, 2), (2, 1), (3, 0)])
    );
    for game in [&across, &up, &rising, &falling] {
        assert_eq!(game.status(), GameStatus::Finished);
        let outcome = game.outcome().expect("finished");
        assert_eq!(outcome.reason(), ConnectFourEndReason::FourInARow);
        assert_eq!(outcome.results()[1].outcome, OutcomeType::Loss);
        let events: Vec<&ConnectFourEvent> = game.log().iter().map(|e| &e.event).collect();
        assert!(matches!(
            events[events.len() - 2..],
            [
                ConnectFourEvent::FourInARow { .. },
                ConnectFourEvent::GameEnded { .. }
            ]
        ));
        assert!(game.current_player().is_none());
    }
}

#[test]
fn a_disc_that_makes_two_lines_shows_both_and_a_five_shows_five() {
    // Red fills the gap at (2,0) between 0 1 and 3 4: five across.
    let five = play(&[0, 0, 1, 1, 3, 3, 4, 4, 2]);
    assert_eq!(
        five.state().four,
        cells(&[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)])
    );
    // Red's last disc at (5,3) tops four up column 5 and ends the diagonal from (2,0).
    let two = play(&[5, 4, 5, 4, 4, 0, 2, 6, 5, 3, 3, 2, 5]);
    assert_eq!(winner(&two), Some("red"));
    assert_eq!(
        two.state().four,
        cells(&[(5, 0), (5, 1), (5, 2), (5, 3), (2, 0), (3, 1), (4, 2)])
    );
}

/// A board filled column by column in pairs: 0 1 then 2 3 then 4 5, a few discs at a time so
/// that no four ever forms, then column 6.
const DRAWN: [u32; 42] = [
    0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, // columns 0 and 1
    2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, // columns 2 and 3
    4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, // columns 4 and 5
    6, 6, 6, 6, 6, 6,
];

#[test]
fn a_full_board_without_four_is_a_draw() {
    let game = play(&DRAWN);
    let outcome = game.outcome().expect("finished");
    assert_eq!(outcome.reason(), ConnectFourEndReason::BoardFull);
    assert!(outcome.winner().is_none());
    assert!(outcome
        .results()
        .iter()
        .all(|r| r.rank == 1 && r.outcome == OutcomeType::Draw));
    assert_eq!(game.state().moves, 42);
    assert!(game.state().four.is_empty());
}

#[test]
fn refused_actions_leave_the_game_as_it_was() {
    // Column 0 full (six discs, no four), red to move.
    let mut game = play(&[0, 0, 0, 0, 0, 0]);
    let hash = game.state_hash().expect("hash");
    let state = game.state().clone();
    let cases = [
        ("yellow", 1, ErrorCode::NotYourTurn),
        ("nobody", 1, ErrorCode::InvalidInput),
        ("red", 0, ErrorCode::IllegalAction),
        ("red", 7, ErrorCode::InvalidInput),
        ("red", u32::MAX, ErrorCode::InvalidInput),
    ];
    for (player, column, code) in cases {
        let err = game
            .submit(player, ConnectFourAction { column })
            .expect_err("refused");
        assert_eq!(err.code, code, "{player} {column}");
    }
    let err = game
        .submit("red", ConnectFourAction { column: 0 })
        .expect_err("full");
    assert_eq!(err.message, "column 0 is full (6 discs)");
    let err = game
        .submit("red", ConnectFourAction { column: 9 })
        .expect_err("off the board");
    assert_eq!(err.message, "column 9 is out of range 0..=6");
    assert_eq!(game.state_hash().expect("hash"), hash);
    assert_eq!(game.state(), &state);
    assert_eq!(game.log().len(), 6);
    let legal: Vec<u32> = ConnectFour::legal_actions(game.state(), &"red".into())
        .iter()
        .map(|a| a.column)
        .collect();
    assert_eq!(legal, vec![1, 2, 3, 4, 5, 6]);
    assert!(ConnectFour::legal_actions(game.state(), &"yellow".into()).is_empty());

    let mut finished = play(&[0, 0, 1, 1, 2, 2, 3]);
    let err = finished
        .submit("yellow", ConnectFourAction { column: 5 })
        .expect_err("finished");
    assert_eq!(err.code, ErrorCode::GameFinished);
}

#[test]
fn config_is_validated_and_players_chosen() {
    let bad = ConnectFourConfig {
        seed: None,
        players: Some(["a".into(), "a".into()]),
    };
    let err = Game::<ConnectFour>::new(bad).expect_err("duplicate");
    assert_eq!(err.code, ErrorCode::InvalidConfig);
    let named = ConnectFourConfig {
        seed: Some("s".into()),
        players: Some(["ann".into(), "bob".into()]),
    };
    let game = Game::<ConnectFour>::new(named).expect("valid");
    assert_eq!(game.current_player().map(String::as_str), Some("ann"));
    assert!(serde_json::from_str::<ConnectFourConfig>(r#"{"rows":7}"#).is_err());
    assert!(serde_json::from_str::<ConnectFourAction>(r#"{"column":-1}"#).is_err());
    assert!(serde_json::from_str::<ConnectFourAction>(r#"{"column":1,"row":0}"#).is_err());
}

#[test]
fn perft_counts_the_known_figures_and_agrees_with_the_generic_path() {
    let game = new_game();
    let counts: Vec<u64> = (0..=7).map(|d| game.perft(d).unwrap_or(0)).collect();
    // 7^d until a column can fill: seven of the 7^7 sequences drop a seventh disc in one column.
    assert_eq!(
        counts,
        [1, 7, 49, 343, 2_401, 16_807, 117_649, 823_536],
        "{counts:?}"
    );
    // The generic path (legal actions, resolved and applied) from a middle game position, where
    // wins cut lines short.
    let middle = play(&[3, 3, 2, 4, 4, 2, 1]);
    let mut budget = u64::MAX;
    for depth in 1..=4 {
        let generic = crate::engine::perft::generic::<ConnectFour>(
            middle.state(),
            depth,
            &mut budget,
        );
        assert_eq!(middle.perft(depth).ok(), generic, "depth {depth}");
    }
    let finished = play(&[0, 0, 1, 1, 2, 2, 3]);
    assert_eq!(finished.perft(0), Ok(1));
    assert_eq!(finished.perft(2), Ok(0));
    assert_eq!(play(&DRAWN[..41]).perft(1), Ok(1));
    assert_eq!(play(&DRAWN[..41]).perft(2), Ok(0));
    assert!(new_game().perft(11).is_err());
}

/// A referee written apart from the rules: four in a row by looking at every cell of a grid.
fn referee(grid: &[[Option<Disc>; 6]; 7]) -> Option<Disc> {
    let at = |c: i32, r: i32| -> Option<Disc> {
        grid.get(usize::try_from(c).ok()?)?
            .get(usize::try_from(r).ok()?)
            .copied()
            .flatten()
    };
    for c in 0..7 {
        for r in 0..6 {
            for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let first = at(c, r);
                if first.is_some() && (1..4).all(|k| at(c + k * dc, r + k * dr) == first) {
                    return first;
                }
            }
        }
    }
    None
}

#[test]
fn random_games_end_as_an_independent_referee_says() {
    let mut rng = GameRng::from_seed("referee");
    let (mut wins, mut draws) = (0, 0);
    for _ in 0..300 {
        let mut game = new_game();
        let mut grid = [[None; 6]; 7];
        let mut heights = [0usize; 7];
        while let Some(player) = game.current_player().cloned() {
            // Before the game ends, the referee has seen no four.
            assert_eq!(referee(&grid), None);
            let legal = ConnectFour::legal_actions(game.state(), &player);
            let action = legal[rng.index(legal.len())];
            let disc = game.state().disc_to_move();
            let column = action.column as usize;
            grid[column][heights[column]] = Some(disc);
            heights[column] += 1;
            game.submit(&player, action).expect("legal");
        }
        match game.outcome().expect("over") {
            GameOutcome::Win { winner, .. } => {
                let disc = referee(&grid).expect("the referee sees the four");
                assert_eq!(winner, game.state().player_of(disc));
                wins += 1;
            }
            GameOutcome::Draw { .. } => {
                assert_eq!(referee(&grid), None);
                assert!(heights.iter().all(|&h| h == 6));
                draws += 1;
            }
        }
    }
    assert!(wins > 250, "{wins} wins, {draws} draws");
}

#[test]
fn random_simulation_is_deterministic() {
    let a = crate::ai::simulate_random_games::<ConnectFour>(&Default::default(), 50, "s")
        .expect("simulate");
    let b = crate::ai::simulate_random_games::<ConnectFour>(&Default::default(), 50, "s")
        .expect("simulate");
    assert_eq!(a, b);
    assert_eq!(a.games, 50);
}

#[test]
fn a_known_game_has_a_known_hash() {
    // Pinned: a change here changes the canonical encoding, which breaks saved hashes.
    let game = play(&[3, 3, 2, 4, 4, 2, 1]);
    let hash = game.state_hash().expect("hash").to_string();
    assert_eq!(hash, "d938c46a48dbce4d");
    let save = game.save().expect("save");
    let loaded = Game::<ConnectFour>::load(save).expect("load");
    assert_eq!(loaded.state_hash().expect("hash").to_string(), hash);
}

/// Plays the bot (`budget` nodes, seat `bot`) against `other` to the end; the bot's result.
fn bot_game(
    bot: usize,
    budget: u32,
    other: impl Fn(&Game<ConnectFour>, &PlayerId, &mut GameRng) -> ConnectFourAction,
    seed: &str,
) -> OutcomeType {
    let mut game = new_game();
    let mut rng = GameRng::from_seed(seed);
    let bot_id: PlayerId = game.players()[bot].clone();
    while let Some(player) = game.current_player().cloned() {
        let action = if player == bot_id {
            bot_action(&game, &player, &BotOptions::budget(budget, seed)).expect("the bot acts")
        } else {
            other(&game, &player, &mut rng)
        };
        game.submit(&player, action).expect("legal");
    }
    game.outcome()
        .expect("over")
        .results()
        .iter()
        .find(|r| r.player == bot_id)
        .map_or(OutcomeType::Loss, |r| r.outcome)
}

#[test]
fn the_bot_beats_random_first_legal_and_same_column_players_at_a_small_budget() {
    let random = |game: &Game<ConnectFour>, player: &PlayerId, rng: &mut GameRng| {
        let legal = ConnectFour::legal_actions(game.state(), player);
        legal[rng.index(legal.len())]
    };
    let first = |game: &Game<ConnectFour>, player: &PlayerId, _: &mut GameRng| {
        ConnectFour::legal_actions(game.state(), player)[0]
    };
    // A person clicking the same column every time (the centre, or the first not yet full).
    let same = |game: &Game<ConnectFour>, player: &PlayerId, _: &mut GameRng| {
        let legal = ConnectFour::legal_actions(game.state(), player);
        legal
            .iter()
            .copied()
            .find(|a| a.column == 3)
            .unwrap_or(legal[0])
    };
    for seat in [0, 1] {
        for g in 0..6 {
            let seed = format!("random-{seat}-{g}");
            assert_eq!(bot_game(seat, 300, random, &seed), OutcomeType::Win, "{seed}");
        }
        assert_eq!(bot_game(seat, 300, first, "first"), OutcomeType::Win, "first {seat}");
        assert_eq!(bot_game(seat, 300, same, "same"), OutcomeType::Win, "same {seat}");
    }
}

#[test]
fn levels_are_the_bot_s_budgets_in_nodes() {
    use crate::ai::bot::budget;
    assert_eq!(budget::<ConnectFour>(&BotOptions::default()), Ok(bot::LEVELS[1]));
    assert_eq!(
        budget::<ConnectFour>(&BotOptions::level(Level::Easy, "s")),
        Ok(bot::LEVELS[0])
    );
    let e = budget::<ConnectFour>(&BotOptions::budget(0, "s")).expect_err("zero");
    assert_eq!(
        e.message,
        format!("options.iterations is 0, expected 1 to {} (nodes)", bot::MAX_BUDGET)
    );
}
