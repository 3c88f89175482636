// How to play, one click away on every game's page (the goal, a turn, how it ends, the controls),
// for every game of the table that has a page. (Ships' catalogue: www/src/ships/catalogue.test.mjs.)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { pageGames } from "../../www/games.mjs";
import { ARTIFACTS, launch, openPage, serve, stop } from "./browser.mjs";

const BASE = "http://127.0.0.1:4187/";
/** The table's games that have a page, in the table's order. */
const GAMES = pageGames().map((g) => g.name);

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await serve(4187);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

/** The how-to-play panel's parts, as shown. */
const guideParts = (page) => page.locator("#guide [data-part]").evaluateAll((parts) =>
  parts.map((p) => ({ part: p.dataset.part, title: p.querySelector("h3")?.textContent, text: p.querySelector("p")?.textContent ?? "" })));

test("every game's page opens a how-to-play panel in one click: the goal, a turn, how it ends, the controls", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  for (const name of GAMES) {
    const { page, errors } = await openPage(context, `${BASE}play.html?game=${name}&speed=0`);
    await page.waitForSelector("#setup:not([hidden])");
    assert.equal(await page.isVisible("#guide"), false, `${name}: closed at first`);
    await page.click("#how-to");
    await page.waitForSelector("#guide[open]");
    const parts = await guideParts(page);
    assert.deepEqual(parts.map((p) => [p.part, p.title]),
      [["goal", "The goal"], ["turn", "A turn"], ["end", "How it ends"], ["controls", "The controls"]], name);
    for (const p of parts) assert.ok(p.text.length >= 60, `${name}: "${p.part}" says something (${p.text})`);
    assert.match(await page.textContent("#guide-title"), /^How to play: /);
    if (name === "chess") await page.screenshot({ path: `${ARTIFACTS}/guide-chess.png` });
    await page.keyboard.press("Escape");
    await page.waitForSelector("#guide", { state: "hidden" });
    assert.deepEqual(errors, [], name);
    await page.close();
  }
  // And during a game: the panel opens over the board, and closes with its button.
  const { page, errors } = await openPage(context, `${BASE}play.html?game=tictactoe&speed=0`);
  await page.click("#start");
  await page.waitForSelector("body[data-waiting=you]");
  await page.click("#how-to");
  await page.waitForSelector("#guide[open]");
  assert.equal((await guideParts(page)).length, 4);
  await page.click("#guide-close");
  await page.waitForSelector("#guide", { state: "hidden" });
  await page.click('.cell[data-cell="0"]');
  await page.waitForSelector("body[data-waiting=you]");
  assert.deepEqual(errors, []);
  await context.close();
});
