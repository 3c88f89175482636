//! `ShipsGame`, and the pure ships functions for front ends that keep their own state.

use crate::wasm::convert::{decode, decode_ts, encode, Param, MIB};
use crate::rulesets::ships::{self, EndGameCheck, EndOfTurnInput, EndOfTurnResult, PlayerHealth};
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// `resolveEndOfTurn`'s input: 100,000 effects take about 25 MiB.
const INPUT: Param = Param {
    name: "input",
    max_json: 32 * MIB,
};
const PLAYERS: Param = Param {
    name: "players",
    max_json: MIB,
};

/// Resolves the end of a turn: triggered effects (persistent ones even if their ship is gone),
/// then continuous powers of ships still in play; all damage and healing is tallied per player and
/// applied at once, health is capped to `[0, maxHealth]` (35 by default), and only then is the end
/// checked, for every player together.
///
/// Throws `ArbiterError` with code `INVALID_INPUT` for malformed input, naming the field.
///
/// ```ts
/// const r = resolveEndOfTurn({ players, ships, triggeredEffects });
/// if (r.status === "FINISHED") showEndScreen(r.outcome!);
/// ```
#[wasm_bindgen(js_name = resolveEndOfTurn)]
pub fn resolve_end_of_turn(input: Ts<EndOfTurnInput>) -> Result<Ts<EndOfTurnResult>, JsValue> {
    // The fast path: numbers in, numbers out, the strings kept in JavaScript.
    // A getter or proxy that throws: the slow path meets it again and reports it.
    let packed = pack(&input.js_value()).unwrap_or(JsValue::NULL);
    if let Some(packed) = packed.dyn_ref::<js_sys::Array>() {
        let numbers = packed.get(0).unchecked_into::<js_sys::Float64Array>();
        // Bounded before it is copied into wasm memory.
        if numbers.length() as usize <= ships::MAX_PACKED_NUMBERS {
            if let Some(out) = ships::resolve_packed(&numbers.to_vec()) {
                return Ok(Ts::new_unchecked(build(&packed.get(1), &out)));
            }
        }
    }
    // The slow path decides whatever the fast one is not sure of, and words every error.
    let input = decode_ts(&input, INPUT)?;
    Ok(encode(&ships::resolve_end_of_turn(&input)?)?)
}

#[wasm_bindgen(module = "/src/wasm/end_of_turn.js")]
extern "C" {
    /// `[numbers, strings]`, or null: see `end_of_turn.js`. Throws what a getter or proxy in the
    /// input throws.
    #[wasm_bindgen(catch)]
    fn pack(input: &JsValue) -> Result<JsValue, JsValue>;
    fn build(strings: &JsValue, out: &[f64]) -> JsValue;
}

/// The end check alone: players at health 0 are out, all at once. One left wins
/// (`HEALTH_DEPLETED`); none left is a draw (`SIMULTANEOUS_LOSS`).
#[wasm_bindgen(js_name = detectEndGame)]
pub fn detect_end_game(
    #[wasm_bindgen(unchecked_param_type = "PlayerHealth[]")] players: JsValue,
) -> Result<Ts<EndGameCheck>, JsValue> {
    let players: Vec<PlayerHealth> = decode(players, PLAYERS)?;
    Ok(encode(&ships::detect_end_game(&players)?)?)
}

crate::wasm::game_class::game_class! {
    /// The ship battle, 2 to 6 players. Each turn: Build (roll energy, build ships), Battle
    /// (charges, solar powers, First Strike), then End of Turn Resolution, the only place health
    /// changes. Pass (`{ type: "PASS" }`) to end your part of a phase; `legalActions` lists
    /// exactly what the player to act may do.
    ///
    /// ```ts
    /// const game = new ShipsGame({ players: ["you", "bot"], seed: "my seed" });
    /// game.submit("you", { type: "BUILD", ship: "fighter" });
    /// const reply = game.botAction(game.currentPlayer!, { iterations: 500 });
    /// ```
    JsShipsGame as ShipsGame,
    ruleset = crate::rulesets::ships::Ships,
    config = optional crate::rulesets::ships::ShipsConfig,
    config_ts = "ShipsConfig | null | undefined",
    action = "ShipsAction",
    actions = "ShipsAction[]",
    log = "LogEntry<ShipsEvent>[]",
    record = "ActionRecord<ShipsAction>",
    records = "ActionRecord<ShipsAction>[]",
    view = "GameView<ShipsState, ShipsEndReason>",
    export = "GameExport<ShipsConfig, ShipsState, ShipsAction, ShipsEndReason>",
    save = "GameSave<ShipsConfig, ShipsAction>",
    outcome = "GameOutcome<ShipsEndReason> | null",
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    ships: ShipsEndReason;
}
"#;
