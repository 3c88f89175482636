// Drawing the duel from the player's view: each side (life, hand or card backs, library,
// graveyard, exile, mana pool, battlefield with tapped cards turned), the stack and the steps.
import type { CardDefinition, DuelView, Permanent } from "arbiter-rules/duel";
import { HUMAN, cardOf, definition, nameOf, stepWord, targetText, who } from "./describe.js";
import { $, el } from "../shell/dom.js";
import { distinctNames } from "./choices.js";

const STEPS = ["UNTAP", "UPKEEP", "DRAW", "MAIN1", "BEGIN_COMBAT", "DECLARE_ATTACKERS", "DECLARE_BLOCKERS", "COMBAT_DAMAGE",
  "END_COMBAT", "MAIN2", "END", "CLEANUP"] as const;

/** How a card on the page reacts: a click handler, and whether it is picked or playable. */
export interface Marks {
  onClick: Map<string, () => void>;
  picked: Set<string>;
  playable: Set<string>;
  /** What a spell waiting for its target may target: card ids, and `player:<id>`. */
  target: Set<string>;
  /** A number on a card, where the prompt tells cards of the same name apart ("#2"). */
  badges?: Map<string, string>;
}

/** Makes `node` react to a click and to Enter or Space. */
function clickable(node: HTMLElement, click: () => void): void {
  node.classList.add("clickable");
  node.tabIndex = 0;
  node.addEventListener("click", click);
  node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); click(); } });
}

export function renderHeader(view: DuelView, acting: string | null): void {
  $("turn").textContent = String(view.turn);
  const active = view.players[view.active] ?? "";
  $("whose").textContent = `${active === HUMAN ? "your" : "the bot's"} turn${acting ? `, ${acting === HUMAN ? "you" : "the bot"} to act` : ""}`;
  const steps = $("steps");
  steps.replaceChildren(...STEPS.map((s) => {
    const li = el("li", s === view.step ? "current" : "", stepWord(s));
    li.dataset.step = s;
    return li;
  }));
}

export function cardFace(def: CardDefinition | undefined, id: string, marks: Marks, extra = ""): HTMLElement {
  const card = el("div", `card ${extra}`);
  card.dataset.id = id;
  if (def) card.dataset.card = def.id;
  const color = (def?.manaCost ?? "").match(/[WUBRG]/)?.[0] ?? (def?.types.includes("LAND") ? landColor(def) : "C");
  card.dataset.color = color;
  const head = el("div", "head");
  head.append(el("b", "name", def?.name ?? "?"), el("span", "cost", def?.manaCost ?? ""));
  card.append(head, el("div", "type", [...(def?.types ?? []), ...(def?.subtypes ?? [])].join(" · ").toLowerCase()));
  if (def?.text) card.append(el("div", "text", def.text));
  if (def?.power !== undefined) card.append(el("div", "pt", `${def.power}/${def.toughness ?? 0}`));
  const click = marks.onClick.get(id);
  if (click) clickable(card, click);
  if (marks.target.has(id)) card.classList.add("target");
  if (marks.picked.has(id)) card.classList.add("picked");
  if (marks.playable.has(id)) card.classList.add("playable");
  const badge = marks.badges?.get(id);
  if (badge) card.append(el("span", "badge", badge));
  return card;
}

function landColor(def: CardDefinition): string {
  const ability = def.abilities?.[0];
  const mana = ability?.effects[0]?.modifiers?.mana;
  return typeof mana === "string" ? mana : "C";
}

/** The steps in which creatures attack and block: after them, nothing is drawn as in combat. */
const COMBAT_STEPS = new Set(["DECLARE_ATTACKERS", "DECLARE_BLOCKERS", "COMBAT_DAMAGE", "END_COMBAT"]);
const attacksNow = (view: DuelView) => (COMBAT_STEPS.has(view.step) ? view.combat.attacks : []);
/** Whether permanent `id` attacks or blocks now (drawn in the combat row, not on its side). */
const inCombat = (view: DuelView, id: string) => attacksNow(view).some((a) => a.attacker === id || a.blockers.includes(id));

function permanentCard(view: DuelView, p: Permanent, marks: Marks): HTMLElement {
  const def = view.catalogue.find((c) => c.id === p.card);
  const attacking = attacksNow(view).some((a) => a.attacker === p.id);
  const blocking = attacksNow(view).some((a) => a.blockers.includes(p.id));
  const classes = [p.tapped ? "tapped" : "", p.summoningSick && def?.types.includes("CREATURE") ? "sick" : "",
    attacking ? "attacking" : "", blocking ? "blocking" : ""].join(" ");
  const card = cardFace(def, p.id, marks, classes);
  const bits: string[] = [];
  if (p.plusCounters) bits.push(`+1/+1 ×${p.plusCounters}`);
  if (p.minusCounters) bits.push(`-1/-1 ×${p.minusCounters}`);
  if (p.damage) bits.push(`${p.damage} damage`);
  const blocked = attacksNow(view).find((a) => a.blockers.includes(p.id));
  if (blocked) bits.push(`blocks ${cardOf(view, blocked.attacker)}`);
  let power = (def?.power ?? 0) + p.plusCounters - p.minusCounters;
  let toughness = (def?.toughness ?? 0) + p.plusCounters - p.minusCounters;
  for (const e of view.effects) {
    if (e.effect.type === "PUMP" && e.effect.permanent === p.id) {
      power += e.effect.power;
      toughness += e.effect.toughness;
    }
  }
  if (def?.power !== undefined) card.querySelector(".pt")?.replaceChildren(`${power}/${toughness}`);
  if (bits.length) card.append(el("div", "marks", bits.join(" · ")));
  return card;
}

