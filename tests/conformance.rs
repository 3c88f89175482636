#![cfg(not(target_arch = "wasm32"))]
//! One conformance suite over every ruleset that runs through `Game<R>` (OpenSpiel's
//! RandomSimTest, in spirit), on the sample configurations each game lists in its `Listed`.

use arbiter_rules::ai::random_action;
use arbiter_rules::{
    ErrorCode, Game, GameOutcome, GameRng, GameStatus, Listed, Ruleset, RulesetKind, Visit,
};

/// Actions legal earlier but not now, tried at each step.
const STALE_CHECKS: usize = 4;

fn check_outcome<R: Copy>(outcome: &GameOutcome<R>, players: &[String]) {
    let results = outcome.results();
    assert_eq!(results.len(), players.len(), "one result per player");
    assert!(
        results.windows(2).all(|w| w[0].rank <= w[1].rank),
        "results ordered by rank"
    );
    assert_eq!(
        results.first().map(|r| r.rank),
        Some(1),
        "someone ranks first"
    );
    for p in players {
        assert_eq!(
            results.iter().filter(|r| &r.player == p).count(),
            1,
            "{p} listed once"
        );
    }
    if let Some(winner) = outcome.winner() {
        let first: Vec<_> = results.iter().filter(|r| r.rank == 1).collect();
        assert_eq!(first.len(), 1, "a win has one player at rank 1");
        assert_eq!(&first[0].player, winner);
    }
}

/// Asserts `submit` fails with `code` and leaves the state, log, actions and hash as they were.
fn assert_rejected<R: Ruleset>(game: &Game<R>, player: &str, action: R::Action, code: ErrorCode) {
    assert_refused(game, player, action, &[code]);
}

/// Asserts `submit` fails with one of `codes` and changes nothing.
fn assert_refused<R: Ruleset>(
    game: &Game<R>,
    player: &str,
    action: R::Action,
    codes: &[ErrorCode],
) {
    let mut attempt = game.clone();
    let before = game.state_hash().expect("hash");
    let err = attempt
        .submit(player, action.clone())
        .expect_err("must be rejected");
    assert!(codes.contains(&err.code), "{player} {action:?}: {}", err);
    assert!(!err.message.is_empty());
    assert_eq!(
        attempt.state_hash().expect("hash"),
        before,
        "hash changed by a rejected action"
    );
    assert_eq!(
        attempt.log().len(),
        game.log().len(),
        "log changed by a rejected action"
    );
    assert_eq!(attempt.actions().len(), game.actions().len());
}

