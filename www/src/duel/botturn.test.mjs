// The bot's turn at the page's own pace (no ?speed=), in Debian's Chromium: its land play, its
// spell and its attack each show in the status line, long enough to read, and in the event log,
// in the order they happen, and the attack shows before your life total drops. The game starts
// from a scenario made in Node and written into the page's save (as in stops.test.mjs): the
// bot's turn 4 at its upkeep, a Mountain and Hill Ogre (haste) in its hand, two Mountains and a
// Raging Goblin in play; you hold nothing, so the page passes for you until your own turn.
// Everything the page shows is recorded by a MutationObserver as it changes. Expects `vite build`.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, serve, stop } from "../../../tests/e2e/browser.mjs";

let browser;
let server;
let pkg;

before(async () => {
  browser = await launch();
  server = await serve(4195);
  pkg = await engine();
});

after(async () => {
  await stop(server);
  await browser?.close();
});

const card = (id, name, more = {}) => ({ id, card: name, ...more });

function botTurnSave() {
  const game = new pkg.DuelGame({
    players: ["you", "bot"],
    seed: "bot-turn",
    combatDamage: "ask",
    scenario: {
      activePlayer: "bot",
      step: "UPKEEP",
      turn: 4,
      players: {
        you: { life: 7, hand: [], battlefield: [card("f1", "forest")], library: Array.from({ length: 20 }, (_, i) => card(`l${i}`, "forest")) },
        bot: {
          hand: [card("k1", "mountain"), card("k2", "hill-ogre")],
          battlefield: [card("r1", "mountain"), card("r2", "mountain"), card("g1", "raging-goblin")],
          library: Array.from({ length: 20 }, (_, i) => card(`d${i}`, "mountain")),
        },
      },
    },
  });
  const save = game.save();
  game.free();
  return save;
}

test("the bot's land, spell and attack show one after another, readable, the attack before the damage", { timeout: 60000 }, async () => {
  const stored = { settings: { seat: 0, level: "normal", options: { deck: "red-green-aggro", botDeck: "blue-tide" } }, save: botTurnSave(), status: "ACTIVE", progress: "" };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(([k, v]) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem(k, v);
      sessionStorage.setItem("seeded", "1");
    }
    // What the page shows, each change with its time: the status line, each new log line, your life.
    window.seen = [];
    const last = {};
    const note = (kind, text) => {
      if (last[kind] === text) return;
      last[kind] = text;
      window.seen.push({ kind, text, at: performance.now() });
    };
    document.addEventListener("DOMContentLoaded", () => {
      let logged = 0;
      new MutationObserver(() => {
        note("status", document.getElementById("status-line")?.textContent ?? "");
        const lines = [...document.querySelectorAll("#log-list li")];
        for (; logged < lines.length; logged++) window.seen.push({ kind: "log", text: lines[logged].textContent, at: performance.now() });
        const life = document.querySelector('[data-life="you"]');
        if (life) note("life", life.firstChild?.textContent ?? "");
      }).observe(document.body, { childList: true, characterData: true, subtree: true });
    });
  }, ["arbiter.duel.v1", JSON.stringify(stored)]);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const started = Date.now();
  // BOTTURN_QUERY="&speed=0" shows the test fail without the page's pace.
  await page.goto(`http://127.0.0.1:4195/play.html?game=duel${process.env.BOTTURN_QUERY ?? ""}`);
  await page.waitForSelector("body[data-waiting=you]", { timeout: 40000 });
  const took = Date.now() - started;
  await page.screenshot({ path: `${ARTIFACTS}/duel-botturn.png` });
  assert.equal(await page.textContent("#turn"), "5", "your turn 5 follows the bot's turn 4");
  const seen = await page.evaluate(() => window.seen);
  const statuses = seen.filter((s) => s.kind === "status");
  const log = seen.filter((s) => s.kind === "log" && s.text.startsWith("[4]")).map((s) => s.text);
  const said = (pattern) => statuses.findIndex((s) => pattern.test(s.text));
  const order = [/^The bot played Mountain\./, /^The bot cast Hill Ogre\./, /attacks( \(×\d+\))?\./];
  const at = order.map(said);
  console.log(`log: ${log.join(" / ")}`);
  console.log(`bot turn shown in ${took} ms; statuses: ${statuses.map((s) => JSON.stringify(s.text)).join(", ")}`);
  assert.ok(at.every((i) => i >= 0), `the land, the spell and the attack are each said (${at})`);
  assert.deepEqual([...at].sort((a, b) => a - b), at, "in the order they happen");
  for (const s of statuses) assert.doesNotMatch(s.text, /^[a-z]|\. [a-z]/, "the status line's sentences start with a capital");
  // Readable: each stays at least half a second (the page's pace is about a second an action).
  for (const i of at) {
    const shown = (statuses[i + 1]?.at ?? Infinity) - statuses[i].at;
    assert.ok(shown >= 500, `"${statuses[i].text}" shows ${Math.round(shown)} ms`);
  }
  const logged = (pattern) => log.findIndex((t) => pattern.test(t.replace(/^\[4\] /, "")));
  const logAt = order.map(logged);
  assert.ok(logAt.every((i) => i >= 0), `the log tells each (${logAt})`);
  assert.deepEqual([...logAt].sort((a, b) => a - b), logAt, "the log in the same order");
  // The attack is shown before the damage lands: your life drops only after it was said.
  const attackSaid = statuses[at[2]].at;
  const lifeDrop = seen.find((s) => s.kind === "life" && Number(s.text) < 7);
  assert.ok(lifeDrop, "the attack dealt damage");
  assert.ok(lifeDrop.at > attackSaid + 400, "your life drops after the attack was shown");
  assert.equal(await page.textContent('[data-life="you"]'), lifeDrop.text);
  assert.ok(took < 30000, `the bot's turn takes seconds (${took} ms)`);
  assert.deepEqual(errors, []);
  await context.close();
});
