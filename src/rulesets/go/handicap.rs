//! Fixed handicap stones, placed as GTP's `fixed_handicap` places them in GNU Go (checked
//! against it in tests/go_engines.rs): on the third line (the fourth from 12×12 up), corners
//! first, then the centre for an odd count, then the sides.

use super::state::GoPoint;

/// The fewest handicap stones.
pub const MIN_HANDICAP: u32 = 2;
/// The most handicap stones of any board (9, on odd boards from 9×9 up).
pub const MAX_HANDICAP: u32 = 9;
/// The smallest board that takes a handicap.
pub const MIN_HANDICAP_SIZE: u32 = 7;

/// The most handicap stones a `size` board takes: none below 7×7, 4 on even boards and on
/// 7×7, 9 on odd boards from 9×9 up (GNU Go's limits).
pub fn max_handicap(size: u32) -> u32 {
    match size {
        s if s < MIN_HANDICAP_SIZE => 0,
        s if s % 2 == 0 || s == 7 => 4,
        _ => MAX_HANDICAP,
    }
}

/// The points of `stones` handicap stones on a `size` board, in point order (row by row from
/// the top), or why that handicap is refused (`handicap is ...`).
pub fn handicap_points(size: u32, stones: u32) -> Result<Vec<GoPoint>, String> {
    if !(MIN_HANDICAP..=MAX_HANDICAP).contains(&stones) {
        return Err(format!(
            "handicap is {stones}, expected {MIN_HANDICAP} to {MAX_HANDICAP}"
        ));
    }
    let most = max_handicap(size);
    if most == 0 {
        return Err(format!(
            "handicap is {stones}, but a {size}×{size} board takes none ({MIN_HANDICAP_SIZE}×{MIN_HANDICAP_SIZE} and up do)"
        ));
    }
    if stones > most {
        return Err(format!(
            "handicap is {stones}, expected at most {most} on a {size}×{size} board"
        ));
    }
    // GNU Go's line: the third, or the fourth on boards larger than 11.
    let near = if size > 11 { 3 } else { 2 };
    let far = size - 1 - near;
    let middle = size / 2;
    let at = |x, y| GoPoint { x, y };
    // Corners: top right and bottom left, then top left, then bottom right.
    let mut points = vec![at(far, near), at(near, far), at(near, near), at(far, far)];
    points.truncate(stones.min(4) as usize);
    if stones >= 6 {
        // The left and right sides (with 8 and 9 also the top and bottom).
        points.extend([at(near, middle), at(far, middle)]);
    }
    if stones >= 8 {
        points.extend([at(middle, near), at(middle, far)]);
    }
    if stones % 2 == 1 && stones >= 5 {
        points.push(at(middle, middle));
    }
    points.sort_unstable_by_key(|p| (p.y, p.x));
    Ok(points)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GTP vertices (`C7`: column C, row 7 from the bottom, no `I`) as points from the top left.
    fn vertices(size: u32, text: &str) -> Vec<GoPoint> {
        let mut points: Vec<GoPoint> = text
            .split_whitespace()
            .map(|v| {
                let column = v.chars().next().expect("a column");
                let x = "ABCDEFGHJKLMNOPQRST".find(column).expect("a letter") as u32;
                let row: u32 = v[1..].parse().expect("a row");
                GoPoint { x, y: size - row }
            })
            .collect();
        points.sort_unstable_by_key(|p| (p.y, p.x));
        points
    }

    /// GNU Go 3.8's answers to `fixed_handicap` (`gnugo --mode gtp`), pinned.
    #[test]
    fn the_points_are_gnu_gos() {
        for (size, stones, gnugo) in [
            (9, 2, "G7 C3"),
            (9, 3, "C7 G7 C3"),
            (9, 4, "C7 G7 C3 G3"),
            (9, 5, "C7 G7 E5 C3 G3"),
            (9, 6, "C7 G7 C5 G5 C3 G3"),
            (9, 7, "C7 G7 C5 E5 G5 C3 G3"),
            (9, 8, "C7 E7 G7 C5 G5 C3 E3 G3"),
            (9, 9, "C7 E7 G7 C5 E5 G5 C3 E3 G3"),
            (13, 2, "K10 D4"),
            (13, 5, "D10 K10 G7 D4 K4"),
            (13, 9, "D10 G10 K10 D7 G7 K7 D4 G4 K4"),
            (19, 2, "Q16 D4"),
            (19, 3, "D16 Q16 D4"),
            (19, 6, "D16 Q16 D10 Q10 D4 Q4"),
            (19, 7, "D16 Q16 D10 K10 Q10 D4 Q4"),
            (19, 8, "D16 K16 Q16 D10 Q10 D4 K4 Q4"),
            (19, 9, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"),
            (7, 4, "C5 E5 C3 E3"),
            (8, 2, "F6 C3"),
            (10, 4, "C8 H8 C3 H3"),
            (11, 9, "C9 F9 J9 C6 F6 J6 C3 F3 J3"),
            (12, 2, "J9 D4"),
            (14, 4, "D11 L11 D4 L4"),
        ] {
            assert_eq!(
                handicap_points(size, stones),
                Ok(vertices(size, gnugo)),
                "{size}×{size}, {stones}"
            );
        }
    }

    #[test]
    fn handicaps_gnu_go_refuses_are_refused() {
        for (size, stones) in [(5, 2), (6, 4), (7, 5), (8, 5), (10, 9), (12, 5), (19, 10), (9, 1), (9, 0)] {
            let e = handicap_points(size, stones).expect_err("refused");
            assert!(e.starts_with(&format!("handicap is {stones},")), "{e}");
        }
        assert_eq!(
            handicap_points(10, 5),
            Err("handicap is 5, expected at most 4 on a 10×10 board".into())
        );
    }
}
