// Mana for the duel page's conveniences (a click on a card that needs lands tapped first, and
// the automatic pass when nothing in hand could be cast): which sources are untapped, what they
// make, and which to tap for a cost. Only a guess to offer a click: the engine checks every
// action, and the page tries the taps on a copy first.
import { listEffects, parseCost } from "arbiter-rules/duel";
import type { DuelAction, DuelView } from "arbiter-rules/duel";

const COLORS = ["W", "U", "B", "R", "G", "C"] as const;

/** The effects that target only a spell (a counterspell): castable only with a spell on the stack. */
let spellOnly: Set<string> | null = null;
const targetsSpells = (effect: string): boolean =>
  (spellOnly ??= new Set(listEffects().filter((m) => m.requiredTargets.length > 0 && m.requiredTargets.every((t) => t === "SPELL")).map((m) => m.name))).has(effect);

/** Your untapped mana sources: the permanent, its mana ability's index, and its mana. */
function sources(view: DuelView, seat: number): { id: string; index: number; mana: string }[] {
  return view.battlefield.filter((p) => p.controller === seat && !p.tapped).flatMap((p) => {
    const card = view.catalogue.find((c) => c.id === p.card);
    if (card?.types.includes("CREATURE") && p.summoningSick && !card.keywords?.includes("HASTE")) return [];
    const index = card?.abilities?.findIndex((a) => a.type === "ACTIVATED" && a.cost === "{T}" && a.effects.every((e) => e.effect === "AddMana")) ?? -1;
    const mana = card?.abilities?.[index]?.effects[0]?.modifiers?.mana;
    return index >= 0 && typeof mana === "string" ? [{ id: p.id, index, mana }] : [];
  });
}

/** Cards in `player`'s hand that could be cast now once the right sources are tapped. */
export function castableByTapping(view: DuelView, player: string): string[] {
  const seat = view.players.indexOf(player);
  const sorcerySpeed = view.active === seat && (view.step === "MAIN1" || view.step === "MAIN2") && view.stack.length === 0;
  const reach: Record<string, number> = { ...(view.seats[seat]?.pool ?? {}) };
  for (const s of sources(view, seat)) reach[s.mana] = (reach[s.mana] ?? 0) + 1;
  return (view.seats[seat]?.hand ?? []).filter((id) => {
    const def = view.catalogue.find((c) => c.id === view.cards[id]?.card);
    if (!def || def.types.includes("LAND") || !def.manaCost) return false;
    if (!def.types.includes("INSTANT") && !sorcerySpeed) return false;
    if (def.effects?.some((e) => targetsSpells(e.effect)) && !view.stack.some((o) => o.kind.type === "SPELL")) return false;
    const cost = parseCost(def.manaCost).mana;
    let spare = 0;
    for (const c of COLORS) {
      const have = reach[c] ?? 0;
      if (have < cost[c]) return false;
      spare += have - cost[c];
    }
    return spare >= cost.generic;
  });
}

/** The taps that pay for card `id` (coloured symbols first), or what is missing. */
export function tapsFor(view: DuelView, player: string, id: string): DuelAction[] | string {
  const seat = view.players.indexOf(player);
  const def = view.catalogue.find((c) => c.id === view.cards[id]?.card);
  if (!def?.manaCost) return "it has no mana cost";
  const need = parseCost(def.manaCost).mana;
  const pool: Record<string, number> = { ...(view.seats[seat]?.pool ?? {}) };
  const left = sources(view, seat);
  const taps: DuelAction[] = [];
  const use = (pick: (m: string) => boolean): boolean => {
    const at = left.findIndex((s) => pick(s.mana));
    const [s] = at >= 0 ? left.splice(at, 1) : [];
    if (s) taps.push({ type: "ACTIVATE_ABILITY", permanent: s.id, ability: s.index });
    return s !== undefined;
  };
  for (const c of COLORS) for (let k = pool[c] ?? 0; k < need[c]; k++) if (!use((m) => m === c)) return `not enough {${c}} for ${def.name}`;
  const spare = COLORS.reduce((n, c) => n + Math.max(0, (pool[c] ?? 0) - need[c]), 0);
  for (let k = spare; k < need.generic; k++) if (!use(() => true)) return `not enough mana for ${def.name}`;
  return taps;
}

/** Whether an action is only a mana ability (tapping for mana, no target). */
export function isManaAbility(view: DuelView, a: DuelAction): boolean {
  if (a.type !== "ACTIVATE_ABILITY") return false;
  const def = view.catalogue.find((c) => c.id === view.cards[a.permanent]?.card);
  const ability = def?.abilities?.[a.ability];
  return !!ability && ability.effects.every((e) => e.effect === "AddMana") && !(a.targets?.length);
}
