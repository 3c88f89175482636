// A checker moved by the sum of the dice (24/13 with 6-5) is the engine's single moves played in
// turn: each leg is one of the engine's legal actions at its moment, found on a copy by playing
// the first leg and asking the next legal actions. The page holds no rule of its own.
import { BackgammonGame } from "arbiter-rules/backgammon";
import type { BackgammonAction } from "arbiter-rules/backgammon";

export type Move = Extract<BackgammonAction, { type: "MOVE" }>;
/** A place a checker is picked from or put on: a point (your numbering), the bar, or off. */
export type Place = number | "bar" | "off";

/** The ways the checker on `from` can go this turn: each place it reaches, with the engine's
 * moves that take it there in order (one move for one die; two or more for a sum). Among the
 * ways to one place the shortest wins, then the one hitting least on the way. */
export function pathsFrom(game: BackgammonGame, player: string, from: Place, legal: Move[]): Map<Place, Move[]> {
  const best = new Map<Place, { legs: Move[]; hits: number }>();
  const save = game.save();
  let copy = BackgammonGame.load(save);
  const walk = (at: Place, moves: Move[], legs: Move[], hits: number): void => {
    for (const move of moves) {
      if (move.from !== at) continue;
      const events = copy.submit(player, move).map((e) => e.event);
      const path = [...legs, move];
      const hit = hits + events.filter((e) => e.type === "CheckerHit").length;
      const known = best.get(move.to);
      if (!known || known.legs.length > path.length || (known.legs.length === path.length && known.hits > hit)) {
        best.set(move.to, { legs: path, hits: hit });
      }
      const over = events.some((e) => e.type === "TurnPassed" || e.type === "GameEnded");
      if (!over && move.to !== "off") {
        const next = copy.legalActions(player).filter((a): a is Move => a.type === "MOVE");
        walk(move.to, next, path, hit);
      }
      if (over) {
        // The dice passed (rolled for the other side): no undo past that, so start again.
        copy.free();
        copy = BackgammonGame.load(save);
        for (const leg of legs) copy.submit(player, leg);
      } else {
        copy.undo();
      }
    }
  };
  try {
    walk(from, legal, [], 0);
  } catch {
    // The game will say why when a move is played; a sum it could not check is not offered.
  } finally {
    copy.free();
  }
  return new Map([...best].map(([to, way]) => [to, way.legs]));
}

/** "13/7", "bar/22", "6/off": a move as players write it. */
export const moveText = (move: Move): string => `${move.from}/${move.to}`;
