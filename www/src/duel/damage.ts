// The small dialog in which you divide an attacker's combat damage among its blockers: each
// blocker's share (blockers of the same name numbered), the engine's default filled in.
import type { DuelAction, DuelDecision, DuelView } from "arbiter-rules/duel";
import { button, el } from "../shell/dom.js";
import { distinctNames } from "./choices.js";
import { cardOf } from "./describe.js";

export function damageDialog(view: DuelView, d: Extract<DuelDecision, { type: "ASSIGN_COMBAT_DAMAGE" }>, act: (a: DuelAction) => void): HTMLElement {
  const box = el("div", "dialog damage");
  box.setAttribute("role", "dialog");
  box.append(el("p", "", `Divide ${cardOf(view, d.attacker)}'s ${d.power} damage among its blockers:`));
  const names = distinctNames(view, d.blockers);
  const inputs = d.blockers.map((b) => {
    const input = el("input");
    input.type = "number";
    input.min = "0";
    input.max = String(d.power);
    input.value = String(d.default[b] ?? 0);
    input.dataset.blocker = b;
    const label = el("label", "", `${names.get(b) ?? cardOf(view, b)} `);
    label.append(input);
    box.append(label);
    return input;
  });
  const assign = (assignment: Record<string, number>) => act({ type: "ASSIGN_COMBAT_DAMAGE", attacker: d.attacker, assignment });
  box.append(button("Assign", () => assign(Object.fromEntries(inputs.map((i) => [i.dataset.blocker ?? "", Number(i.value) || 0]))), "declare"),
    button("Default", () => assign(d.default), "quiet"));
  return box;
}
