//! The deck-builder's own raw functions (its class and functions are `bindings.ts`):
//! `listKingdomCards`, `listSupplyCards`, `checkEndTrigger`.

use crate::rulesets::deckbuilding::card::{definitions, kingdom_cards, SupplyCard};
use crate::rulesets::deckbuilding::trigger::{check_end_trigger as check, EndTriggerInput};
use crate::engine::error::EngineError;
use crate::wasm::call::{answer, finish_input, take_input};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const DECK_BUILDING_TS: &str = r#"
/** A card instance's id in a deck-building game: its index in `state.cards`. */
export type InstanceId = number;
/** A card that can be a kingdom pile (`listKingdomCards()`). */
export type KingdomCard = Exclude<Card, "copper" | "silver" | "gold" | "estate" | "duchy" | "province" | "curse">;
"#;

#[wasm_bindgen(js_name = rawListKingdomCards)]
pub fn raw_list_kingdom_cards() -> u32 {
    answer::<[SupplyCard]>(&kingdom_cards())
}

#[wasm_bindgen(js_name = rawListSupplyCards)]
pub fn raw_list_supply_cards() -> u32 {
    answer::<[SupplyCard]>(definitions())
}

/// The end check of the pending input. An `endTrigger` that does not decode is refused as the
/// game's config refuses it (`INVALID_CONFIG`), like one that decodes but does not fit.
#[wasm_bindgen(js_name = rawCheckEndTrigger)]
pub fn raw_check_end_trigger(written: u32) -> u32 {
    let input = take_input::<EndTriggerInput>("input", written).map_err(|e| {
        if e.message.starts_with("input.endTrigger") {
            EngineError::invalid_config(e.message)
        } else {
            e
        }
    });
    finish_input(input.and_then(|input| input.map(|i| check(&i)).transpose()))
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    deckbuilding: DeckBuildingEndReason;
}
/** A deck-building player's figures at the end (`outcome.results[i].metrics`). */
export interface DeckBuildingMetrics {
    /** The player's victory points (curses count -1 each). */
    victoryPoints: number;
    /** The turns the player took (fewer breaks a tie of points). */
    turns: number;
}
export interface GameMetrics {
    deckbuilding: DeckBuildingMetrics;
}
"#;
