// The page `npm start` opens: the list of games, each with a picture of its board drawn by the page
// itself (inline SVG from the game's own drawPicture, no image file), its blurb, and a "continue"
// link while a game of it is in progress; each link opens the one game page on its game.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { pageGames } from "../../www/games.mjs";
import { ARTIFACTS, launch, newGame, openPage, serve, stop, resign } from "./browser.mjs";

const BASE = "http://127.0.0.1:4186/";
/** The table's games that have a page, in the table's order. */
const GAMES = pageGames().map((g) => g.name);

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await serve(4186);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

/** What the list shows of each game: its name, its picture's shapes, its blurb, its continue link. */
const listed = (page) => page.locator("#games .game").evaluateAll((items) => items.map((li) => ({
  game: li.dataset.game,
  href: li.querySelector(".game-link")?.getAttribute("href"),
  title: li.querySelector(".game-link b")?.textContent,
  shapes: li.querySelectorAll("svg.picture *").length,
  viewBox: li.querySelector("svg.picture")?.getAttribute("viewBox"),
  images: li.querySelectorAll("img").length,
  blurb: li.querySelector(".blurb")?.textContent ?? "",
  resume: li.querySelector(".continue")?.textContent ?? null,
})));

test("the list shows the table's games in its order, each with a picture of its board and its blurb, and each link opens its page", async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 1100 } });
  const { page, errors } = await openPage(context, BASE);
  const games = await listed(page);
  assert.deepEqual(games.map((g) => g.game), GAMES);
  for (const g of games) {
    assert.equal(g.href, `./play.html?game=${g.game}`);
    assert.ok(g.title, `${g.game}: a title`);
    assert.ok(g.shapes >= 8, `${g.game}: its picture is drawn (${g.shapes} shapes)`);
    assert.match(g.viewBox ?? "", /^0 0 \d+ \d+$/, `${g.game}: the picture sets its own viewBox`);
    assert.equal(g.images, 0, `${g.game}: no image file`);
    assert.ok(g.blurb.length > 40, `${g.game}: a blurb`);
    assert.equal(g.resume, null, `${g.game}: nothing to continue in a fresh browser`);
  }
  await page.screenshot({ path: `${ARTIFACTS}/home.png`, fullPage: true });
  for (const g of games) {
    const response = await page.goto(new URL(g.href, BASE).href);
    assert.equal(response?.status(), 200, g.href);
    await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
    // The game's own page, on its setup: not the list, not another game.
    assert.equal(await page.title(), `${g.title} · arbiter`);
    assert.equal(await page.textContent("#title"), g.title);
    await page.waitForSelector("#setup:not([hidden])");
  }
  await page.goto(BASE);
  await page.waitForSelector("body[data-ready=true]");
  await page.click("#playground");
  await page.waitForSelector("body[data-ready=true]");
  assert.match(await page.title(), /Playground/);
  // A game's page keeps its parameters.
  await page.goto(`${BASE}play.html?game=ships&speed=0&seed=home`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  assert.equal(await page.inputValue("#seed"), "home");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a page for a game that does not exist says so", async () => {
  const context = await browser.newContext();
  const { page, errors } = await openPage(context, `${BASE}play.html?game=checkers`);
  assert.equal(await page.isVisible("#fatal"), true);
  assert.equal(await page.textContent("#fatal"), 'There is no game called "checkers" here.');
  assert.equal(await page.isVisible("#setup"), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a game in progress has a continue link that resumes it; a new game or a finished one has none", async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 1100 } });
  const { page, errors } = await openPage(context, `${BASE}play.html?game=tictactoe&speed=0`);
  await page.click("#start");
  await page.waitForSelector("body[data-waiting=you]");
  await page.click('.cell[data-cell="4"]');
  await page.waitForSelector("body[data-waiting=you]");
  const hash = await page.getAttribute("body", "data-hash");

  await page.goto(BASE);
  await page.waitForSelector("body[data-ready=true]");
  const games = await listed(page);
  assert.deepEqual(games.filter((g) => g.resume !== null).map((g) => [g.game, g.resume]), [["tictactoe", "Continue your game (move 3)"]]);
  await page.screenshot({ path: `${ARTIFACTS}/home-continue.png`, fullPage: true });
  await page.click('.game[data-game="tictactoe"] .continue');
  await page.waitForSelector("body[data-ready=true]");
  await page.waitForSelector("body[data-waiting=you]");
  assert.equal(await page.getAttribute("body", "data-hash"), hash, "the same game");
  assert.equal(await page.textContent("#notice"), "Game resumed (move 3).");

  // New game asks first: Keep playing keeps the game; New game forgets it: nothing to continue.
  await page.click("#new-game");
  await page.waitForSelector("#ask[open]");
  assert.match(await page.textContent("#ask-text"), /cannot be resumed/);
  await page.click("#ask-no");
  assert.equal(await page.isHidden("#setup"), true, "the game goes on");
  assert.equal(await page.getAttribute("body", "data-hash"), hash);
  await newGame(page);
  await page.goto(BASE);
  await page.waitForSelector("body[data-ready=true]");
  assert.deepEqual((await listed(page)).filter((g) => g.resume !== null), []);

  // A finished game stays stored (its page shows the end), but is not in progress.
  await page.goto(`${BASE}play.html?game=chess&speed=0`);
  await page.waitForSelector("body[data-ready=true]");
  await page.click("#start");
  await page.waitForSelector("body[data-waiting=you]");
  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  await page.goto(BASE);
  await page.waitForSelector("body[data-ready=true]");
  assert.deepEqual((await listed(page)).filter((g) => g.resume !== null), []);
  assert.notEqual(await page.evaluate(() => localStorage.getItem("arbiter.chess.v1")), null);
  assert.deepEqual(errors, []);
  await context.close();
});
