//! Player identities and the checks every ruleset applies to a list of them.

use super::error::{EngineError, Result};
use std::collections::BTreeSet;

/// A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`).
pub type PlayerId = String;

/// The longest player id accepted, in bytes; ids are labels, not documents.
pub const MAX_PLAYER_ID_LEN: usize = 64;

/// Checks that `ids` are non-empty, short and distinct; `field` names the list in messages.
pub fn validate_player_ids<'a, S: AsRef<str> + ?Sized + 'a>(
    ids: impl IntoIterator<Item = &'a S>,
    field: &str,
) -> Result<()> {
    let mut seen = BTreeSet::new();
    for (i, id) in ids.into_iter().enumerate() {
        let id = id.as_ref();
        if id.is_empty() {
            return Err(EngineError::invalid_input(format!(
                "{field}[{i}] is an empty player id"
            )));
        }
        if id.len() > MAX_PLAYER_ID_LEN {
            return Err(EngineError::invalid_input(format!(
                "{field}[{i}] player id is longer than {MAX_PLAYER_ID_LEN} bytes"
            )));
        }
        if !seen.insert(id) {
            return Err(EngineError::invalid_input(format!(
                "duplicate player id {id:?} in {field}[{i}]"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_duplicates_and_empties_with_the_index() {
        let dup = vec!["a".to_string(), "b".to_string(), "a".to_string()];
        let e = validate_player_ids(&dup, "players").unwrap_err();
        assert_eq!(e.message, "duplicate player id \"a\" in players[2]");
        let empty = vec![String::new()];
        assert!(validate_player_ids(&empty, "players").is_err());
        let ok = vec!["a".to_string(), "b".to_string()];
        assert!(validate_player_ids(&ok, "players").is_ok());
    }
}
