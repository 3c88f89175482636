//! Mana in a pool, and paying a mana cost from it: the part of the judge that needs no game.
//!
//! Coloured symbols are paid with their colour and `{C}` with colourless mana. Generic mana is
//! paid deterministically, so a player never chooses: colourless mana first, then one at a time
//! from the colour the pool holds most of (ties in the order W, U, B, R, G), which keeps the
//! most colours available for what comes next.

use super::cost::ManaCost;
use serde::{Deserialize, Serialize};

/// One kind of mana.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Mana {
    /// White.
    W,
    /// Blue.
    U,
    /// Black.
    B,
    /// Red.
    R,
    /// Green.
    G,
    /// Colourless.
    C,
}

impl Mana {
    /// The colours in the order ties are broken, then colourless.
    pub const ALL: [Mana; 6] = [Mana::W, Mana::U, Mana::B, Mana::R, Mana::G, Mana::C];

    /// The letter cost text uses (`"U"`).
    pub fn symbol(self) -> &'static str {
        match self {
            Mana::W => "W",
            Mana::U => "U",
            Mana::B => "B",
            Mana::R => "R",
            Mana::G => "G",
            Mana::C => "C",
        }
    }
}

/// Amounts of each kind of mana: a player's pool, or what a payment spends.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ManaPool {
    /// White mana (`W`).
    #[serde(rename = "W")]
    pub white: u32,
    /// Blue mana (`U`).
    #[serde(rename = "U")]
    pub blue: u32,
    /// Black mana (`B`).
    #[serde(rename = "B")]
    pub black: u32,
    /// Red mana (`R`).
    #[serde(rename = "R")]
    pub red: u32,
    /// Green mana (`G`).
    #[serde(rename = "G")]
    pub green: u32,
    /// Colourless mana (`C`).
    #[serde(rename = "C")]
    pub colorless: u32,
}

impl ManaPool {
    /// `n` of one kind.
    pub fn of(mana: Mana, n: u32) -> ManaPool {
        let mut pool = ManaPool::default();
        *pool.amount_mut(mana) = n;
        pool
    }

    /// The symbols of `cost` that name a kind of mana (all but generic).
    pub fn coloured_part(cost: &ManaCost) -> ManaPool {
        ManaPool {
            white: cost.white,
            blue: cost.blue,
            black: cost.black,
            red: cost.red,
            green: cost.green,
            colorless: cost.colorless,
        }
    }

    /// How much of one kind it holds.
    pub fn amount(&self, mana: Mana) -> u32 {
        match mana {
            Mana::W => self.white,
            Mana::U => self.blue,
            Mana::B => self.black,
            Mana::R => self.red,
            Mana::G => self.green,
            Mana::C => self.colorless,
        }
    }

    fn amount_mut(&mut self, mana: Mana) -> &mut u32 {
        match mana {
            Mana::W => &mut self.white,
            Mana::U => &mut self.blue,
            Mana::B => &mut self.black,
            Mana::R => &mut self.red,
            Mana::G => &mut self.green,
            Mana::C => &mut self.colorless,
        }
    }

    /// How much mana it holds in all.
    pub fn total(&self) -> u32 {
        Mana::ALL.iter().map(|&m| self.amount(m)).sum()
    }

    /// Whether it holds no mana.
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// Adds `other` to this pool (saturating: amounts never wrap).
    pub fn add(&mut self, other: &ManaPool) {
        for m in Mana::ALL {
            let slot = self.amount_mut(m);
            *slot = slot.saturating_add(other.amount(m));
        }
    }

    /// Takes `other` out of this pool, if it holds that much of each kind; unchanged if not.
    pub fn spend(&mut self, other: &ManaPool) -> bool {
        if Mana::ALL.iter().any(|&m| self.amount(m) < other.amount(m)) {
            return false;
        }
        for m in Mana::ALL {
            *self.amount_mut(m) -= other.amount(m);
        }
        true
    }

