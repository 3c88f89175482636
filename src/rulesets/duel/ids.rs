//! Instance ids that carry no hidden fact. A card's id is its serial (its place in the deck list,
//! plus 1,024 for each time it entered a hidden zone) through a permutation keyed by the seed:
//! ids follow no deck order or card name, the game stays deterministic, and two cards never share
//! an id. The key and the serials are the referee's: no view holds them.
//!
//! A card that moves into a library or a hand gets a new id (as Comprehensive Rules 400.7 makes
//! it a new object), so it cannot be followed through a shuffle. A draw keeps the id: no one has
//! seen a card's id while it was in a library.

use super::state::{CardId, DuelState};

/// Serials below this are the cards' places in the deck lists; each new id adds it once.
pub const GENERATION: u32 = 1 << 10;

/// The key of a game's ids, from its seed text.
pub fn key_of(seed: &str) -> u32 {
    let hash = xxhash_rust::xxh3::xxh3_64(format!("arbiter duel ids {seed}").as_bytes());
    (hash >> 32) as u32 | 1
}

/// The id of the card with `serial` (4 rounds of a Feistel network over 32 bits: a bijection).
pub fn id_of(key: u32, serial: u32) -> CardId {
    let (mut left, mut right) = (serial >> 16, serial & 0xffff);
    for round in 1..=4u64 {
        let k = u64::from(key).wrapping_mul(round).rotate_left((round * 13) as u32);
        let mut x = (u64::from(right) ^ k).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        x ^= x >> 29;
        let f = (x.wrapping_mul(0xbf58_476d_1ce4_e5b9) >> 48) as u32;
        (left, right) = (right, left ^ f);
    }
    base36(u64::from(left) << 16 | u64::from(right))
}

fn base36(mut n: u64) -> CardId {
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'a' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.push(b'c');
    digits.reverse();
    String::from_utf8(digits).unwrap_or_default()
}

/// The id `card` takes when it enters a library or a hand: the next generation of its serial
/// (one more if that id is taken, as a scenario's own ids may be).
pub fn renamed(state: &DuelState, card: &str) -> Option<(CardId, u32)> {
    let object = state.cards.get(card)?;
    let mut serial = object.serial;
    for _ in 0..8 {
        serial = serial.saturating_add(GENERATION);
        let id = id_of(state.id_key, serial);
        if !state.cards.contains_key(&id) {
            return Some((id, serial));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_distinct_and_follow_no_order() {
        let key = key_of("arbiter");
        let ids: Vec<CardId> = (0..2 * GENERATION).map(|s| id_of(key, s)).collect();
        let mut sorted = ids.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), ids.len(), "two serials gave one id");
        // Sorted ids are not the serials' order, and another seed gives other ids.
        assert_ne!(sorted, ids);
        assert_ne!(id_of(key_of("other"), 0), ids[0]);
        assert!(ids.iter().all(|id| id.starts_with('c') && id.len() <= 8));
    }
}
