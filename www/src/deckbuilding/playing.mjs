// How the deck-building page tests play, as a person would: the setup screen, waiting for your
// turn, and one simple decision at a time (clicks on the page only).
import assert from "node:assert/strict";

/** Starts a game from the setup screen: `bots` bots at `level`, the given length, your seat
 * (`side`: 0, last or random), treasures played for you or not, and the kingdom. */
export async function startGame(page, { bots = 1, level = "easy", length = "standard", side = "0", autoplay = "on", kingdom = "first" } = {}) {
  await page.waitForSelector("#setup:not([hidden])");
  await page.check(`input[name=side][value="${side}"]`);
  await page.check(`input[name=autoplay][value="${autoplay}"]`);
  await page.check(`input[name=kingdom][value="${kingdom}"]`);
  await page.check(`input[name=bots][value="${bots}"]`);
  await page.check(`input[name=difficulty][value="${level}"]`);
  await page.check(`input[name=length][value="${length}"]`);
  await page.click("#start");
}

/** Waits until you may act or the game is over; returns "you" or "FINISHED". */
export async function waitForUs(page) {
  await page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]", { timeout: 60000 });
  return (await page.getAttribute("body", "data-status")) === "FINISHED" ? "FINISHED" : "you";
}

/** The supply's counts, by pile. */
export const supplyCounts = (page) =>
  page.locator("#supply [data-pile]").evaluateAll((piles) => Object.fromEntries(piles.map((p) => [p.dataset.pile, Number(p.dataset.count)])));

/** Your hand's instance ids, in the order shown. */
export const handIds = (page) => page.locator("#hand .card").evaluateAll((cards) => cards.map((c) => c.dataset.id));

/**
 * One decision, as a simple player: open with a Remodel (at 4 coins) and a Workshop (at 3),
 * then big money (a Province at 8, Gold at 6 or 7, Silver at 3 to 5). Plays every action card;
 * Remodel trashes an Estate (else a Copper), a pile choice takes Silver, an attack's discard
 * takes the victory cards first. Returns what it did.
 */
export async function decide(page) {
  const choice = await page.getAttribute("body", "data-choice");
  if (choice === "CARDS") {
    const ask = await page.textContent("#status-line");
    if (await page.isVisible("#choice-decline")) {
      await page.click("#choice-confirm"); // reveal a Moat
      return `revealed: ${ask}`;
    }
    const selectable = page.locator("#hand .card.selectable");
    const kinds = await selectable.evaluateAll((cards) => cards.map((c) => c.dataset.card));
    let wanted = 0;
    if (/^Remodel/.test(ask)) wanted = 1;
    else if (/discard \d/.test(ask)) wanted = Number(/discard (\d)/.exec(ask)[1]);
    assert.equal(await page.textContent("#choice-confirm"), wanted ? `Pick ${wanted} card${wanted === 1 ? "" : "s"}` : /^Cellar/.test(ask) ? "Discard nothing" : "Trash nothing");
    const order = [...kinds.keys()].sort((a, b) => rank(kinds[a]) - rank(kinds[b]));
    for (const i of order.slice(0, wanted)) await selectable.nth(i).click();
    await page.click("#choice-confirm");
    return `chose cards: ${ask}`;
  }
  if (choice === "PILE") {
    const silver = page.locator('#supply .pile.choosable[data-pile="silver"]');
    await (await silver.count() ? silver : page.locator("#supply .pile.choosable").first()).click();
    return "chose a pile";
  }
  const playable = page.locator("#hand .card.playable");
  const phase = await page.locator("#phases li.current").getAttribute("data-phase");
  if (phase === "ACTION" && await playable.count() > 0) {
    await playable.first().click();
    return "played an action";
  }
  if (await page.isVisible("#play-treasures")) {
    await page.click("#play-treasures");
    return "played treasures";
  }
  if (phase === "BUY") {
    const coins = Number(await page.textContent("#coins"));
    const round = Number(await page.textContent("#round"));
    const want = coins >= 8 ? "province" : coins >= 6 ? "gold" : round <= 2 && coins === 4 ? "remodel"
      : round <= 2 && coins === 3 ? "workshop" : coins >= 3 ? "silver" : null;
    const pile = want ? page.locator(`#supply .pile.buyable[data-pile="${want}"]`) : null;
    if (pile && await pile.count() > 0) {
      await pile.click();
      return `bought ${want}`;
    }
  }
  await page.click("#end-phase");
  return `ended the ${phase} phase`;
}

/** Cards to give up first: victory cards, then coppers, then the rest. */
export const rank = (card) => ({ estate: 0, duchy: 1, province: 2, copper: 3 })[card] ?? 4;

/** Plays decisions until the game ends (or `until` says stop); returns the decisions made. */
export async function play(page, until = async () => false) {
  const done = [];
  while ((await waitForUs(page)) === "you") {
    if (await until(done)) break;
    done.push(await decide(page));
    assert.ok(done.length < 2000, "the game ends");
  }
  return done;
}

