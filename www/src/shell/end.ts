// The end screen, from the shared outcome contract: the game's headline and detail, then the
// ranked results (rank 1 best, ties sharing a rank) with the metrics the game names; closed to a
// line to look at the board.
import { $, el } from "./dom.js";
import type { OutcomeOf, Outcomes, Words } from "./types.js";

export function renderEnd<G extends Outcomes, A, E>(words: Words<G, A, E>, game: G, outcome: OutcomeOf<G> | null, you: string): void {
  const end = $("end");
  const was = !end.hidden;
  end.hidden = outcome === null;
  if (!outcome) return;
  if (!was) closeEnd(false);
  $("end-sentence").textContent = words.endSentence(game, outcome, you);
  $("end-detail").textContent = words.endDetail?.(game, outcome, you) ?? "";
  const table = $("ranking");
  if (words.metrics.length === 0) return void table.replaceChildren();
  const head = el("tr");
  for (const label of ["Rank", "Player", ...words.metrics.map((m) => m.label)]) head.append(el("th", "", label));
  const rows = outcome.results.map((r) => {
    const row = el("tr");
    row.dataset.player = r.player;
    row.dataset.outcome = r.outcome;
    if (r.player === you) row.classList.add("you");
    row.append(el("td", "", `${r.rank}.`), el("td", "", words.playerName(r.player, you)));
    for (const { key } of words.metrics) {
      // The game's metrics, read by the names its words list.
      const value = (r.metrics as Record<string, number> | undefined)?.[key];
      row.append(el("td", "num", value === undefined ? "–" : String(value)));
    }
    return row;
  });
  table.replaceChildren(head, ...rows);
}

/** Closes the end box to a line (to look at the board and step through the game), or opens it. */
export function closeEnd(closed: boolean): void {
  $("end").classList.toggle("closed", closed);
  $("end-close").textContent = closed ? "▾" : "×";
  $("end-close").setAttribute("aria-label", closed ? "Show the result" : "Close, to see the board");
}
