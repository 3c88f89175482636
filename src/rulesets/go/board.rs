//! The board: stones on a flat array of points (row by row from the top), the points next to
//! each one (from tables built once per size, so that no move divides), and the Zobrist keys
//! behind positional superko.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::sync::OnceLock;

/// The smallest board: 5×5.
pub const MIN_SIZE: u32 = 5;
/// The largest board: 19×19.
pub const MAX_SIZE: u32 = 19;
/// The points of the largest board.
pub const MAX_POINTS: usize = (MAX_SIZE * MAX_SIZE) as usize;

/// A stone's colour. Black moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Stone {
    /// Black: moves first (unless a handicap gives White the first move).
    Black,
    /// White.
    White,
}

impl Stone {
    /// Both colours, Black first.
    pub const BOTH: [Stone; 2] = [Stone::Black, Stone::White];

    /// The other colour.
    pub fn opponent(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }
    /// 0 for Black, 1 for White: the seat, and the index of per-colour pairs.
    pub fn index(self) -> usize {
        match self {
            Stone::Black => 0,
            Stone::White => 1,
        }
    }
    /// The board string's letter.
    pub fn letter(self) -> char {
        match self {
            Stone::Black => 'B',
            Stone::White => 'W',
        }
    }
    /// The colour in lowercase words, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Stone::Black => "black",
            Stone::White => "white",
        }
    }
}

/// The Zobrist key of a stone of each colour on each point: Black's keys, then White's.
/// SplitMix64 from a fixed seed, computed at compile time, so every build has the same table.
static ZOBRIST: [u64; 2 * MAX_POINTS] = zobrist_table();

const fn zobrist_table() -> [u64; 2 * MAX_POINTS] {
    let mut table = [0u64; 2 * MAX_POINTS];
    let mut state: u64 = 0x676f_2d73_7570_6572; // "go-super"
    let mut i = 0;
    while i < table.len() {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        table[i] = z ^ (z >> 31);
        i += 1;
    }
    table
}

/// The Zobrist key of a `stone` on point `p`.
pub fn key(stone: Stone, p: usize) -> u64 {
    ZOBRIST
        .get(stone.index() * MAX_POINTS + p)
        .copied()
        .unwrap_or(0)
}

/// A board position's Zobrist hash (the XOR of the keys of its stones; the empty board is 0).
/// Crosses to JSON as 16 hex digits: a 64-bit number does not survive JavaScript.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct PositionHash(pub u64);

impl Serialize for PositionHash {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{:016x}", self.0))
    }
}

impl<'de> Deserialize<'de> for PositionHash {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        if text.len() != 16 {
            return Err(serde::de::Error::custom(format!(
                "position hash {text:?} is not 16 hex digits"
            )));
        }
        u64::from_str_radix(&text, 16)
            .map(PositionHash)
            .map_err(|_| serde::de::Error::custom(format!("position hash {text:?} is not hex")))
    }
}

/// The points next to each point (left, right, up, down) and diagonally next to it, for one
/// board size, padded with [`NONE`]: built once per size, so that no move divides.
#[derive(Debug)]
struct Geometry {
    neighbours: Vec<[u16; 4]>,
    diagonals: Vec<[u16; 4]>,
}

impl Geometry {
    fn of(size: usize) -> &'static Geometry {
        static TABLES: [OnceLock<Geometry>; (MAX_SIZE - MIN_SIZE + 1) as usize] =
            [const { OnceLock::new() }; (MAX_SIZE - MIN_SIZE + 1) as usize];
        static FALLBACK: Geometry = Geometry {
            neighbours: Vec::new(),
            diagonals: Vec::new(),
        };
        match TABLES.get(size.wrapping_sub(MIN_SIZE as usize)) {
            Some(table) => table.get_or_init(|| Geometry::build(size)),
            None => &FALLBACK,
        }
    }

    fn build(n: usize) -> Geometry {
        let around = |offsets: &[(isize, isize)]| -> Vec<[u16; 4]> {
            (0..n * n)
                .map(|p| {
                    let (x, y) = ((p % n) as isize, (p / n) as isize);
                    let mut out = [NONE; 4];
                    let on = offsets
                        .iter()
                        .map(|(dx, dy)| (x + dx, y + dy))
                        .filter(|(x, y)| {
                            (0..n as isize).contains(x) && (0..n as isize).contains(y)
                        });
                    for (slot, (x, y)) in out.iter_mut().zip(on) {
                        *slot = (y as usize * n + x as usize) as u16;
                    }
                    out
                })
                .collect()
        };
        Geometry {
            neighbours: around(&[(-1, 0), (1, 0), (0, -1), (0, 1)]),
            diagonals: around(&[(-1, -1), (1, -1), (-1, 1), (1, 1)]),
        }
    }
}

