//! Fixed strategies, the yardsticks a bot is measured against (`npm run balance`, tests/bots.rs):
//! each follows one simple rule and takes the first legal action wherever its rule says nothing.

use super::action::ShipsAction;
use super::catalogue::{Power, ShipDefinition};
use super::config::ShipsConfig;
use super::end_of_turn::EffectType;
use super::judge::legal_actions;
use super::ruleset::Ships;
use super::state::{Phase, ShipsState};
use crate::engine::error::Result;
use crate::engine::game::Game;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// A simple rule for choosing an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// Always the first legal action.
    FirstLegal,
    /// Build the cheapest ship you can.
    Cheapest,
    /// Build the most expensive ship you can.
    MostExpensive,
    /// Never build anything but healing ships.
    HealersOnly,
    /// Use every charge and power (solar, First Strike) as soon as you can.
    PowersFirst,
}

impl Strategy {
    /// Every strategy.
    pub const ALL: [Strategy; 6] = [
        Strategy::Random,
        Strategy::FirstLegal,
        Strategy::Cheapest,
        Strategy::MostExpensive,
        Strategy::HealersOnly,
        Strategy::PowersFirst,
    ];

    /// The strategy's name, for reports.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::FirstLegal => "first legal action",
            Strategy::Cheapest => "cheapest ship",
            Strategy::MostExpensive => "most expensive ship",
            Strategy::HealersOnly => "healing ships only",
            Strategy::PowersFirst => "every power at once",
        }
    }

    /// The action this strategy takes for `player` (`None` when they have no legal action).
    pub fn choose(
        self,
        state: &ShipsState,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<ShipsAction> {
        let mut legal = legal_actions(state, player);
        let cost = |a: &ShipsAction| match a {
            ShipsAction::Build { ship, .. } => state.definition(ship).map(|d| d.cost),
            _ => None,
        };
        let pick = match self {
            Strategy::Random => Some(rng.index(legal.len())),
            Strategy::FirstLegal => None,
            // `min_by_key` and `max_by_key` keep the first of equals and the last, respectively:
            // reverse for the most expensive so the first of equals wins there too.
            Strategy::Cheapest => legal
                .iter()
                .enumerate()
                .filter_map(|(i, a)| cost(a).map(|c| (i, c)))
                .min_by_key(|&(_, c)| c)
                .map(|(i, _)| i),
            Strategy::MostExpensive => legal
                .iter()
                .enumerate()
                .rev()
                .filter_map(|(i, a)| cost(a).map(|c| (i, c)))
                .max_by_key(|&(_, c)| c)
                .map(|(i, _)| i),
            Strategy::HealersOnly => legal.iter().position(|a| match a {
                ShipsAction::Build { ship, .. } => state.definition(ship).is_some_and(is_healer),
                _ => true,
            }),
            Strategy::PowersFirst if state.phase == Phase::Battle => legal
                .iter()
                .position(|a| !matches!(a, ShipsAction::Pass {})),
            Strategy::PowersFirst => None,
        };
        let index = pick.unwrap_or(0);
        (index < legal.len()).then(|| legal.swap_remove(index))
    }
}

/// A healing ship: at least one power heals and none deals damage.
pub fn is_healer(def: &ShipDefinition) -> bool {
    let effect = |p: &Power| match p {
        Power::Completion { effect_type, .. }
        | Power::Continuous { effect_type, .. }
        | Power::Charge { effect_type, .. }
        | Power::Solar { effect_type, .. } => Some(*effect_type),
        Power::FirstStrike { .. } => None,
    };
    let effects: Vec<EffectType> = def.powers.iter().filter_map(effect).collect();
    effects.contains(&EffectType::Heal) && !effects.contains(&EffectType::Damage)
}

/// Who plays a seat in a measured ships game.
pub type Seat = crate::ai::Seat<Strategy>;

/// Plays a ships game to its end (see [`crate::ai::play_out`]).
pub fn play_out(config: ShipsConfig, seats: &[Seat], seed: &str) -> Result<Game<Ships>> {
    crate::ai::play_out(config, seats, seed)
}

impl crate::ai::Strategy<Ships> for Strategy {
    fn choose(
        self,
        state: &ShipsState,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<ShipsAction> {
        Strategy::choose(self, state, player, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(energy: u32) -> ShipsState {
        let mut state = Game::<Ships>::new(ShipsConfig::for_players(&["a", "b"]))
            .expect("valid")
            .state()
            .clone();
        for f in &mut state.fleets {
            f.energy = energy;
        }
        state
    }

    fn built(action: Option<ShipsAction>) -> String {
        match action {
            Some(ShipsAction::Build { ship, .. }) => ship,
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn each_strategy_follows_its_rule() {
        let a = "a".to_string();
        let mut rng = GameRng::from_seed("s");
        let s = state(5);
        assert_eq!(
            built(Strategy::FirstLegal.choose(&s, &a, &mut rng)),
            "scout"
        );
        assert_eq!(
            built(Strategy::Cheapest.choose(&s, &a, &mut rng)),
            "repair-drone"
        );
        let priciest = built(Strategy::MostExpensive.choose(&s, &a, &mut rng));
        assert_eq!(s.definition(&priciest).map(|d| d.cost), Some(5));
        let healer = built(Strategy::HealersOnly.choose(&s, &a, &mut rng));
        assert!(s.definition(&healer).is_some_and(is_healer), "{healer}");
        assert!(!is_healer(s.definition("carrier").expect("carrier")));
        // Nothing affordable: every strategy passes.
        let broke = state(0);
        for strategy in Strategy::ALL {
            assert_eq!(
                strategy.choose(&broke, &a, &mut rng),
                Some(ShipsAction::Pass {})
            );
        }
        // Not your turn: nothing.
        assert_eq!(
            Strategy::FirstLegal.choose(&s, &"b".to_string(), &mut rng),
            None
        );
    }

    #[test]
    fn play_out_plays_a_whole_game() {
        let config = ShipsConfig {
            seed: Some("p".into()),
            ..ShipsConfig::for_players(&["x", "y"])
        };
        let seats = [
            Seat::Fixed(Strategy::Cheapest),
            Seat::Fixed(Strategy::PowersFirst),
        ];
        let game = play_out(config.clone(), &seats, "p").expect("plays");
        assert!(game.is_finished());
        let again = play_out(config.clone(), &seats, "p").expect("plays");
        assert_eq!(game.state_hash().ok(), again.state_hash().ok());
        assert!(
            play_out(config, &seats[..1], "p").is_err(),
            "a seat per player"
        );
    }
}
