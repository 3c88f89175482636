// The backgammon page in Debian's Chromium, played as a person would: a late game (bearing off
// nearly done, from a save the page resumes, made here with the package) played out by clicking
// to the end screen, from Black's side; against the bot from the setup: a checker move taken back
// within the turn, the confirmation of the move that passes the dice (cancelled, then given), a
// move by drag, a reload that resumes, resignation; and a roll with no possible move, said so.
// Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, openPage, serve, stop, moveLines, seededPage, waitForUs, resign } from "../../../tests/e2e/browser.mjs";

const { BackgammonGame } = await engine();

const PORT = 4202;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=backgammon&speed=0`;
const KEY = "arbiter.backgammon.v1";

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

/** `seat`'s checkers on its own point `p` (negative: the other side's). */
const onPoint = (state, seat, p) => (seat === 0 ? 1 : -1) * state.board[seat === 0 ? p - 1 : 24 - p];
const pips = (state, seat) => {
  let total = 25 * state.bar[seat];
  for (let p = 1; p <= 24; p++) total += p * Math.max(0, onPoint(state, seat, p));
  return total;
};

/**
 * Plays seeded games by the first legal move until `found(game, events)` holds after an action;
 * returns that game's save (the page's bot then plays on from it).
 */
function findSave(prefix, found) {
  for (let i = 0; i < 500; i++) {
    const game = new BackgammonGame({ seed: `${prefix}-${i}` });
    while (game.status === "ACTIVE") {
      const player = game.currentPlayer;
      const events = game.submit(player, game.legalActions(player)[0]).map((e) => e.event);
      if (game.status === "ACTIVE" && found(game, events)) {
        const save = game.save();
        game.free();
        return save;
      }
    }
    game.free();
  }
  throw new Error(`no game of ${prefix} reached the position`);
}

/** The page's stored game: `save`, with you in `seat`, the bot at the page's lowest strength. */
const stored = (save, seat) => JSON.stringify({ settings: { seat, iterations: 60, options: {} }, save });

/** A page whose saved game is `value` (set before the page's script runs). */
const resumePage = (value) => seededPage(browser, URL_BASE, KEY, value, { width: 1100, height: 850 });

const point = (p) => `#board [data-point="${p}"]`;
const lines = moveLines;
const hash = (page) => page.getAttribute("body", "data-hash");

