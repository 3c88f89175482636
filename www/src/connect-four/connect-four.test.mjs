// The Connect Four page in Debian's Chromium, played as a person would: a game resumed from a save
// where your click makes four across (the four ringed, the end screen saying so); against the bot
// from the setup: a drop by click that the bot answers, take-back, and a person who clicks the
// centre column every time (then the first column still open) losing to the bot; a full column
// not offered. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, openPage, serve, stop, moveLines, seededPage, waitForUs } from "../../../tests/e2e/browser.mjs";

const { ConnectFourGame } = await engine();

const PORT = 4207;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=connect-four&speed=0`;
const KEY = "arbiter.connect-four.v1";

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

/** The page's stored game after `columns` (both sides' drops), with you in `seat`. */
function stored(columns, seat) {
  const game = new ConnectFourGame({ players: ["red", "yellow"] });
  for (const column of columns) game.submit(game.currentPlayer, { column });
  const save = game.save();
  game.free();
  return JSON.stringify({ settings: { seat, level: "normal", options: {} }, save });
}

const resumePage = (value) => seededPage(browser, URL_BASE, KEY, value, { width: 1100, height: 900 });
const column = (c) => `#table .c4-column[data-column="${c}"]`;
const cell = (c, r) => `${column(c)} .c4-cell[data-row="${r}"]`;
/** Discs on the board, as the page draws them. */
const discs = (page) => page.locator("#table .c4-cell:not([data-disc=''])").count();

test("a scripted win: resumed with three across, your click makes four and the four are ringed", async () => {
  // Red 0 1 2 on the bottom row, yellow above them: red to move.
  const { context, page, errors } = await resumePage(stored([0, 0, 1, 1, 2, 2], 0));
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "red");
  assert.match(await page.textContent("#status-line"), /Your move \(red\)/);
  assert.equal(await page.getAttribute(cell(2, 1), "data-disc"), "Yellow");
  assert.equal(await page.locator(`${cell(2, 1)}.last`).count(), 1, "the last disc is marked");
  await page.click(column(3));
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "red wins (four in a row)");
  assert.match(await page.textContent("#end-detail"), /^You win\./);
  const ringed = await page.locator("#table .c4-cell.four").evaluateAll((cells) =>
    cells.map((c) => `${c.closest(".c4-column").dataset.column},${c.dataset.row}`).sort());
  assert.deepEqual(ringed, ["0,0", "1,0", "2,0", "3,0"]);
  assert.deepEqual(await moveLines(page), ["Red in column 1", "Yellow in column 1", "Red in column 2", "Yellow in column 2",
    "Red in column 3", "Yellow in column 3", "Red in column 4: four in a row"]);
  assert.equal(await page.locator("#table .c4-column:enabled").count(), 0, "no column is offered once it is over");
  await page.screenshot({ path: `${ARTIFACTS}/connect-four-win.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a full column is not offered", async () => {
  const { context, page, errors } = await resumePage(stored([3, 3, 3, 3, 3, 3], 0));
  await waitForUs(page);
  assert.equal(await page.isDisabled(column(3)), true);
  assert.match(await page.getAttribute(column(3), "aria-label"), /\(full\)$/);
  assert.equal(await page.locator("#table .c4-column:enabled").count(), 6);
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the bot: a drop it answers, take-back, and always the same column loses", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=e2e`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  await page.click(column(3));
  await waitForUs(page);
  assert.equal(await discs(page), 2, "your disc and the bot's");
  assert.equal(await page.getAttribute(cell(3, 0), "data-disc"), "Red");
  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await discs(page), 0, "your disc and the bot's answer taken back");

  // The centre every time, or the first column still open.
  for (let moves = 0; (await page.getAttribute("body", "data-status")) !== "FINISHED"; moves++) {
    assert.ok(moves < 21, "the game is over within your 21 discs");
    const open = page.locator("#table .c4-column:enabled");
    if (await page.isEnabled(column(3))) await page.click(column(3));
    else await open.first().click();
    await waitForUs(page);
  }
  assert.match(await page.textContent("#end-sentence"), /^yellow wins \(four in a row\)$/);
  assert.match(await page.textContent("#end-detail"), /^The bot wins\./);
  assert.equal(await page.locator("#table .c4-cell.four").count() >= 4, true);
  await page.screenshot({ path: `${ARTIFACTS}/connect-four-bot.png` });
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});
