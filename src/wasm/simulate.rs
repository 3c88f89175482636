//! Bulk random games inside wasm (simulations, and the benchmark of wasm without the JS boundary).

use super::convert::{count, decode, encode, string, RULESET};
use crate::ai::{self, SimulationSummary};
use crate::rulesets::backgammon::Backgammon;
use crate::rulesets::chess::Chess;
use crate::rulesets::deckbuilding::{DeckBuilding, DeckBuildingConfig};
use crate::rulesets::duel::{Duel, DuelConfig};
use crate::rulesets::go::{CountingRule, Go, GoConfig};
use crate::rulesets::ships::{Ships, ShipsConfig};
use crate::rulesets::tictactoe::TicTacToe;
use crate::rulesets::RulesetKind;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`.
/// The same seed plays the same games. Tic-tac-toe uses its default configuration; ships a
/// default two-player game between `"p1"` and `"p2"`; the duel the two ready decks;
/// deck-building a default two-player game between `"p1"` and `"p2"`; chess from the
/// standard position; Go 9×9, komi 7.5, `"black"` and `"white"`, counted by area (two passes
/// count the board as it stands: random players cannot agree on dead stones, and a count by
/// agreement would spend most of the time on the engine's proposals);
/// backgammon its default configuration (`"white"` and `"black"`).
#[wasm_bindgen(js_name = simulateRandomGames)]
pub fn simulate_random_games(
    #[wasm_bindgen(unchecked_param_type = "RulesetKind")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] games: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] seed: JsValue,
) -> Result<Ts<SimulationSummary>, JsValue> {
    let ruleset: RulesetKind = decode(ruleset, RULESET)?;
    let games = count(&games, "games")?;
    let seed = string(&seed, "seed")?;
    let summary = match ruleset {
        RulesetKind::TicTacToe => {
            ai::simulate_random_games::<TicTacToe>(&Default::default(), games, &seed)?
        }
        RulesetKind::Ships => {
            let config = ShipsConfig::for_players(&["p1", "p2"]);
            ai::simulate_random_games::<Ships>(&config, games, &seed)?
        }
        RulesetKind::Duel => {
            let config = DuelConfig::for_players(["p1", "p2"]);
            ai::simulate_random_games::<Duel>(&config, games, &seed)?
        }
        RulesetKind::DeckBuilding => {
            let config = DeckBuildingConfig::for_players(&["p1", "p2"]);
            ai::simulate_random_games::<DeckBuilding>(&config, games, &seed)?
        }
        RulesetKind::Chess => {
            ai::simulate_random_games::<Chess>(&Default::default(), games, &seed)?
        }
        RulesetKind::Go => {
            let config = GoConfig {
                counting: Some(CountingRule::Area),
                ..GoConfig::default()
            };
            ai::simulate_random_games::<Go>(&config, games, &seed)?
        }
        RulesetKind::Backgammon => {
            ai::simulate_random_games::<Backgammon>(&Default::default(), games, &seed)?
        }
    };
    Ok(encode(&summary)?)
}
