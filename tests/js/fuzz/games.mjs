// The games to fuzz: the table of games (`games!` in src/rulesets/mod.rs, read by
// scripts/games.mjs), in its order. What every game is follows from its line and the package:
// its class `<Ruleset>Game`, its configuration and action types and its `<Ruleset>EndReason`
// from pkg/arbiter.d.ts. A game whose folder has a `fuzz.mjs` adds what it knows (valid
// configurations, well-formed actions, a canonical form, what a view hides, its free functions);
// a game without one is fuzzed by the generic descriptor below.
import { existsSync } from "node:fs";
import { readGames } from "../../../scripts/games.mjs";
import { classText, declaresType, schemaOf, unionMembers } from "./dts.mjs";
import * as kit from "./kit.mjs";

const { fc, T, conforms, isObject, seedText, playerId } = kit;
const RULESETS_DIR = new URL("../../../src/rulesets/", import.meta.url);

/** The table's games: `{ module, ruleset, name }`, in its order. */
export const TABLE = readGames();

/** Each game's fuzz.mjs (null when its folder has none), by the game's name. */
const MODULES = new Map(await Promise.all(TABLE.map(async (g) => {
  const url = new URL(`${g.module}/fuzz.mjs`, RULESETS_DIR);
  return [g.name, existsSync(url) ? await import(url.href) : null];
})));

/** Whether the game's folder has a fuzz.mjs. */
export const hasFuzzModule = (name) => MODULES.get(name) !== null;

/**
 * The games' descriptors, for the package instance `api`. `generic`: names of games fuzzed by the
 * generic descriptor even though they have a fuzz.mjs ("all" for every game), to check that
 * descriptor against a game whose fuzzing is known (FUZZ_GENERIC=tictactoe).
 *
 * A descriptor: `name` (the class), `ruleset` (the game's name), `Class(api)`, `configOptional`,
 * `endReasons` (a Set), `config` (an arbitrary of valid configurations; keep them short-lived:
 * bots and whole games are played from them), `defaultPlayers`, `configSchema` / `actionSchema`
 * (the documented types), `actionSamples` (well-formed actions that may be illegal), `isAction`
 * (the shape of an action the package answers), `maxMoves` (how many legal actions a fuzzed game
 * plays before the call). Optional: `configCodes` (error codes a configuration may get besides
 * `INVALID_CONFIG`), `outOfTurn(action)` (any player may submit it at any time; never listed),
 * `canonical(action, state)` (equal actions have one form; `state` is the one the action is
 * submitted in), `listBound` (a kind of choice lists at most this many actions; more are
 * accepted), `unlisted(action)` (a kind of choice `legalActions` lists only some answers of, by
 * a rule: any valid answer is accepted, listed or not), `undoMayRefuse(error)` (undo may refuse to take back the last action, saying why),
 * `mayStartFinished` (a valid configuration may set up a game that is already over),
 * `checkView(view, game, viewer)` (what a view must hide and show), `perft` (`{ maxDepth,
 * isMove }`), `targets(descriptor)` (the targets of the game's free functions and of members
 * beyond the kernel's), `bigValues` (`[source with BIG, (api, big, own) => call]`),
 * `longConfigs` (an arbitrary of the longest configurations, for the bot's largest budget),
 * `failingCalls` (`{ kind: [setup, call, teardown?] }`, made many times in one module).
 */
export function defineGames(api, { generic = [] } = {}) {
  return TABLE.map((g) => {
    const base = baseDescriptor(api, g);
    const module = MODULES.get(g.name);
    if (module === null || generic.includes("all") || generic.includes(g.name)) return genericDescriptor(api, base);
    if (typeof module.fuzzGame !== "function") {
      throw new Error(`src/rulesets/${g.module}/fuzz.mjs exports no function fuzzGame(api, kit)`);
    }
    const own = module.fuzzGame(api, kit);
    // What the table says the game is stays what it is.
    return { ...base, ...own, name: base.name, ruleset: base.ruleset, Class: base.Class, endReasons: base.endReasons, generic: false };
  });
}

