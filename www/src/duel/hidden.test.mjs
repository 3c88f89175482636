// The duel page shows nothing the human may not see (issue 23, section 1): one seeded duel played
// in Chromium at ?speed=0, and after every step of yours the page's DOM (every text node and
// attribute value) is checked against the referee's state, taken test-side from the page's own
// localStorage save loaded with the package in Node (exportState):
// - no instance id the human may not see: those of the bot's hand and of both libraries (a card
//   moving into a library or hand gets a new id, so an id once seen elsewhere is not among them);
// - card faces exactly as the human's view holds them: per card, as many faces as instances in
//   your hand and on the battlefield, and as many card backs as the bot holds cards;
// - no card name that neither any view of yours so far nor your events revealed (the setup form's
//   deck descriptions, public, are left out of this count).
// The test asserts the game reached its end, that it saw many steps and hidden cards whose names
// you never saw, so that it cannot pass with nothing to find. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { engine, launch, openPage, serve, stop } from "../../../tests/e2e/browser.mjs";

let browser;
let server;
let pkg;

before(async () => {
  browser = await launch();
  server = await serve(4194);
  pkg = await engine();
});

after(async () => {
  await stop(server);
  await browser?.close();
});

/** Every text node's text and every attribute value in the page, but for the setup form's. */
function domStrings() {
  const out = { all: [], named: [] };
  const walk = (node, named) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.all.push(node.textContent);
      if (named) out.named.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const inForm = named && node.id !== "setup";
    for (const a of node.attributes) {
      out.all.push(a.value);
      if (inForm) out.named.push(a.value);
    }
    for (const child of node.childNodes) walk(child, inForm);
  };
  walk(document.documentElement, true);
  return { ...out, faces: [...document.querySelectorAll(".card[data-card]")].map((n) => n.dataset.card), backs: document.querySelectorAll(".card.back").length };
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("one seeded duel never puts a hidden card's id or name in the page's DOM", { timeout: 120000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await openPage(context, "http://127.0.0.1:4194/play.html?game=duel&speed=0&seed=hidden-dom");
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=deck][value="red-green-aggro"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  const known = new Set(); // card definitions the human has been shown
  let steps = 0;
  let hiddenSeen = 0;
  let unknownInBotHand = 0;
  for (; steps < 400; steps++) {
    await page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]", { timeout: 60000 });
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem("arbiter.duel.v1")));
    const game = pkg.DuelGame.load(stored.save);
    const referee = game.exportState().state;
    const view = game.view("you").state;
    for (const object of Object.values(view.cards)) known.add(object.card);
    const defs = new Set(referee.catalogue.map((c) => c.id));
    for (const { event } of game.events(0, "you")) if (defs.has(event.card)) known.add(event.card); // SpellCast's and abilities' card
    const bot = referee.players.indexOf("bot");
    const hiddenIds = [...referee.seats[bot].hand, ...referee.seats.flatMap((s) => s.library)];
    game.free();
    hiddenSeen += hiddenIds.length;
    const nameOf = (def) => referee.catalogue.find((c) => c.id === def)?.name;
    const unknown = new Set(hiddenIds.map((id) => referee.cards[id].card).filter((def) => !known.has(def)).map(nameOf));
    if (referee.seats[bot].hand.some((id) => !known.has(referee.cards[id].card))) unknownInBotHand++;

    const dom = await page.evaluate(domStrings);
    const tokens = new Set(dom.all.join(" ").split(/[^0-9a-z]+/i));
    const leaked = hiddenIds.filter((id) => tokens.has(id));
    assert.deepEqual(leaked, [], `step ${steps}: hidden ids in the DOM`);
    const text = dom.named.join("\n");
    for (const name of unknown) assert.doesNotMatch(text, new RegExp(`\\b${escape(name)}\\b`), `step ${steps}: ${name}, never shown to you, is in the DOM`);
    const faces = {};
    for (const def of dom.faces) faces[def] = (faces[def] ?? 0) + 1;
    const visible = {};
    const mine = view.seats[view.players.indexOf("you")].hand.map((id) => view.cards[id].card);
    for (const def of [...mine, ...view.battlefield.map((p) => p.card)]) visible[def] = (visible[def] ?? 0) + 1;
    assert.deepEqual(faces, visible, `step ${steps}: the card faces are your view's`);
    assert.equal(dom.backs, view.hidden[bot].hand, `step ${steps}: one card back per card in the bot's hand`);

    if ((await page.getAttribute("body", "data-status")) === "FINISHED") break;
    const hash = await page.getAttribute("body", "data-hash");
    await play(page, steps);
    await page.waitForFunction((h) => document.body.dataset.hash !== h || document.body.dataset.status === "FINISHED" || !!document.querySelector(".target, #prompt p"), hash);
  }
  console.log(`steps checked: ${steps}, hidden ids checked: ${hiddenSeen}, steps with unseen cards in the bot's hand: ${unknownInBotHand}`);
  assert.equal(await page.getAttribute("body", "data-status"), "FINISHED", "the game was played to its end");
  assert.ok(steps >= 20, `many steps were checked: ${steps}`);
  assert.ok(unknownInBotHand >= 10, "the bot held cards you never saw");
  assert.deepEqual(errors, []);
  await context.close();
});

/** One decision: keep the opening hand, attack with everything, no blocks, default damage, discard the first cards,
 * a target if asked, a card from your hand on every third step; otherwise pass. */
async function play(page, step) {
  const prompt = page.locator("#prompt button");
  const labels = await prompt.allTextContents();
  const keep = page.locator("#actions button", { hasText: "Keep this hand" });
  if (await keep.count() > 0) return keep.click();
  if (labels.some((l) => l.startsWith("Attack with everything"))) return prompt.filter({ hasText: "Attack with everything" }).click();
  if (labels.includes("Declare blockers")) return prompt.filter({ hasText: "Declare blockers" }).click();
  if (labels.includes("Assign")) return prompt.filter({ hasText: "Assign" }).click();
  if (labels.some((l) => l.startsWith("Discard"))) {
    const hand = page.locator("#you .hand .card.playable");
    while (await page.locator("#prompt button.declare:disabled").count() > 0) await hand.nth(await page.locator("#you .hand .card.picked").count()).click();
    return page.locator("#prompt button.declare").click();
  }
  const target = page.locator(".target");
  if (await target.count() > 0) return target.first().click();
  if (labels.at(-1) === "Cancel") return prompt.last().click();
  const playable = page.locator("#you .card.playable");
  if (step % 3 === 0 && await playable.count() > 0) return playable.first().click();
  return page.locator("button.pass").first().click();
}
