//! The fixed strategies do what their names say.

use super::super::scenario_tests::scenario;
use super::*;
use super::super::DuelConfig;
use crate::ai::Strategy as _;
use crate::engine::game::Game;
use serde_json::json;

fn card(id: &str, card: &str) -> serde_json::Value {
    json!({ "id": id, "card": card })
}

fn choose(game: &Game<Duel>, strategy: Strategy, player: &str) -> Option<DuelAction> {
    let mut rng = GameRng::from_seed("strategy");
    strategy.choose(game.state(), &player.to_string(), &mut rng)
}

#[test]
fn combat_follows_each_strategy() {
    let game = scenario(json!({
        "activePlayer": "A", "step": "DECLARE_ATTACKERS",
        "players": { "A": { "battlefield": [card("g1", "grizzly-bears"), card("g2", "grizzly-bears")] } }
    }));
    let attack = |s| match choose(&game, s, "A") {
        Some(DuelAction::DeclareAttackers { attackers }) => attackers.len(),
        other => panic!("{other:?}"),
    };
    assert_eq!(attack(Strategy::AttackNeverBlock), 2);
    assert_eq!(attack(Strategy::BiggestSpellThenAttack), 2);
    assert_eq!(attack(Strategy::BlockNeverAttack), 0);
}

#[test]
fn the_biggest_spell_is_cast_from_untapped_lands() {
    let game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "hand": [card("b1", "grizzly-bears"), card("a1", "trained-armodon")],
            "battlefield": [card("f1", "forest"), card("f2", "forest"), card("f3", "forest")] } }
    }));
    let cast = |s| match choose(&game, s, "A") {
        Some(DuelAction::CastSpell { card, .. }) => card,
        other => panic!("{other:?}"),
    };
    assert_eq!(cast(Strategy::BiggestSpellThenAttack), "a1");
    assert_eq!(cast(Strategy::AttackNeverBlock), "b1");
}

#[test]
fn strategies_but_random_keep_by_the_bots_rule() {
    let mut config = DuelConfig::for_players(["a", "b"]);
    config.seed = Some("keep".into());
    config.first_player = Some("a".into());
    let game = Game::<Duel>::new(config).unwrap_or_else(|e| panic!("{e}"));
    let rule = super::super::mulligan::bot_choice(game.state(), 0);
    for s in [
        Strategy::AttackNeverBlock,
        Strategy::BlockNeverAttack,
        Strategy::BiggestSpellThenAttack,
    ] {
        assert_eq!(choose(&game, s, "a"), rule);
    }
}
