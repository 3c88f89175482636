// The material each side is ahead by, shown as lichess does: for each kind of piece, the ones a
// side has more of than the other (the pieces it has won, in a game from the usual start), and
// "+N" for the side ahead in value, counted 1, 3, 3, 5, 9 as players count. From the position
// alone, so a game loaded from any position shows what stands on the board. A display, not a rule.
import { el } from "../shell/dom.js";
import { GLYPHS } from "./fen.js";

const KINDS = ["q", "r", "b", "n", "p"];
const VALUE: Record<string, number> = { q: 9, r: 5, b: 3, n: 3, p: 1 };

/** How many pieces of each kind one colour has on the board. */
function count(board: Map<string, string>, white: boolean): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of board.values()) if ((p === p.toUpperCase()) === white) counts[p.toLowerCase()] = (counts[p.toLowerCase()] ?? 0) + 1;
  return counts;
}

/** A player line: the name, the pieces this side (white or not) has more of, strongest first, and "+N" if it is ahead. */
export function capturedLine(name: string, board: Map<string, string>, white: boolean): (string | HTMLElement)[] {
  const mine = count(board, white);
  const theirs = count(board, !white);
  const extra: string[] = [];
  let lead = 0;
  for (const kind of KINDS) {
    const more = (mine[kind] ?? 0) - (theirs[kind] ?? 0);
    for (let i = 0; i < more; i++) extra.push(kind);
    lead += more * (VALUE[kind] ?? 0);
  }
  // The pieces are drawn in the other side's colour, as the pieces won from it.
  const pieces = el("span", `captured ${white ? "black" : "white"}`, extra.map((k) => GLYPHS[k] ?? "").join(""));
  pieces.dataset.captured = extra.join("");
  pieces.title = extra.length ? "ahead in these pieces" : "";
  const parts: (string | HTMLElement)[] = [el("span", "who", name), pieces];
  if (lead > 0) parts.push(el("span", "lead", `+${lead}`));
  return parts;
}
