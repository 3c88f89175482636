// The chess page in Debian's Chromium, played as a person would: a scripted mate (Fool's mate,
// from a saved game the page resumes, the mating move clicked) to the end screen; moves by click
// and by drag against the bot, a reload that resumes, take-back and resignation; a promotion
// that asks for the piece. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, openPage, serve, stop, moveLines, seededPage, waitForUs } from "../../../tests/e2e/browser.mjs";

const { ChessGame } = await engine();

const PORT = 4201;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=chess&speed=0`;
const KEY = "arbiter.chess.v1";

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

/** A saved game after `moves` (UCI, both sides), with you in `seat`, as the page stores it. */
function stored(moves, seat) {
  const game = new ChessGame();
  for (const uci of moves) game.submit(game.currentPlayer, { type: "MOVE", uci });
  const save = game.save();
  game.free();
  return JSON.stringify({ settings: { seat, iterations: 60, options: {} }, save });
}

/** A page whose saved game is `value` (set before the page's script runs). */
const resumePage = (value) => seededPage(browser, URL_BASE, KEY, value, { width: 1100, height: 900 });

const square = (name) => `#board [data-square="${name}"]`;

test("a scripted mate: Fool's mate, resumed from a save, ends with Black winning by checkmate", async () => {
  const { context, page, errors } = await resumePage(stored(["f2f3", "e7e5", "g2g4"], 1));
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "black");
  assert.match(await page.textContent("#status-line"), /Your move \(Black\)/);
  // The board is seen from Black's side: h1 in the top-left corner.
  const first = await page.locator("#board .square").first().getAttribute("data-square");
  assert.equal(first, "h1");
  await page.click(square("d8"));
  assert.equal(await page.locator("#board .square.target").count() > 0, true, "the queen's squares are shown");
  await page.click(square("h4"));
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by checkmate");
  assert.match(await page.textContent("#end-detail"), /^You win\./);
  assert.equal(await page.locator(`${square("e1")}.check`).count(), 1, "the mated king is shown in check");
  assert.deepEqual(await page.locator("#log-list li").allTextContents(), ["f3  e5", "g4  Qh4#"]);
  assert.equal(await page.isDisabled("#resign"), true);
  assert.equal(await page.isVisible("#promotion"), false, "no promotion box unless one is asked");
  await page.screenshot({ path: `${ARTIFACTS}/chess-mate.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the bot: a move by click and one by drag, a reload that resumes, take-back, resignation", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=e2e`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  await page.click(square("e2"));
  await page.click(square("e4"));
  await waitForUs(page);
  assert.equal(await page.locator("#log-list li").count(), 1);
  assert.match(await page.textContent("#log-list li"), /^e4  \S+/);
  await page.dragAndDrop(square("g1"), square("f3"));
  await waitForUs(page);
  assert.match(await page.locator("#log-list li").nth(1).textContent(), /^Nf3  \S+/);
  const hash = await page.getAttribute("body", "data-hash");

  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-hash"), hash, "the same game resumed");
  assert.match(await page.textContent("#notice"), /resumed/);

  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await page.locator("#log-list li").count(), 1, "Nf3 and the reply taken back");
  assert.equal(await page.getAttribute(square("g1"), "data-piece"), "N");

  await page.click("#resign");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  assert.match(await page.textContent("#end-detail"), /^The bot wins\./);
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a promotion asks for the piece, and the knight is played", async () => {
  const moves = ["e2e4", "d7d5", "e4d5", "c7c6", "d5c6", "g8f6", "c6b7", "b8d7"];
  const { context, page, errors } = await resumePage(stored(moves, 0));
  await waitForUs(page);
  await page.click(square("b7"));
  await page.click(square("a8"));
  await page.waitForSelector("#promotion:not([hidden])");
  assert.deepEqual(await page.locator("#promotion .promote").evaluateAll((b) => b.map((x) => x.dataset.piece)).then((p) => p.sort()), ["b", "n", "q", "r"]);
  await page.click('#promotion .promote[data-piece="n"]');
  await waitForUs(page);
  assert.match(await page.locator("#log-list li").nth(4).textContent(), /^bxa8=N/);
  assert.equal(await page.getAttribute(square("a8"), "data-piece"), "N");
  await page.screenshot({ path: `${ARTIFACTS}/chess-promotion.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
