//! Prints one game turn by turn (development aid for balancing):
//! cargo run --release --example watch -- <iterations> <strategy index or "bot"> <seed>
use arbiter_rules::ships::{play_out, Seat, ShipsConfig, ShipsEvent, Strategy};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let iterations: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(500);
    let other = match args.get(2).map(String::as_str) {
        Some("bot") | None => Seat::Bot(iterations),
        Some(i) => Seat::Fixed(Strategy::ALL[i.parse::<usize>().unwrap_or(0)]),
    };
    let seed = args.get(3).cloned().unwrap_or_else(|| "watch".into());
    let config = ShipsConfig {
        seed: Some(seed.clone()),
        ..ShipsConfig::for_players(&["bot", "other"])
    };
    let game = play_out(config, &[Seat::Bot(iterations), other], &seed).expect("game");
    let mut line = String::new();
    for e in game.log() {
        match &e.event {
            ShipsEvent::TurnStarted { turn } => {
                println!("{line}");
                line = format!("T{turn}:");
            }
            ShipsEvent::EnergyGained { player, amount } => line += &format!(" {player}+{amount}"),
            ShipsEvent::ShipBuilt { ship } => line += &format!(" {}:{}", ship.owner_id, ship.kind),
            ShipsEvent::ChargeUsed { ship_id, .. } => line += &format!(" charge({ship_id})"),
            ShipsEvent::SolarPowerUsed { ship_id } => line += &format!(" solar({ship_id})"),
            ShipsEvent::ShipDestroyed { ship_id, by } => {
                line += &format!(" strike({by}->{ship_id})")
            }
            ShipsEvent::HealthChanged { player, from, to } => {
                line += &format!(" | {player} {from}->{to}")
            }
            _ => {}
        }
    }
    println!("{line}\n{:?}", game.outcome().map(|o| o.sentence()));
}
