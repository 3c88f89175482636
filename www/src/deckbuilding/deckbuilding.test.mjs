// The deck-building page in Debian's Chromium, played as a person would: a whole game against a
// bot to its ranked end screen (with the choices Remodel and Workshop ask for made on the page),
// a reload mid-choice that resumes the same game, a short four-player game that ends at the turn
// limit, and the game offline after one visit (the service worker). Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, launch, newGame, openPage, serve, stop } from "../../../tests/e2e/browser.mjs";
import { decide, handIds, play, startGame, supplyCounts, waitForUs } from "./playing.mjs";

const PORT = 4195;
const OFFLINE_PORT = 4196;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=deckbuilding`;

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await serve(PORT);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

const newContext = () => browser.newContext({ viewport: { width: 1280, height: 1000 } });

test("a whole game against a bot plays to the ranked end screen", { timeout: 300_000 }, async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, `${URL_BASE}&speed=0&seed=whole-game`);
  await startGame(page);
  await page.waitForSelector("body[data-waiting=you]");
  await page.screenshot({ path: `${ARTIFACTS}/deckbuilding-start.png`, fullPage: true });
  // The start: 10 piles of the default kingdom, 5 cards drawn (the treasures among them played
  // for you as the buy phase starts), everyone at 3 VP.
  assert.equal(await page.locator("#kingdom-piles .pile").count(), 10);
  assert.equal((await handIds(page)).length + await page.locator("#in-play .card").count(), 5);
  assert.deepEqual(await page.locator("#players .vp").allTextContents(), ["3 VP", "3 VP"]);
  assert.equal((await supplyCounts(page)).province, 8);
  let shot = false;
  const decisions = await play(page, async () => {
    if (!shot && (await page.getAttribute("body", "data-choice")) === "CARDS") {
      shot = true;
      await page.screenshot({ path: `${ARTIFACTS}/deckbuilding-choice.png`, fullPage: true });
    }
    return false;
  });
  await page.waitForSelector("#end:not([hidden])");
  await page.screenshot({ path: `${ARTIFACTS}/deckbuilding-end.png`, fullPage: true });
  // Choices made on the page: Remodel's card and pile, Workshop's pile.
  assert.ok(decisions.some((d) => d.startsWith("chose cards: Remodel")), "a Remodel choice was made");
  assert.ok(decisions.some((d) => d === "chose a pile"), "a pile was chosen");
  const log = (await page.locator("#log-list li").allTextContents()).join("\n");
  assert.match(log, /You trashed /);
  assert.match(log, /You gained Silver\./);
  assert.match(log, /Bot 1 bought /);
  assert.match(log, /You drew /);
  assert.match(log, /Bot 1 drew 5 cards\./);
  assert.match(log, /The game is over: (supply depleted|turn limit reached)\./);
  // The ranking: rank, player, victory points and turns for both players, best first.
  const rows = await page.locator("#ranking tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.deepEqual(rows[0], ["Rank", "Player", "Victory points", "Turns"]);
  assert.equal(rows.length, 3);
  assert.deepEqual(rows.slice(1).map((r) => r[1]).sort(), ["Bot 1", "You"]);
  const points = rows.slice(1).map((r) => Number(r[2]));
  assert.ok(points[0] >= points[1], "ranked by victory points");
  assert.equal(rows[1][0], "1.");
  for (const r of rows.slice(1)) assert.ok(Number(r[3]) >= 10, `a whole game's turns: ${r[3]}`);
  assert.match(await page.textContent("#end-detail"), /^The game ended: (supply depleted \((no Provinces left|empty piles: \w+, \w+, \w+)\)|turn limit reached \(round 40 is over\))\.$/);
  assert.match(await page.textContent("#end-sentence"), /^(You win!|Bot 1 wins!|Draw between You and Bot 1!)$/);
  // The end screen's points are the players' panels'.
  const panels = await page.locator("#players .player").evaluateAll((ps) => Object.fromEntries(ps.map((p) => [p.dataset.player, Number(p.querySelector(".vp").dataset.vp)])));
  const ranked = await page.locator("#ranking tr[data-player]").evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.player, Number(tr.children[2].textContent)])));
  assert.deepEqual(ranked, panels);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a reload mid-game, with a choice open, resumes the same game", { timeout: 120_000 }, async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, `${URL_BASE}&speed=0&seed=reload`);
  await startGame(page);
  // Until Remodel asks which card to trash (a few rounds in).
  await play(page, async () => (await page.getAttribute("body", "data-choice")) === "CARDS");
  assert.equal(await page.getAttribute("body", "data-choice"), "CARDS", "a choice is open");
  await page.locator("#hand .card.selectable").first().click(); // picked, not confirmed
  const before = {
    hash: await page.getAttribute("body", "data-hash"),
    hand: await handIds(page),
    supply: await supplyCounts(page),
    round: await page.textContent("#round"),
    ask: await page.textContent("#status-line"),
    vp: await page.locator("#players .vp").allTextContents(),
    zones: await page.locator("#players .zones").allTextContents(),
  };
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-hash"), before.hash);
  assert.deepEqual(await handIds(page), before.hand);
  assert.deepEqual(await supplyCounts(page), before.supply);
  assert.equal(await page.textContent("#round"), before.round);
  assert.equal(await page.textContent("#status-line"), before.ask);
  assert.deepEqual(await page.locator("#players .vp").allTextContents(), before.vp);
  assert.deepEqual(await page.locator("#players .zones").allTextContents(), before.zones);
  assert.match(await page.textContent("#notice"), /^Game resumed \(round \d+\)\.$/);
  // News, not a problem: shown in the ink's colour, not the notice's red.
  assert.equal(await page.getAttribute("#notice", "data-tone"), "info");
  assert.equal(await page.$eval("#notice", (n) => getComputedStyle(n).color), await page.$eval("body", (b) => getComputedStyle(b).color));
  // Nothing was picked after the reload; the choice is made and the game goes on.
  assert.equal(await page.locator("#hand .card.picked").count(), 0);
  assert.equal(await page.isDisabled("#choice-confirm"), true, "Remodel needs a card");
  await decide(page);
  await waitForUs(page);
  assert.notEqual(await page.getAttribute("body", "data-hash"), before.hash);
  // New game: back to the setup, and the saved game is gone.
  await newGame(page);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.isVisible("#setup"), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a short game with three bots ends at the turn limit with four players ranked", { timeout: 300_000 }, async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, `${URL_BASE}&speed=0&seed=short`);
  await startGame(page, { bots: 3, length: "short" });
  await page.waitForSelector("body[data-waiting=you]");
  assert.equal(await page.textContent("#max-rounds"), "12");
  assert.deepEqual(await page.locator("#players .player").evaluateAll((ps) => ps.map((p) => p.dataset.player)), ["you", "bot-1", "bot-2", "bot-3"]);
  // Every opponent's hand, deck and discard sizes, from the start: 5 in hand, 5 in the deck.
  for (const bot of ["bot-1", "bot-2", "bot-3"]) {
    const zones = await page.locator(`#players [data-player="${bot}"] .zone`).evaluateAll((zs) => zs.map((z) => `${z.dataset.zone} ${z.dataset.count}`));
    assert.deepEqual(zones, ["hand 5", "deck 5", "discard 0"]);
  }
  await play(page);
  await page.waitForSelector("#end:not([hidden])");
  assert.equal(await page.textContent("#end-detail"), "The game ended: turn limit reached (round 12 is over).");
  const rows = await page.locator("#ranking tr[data-player]").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.equal(rows.length, 4);
  for (const r of rows) assert.equal(r[3], "12", `${r[1]} had 12 turns`);
  const points = rows.map((r) => Number(r[2]));
  assert.deepEqual([...points].sort((a, b) => b - a), points, "best first");
  assert.deepEqual(errors, []);
  await context.close();
});

test("after one visit the page loads and plays with the server gone", { timeout: 120_000 }, async () => {
  const offline = await serve(OFFLINE_PORT);
  const context = await newContext();
  const { page } = await openPage(context, `http://127.0.0.1:${OFFLINE_PORT}/play.html?game=deckbuilding&speed=0&seed=offline`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  // The game's engine, fetched before the service worker took the page, is cached too.
  await page.waitForSelector("html[data-engines-kept=true]", { state: "attached", timeout: 20000 });
  await stop(offline);
  assert.equal(await fetch(`http://127.0.0.1:${OFFLINE_PORT}/`).then(() => "up", () => "down"), "down");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  await startGame(page);
  // Play until the bot has had a turn: its worker loads from the cache too.
  await play(page, async () => /Bot 1 bought /.test(await page.textContent("#log-list")));
  assert.match(await page.textContent("#log-list"), /Bot 1 bought /);
  await context.close();
});
