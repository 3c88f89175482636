//! The duel's own raw functions (its class and functions are `bindings.ts`): `canPayCost`,
//! `parseCost`, `listEffects`, `listCards`, `listDecks`, and `DuelGame`'s `canPayCost` and
//! `decision`.

use crate::rulesets::duel::card::{decks, pool, CardDefinition, DeckDefinition};
use crate::rulesets::duel::cost::Cost;
use crate::rulesets::duel::judge_cost::can_pay_cost;
use crate::rulesets::duel::registry::{metadata, EffectMetadata};
use crate::rulesets::duel::decision::{pending_decision, DuelDecision};
use crate::rulesets::duel::Duel;
use crate::wasm::call::{answer, finish};
use crate::wasm::game::with;
use wasm_bindgen::prelude::*;

/// The TypeScript this module declares beside its generated types.
#[allow(dead_code)] // read by the section below: natively its expansion does not count as a use
const DUEL_TS: &str = r#"
/** A card's instance id in a duel (`"c1"`, or a scenario's own). */
export type CardId = string;
/** Whether a player can pay a cost now (`DuelGame.canPayCost`), and why not. */
export type CostCheck = { canPay: true } | { canPay: false; reasons: string[] };
export interface ErrorCodes {
    duel: "UNKNOWN_EFFECT" | "CANNOT_PAY_COST";
}
"#;

#[wasm_bindgen(typescript_custom_section)]
const DUEL_TS_SECTION: &str = DUEL_TS;

/// `text` parsed as a cost.
#[wasm_bindgen(js_name = rawParseCost)]
pub fn raw_parse_cost(text: String) -> u32 {
    finish(Cost::parse(&text))
}

#[wasm_bindgen(js_name = rawListEffects)]
pub fn raw_list_effects() -> u32 {
    answer::<[EffectMetadata]>(metadata())
}

#[wasm_bindgen(js_name = rawListCards)]
pub fn raw_list_cards() -> u32 {
    answer::<[CardDefinition]>(pool())
}

#[wasm_bindgen(js_name = rawListDecks)]
pub fn raw_list_decks() -> u32 {
    answer::<[DeckDefinition]>(decks())
}

/// Whether `player` can pay `cost` now (for `source`).
#[wasm_bindgen(js_name = rawCanPayCost)]
pub fn raw_can_pay_cost(handle: f64, player: String, cost: String, source: Option<String>) -> u32 {
    finish(with::<Duel, _>(handle, |game| {
        can_pay_cost(game.state(), &player, &cost, source.as_deref())
    }))
}

/// The decision `player` has to make now, or `null`.
#[wasm_bindgen(js_name = rawDecision)]
pub fn raw_decision(handle: f64, player: String) -> u32 {
    let decided: crate::engine::error::Result<Option<DuelDecision>> =
        with::<Duel, _>(handle, |game| pending_decision(game.state(), &player));
    finish(decided)
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    duel: DuelEndReason;
}
/** A duel player's figures at the end (`outcome.results[i].metrics`). */
export interface DuelMetrics {
    /** The player's life total. */
    life: number;
    /** The permanents the player controlled. */
    permanents: number;
    /** The cards in the player's hand. */
    cardsInHand: number;
}
export interface GameMetrics {
    duel: DuelMetrics;
}
"#;

#[cfg(test)]
mod tests {
    use crate::ErrorCode;

    #[test]
    fn the_duel_declares_the_game_specific_error_codes_it_raises() {
        let codes: Vec<&str> = ErrorCode::GAME_SPECIFIC.iter().map(|c| c.as_str()).collect();
        assert_eq!(crate::wasm::tests::listed(super::DUEL_TS, "duel:"), codes);
    }
}
