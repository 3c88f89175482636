// The deck-building page's turn, as Dominion players expect it (issue 23): the log the same after
// a reload, the trash, the bots' last turns in a line each, treasures played for you (and the
// switch, saved), Undo within your turn only, your seat, keyboard play, and the Curse pile and
// Witch. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, newGame, openPage, seededPage, serve, stop } from "../../../tests/e2e/browser.mjs";
import { decide, play, startGame, supplyCounts, waitForUs } from "./playing.mjs";

const PORT = 4197;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=deckbuilding&speed=0`;

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
const logLines = (page) => page.locator("#log-list li").allTextContents();
const recapLines = (page) => page.locator("#recap-list li").allTextContents();
const inPlay = (page) => page.locator("#in-play .card").count();
const focused = (page) => page.evaluate(() => {
  const node = document.activeElement;
  return node === document.body || !node ? "body" : node.id || node.dataset.pile || node.dataset.card || node.tagName;
});

test("the log, the trash and the bots' last turns come back the same after a reload", { timeout: 180_000 }, async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=log-reload`);
  await startGame(page, { bots: 2 });
  // A few rounds: actions played, choices made, cards trashed by Remodel.
  await play(page, async () => Number(await page.textContent("#round")) >= 6 && await page.locator("#phases li.current").getAttribute("data-phase") === "ACTION");
  const lines = await logLines(page);
  assert.ok(lines.length > 60, `a long log: ${lines.length} lines`);
  assert.ok(lines.some((l) => / played /.test(l)) && lines.some((l) => /^Bot 2 bought /.test(l)));
  // The bots' last turns: a line each, from the log's own round.
  const round = Number(await page.textContent("#round"));
  const recaps = await recapLines(page);
  assert.equal(recaps.length, 2);
  for (const [i, recap] of recaps.entries()) {
    assert.match(recap, new RegExp(`^Bot ${i + 1}: played [^;]+; bought [^;]+`));
    assert.equal(await page.locator("#recap-list li").nth(i).getAttribute("data-round"), String(round - 1));
    const turn = lines.slice(lines.lastIndexOf(`Round ${round - 1}: Bot ${i + 1}'s turn`));
    const bought = turn.slice(0, turn.findIndex((l, j) => j > 0 && /^Round /.test(l))).find((l) => l.startsWith(`Bot ${i + 1} bought `));
    if (bought) assert.ok(recap.includes(`bought ${/bought (?:an? )?(.+) for/.exec(bought)[1]}`), `${recap} / ${bought}`);
    else assert.match(recap, /bought nothing/);
  }
  const trash = { count: await page.getAttribute("#trash", "data-count"), text: await page.textContent("#trash") };
  assert.match(trash.text, /^Trash \(\d+\): /);
  const hash = await page.getAttribute("body", "data-hash");
  await page.reload();
  await page.waitForSelector("body[data-waiting=you]");
  assert.equal(await page.getAttribute("body", "data-hash"), hash);
  assert.deepEqual(await logLines(page), lines);
  assert.deepEqual(await recapLines(page), recaps);
  assert.deepEqual({ count: await page.getAttribute("#trash", "data-count"), text: await page.textContent("#trash") }, trash);
  assert.deepEqual(errors, []);
  await context.close();
});

