//! The duel's pure helpers (the `DuelGame` class comes with the ruleset, issue 9).

use super::convert::{encode, string};
use crate::rulesets::duel::cost::Cost;
use tsify::Ts;
use wasm_bindgen::prelude::*;

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
