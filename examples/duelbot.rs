//! Scratch: the duel bot against the fixed strategies.
use arbiter::ai::play_out;
use arbiter::duel::{Duel, DuelConfig, Seat, Strategy};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let iterations: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let games: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10);
    for strategy in Strategy::ALL {
        let (mut wins, mut draws) = (0, 0);
        let t = std::time::Instant::now();
        let mut turns = Vec::new();
        for g in 0..games {
            let seed = format!("{}-{g}", strategy.name());
            let mut config = DuelConfig::for_players(["p0", "p1"]);
            config.seed = Some(seed.clone());
            if g % 4 >= 2 {
                let mut decks = std::collections::BTreeMap::new();
                decks.insert(
                    "p0".to_string(),
                    arbiter::duel::config::DeckChoice::Ready("red-green-aggro".into()),
                );
                decks.insert(
                    "p1".to_string(),
                    arbiter::duel::config::DeckChoice::Ready("blue-tide".into()),
                );
                config.decks = Some(decks);
            }
            let seats: [Seat; 2] = if g % 2 == 0 {
                [Seat::Bot(iterations), Seat::Fixed(strategy)]
            } else {
                [Seat::Fixed(strategy), Seat::Bot(iterations)]
            };
            let bot = if g % 2 == 0 { "p0" } else { "p1" };
            let game = play_out::<Duel, Strategy>(config, &seats, &seed).expect("plays");
            turns.push(game.turn());
            match game.outcome().and_then(|o| o.winner()) {
                Some(w) if w == bot => wins += 1,
                None => draws += 1,
                _ => {}
            }
        }
        println!(
            "{}: {wins}/{games} wins, {draws} draws, turns {turns:?}, {:.1}s",
            strategy.name(),
            t.elapsed().as_secs_f64()
        );
    }
}