/// The points of a padded list of up to four.
fn listed(points: Option<&[u16; 4]>) -> impl Iterator<Item = usize> + '_ {
    points
        .into_iter()
        .flatten()
        .take_while(|q| **q != NONE)
        .map(|q| usize::from(*q))
}

/// The stones on a board of `size` × `size` points. Serialised as one string of `size²`
/// letters, row by row from the top: `.` empty, `B` black, `W` white.
#[derive(Clone)]
pub struct Board {
    size: usize,
    cells: Vec<Option<Stone>>,
    geometry: &'static Geometry,
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.cells == other.cells // the same length is the same size
    }
}

impl Eq for Board {}

impl Board {
    /// An empty board; `size` must be within [`MIN_SIZE`]..=[`MAX_SIZE`] (checked by the
    /// configuration).
    pub fn empty(size: u32) -> Board {
        let size = size.clamp(MIN_SIZE, MAX_SIZE) as usize;
        Board {
            size,
            cells: vec![None; size * size],
            geometry: Geometry::of(size),
        }
    }
    /// The board's width (and height), 5 to 19.
    pub fn size(&self) -> usize {
        self.size
    }
    /// The number of points.
    pub fn len(&self) -> usize {
        self.cells.len()
    }
    /// Whether the board has no point (never, for a board of a valid size).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
    /// The stone on point `p`; `None` for an empty point (or one off the board).
    #[inline]
    pub fn at(&self, p: usize) -> Option<Stone> {
        self.cells.get(p).copied().flatten()
    }
    /// Puts `stone` on point `p` (`None`: empties it); nothing for a point off the board.
    pub fn set(&mut self, p: usize, stone: Option<Stone>) {
        if let Some(cell) = self.cells.get_mut(p) {
            *cell = stone;
        }
    }
    /// The point at column `x`, row `y`, if it is on the board.
    pub fn point(&self, x: u32, y: u32) -> Option<usize> {
        let (x, y) = (x as usize, y as usize);
        (x < self.size && y < self.size).then_some(y * self.size + x)
    }
    /// The column and row of point `p`.
    pub fn xy(&self, p: usize) -> (u32, u32) {
        let size = self.size.max(1);
        ((p % size) as u32, (p / size) as u32)
    }
    /// The up to four points next to `p`, in the order left, right, up, down.
    #[inline]
    pub fn neighbours(&self, p: usize) -> impl Iterator<Item = usize> + '_ {
        listed(self.geometry.neighbours.get(p))
    }
    /// The up to four points diagonally next to `p`.
    #[inline]
    pub fn diagonals(&self, p: usize) -> impl Iterator<Item = usize> + '_ {
        listed(self.geometry.diagonals.get(p))
    }
    /// The stones of `stone`'s colour on the board.
    pub fn count(&self, stone: Stone) -> u32 {
        self.cells.iter().filter(|c| **c == Some(stone)).count() as u32
    }
    /// The Zobrist hash of this position, computed from scratch.
    pub fn hash(&self) -> PositionHash {
        PositionHash(
            self.cells
                .iter()
                .enumerate()
                .filter_map(|(p, c)| c.map(|s| key(s, p)))
                .fold(0, |h, k| h ^ k),
        )
    }
    /// The board from its string (`size²` letters `.`, `B`, `W`, row by row from the top).
    pub fn parse(text: &str) -> Result<Board, String> {
        let len = text.chars().count();
        let size = (MIN_SIZE..=MAX_SIZE)
            .find(|n| (n * n) as usize == len)
            .ok_or_else(|| {
                format!("board has {len} points, expected the square of a size from {MIN_SIZE} to {MAX_SIZE}")
            })?;
        let cells = text
            .chars()
            .enumerate()
            .map(|(i, c)| match c {
                '.' => Ok(None),
                'B' => Ok(Some(Stone::Black)),
                'W' => Ok(Some(Stone::White)),
                other => Err(format!("board[{i}] is {other:?}, expected '.', 'B' or 'W'")),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Board {
            size: size as usize,
            cells,
            geometry: Geometry::of(size as usize),
        })
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in &self.cells {
            f.write_str(match c {
                None => ".",
                Some(Stone::Black) => "B",
                Some(Stone::White) => "W",
            })?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    // One row per line: a failing test shows the position.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.to_string();
        let rows: Vec<&str> = (0..self.size)
            .filter_map(|y| text.get(y * self.size..(y + 1) * self.size))
            .collect();
        write!(f, "\n{}", rows.join("\n"))
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Board::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// Padding in the neighbour lists, and "no chain" for an empty point.
pub(super) const NONE: u16 = u16::MAX;

/// Sets `array[i]`, if `i` is in it.
pub(super) fn set(array: &mut [u16; MAX_POINTS], i: usize, value: u16) {
    if let Some(slot) = array.get_mut(i) {
        *slot = value;
    }
}
