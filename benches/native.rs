//! Native benchmarks (`npm run bench` runs this, then bench/wasm.mjs, then bench/report.mjs).
//! Writes the end-of-turn workloads to target/bench/ so the wasm side measures the same inputs,
//! and its figures to target/bench/native.json.

use arbiter_rules::ai::{bot_action, simulate_random_games, BotOptions};
use arbiter_rules::deckbuilding::end_evaluation;
use arbiter_rules::deckbuilding::{
    check_end_trigger, DeckBuilding, DeckBuildingAction, EndTriggerInput,
};
use arbiter_rules::ships::*;
use arbiter_rules::tictactoe::{TicTacToe, TicTacToeConfig};
use arbiter_rules::Game;
use std::fs;

#[path = "common/timing.rs"]
mod timing;
use timing::time;

const SIZES: [usize; 3] = [20, 1_000, 100_000];

/// 2 players; `n` triggered effects; one ship per 4 effects, each with a continuous power, one
/// in ten destroyed and one in ten consumed; half the effects persist.
fn workload(n: usize) -> EndOfTurnInput {
    let owner = |i: usize| if i % 2 == 0 { "p1" } else { "p2" };
    let ships: Vec<ShipInput> = (0..(n / 4).max(1))
        .map(|i| ShipInput {
            id: format!("s{i}").into(),
            owner_id: owner(i).into(),
            is_destroyed: i % 10 == 3,
            is_consumed_in_upgrade: i % 10 == 7,
            automatic_powers: vec![AutomaticPower {
                timing: PowerTiming::Continuous,
                effect_type: if i % 3 == 0 {
                    EffectType::Heal
                } else {
                    EffectType::Damage
                },
                value: (i % 4) as u32 + 1,
                target: if i % 3 == 0 {
                    PowerTarget::Owner
                } else {
                    PowerTarget::Opponent
                },
            }],
        })
        .collect();
    let triggered_effects = (0..n)
        .map(|i| {
            let ship = i % ships.len();
            TriggeredEffect {
                id: format!("e{i}").into(),
                source_ship_id: format!("s{ship}").into(),
                source_player_id: owner(ship).into(),
                target_player_id: if ship % 2 == 0 {
                    "p2".into()
                } else {
                    "p1".into()
                },
                effect_type: if i % 5 == 0 {
                    EffectType::Heal
                } else {
                    EffectType::Damage
                },
                value: (i % 6) as u32 + 1,
                persists_if_source_destroyed: i % 2 == 0,
                description: "benchmark effect".into(),
                triggered_at: format!("BATTLE:{i}").into(),
            }
        })
        .collect();
    EndOfTurnInput {
        players: vec![PlayerHealth::new("p1", 35), PlayerHealth::new("p2", 35)],
        ships,
        triggered_effects,
        max_health: None,
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    fs::create_dir_all("target/bench")?;
    let mut figures = Vec::new();
    for n in SIZES {
        let input = workload(n);
        let json = serde_json::to_string(&input)?;
        fs::write(format!("target/bench/eot-{n}.json"), &json)?;
        let core = time(|| resolve_end_of_turn(&input));
        // The same work plus decoding and encoding JSON: the native analogue of the JS boundary.
        let with_json = time(|| {
            let parsed: EndOfTurnInput = serde_json::from_str(&json).ok()?;
            serde_json::to_string(&resolve_end_of_turn(&parsed).ok()?).ok()
        });
        println!(
            "end of turn, {n:>7} effects: {:>12.0} effects/s ({:>10.0} with JSON in and out)",
            n as f64 / core,
            n as f64 / with_json
        );
        figures.push(format!(
            r#""eot{n}": {{ "core": {}, "json": {} }}"#,
            n as f64 / core,
            n as f64 / with_json
        ));
    }
    let games = 2_000;
    let per =
        time(|| simulate_random_games::<TicTacToe>(&TicTacToeConfig::default(), games, "bench"));
    println!(
        "tic-tac-toe random games: {:>12.0} games/s",
        f64::from(games) / per
    );
    figures.push(format!(r#""tictactoe": {}"#, f64::from(games) / per));

    let ships = ShipsConfig::for_players(&["p1", "p2"]);
    let ship_games = 200;
    let per = time(|| simulate_random_games::<Ships>(&ships, ship_games, "bench"));
    println!(
        "ships random games:       {:>12.0} games/s",
        f64::from(ship_games) / per
    );
    figures.push(format!(r#""ships": {}"#, f64::from(ship_games) / per));

    let duel = arbiter_rules::duel::DuelConfig::for_players(["p1", "p2"]);
    let duel_games = 20;
    let per =
        time(|| simulate_random_games::<arbiter_rules::duel::Duel>(&duel, duel_games, "bench"));
    println!(
        "duel random games:        {:>12.0} games/s",
        f64::from(duel_games) / per
    );
    figures.push(format!(r#""duel": {}"#, f64::from(duel_games) / per));

    let db = arbiter_rules::deckbuilding::DeckBuildingConfig::for_players(&["p1", "p2"]);
    let db_games = 200;
    let per = time(|| simulate_random_games::<DeckBuilding>(&db, db_games, "bench"));
    println!(
        "deck-building random games: {:>10.0} games/s",
        f64::from(db_games) / per
    );
    figures.push(format!(r#""deckbuilding": {}"#, f64::from(db_games) / per));
    // One end evaluation: on a game's state right after its scores (16 piles, two empty), and
    // through checkEndTrigger's input (the same supply by name, the trigger checked first).
    let mut state = Game::<DeckBuilding>::new(db.clone())?.state().clone();
    for pile in state.supply.iter_mut().skip(6).take(2) {
        pile.count = 0;
    }
    state.scores_computed = true;
    let evaluations = 100_000;
    let per = time(|| {
        for _ in 0..evaluations {
            std::hint::black_box(end_evaluation(std::hint::black_box(&state)));
        }
    });
    println!(
        "end evaluation:           {:>12.0} calls/s (on the state)",
        f64::from(evaluations) / per
    );
    figures.push(format!(
        r#""endTriggerState": {}"#,
        f64::from(evaluations) / per
    ));
    let input = EndTriggerInput {
        supply: state
            .supply
            .iter()
            .map(|p| (p.card.id().to_string(), p.count))
            .collect(),
        end_trigger: None,
        turn: 12,
        max_turns: 40,
        scores_computed: true,
        ended: false,
    };
    let per = time(|| {
        for _ in 0..evaluations {
            std::hint::black_box(check_end_trigger(std::hint::black_box(&input)).ok());
        }
    });
    println!(
        "end evaluation:           {:>12.0} calls/s (checkEndTrigger's input)",
        f64::from(evaluations) / per
    );
    figures.push(format!(r#""endTrigger": {}"#, f64::from(evaluations) / per));

    // MCTS from the first position of each game: iterations per second.
    let options = |iterations| BotOptions {
        level: None,
        iterations: Some(iterations),
        seed: Some("bench".into()),
    };
    let ttt = Game::<TicTacToe>::new(TicTacToeConfig::default())?;
    let per = time(|| bot_action(&ttt, "X", &options(2_000)));
    println!(
        "tic-tac-toe MCTS:         {:>12.0} iterations/s",
        2_000.0 / per
    );
    figures.push(format!(r#""mctsTictactoe": {}"#, 2_000.0 / per));
    let game = Game::<Ships>::new(ships)?;
    let per = time(|| bot_action(&game, "p1", &options(500)));
    println!(
        "ships MCTS:               {:>12.0} iterations/s",
        500.0 / per
    );
    figures.push(format!(r#""mctsShips": {}"#, 500.0 / per));
    // The duel: from the first position where the player to act has a choice (a land to play).
    let mut game = Game::<arbiter_rules::duel::Duel>::new(duel)?;
    while let Some(player) = game.current_player().cloned() {
        if game.legal_actions(&player)?.len() > 1 {
            break;
        }
        game.submit(&player, arbiter_rules::duel::DuelAction::PassPriority {})?;
    }
    let player = game.current_player().cloned().unwrap_or_default();
    let per = time(|| bot_action(&game, &player, &options(500)));
    println!(
        "duel MCTS:                {:>12.0} iterations/s",
        500.0 / per
    );
    figures.push(format!(r#""mctsDuel": {}"#, 500.0 / per));
    // Deck-building: the first buy of the game (after the treasures).
    let mut game = Game::<DeckBuilding>::new(db)?;
    game.submit("p1", DeckBuildingAction::PlayAllTreasures {})?;
    let per = time(|| bot_action(&game, "p1", &options(500)));
    println!(
        "deck-building MCTS:       {:>12.0} iterations/s",
        500.0 / per
    );
    figures.push(format!(r#""mctsDeckbuilding": {}"#, 500.0 / per));
    fs::write(
        "target/bench/native.json",
        format!("{{ {} }}\n", figures.join(", ")),
    )?;
    Ok(())
}
