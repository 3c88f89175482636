//! A money game to and from GNU Backgammon's match text (`.mat`, see [`mat`]):
//! [`match_text`] writes a game, [`from_match_text`] replays a file through our own rules, its
//! dice recorded in the configuration (later dice come from the seed). Every refusal is
//! `INVALID_INPUT` naming the line.

use super::action::BackgammonAction as A;
use super::event::BackgammonEvent as E;
use super::mat::{self, CubeAct, CubeEntry, MatGame, Turn};
use super::ruleset::Backgammon;
use super::state::{other, BackgammonConfig};
use crate::engine::error::{EngineError, Result};
use crate::engine::game::Game;

/// `game` as match text. A game set up from a position is refused (`INVALID_INPUT`): the format
/// starts from the standard position.
pub fn match_text(game: &Game<Backgammon>) -> Result<String> {
    if game.config().position.is_some() {
        return Err(EngineError::invalid_input(
            "a game set up from a position cannot be written as match text: the format starts \
             from the standard position",
        ));
    }
    Ok(mat::export(game))
}

fn refuse(message: impl Into<String>) -> EngineError {
    EngineError::invalid_input(message)
}

/// The first game a match file records (a single money game, the first of a session of money
/// games, or the first game of an n-point match), replayed through the rules: `INVALID_INPUT`
/// naming the line for a file with no game, or anything the format or the rules refuse (the
/// Crawford rule in money play, beavers, a move our rules forbid, a turn that leaves dice
/// unplayed). At most [`mat::MAX_TEXT`] bytes.
pub fn from_match_text(text: &str) -> Result<Game<Backgammon>> {
    let mut entries = super::match_record::read_match_text(text, 1)?;
    match entries.pop() {
        Some(entry) => entry.game,
        None => Err(refuse(super::mat_read::NO_GAME)),
    }
}

/// Replays one game of a match file (see [`from_match_text`]); `match_play`: a game of an
/// n-point match, played as a money game with the cube and without the Jacoby rule.
pub(super) fn replay_file(file: &MatGame, match_play: bool) -> Result<Game<Backgammon>> {
    let mut game = Game::<Backgammon>::new(config_of(file, match_play)?).map_err(|e| refuse(e.message))?;
    let mut cube = file.cube.iter().peekable();
    let mut cursor = 0;
    let last = file.turns.len().checked_sub(1);
    for (i, turn) in file.turns.iter().enumerate() {
        let line = file.lines.get(i).copied().unwrap_or(0);
        while let Some(entry) = cube.next_if(|c| c.before <= i) {
            cube_action(&mut game, entry)?;
        }
        // The last turn may stop short when its mover resigned in the middle of it: the result
        // line follows, for the other player, with no cube action between.
        let resigned = Some(i) == last
            && file.winner.is_some_and(|(seat, _)| seat != turn.seat)
            && file.cube.iter().all(|c| c.before <= i);
        play_turn(&mut game, turn, line, &mut cursor, resigned)?;
    }
    for entry in cube {
        cube_action(&mut game, entry)?;
    }
    if let Some((seat, points)) = file.winner {
        result(&mut game, seat, points)?;
    }
    Ok(game)
}

/// The configuration the file describes: its players, its tags, and every roll as recorded
/// dice (the first turn's as the opening roll, white's die then black's).
fn config_of(file: &MatGame, match_play: bool) -> Result<BackgammonConfig> {
    let tags = &file.tags;
    let cube = tags.cube.unwrap_or(match_play || !file.cube.is_empty());
    if !cube && !file.cube.is_empty() {
        return Err(refuse(format!(
            "line {}: a cube action, but the tag Cube is \"Off\"",
            file.cube.first().map_or(0, |c| c.line)
        )));
    }
    let mut dice = Vec::with_capacity(file.turns.len() + tags.opening.len());
    let mut turns = file.turns.iter();
    if let Some(first) = turns.next() {
        let [a, b] = first.dice;
        if a == b {
            return Err(refuse(format!(
                "line {}: the first turn's dice {a}{b} are a double: an opening roll never is",
                file.lines.first().copied().unwrap_or(0)
            )));
        }
        if tags.opening.is_empty() {
            let (high, low) = (a.max(b), a.min(b));
            dice.push(if first.seat == 0 { [high, low] } else { [low, high] });
        } else {
            dice.extend_from_slice(&tags.opening);
        }
    }
    dice.extend(turns.map(|t| t.dice));
    Ok(BackgammonConfig {
        players: Some(file.players.clone()),
        seed: tags.seed.clone(),
        // In match play the cube is on unless the file says otherwise: an Off is kept, so that
        // the game is written back with it.
        cube: match (cube, match_play) {
            (true, _) => Some(true),
            (false, true) => Some(false),
            (false, false) => None,
        },
        // Match play has no Jacoby rule: a gammon counts with the cube unturned.
        jacoby: match (cube, match_play) {
            (false, _) => None,
            (true, true) => Some(tags.jacoby.unwrap_or(false)),
            (true, false) => tags.jacoby,
        },
        position: None,
        dice: (!dice.is_empty()).then_some(dice),
    })
}

