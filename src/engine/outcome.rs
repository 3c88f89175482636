//! The outcome contract every game reports through: status, outcome, ranked per-player results.
//!
//! [`rank_by_elimination`] implements the simultaneous end check shared by every game decided by
//! elimination: all players who fall at the same check point fall together (so two players at 0
//! health are a draw, never a win for whoever was checked second).

use super::player::PlayerId;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Debug;

/// Whether a game is still being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum GameStatus {
    /// The game goes on: `outcome` is null.
    Active,
    /// The game is over: `outcome` says how, and every action is refused with `GAME_FINISHED`.
    Finished,
}

/// How one player's game ended. `LOSS` is losing at the final check point; `ELIMINATED` is having
/// been knocked out at an earlier one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum OutcomeType {
    /// The player won (rank 1, alone at the top).
    Win,
    /// The player lost at the final check point, or was still in but placed below the winner.
    Loss,
    /// The player shares the top rank of a drawn game.
    Draw,
    /// The player was knocked out at a check point before the final one.
    Eliminated,
}

/// A game's end reasons, declared with [`end_reasons!`](crate::end_reasons).
pub trait Reason: Copy + Eq + Debug + Serialize + DeserializeOwned + 'static {
    /// The reason in lowercase words ("line completed"), for sentences.
    fn describe(self) -> &'static str;
    /// Whether this is the game's `RESIGNATION` (a variant named `Resignation`): a player gave up.
    fn is_resignation(self) -> bool;
}

/// Declares a game's end reasons: an enum of the reasons the game can end for (each with its
/// words for sentences), in SCREAMING_SNAKE_CASE for JavaScript, with [`Reason`]. A game lists
/// only reasons it can produce: the TypeScript union of its reasons is exactly what its
/// `outcome.reason` may be.
#[macro_export]
macro_rules! end_reasons {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[doc = $doc:literal])* $variant:ident => $words:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, ::serde::Serialize, ::serde::Deserialize)]
        #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
        #[serde(rename_all = "SCREAMING_SNAKE_CASE")]
        pub enum $name {
            $($(#[doc = $doc])* $variant,)*
        }

        impl $crate::engine::outcome::Reason for $name {
            fn describe(self) -> &'static str {
                match self {
                    $($name::$variant => $words,)*
                }
            }
            fn is_resignation(self) -> bool {
                match self {
                    $($name::$variant => stringify!($variant) == "Resignation",)*
                }
            }
        }
    };
}

/// Game-specific figures for one player's result (`finalHealth`, `eliminatedOnTurn`...).
pub type Metrics = BTreeMap<String, i64>;

/// One player's result. `rank` 1 is best; players who tie share a rank. In TypeScript, `M` is the
/// game's metrics (`ChessMetrics`...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "wasm", tsify(type_params = "M extends object = Metrics"))]
pub struct PlayerResult {
    /// The player.
    pub player: PlayerId,
    /// How their game ended.
    pub outcome: OutcomeType,
    /// 1 for the best placed; players who tie share a rank, and the next rank skips (1, 1, 3).
    pub rank: u32,
    /// The game's figures for this player (`material`, `victoryPoints`...), when it has any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "M"))]
    pub metrics: Option<Metrics>,
}

/// How a finished game ended: one shape for every game, with the game's own reasons `R`.
/// `results` is ordered by rank.
///
/// In TypeScript, `GameOutcome` without a type argument is any game's (`EndReason`);
/// `GameOutcome<ChessEndReason>` is chess's, whose results carry `ChessMetrics`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
// tsify gives an enum no type parameter default: the union is spelled out for TypeScript (the
// variants below, as serde writes them), with its defaults.
#[cfg_attr(
    feature = "wasm",
    tsify(
        type = "{ type: \"WIN\"; winner: PlayerId; reason: R; results: PlayerResult<MetricsOf<R>>[] } | { type: \"DRAW\"; reason: R; results: PlayerResult<MetricsOf<R>>[] }",
        type_params = "R extends EndReason = EndReason"
    )
)]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum GameOutcome<R> {
    /// One player won.
    Win {
        /// The winner.
        winner: PlayerId,
        /// Why the game ended.
        reason: R,
        /// Every player's result, best rank first.
        results: Vec<PlayerResult>,
    },
    /// Nobody won: the players ranked first share the draw.
    Draw {
        /// Why the game ended.
        reason: R,
        /// Every player's result, best rank first.
        results: Vec<PlayerResult>,
    },
}

impl<R: Copy> GameOutcome<R> {
    /// Why the game ended.
    pub fn reason(&self) -> R {
        match self {
            GameOutcome::Win { reason, .. } | GameOutcome::Draw { reason, .. } => *reason,
        }
    }
    /// Every player's result, ordered by rank.
    pub fn results(&self) -> &[PlayerResult] {
        match self {
            GameOutcome::Win { results, .. } | GameOutcome::Draw { results, .. } => results,
        }
    }
    /// The winner, or `None` for a draw.
    pub fn winner(&self) -> Option<&PlayerId> {
        match self {
            GameOutcome::Win { winner, .. } => Some(winner),
            GameOutcome::Draw { .. } => None,
        }
    }
}

