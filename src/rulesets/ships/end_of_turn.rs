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
/// The most ships in `ships`.
pub const MAX_INPUT_SHIPS: usize = 25_000;
/// The most automatic powers one ship may list.
pub const MAX_INPUT_POWERS: usize = 8;
/// The most effects in `triggeredEffects`.
pub const MAX_INPUT_EFFECTS: usize = 100_000;
/// The most entries `applied` and `skipped` may have together: a continuous power makes one per
/// target, so this bounds ships × powers × players.
pub const MAX_STEPS: u64 = 150_000;
/// The longest id of a ship or an effect, in bytes of UTF-8 (player ids have the kernel's limit, 64).
pub const MAX_ID_LEN: usize = 64;
/// The longest `description` or `triggeredAt`, in bytes of UTF-8.
pub const MAX_TEXT_LEN: usize = 1_000;

/// What an effect does to its target's health (at End of Turn Resolution only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EffectType {
    /// Takes `value` health away.
    Damage,
    /// Gives `value` health back (up to `maxHealth`).
    Heal,
}

/// `CONTINUOUS` powers act at every resolution; `ONCE` powers fire when the ship is completed
/// (they arrive here as triggered effects, so resolution ignores them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PowerTiming {
    /// Evaluated at every resolution, while the ship is neither destroyed nor consumed.
    Continuous,
    /// Fired once, when the ship was completed: ignored here (it arrives as a triggered effect).
    Once,
}

/// Whom a power affects. `OPPONENT` is only valid in a two-player game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PowerTarget {
    /// One opponent: the one the player chose (in a game), the other player (in
    /// `resolveEndOfTurn`, which needs exactly two players in the game for it).
    Opponent,
    /// Every opponent still in the game, each for the full value.
    EachOpponent,
    /// The ship's owner (`"SELF"`).
    #[serde(rename = "SELF")]
    Owner,
}

/// A player as resolution takes them. The result's `players` have this shape too, so a front end
/// can feed them back as the next turn's input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayerHealth {
    /// The player's id: distinct, 1 to 64 bytes.
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

/// A power a ship has without being used (a ship's `automaticPowers`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AutomaticPower {
    /// When it acts: only `CONTINUOUS` powers are evaluated here.
    pub timing: PowerTiming,
    /// Damage or healing.
    pub effect_type: EffectType,
    /// How much, per target: 0 to 1,000,000.
    pub value: u32,
    /// Whom it reaches.
    pub target: PowerTarget,
}

/// A ship as resolution takes it: whose it is, whether it is still there, its powers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShipInput {
    /// The ship's id: distinct among the ships, at most 64 bytes.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    /// The id of the player who owns it: one of `players`.
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub owner_id: Text,
    /// Destroyed during the turn: its continuous powers do not act.
    pub is_destroyed: bool,
    /// Consumed in an upgrade during the turn: its continuous powers do not act.
    pub is_consumed_in_upgrade: bool,
    /// Its powers (at most 8); only the `CONTINUOUS` ones are evaluated.
    pub automatic_powers: Vec<AutomaticPower>,
}

/// An effect queued during the turn (a completion effect, a charge, a solar power), resolved at
/// the end of the turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TriggeredEffect {
    /// The effect's id: distinct among the effects, at most 64 bytes.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    /// The ship that queued it, at most 64 bytes; it need not be in `ships` (a ship no longer
    /// there: the effect resolves only if it persists).
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub source_ship_id: Text,
    /// The player who queued it: one of `players` (not necessarily the ship's owner).
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub source_player_id: Text,
    /// The player it reaches: one of `players`.
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub target_player_id: Text,
    /// Damage or healing.
    pub effect_type: EffectType,
    /// How much: 0 to 1,000,000.
    pub value: u32,
    /// Resolves even if the source ship was destroyed or consumed meanwhile.
    pub persists_if_source_destroyed: bool,
    /// Words for people (`"torpedo"`), at most 1,000 bytes: resolution does not read it.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub description: Text,
    /// When it was queued, as the caller writes it (the built-in game writes the phase and the
    /// turn, `"BATTLE:3"`), at most 1,000 bytes.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub triggered_at: Text,
}

