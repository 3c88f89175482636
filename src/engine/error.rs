//! One error type for the whole engine, with a stable machine-readable code.
//!
//! Codes cross to JavaScript as a closed string union (`ErrorCode`); messages are lowercase, carry
//! no trailing period and name the field and the value that was wrong.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The stable code of an [`EngineError`]. New codes are added at the end; none is ever renamed.
///
/// In TypeScript, `ErrorCode` is the union of the codes an entry point's functions may throw: the
/// shared ones, and those of its games ([`ErrorCode::GAME_SPECIFIC`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ErrorCode {
    /// The game is over: every action is refused (`undo` answers on its own terms).
    GameFinished,
    /// The player is in the game but may not act now.
    NotYourTurn,
    /// The action is well formed but the rules forbid it now.
    IllegalAction,
    /// The input is malformed: wrong type, missing field, unknown id, out-of-range number.
    InvalidInput,
    /// The game configuration is invalid.
    InvalidConfig,
    /// A bug in the engine (an output could not be encoded). Please report it.
    Internal,
    /// A save that cannot be loaded: malformed, from another ruleset or version, tampered with
    /// or inconsistent (its actions do not rebuild the state it claims).
    InvalidSave,
    /// A card definition names an effect the registry does not know.
    UnknownEffect,
    /// The action is legal but its cost cannot be paid now (mana, life, a card to discard...).
    CannotPayCost,
    /// A call made before the module was loaded (JavaScript's `init()`); the engine itself never
    /// raises it.
    NotInitialized,
}

impl ErrorCode {
    /// Every code, in declaration order.
    pub const ALL: [ErrorCode; 10] = [
        ErrorCode::GameFinished,
        ErrorCode::NotYourTurn,
        ErrorCode::IllegalAction,
        ErrorCode::InvalidInput,
        ErrorCode::InvalidConfig,
        ErrorCode::Internal,
        ErrorCode::InvalidSave,
        ErrorCode::UnknownEffect,
        ErrorCode::CannotPayCost,
        ErrorCode::NotInitialized,
    ];

    /// The codes only some games raise (a card registry's, a cost judge's): each game that raises
    /// one declares it in its TypeScript, so that an entry point's `ErrorCode` holds only the
    /// codes its games can produce.
    pub const GAME_SPECIFIC: [ErrorCode; 2] = [ErrorCode::UnknownEffect, ErrorCode::CannotPayCost];

    /// The code as JavaScript sees it, e.g. `"GAME_FINISHED"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::GameFinished => "GAME_FINISHED",
            ErrorCode::NotYourTurn => "NOT_YOUR_TURN",
            ErrorCode::IllegalAction => "ILLEGAL_ACTION",
            ErrorCode::InvalidInput => "INVALID_INPUT",
            ErrorCode::InvalidConfig => "INVALID_CONFIG",
            ErrorCode::Internal => "INTERNAL",
            ErrorCode::InvalidSave => "INVALID_SAVE",
            ErrorCode::UnknownEffect => "UNKNOWN_EFFECT",
            ErrorCode::CannotPayCost => "CANNOT_PAY_COST",
            ErrorCode::NotInitialized => "NOT_INITIALIZED",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The engine's error: a stable [`ErrorCode`] and a human-readable message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineError {
    /// What kind of error it is: stable, for code to branch on.
    pub code: ErrorCode,
    /// What was wrong, for people: lowercase, no trailing period, naming the field and the value
    /// (`cell 9 is off the board (0 to 8)`).
    pub message: String,
}

/// The message every action on a finished game gets.
pub const GAME_FINISHED_MESSAGE: &str = "Cannot submit actions to a finished game";

impl EngineError {
    /// An error with this code and message.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        EngineError {
            code,
            message: message.into(),
        }
    }
    /// [`ErrorCode::GameFinished`] with [`GAME_FINISHED_MESSAGE`].
    pub fn game_finished() -> Self {
        Self::new(ErrorCode::GameFinished, GAME_FINISHED_MESSAGE)
    }
    /// [`ErrorCode::NotYourTurn`] with this message.
    pub fn not_your_turn(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::NotYourTurn, message)
    }
    /// [`ErrorCode::IllegalAction`] with this message.
    pub fn illegal(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::IllegalAction, message)
    }
    /// [`ErrorCode::InvalidInput`] with this message.
    pub fn invalid_input(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::InvalidInput, message)
    }
    /// [`ErrorCode::InvalidConfig`] with this message.
    pub fn invalid_config(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::InvalidConfig, message)
    }
    /// [`ErrorCode::Internal`] with this message.
    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::Internal, message)
    }
    /// [`ErrorCode::InvalidSave`] with this message.
    pub fn invalid_save(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::InvalidSave, message)
    }
    /// [`ErrorCode::UnknownEffect`] with this message.
    pub fn unknown_effect(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::UnknownEffect, message)
    }
    /// [`ErrorCode::CannotPayCost`] with this message.
    pub fn cannot_pay(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::CannotPayCost, message)
    }

    /// The same error with `context: ` in front of its message (e.g. `replay actions[3]`).
    pub fn context(self, context: impl fmt::Display) -> Self {
        EngineError {
            code: self.code,
            message: format!("{context}: {}", self.message),
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for EngineError {}

/// A result whose error is an [`EngineError`] unless said otherwise.
pub type Result<T, E = EngineError> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_serialise_as_their_js_names() {
        for code in ErrorCode::ALL {
            let json = serde_json::to_string(&code).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", code.as_str()));
        }
    }

    #[test]
    fn context_prefixes_the_message_and_keeps_the_code() {
        let e = EngineError::illegal("cell 4 is taken").context("replay actions[2]");
        assert_eq!(e.code, ErrorCode::IllegalAction);
        assert_eq!(e.message, "replay actions[2]: cell 4 is taken");
    }
}
