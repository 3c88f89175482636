//! The pinned deck-building game, played natively (tests/deckbuilding_properties.rs) and in wasm
//! (tests/web.rs), which must find the same hash.

use arbiter_rules::deckbuilding::state::TurnPhase;
use arbiter_rules::deckbuilding::{
    Card, DeckBuilding, DeckBuildingAction, DeckBuildingConfig, EndTrigger,
};
use arbiter_rules::Game;

/// Its hash at the end.
pub const PINNED_DEPLETION_HASH: &str = "c43767e4f8080cf8";

/// The pinned game: both players play every treasure and buy a cellar, else a moat, until two
/// piles are empty (threshold 2). tests/web.rs plays it in wasm.
pub fn pinned_depletion() -> Game<DeckBuilding> {
    let config = DeckBuildingConfig {
        seed: Some("pin".into()),
        end_trigger: Some(Some(EndTrigger {
            empty_pile_threshold: Some(2),
            key_piles: None,
        })),
        ..DeckBuildingConfig::for_players(&["a", "b"])
    };
    let mut game = Game::<DeckBuilding>::new(config).expect("valid");
    while let Some(player) = game.current_player().cloned() {
        let s = game.state();
        let open = |c: Card| s.pile(c).is_some_and(|p| p.count > 0);
        let want = [Card::Cellar, Card::Moat].into_iter().find(|c| open(*c));
        let treasure = s.active_seat().is_some_and(|z| {
            z.hand
                .iter()
                .any(|id| s.card(*id).is_some_and(Card::is_treasure))
        });
        let action = match (s.phase, want) {
            (TurnPhase::Buy, _) if treasure && !s.bought => DeckBuildingAction::PlayAllTreasures {},
            (TurnPhase::Buy, Some(pile)) if s.coins >= pile.cost() => {
                DeckBuildingAction::Buy { pile }
            }
            _ => DeckBuildingAction::EndPhase {},
        };
        game.submit(&player, action).expect("legal");
    }
    game
}