/// Plays one seeded random game to its end, checking every kernel promise on the way.
fn playout<R: Ruleset>(config: &R::Config, seed: u64) -> (Game<R>, Vec<Moment>) {
    let mut game = Game::<R>::new(config.clone()).expect("valid config");
    let mut moments = vec![moment(&game)];
    // Its own stream, so the games played stay those of the seed.
    let mut sample = GameRng::from_u64(seed ^ 0x5eed);
    let mut rng = GameRng::from_u64(seed);
    let mut seen: Vec<R::Action> = Vec::new();
    let players = game.players().to_vec();
    let mut steps = 0;
    while !game.is_finished() {
        assert_eq!(game.status(), GameStatus::Active);
        assert!(game.outcome().is_none(), "outcome is null until the end");
        let current = game
            .current_player()
            .cloned()
            .expect("an active game has a player to act");
        let legal = game.legal_actions(&current).expect("known player");
        assert!(!legal.is_empty(), "the player to act has a legal action");
        // Every legal action is accepted.
        for action in &legal {
            let mut attempt = game.clone();
            attempt
                .submit(&current, action.clone())
                .unwrap_or_else(|e| panic!("{action:?} is legal but {e}"));
        }
        // Others may not act, and strangers are not in the game.
        for other in players.iter().filter(|p| **p != current) {
            assert!(game.legal_actions(other).expect("known").is_empty());
            assert_rejected(&game, other, legal[0].clone(), ErrorCode::NotYourTurn);
        }
        assert_rejected(
            &game,
            "no such player",
            legal[0].clone(),
            ErrorCode::InvalidInput,
        );
        // An action that was legal once but is not now is refused: illegal, or a cost that
        // cannot be paid now. (A few of them, picked at random, to keep long games quick; not
        // the answers of a choice listed only in part, which may be valid unlisted.)
        let stale: Vec<&R::Action> = seen
            .iter()
            .filter(|a| !legal.contains(a) && !R::listed_in_part(a))
            .collect();
        for _ in 0..STALE_CHECKS.min(stale.len()) {
            let action = stale[rng.index(stale.len())].clone();
            let codes = [ErrorCode::IllegalAction, ErrorCode::CannotPayCost];
            assert_refused(&game, &current, action, &codes);
        }
        for action in &legal {
            if !seen.contains(action) {
                seen.push(action.clone());
            }
        }

        let (player, action) = random_action(&game, &mut rng).expect("a legal action");
        let before = game.log().len();
        let events = game.submit(&player, action).expect("legal").len();
        assert!(events > 0, "an accepted action logs events");
        assert_eq!(game.log().len(), before + events);
        moments.push(moment(&game));
        // canUndo answers what undo does (checked at some steps: each undo replays the game).
        if sample.index(8) == 0 {
            let mut undone = game.clone();
            assert_eq!(
                game.can_undo(),
                undone.undo().is_ok(),
                "canUndo after {steps} actions"
            );
        }
        steps += 1;
        assert!(steps < 10_000, "the game must end");
    }

    // After the end: a consistent outcome, and every action refused with the hash unchanged.
    assert_eq!(game.status(), GameStatus::Finished);
    assert!(game.current_player().is_none());
    check_outcome(game.outcome().expect("finished"), &players);
    for player in &players {
        assert!(game.legal_actions(player).expect("known").is_empty());
        for action in seen.iter().take(5) {
            assert_rejected(&game, player, action.clone(), ErrorCode::GameFinished);
        }
    }
    assert_rejected(
        &game,
        "no such player",
        seen[0].clone(),
        ErrorCode::GameFinished,
    );
    // Export keeps working after the end.
    let export = game.export().expect("export");
    assert_eq!(export.facts.status, GameStatus::Finished);
    assert_eq!(export.facts.outcome.as_ref(), game.outcome());
    assert_eq!(
        export.state_hash,
        game.state_hash().expect("hash").to_string()
    );
    assert_eq!(export.ruleset, R::NAME);
    (game, moments)
}

/// After the end, `undo` takes back the action that ended the game exactly when the game says
/// the rules of play ended it ([`Ruleset::take_back_ending`]), the action is no imported result
/// and revealed nothing: then the game is again the one before that action (its hash, log,
/// status, and no outcome), and playing the action again ends it the same way. Otherwise it is
/// refused with `ILLEGAL_ACTION` and nothing changes. `can_undo` agrees either way. Returns
/// whether the ending was taken back.
fn undo_after_end<R: Ruleset>(game: &Game<R>) -> bool {
    let actions = game.actions();
    let last = actions.last().expect("an action ended the game");
    let reason = game.outcome().expect("finished").reason();
    let before =
        Game::<R>::replay(game.config().clone(), &actions[..actions.len() - 1]).expect("replay");
    let revealed = game
        .log_since(before.log().len())
        .iter()
        .any(|e| R::reveals(&e.event));
    let by_rule = !R::is_record(&last.action) && R::take_back_ending(&last.action, reason).is_ok();
    let mut undone = game.clone();
    let result = undone.undo();
    assert_eq!(
        game.can_undo(),
        result.is_ok(),
        "canUndo after the end ({reason:?})"
    );
    match result {
        Ok(taken) => {
            assert!(
                by_rule && !revealed,
                "took back {reason:?} (revealed: {revealed})"
            );
            assert_eq!(&taken, last);
            assert_eq!(undone.state_hash().ok(), before.state_hash().ok());
            assert_eq!(undone.log().len(), before.log().len());
            assert_eq!(undone.actions(), before.actions());
            assert_eq!(undone.status(), GameStatus::Active);
            assert!(undone.outcome().is_none() && undone.current_player().is_some());
            undone
                .submit(&last.player, last.action.clone())
                .expect("the action again");
            assert_eq!(undone.state_hash().ok(), game.state_hash().ok());
            assert_eq!(undone.outcome(), game.outcome());
            true
        }
        Err(e) => {
            assert!(!by_rule || revealed, "refused {reason:?}: {e}");
            assert_eq!(e.code, ErrorCode::IllegalAction, "{}", e.message);
            assert!(!e.message.is_empty());
            assert_eq!(undone.state_hash().ok(), game.state_hash().ok());
            assert_eq!(undone.log().len(), game.log().len());
            assert_eq!(undone.outcome(), game.outcome());
            false
        }
    }
}

