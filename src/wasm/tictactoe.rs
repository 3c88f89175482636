//! `TicTacToeGame`.

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
    view = "GameView<TicTacToeState>",
    export = "GameExport<TicTacToeConfig, TicTacToeState, TicTacToeAction>",
    save = "GameSave<TicTacToeConfig, TicTacToeAction>",
}

crate::wasm::game_class::perft_method!(JsTicTacToeGame as TicTacToeGame);