test("a late game resumed from Black's side and played out by clicking, bearing off to the end screen", async () => {
  // Black at the start of a turn with 11 or more checkers off and a lead of 30 pips or more.
  const save = findSave("late", (game, events) => {
    const state = game.exportState().state;
    return events.at(-1).type === "DiceRolled" && game.currentPlayer === "black" && state.off[1] >= 11 && pips(state, 0) - pips(state, 1) > 30;
  });
  const state = BackgammonGame.load(save).exportState().state;
  const { context, page, errors } = await resumePage(stored(save, 1));
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "black");
  assert.equal(await page.getAttribute("body", "data-hash"), save.stateHash);
  assert.match(await page.textContent("#status-line"), /^Your move \(Black\): you rolled \d-\d\.$/);
  // Seen from Black's side: every point in Black's numbering, the home board bottom right.
  for (let p = 1; p <= 24; p++) {
    const n = onPoint(state, 1, p);
    const cell = page.locator(point(p));
    assert.equal(await cell.getAttribute("data-count"), String(Math.abs(n)), `point ${p}`);
    assert.equal(await cell.getAttribute("data-owner"), n > 0 ? "you" : n < 0 ? "them" : "", `point ${p}`);
  }
  const box = async (p) => page.locator(point(p)).boundingBox();
  const [one, six, twelve, thirteen, twentyFour] = await Promise.all([1, 6, 12, 13, 24].map(box));
  assert.ok(one.x > six.x && one.y > thirteen.y && six.x > twelve.x, "1 to 6 bottom right, 7 to 12 bottom left");
  assert.ok(twentyFour.x > thirteen.x && twentyFour.y < one.y, "13 to 24 along the top, from the left");
  assert.equal(await page.getAttribute(point("off"), "data-count"), String(state.off[1]));
  const [a, b] = state.roll;
  assert.deepEqual(await page.locator("#board .dice .die").evaluateAll((d) => d.map((x) => Number(x.dataset.value))), a === b ? [a, a, a, a] : [a, b]);
  assert.match(await page.textContent("#you-line"), new RegExp(`You · Black${pips(state, 1)} pips · ${state.off[1]} off`));
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-late.png` });

  // Play it out: the tray when bearing off is possible, else the first highlighted point.
  let borneOff = 0;
  for (let moves = 0; (await page.getAttribute("body", "data-status")) !== "FINISHED"; moves++) {
    assert.ok(moves < 60, "the game ends");
    await waitForUs(page);
    if ((await page.getAttribute("body", "data-status")) === "FINISHED") break;
    await page.locator("#board .movable").first().click();
    const off = page.locator(`${point("off")}.target`);
    if (await off.count()) {
      await off.click();
      borneOff++;
    } else {
      await page.locator("#board .target").first().click();
    }
    if (await page.isVisible("#confirm-box")) {
      assert.equal(await page.textContent("#status-line"), "Confirm your move, or take it back.");
      await page.click("#confirm");
    }
  }
  assert.ok(borneOff > 0, "checkers were borne off by clicking the tray");
  const final = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY));
  const outcome = BackgammonGame.load(final.save).outcome;
  assert.equal(outcome.winner, "black");
  assert.equal(outcome.reason, "BORNE_OFF");
  const points = outcome.results[0].metrics.points;
  assert.equal(await page.textContent("#end-sentence"), "Black wins by bearing off");
  const words = { 1: "1 point", 2: "Gammon: 2 points", 3: "Backgammon: 3 points" }[points];
  assert.equal(await page.textContent("#end-detail"), `You win. ${words}. White bore off ${outcome.results[1].metrics.borneOff} of 15.`);
  assert.equal(await page.getAttribute(point("off"), "data-count"), "15");
  assert.ok((await lines(page)).some((l) => /^Black \d-\d: .*\/off/.test(l)), "the move list shows the bearing off");
  assert.equal(await page.isDisabled("#resign"), true);
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-end.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the bot: a move taken back within the turn, the confirmation (by drag, cancelled, then given), a reload that resumes, resignation", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 850 } });
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=e2e`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "white");
  const start = await hash(page);
  const before = await lines(page);
  assert.match(before[0], /^Opening roll: White \d, Black \d/);
  assert.match(before.at(-1), /^White \d-\d$/, "your turn, no move yet");
  assert.equal(await page.locator("#board .die:not(.used)").count() >= 2, true);

  // One checker move, then taken back.
  const from = await page.locator("#board .movable").first().getAttribute("data-point");
  await page.click(point(from));
  assert.equal(await page.locator(`${point(from)}.selected`).count(), 1);
  const to = await page.locator("#board .target").first().getAttribute("data-point");
  await page.click(point(to));
  assert.equal(await page.isVisible("#confirm-box"), false, "the first move of two passes nothing");
  assert.equal(await page.locator("#board .die.used").count(), 1, "the used die is dimmed");
  const moved = await hash(page);
  assert.notEqual(moved, start);
  assert.equal((await lines(page)).at(-1), `${before.at(-1)}: ${from}/${to}`);
  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await hash(page), start, "the move is taken back");
  assert.deepEqual(await lines(page), before);

  // Again, then the move that ends the turn: by drag, which asks for confirmation first.
  await page.click(point(from));
  await page.click(point(to));
  const second = await page.locator("#board .movable").first().getAttribute("data-point");
  await page.click(point(second));
  const dest = await page.locator("#board .target").first().getAttribute("data-point");
  await page.click(point(second)); // put it down again
  const countBefore = Number(await page.getAttribute(point(dest), "data-count"));
  await page.dragAndDrop(point(second), point(dest));
  await page.waitForSelector("#confirm-box:not([hidden])");
  assert.equal(await page.textContent("#status-line"), "Confirm your move, or take it back.");
  assert.equal(await hash(page), moved, "nothing is played before the confirmation");
  assert.equal(Number(await page.getAttribute(point(dest), "data-count")), countBefore + 1, "the board shows the move waiting");
  assert.equal(await page.locator("#board .die.used").count(), 2);
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-confirm.png` });
  await page.click("#cancel");
  assert.equal(await page.isVisible("#confirm-box"), false);
  assert.equal(Number(await page.getAttribute(point(dest), "data-count")), countBefore);
  assert.equal(await page.getAttribute("body", "data-waiting"), "you");
  await page.click(point(second));
  await page.click(point(dest));
  await page.click("#confirm");
  await waitForUs(page);
  const after = await lines(page);
  assert.equal(after[before.length - 1], `${before.at(-1)}: ${from}/${to} ${second}/${dest}`);
  assert.match(after[before.length], /^Black \d-\d: \S+/, "the bot played its turn");
  assert.match(after.at(-1), /^White \d-\d$/);
  // Your new roll came with the bot's last move: nothing of this turn to take back yet.
  assert.equal(await page.isDisabled("#take-back"), true, "the roll cannot be taken back");
  const resumed = await hash(page);

  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await hash(page), resumed, "the same game resumed");
  assert.match(await page.textContent("#notice"), /resumed/);
  assert.deepEqual(await lines(page), after);

  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  assert.match(await page.textContent("#end-detail"), /^The bot wins\. 1 point\./);
  assert.equal((await lines(page)).at(-1), "White resigns");
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a roll with no possible move passes by itself, and the page says so", async () => {
  // White's roll passed at once, right after Black's move: the bot (Black) is to play.
  const save = findSave("nomove", (game, events) =>
    events.some((e, i) => e.type === "DiceRolled" && e.player === "white" && events[i + 1]?.type === "TurnPassed"));
  const passed = BackgammonGame.load(save).events().map((e) => e.event)
    .findLast((e, i, all) => e.type === "DiceRolled" && e.player === "white" && all[i + 1]?.type === "TurnPassed");
  const roll = `${Math.max(...passed.dice)}-${Math.min(...passed.dice)}`;
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  assert.ok((await lines(page)).includes(`White ${roll}: no move possible`));
  if ((await page.getAttribute("body", "data-status")) === "ACTIVE") {
    assert.match(await page.textContent("#status-line"), new RegExp(`^No move possible for you with ${roll}: your turn passed\\.`));
  }
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-no-move.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
