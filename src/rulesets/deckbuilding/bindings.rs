//! `DeckBuildingGame`, and the deck-builder's pure helpers: `listKingdomCards`,
//! `listSupplyCards`, `checkEndTrigger`.

use crate::wasm::convert::{decode_ts, encode, to_js, Param, MIB};
use crate::rulesets::deckbuilding::card::{definitions, kingdom_cards, SupplyCard};
use crate::rulesets::deckbuilding::trigger::{
    check_end_trigger as check, EndTriggerInput, EndTriggerResult,
};
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// `checkEndTrigger`'s input (at most 256 piles; the JSON limit of every `input`).
const INPUT: Param = Param {
    name: "input",
    max_json: 32 * MIB,
};

#[wasm_bindgen(typescript_custom_section)]
const DECK_BUILDING_TS: &str = r#"
/** A card instance's id in a deck-building game: its index in `state.cards`. */
export type InstanceId = number;
/** A card that can be a kingdom pile (`listKingdomCards()`). */
export type KingdomCard = Exclude<Card, "copper" | "silver" | "gold" | "estate" | "duchy" | "province">;
"#;

/// The kingdom cards a configuration may choose from, as `data/cards.json` defines them
/// (`id`, `name`, `cost`, `types`, the `+` amounts, `text`).
#[wasm_bindgen(js_name = listKingdomCards, unchecked_return_type = "SupplyCard[]")]
pub fn list_kingdom_cards() -> Result<JsValue, JsValue> {
    Ok(to_js::<[SupplyCard]>(&kingdom_cards())?)
}

/// Every card a supply can hold: the six base cards (copper, silver, gold, estate, duchy,
/// province) then the kingdom cards, as `data/cards.json` defines them. For a front end that
/// shows names, costs and text without copying them.
#[wasm_bindgen(js_name = listSupplyCards, unchecked_return_type = "SupplyCard[]")]
pub fn list_supply_cards() -> Result<JsValue, JsValue> {
    Ok(to_js::<[SupplyCard]>(definitions())?)
}

/// The supply-depletion end evaluation for front ends that keep their own state, in the
/// specification's order: `"already ended"`, `"scores not computed"`, depletion
/// (`emptyPileThreshold` piles at 0, or any key pile at 0: `SUPPLY_DEPLETED`), the turn
/// threshold (`turn`, the completed rounds, at least `maxTurns`: `TURN_LIMIT`), else
/// `"threshold not met"`. An absent `endTrigger` is `{ emptyPileThreshold: 3, keyPiles:
/// ["province"] }` (checked like a given one: `supply` needs at least 3 piles and a `province`),
/// `null` turns depletion off. Throws `INVALID_CONFIG` for an end trigger that is invalid for
/// `supply` (at most 256 piles).
///
/// ```ts
/// const r = checkEndTrigger({ supply: { province: 0, duchy: 8, estate: 8 }, turn: 12,
///   maxTurns: 40, scoresComputed: true, ended: false });
/// if (r.result === "VALID") endGame(r.reason); // "SUPPLY_DEPLETED"
/// ```
#[wasm_bindgen(js_name = checkEndTrigger)]
pub fn check_end_trigger(input: Ts<EndTriggerInput>) -> Result<Ts<EndTriggerResult>, JsValue> {
    let input = decode_ts(&input, INPUT)?;
    Ok(encode(&check(&input)?)?)
}

crate::wasm::game_class::game_class! {
    /// The Dominion-style deck-builder, 2 to 4 players: an action phase, a buy phase
    /// (`{ type: "PLAY_ALL_TREASURES" }`, then `{ type: "BUY", pile }`), a cleanup that computes
    /// the scores and evaluates the supply-depletion end trigger. Choices that cards ask for
    /// (`CHOOSE_CARDS`, `CHOOSE_PILE`) are made by the player who chooses: `currentPlayer`.
    ///
    /// ```ts
    /// const game = new DeckBuildingGame({ players: ["you", "bot"], seed: "s" });
    /// game.submit("you", { type: "END_PHASE" });
    /// game.submit("you", { type: "PLAY_ALL_TREASURES" });
    /// ```
    JsDeckBuildingGame as DeckBuildingGame,
    ruleset = crate::rulesets::deckbuilding::DeckBuilding,
    config = optional crate::rulesets::deckbuilding::DeckBuildingConfig,
    config_ts = "DeckBuildingConfig | null | undefined",
    action = "DeckBuildingAction",
    actions = "DeckBuildingAction[]",
    log = "LogEntry<DeckBuildingEvent>[]",
    record = "ActionRecord<DeckBuildingAction>",
    records = "ActionRecord<DeckBuildingAction>[]",
    view = "GameView<DeckBuildingView, DeckBuildingEndReason>",
    export = "GameExport<DeckBuildingConfig, DeckBuildingState, DeckBuildingAction, DeckBuildingEndReason>",
    save = "GameSave<DeckBuildingConfig, DeckBuildingAction>",
    outcome = "GameOutcome<DeckBuildingEndReason> | null",
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    deckbuilding: DeckBuildingEndReason;
}
"#;