/// What a game was after some actions: its hash, its log's length, each player's view.
#[derive(Debug, PartialEq)]
struct Moment {
    hash: String,
    log: usize,
    views: Vec<String>,
}

fn moment<R: Ruleset>(game: &Game<R>) -> Moment {
    let views = game
        .players()
        .iter()
        .map(|p| serde_json::to_string(&game.view(Some(p)).expect("view")).expect("json"))
        .collect();
    Moment {
        hash: game.state_hash().expect("hash").to_string(),
        log: game.log().len(),
        views,
    }
}

/// `step_to(n)` rebuilds the game as it was after `n` actions (its hash, log and views then),
/// read-only, with the events each player was shown then; `n` past the end is refused.
fn history<R: Ruleset>(game: &Game<R>, moments: &[Moment], rng: &mut GameRng) {
    let last = game.actions().len();
    let mut picks = vec![0, 1.min(last), last / 2, last.saturating_sub(1), last];
    picks.extend((0..3).map(|_| rng.index(last + 1)));
    for n in picks {
        let past = game.step_to(n).expect("step_to");
        assert_eq!(moment(&past), moments[n], "step_to({n})");
        assert!(past.is_past() && !past.can_undo());
        assert_eq!(past.actions(), &game.actions()[..n]);
        for p in game.players() {
            let then = past.events_for(0, Some(p)).expect("events");
            let now = game.events_for(0, Some(p)).expect("events");
            let json = |e: &[_]| serde_json::to_string(e).expect("json");
            assert_eq!(
                json(&then),
                json(&now[..then.len()]),
                "step_to({n}): events for {p}"
            );
        }
        let mut again = past.step_to(n / 2).expect("step_to of a past game");
        assert_eq!(
            again.state_hash().ok().map(|h| h.to_string()),
            Some(moments[n / 2].hash.clone())
        );
        // Read-only: playing or undoing is refused (a finished past game refuses as finished).
        if let Some(current) = again.current_player().cloned() {
            let action = again.legal_actions(&current).expect("legal")[0].clone();
            let err = again
                .submit(&current, action)
                .map(|_| ())
                .expect_err("read-only");
            assert_eq!(err.code, ErrorCode::InvalidInput, "{}", err.message);
            assert!(err.message.contains("stepTo"), "{}", err.message);
            if n / 2 > 0 {
                assert_eq!(
                    again.undo().map(|_| ()).map_err(|e| e.code),
                    Err(ErrorCode::InvalidInput)
                );
            }
        }
    }
    let err = game
        .step_to(last + 1)
        .map(|_| ())
        .expect_err("past the end");
    assert_eq!(err.code, ErrorCode::InvalidInput);
    assert!(
        err.message.contains(&format!("n is {}", last + 1)),
        "{}",
        err.message
    );
}

/// A save loads back to the same game; an altered one is refused; undo goes back one action.
fn save_load_undo<R: Ruleset>(game: &Game<R>) {
    let save = game.save().expect("save");
    let json = serde_json::to_string(&save).expect("json");
    let loaded = Game::<R>::load(serde_json::from_str(&json).expect("parse")).expect("load");
    assert_eq!(loaded.state_hash().ok(), game.state_hash().ok());
    assert_eq!(loaded.log().len(), game.log().len());

    let mut short = save.clone();
    short.actions.pop();
    let err = Game::<R>::load(short).expect_err("a save missing its last action");
    assert_eq!(err.code, ErrorCode::InvalidSave, "{}", err.message);
    let mut wrong = save.clone();
    wrong.state_hash = "0000000000000000".into();
    assert_eq!(
        Game::<R>::load(wrong).map(|_| ()).map_err(|e| e.code),
        Err(ErrorCode::InvalidSave)
    );
    let mut reordered = save.clone();
    // The first action moved to the end (two actions swapped can be the same game: two
    // coppers played in either order).
    reordered.actions.rotate_left(1);
    assert_eq!(
        Game::<R>::load(reordered).map(|_| ()).map_err(|e| e.code),
        Err(ErrorCode::InvalidSave)
    );
    // Only this version's saves are read.
    for (version, says) in [
        (
            arbiter_rules::engine::save::SAVE_VERSION - 1,
            "made by an earlier version",
        ),
        (
            arbiter_rules::engine::save::SAVE_VERSION + 1,
            "made by a later version",
        ),
    ] {
        let mut other = save.clone();
        other.version = version;
        let err = Game::<R>::load(other)
            .map(|_| ())
            .expect_err("another version");
        assert_eq!(err.code, ErrorCode::InvalidSave);
        assert!(err.message.contains(says), "{}", err.message);
    }

    // Undo before the end: back one action with the same hash as a replay.
    let actions = game.actions();
    let before_end =
        Game::<R>::replay(game.config().clone(), &actions[..actions.len() - 1]).expect("replay");
    let mut undone = before_end.clone();
    let expected =
        Game::<R>::replay(game.config().clone(), &actions[..actions.len() - 2]).expect("replay");
    let revealed = before_end
        .log_since(expected.log().len())
        .iter()
        .any(|e| R::reveals(&e.event));
    match undone.undo() {
        Ok(last) => {
            assert!(!revealed, "undo took back an action that revealed");
            assert_eq!(Some(&last), actions.get(actions.len() - 2));
            assert_eq!(undone.state_hash().ok(), expected.state_hash().ok());
            assert_eq!(undone.log().len(), expected.log().len());
        }
        Err(e) => {
            // Only an action that showed hidden information is kept.
            assert!(revealed, "undo refused: {e}");
            assert_eq!(e.code, ErrorCode::IllegalAction);
            assert_eq!(undone.state_hash().ok(), before_end.state_hash().ok());
        }
    }
    let mut fresh = Game::<R>::new(game.config().clone()).expect("new");
    assert_eq!(
        fresh.undo().map(|_| ()).map_err(|e| e.code),
        Err(ErrorCode::IllegalAction)
    );
}

