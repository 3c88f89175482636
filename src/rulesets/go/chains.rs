//! Chains of stones and their liberties, and the judgement of one stone on one point: not on
//! a stone, not suicide, not back to an earlier position. Allocation-free (bots judge every
//! move of every rollout): flood fills over fixed-size arrays.

use super::board::{key, set, Board, PositionHash, Stone, MAX_POINTS, NONE};

/// Chains of a position (stones of one colour connected along the lines) with their
/// liberties, found by one flood fill per chain: every chain ([`Chains::of`]), or only those
/// next to one point ([`Chains::around`], what judging one move needs).
pub struct Chains {
    /// The chain of each point; [`NONE`] for an empty point (or a chain not looked at).
    of: [u16; MAX_POINTS],
    /// Per chain: its distinct liberties.
    liberties: [u16; MAX_POINTS],
    /// The chains found so far.
    count: u16,
}

impl Chains {
    fn new() -> Chains {
        Chains {
            of: [NONE; MAX_POINTS],
            liberties: [0; MAX_POINTS],
            count: 0,
        }
    }

    /// Every chain of `board`.
    pub fn of(board: &Board) -> Chains {
        let mut chains = Chains::new();
        let mut scratch = Scratch::new();
        for p in 0..board.len().min(MAX_POINTS) {
            chains.flood(board, p, &mut scratch);
        }
        chains
    }

    /// The chains next to point `p` only.
    pub fn around(board: &Board, p: usize) -> Chains {
        let mut chains = Chains::new();
        let mut scratch = Scratch::new();
        for q in board.neighbours(p) {
            chains.flood(board, q, &mut scratch);
        }
        chains
    }

    /// Finds the chain of the stone on `start`, unless it is empty or already found.
    fn flood(&mut self, board: &Board, start: usize, scratch: &mut Scratch) {
        let Some(colour) = board.at(start) else {
            return;
        };
        if self.of.get(start) != Some(&NONE) {
            return;
        }
        let id = self.count;
        self.count += 1;
        let Scratch { counted, stack } = scratch;
        set(&mut self.of, start, id);
        set(stack, 0, start as u16);
        let (mut top, mut liberties) = (1usize, 0u16);
        while top > 0 {
            top -= 1;
            let q = usize::from(stack.get(top).copied().unwrap_or(0));
            for r in board.neighbours(q) {
                match board.at(r) {
                    None => {
                        if counted.get(r) != Some(&id) {
                            set(counted, r, id);
                            liberties += 1;
                        }
                    }
                    Some(s) if s == colour && self.of.get(r) == Some(&NONE) => {
                        set(&mut self.of, r, id);
                        set(stack, top, r as u16);
                        top += 1;
                    }
                    Some(_) => {}
                }
            }
        }
        set(&mut self.liberties, usize::from(id), liberties);
    }

    /// The chain of the stone on `p` (`None` for an empty point).
    #[inline]
    pub fn chain(&self, p: usize) -> Option<u16> {
        self.of.get(p).copied().filter(|c| *c != NONE)
    }
    /// How many liberties (empty points next to it) `chain` has.
    #[inline]
    pub fn liberties(&self, chain: u16) -> u16 {
        self.liberties.get(usize::from(chain)).copied().unwrap_or(0)
    }
    /// The XOR of the keys of `chain`'s stones: what taking it off does to the position hash.
    pub fn key(&self, board: &Board, chain: u16) -> u64 {
        self.points(chain)
            .filter_map(|q| board.at(q).map(|s| key(s, q)))
            .fold(0, |h, k| h ^ k)
    }
    /// The points of `chain`, row by row.
    pub fn points(&self, chain: u16) -> impl Iterator<Item = usize> + '_ {
        self.of
            .iter()
            .enumerate()
            .filter(move |(_, c)| **c == chain)
            .map(|(p, _)| p)
    }
}

/// The working space of the flood fills.
struct Scratch {
    /// Which chain last counted each empty point, so a liberty counts once per chain.
    counted: [u16; MAX_POINTS],
    /// The stones still to look at.
    stack: [u16; MAX_POINTS],
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            counted: [NONE; MAX_POINTS],
            stack: [0; MAX_POINTS],
        }
    }
}

/// Why a stone may not be played on a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// A stone of this colour is on the point.
    Occupied(Stone),
    /// The stone would have no liberty and capture nothing.
    Suicide,
    /// The move would remake an earlier whole-board position.
    Superko,
}

/// What playing a stone on a point does: the chains it captures (up to four, distinct) and
/// the position it makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    /// The chains captured, the first `captures` of them.
    pub captured: [u16; 4],
    /// How many chains it captures: 0 to 4.
    pub captures: usize,
    /// The hash of the position after the move.
    pub position: PositionHash,
}

impl Placement {
    /// The chains captured.
    pub fn captured(&self) -> impl Iterator<Item = u16> + '_ {
        self.captured.iter().copied().take(self.captures)
    }
}

/// Checks a `colour` stone on point `p` of `board` (whose chains are `chains`, whose position
/// is `position`): not on a stone, not suicide (a move that captures never is), and not back
/// to any of the `earlier` positions (sorted).
pub fn place(
    board: &Board,
    chains: &Chains,
    position: PositionHash,
    earlier: &[PositionHash],
    colour: Stone,
    p: usize,
) -> Result<Placement, Refusal> {
    if let Some(stone) = board.at(p) {
        return Err(Refusal::Occupied(stone));
    }
    let mut placement = Placement {
        captured: [NONE; 4],
        captures: 0,
        position,
    };
    let mut breathes = false;
    let mut hash = position.0 ^ key(colour, p);
    for q in board.neighbours(p) {
        match (board.at(q), chains.chain(q)) {
            (None, _) => breathes = true,
            (Some(s), Some(chain)) if s == colour => {
                // Joining a chain that keeps another liberty.
                if chains.liberties(chain) >= 2 {
                    breathes = true;
                }
            }
            (Some(_), Some(chain)) => {
                // An opponent's chain whose last liberty is `p` is captured.
                let new = !placement.captured().any(|c| c == chain);
                if chains.liberties(chain) == 1 && new {
                    if let Some(slot) = placement.captured.get_mut(placement.captures) {
                        *slot = chain;
                    }
                    placement.captures += 1;
                    hash ^= chains.key(board, chain);
                }
            }
            (Some(_), None) => {}
        }
    }
    if !breathes && placement.captures == 0 {
        return Err(Refusal::Suicide);
    }
    placement.position = PositionHash(hash);
    if hash == position.0 || earlier.binary_search(&placement.position).is_ok() {
        return Err(Refusal::Superko);
    }
    Ok(placement)
}

/// A `colour` eye in the simple sense bots use: an empty point whose every neighbour is a
/// `colour` stone and which is not a false eye (an opponent stone on a diagonal on the edge,
/// or on two diagonals in the middle of the board).
pub fn is_eye(board: &Board, p: usize, colour: Stone) -> bool {
    if board.at(p).is_some() || board.neighbours(p).any(|q| board.at(q) != Some(colour)) {
        return false;
    }
    let (mut diagonals, mut hostile) = (0, 0);
    for d in board.diagonals(p) {
        diagonals += 1;
        if board.at(d) == Some(colour.opponent()) {
            hostile += 1;
        }
    }
    if diagonals < 4 {
        hostile == 0
    } else {
        hostile < 2
    }
}
