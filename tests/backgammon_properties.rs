#![cfg(feature = "backgammon")]
#![cfg(not(target_arch = "wasm32"))]
//! Property tests over whole random backgammon games: every game ends, the log rebuilds the
//! state, each side always has fifteen checkers, every listed move is accepted and the list is
//! exactly the first moves of the maximal uses of the dice (checked against a brute force that
//! tries every sequence), every turn used as many dice as it could, and the points match the
//! gammon and backgammon definitions. And one pinned game, whose hash tests/web.rs finds the
//! same in wasm.

use arbiter_rules::ai::random_action;
use arbiter_rules::backgammon::BackgammonEndReason;
use arbiter_rules::backgammon::{
    Backgammon, BackgammonAction, BackgammonConfig, BackgammonEvent, BackgammonState, MoveFrom,
    MoveTo,
};
use arbiter_rules::{Game, GameRng, Ruleset};
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

#[path = "common/backgammon_bot_pinned.rs"]
mod bot_pinned;
#[path = "common/backgammon_pinned.rs"]
mod pinned;
use pinned::{pinned_backgammon, PINNED_BACKGAMMON_HASH};

/// The mover's side, by the rules as written, with nothing shared with the engine's generator:
/// `own[p]` and `opp[p]` on the mover's point `p` (1 to 24), the mover's bar.
#[derive(Clone)]
struct Side {
    own: [i32; 25],
    opp: [i32; 25],
    bar: i32,
    off: i32,
}

fn side(state: &BackgammonState, seat: usize) -> Side {
    let mut s = Side {
        own: [0; 25],
        opp: [0; 25],
        bar: i32::from(state.bar[seat]),
        off: i32::from(state.off[seat]),
    };
    for p in 1..=24usize {
        // White's point p is board[p - 1]; black's point p is white's 25 - p.
        let v = i32::from(if seat == 0 {
            state.board[p - 1]
        } else {
            -state.board[24 - p]
        });
        if v > 0 {
            s.own[p] = v;
        } else {
            s.opp[p] = -v;
        }
    }
    s
}

/// (from, to, die): from 25 the bar, to 0 off.
type Step = (i32, i32, i32);

fn steps(s: &Side, die: i32) -> Vec<Step> {
    if s.off == 15 {
        return Vec::new();
    }
    if s.bar > 0 {
        let to = 25 - die;
        return if s.opp[to as usize] < 2 {
            vec![(25, to, die)]
        } else {
            Vec::new()
        };
    }
    let home = (7..=24).all(|p| s.own[p] == 0);
    let mut out = Vec::new();
    for from in 1..=24i32 {
        if s.own[from as usize] == 0 {
            continue;
        }
        let to = from - die;
        if to >= 1 {
            if s.opp[to as usize] < 2 {
                out.push((from, to, die));
            }
        } else if home && (to == 0 || ((from + 1)..=6).all(|p| s.own[p as usize] == 0)) {
            out.push((from, 0, die));
        }
    }
    out
}

fn play(s: &Side, (from, to, _): Step) -> Side {
    let mut n = s.clone();
    if from == 25 {
        n.bar -= 1;
    } else {
        n.own[from as usize] -= 1;
    }
    if to == 0 {
        n.off += 1;
    } else {
        n.own[to as usize] += 1;
        if n.opp[to as usize] == 1 {
            n.opp[to as usize] = 0;
        }
    }
    n
}

/// Every sequence that cannot be extended, as its steps.
fn sequences(s: &Side, dice: &[i32]) -> Vec<Vec<Step>> {
    let mut all = Vec::new();
    for i in 0..dice.len() {
        let mut rest = dice.to_vec();
        let die = rest.remove(i);
        for step in steps(s, die) {
            for mut tail in sequences(&play(s, step), &rest) {
                tail.insert(0, step);
                all.push(tail);
            }
        }
    }
    if all.is_empty() {
        all.push(Vec::new());
    }
    all
}

/// The first moves of the sequences the rules allow, each with the smallest die that begins
/// one, and how many dice they use.
fn brute_force(state: &BackgammonState, seat: usize) -> (BTreeMap<(i32, i32), i32>, usize) {
    let dice: Vec<i32> = state.dice.iter().map(|&d| i32::from(d)).collect();
    let all = sequences(&side(state, seat), &dice);
    let most = all.iter().map(Vec::len).max().unwrap_or(0);
    let mut allowed: Vec<&Vec<Step>> = all.iter().filter(|q| q.len() == most).collect();
    if most == 1 && dice.len() == 2 && dice[0] != dice[1] {
        let larger = dice[0].max(dice[1]);
        if allowed.iter().any(|q| q[0].2 == larger) {
            allowed.retain(|q| q[0].2 == larger);
        }
    }
    let mut firsts = BTreeMap::new();
    for &(f, t, d) in allowed.iter().filter_map(|q| q.first()) {
        let die = firsts.entry((f, t)).or_insert(d);
        *die = (*die).min(d);
    }
    (firsts, most)
}

