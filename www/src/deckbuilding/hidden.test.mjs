// What the deck-building page may show (issue 23, section 1): one seeded three-player game played
// on the page at ?speed=0 to its end, and after every decision of yours the page's DOM checked
// against the referee's state, rebuilt in Node from the saved game (localStorage):
//   (a) no attribute carrying an instance id names a card you may not see (the other players'
//       hands, decks and discard piles under the top card, your own deck);
//   (b) no card name shows more often than your view (`view("you")`) and your events
//       (`events(0, "you")`) account for: card faces (supply, your hand, your cards in play), what
//       each player owns, the trash, the log and the bots' last turns (one per event that names
//       a card), the choice you are asked, and the end rule.
// Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { engine, launch, openPage, serve, stop } from "../../../tests/e2e/browser.mjs";
import { decide, startGame, waitForUs } from "./playing.mjs";

const PORT = 4198;
const KEY = "arbiter.deckbuilding.v1";
const ME = "you";

let browser;
let server;
let pkg;

before(async () => {
  pkg = await engine();
  browser = await launch();
  server = await serve(PORT);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

/** The page's plural (cards.ts). */
function plural(name) {
  if (name.endsWith("s")) return name;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(ch|sh|x)$/i.test(name)) return `${name}es`;
  return `${name}s`;
}

/** How often each card's name (or its plural) occurs in `text`, as a whole word. */
function countNames(defs, text) {
  const counts = {};
  for (const d of defs) {
    const re = new RegExp(`(?<![A-Za-z])(?:${plural(d.name)}|${d.name})(?![A-Za-z])`, "g");
    counts[d.id] = (text.match(re) ?? []).length;
  }
  return counts;
}

/** What the page shows, read in the browser: every attribute carrying instance ids, and the text
 * of the page but for the setup screen and the how-to-play panel (the same for every game). */
const readDom = (page) => page.evaluate(() => {
  const ids = [];
  for (const node of document.querySelectorAll("*")) {
    for (const a of node.attributes) if (/^data-(.*-)?ids?$/.test(a.name) || /-ids?$/.test(a.name)) ids.push(a.value);
  }
  const body = document.body.cloneNode(true);
  for (const sel of ["#setup", "#guide"]) body.querySelector(sel)?.remove();
  return { ids, text: body.textContent };
});

/** The instance ids you may not see, from the referee's state. */
function hiddenIds(state, me) {
  const ids = [];
  state.seats.forEach((seat, i) => {
    ids.push(...seat.deck);
    if (i !== me) ids.push(...seat.hand, ...seat.discard.slice(0, -1));
  });
  return ids;
}

/** How often your view and events let the page name each card. */
function allowance(defs, view, events) {
  const allow = Object.fromEntries(defs.map((d) => [d.id, 0]));
  const byId = new Map(defs.map((d) => [d.id, d]));
  const add = (counts, times = 1) => { for (const [k, n] of Object.entries(counts)) allow[k] += n * times; };
  const face = (card) => {
    const d = byId.get(card);
    return `${d.name} ${d.types.join(" ")} ${d.text}`;
  };
  const me = view.players.indexOf(ME);
  // Card faces: each supply pile, your hand, the cards in play (yours: it is your turn).
  for (const pile of view.supply) add(countNames(defs, face(pile.card)));
  for (const id of [...view.seats[me].hand, ...view.seats[view.active].inPlay]) add(countNames(defs, face(view.cards[id].card)));
  // What each player owns: a kind once per player; the trash: a kind once.
  const trashed = new Set(view.trash);
  view.players.forEach((_, seat) => {
    for (const card of new Set(view.cards.filter((c, id) => c.owner === seat && !trashed.has(id)).map((c) => c.card))) allow[card] += 1;
  });
  for (const card of new Set(view.trash.map((id) => view.cards[id].card))) allow[card] += 1;
  // The log: a line names each kind of its cards once, and like events in a row (draws,
  // discards, trashes, treasures played) share a line.
  const named = (e) => (e.type === "BuyCard" || e.type === "GainCard" ? e.pile : typeof e.card === "number" ? view.cards[e.card].card : null);
  const silent = new Set(["CoinsAdded", "ActionsAdded", "BuysAdded", "ChoiceStarted", "ChoiceMade", "ScoresComputed"]);
  let run = null;
  let bought = -2;
  for (const { seq, event: e } of events) {
    if (silent.has(e.type)) continue;
    if (e.type === "BuyCard") bought = seq;
    if (e.type === "GainCard" && seq === bought + 1) continue; // told with the buy
    const card = named(e);
    const treasure = e.type === "PlayCard" && byId.get(card).types.includes("TREASURE");
    const key = ["DrawCard", "DiscardCard", "TrashCard"].includes(e.type) || treasure ? `${e.type}:${e.player}` : null;
    if (key === null || run?.key !== key) run = key === null ? null : { key, cards: new Set() };
    if (!card || run?.cards.has(card)) continue;
    run?.cards.add(card);
    allow[card] += 1;
  }
  // The bots' last turns: each kind once per part (played, bought, gained, trashed).
  for (const player of view.players.filter((p) => p !== ME)) {
    const start = events.findLastIndex(({ event: e }) => e.type === "TurnStarted" && e.player === player);
    if (start < 0) continue;
    const parts = new Set();
    let buy = -2;
    for (const { seq, event: e } of events.slice(start + 1)) {
      if (e.type === "TurnStarted") break;
      if (e.type === "BuyCard") buy = seq;
      if (e.type === "GainCard" && seq === buy + 1) continue;
      if (e.player === player && ["PlayCard", "BuyCard", "GainCard", "TrashCard"].includes(e.type)) parts.add(`${e.type}:${named(e)}`);
    }
    for (const part of parts) allow[part.split(":")[1]] += 1;
  }
  // Your choice: its card, what it asks about (a Copper, a Moat), the cards of your hand picked.
  if (view.choice) {
    allow[view.choice.card] += 1;
    allow.copper += 1;
    allow.moat += 1;
    for (const id of view.seats[me].hand) allow[view.cards[id].card] += 1;
  }
  // The end rule names the key piles, and the end the empty piles.
  for (const card of view.endTrigger?.keyPiles ?? []) allow[card] += 1;
  if (view.ended) for (const p of view.supply) if (p.count === 0) allow[p.card] += 1;
  return allow;
}

test("the page shows no card you may not see, in its ids or its words, through a whole game", { timeout: 240_000 }, async () => {
  const defs = pkg.listSupplyCards();
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const { page, errors } = await openPage(context, `http://127.0.0.1:${PORT}/play.html?game=deckbuilding&speed=0&seed=hidden`);
  // Your treasures played by you: more of your decisions, and more pages to check.
  await startGame(page, { bots: 2, length: "short", autoplay: "off" });
  let steps = 0;
  let hiddenSeen = 0;
  let tight = 0;
  for (;;) {
    const status = await waitForUs(page);
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY)).save;
    const game = pkg.DeckBuildingGame.load(save);
    const state = game.exportState().state;
    const view = game.view(ME).state;
    const events = game.events(0, ME);
    const me = view.players.indexOf(ME);
    const dom = await readDom(page);
    assert.equal(await page.getAttribute("body", "data-hash"), game.stateHash(), "the page shows the saved game");
    // (a) No hidden card's id; your hand's ids are there (the attributes read are the right ones).
    const hidden = new Set(hiddenIds(state, me).map(String));
    hiddenSeen += hidden.size > 0 ? 1 : 0;
    const leaked = dom.ids.filter((id) => hidden.has(id));
    assert.deepEqual(leaked, [], `step ${steps}: hidden ids in the page`);
    for (const id of view.seats[me].hand) assert.ok(dom.ids.includes(String(id)), `step ${steps}: your hand's card ${id} is shown`);
    // (b) No name more often than your view and events account for.
    const shown = countNames(defs, dom.text);
    const allow = allowance(defs, view, events);
    for (const d of defs) assert.ok(shown[d.id] <= allow[d.id], `step ${steps}: ${d.name} shown ${shown[d.id]} times, ${allow[d.id]} accounted for`);
    // The bound is tight enough to matter: showing every hidden copy of some card would break it.
    const hiddenByCard = {};
    for (const id of hidden) hiddenByCard[state.cards[id].card] = (hiddenByCard[state.cards[id].card] ?? 0) + 1;
    if (Object.entries(hiddenByCard).some(([card, n]) => shown[card] + n > allow[card])) tight++;
    game.free();
    if (status === "FINISHED") break;
    await decide(page);
    steps++;
  }
  assert.equal(await page.getAttribute("body", "data-status"), "FINISHED");
  assert.ok(steps >= 40, `a whole game's decisions: ${steps}`);
  assert.equal(hiddenSeen, steps + 1, "there were hidden cards at every step");
  assert.ok(tight >= steps / 2, `the bound mattered at ${tight} of ${steps + 1} steps`);
  assert.deepEqual(errors, []);
  await context.close();
});
