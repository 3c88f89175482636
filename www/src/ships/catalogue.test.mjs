// What ships tells about its ships: each build button says what its ship does, and the catalogue
// (in the how-to-play panel, and behind its own button) lists every ship with its cost, the ships
// an upgrade is built from, and its powers, as the engine's catalogue has them.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, openPage, seededPage, serve, stop } from "../../../tests/e2e/browser.mjs";

const { ShipsGame } = await engine();

const BASE = "http://127.0.0.1:4188/";

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await serve(4188);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

/** A power as the page words it (ships/describe.ts), from the engine's data. */
function powerText(p) {
  const aim = { OPPONENT: "one opponent", EACH_OPPONENT: "each opponent", SELF: "yourself" }[p.target];
  const effect = p.effectType === "DAMAGE" ? `${p.value} damage to ${aim}` : `heal ${p.value} (${aim})`;
  switch (p.kind) {
    case "COMPLETION": return `On completion: ${effect}`;
    case "CONTINUOUS": return `Every turn: ${effect}`;
    case "CHARGE": return `Charge ×${p.charges}: ${effect}${p.persistsIfSourceDestroyed ? " (resolves even if destroyed)" : ""}`;
    case "SOLAR": return `Solar, ${p.energyCost}⚡ once a turn: ${effect}`;
    case "FIRST_STRIKE": return `First Strike ×${p.charges}: destroy an enemy ship now`;
  }
  throw new Error(`unknown power ${p.kind}`);
}

/** The engine's built-in catalogue. */
function catalogue() {
  const game = new ShipsGame({ players: ["a", "b"] });
  const ships = game.view(null).state.catalogue;
  game.free();
  return ships;
}

test("ships: the catalogue lists every ship of the engine's catalogue with its cost, its parts and its powers", async () => {
  const ships = catalogue();
  assert.equal(ships.length, 14);
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const { page, errors } = await openPage(context, `${BASE}play.html?game=ships`);
  // Its own button, on the setup screen already: the panel opens at the catalogue.
  await page.click("#catalogue-button");
  await page.waitForSelector("#guide[open]");
  const rows = await page.locator("#catalogue tr[data-ship]").evaluateAll((trs) => trs.map((tr) => ({
    id: tr.dataset.ship,
    cells: [...tr.children].slice(0, 3).map((td) => td.textContent),
    powers: [...tr.querySelectorAll(".powers div")].map((d) => d.textContent),
  })));
  const name = (id) => ships.find((s) => s.id === id)?.name;
  assert.deepEqual(rows, ships.map((s) => ({
    id: s.id,
    cells: [s.name, `${s.cost}⚡`, s.upgradeFrom ? s.upgradeFrom.map(name).join(" + ") : "–"],
    powers: s.powers.map(powerText),
  })));
  assert.equal(rows.find((r) => r.id === "carrier").cells[2], "Scout + Scout");
  // Scrolled to the catalogue: its heading is in view.
  const top = await page.locator("#catalogue h3").evaluate((h) => {
    const box = h.getBoundingClientRect();
    const dialog = document.getElementById("guide").getBoundingClientRect();
    return box.top >= dialog.top && box.bottom <= dialog.bottom;
  });
  assert.equal(top, true, "the catalogue's heading is shown");
  await page.screenshot({ path: `${ARTIFACTS}/ships-catalogue.png` });
  await page.keyboard.press("Escape");
  // From the how-to-play panel too.
  await page.click("#how-to");
  await page.waitForSelector("#guide[open]");
  assert.equal(await page.locator("#guide #catalogue tr[data-ship]").count(), 14);
  assert.deepEqual(errors, []);
  await context.close();
});

test("ships: each build button says what its ship does, upgrades included", async () => {
  // Three turns in: two scouts built (so that the Carrier, an upgrade of two, is offered), and
  // energy saved for every ship of the catalogue.
  const game = new ShipsGame({ players: ["you", "bot1"], seed: "powers" });
  let scouts = 0;
  while (!(game.turn >= 4 && game.currentPlayer === "you" && game.view("you").state.phase === "BUILD")) {
    const player = game.currentPlayer;
    const build = player === "you" && scouts < 2 && game.legalActions(player).find((a) => a.type === "BUILD" && a.ship === "scout");
    if (build) scouts++;
    game.submit(player, build || { type: "PASS" });
  }
  const save = game.save();
  game.free();
  const ships = catalogue();
  const { context, page, errors } = await seededPage(browser, `${BASE}play.html?game=ships&speed=0`, "arbiter.ships.v1",
    JSON.stringify({ settings: { seat: 0, level: "easy", options: { bots: "1" } }, save }), { width: 1200, height: 900 });
  await page.waitForSelector("body[data-waiting=you]");
  const buttons = await page.locator("#actions button.build").evaluateAll((bs) => bs.map((b) => ({
    action: JSON.parse(b.dataset.action),
    powers: b.querySelector(".powers-line")?.textContent,
  })));
  const offered = new Set(buttons.map((b) => b.action.ship));
  assert.ok(offered.has("carrier"), "the Carrier (an upgrade of two Scouts) is offered");
  assert.ok(offered.size >= 10, `${offered.size} kinds of ship offered`);
  for (const { action, powers } of buttons) {
    const def = ships.find((s) => s.id === action.ship);
    assert.equal(powers, def.powers.map(powerText).join(" · "), action.ship);
  }
  const carrier = page.locator('#actions button.build[data-action*="carrier"]');
  assert.match(await carrier.textContent(), /^Build Carrier \(2⚡\), upgrading Scout \+ ScoutEvery turn: 4 damage to each opponent · Every turn: heal 1 \(yourself\)$/);
  await page.screenshot({ path: `${ARTIFACTS}/ships-build-powers.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
