//! Fixed strategies, the yardsticks a bot is measured against (`npm run balance`, tests/bots.rs):
//! each follows one simple rule and takes the first legal action wherever its rule says nothing.

use super::action::ShipsAction;
use super::catalogue::{Power, ShipDefinition};
use super::rules::legal_actions;
use super::state::{Phase, ShipsState};
use super::types::EffectType;
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
    pub const ALL: [Strategy; 6] = [
        Strategy::Random,
        Strategy::FirstLegal,
        Strategy::Cheapest,
        Strategy::MostExpensive,
        Strategy::HealersOnly,
        Strategy::PowersFirst,
    ];

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
                .position(|a| !matches!(a, ShipsAction::Pass)),
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
