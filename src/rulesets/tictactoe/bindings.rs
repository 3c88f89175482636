//! Tic-tac-toe's own raw functions (its class is `js/tictactoe.ts`): `perft`.

use wasm_bindgen::prelude::*;

crate::raw_perft!(crate::rulesets::tictactoe::TicTacToe, rawTicTacToePerft);

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    tictactoe: TicTacToeEndReason;
}
/** Tic-tac-toe's results carry no metrics. */
export interface GameMetrics {
    tictactoe: never;
}
"#;
