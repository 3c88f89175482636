// The games to fuzz: the table of games (`games!` in src/rulesets/mod.rs, read by
// scripts/games.mjs), in its order. What every game is follows from its line and the package:
// its class `<Ruleset>Game`, its configuration and action types and its `<Ruleset>EndReason`
// from pkg/arbiter.d.ts. A game whose folder has a `fuzz.mjs` adds what it knows (valid
// configurations, well-formed actions, a canonical form, what a view hides, its free functions).
import { existsSync } from "node:fs";
import { readGames } from "../../../scripts/games.mjs";
import { classText, declaresType, schemaOf, unionMembers } from "./dts.mjs";
import * as kit from "./kit.mjs";

const { T } = kit;
const RULESETS_DIR = new URL("../../../src/rulesets/", import.meta.url);

/** The table's games: `{ module, ruleset, name }`, in its order. */
export const TABLE = readGames();

/** Each game's fuzz.mjs (null when its folder has none), by the game's name. */
const MODULES = new Map(await Promise.all(TABLE.map(async (g) => {
  const url = new URL(`${g.module}/fuzz.mjs`, RULESETS_DIR);
  return [g.name, existsSync(url) ? await import(url.href) : null];
})));

/**
 * The games' descriptors, for the package instance `api`.
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
 * accepted), `undoMayRefuse(error)` (undo may refuse to take back the last action, saying why),
 * `mayStartFinished` (a valid configuration may set up a game that is already over),
 * `checkView(view, game, viewer)` (what a view must hide and show), `perft` (`{ maxDepth,
 * isMove }`), `targets(descriptor)` (the targets of the game's free functions and of members
 * beyond the kernel's), `bigValues` (`[source with BIG, (api, big, own) => call]`),
 * `longConfigs` (an arbitrary of the longest configurations, for the bot's largest budget),
 * `failingCalls` (`{ kind: [setup, call, teardown?] }`, made many times in one module).
 */
export function defineGames(api) {
  return TABLE.map((g) => {
    const base = baseDescriptor(api, g);
    const module = MODULES.get(g.name);
    if (module === null) throw new Error(`src/rulesets/${g.module}/ has no fuzz.mjs: every game needs one (its descriptor)`);
    if (typeof module.fuzzGame !== "function") {
      throw new Error(`src/rulesets/${g.module}/fuzz.mjs exports no function fuzzGame(api, kit)`);
    }
    const own = module.fuzzGame(api, kit);
    // What the table says the game is stays what it is.
    return { ...base, ...own, name: base.name, ruleset: base.ruleset, Class: base.Class, endReasons: base.endReasons };
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
