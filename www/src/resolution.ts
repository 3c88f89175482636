// End-of-turn resolution from an editable JSON input.
import init, { resolveEndOfTurn, type EndOfTurnResult } from "arbiter-rules/ships";
import { EXAMPLES } from "./examples.js";
import { describeOutcome, describeReason } from "./outcome.js";
import { $ } from "./shell/dom.js";
import { errorText } from "./shell/errors.js";

function show(result: EndOfTurnResult): void {
  $("eot-status").textContent = result.status;
  const outcome = result.outcome;
  $("eot-sentence").textContent =
    outcome === null ? "The game goes on" : describeOutcome(outcome);
  if (outcome?.type === "DRAW") $("eot-sentence").title = describeReason(outcome);
  const table = $<HTMLTableElement>("eot-players");
  table.replaceChildren();
  const head = table.insertRow();
  for (const label of ["player", "health", "damage", "healing", "result"]) {
    const th = document.createElement("th");
    th.textContent = label;
    head.append(th);
  }
  result.players.forEach((p, i) => {
    const tally = result.tally[i];
    const rank = outcome?.results.find((r) => r.player === p.id);
    const row = table.insertRow();
    for (const text of [
      p.id, String(p.health), String(tally?.damage ?? 0), String(tally?.healing ?? 0),
      rank ? `${rank.outcome} (rank ${rank.rank})` : p.isActive ? "in play" : "out",
    ]) row.insertCell().textContent = text;
  });
  $("eot-log").textContent = JSON.stringify(
    { applied: result.applied, skipped: result.skipped }, null, 2);
}

export async function startResolution(): Promise<void> {
  // The playground's second engine: ships' entry point, for its pure resolution.
  await init();
  const input = $<HTMLTextAreaElement>("eot-input");
  const load = (name: string) => (input.value = JSON.stringify(EXAMPLES[name], null, 2));
  document.querySelectorAll<HTMLButtonElement>("[data-example]").forEach((button) =>
    button.addEventListener("click", () => load(button.dataset.example ?? "survive")));
  $("eot-run").addEventListener("click", () => {
    $("eot-error").textContent = "";
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.value);
    } catch (e) {
      $("eot-error").textContent = `Not JSON: ${(e as Error).message}`;
      return;
    }
    try {
      // The engine checks the shape itself and names any wrong field.
      show(resolveEndOfTurn(parsed as Parameters<typeof resolveEndOfTurn>[0]));
    } catch (e) {
      $("eot-status").textContent = "–";
      $("eot-sentence").textContent = "";
      $("eot-error").textContent = errorText(e);
    }
  });
  load("survive");
}
