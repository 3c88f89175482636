//! `DuelGame`, and the duel's pure helpers: `parseCost`, `listEffects`, `listCards`,
//! `listDecks`.

use crate::wasm::convert::{encode, string, to_js};
use crate::rulesets::duel::card::{decks, pool, CardDefinition, DeckDefinition};
use crate::rulesets::duel::cost::Cost;
use crate::rulesets::duel::judge_cost::can_pay_cost;
use crate::rulesets::duel::registry::{metadata, EffectMetadata};
use tsify::Ts;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const CARD_ID_TS: &str = r#"
/** A card's instance id in a duel (`"c1"`, or a scenario's own). */
export type CardId = string;
"#;

/// Parses cost text (`"{2}{U}{U}, {T}, Pay 2 life, Sacrifice this, Discard a card"`) into a
/// structured `Cost`, without a game: mana symbols (`{2}`, `{W}` `{U}` `{B}` `{R}` `{G}`,
/// `{C}`), `{T}`, `Pay N life`, `Sacrifice this` or `Sacrifice a <card type>`, `Discard a card`
/// or `Discard N cards`, separated by commas, each kind once. Throws `INVALID_INPUT` naming the
/// part it does not know. At most 512 bytes of text; amounts up to 99, 20 symbols of a colour.
#[wasm_bindgen(js_name = parseCost)]
pub fn parse_cost(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Ts<Cost>, JsValue> {
    let text = string(&text, "text")?;
    Ok(encode(&Cost::parse(&text)?)?)
}

/// Every effect a card may use, as the registry describes it (`name`, `requiredModifiers`,
/// `optionalModifiers`, `requiredChoices`, `requiredTargets`).
#[wasm_bindgen(js_name = listEffects, unchecked_return_type = "EffectMetadata[]")]
pub fn list_effects() -> Result<JsValue, JsValue> {
    Ok(to_js::<[EffectMetadata]>(metadata())?)
}

/// The built-in card pool's definitions.
#[wasm_bindgen(js_name = listCards, unchecked_return_type = "CardDefinition[]")]
pub fn list_cards() -> Result<JsValue, JsValue> {
    Ok(to_js::<[CardDefinition]>(pool())?)
}

/// The ready decks (`blue-tide`, `red-green-aggro`).
#[wasm_bindgen(js_name = listDecks, unchecked_return_type = "DeckDefinition[]")]
pub fn list_decks() -> Result<JsValue, JsValue> {
    Ok(to_js::<[DeckDefinition]>(decks())?)
}

#[wasm_bindgen(typescript_custom_section)]
const COST_CHECK_TS: &str = r#"
/** Whether a player can pay a cost now (`DuelGame.canPayCost`), and why not. */
export type CostCheck = { canPay: true } | { canPay: false; reasons: string[] };
"#;

crate::wasm::game_class::game_class! {
    /// The Magic-style card duel for two players: a turn of steps, priority and the stack, mana
    /// abilities, combat, triggered and replacement effects, state-based actions. Pass priority
    /// with `{ type: "PASS_PRIORITY" }`; `legalActions` lists exactly what the player to act may
    /// do. `{ type: "RESIGN" }` is taken from either player at any time.
    ///
    /// ```ts
    /// const game = new DuelGame({ players: ["you", "bot"], seed: "s", decks: { you: "blue-tide" } });
    /// game.submit(game.currentPlayer!, { type: "PASS_PRIORITY" });
    /// ```
    JsDuelGame as DuelGame,
    ruleset = crate::rulesets::duel::Duel,
    config = optional crate::rulesets::duel::DuelConfig,
    config_ts = "DuelConfig | null | undefined",
    action = "DuelAction",
    actions = "DuelAction[]",
    log = "LogEntry<DuelEvent>[]",
    record = "ActionRecord<DuelAction>",
    records = "ActionRecord<DuelAction>[]",
    view = "GameView<DuelView, DuelEndReason>",
    export = "GameExport<DuelConfig, DuelState, DuelAction, DuelEndReason>",
    save = "GameSave<DuelConfig, DuelAction>",
    outcome = "GameOutcome<DuelEndReason> | null",
}

#[wasm_bindgen(js_class = DuelGame)]
impl JsDuelGame {
    /// Whether `player` can pay the cost `cost` (cost text, as `parseCost` reads it) now, with
    /// any choice of cards; `source` is the permanent that `{T}` and "this" refer to. Throws
    /// `INVALID_INPUT` for cost text `parseCost` refuses, an unknown player or source.
    #[wasm_bindgen(js_name = canPayCost, unchecked_return_type = "CostCheck")]
    pub fn can_pay_cost(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] player: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] cost: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] source: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let player = string(&player, "player")?;
        let cost = string(&cost, "cost")?;
        let source = match source {
            Some(s) if !s.is_null() && !s.is_undefined() => Some(string(&s, "source")?),
            _ => None,
        };
        let check = can_pay_cost(self.game.state(), &player, &cost, source.as_deref())?;
        Ok(to_js(&check)?)
    }
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    duel: DuelEndReason;
}
"#;