test("treasures are played as the buy phase starts; Undo takes back your own actions only; the switch is saved", { timeout: 120_000 }, async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=undo`);
  await startGame(page);
  await waitForUs(page);
  assert.equal(await page.textContent("#take-back"), "Undo");
  // Round 1, no action card: the buy phase, its treasures already played.
  assert.equal(await page.locator("#phases li.current").getAttribute("data-phase"), "BUY");
  const played = await inPlay(page);
  assert.ok(played >= 2, `treasures played: ${played}`);
  assert.equal(await page.isVisible("#play-treasures"), false);
  assert.equal(Number(await page.textContent("#coins")), played);
  await page.screenshot({ path: `${ARTIFACTS}/deckbuilding-autoplay.png`, fullPage: true });
  // Undo: the treasures come back to the hand, and are not played again for you.
  assert.equal(await page.isDisabled("#take-back"), false);
  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await inPlay(page), 0);
  assert.equal(await page.textContent("#coins"), "0");
  assert.equal(await page.isVisible("#play-treasures"), true);
  // One treasure by hand, then undone; then all of them, and a Silver bought (the last buy ends
  // the turn: its cleanup draws, so it cannot be undone).
  await page.locator("#hand .card.playable[data-card=copper]").first().click();
  await waitForUs(page);
  assert.equal(await inPlay(page), 1);
  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await inPlay(page), 0);
  await page.click("#play-treasures");
  await waitForUs(page);
  assert.equal(await inPlay(page), played);
  await page.click('#supply .pile.buyable[data-pile="silver"]');
  await waitForUs(page);
  assert.ok((await logLines(page)).includes("You bought Silver for 3."));
  // Your next turn: its treasures played for you can be undone, but not what came before (the
  // bot's turn, and your cleanup that drew).
  assert.equal(await page.textContent("#round"), "2");
  const hash = await page.getAttribute("body", "data-hash");
  if (await inPlay(page) > 0) {
    await page.click("#take-back");
    await page.waitForFunction((h) => document.body.dataset.hash !== h && document.body.dataset.waiting === "you", hash);
  }
  assert.equal(await inPlay(page), 0);
  assert.equal(await page.isDisabled("#take-back"), true);
  // The switch off: saved with the game's settings, and the button stays.
  await page.uncheck("#autoplay");
  await page.reload();
  await page.waitForSelector("body[data-waiting=you]");
  assert.equal(await page.isChecked("#autoplay"), false);
  await play(page, async () => await page.locator("#phases li.current").getAttribute("data-phase") === "BUY");
  assert.equal(await page.isVisible("#play-treasures"), true);
  assert.equal(await inPlay(page) === 0 || await page.locator("#in-play .card[data-kind=treasure]").count() === 0, true);
  // On again: the treasures are played at once.
  await page.check("#autoplay");
  await page.waitForSelector("#play-treasures", { state: "hidden" });
  assert.ok(await page.locator("#in-play .card[data-kind=treasure]").count() > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("your seat: last among three players, or at random", { timeout: 120_000 }, async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=seat`);
  await startGame(page, { bots: 2, side: "last" });
  await waitForUs(page);
  const order = () => page.locator("#players .player").evaluateAll((ps) => ps.map((p) => p.dataset.player));
  assert.deepEqual(await order(), ["bot-1", "bot-2", "you"]);
  const rounds = (await logLines(page)).filter((l) => /^Round /.test(l));
  assert.deepEqual(rounds, ["Round 1: Bot 1's turn", "Round 1: Bot 2's turn", "Round 1: your turn"]);
  assert.equal((await recapLines(page)).length, 2);
  // At random: some seat of the four.
  await newGame(page);
  await startGame(page, { bots: 3, side: "random" });
  await waitForUs(page);
  const seats = await order();
  assert.equal(seats.length, 4);
  assert.deepEqual(seats.filter((p) => p !== "you"), ["bot-1", "bot-2", "bot-3"]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("keyboard play: digits play the hand's cards, B and Enter buy, U undoes, E ends the phase; the focus stays on the board", { timeout: 120_000 }, async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=keys`);
  await startGame(page, { autoplay: "off" });
  await waitForUs(page);
  assert.equal(await page.locator("#phases li.current").getAttribute("data-phase"), "BUY");
  // Typing in a field: no key acts.
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.id = "typing";
    document.getElementById("turn-panel").append(input);
  });
  await page.focus("#typing");
  await page.keyboard.press("1");
  await page.keyboard.press("e");
  assert.equal(await inPlay(page), 0);
  assert.equal(await page.locator("#phases li.current").getAttribute("data-phase"), "BUY");
  await page.evaluate(() => document.getElementById("typing").remove());
  // 1: the first card shown (a treasure: the hand has no action card); the focus stays on a card.
  const first = await page.locator("#hand .card").first().getAttribute("data-id");
  await page.keyboard.press("1");
  await waitForUs(page);
  assert.deepEqual(await page.locator("#in-play .card").evaluateAll((cs) => cs.map((c) => c.dataset.id)), [first]);
  assert.notEqual(await focused(page), "body");
  await page.keyboard.press("t");
  await waitForUs(page);
  const coins = Number(await page.textContent("#coins"));
  assert.ok(coins >= 2);
  // B: the focus on a pile you can buy, B again the next; Enter buys it.
  await page.keyboard.press("b");
  const pile = await focused(page);
  assert.ok(await page.locator(`#supply .pile.buyable[data-pile="${pile}"]`).count() === 1, `focused ${pile}`);
  await page.keyboard.press("b");
  const next = await focused(page);
  assert.notEqual(next, pile);
  const before = (await supplyCounts(page))[next];
  await page.keyboard.press("Enter");
  await waitForUs(page);
  assert.equal((await supplyCounts(page))[next], before - 1);
  assert.equal(await page.textContent("#round"), "2", "the buy ended the turn");
  assert.notEqual(await focused(page), "body");
  // Round 2: U undoes the card played with a digit; E ends the phase.
  if (await page.locator("#phases li.current").getAttribute("data-phase") === "ACTION") await page.keyboard.press("e");
  await waitForUs(page);
  assert.equal(await page.locator("#phases li.current").getAttribute("data-phase"), "BUY");
  const treasures = await page.locator("#hand .card[data-kind=treasure]").count();
  assert.ok(treasures > 0);
  await page.keyboard.press(String(await page.locator("#hand .card").count() - (await page.locator("#hand .card[data-kind=victory]").count())));
  await waitForUs(page);
  assert.equal(await inPlay(page), 1);
  await page.keyboard.press("u");
  await waitForUs(page);
  assert.equal(await inPlay(page), 0);
  assert.equal(await page.locator("#hand .card[data-kind=treasure]").count(), treasures);
  assert.notEqual(await focused(page), "body");
  await page.keyboard.press("e");
  await waitForUs(page);
  assert.equal(await page.textContent("#round"), "3");
  assert.notEqual(await focused(page), "body");
  assert.deepEqual(errors, []);
  await context.close();
});

