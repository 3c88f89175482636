//! What a turn's log holds: what happened in that turn, no skip events for ships lost in an
//! earlier turn or for players already out; triggered effects stamped with their phase and turn;
//! a user catalogue's `persistsIfSourceDestroyed: false` meaning exactly what step 1 says.

use super::*;
use crate::engine::game::Game;
use crate::engine::rng::GameRng;
use std::collections::BTreeMap;

fn random_game(players: &[&str], seed: &str) -> Game<Ships> {
    let mut config = ShipsConfig::for_players(players);
    config.seed = Some(seed.into());
    let mut game = Game::<Ships>::new(config).expect("valid");
    let mut rng = GameRng::from_seed(seed);
    while let Some((p, a)) = crate::ai::random_action(&game, &mut rng) {
        game.submit(&p, a).expect("legal");
    }
    game
}

#[test]
fn a_turn_s_log_holds_only_what_happened_in_it() {
    let mut skips = 0;
    for seed in ["a", "b", "c", "d", "e", "f"] {
        let game = random_game(&["p1", "p2", "p3"], seed);
        // The turn each ship was lost in, and the turn each player fell in, from the log.
        let mut lost: BTreeMap<&str, u32> = BTreeMap::new();
        let mut fell: BTreeMap<&str, u32> = BTreeMap::new();
        let mut owner: BTreeMap<&str, &str> = BTreeMap::new();
        for entry in game.log() {
            match &entry.event {
                ShipsEvent::ShipBuilt { ship } => {
                    owner.insert(&ship.id, &ship.owner_id);
                }
                ShipsEvent::ShipDestroyed { ship_id, .. }
                | ShipsEvent::ShipConsumedInUpgrade { ship_id, .. } => {
                    lost.insert(ship_id, entry.turn);
                }
                ShipsEvent::PlayerDefeated { player } => {
                    fell.insert(player, entry.turn);
                }
                ShipsEvent::EffectTriggered { effect } => {
                    let phase = game_phase_at(&game, entry.seq);
                    assert_eq!(effect.triggered_at, format!("{phase}:{}", entry.turn));
                }
                ShipsEvent::EffectSkipped(skipped) => {
                    skips += 1;
                    assert_eq!(
                        lost.get(skipped.source_ship_id.as_str()),
                        Some(&entry.turn),
                        "{seed}: {skipped:?} in turn {}",
                        entry.turn
                    );
                    let player = owner.get(skipped.source_ship_id.as_str()).copied();
                    assert!(player.is_some_and(|p| !fell.contains_key(p)), "{skipped:?}");
                }
                ShipsEvent::EffectApplied(applied) => {
                    assert!(!fell.contains_key(applied.target_player_id.as_str()));
                }
                _ => {}
            }
        }
    }
    assert!(skips > 0, "some ship was lost with a continuous power");
}

/// The phase the game was in when the event at `seq` was logged.
fn game_phase_at(game: &Game<Ships>, seq: u32) -> &'static str {
    game.log()
        .iter()
        .take(seq as usize)
        .rev()
        .find_map(|e| match &e.event {
            ShipsEvent::PhaseStarted { phase } => Some(phase.as_str()),
            _ => None,
        })
        .unwrap_or("BUILD")
}

#[test]
fn a_user_catalogue_may_queue_effects_that_need_their_ship() {
    let catalogue: Vec<ShipDefinition> = serde_json::from_str(
        r#"[
      { "id": "gunboat", "name": "Gunboat", "cost": 1, "powers": [
        { "kind": "CHARGE", "effectType": "DAMAGE", "value": 5, "target": "EACH_OPPONENT", "charges": 1,
          "persistsIfSourceDestroyed": false } ] },
      { "id": "striker", "name": "Striker", "cost": 1, "powers": [ { "kind": "FIRST_STRIKE", "charges": 1 } ] }
    ]"#,
    )
    .expect("catalogue");
    let mut config = ShipsConfig::for_players(&["a", "b"]);
    config.catalogue = Some(catalogue);
    let mut game = Game::<Ships>::new(config).expect("valid");
    // Every ship costs 1 and a die shows at least 1: both can build.
    let build = |ship: &str| ShipsAction::Build {
        ship: ship.into(),
        target: None,
    };
    game.submit("a", build("gunboat")).expect("a builds s1");
    game.submit("a", ShipsAction::Pass {}).expect("a passes");
    game.submit("b", build("striker")).expect("b builds s2");
    game.submit("b", ShipsAction::Pass {}).expect("b passes");
    game.submit(
        "a",
        ShipsAction::UseCharge {
            ship_id: "s1".into(),
            target: None,
        },
    )
    .expect("the charge is queued");
    game.submit("a", ShipsAction::Pass {}).expect("a passes");
    game.submit(
        "b",
        ShipsAction::FirstStrike {
            ship_id: "s2".into(),
            target_ship_id: "s1".into(),
        },
    )
    .expect("b strikes the gunboat");
    let entries = game
        .submit("b", ShipsAction::Pass {})
        .expect("resolution")
        .to_vec();
    let skipped: Vec<&SkippedEffect> = entries
        .iter()
        .filter_map(|e| match &e.event {
            ShipsEvent::EffectSkipped(s) => Some(s),
            _ => None,
        })
        .collect();
    assert_eq!(skipped.len(), 1);
    assert_eq!(skipped[0].reason, SkipReason::SourceDestroyed);
    assert_eq!(game.state().fleet("b").map(|f| f.health), Some(30));
}
