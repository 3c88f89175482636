// The list of games: each with a picture of its board (drawn by the game itself), its blurb, and
// a "continue" link when a game of it is in progress in storage. It also registers the service
// worker, so that every game page works offline after a first visit to any page.
import { el } from "./shell/dom.js";
import { gameNames, loadGame } from "./shell/games.js";
import { registerOffline } from "./shell/offline.js";
import { storageKey, summary } from "./shell/storage.js";
import type { GameModule } from "./shell/types.js";

function item(game: GameModule): HTMLLIElement {
  const { meta } = game;
  const href = `./play.html?game=${encodeURIComponent(meta.name)}`;
  const li = el("li", "game");
  li.dataset.game = meta.name;
  const link = el("a", "game-link");
  link.href = href;
  const picture = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  picture.classList.add("picture");
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", `${meta.title}: a picture of the board`);
  meta.drawPicture(picture);
  const text = el("span", "text");
  text.append(el("b", "", meta.title), el("span", "blurb", meta.blurb));
  link.append(picture, text);
  li.append(link);
  const stored = summary(storageKey(meta.name));
  if (stored && stored.status !== "FINISHED") {
    const resume = el("a", "continue", `Continue your game${stored.progress ? ` (${stored.progress})` : ""}`);
    resume.href = href;
    li.append(resume);
  }
  return li;
}

registerOffline();
const games = await Promise.all(gameNames().map(loadGame));
document.getElementById("games")?.replaceChildren(...games.flatMap((game) => (game ? [item(game)] : [])));
document.body.dataset.ready = "true";
