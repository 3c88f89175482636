// The ships page with four players, big resolutions and old saves, in Debian's Chromium: a
// resolution of over a hundred effects animates in about three seconds and a click skips it; a
// whole four-player game plays to its end without stalling; the difficulty levels say what they
// cost here; a save from an earlier version is refused and a new game offered.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, openPage, serve, stop } from "../../../tests/e2e/browser.mjs";

const { ShipsGame } = await engine();

const KEY = "arbiter.ships.v1";
let server;
let browser;

before(async () => {
  server = await serve(4183);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await stop(server);
});

/** A four-player save where every fleet has built a scout whenever it could for `turns` turns. */
function bigSave(turns) {
  const game = new ShipsGame({ players: ["you", "bot1", "bot2", "bot3"], seed: "big", startingHealth: 900, maxHealth: 1000 });
  while (!(game.turn > turns && game.currentPlayer === "you" && game.view("you").state.phase === "BUILD")) {
    const player = game.currentPlayer;
    const legal = game.legalActions(player);
    game.submit(player, legal.find((a) => a.type === "BUILD" && a.ship === "scout") ?? { type: "PASS" });
  }
  const ships = game.view("you").state.ships.length;
  const save = game.save();
  game.free();
  return { save, ships };
}

/** Opens the page with `stored` in localStorage (the page resumes it). */
async function openWith(context, url, stored) {
  const { page, errors } = await openPage(context, url);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(stored)]);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  return { page, errors };
}

async function waitForUs(page) {
  await page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]", { timeout: 60000 });
}

/** Passes until a resolution starts; returns how long its animation ran (ms) and its effects. */
async function timeNextResolution(page, skip) {
  const appliedBefore = await page.locator("#log-list li[data-type=EffectApplied]").count();
  await page.evaluate(() => {
    window.resolution = { start: 0, end: 0 };
    const line = document.getElementById("status-line");
    new MutationObserver(() => {
      const r = window.resolution;
      const text = line.textContent ?? "";
      if (text.startsWith("End of Turn Resolution") && r.start === 0) r.start = performance.now();
      else if (r.start !== 0 && r.end === 0 && !text.startsWith("End of Turn Resolution")) r.end = performance.now();
    }).observe(line, { childList: true, characterData: true, subtree: true });
  });
  const turn = await page.textContent("#turn");
  while (await page.evaluate(() => window.resolution.start === 0)) {
    await waitForUs(page);
    if (await page.evaluate(() => window.resolution.start !== 0)) break;
    // The bots may answer within a frame, so watch the log rather than the waiting flag.
    const events = await page.textContent("#log-count");
    await page.click("#actions button.pass");
    await page.waitForFunction((n) => window.resolution.start !== 0 || document.querySelector("#log-count").textContent !== n, events);
  }
  if (skip) await page.mouse.click(5, 5);
  await page.waitForFunction(() => window.resolution.end !== 0, null, { timeout: 20000 });
  const ms = await page.evaluate(() => window.resolution.end - window.resolution.start);
  const applied = (await page.locator("#log-list li[data-type=EffectApplied]").count()) - appliedBefore;
  // The status line may leave the resolution a frame before the turn counter is redrawn.
  await page.waitForFunction((before) => document.querySelector("#turn").textContent !== before, turn, { timeout: 10000 });
  return { ms, applied };
}

test("a resolution of over a hundred effects takes about three seconds, and a click skips it", async () => {
  const { save, ships } = bigSave(9);
  assert.ok(ships >= 30, `${ships} ships in play`);
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const { page, errors } = await openWith(context, "http://127.0.0.1:4183/play.html?game=ships", { settings: { bots: 3, iterations: 40 }, save });
  assert.match(await page.textContent("#notice"), /Game resumed/);
  const full = await timeNextResolution(page, false);
  assert.ok(full.applied >= 100, `${full.applied} effects applied`);
  // About three seconds by design; the bound leaves room for a machine busy with other work.
  assert.ok(full.ms <= 6000, `the animation took ${full.ms} ms`);
  assert.ok(full.ms >= 500, `the animation is shown (${full.ms} ms)`);
  const skipped = await timeNextResolution(page, true);
  assert.ok(skipped.applied >= 100);
  assert.ok(skipped.ms < full.ms / 2, `a click skips the animation (${skipped.ms} ms, against ${full.ms} ms)`);
  await page.screenshot({ path: `${ARTIFACTS}/ships-four-big.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a whole four-player game plays to its end; fleets out show their ships out of play", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const { page, errors } = await openPage(context, "http://127.0.0.1:4183/play.html?game=ships&speed=0&seed=four-players");
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=bots][value="3"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  let moves = 0;
  let sawOut = false;
  for (;;) {
    await waitForUs(page);
    if ((await page.getAttribute("body", "data-status")) === "FINISHED") break;
    // Whenever a fleet is out, its ships still afloat are shown out of play.
    const out = await page.locator(".fleet.defeated .ship:not(.destroyed):not(.consumed)").count();
    if (out > 0) {
      sawOut = true;
      assert.equal(await page.locator(".fleet.defeated .ship.out").count(), out);
    }
    // Build the first ship offered, else end the phase.
    const buttons = page.locator("#actions button");
    const actions = await buttons.evaluateAll((b) => b.map((x) => JSON.parse(x.dataset.action)));
    const pick = actions.findIndex((a) => a.type === "BUILD");
    await buttons.nth(pick >= 0 ? pick : actions.length - 1).click();
    moves += 1;
    assert.ok(moves < 600, "the game ends");
  }
  assert.equal(await page.isVisible("#end"), true);
  assert.equal(await page.locator("#ranking tr").count(), 5, "a ranking of the four players");
  const log = await page.locator("#log-list li").allTextContents();
  // A turn's log holds only that turn's events: no skips for ships lost earlier or players out.
  assert.ok(!log.some((l) => l.includes("already defeated")), "no skip events for players already out");
  await page.screenshot({ path: `${ARTIFACTS}/ships-four-end.png`, fullPage: true });
  if (!sawOut) console.log("# no fleet was out while you could still act in this game");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the levels say their budgets and the think time measured here; an old save is refused", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const { page, errors } = await openPage(context, "http://127.0.0.1:4183/play.html?game=ships");
  await page.waitForSelector("#setup:not([hidden])");
  await page.waitForFunction(() => document.getElementById("level-times").textContent.startsWith("Times measured"),
    null, { timeout: 30000 });
  const notes = await page.locator(".level-note").allTextContents();
  assert.equal(notes.length, 3);
  assert.match(notes[0], /^40 positions, about \d+ ms a decision$/);
  assert.match(notes[1], /^500 positions, about (\d+ ms|\d+\.\d s) a decision$/);
  assert.match(notes[2], /^3,000 positions, about (\d+ ms|\d+\.\d s) a decision$/);
  await page.screenshot({ path: `${ARTIFACTS}/ships-setup.png`, fullPage: true });

  // A save from version 1 (before triggeredAt became a string) is refused; a new game is offered.
  const { save } = bigSave(1);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value),
    [KEY, JSON.stringify({ settings: { bots: 3, iterations: 40 }, save: { ...save, version: 1 } })]);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.isVisible("#setup"), true);
  assert.match(await page.textContent("#setup-notice"),
    /could not be resumed \(INVALID_SAVE: save\.version is 1, expected 6: the save was made by an earlier version of arbiter/);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null, "the old save is forgotten");
  assert.deepEqual(errors, []);
  await context.close();
});
