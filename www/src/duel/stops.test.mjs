// The duel page's stops (issue 23, section 3), in Debian's Chromium: how often the page waits for
// you in one turn cycle when there is little to decide. The game starts from a scenario made in
// Node with the package and written into the page's localStorage save before the page loads
// (seededPage): the page resumes it as any saved game, so no test-only hook is needed.
// Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, seededPage, serve, stop } from "../../../tests/e2e/browser.mjs";

let browser;
let server;
let pkg;

before(async () => {
  const { launch } = await import("../../../tests/e2e/browser.mjs");
  browser = await launch();
  server = await serve(4193);
  pkg = await engine();
});

after(async () => {
  await stop(server);
  await browser?.close();
});

const card = (id, name, more = {}) => ({ id, card: name, ...more });

/** The save of a duel at your upkeep: you hold Spark with an untapped Mountain and no creature;
 * the bot has no hand and no creature, so it casts and attacks with nothing. */
export function quietSave() {
  const game = new pkg.DuelGame({
    players: ["you", "bot"],
    seed: "stops",
    combatDamage: "ask",
    scenario: {
      activePlayer: "you",
      step: "UPKEEP",
      turn: 3,
      players: {
        you: { hand: [card("h1", "spark")], battlefield: [card("m1", "mountain")], library: ["l1", "l2", "l3", "l4"].map((id) => card(id, "mountain")) },
        bot: { hand: [], battlefield: [card("i1", "island")], library: ["k1", "k2", "k3", "k4"].map((id) => card(id, "island")) },
      },
    },
  });
  const save = game.save();
  game.free();
  return save;
}

/** Opens the page on `save` (yours the first seat, the bot at Easy). */
export async function openSave(save, viewport) {
  const stored = { settings: { seat: 0, level: "easy", options: { deck: "red-green-aggro" } }, save, status: "ACTIVE", progress: "" };
  return seededPage(browser, "http://127.0.0.1:4193/play.html?game=duel&speed=0", "arbiter.duel.v1", JSON.stringify(stored), viewport);
}

test("one quiet turn cycle stops at most three times: your main phases", async () => {
  const { context, page, errors } = await openSave(quietSave());
  const stops = [];
  for (;;) {
    await page.waitForSelector("body[data-waiting=you]", { timeout: 60000 });
    const turn = Number(await page.textContent("#turn"));
    if (turn > 4) break;
    stops.push(`${turn} ${await page.getAttribute("#steps li.current", "data-step")}`);
    if (stops.length === 1) await page.screenshot({ path: `${ARTIFACTS}/duel-stop.png` });
    assert.ok(stops.length < 40, "the cycle ends");
    const hash = await page.getAttribute("body", "data-hash");
    await page.locator("button.pass").first().click();
    await page.waitForFunction((h) => document.body.dataset.hash !== h, hash);
  }
  console.log(`stops in one cycle: ${stops.length} (${stops.join(", ")})`);
  assert.deepEqual(stops, ["3 MAIN1", "3 MAIN2"]);
  assert.deepEqual(errors, []);
  await context.close();
});