    /// What paying `cost` spends from this pool (see the module's documentation), or `None`
    /// when the pool cannot pay it.
    pub fn payment(&self, cost: &ManaCost) -> Option<ManaPool> {
        let mut left = *self;
        let mut paid = ManaPool::coloured_part(cost);
        if !left.spend(&paid) {
            return None;
        }
        let mut generic = cost.generic;
        let from_colorless = generic.min(left.colorless);
        left.colorless -= from_colorless;
        paid.colorless += from_colorless;
        generic -= from_colorless;
        while generic > 0 {
            // The colour held most; on a tie the first in W, U, B, R, G.
            let colours = [Mana::W, Mana::U, Mana::B, Mana::R, Mana::G];
            let most = colours
                .into_iter()
                .fold(None, |best: Option<Mana>, m| match best {
                    Some(b) if left.amount(b) >= left.amount(m) => Some(b),
                    _ => Some(m),
                })
                .filter(|&m| left.amount(m) > 0)?;
            *left.amount_mut(most) -= 1;
            *paid.amount_mut(most) += 1;
            generic -= 1;
        }
        Some(paid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::duel::cost::Cost;

    fn pool(w: u32, u: u32, b: u32, r: u32, g: u32, c: u32) -> ManaPool {
        ManaPool {
            white: w,
            blue: u,
            black: b,
            red: r,
            green: g,
            colorless: c,
        }
    }

    fn mana(text: &str) -> ManaCost {
        Cost::parse(text)
            .map(|c| c.mana)
            .unwrap_or_else(|e| panic!("{}", e.message))
    }

    #[test]
    fn coloured_symbols_take_their_colour() {
        let paid = pool(0, 2, 0, 1, 0, 0).payment(&mana("{U}{U}"));
        assert_eq!(paid, Some(pool(0, 2, 0, 0, 0, 0)));
        assert_eq!(pool(0, 1, 0, 3, 0, 0).payment(&mana("{U}{U}")), None);
        assert_eq!(
            pool(0, 0, 0, 0, 0, 1).payment(&mana("{C}")),
            Some(pool(0, 0, 0, 0, 0, 1))
        );
        assert_eq!(pool(0, 5, 0, 0, 0, 0).payment(&mana("{C}")), None);
    }

    #[test]
    fn generic_takes_colourless_first_then_the_colour_held_most() {
        // {2}{U} from U U U R C: U for {U}; C, then U (two left against one R).
        let paid = pool(0, 3, 0, 1, 0, 1).payment(&mana("{2}{U}"));
        assert_eq!(paid, Some(pool(0, 2, 0, 0, 0, 1)));
        // Ties go in W U B R G order: {2} from R G leaves nothing; {1} from R G takes R.
        assert_eq!(
            pool(0, 0, 0, 1, 1, 0).payment(&mana("{1}")),
            Some(pool(0, 0, 0, 1, 0, 0))
        );
        assert_eq!(
            pool(0, 0, 0, 1, 1, 0).payment(&mana("{2}")),
            Some(pool(0, 0, 0, 1, 1, 0))
        );
        assert_eq!(pool(0, 0, 0, 1, 1, 0).payment(&mana("{3}")), None);
        assert_eq!(
            ManaPool::default().payment(&mana("{0}")),
            Some(ManaPool::default())
        );
    }

    #[test]
    fn spending_is_all_or_nothing() {
        let mut p = pool(1, 1, 0, 0, 0, 0);
        assert!(!p.spend(&pool(0, 2, 0, 0, 0, 0)));
        assert_eq!(p, pool(1, 1, 0, 0, 0, 0));
        assert!(p.spend(&pool(1, 0, 0, 0, 0, 0)));
        assert_eq!(p, pool(0, 1, 0, 0, 0, 0));
        p.add(&ManaPool::of(Mana::U, u32::MAX));
        assert_eq!(p.blue, u32::MAX);
    }

    #[test]
    fn any_payment_spends_exactly_the_cost_from_the_pool() {
        // Every pool of up to two of each kind against a few costs: a payment is within the
        // pool, pays each colour, and its total is the cost's.
        let costs = [
            "{0}",
            "{1}",
            "{3}",
            "{U}",
            "{1}{U}{U}",
            "{2}{R}{G}",
            "{C}{1}",
            "{W}{U}{B}{R}{G}",
        ];
        for n in 0..(3u32.pow(6)) {
            let a = |i: u32| n / 3u32.pow(i) % 3;
            let p = pool(a(0), a(1), a(2), a(3), a(4), a(5));
            for text in costs {
                let cost = mana(text);
                if let Some(paid) = p.payment(&cost) {
                    let mut left = p;
                    assert!(left.spend(&paid), "{paid:?} is not within {p:?}");
                    assert_eq!(paid.total(), cost.total());
                    assert!(
                        paid.blue >= cost.blue && paid.red >= cost.red && paid.green >= cost.green
                    );
                    assert!(paid.white >= cost.white && paid.black >= cost.black);
                    assert!(paid.colorless >= cost.colorless);
                } else {
                    // Refused only when the pool is short of a colour or of mana in all.
                    let needed = ManaPool::coloured_part(&cost);
                    let short = Mana::ALL.iter().any(|&m| p.amount(m) < needed.amount(m));
                    assert!(short || p.total() < cost.total(), "{p:?} could pay {text}");
                }
            }
        }
    }
}