/// Checks `playouts` seeded random games of `config`; returns how many of them had their
/// ending taken back by `undo`.
fn conforms<R: Ruleset>(config: R::Config, playouts: u64) -> u32 {
    let mut taken_back = 0;
    for seed in 0..playouts {
        let (game, moments) = playout::<R>(&config, seed);
        taken_back += u32::from(undo_after_end(&game));
        history(&game, &moments, &mut GameRng::from_u64(seed));
        // The same seed gives the same log and hash.
        let (again, _) = playout::<R>(&config, seed);
        assert_eq!(
            serde_json::to_string(game.log()).expect("log"),
            serde_json::to_string(again.log()).expect("log"),
            "seed {seed}: logs differ"
        );
        assert_eq!(
            game.state_hash().expect("hash"),
            again.state_hash().expect("hash")
        );
        // Replay from (config, actions) reproduces the hash.
        let replayed = Game::<R>::replay(config.clone(), game.actions()).expect("replay");
        assert_eq!(
            replayed.state_hash().expect("hash"),
            game.state_hash().expect("hash")
        );
        assert_eq!(replayed.log().len(), game.log().len());
        // Applying the logged events to the initial state rebuilds the state.
        let mut state = R::setup(&config).expect("setup");
        for entry in game.log() {
            R::apply(&mut state, &entry.event);
        }
        assert_eq!(
            serde_json::to_value(&state).expect("state"),
            serde_json::to_value(game.state()).expect("state"),
            "seed {seed}: the log does not rebuild the state"
        );
        save_load_undo(&game);
        // The export survives a JSON round trip and replays to the same game.
        let json = serde_json::to_string(&game.export().expect("export")).expect("json");
        let back: arbiter_rules::GameExport<R::Config, R::State, R::Action, R::Reason> =
            serde_json::from_str(&json).expect("parse");
        let reloaded = Game::<R>::replay(back.config, &back.actions).expect("replay export");
        assert_eq!(
            reloaded.state_hash().expect("hash").to_string(),
            back.state_hash
        );
    }
    taken_back
}

/// Plays each game's sample configurations.
struct Conforms;

impl Visit for Conforms {
    type Output = ();
    fn visit<G: Listed>(self) {
        let mut taken_back = 0;
        for (config, games) in G::samples() {
            taken_back += conforms::<G>(config, games.into());
        }
        // Random players reach the rules' endings (they never resign): some are taken back.
        assert!(taken_back > 0, "{}: no ending was taken back", G::NAME);
    }
}

/// Each ruleset on its own thread, named after it (the games are independent; a failing one
/// fails the test and its panic names the thread).
#[test]
fn every_ruleset_conforms() {
    std::thread::scope(|scope| {
        for &kind in RulesetKind::ALL {
            std::thread::Builder::new()
                .name(format!("{kind:?}"))
                .spawn_scoped(scope, move || kind.visit(Conforms))
                .expect("a thread");
        }
    });
}