impl<R: Reason> GameOutcome<R> {
    /// A one-line summary for an end screen: "X wins (line completed)" or "Draw".
    pub fn sentence(&self) -> String {
        match self {
            GameOutcome::Win { winner, reason, .. } => {
                format!("{winner} wins ({})", reason.describe())
            }
            GameOutcome::Draw { .. } => "Draw".to_string(),
        }
    }
}

/// The status that goes with an optional outcome: finished exactly when there is an outcome.
pub fn status_of<R>(outcome: Option<&GameOutcome<R>>) -> GameStatus {
    if outcome.is_some() {
        GameStatus::Finished
    } else {
        GameStatus::Active
    }
}

/// One player's standing for an elimination end check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The player.
    pub player: PlayerId,
    /// `None` while the player is still in; else the check point (a turn number, larger is
    /// later) at which they were knocked out. Players out at the same check point tie.
    pub out_at: Option<u32>,
    /// The figures to copy into the player's [`PlayerResult`].
    pub metrics: Option<Metrics>,
}

/// The simultaneous end check of a game decided by elimination.
///
/// Two or more players still in: the game goes on (`None`). Exactly one: they win (`win_reason`);
/// the others rank by how late they fell, and those who fell at the same check point share a
/// rank. None left: the players who fell last draw (`draw_reason`, a game's `SIMULTANEOUS_LOSS`),
/// ranked first together.
/// Players who fell at the last check point get `LOSS` (or `DRAW`); earlier ones `ELIMINATED`.
pub fn rank_by_elimination<R: Reason>(
    standings: &[Standing],
    win_reason: R,
    draw_reason: R,
) -> Option<GameOutcome<R>> {
    if standings.iter().filter(|s| s.out_at.is_none()).count() >= 2 {
        return None;
    }
    let last_out = standings.iter().filter_map(|s| s.out_at).max();
    Some(rank(standings, |_| 0, win_reason, last_out, draw_reason))
}

/// The end of a game stopped at a limit (a turn limit) at check point `at`: the players still in
/// rank first, by `score` (higher first; equal scores share a rank), then the others by how late
/// they fell. A single best player wins (`reason`); several tied at the top draw (`reason`).
pub fn rank_at_limit<R: Reason>(
    standings: &[Standing],
    score: impl Fn(&Standing) -> i64,
    reason: R,
    at: u32,
) -> GameOutcome<R> {
    rank(standings, score, reason, Some(at), reason)
}

