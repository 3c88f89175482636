//! `TicTacToeGame`.

use wasm_bindgen::prelude::*;

crate::wasm::game_class::game_class! {
    /// Tic-tac-toe. The first player (default `"X"`) moves first; cells are 0 to 8, row by row.
    ///
    /// ```ts
    /// const game = new TicTacToeGame({ players: ["you", "bot"] });
    /// game.submit("you", { cell: 4 });
    /// game.legalActions("bot"); // [{ cell: 0 }, { cell: 1 }, ...]
    /// ```
    JsTicTacToeGame as TicTacToeGame,
    ruleset = crate::rulesets::tictactoe::TicTacToe,
    config = optional crate::rulesets::tictactoe::TicTacToeConfig,
    config_ts = "TicTacToeConfig | null | undefined",
    action = "TicTacToeAction",
    actions = "TicTacToeAction[]",
    log = "LogEntry<TicTacToeEvent>[]",
    record = "ActionRecord<TicTacToeAction>",
    records = "ActionRecord<TicTacToeAction>[]",
    view = "GameView<TicTacToeState, TicTacToeEndReason>",
    export = "GameExport<TicTacToeConfig, TicTacToeState, TicTacToeAction, TicTacToeEndReason>",
    save = "GameSave<TicTacToeConfig, TicTacToeAction>",
    outcome = "GameOutcome<TicTacToeEndReason> | null",
}

crate::wasm::game_class::perft_method!(JsTicTacToeGame as TicTacToeGame);

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    tictactoe: TicTacToeEndReason;
}
"#;
