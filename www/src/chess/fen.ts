// A FEN's piece placement, for the board and the picture in the list of games (no imports, so
// the list of games stays small).

export const FILES = "abcdefgh";
export const GLYPHS: Record<string, string> = { k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };

/** The 64 squares of a FEN's placement, keyed "e4", each a piece letter (upper case white). */
export function placement(fen: string): Map<string, string> {
  const board = new Map<string, string>();
  const rows = (fen.split(" ")[0] ?? "").split("/");
  rows.forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (ch >= "1" && ch <= "8") file += Number(ch);
      else board.set(`${FILES[file++] ?? "?"}${8 - r}`, ch);
    }
  });
  return board;
}