/// Orders and ranks every standing: players still in first (by score), then the others, later
/// eliminations first. `last` is the final check point: players out there `LOSS`, earlier ones
/// `ELIMINATED`.
fn rank<R: Reason>(
    standings: &[Standing],
    score: impl Fn(&Standing) -> i64,
    reason: R,
    last: Option<u32>,
    all_out_reason: R,
) -> GameOutcome<R> {
    let key = |s: &Standing| match s.out_at {
        None => (1u8, score(s)),
        Some(t) => (0u8, i64::from(t)),
    };
    let mut order: Vec<&Standing> = standings.iter().collect();
    order.sort_by_key(|s| std::cmp::Reverse(key(s))); // stable: ties keep the caller's order
    let top: Vec<&&Standing> = order
        .iter()
        .take_while(|s| order.first().map(|f| key(f)) == Some(key(s)))
        .collect();
    let winner = match top.as_slice() {
        [only] if only.out_at.is_none() => Some(only.player.clone()),
        _ => None,
    };
    let mut results = Vec::with_capacity(order.len());
    let mut rank = 0u32;
    let mut previous = None;
    for (i, s) in order.iter().enumerate() {
        if previous != Some(key(s)) {
            rank = i as u32 + 1;
            previous = Some(key(s));
        }
        let outcome = match (rank, &winner, s.out_at) {
            (1, Some(_), _) => OutcomeType::Win,
            (1, None, _) => OutcomeType::Draw,
            (_, _, None) => OutcomeType::Loss,
            (_, _, out) if out == last => OutcomeType::Loss,
            _ => OutcomeType::Eliminated,
        };
        results.push(PlayerResult {
            player: s.player.clone(),
            outcome,
            rank,
            metrics: s.metrics.clone(),
        });
    }
    match winner {
        Some(winner) => GameOutcome::Win {
            winner,
            reason,
            results,
        },
        None if top.iter().all(|s| s.out_at.is_some()) => GameOutcome::Draw {
            reason: all_out_reason,
            results,
        },
        None => GameOutcome::Draw { reason, results },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::end_reasons! {
        /// The reasons of a game made up for these tests.
        pub enum EndReason {
            HealthDepleted => "health depleted",
            BoardFull => "board full",
            LineCompleted => "line completed",
            SimultaneousLoss => "simultaneous loss",
            TurnLimit => "turn limit reached",
        }
    }

    fn st(player: &str, out_at: Option<u32>) -> Standing {
        Standing {
            player: player.into(),
            out_at,
            metrics: None,
        }
    }

    fn ranks(o: &GameOutcome<EndReason>) -> Vec<(String, OutcomeType, u32)> {
        o.results()
            .iter()
            .map(|r| (r.player.clone(), r.outcome, r.rank))
            .collect()
    }

    #[test]
    fn two_alive_goes_on() {
        assert_eq!(
            rank_by_elimination(
                &[st("a", None), st("b", None)],
                EndReason::HealthDepleted,
                EndReason::SimultaneousLoss,
            ),
            None
        );
    }

    #[test]
    fn one_left_wins() {
        let o = rank_by_elimination(
            &[st("a", Some(3)), st("b", None)],
            EndReason::HealthDepleted,
            EndReason::SimultaneousLoss,
        );
        let o = o.unwrap_or(GameOutcome::Draw {
            reason: EndReason::BoardFull,
            results: vec![],
        });
        assert_eq!(o.winner().map(String::as_str), Some("b"));
        assert_eq!(
            ranks(&o),
            vec![
                ("b".into(), OutcomeType::Win, 1),
                ("a".into(), OutcomeType::Loss, 2)
            ]
        );
    }

    #[test]
    fn none_left_is_a_draw_with_a_shared_first_rank() {
        let o = rank_by_elimination(
            &[st("a", Some(2)), st("b", Some(2))],
            EndReason::HealthDepleted,
            EndReason::SimultaneousLoss,
        );
        let o = o.unwrap_or(GameOutcome::Win {
            winner: "x".into(),
            reason: EndReason::BoardFull,
            results: vec![],
        });
        assert_eq!(o.reason(), EndReason::SimultaneousLoss);
        assert_eq!(
            ranks(&o),
            vec![
                ("a".into(), OutcomeType::Draw, 1),
                ("b".into(), OutcomeType::Draw, 1)
            ]
        );
    }

    #[test]
    fn same_check_point_shares_a_rank_below_survivor_and_above_earlier() {
        let o = rank_by_elimination(
            &[
                st("early", Some(1)),
                st("a", Some(5)),
                st("win", None),
                st("b", Some(5)),
            ],
            EndReason::HealthDepleted,
            EndReason::SimultaneousLoss,
        );
        let o = o.unwrap_or(GameOutcome::Draw {
            reason: EndReason::BoardFull,
            results: vec![],
        });
        assert_eq!(
            ranks(&o),
            vec![
                ("win".into(), OutcomeType::Win, 1),
                ("a".into(), OutcomeType::Loss, 2),
                ("b".into(), OutcomeType::Loss, 2),
                ("early".into(), OutcomeType::Eliminated, 4),
            ]
        );
    }

    #[test]
    fn at_a_limit_survivors_rank_by_score_and_a_tie_at_the_top_draws() {
        let score = |s: &Standing| match s.player.as_str() {
            "hi" | "hi2" => 20,
            _ => 10,
        };
        let players = [st("out", Some(3)), st("lo", None), st("hi", None)];
        let o = rank_at_limit(&players, score, EndReason::TurnLimit, 9);
        assert_eq!(o.winner().map(String::as_str), Some("hi"));
        assert_eq!(o.reason(), EndReason::TurnLimit);
        assert_eq!(
            ranks(&o),
            vec![
                ("hi".into(), OutcomeType::Win, 1),
                ("lo".into(), OutcomeType::Loss, 2),
                ("out".into(), OutcomeType::Eliminated, 3)
            ]
        );
        let tied = [st("hi", None), st("lo", None), st("hi2", None)];
        let o = rank_at_limit(&tied, score, EndReason::TurnLimit, 9);
        assert_eq!(o.reason(), EndReason::TurnLimit);
        assert_eq!(o.winner(), None);
        assert_eq!(
            ranks(&o),
            vec![
                ("hi".into(), OutcomeType::Draw, 1),
                ("hi2".into(), OutcomeType::Draw, 1),
                ("lo".into(), OutcomeType::Loss, 3)
            ]
        );
    }

    #[test]
    fn outcome_serialises_to_the_contract() {
        let o = GameOutcome::Win {
            winner: "X".into(),
            reason: EndReason::LineCompleted,
            results: vec![PlayerResult {
                player: "X".into(),
                outcome: OutcomeType::Win,
                rank: 1,
                metrics: None,
            }],
        };
        let json = serde_json::to_string(&o).unwrap_or_default();
        assert_eq!(
            json,
            r#"{"type":"WIN","winner":"X","reason":"LINE_COMPLETED","results":[{"player":"X","outcome":"WIN","rank":1}]}"#
        );
        assert_eq!(o.sentence(), "X wins (line completed)");
    }
}
