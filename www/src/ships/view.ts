// Drawing the board from the engine's view: fleets with health bars and ships, the phase, and
// exactly the legal actions as buttons. Health can be shown as it was before a resolution, so
// the animation can move the bars afterwards. A build button says what the ship does.
import type { Fleet, Ship, ShipsAction, ShipsState } from "arbiter-rules/ships";
import { $, el } from "../shell/dom.js";
import { HUMAN, definitionOf, describeAction, describePower, playerName } from "./describe.js";

export interface Shown {
  state: ShipsState;
  /** The player to act, or null (finished, or during a resolution). */
  acting: string | null;
  /** Health to show instead of the state's (before a resolution is animated). */
  health?: Map<string, number>;
  phase?: ShipsState["phase"];
  /** The turn to show instead of the state's (the turn being resolved). */
  turn?: number;
}

export function renderHeader({ state, phase, turn }: Shown): void {
  $("turn").textContent = String(turn ?? Math.max(state.turn, 1));
  $("max-turns").textContent = String(state.maxTurns);
  const current = phase ?? state.phase;
  for (const step of document.querySelectorAll<HTMLElement>("#phases [data-phase]")) {
    step.classList.toggle("current", step.dataset.phase === current);
  }
}

function healthBar(fleet: Fleet, health: number, max: number): HTMLElement {
  const wrap = el("div", "health");
  wrap.setAttribute("role", "meter");
  wrap.setAttribute("aria-label", `${playerName(fleet.player)}'s health`);
  wrap.setAttribute("aria-valuemin", "0");
  wrap.setAttribute("aria-valuemax", String(max));
  wrap.setAttribute("aria-valuenow", String(health));
  const bar = el("div", "bar");
  bar.style.width = `${(100 * health) / max}%`;
  bar.classList.toggle("low", health <= max / 4);
  wrap.append(bar, el("span", "value", `${health} / ${max}`));
  return wrap;
}

/** A ship's card; `out` when its owner was defeated: it no longer acts, whatever its state. */
function shipCard(state: ShipsState, ship: Ship, out: boolean): HTMLElement {
  const def = definitionOf(state, ship.kind);
  const card = el("li", "ship");
  card.dataset.ship = ship.id;
  if (ship.isDestroyed) card.classList.add("destroyed");
  if (ship.isConsumedInUpgrade) card.classList.add("consumed");
  const afloat = !ship.isDestroyed && !ship.isConsumedInUpgrade;
  if (out && afloat) card.classList.add("out");
  const title = el("div", "ship-title");
  title.append(el("strong", "", def?.name ?? ship.kind), el("small", "", ` ${ship.id}`));
  if (ship.isDestroyed) title.append(el("span", "tag", "destroyed"));
  if (ship.isConsumedInUpgrade) title.append(el("span", "tag", "upgraded"));
  if (out && afloat) title.append(el("span", "tag", "out of play"));
  card.append(title);
  const powers = el("ul", "powers");
  for (const power of def?.powers ?? []) {
    let text = describePower(power);
    if (power.kind === "CHARGE") text += ` · ${ship.charges} left`;
    if (power.kind === "FIRST_STRIKE") text += ` · ${ship.strikes} left`;
    if (power.kind === "SOLAR" && ship.solarUsed) text += " · used this turn";
    powers.append(el("li", "", text));
  }
  card.append(powers);
  return card;
}

export function renderFleets(shown: Shown): void {
  const { state } = shown;
  const root = $("fleets");
  root.replaceChildren();
  for (const fleet of state.fleets) {
    const panel = el("article", "fleet");
    panel.dataset.player = fleet.player;
    if (fleet.player === HUMAN) panel.classList.add("human");
    if (fleet.defeatedOnTurn !== null) panel.classList.add("defeated");
    if (shown.acting === fleet.player) panel.classList.add("acting");
    const title = el("h3", "", playerName(fleet.player));
    if (shown.acting === fleet.player) title.append(el("span", "badge", fleet.player === HUMAN ? "your turn" : "to act"));
    if (fleet.defeatedOnTurn !== null) title.append(el("span", "badge out", `defeated on turn ${fleet.defeatedOnTurn}`));
    const health = shown.health?.get(fleet.player) ?? fleet.health;
    const energy = el("div", "energy", `⚡ ${fleet.energy} energy`);
    const ships = el("ul", "ships");
    const mine = state.ships.filter((s) => s.ownerId === fleet.player);
    // Ships still afloat first, newest last.
    for (const ship of [...mine.filter((s) => !s.isDestroyed && !s.isConsumedInUpgrade),
      ...mine.filter((s) => s.isDestroyed || s.isConsumedInUpgrade)]) {
      ships.append(shipCard(state, ship, fleet.defeatedOnTurn !== null));
    }
    if (mine.length === 0) ships.append(el("li", "empty", "No ships yet"));
    panel.append(title, healthBar(fleet, health, state.maxHealth), energy, ships, el("div", "floats"));
    root.append(panel);
  }
}

export function renderActions(state: ShipsState, legal: ShipsAction[], onPick: (a: ShipsAction) => void): void {
  const root = $("actions");
  root.replaceChildren();
  if (legal.length === 0) return;
  root.append(el("h3", "", state.phase === "BUILD" ? "Build ships" : "Battle"));
  const list = el("div", "action-list");
  for (const action of legal) {
    const button = el("button", action.type === "PASS" ? "pass" : "", describeAction(state, action));
    button.type = "button";
    // What the ship does, so that a build can be chosen from its button.
    const def = action.type === "BUILD" ? definitionOf(state, action.ship) : undefined;
    if (def) {
      button.classList.add("build");
      button.append(el("small", "powers-line", def.powers.map(describePower).join(" · ")));
    }
    button.dataset.action = JSON.stringify(action);
    button.addEventListener("click", () => onPick(action));
    list.append(button);
  }
  root.append(list);
}