fn indices(action: &BackgammonAction) -> (i32, i32) {
    match action {
        BackgammonAction::Move { from, to } => (
            match from {
                MoveFrom::Bar => 25,
                MoveFrom::Point(p) => *p as i32,
            },
            match to {
                MoveTo::Off => 0,
                MoveTo::Point(p) => *p as i32,
            },
        ),
        _ => (-1, -1),
    }
}

fn checkers(state: &BackgammonState, seat: usize) -> i32 {
    let s = side(state, seat);
    s.own.iter().sum::<i32>() + s.bar + s.off
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn every_random_game_ends_by_the_rules(seed in any::<u64>(), pick in any::<u64>()) {
        let config = BackgammonConfig {
            seed: Some(seed.to_string()),
            ..BackgammonConfig::default()
        };
        let mut game = Game::<Backgammon>::new(config.clone()).expect("valid");
        let mut rng = GameRng::from_u64(pick);
        let mut steps = 0;
        // Dice used in the turn under way, and how many it could use at its start.
        let mut turn: Option<(String, usize, usize)> = None;
        while let Some(player) = game.current_player().cloned() {
            let state = game.state().clone();
            let seat = state.seat_of(&player).expect("a player");
            let legal = game.legal_actions(&player).expect("known");
            let (firsts, most) = brute_force(&state, seat);
            let listed: BTreeSet<(i32, i32)> = legal.iter().map(indices).collect();
            let allowed: BTreeSet<(i32, i32)> = firsts.keys().copied().collect();
            prop_assert_eq!(&listed, &allowed, "{:?}", state);
            prop_assert_eq!(listed.len(), legal.len(), "a move listed twice");
            // Every listed move is accepted, with the smallest die that begins a maximal use.
            for action in &legal {
                let mut attempt = game.clone();
                let log = attempt.submit(&player, *action);
                prop_assert!(log.is_ok(), "{:?}", action);
                let die = log.expect("accepted").iter().find_map(|e| match e.event {
                    BackgammonEvent::CheckerMoved { die, .. }
                    | BackgammonEvent::CheckerBorneOff { die, .. } => Some(i32::from(die)),
                    _ => None,
                });
                prop_assert_eq!(die, firsts.get(&indices(action)).copied(), "{:?}", action);
            }
            if turn.as_ref().map_or(true, |t| t.0 != player) {
                turn = Some((player.clone(), 0, most));
            }
            let (_, action) = random_action(&game, &mut rng).expect("a legal action");
            let log = game.submit(&player, action).expect("legal").to_vec();
            for entry in &log {
                match &entry.event {
                    BackgammonEvent::CheckerMoved { .. } | BackgammonEvent::CheckerBorneOff { .. } => {
                        if let Some(t) = turn.as_mut() {
                            t.1 += 1;
                        }
                    }
                    BackgammonEvent::TurnPassed { player: p, .. } => {
                        if let Some((mover, used, most)) = turn.take() {
                            prop_assert_eq!(&mover, p);
                            prop_assert_eq!(used, most, "{} used {} dice of {}", p, used, most);
                        }
                    }
                    _ => {}
                }
            }
            for seat in 0..2 {
                prop_assert_eq!(checkers(game.state(), seat), 15);
            }
            steps += 1;
            prop_assert!(steps < 5_000, "the game runs on");
        }
        let state = game.state();
        let outcome = game.outcome().expect("over");
        prop_assert_eq!(outcome.reason(), BackgammonEndReason::BorneOff);
        let winner = state.seat_of(outcome.winner().expect("a winner")).expect("seat");
        let loser = 1 - winner;
        prop_assert_eq!(state.off[winner], 15);
        let loser_side = side(state, loser);
        let behind = loser_side.bar > 0 || (19..=24).any(|p| loser_side.own[p] > 0);
        let expected = match (state.off[loser], behind) {
            (0, true) => 3,
            (0, false) => 2,
            _ => 1,
        };
        for (result, seat, sign) in [(&outcome.results()[0], winner, 1), (&outcome.results()[1], loser, -1)] {
            let metrics = result.metrics.as_ref().expect("metrics");
            prop_assert_eq!(metrics["points"], sign * expected);
            prop_assert_eq!(metrics["borneOff"], i64::from(state.off[seat]));
            let s = side(state, seat);
            let pips: i32 = (1..=24).map(|p| p as i32 * s.own[p]).sum::<i32>() + 25 * s.bar;
            prop_assert_eq!(metrics["pips"], i64::from(pips));
        }
        // The log rebuilds the state.
        let mut rebuilt = Backgammon::setup(&config).expect("setup");
        for entry in game.log() {
            Backgammon::apply(&mut rebuilt, &entry.event);
        }
        prop_assert_eq!(&rebuilt, state);
    }
}

