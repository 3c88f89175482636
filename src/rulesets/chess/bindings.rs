//! Chess's own raw functions (its class is `bindings.ts`): `fen`, `perft`.

use crate::rulesets::chess::Chess;
use crate::wasm::call::finish;
use crate::wasm::game::with;
use wasm_bindgen::prelude::*;

crate::raw_perft!(Chess, rawChessPerft);

/// The position in FEN.
#[wasm_bindgen(js_name = rawChessFen)]
pub fn raw_chess_fen(handle: f64) -> u32 {
    finish(with::<Chess, _>(handle, |game| Ok(game.state().fen())))
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    chess: ChessEndReason;
}
"#;