/// Submits `action` for `player`, naming the line and what the file says when refused.
fn submit(game: &mut Game<Backgammon>, player: &str, action: A, line: usize, what: &str) -> Result<()> {
    game.submit(player, action)
        .map(|_| ())
        .map_err(|e| refuse(format!("line {line}: {what}: {}", e.message)))
}

fn cube_action(game: &mut Game<Backgammon>, entry: &CubeEntry) -> Result<()> {
    let player = game.state().player(entry.seat).clone();
    let line = entry.line;
    match entry.act {
        CubeAct::Double(value) => {
            let want = game.state().stake().saturating_mul(2);
            if value != want {
                return Err(refuse(format!(
                    "line {line}: \"Doubles => {value}\", but the cube would go to {want}"
                )));
            }
            submit(game, &player, A::Double {}, line, "Doubles")
        }
        CubeAct::Take => submit(game, &player, A::Take {}, line, "Takes"),
        CubeAct::Drop => submit(game, &player, A::Drop {}, line, "Drops"),
    }
}

/// Plays one turn of the file; `cursor` is where in the log the next turn's roll is looked for
/// (a turn without a move passes as soon as it is rolled, the next roll may follow at once).
/// `may_stop`: the turn may leave dice unplayed (its mover resigns next).
fn play_turn(
    game: &mut Game<Backgammon>,
    turn: &Turn,
    line: usize,
    cursor: &mut usize,
    may_stop: bool,
) -> Result<()> {
    let player = game.state().player(turn.seat).clone();
    let [a, b] = turn.dice;
    if game.outcome().is_some() {
        return Err(refuse(format!("line {line}: {a}{b}: a turn after the end of the game")));
    }
    if game.legal_actions(&player)?.contains(&A::Roll {}) {
        submit(game, &player, A::Roll {}, line, "rolling")?;
    }
    let (high, low) = (a.max(b), a.min(b));
    let log = game.log();
    let rolled = log.get(*cursor..).unwrap_or(&[]).iter().position(|e| {
        matches!(&e.event, E::DiceRolled { .. })
    });
    let at = rolled.map_or(log.len(), |k| *cursor + k);
    match log.get(at).map(|e| &e.event) {
        Some(E::DiceRolled { player: p, dice }) if *p == player && *dice == [high, low] => {}
        _ => {
            return Err(refuse(format!(
                "line {line}: {a}{b}: not {player}'s turn with these dice by the rules"
            )))
        }
    }
    *cursor = at + 1;
    let started = log
        .get(..=at)
        .unwrap_or(&[])
        .iter()
        .filter(|e| matches!(e.event, E::DiceRolled { .. }))
        .count();
    for &(from, to, _) in &turn.moves {
        let what = format!("{a}{b}: {from}/{to}");
        submit(game, &player, A::from_indices(from, to), line, &what)?;
    }
    // The turn is over once the next one started (or is about to), or the game ended.
    let state = game.state();
    if !may_stop && game.outcome().is_none() && state.turn as usize == started && state.roll.is_some() {
        return Err(refuse(format!(
            "line {line}: {a}{b}: the turn leaves dice unplayed that the rules require to be used"
        )));
    }
    Ok(())
}