/// The input of [`resolve_end_of_turn`](super::resolve_end_of_turn): the players, their ships
/// and the effects queued during the turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EndOfTurnInput {
    /// Every player, in or out: 2 to 100, distinct ids.
    pub players: Vec<PlayerHealth>,
    /// Every ship whose continuous powers may act, destroyed and consumed ones included: at
    /// most 25,000.
    pub ships: Vec<ShipInput>,
    /// The effects queued during the turn, in the order they were queued: at most 100,000.
    pub triggered_effects: Vec<TriggeredEffect>,
    /// Health cap, 1 to 1,000,000; 35 when absent.
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
    /// One of the input's `triggeredEffects`.
    Triggered,
    /// A ship's continuous power, evaluated at resolution.
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
    /// The triggered effect's id, or `"<shipId>#<powerIndex>"` for a continuous power.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    /// A triggered effect or a continuous power.
    pub source: EffectSource,
    /// The ship it came from.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub source_ship_id: Text,
    /// The player it came from (a continuous power's: the ship's owner).
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub source_player_id: Text,
    /// The player it reached.
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub target_player_id: Text,
    /// Damage or healing.
    pub effect_type: EffectType,
    /// How much, before the tally and the cap.
    pub value: u32,
}

/// One effect that did not resolve, and why. A continuous power skipped for its ship counts
/// once, whatever its targets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SkippedEffect {
    /// The triggered effect's id, or `"<shipId>#<powerIndex>"` for a continuous power.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub id: Text,
    /// A triggered effect or a continuous power.
    pub source: EffectSource,
    /// The ship it came from.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub source_ship_id: Text,
    /// Why it did not resolve.
    pub reason: SkipReason,
}

/// Everything applied to one player, before capping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlayerTally {
    /// The player.
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub player: Text,
    /// The damage of every effect applied to them, summed (0 for a player already out).
    pub damage: u64,
    /// The healing of every effect applied to them, summed (0 for a player already out).
    pub healing: u64,
    /// healing − damage: the change to their health before the cap.
    pub net: i64,
}

/// A player after resolution: valid as the next turn's [`PlayerHealth`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlayerState {
    /// The player's id.
    #[cfg_attr(feature = "wasm", tsify(type = "PlayerId"))]
    pub id: Text,
    /// 0 to `maxHealth`.
    pub health: u32,
    /// Still in the game: was in before, and health stayed above 0.
    pub is_active: bool,
}

/// What [`resolve_end_of_turn`](super::resolve_end_of_turn) did: the players' new health, the
/// end check, and every effect applied or skipped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct EndOfTurnResult {
    /// Every player, in the input's order, with their health after the cap.
    pub players: Vec<PlayerState>,
    /// `FINISHED` when at most one player is still in.
    pub status: GameStatus,
    /// How the game ended; `null` while two or more players are still in.
    #[cfg_attr(feature = "wasm", tsify(type = "GameOutcome<ShipsEndReason> | null"))]
    pub outcome: Option<GameOutcome<ShipsEndReason>>,
    /// The effects that resolved, triggered effects (in queue order) then continuous powers (in
    /// ship order), one entry per target.
    pub applied: Vec<AppliedEffect>,
    /// The effects that did not resolve, in the same order.
    pub skipped: Vec<SkippedEffect>,
    /// Every player's damage and healing, in the input's order.
    pub tally: Vec<PlayerTally>,
}

/// The result of [`detect_end_game`](super::detect_end_game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct EndGameCheck {
    /// `FINISHED` when at most one player is still in.
    pub status: GameStatus,
    /// How the game ended; `null` while two or more players are still in.
    #[cfg_attr(feature = "wasm", tsify(type = "GameOutcome<ShipsEndReason> | null"))]
    pub outcome: Option<GameOutcome<ShipsEndReason>>,
}
