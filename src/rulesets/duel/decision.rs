//! The decision a player has to make now, described by its structure rather than listed
//! (`DuelGame.decision(player)`): which creatures may attack, which may block what, which cards
//! to discard and how many, how an attacker's damage may be divided. Only the player who must
//! decide gets an answer, so it never shows the other player's hand.

use super::combat::{default_division, division_asked};
use super::flow::{attack_candidates, block_candidates, decision, Decision};
use super::state::{CardId, ChoiceReason, DuelState, Step};
use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A blocker and the attackers it may block, in the order they were declared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BlockOption {
    /// Your creature that can block.
    pub blocker: CardId,
    /// The attackers it may block.
    pub attackers: Vec<CardId>,
}

/// What a duel waits for from one player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DuelDecision {
    /// Your opening hand, before the first turn: `KEEP` it, putting `mulligans` cards of it (as
    /// many as mulligans taken) on the bottom of your library, or `MULLIGAN` (unless
    /// `mulligans` is 7) to shuffle it away and draw seven again.
    Mulligan {
        /// Your hand now.
        hand: Vec<CardId>,
        /// Mulligans you have taken: 0 to 7.
        mulligans: u32,
    },
    /// `DECLARE_ATTACKERS` with any set of `candidates` (none attacks with nothing), in the
    /// order they entered the battlefield.
    DeclareAttackers {
        /// Your creatures that can attack.
        candidates: Vec<CardId>,
    },
    /// `DECLARE_BLOCKERS`: each of `options`' blockers may block one of its `attackers`, or not
    /// block (several may block the same attacker).
    DeclareBlockers {
        /// Each creature of yours that can block, with what it may block.
        options: Vec<BlockOption>,
    },
    /// `CHOOSE_CARDS` with exactly `count` distinct cards of `cards` (your hand), discarded for
    /// `reason`.
    Discard {
        /// The cards you may choose from: your hand.
        cards: Vec<CardId>,
        /// How many to discard.
        count: u32,
        /// Why: a resolving spell or ability, or the hand size at cleanup.
        reason: ChoiceReason,
    },
    /// `ASSIGN_COMBAT_DAMAGE`: divide `attacker`'s `power` among all of `blockers` (in the
    /// default division's order); `default` is the division applied without asking.
    AssignCombatDamage {
        /// Your attacker.
        attacker: CardId,
        /// Every creature blocking it, in the default division's order.
        blockers: Vec<CardId>,
        /// Its power: the damage to divide.
        power: u32,
        /// The default division: damage by blocker.
        #[cfg_attr(feature = "wasm", tsify(type = "Record<CardId, number>"))]
        default: BTreeMap<CardId, u32>,
    },
    /// You hold priority in `step` with `stack` objects on the stack: pass, or play a land,
    /// cast a spell or activate an ability (`legalActions` lists them).
    Priority {
        /// The step.
        step: Step,
        /// How many spells and abilities are on the stack.
        stack: u32,
    },
}

/// The decision `player` has to make now; `None` when they have none (the other player
/// decides, or the game is over). `INVALID_INPUT` for a player not in the game.
pub fn pending_decision(state: &DuelState, player: &str) -> Result<Option<DuelDecision>> {
    let seat = state.seat_of(player).ok_or_else(|| {
        EngineError::invalid_input(format!("player {player:?} is not in this game"))
    })?;
    let Some(now) = decision(state).filter(|d| d.seat() == seat) else {
        return Ok(None);
    };
    Ok(Some(match now {
        Decision::Mulligan(_) => {
            let me = state.seat(seat);
            DuelDecision::Mulligan {
                hand: me.map(|s| s.hand.clone()).unwrap_or_default(),
                mulligans: me.map_or(0, |s| s.mulligans),
            }
        }
        Decision::DeclareAttackers(_) => DuelDecision::DeclareAttackers {
            candidates: attack_candidates(state),
        },
        Decision::DeclareBlockers(_) => DuelDecision::DeclareBlockers {
            options: block_candidates(state, seat)
                .into_iter()
                .map(|(blocker, attackers)| BlockOption { blocker, attackers })
                .collect(),
        },
        Decision::Choice(_) => {
            let cards = state.seat(seat).map(|s| s.hand.clone()).unwrap_or_default();
            let (count, reason) = state.choice.as_ref().map_or((0, ChoiceReason::HandSize), |c| {
                (c.count.min(cards.len() as u32), c.reason)
            });
            DuelDecision::Discard {
                cards,
                count,
                reason,
            }
        }
        Decision::AssignCombatDamage(_) => {
            let attacker = state.combat.awaiting.first().cloned().unwrap_or_default();
            let (power, blockers) = division_asked(state, &attacker).unwrap_or_default();
            DuelDecision::AssignCombatDamage {
                default: default_division(state, power, &blockers),
                attacker,
                blockers,
                power,
            }
        }
        Decision::Priority(_) => DuelDecision::Priority {
            step: state.step,
            stack: state.stack.len() as u32,
        },
    }))
}
