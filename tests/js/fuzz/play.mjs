// Playing a game to the point a case needs, and the valid values every game's fuzzing shares
// (player ids, seed text, who a call names as the player). Given to each game's fuzz.mjs in the kit.
import { Buffer } from "node:buffer";
import { fc, anyValue, materialize, toSource, chooseInput, SetupFailure, describeError, BUDGET_CAP, inBudgetDanger } from "./harness.mjs";
import { isObject, show } from "./shapes.mjs";

// ---------------------------------------------------------------------------------------------
// Valid values

export const utf8 = (s) => Buffer.byteLength(s, "utf8");
/** A valid player id: 1 to 64 bytes of well-formed UTF-16 (some odd ones on purpose). */
export const playerId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("X", "O", "alice", "bob", "p1", "p2", "you", "bot", "a", "b", "c") },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("é".repeat(32), "a".repeat(64), "😀", "\0", " ", "\u202E", "Ω≈ç√", "__proto__", "constructor",
      "null", "\uFFFD", "a\uFFFD", "1", "s1", "NaN"),
  },
).filter((s) => s.length > 0 && utf8(s) <= 64 && s.isWellFormed());
export const seedText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "😀", "a".repeat(300), "\0", "\uFFFD"),
  fc.string({ unit: "grapheme", maxLength: 8 }),
).filter((s) => s.isWellFormed());


// ---------------------------------------------------------------------------------------------
// Playing a game to the point a case needs

/** A game: a valid configuration, legal actions chosen by index, maybe to the end, maybe undone. */
export function gamePlan(entry) {
  return fc.record({
    config: entry.config,
    moves: fc.array(fc.nat(), { maxLength: entry.maxMoves }),
    toEnd: fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) }),
    undos: fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) }),
  });
}

/** Reads something from the package while preparing a case; a throw is a SetupFailure. */
export function peek(what, f) {
  try {
    return f();
  } catch (e) {
    throw new SetupFailure(`${what} threw ${describeError(e)}`);
  }
}

/**
 * Plays `plan` through the package (constructor, legalActions, submit), recording the script that
 * rebuilds the game. The package refusing a listed action, or a game that does not end, is a
 * SetupFailure: a bug found on the way.
 */
export function playGame(ctx, entry, plan, name = "game") {
  const G = entry.Class(ctx.api);
  const config = materialize(plan.config, ctx);
  const game = ctx.own(ctx.step(`${name} = new ${entry.name}(${toSource(plan.config)});`, () => new G(config)));
  if (name === "game") ctx.game = game;
  const records = [];
  let hashBeforeLast = null;
  const play = (m) => {
    const player = game.currentPlayer;
    const legal = peek(`${name}.legalActions(${show(player)})`, () => game.legalActions(player));
    if (!Array.isArray(legal) || legal.length === 0) {
      throw new SetupFailure(`${name}.legalActions(${show(player)}) of the player to act is ${show(legal)} in an ACTIVE game`);
    }
    const action = legal[m % legal.length];
    hashBeforeLast = peek(`${name}.stateHash()`, () => game.stateHash());
    try {
      game.submit(player, action);
    } catch (e) {
      throw new SetupFailure(`${name}.submit(${show(player)}, ${show(action)}) refused an action legalActions listed: ${describeError(e)}`);
    }
    records.push([player, action]);
  };
  try {
    for (const m of plan.moves) {
      if (game.status !== "ACTIVE") break;
      play(m);
    }
    let k = 0;
    while (plan.toEnd && game.status === "ACTIVE") {
      if (++k > 3000) throw new SetupFailure("the game did not end within 3000 random legal actions");
      play(plan.moves.length > 0 ? plan.moves[k % plan.moves.length] + k : k * 7919);
    }
  } catch (e) {
    if (e instanceof SetupFailure) throw e;
    throw new SetupFailure(`playing legal actions threw ${describeError(e)}`);
  } finally {
    if (records.length > 0) ctx.setup.push(`for (const [player, action] of ${toSource(records)}) ${name}.submit(player, action);`);
  }
  for (let i = 0; i < plan.undos && game.status === "ACTIVE" && records.length > 0; i++) {
    let undone = true;
    const source = entry.undoMayRefuse ? `try { ${name}.undo(); } catch {}` : `${name}.undo();`;
    ctx.step(source, () => {
      try {
        game.undo();
      } catch (e) {
        if (!entry.undoMayRefuse?.(e)) throw e;
        undone = false;
      }
    });
    if (!undone) break;
    records.pop();
    hashBeforeLast = null;
  }
  return { game, G, records, hashBeforeLast, config };
}

/** Who a call names as the player: the one to act, a seat, a near miss, or anything. */
export const playerChoice = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ who: "current" }) },
  { weight: 2, arbitrary: fc.nat(5).map((seat) => ({ who: "seat", seat })) },
  { weight: 1, arbitrary: fc.nat(5).map((seat) => ({ who: "near", seat })) },
  { weight: 2, arbitrary: anyValue.map((value) => ({ who: "value", value })) },
);
export function choosePlayer(choice, game) {
  const players = peek("players", () => game.players);
  const seat = players[(choice.seat ?? 0) % players.length];
  switch (choice.who) {
    case "current": return peek("currentPlayer", () => game.currentPlayer) ?? players[0];
    case "seat": return seat;
    // The same id with its U+FFFD replaced by a lone surrogate, or with one appended.
    case "near": return seat.includes("\uFFFD") ? seat.replaceAll("\uFFFD", "\uD800") : `${seat}\uD800`;
    default: return choice.value;
  }
}

/** A tree that is a number, or null/undefined (the values a `number | null` parameter takes). */
export const isNumberLike = (tree) => tree === undefined || tree === null || typeof tree === "number";
export const typeName = (v) => {
  try {
    return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
  } catch {
    return typeof v; // a revoked Proxy
  }
};
export const stringRefusal = (v, what) => (typeof v === "string" ? null : `${what}: string expected, got ${typeName(v)}`);
export const garbageArgs = fc.array(anyValue, { maxLength: 2 });

/** Keeps a mutated budget small (a large accepted count is tested on its own, with a deadline). */
export function capIterations(tree) {
  if (isObject(tree) && Object.hasOwn(tree, "iterations") && inBudgetDanger(tree.iterations)) {
    tree.iterations = 1 + (tree.iterations % BUDGET_CAP);
  }
  return tree;
}


/** Applies a mutation plan to a valid value (or to a fallback when there is none). */
export function applyPlanOr(base, plan) {
  return chooseInput({ how: "mutated", plan }, base ?? { type: "PASS" });
}
