// The think-time benchmark's worker (bench/think.mjs): in Chromium, in a dedicated worker as the
// pages' bots run, it plays seeded games of one game at one level (the bot against a random
// mover, seats alternating) and times each of the bot's decisions. Backgammon's time is per
// turn: the bot plans the whole play at its first checker and hands out the rest, so the times
// of one turn's checker moves are added up.
import init, { BackgammonGame, ChessGame, GoGame } from "/pkg/arbiter.js";

const ready = init();

/** A small seeded generator for the random mover (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MAKE = {
  chess: () => new ChessGame(),
  go: (size) => new GoGame({ size }),
  backgammon: (_, seed) => new BackgammonGame({ seed }),
};

/** Plays `games` games and returns the bot's decision times in ms (per turn for backgammon). */
function measure({ game: name, level, games, decisions, size }) {
  const times = [];
  for (let g = 0; g < games; g++) {
    const game = MAKE[name](size, `think-${g}`);
    const rand = random(0x7417 + g);
    const bot = game.players[g % 2];
    let made = 0;
    let turnMs = 0;
    let turnPlayer = null;
    while (game.status === "ACTIVE" && made < decisions) {
      const player = game.currentPlayer;
      if (player === null) break;
      if (player !== bot) {
        if (turnPlayer !== null) {
          times.push(turnMs);
          made++;
          turnMs = 0;
          turnPlayer = null;
        }
        const legal = game.legalActions(player);
        game.submit(player, legal[Math.floor(rand() * legal.length)]);
        continue;
      }
      const started = performance.now();
      const action = game.botAction(player, { level, seed: `think-${g}-${made}` });
      const ms = performance.now() - started;
      game.submit(player, action);
      if (name === "backgammon") {
        turnMs += ms;
        turnPlayer = player;
      } else {
        times.push(ms);
        made++;
      }
    }
    if (turnPlayer !== null) times.push(turnMs);
    game.free();
  }
  return times;
}

self.onmessage = async (message) => {
  await ready;
  try {
    self.postMessage({ times: measure(message.data) });
  } catch (e) {
    self.postMessage({ error: String(e && e.stack || e) });
  }
};
