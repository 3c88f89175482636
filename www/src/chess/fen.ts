// Pieces as letters: the engine's board for the page, a FEN's placement for the picture in the
// list of games (no imports, so the list of games stays small).

export const FILES = "abcdefgh";
export const GLYPHS: Record<string, string> = { k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };

/** A placed piece as `ChessGame.board()` gives it (typed here, so this file imports nothing). */
interface Placed {
  square: string;
  piece: "pawn" | "knight" | "bishop" | "rook" | "queen" | "king";
  color: "white" | "black";
}

const LETTERS = { pawn: "p", knight: "n", bishop: "b", rook: "r", queen: "q", king: "k" } as const;

/** The pieces of `ChessGame.board()`, keyed "e4", each a piece letter (upper case white). */
export function lettersOf(board: (Placed | null)[][]): Map<string, string> {
  const letters = new Map<string, string>();
  for (const rank of board) {
    for (const p of rank) {
      if (p !== null) letters.set(p.square, p.color === "white" ? LETTERS[p.piece].toUpperCase() : LETTERS[p.piece]);
    }
  }
  return letters;
}

/** The 64 squares of a FEN's placement, keyed "e4", each a piece letter (upper case white): the
 * picture of the list of games, drawn without the engine. */
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
