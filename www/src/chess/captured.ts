// The pieces each side has taken, and who is ahead in material, counted from the position alone:
// the pieces a side is missing from the starting set (a promoted pawn counts as its new piece),
// valued 1, 3, 3, 5, 9 as players count. A display, not a rule.
import { el } from "../shell/dom.js";
import { GLYPHS } from "./fen.js";

const START: Record<string, number> = { q: 1, r: 2, b: 2, n: 2, p: 8 };
const VALUE: Record<string, number> = { q: 9, r: 5, b: 3, n: 3, p: 1 };

/** Of one colour: the pieces missing from its starting set, strongest first, and the material it has left. */
function missing(board: Map<string, string>, white: boolean): { pieces: string[]; material: number } {
  const count: Record<string, number> = {};
  for (const p of board.values()) if ((p === p.toUpperCase()) === white) count[p.toLowerCase()] = (count[p.toLowerCase()] ?? 0) + 1;
  const pieces: string[] = [];
  let material = 0;
  for (const [kind, n] of Object.entries(START)) {
    const gone = Math.max(0, n - (count[kind] ?? 0));
    for (let i = 0; i < gone; i++) pieces.push(kind);
    material += (VALUE[kind] ?? 0) * (count[kind] ?? 0);
  }
  return { pieces, material };
}

/** A player line: the name, the pieces this side (white or not) took, and "+N" if it is ahead. */
export function capturedLine(name: string, board: Map<string, string>, white: boolean): (string | HTMLElement)[] {
  const taken = missing(board, !white);
  const lead = missing(board, white).material - taken.material;
  const pieces = el("span", `captured ${white ? "black" : "white"}`, taken.pieces.map((k) => GLYPHS[k] ?? "").join(""));
  pieces.dataset.captured = taken.pieces.join("");
  pieces.title = taken.pieces.length ? `${taken.pieces.length} taken` : "";
  const parts: (string | HTMLElement)[] = [el("span", "who", name), pieces];
  if (lead > 0) parts.push(el("span", "lead", `+${lead}`));
  return parts;
}