/// The file's result: the game's own end, or else the loser's resignation for the points won.
fn result(game: &mut Game<Backgammon>, seat: usize, points: i64) -> Result<()> {
    let winner = game.state().player(seat).clone();
    let wins = format!("\"{winner} wins {points}\"");
    if let Some(outcome) = game.outcome() {
        let got = outcome.winner().cloned();
        let got_points = outcome
            .results()
            .first()
            .and_then(|r| r.metrics.as_ref()?.get("points").copied());
        if got.as_ref() != Some(&winner) || got_points != Some(points) {
            return Err(refuse(format!(
                "the result line says {wins}, the game ends with {} winning {}",
                got.unwrap_or_default(),
                got_points.unwrap_or(0)
            )));
        }
        return Ok(());
    }
    let stake = i64::from(game.state().stake());
    let resign = points / stake;
    let loser = game.state().player(other(seat)).clone();
    if points % stake != 0 || !(1..=3).contains(&resign) {
        return Err(refuse(format!(
            "the result line says {wins} before the end: not 1, 2 or 3 times the cube ({stake})"
        )));
    }
    if game.current_player() != Some(&loser) {
        return Err(refuse(format!(
            "the result line says {wins} before the end, but {loser} is not to move to resign"
        )));
    }
    let points = Some(resign as u8);
    submit(game, &loser, A::Resign { points }, 0, "the resignation")?;
    submit(game, &winner, A::AcceptResignation {}, 0, "the resignation")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::play_out;
    use crate::engine::error::ErrorCode;
    use crate::rulesets::backgammon::{Seat, Strategy};

    fn random_game(seed: &str, cube: bool) -> Game<Backgammon> {
        let config = BackgammonConfig {
            seed: Some(seed.into()),
            cube: cube.then_some(true),
            ..BackgammonConfig::default()
        };
        let seats = [Seat::Fixed(Strategy::Random), Seat::Fixed(Strategy::Random)];
        play_out(config, &seats, seed).expect("plays")
    }

    #[test]
    fn export_then_import_gives_the_same_hash() {
        for n in 0..200 {
            let game = random_game(&format!("round-{n}"), n % 2 == 1);
            let text = match_text(&game).expect("writes");
            let back = from_match_text(&text).unwrap_or_else(|e| panic!("{n}: {e:?}\n{text}"));
            assert_eq!(
                back.state_hash().ok(),
                game.state_hash().ok(),
                "{n}:\n{text}"
            );
        }
    }

    #[test]
    fn a_resignation_in_the_middle_of_a_turn_round_trips() {
        for n in 0..20 {
            let config = BackgammonConfig {
                seed: Some(format!("half-{n}")),
                ..BackgammonConfig::default()
            };
            let mut game = Game::<Backgammon>::new(config).expect("new");
            let mut rng = crate::engine::rng::GameRng::from_seed(&format!("half-{n}"));
            // Into turn 3 + n, after its roll and as many moves as n says (at most all but one).
            while game.turn() < 3 + n || game.state().dice.len() > 1 + (n as usize % 3) {
                let (player, action) = crate::ai::random_action(&game, &mut rng).expect("a move");
                game.submit(&player, action).expect("legal");
            }
            let mover = game.current_player().cloned().expect("in play");
            let winner = game.state().player(other(game.state().seat_of(&mover).expect("seated"))).clone();
            let points = Some(1 + (n % 3) as u8);
            game.submit(&mover, A::Resign { points }).expect("offers");
            game.submit(&winner, A::AcceptResignation {}).expect("accepts");
            let text = match_text(&game).expect("writes");
            let back = from_match_text(&text).unwrap_or_else(|e| panic!("{n}: {e:?}\n{text}"));
            assert_eq!(back.state_hash().ok(), game.state_hash().ok(), "{n}:\n{text}");
            assert_eq!(back.outcome(), game.outcome());
        }
    }

    #[test]
    fn ids_that_read_as_one_name_stay_two_players() {
        let config = BackgammonConfig {
            players: Some(["a b".into(), "a_b".into()]),
            ..BackgammonConfig::default()
        };
        let game = Game::<Backgammon>::new(config).expect("new");
        let back = from_match_text(&match_text(&game).expect("writes")).expect("reads");
        assert_eq!(back.state().players, ["a_b".to_string(), "a_b_2".to_string()]);
        // A long name still leaves a space before the other.
        let long = "x".repeat(64);
        let config = BackgammonConfig {
            players: Some([long.clone(), "y".into()]),
            ..BackgammonConfig::default()
        };
        let game = Game::<Backgammon>::new(config).expect("new");
        let back = from_match_text(&match_text(&game).expect("writes")).expect("reads");
        assert_eq!(back.state().players, [long, "y".to_string()]);
    }

    #[test]
    fn gnubgs_own_export_with_a_cube_action_imports() {
        let text = include_str!("../../../tests/fixtures/backgammon/gnubg-money-game.mat");
        let game = from_match_text(text).expect("imports");
        let outcome = game.outcome().expect("over");
        assert!(game
            .log()
            .iter()
            .any(|e| matches!(e.event, super::super::BackgammonEvent::DoubleOffered { .. })));
        let again = from_match_text(&match_text(&game).expect("writes")).expect("again");
        assert_eq!(again.state_hash().ok(), game.state_hash().ok());
        assert!(again.outcome().is_some_and(|o| o == outcome));
    }

    #[test]
    fn bad_files_are_refused_naming_the_line() {
        let head = " 0 point match\n\n Game 1\n a : 0                          b : 0\n";
        for (text, want) in [
            (" 5 point match\n".to_string(), "no game: a match file has a line \"Game 1\""),
            (String::new(), "match text is empty"),
            (format!("{head}  1) 33: 8/5 8/5 6/3 6/3\n"), "line 5: the first turn's dice 33"),
            (format!("{head}  1) 31: 8/5 6/4\n"), "line 5: 31: 6/4"),
            (format!("{head}  1) 31: 8/5\n"), "line 5: 31: the turn leaves dice"),
            (format!("{head}  1) 31: 8/5 6/5  Doubles => 2\n"), "line 5: Doubles"),
            (format!("{head}  1) 31: 8/5 6/5 Beavers\n"), "line 5: unexpected \"Beavers\""),
            (" 0 point match\n Game 1 Crawford\n".to_string(), "line 2: the Crawford rule"),
            (format!("{head}  1) 31: 8/5 6/5\n      Wins 4 points\n"), "the result line"),
        ] {
            let e = from_match_text(&text).expect_err(&text);
            assert_eq!(e.code, ErrorCode::InvalidInput, "{text}");
            assert!(e.message.contains(want), "{text}: {}", e.message);
        }
        let big = " ".repeat(mat::MAX_TEXT + 1);
        assert!(from_match_text(&big).is_err());
    }
}