export function renderSide(container: HTMLElement, view: DuelView, seat: number, marks: Marks): void {
  const side = view.seats[seat];
  const hidden = view.hidden[seat];
  if (!side || !hidden) return;
  const mine = side.player === HUMAN;
  const head = el("div", "side-head");
  const life = el("span", "life", String(side.life));
  life.dataset.life = side.player;
  const aim = marks.onClick.get(`player:${side.player}`);
  if (aim) {
    clickable(life, aim);
    life.classList.add("target");
    life.title = mine ? "Target yourself" : "Target the bot";
  }
  const pool = Object.entries(side.pool).filter(([, n]) => n > 0).map(([k, n]) => `{${k}}`.repeat(n)).join("");
  const counts = el("span", "counts");
  const zone = (name: string, n: number) => {
    const span = el("span", "", `${name} ${n}`);
    span.dataset.zone = `${name}:${side.player}`; // where a card flies to and from (flight.ts)
    return span;
  };
  counts.append(zone("library", hidden.library), " · ", zone("graveyard", side.graveyard.length), " · ", zone("exile", side.exile.length));
  head.append(el("b", "who", mine ? "You" : "The bot"), life, counts, el("span", "pool", pool ? `mana ${pool}` : ""));
  if (side.graveyard.length || side.exile.length) {
    const zones = el("details", "zones");
    zones.append(el("summary", "", "graveyard and exile"),
      el("p", "", `Graveyard: ${side.graveyard.map((c) => nameOf(view, c)).join(", ") || "empty"}`),
      el("p", "", `Exile: ${side.exile.map((c) => nameOf(view, c)).join(", ") || "empty"}`));
    head.append(zones);
  }
  const mineFirst = (p: Permanent) => p.controller === seat;
  const lands = view.battlefield.filter((p) => mineFirst(p) && view.catalogue.find((c) => c.id === p.card)?.types.includes("LAND"));
  const others = view.battlefield.filter((p) => mineFirst(p) && !lands.includes(p) && !inCombat(view, p.id));
  const field = el("div", "battlefield");
  field.dataset.zone = `battlefield:${side.player}`;
  field.append(row("creatures and more", others.map((p) => permanentCard(view, p, marks))),
    row("lands", lands.map((p) => permanentCard(view, p, marks))));
  const hand = el("div", "hand");
  if (mine) hand.append(...side.hand.map((id) => cardFace(definition(view, id), id, marks)));
  else hand.append(...Array.from({ length: hidden.hand }, () => el("div", "card back")));
  hand.dataset.count = String(mine ? side.hand.length : hidden.hand);
  hand.dataset.zone = `hand:${side.player}`;
  if (!mine) head.append(hand); // the bot's card backs beside its life, to save a row
  container.replaceChildren(...(mine ? [field, hand, head] : [head, field]));
  container.dataset.player = side.player;
}

function row(label: string, cards: HTMLElement[]): HTMLElement {
  const r = el("div", "row");
  r.setAttribute("aria-label", label);
  r.append(...cards);
  return r;
}

export function renderStack(view: DuelView, marks: Marks): void {
  const list = $("stack");
  const items = [...view.stack].reverse().map((o) => {
    const def = view.catalogue.find((c) => c.id === o.card);
    const what = o.kind.type === "SPELL" ? def?.name ?? "a spell" : `${def?.name ?? "?"}'s ability`;
    const targets = o.targets.length ? ` → ${o.targets.map((t) => targetText(view, t)).join(", ")}` : "";
    const li = el("li", "", `${what}${targets} (${who(view.players[o.controller] ?? "")})`);
    li.dataset.id = o.id;
    const aim = marks.onClick.get(o.id);
    if (aim) {
      clickable(li, aim);
      li.classList.add("target");
    }
    return li;
  });
  list.replaceChildren(...items);
  $("stack-box").classList.toggle("empty", items.length === 0);
}

/** Combat, between the two sides: each attacker with the creatures blocking it beside it. */
export function renderCombat(view: DuelView, marks: Marks): void {
  const box = $("combat");
  const numbered = distinctNames(view, attacksNow(view).map((a) => a.attacker)); // as the block choices say them
  const groups = attacksNow(view).map((attack) => {
    const group = el("div", "attack");
    const permanent = (id: string) => view.battlefield.find((p) => p.id === id);
    const attacker = permanent(attack.attacker);
    if (attacker) {
      const card = permanentCard(view, attacker, marks);
      const number = /#\d+$/.exec(numbered.get(attacker.id) ?? "")?.[0];
      if (number) card.append(el("span", "badge", number));
      group.append(card);
    }
    const defender = view.players[attacker?.controller ?? 0] === HUMAN ? "the bot" : "you";
    group.append(el("span", "arrow", attack.blockers.length ? "blocked by" : `→ ${defender}`));
    for (const b of attack.blockers) {
      const blocker = permanent(b);
      if (blocker) group.append(permanentCard(view, blocker, marks));
    }
    return group;
  });
  box.replaceChildren(...(groups.length ? [el("h3", "", "Combat"), ...groups] : []));
  box.hidden = groups.length === 0;
}