/** What the table and the package say of a game: its class, types and end reasons. */
function baseDescriptor(api, g) {
  const name = `${g.ruleset}Game`;
  if (typeof api[name] !== "function") {
    throw new Error(`the table's game ${g.name} (${g.ruleset}) has no class ${name} in pkg/: is pkg/ built from this table?`);
  }
  const declared = classText(name) ?? "";
  const configType = declared.match(/ constructor\(config\??: (\w+)/)?.[1];
  const actionType = declared.match(/ submit\(player: string, action: (\w+)\)/)?.[1];
  const reasons = `${g.ruleset}EndReason`;
  if (!declaresType(reasons)) throw new Error(`pkg/arbiter.d.ts declares no type ${reasons} for the game ${g.name}`);
  return {
    name,
    ruleset: g.name,
    module: g.module,
    Class: (a) => a[name],
    configOptional: / constructor\(config\?:/.test(declared),
    endReasons: new Set(unionMembers(reasons)),
    configSchema: configType ? schemaOf(configType) : T.any,
    actionSchema: actionType ? schemaOf(actionType) : T.any,
    maxMoves: 60,
  };
}

/**
 * A game known only by its table line and the package: configurations `{}`, `{ seed }`,
 * `{ players }` (two unique ids), both; the default players those of `new Class()`; actions
 * seen in `legalActions` along random games, and mixes of two of them (the fuzzing mutates them
 * further); the kernel's own allowances (RESIGN taken at any time, undo refused after hidden
 * information was revealed). Every kernel promise is checked as for any game.
 */
function genericDescriptor(api, base) {
  const C = base.Class(api);
  const probe = base.configOptional ? new C() : new C({});
  const defaultPlayers = probe.players;
  probe.free();
  const seen = legalActionsSeen(C);
  const one = fc.constantFrom(...(seen.length > 0 ? seen : [{}]));
  // An action with some of its fields taken from another (a move to a square another move
  // names, a card another action plays): well-formed, and often illegal.
  const mixed = fc.tuple(one, one, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 })).map(([a, b, take]) => {
    if (!isObject(a) || !isObject(b)) return a;
    const out = { ...a };
    Object.keys(a).forEach((k, i) => {
      if (take[i % take.length] && Object.hasOwn(b, k)) out[k] = b[k];
    });
    return out;
  });
  return {
    ...base,
    generic: true,
    config: fc.record({ seed: seedText, players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }) }, { requiredKeys: [] }),
    defaultPlayers,
    actionSamples: fc.oneof({ weight: 2, arbitrary: one }, { weight: 1, arbitrary: mixed }),
    isAction: (a) => conforms(a, base.actionSchema),
    // Giving up is `RESIGN` in every game, taken from any player at any time (never listed).
    // (An array of a struct's fields is serde's known leniency: ["RESIGN"] resigns too.)
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    // The kernel refuses to take back an action that revealed hidden information.
    undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
    // Depth 2 at most: how wide a game of unknown rules branches is not known.
    perft: typeof C.prototype.perft === "function" ? { maxDepth: 2 } : undefined,
  };
}

/**
 * Distinct actions `legalActions` listed along a few random games (seeded: the same every run),
 * a few from each position. A game that misbehaves on the way stops there: the targets report
 * it, with a case that reproduces it.
 */
function legalActionsSeen(C, { games = 4, moves = 150, perPosition = 8, most = 400 } = {}) {
  const seen = new Map();
  let state = 0x2545f491;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8;
  for (let i = 0; i < games && seen.size < most; i++) {
    let game;
    try {
      game = new C({ seed: `fuzz-${i}` });
      for (let m = 0; m < moves && game.status === "ACTIVE"; m++) {
        const legal = game.legalActions(game.currentPlayer);
        if (legal.length === 0) break;
        for (let k = 0; k < Math.min(perPosition, legal.length) && seen.size < most; k++) {
          const a = legal[next() % legal.length];
          seen.set(JSON.stringify(a), a);
        }
        game.submit(game.currentPlayer, legal[next() % legal.length]);
      }
    } catch {
      // Left to the targets to report.
    } finally {
      game?.free();
    }
  }
  return [...seen.values()];
}

/** FUZZ_GENERIC=<name>,<name> (or "all"): the games the generic descriptor fuzzes despite their fuzz.mjs. */
export function genericSetting(text = process.env.FUZZ_GENERIC) {
  const names = (text ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const known = new Set(TABLE.map((g) => g.name));
  for (const n of names) if (n !== "all" && !known.has(n)) throw new Error(`FUZZ_GENERIC names ${JSON.stringify(n)}, which is not a game of the table`);
  return names;
}