/** A two-player game with Witch in the kingdom, played in Node until the bot's Witch gave "you" a
 * curse and it is your turn: the save the page resumes. */
async function cursedSave() {
  const pkg = await engine();
  const kingdom = ["cellar", "moat", "village", "workshop", "smithy", "remodel", "militia", "market", "laboratory", "witch"];
  const game = new pkg.DeckBuildingGame({ players: ["you", "bot-1"], seed: "curse", kingdom });
  const cursed = () => game.view("you").state.cards.some((c) => c.card === "curse" && c.owner === 0);
  for (let i = 0; i < 3000 && game.currentPlayer !== null; i++) {
    const player = game.currentPlayer;
    if (player === "you" && cursed() && !game.view("you").state.choice) break;
    const legal = game.legalActions(player);
    const pick = (t, f = () => true) => legal.find((a) => a.type === t && f(a));
    const action = pick("PLAY", (a) => game.view(player).state.cards[a.card].card === "witch") ?? pick("PLAY_ALL_TREASURES")
      ?? pick("BUY", (a) => a.pile === "witch" && player === "bot-1") ?? pick("BUY", (a) => a.pile === "silver") ?? legal.at(-1);
    game.submit(player, action);
  }
  assert.ok(cursed(), "the bot's Witch gave you a curse");
  const save = game.save();
  game.free();
  return save;
}

test("the Curse pile and Witch: shown in their colours, a curse gained told in the log and owned", { timeout: 60_000 }, async () => {
  const save = await cursedSave();
  const stored = JSON.stringify({ settings: { seat: 0, level: "easy", options: { bots: "1" } }, save, status: "ACTIVE", progress: "" });
  const { context, page, errors } = await seededPage(browser, `${URL_BASE}&seed=curse`, "arbiter.deckbuilding.v1", stored, { width: 1280, height: 1000 });
  await waitForUs(page);
  const curse = page.locator('#base-piles .pile[data-pile="curse"]');
  assert.equal(await curse.getAttribute("data-kind"), "curse");
  assert.equal(await page.locator('#kingdom-piles .pile[data-pile="witch"]').getAttribute("data-kind"), "attack");
  assert.match(await curse.textContent(), /^Curse0Curse/);
  // The seven base piles on one row.
  const tops = await page.locator("#base-piles .pile").evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().top));
  assert.equal(tops.length, 7);
  assert.equal(new Set(tops).size, 1);
  assert.ok(Number(await curse.getAttribute("data-count")) < 10);
  assert.match(await page.textContent('#players [data-player="you"] .owned'), /\b\d+ Curses?\b/);
  const log = await logLines(page);
  assert.ok(log.some((l) => /^Bot 1 played Witch/.test(l)), "the Witch is told");
  assert.ok(log.includes("You gained Curse."), "the curse is told");
  await page.screenshot({ path: `${ARTIFACTS}/deckbuilding-curse.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
