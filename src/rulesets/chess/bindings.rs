//! `ChessGame`.

use wasm_bindgen::prelude::*;

crate::wasm::game_class::game_class! {
    /// Chess with every rule. White (default `"white"`) moves first; moves are UCI text.
    ///
    /// ```ts
    /// const game = new ChessGame({ players: ["you", "bot"] });
    /// game.submit("you", { type: "MOVE", uci: "e2e4" });
    /// game.fen(); // "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    /// game.perft(3); // 8902 from the starting position
    /// ```
    JsChessGame as ChessGame,
    ruleset = crate::rulesets::chess::Chess,
    config = optional crate::rulesets::chess::ChessConfig,
    config_ts = "ChessConfig | null | undefined",
    action = "ChessAction",
    actions = "ChessAction[]",
    log = "LogEntry<ChessEvent>[]",
    record = "ActionRecord<ChessAction>",
    records = "ActionRecord<ChessAction>[]",
    view = "GameView<ChessState, ChessEndReason>",
    export = "GameExport<ChessConfig, ChessState, ChessAction, ChessEndReason>",
    save = "GameSave<ChessConfig, ChessAction>",
    outcome = "GameOutcome<ChessEndReason> | null",
}

crate::wasm::game_class::perft_method!(JsChessGame as ChessGame);

#[wasm_bindgen(js_class = ChessGame)]
impl JsChessGame {
    /// The current position in Forsyth-Edwards Notation (the en passant square only when a
    /// capture there is legal, as python-chess writes it). Works after the end.
    pub fn fen(&self) -> String {
        self.game.state().fen()
    }
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    chess: ChessEndReason;
}
"#;
