// The playground page in Debian's Chromium (playwright-core): play tic-tac-toe against the bot to
// its end (on the page shell, from its setup), and run end-of-turn resolutions, as a person
// would. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, launch, openPage as open, serve, stop } from "./browser.mjs";

let server;
let browser;

before(async () => {
  server = await serve(4179);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await stop(server);
});

async function openPage(query = "") {
  return open(browser, `${server.resolvedUrls.local[0]}playground.html${query}`);
}

/** Starts a game from the setup: you are X, the bot at Hard. */
async function start(page) {
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="hard"]');
  await page.click("#start");
  await page.waitForSelector("body[data-waiting=you]");
}

test("a tic-tac-toe game against the bot plays to its end", async () => {
  const { page, errors } = await openPage("?speed=0");
  assert.match(await page.title(), /Playground/);
  await start(page);
  assert.equal(await page.getAttribute("body", "data-status"), "ACTIVE");
  assert.equal(await page.locator(".cell:enabled").count(), 9, "all nine cells are legal at the start");
  for (let move = 0; move < 5; move++) {
    await page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]");
    if ((await page.getAttribute("body", "data-status")) === "FINISHED") break;
    // Our turn: take the first free cell; exactly the engine's legal cells are enabled.
    const free = page.locator(".cell:enabled");
    const before = await free.count();
    await free.first().click();
    await page.waitForFunction((n) => document.querySelectorAll(".cell:enabled").length < n, before);
  }
  await page.waitForSelector("body[data-status=FINISHED]", { timeout: 10000 });
  const result = await page.textContent("#end-sentence");
  assert.match(result, /^(O wins \(line completed\)|Draw)$/, "the bot blocks \"first free cell\"");
  assert.equal(await page.locator(".cell:enabled").count(), 0, "no action is possible after the end");
  const marks = await page.locator(".cell").allTextContents();
  assert.ok(marks.filter((m) => m === "X").length >= 3, "the final board stays visible");
  assert.ok((await page.locator("#log-list li").count()) >= 5, "the moves are listed");
  await page.screenshot({ path: `${ARTIFACTS}/tictactoe-end.png`, fullPage: true });
  // New game starts over, from the setup.
  await page.click("#end-new");
  await start(page);
  assert.equal(await page.locator(".cell:enabled").count(), 9);
  assert.deepEqual(errors, []);
  await page.close();
});

test("end-of-turn resolution shows status, outcome and health", async () => {
  const { page, errors } = await openPage();
  await page.click("#eot-run");
  assert.equal(await page.textContent("#eot-status"), "ACTIVE");
  assert.equal(await page.textContent("#eot-sentence"), "The game goes on");
  assert.equal(await page.textContent("#eot-players tr:nth-child(2) td:nth-child(2)"), "2", "3 − 5 + 4 = 2");

  await page.click("[data-example=draw]");
  await page.click("#eot-run");
  assert.equal(await page.textContent("#eot-status"), "FINISHED");
  assert.equal(await page.textContent("#eot-sentence"), "Draw");

  await page.click("[data-example=ranks]");
  await page.click("#eot-run");
  assert.equal(await page.textContent("#eot-sentence"), "Red wins (health depleted)");
  assert.equal(await page.textContent("#eot-players tr:nth-child(3) td:nth-child(5)"), "LOSS (rank 2)");
  assert.equal(await page.textContent("#eot-players tr:nth-child(4) td:nth-child(5)"), "LOSS (rank 2)");
  await page.screenshot({ path: `${ARTIFACTS}/resolution.png`, fullPage: true });

  // Malformed input: a typed error naming the field, and the page keeps working.
  await page.fill("#eot-input", '{ "players": [{ "id": "a", "health": 3.5 }, { "id": "b", "health": 1 }], "ships": [], "triggeredEffects": [] }');
  await page.click("#eot-run");
  assert.equal(await page.textContent("#eot-error"),
    "INVALID_INPUT: input.players[0].health: invalid type: floating point `3.5`, expected i64");
  await page.click("[data-example=draw]");
  await page.click("#eot-run");
  assert.equal(await page.textContent("#eot-sentence"), "Draw");
  assert.equal(await page.textContent("#eot-error"), "");
  assert.deepEqual(errors, []);
  await page.close();
});
