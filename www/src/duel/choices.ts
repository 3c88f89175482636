// The duel page's lists of choices, each distinct choice once: a card's actions grouped by what
// they say (five ways to pay with a Mountain are one "Discard Mountain"), an action that waits
// for a target offered once and its targets clicked after, and cards of the same name told
// apart where both are offered (two attacking Raging Goblins: "#1", "#2").
import type { DuelAction, DuelView, Target } from "arbiter-rules/duel";
import { cardOf, describeAction, nameOf } from "./describe.js";

/** One choice: what it says, and its action, or the action for each target to click. */
export interface Choice {
  label: string;
  action: DuelAction;
  /** Several targets: click one (keyed as the board marks them: an id, or `player:<id>`). */
  byTarget: Map<string, DuelAction> | null;
  /** What the target is for: "Spark", "Fanatic Goblin's ability". */
  what: string;
}

const targetKey = (t: Target) => ("player" in t ? `player:${t.player}` : "permanent" in t ? t.permanent : t.spell);

/** The action's one target, if it has exactly one. */
function aimed(a: DuelAction): Target | undefined {
  return (a.type === "CAST_SPELL" || a.type === "ACTIVATE_ABILITY") && a.targets?.length === 1 ? a.targets[0] : undefined;
}

/** `options`, each distinct choice once: actions that say the same (but for their one target)
 * are one choice; a choice with several targets asks for a click on one. */
export function choices(view: DuelView, options: DuelAction[]): Choice[] {
  const groups = new Map<string, { first: DuelAction; byTarget: Map<string, DuelAction> }>();
  for (const a of options) {
    const t = aimed(a);
    const bare = t && (a.type === "CAST_SPELL" || a.type === "ACTIVATE_ABILITY") ? { ...a, targets: [] } : a;
    const key = `${t ? "aimed " : ""}${describeAction(view, bare)}`;
    const group = groups.get(key) ?? { first: a, byTarget: new Map<string, DuelAction>() };
    if (t && !group.byTarget.has(targetKey(t))) group.byTarget.set(targetKey(t), a);
    groups.set(key, group);
  }
  return [...groups].map(([key, { first, byTarget }]) => {
    const what = first.type === "CAST_SPELL" ? nameOf(view, first.card) : first.type === "ACTIVATE_ABILITY" ? `${nameOf(view, first.permanent)}'s ability` : "";
    const several = byTarget.size > 1;
    return { label: several ? key.replace(/^aimed /, "") : describeAction(view, first), action: first, byTarget: several ? byTarget : null, what };
  });
}

/** Each card's name with its controller ("the bot's Raging Goblin"), numbered where several
 * of `ids` would read the same ("the bot's Raging Goblin #1", "#2"). */
export function distinctNames(view: DuelView, ids: string[]): Map<string, string> {
  const plain = ids.map((id) => cardOf(view, id));
  const seen = new Map<string, number>();
  return new Map(ids.map((id, i) => {
    const name = plain[i] ?? "";
    if (plain.filter((p) => p === name).length < 2) return [id, name];
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return [id, `${name} #${n}`];
  }));
}
