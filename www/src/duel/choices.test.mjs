// The duel page's choices, in Debian's Chromium: each distinct choice offered once and said as a
// player says it, the controller named in every target; the decks offered for both players.
// Games start from scenarios made in Node and written into the page's save (as in
// stops.test.mjs). Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, openPage, seededPage, serve, stop } from "../../../tests/e2e/browser.mjs";

let browser;
let server;
let pkg;

before(async () => {
  browser = await launch();
  server = await serve(4196);
  pkg = await engine();
});

after(async () => {
  await stop(server);
  await browser?.close();
});

const card = (id, name, more = {}) => ({ id, card: name, ...more });
const library = (prefix, name) => Array.from({ length: 10 }, (_, i) => card(`${prefix}${i}`, name));

async function open(game) {
  const stored = { settings: { seat: 0, level: "easy", options: { deck: "red-green-aggro", botDeck: "blue-tide" } }, save: game.save(), status: "ACTIVE", progress: "" };
  game.free();
  const opened = await seededPage(browser, "http://127.0.0.1:4196/play.html?game=duel&speed=0", "arbiter.duel.v1", JSON.stringify(stored), { width: 1280, height: 800 });
  await opened.page.waitForSelector("body[data-waiting=you]", { timeout: 60000 });
  return opened;
}

const labels = (page) => page.locator("#prompt button").allTextContents();

test("a card's actions are offered once each, as a player says them, the controller in every target", async () => {
  const { context, page, errors } = await open(new pkg.DuelGame({
    players: ["you", "bot"], seed: "choices", combatDamage: "ask",
    scenario: {
      activePlayer: "you", step: "MAIN1", turn: 3,
      players: {
        you: {
          hand: [card("h1", "island"), card("h2", "island"), card("h3", "island"), card("h4", "spark")],
          battlefield: [card("s1", "sage-of-the-shallows"), card("g1", "fanatic-goblin"), card("m1", "mountain")],
          library: library("l", "island"),
        },
        bot: { battlefield: [card("w1", "wind-drake"), card("w2", "wind-drake"), card("i1", "island")], library: library("k", "island") },
      },
    },
  }));
  // Sage: one payment per card in hand, three of them Islands: two choices.
  await page.click('#you .card.playable[data-card="sage-of-the-shallows"]');
  assert.deepEqual(await labels(page), ["Tap Sage of the Shallows, Discard Island: draw a card", "Tap Sage of the Shallows, Discard Spark: draw a card", "Cancel"]);
  await page.click('#prompt button:text("Cancel")');
  // Fanatic Goblin: one ability, a target to click, said with its controller.
  await page.click('#you .card.playable[data-card="fanatic-goblin"]');
  assert.match(await page.textContent("#prompt"), /Choose a target for Fanatic Goblin's ability/);
  assert.equal(await page.locator('#them .card.target[data-card="wind-drake"]').count(), 2);
  await page.click('#them .card.target[data-id="w2"]');
  await page.waitForFunction(() => /You activated Fanatic Goblin targeting the bot's Wind Drake\./.test(document.getElementById("log-list").textContent));
  assert.deepEqual(errors, []);
  await context.close();
});

test("blocks: attackers and blockers of the same name are numbered, each choice once", async () => {
  const game = new pkg.DuelGame({
    players: ["you", "bot"], seed: "blocks", combatDamage: "ask",
    scenario: {
      activePlayer: "bot", step: "DECLARE_ATTACKERS", turn: 4,
      players: {
        you: { life: 20, battlefield: [card("b1", "grizzly-bears"), card("b2", "grizzly-bears")], library: library("l", "forest") },
        bot: { battlefield: [card("a1", "raging-goblin"), card("a2", "raging-goblin")], library: library("k", "mountain") },
      },
    },
  });
  game.submit("bot", { type: "DECLARE_ATTACKERS", attackers: ["a1", "a2"] });
  for (let i = 0; i < 10 && game.decision("you")?.type !== "DECLARE_BLOCKERS"; i++) game.submit(game.currentPlayer, { type: "PASS_PRIORITY" });
  assert.equal(game.decision("you")?.type, "DECLARE_BLOCKERS");
  const { context, page, errors } = await open(game);
  assert.deepEqual(await page.locator("#prompt label.block").evaluateAll((ls) => ls.map((l) => l.firstChild.textContent.trim())),
    ["Your Grizzly Bears #1", "Your Grizzly Bears #2"]);
  assert.deepEqual(await page.locator("#you .card .badge").allTextContents(), ["#1", "#2"], "your blockers numbered as the prompt says");
  const options = await page.locator('#prompt select[data-blocker="b1"] option').allTextContents();
  assert.deepEqual(options, ["no block", "blocks the bot's Raging Goblin #1", "blocks the bot's Raging Goblin #2"]);
  assert.deepEqual(await page.locator("#combat .badge").allTextContents(), ["#1", "#2"]);
  await page.screenshot({ path: `${ARTIFACTS}/duel-blocks.png` });
  await page.selectOption('#prompt select[data-blocker="b1"]', "a1");
  await page.selectOption('#prompt select[data-blocker="b2"]', "a2");
  await page.click('#prompt button:text("Declare blockers")');
  await page.waitForFunction(() => (document.getElementById("log-list").textContent.match(/Your Grizzly Bears blocks the bot's Raging Goblin\./g) ?? []).length === 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the setup offers each ready deck for you and for the bot; a mirror match starts", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await openPage(context, "http://127.0.0.1:4196/play.html?game=duel&speed=0&seed=decks");
  await page.waitForSelector("#setup:not([hidden])");
  const ids = pkg.listDecks().map((d) => d.id).sort();
  for (const name of ["deck", "botDeck"]) {
    const values = await page.locator(`input[name=${name}]`).evaluateAll((is) => is.map((i) => i.value));
    assert.deepEqual([...values].sort(), ids, `${name}: every ready deck`);
  }
  assert.ok(await page.isChecked('input[name=deck][value="red-green-aggro"]'));
  assert.ok(await page.isChecked('input[name=botDeck][value="blue-tide"]'));
  await page.check('input[name=deck][value="white-black-life"]');
  await page.check('input[name=botDeck][value="white-black-life"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await page.waitForSelector("body[data-waiting=you]", { timeout: 60000 });
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem("arbiter.duel.v1")));
  assert.deepEqual(stored.save.config.decks, { you: "white-black-life", bot: "white-black-life" });
  assert.deepEqual(errors, []);
  await context.close();
});
