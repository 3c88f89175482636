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

test("the bot's spell stops you; Negate, its one target the spell, counters it at a click, said as it happens", async () => {
  const game = new pkg.DuelGame({
    players: ["you", "bot"],
    seed: "respond",
    combatDamage: "ask",
    scenario: {
      activePlayer: "bot",
      step: "MAIN1",
      turn: 4,
      players: {
        you: { hand: [card("n1", "negate")], battlefield: [card("u1", "island"), card("u2", "island")], library: [card("l1", "island")] },
        bot: { hand: [card("s1", "lava-spike")], battlefield: [card("r1", "mountain"), card("r2", "mountain")], library: [card("k1", "mountain")] },
      },
    },
  });
  // The bot's part played here (its Easy search may as well pass): Lava Spike at you, then it passes.
  for (const land of ["r1", "r2"]) game.submit("bot", { type: "ACTIVATE_ABILITY", permanent: land, ability: 0 });
  game.submit("bot", { type: "CAST_SPELL", card: "s1", targets: [{ player: "you" }] });
  game.submit("bot", { type: "PASS_PRIORITY" });
  const stored = { settings: { seat: 0, level: "easy", options: {} }, save: game.save(), status: "ACTIVE", progress: "" };
  game.free();
  // What the status line says, every change of it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(([k, v]) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem(k, v);
      sessionStorage.setItem("seeded", "1");
    }
    window.said = [];
    document.addEventListener("DOMContentLoaded", () => {
      const line = document.getElementById("status-line");
      new MutationObserver(() => window.said.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
    });
  }, ["arbiter.duel.v1", JSON.stringify(stored)]);
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:4193/play.html?game=duel&speed=20");
  await page.waitForSelector("body[data-waiting=you]", { timeout: 60000 });
  assert.equal(await page.getAttribute("#steps li.current", "data-step"), "MAIN1");
  assert.match(await page.textContent("#stack"), /Lava Spike → you \(The bot\)/);
  assert.match((await page.locator("#log-list").textContent()), /The bot cast Lava Spike targeting you\./);
  await page.screenshot({ path: `${ARTIFACTS}/duel-respond.png` });
  await page.click('#you .hand .card.playable[data-card="negate"]');
  await page.waitForFunction(() => /Lava Spike was countered/.test(document.getElementById("log-list").textContent));
  assert.equal(await page.textContent('#you [data-life="you"]'), "20");
  assert.ok((await page.evaluate(() => window.said)).some((t) => t.startsWith("Your Lava Spike was countered.") || /Lava Spike was countered/.test(t)), "the countering is said as it happens");
  await context.close();
});

test("a spell with several targets waits for a click on one: the bot's life", async () => {
  const { context, page, errors } = await openSave(quietSave());
  await page.waitForSelector("body[data-waiting=you]", { timeout: 60000 });
  await page.click('#you .hand .card.playable[data-card="spark"]');
  await page.waitForSelector('[data-life="bot"].target');
  assert.match(await page.textContent("#prompt"), /Choose a target for Spark/);
  await page.click('[data-life="bot"].target');
  await page.waitForFunction(() => document.querySelector('[data-life="bot"]')?.textContent === "18");
  assert.match(await page.locator("#log-list").textContent(), /You cast Spark targeting the bot\./);
  assert.deepEqual(errors, []);
  await context.close();
});