#[test]
fn a_pinned_game_has_the_same_hash_natively_and_in_wasm() {
    let game = pinned_backgammon();
    assert_eq!(
        game.outcome().map(|o| o.reason()),
        Some(BackgammonEndReason::BorneOff)
    );
    let again = Game::<Backgammon>::replay(game.config().clone(), game.actions()).expect("replay");
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
    println!(
        "pinned: {} turns, {} actions, hash {}",
        game.turn(),
        game.actions().len(),
        game.state_hash().expect("hash")
    );
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        PINNED_BACKGAMMON_HASH
    );
}

#[test]
fn the_bots_pinned_game_is_the_same_natively_and_in_wasm() {
    // tests/node.rs plays it in wasm: the network's f32 inference must agree bit for bit.
    let (game, chances) = bot_pinned::pinned_bot_game();
    let hash = game.state_hash().expect("hash").to_string();
    println!(
        "the bot's pinned game: turn {}, hash {hash}, chances {chances:x?}",
        game.turn()
    );
    assert!(game.is_finished());
    assert_eq!(chances, bot_pinned::PINNED_CHANCES);
    assert_eq!(hash, bot_pinned::PINNED_BOT_HASH);
}

/// Pieces a mangled match file is made of: the format's words and numbers, and odd text.
const MAT_PIECES: &[&str] = &[
    "\n",
    " ",
    "/",
    "*",
    ":",
    "0",
    "25",
    "66",
    "31",
    "7",
    ")",
    "Doubles => 2",
    "Doubles => 64",
    "Doubles => 4294967296",
    "Takes",
    "Drops",
    "Beavers",
    "Wins 3 points",
    "Wins 99999999999999999999 points",
    " Game 2\n",
    " 5 point match\n",
    "Crawford",
    "; [Seed \"x\"]\n",
    "; [Cube \"Off\"]\n",
    "; [Jacoby \"On\"]\n",
    "; [OpeningRolls \"11 7\"]\n",
    "; [OpeningRolls \"",
    "a : 1",
    "  9) ",
    "\u{e9}",
    "\u{1F600}",
    "\t",
    "\r\n",
];

/// The match text of a random game with the cube (finished or not).
fn exported(seed: u64, moves: usize) -> String {
    let config = BackgammonConfig {
        seed: Some(format!("mat-prop-{seed}")),
        cube: Some(seed % 2 == 0),
        ..BackgammonConfig::default()
    };
    let mut game = Game::<Backgammon>::new(config).expect("a game");
    let mut rng = GameRng::from_seed(&seed.to_string());
    for _ in 0..moves {
        let Some((player, action)) = random_action(&game, &mut rng) else {
            break;
        };
        game.submit(&player, action).expect("legal");
    }
    arbiter_rules::backgammon::import::match_text(&game).expect("writes")
}

/// A match file is read or refused with `INVALID_INPUT` (naming a line when it is one), never a
/// panic.
fn read_or_refuse(text: &str) {
    match arbiter_rules::backgammon::import::from_match_text(text) {
        Ok(game) => {
            assert!(game.state_hash().is_ok());
        }
        Err(e) => assert_eq!(
            e.code,
            arbiter_rules::ErrorCode::InvalidInput,
            "{}",
            e.message
        ),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_read_or_refused(text in ".{0,400}") {
        read_or_refuse(&text);
    }

    #[test]
    fn a_mangled_export_is_read_or_refused(
        seed in 0u64..40,
        moves in 0usize..200,
        edits in proptest::collection::vec((any::<usize>(), 0usize..12, 0usize..MAT_PIECES.len()), 0..5),
    ) {
        let mut text = exported(seed, moves);
        read_or_refuse(&text);
        for (at, cut, piece) in edits {
            // Edits on character boundaries (the text may hold non-ASCII once edited).
            let chars: Vec<char> = text.chars().collect();
            let i = at % (chars.len() + 1);
            let j = (i + cut).min(chars.len());
            let mut next: String = chars.iter().take(i).collect();
            next.push_str(MAT_PIECES.get(piece).copied().unwrap_or(""));
            next.extend(chars.iter().skip(j));
            text = next;
        }
        read_or_refuse(&text);
    }
}
