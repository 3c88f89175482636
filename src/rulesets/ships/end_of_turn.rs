//! The shapes of end-of-turn resolution: its input (players, ships, queued triggered effects)
//! and its result (new health, status, outcome, what was applied or skipped, tallies).

use super::ShipsEndReason;
use crate::engine::outcome::{GameOutcome, GameStatus};
use serde::{Deserialize, Serialize};

/// The text of an id or a description in end-of-turn resolution: a string (short ones are kept
/// inline, so resolving allocates nothing for them).
pub type Text = compact_str::CompactString;

/// Health cap when the input gives none.
pub const DEFAULT_MAX_HEALTH: u32 = 35;
/// The largest accepted maxHealth or effect value, and the largest magnitude of an input health:
/// game numbers, far from overflow.
pub const MAX_VALUE: u32 = 1_000_000;

/// The limits of [`resolve_end_of_turn`](super::resolve_end_of_turn) (and, for players, of
/// [`detect_end_game`](super::detect_end_game)): input past any of them is `INVALID_INPUT`
/// naming the limit. With them, the largest accepted input resolves in well under a second.
pub const MAX_INPUT_PLAYERS: usize = 100;
pub const MAX_INPUT_SHIPS: usize = 25_000;
pub const MAX_INPUT_POWERS: usize = 8;
pub const MAX_INPUT_EFFECTS: usize = 100_000;
/// The most entries `applied` and `skipped` may have together: a continuous power makes one per
/// target, so this bounds ships × powers × players.
pub const MAX_STEPS: u64 = 150_000;
/// The longest id of a ship or an effect, in bytes of UTF-8 (player ids have the kernel's limit, 64).
pub const MAX_ID_LEN: usize = 64;
/// The longest `description` or `triggeredAt`, in bytes of UTF-8.
pub const MAX_TEXT_LEN: usize = 1_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EffectType {
    Damage,
    Heal,
}

/// `CONTINUOUS` powers act at every resolution; `ONCE` powers fire when the ship is completed
/// (they arrive here as triggered effects, so resolution ignores them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PowerTiming {
    Continuous,
    Once,
}

/// Whom a power affects. `OPPONENT` is only valid in a two-player game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PowerTarget {
    Opponent,
    EachOpponent,
    #[serde(rename = "SELF")]
    Owner,
}

/// A player as resolution takes them. The result's `players` have this shape too, so a front end
/// can feed them back as the next turn's input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayerHealth {
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub id: Text,
    /// Any integer from −1,000,000 to 1,000,000: a player still in the game is tallied from it,
    /// then capped to `maxHealth` and defeated at 0 or less.
    pub health: i64,
    /// `false`: already out of the game (effects on them are skipped, their ships no longer act).
    /// Absent or `true`: in the game, whatever the health.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub is_active: Option<bool>,
}

impl PlayerHealth {
    /// A player in the game with `health`.
    pub fn new(id: &str, health: i64) -> Self {
        PlayerHealth {
            id: id.into(),
            health,
            is_active: None,
        }
    }
    /// Still in the game: `isActive` is absent or `true`.
    pub fn is_in(&self) -> bool {
        self.is_active != Some(false)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AutomaticPower {
    pub timing: PowerTiming,
    pub effect_type: EffectType,
    pub value: u32,
    pub target: PowerTarget,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShipInput {
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub owner_id: Text,
    pub is_destroyed: bool,
    pub is_consumed_in_upgrade: bool,
    pub automatic_powers: Vec<AutomaticPower>,
}

/// An effect queued during the turn (a completion effect, a charge, a solar power), resolved at
/// the end of the turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TriggeredEffect {
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub source_ship_id: Text,
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub source_player_id: Text,
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub target_player_id: Text,
    pub effect_type: EffectType,
    pub value: u32,
    /// Resolves even if the source ship was destroyed or consumed meanwhile.
    pub persists_if_source_destroyed: bool,
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub description: Text,
    /// When it was queued, as the caller writes it (the built-in game writes the phase and the
    /// turn, `"BATTLE:3"`).
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub triggered_at: Text,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EndOfTurnInput {
    pub players: Vec<PlayerHealth>,
    pub ships: Vec<ShipInput>,
    pub triggered_effects: Vec<TriggeredEffect>,
    /// Health cap; 35 when absent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub max_health: Option<u32>,
}

/// Where an effect came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EffectSource {
    Triggered,
    Continuous,
}

/// Why an effect did not resolve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SkipReason {
    /// The source ship is destroyed (and the effect does not persist).
    SourceDestroyed,
    /// The source ship was consumed in an upgrade (and the effect does not persist).
    SourceConsumed,
    /// No ship with the source id is in the input (and the effect does not persist).
    UnknownSource,
    /// The target was already out before this resolution (`isActive: false`).
    TargetDefeated,
    /// The ship's owner was already out before this resolution (`isActive: false`).
    OwnerDefeated,
}

/// One effect that resolved. Continuous powers get the id `"<shipId>#<powerIndex>"`, and one
/// entry per target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct AppliedEffect {
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    pub source: EffectSource,
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub source_ship_id: Text,
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub source_player_id: Text,
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub target_player_id: Text,
    pub effect_type: EffectType,
    pub value: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SkippedEffect {
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    pub source: EffectSource,
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub source_ship_id: Text,
    pub reason: SkipReason,
}

/// Everything applied to one player, before capping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlayerTally {
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub player: Text,
    pub damage: u64,
    pub healing: u64,
    /// healing − damage
    pub net: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlayerState {
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub id: Text,
    /// 0 to `maxHealth`.
    pub health: u32,
    /// Still in the game: was in before, and health stayed above 0.
    pub is_active: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct EndOfTurnResult {
    pub players: Vec<PlayerState>,
    pub status: GameStatus,
    #[cfg_attr(feature = "wasm", tsify(type = "GameOutcome<ShipsEndReason> | null"))]
    pub outcome: Option<GameOutcome<ShipsEndReason>>,
    pub applied: Vec<AppliedEffect>,
    pub skipped: Vec<SkippedEffect>,
    pub tally: Vec<PlayerTally>,
}

/// The result of [`detect_end_game`](super::detect_end_game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct EndGameCheck {
    pub status: GameStatus,
    #[cfg_attr(feature = "wasm", tsify(type = "GameOutcome<ShipsEndReason> | null"))]
    pub outcome: Option<GameOutcome<ShipsEndReason>>,
}
