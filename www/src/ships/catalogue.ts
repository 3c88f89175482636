// The ships catalogue in words, for the how-to-play panel: every ship with its cost, the ships an
// upgrade is built from, and its powers. The data is the engine's: the game's own catalogue, or
// the built-in one read from a throwaway game before any game starts.
import { ShipsGame } from "arbiter-rules/ships";
import type { ShipDefinition } from "arbiter-rules/ships";
import { el } from "../shell/dom.js";
import { describePower } from "./describe.js";

/** The built-in catalogue (the engine must be initialised). */
export function builtInCatalogue(): ShipDefinition[] {
  const game = new ShipsGame({ players: ["a", "b"] });
  try {
    return game.view(null).state.catalogue;
  } finally {
    game.free();
  }
}

const POWER_KINDS: [string, string][] = [
  ["On completion", "once, when the ship is built: its effect lands in this turn's End of Turn Resolution."],
  ["Every turn", "in every End of Turn Resolution while the ship is afloat (not destroyed, not consumed in an upgrade)."],
  ["Charge ×N", "used by you in the Battle phase, N times in all; its effect lands in the resolution (even if the ship is destroyed first, when it says so)."],
  ["Solar", "used by you once a turn in the Battle phase, for the energy it names."],
  ["First Strike ×N", "used by you in the Battle phase: destroys an enemy ship at once, N times in all."],
];

/** The catalogue section (id "catalogue"): the power kinds, then one row per ship. */
export function catalogueSection(catalogue: ShipDefinition[]): HTMLElement {
  const section = el("section", "guide-part catalogue");
  section.id = "catalogue";
  const kinds = el("ul", "power-kinds");
  for (const [name, text] of POWER_KINDS) {
    const item = el("li");
    item.append(el("b", "", name), `: ${text}`);
    kinds.append(item);
  }
  const table = el("table");
  const head = el("tr");
  for (const h of ["Ship", "Cost", "Upgrade of", "Powers"]) head.append(el("th", "", h));
  table.append(head);
  const name = (id: string) => catalogue.find((d) => d.id === id)?.name ?? id;
  for (const def of catalogue) {
    const row = el("tr");
    row.dataset.ship = def.id;
    const powers = el("td", "powers");
    for (const power of def.powers) powers.append(el("div", "", describePower(power)));
    const from = def.upgradeFrom?.length ? def.upgradeFrom.map(name).join(" + ") : "–";
    row.append(el("td", "", def.name), el("td", "num", `${def.cost}⚡`), el("td", "", from), powers);
    table.append(row);
  }
  section.append(el("h3", "", "The ships"),
    el("p", "", "Every ship you may build, with its cost in energy. An upgrade is built from ships of yours (its column \"Upgrade of\"), which it consumes, the oldest first: it is offered only while you own them. A fleet holds at most 20 ships afloat; past that, only upgrades can be built."),
    kinds, table);
  return section;
}
