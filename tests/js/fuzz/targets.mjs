// The entry points to fuzz, for every game of the table (games.mjs): each game class's members
// (game-targets.mjs), each game's own targets (its free functions and further members, from its
// fuzz.mjs), then what belongs to no game: the module's functions, big inputs and budgets.
import {
  fc, anyValue, safeValue, anyString, chooseInput, materialize, toSource, refusal, budget, inBudgetDanger, defineHelper, spec, Spec, inputOf,
} from "./harness.mjs";
import { Schemas, expect, isObject, isNat, show, sameJson } from "./shapes.mjs";
import { seedText, stringRefusal, typeName } from "./play.mjs";
import { gameTargets } from "./game-targets.mjs";
import { defineGames, genericSetting } from "./games.mjs";

export { declaredEntryPoints } from "./dts.mjs";

/**
 * Every fuzz target, for the package instance `api`. `generic`: games fuzzed by the generic
 * descriptor despite their fuzz.mjs (FUZZ_GENERIC by default; see games.mjs).
 */
export function defineTargets(api, { generic = genericSetting() } = {}) {
  const games = defineGames(api, { generic });
  return [
    // (`game`: the game a target belongs to, by its name.)
    ...games.flatMap((g) => [...gameTargets(g, games), ...(g.targets?.(g) ?? [])].map((t) => ({ ...t, game: g.ruleset }))),
    ...moduleTargets(games),
    ...bigTargets(games),
  ];
}

/** The package's names a script binds (every game class and function). */
const exportNames = (api) => Object.keys(api).filter((k) => k !== "default" && k !== "initOutput" && /^[A-Za-z_$][\w$]*$/.test(k));

// ---------------------------------------------------------------------------------------------
// The module's own functions

function moduleTargets(games) {
  const targets = [];
  const rulesets = games.map((g) => g.ruleset);
  targets.push({
    name: "simulateRandomGames()",
    covers: ["simulateRandomGames"],
    signature: (problem, v) => (typeof v.games === "number" ? null : "simulateRandomGames() | games that is not a number is not refused (the glue converts it with ToNumber)"),
    runs: 400,
    arb: fc.record({
      ruleset: fc.record({ base: fc.constantFrom(...rulesets), choice: inputOf(safeValue, { valid: 4, mutated: 3, any: 1 }) }),
      games: budget(2),
      seed: fc.oneof({ weight: 4, arbitrary: seedText }, { weight: 1, arbitrary: anyString }, { weight: 1, arbitrary: safeValue }),
    }),
    prepare(ctx, v) {
      const ruleset = ctx.arg(chooseInput(v.ruleset.choice, v.ruleset.base));
      // A numeric string is a number to the package: keep it small too.
      const gamesTree = typeof v.games === "string" && inBudgetDanger(Number(v.games)) ? "2" : v.games;
      const games = ctx.arg(gamesTree);
      const seed = ctx.arg(v.seed);
      const refuse = refusal(ruleset, Schemas.RulesetKind, "ruleset")
        ?? (typeof games.value === "number" ? null : `games: number expected, got ${typeName(games.value)}`)
        ?? stringRefusal(seed.value, "seed");
      return {
        source: `simulateRandomGames(${ruleset.src}, ${games.src}, ${seed.src})`,
        call: () => ctx.api.simulateRandomGames(ruleset.value, games.value, seed.value),
        refuse,
        check: (s) => {
          expect(isObject(s) && isNat(s.games) && isNat(s.actions) && isNat(s.draws) && isObject(s.wins) && Object.values(s.wins).every(isNat),
            () => `not a SimulationSummary: ${show(s)}`);
          if (typeof games.value === "number") expect(s.games === games.value, () => `asked for ${games.value} games, got ${s.games}`);
          expect(Object.values(s.wins).reduce((x, y) => x + y, 0) + s.draws === s.games, "wins and draws do not add up to the games");
          if (ruleset.pure && seed.pure && games.pure) {
            const again = ctx.api.simulateRandomGames(materialize(ruleset.tree, ctx), materialize(games.tree, ctx), materialize(seed.tree, ctx));
            expect(sameJson(again, s), "the same seed played other games");
          }
        },
      };
    },
  });

  targets.push({
    name: "isArbiterError()",
    covers: ["isArbiterError"],
    runs: 2000,
    arb: fc.oneof(
      { weight: 4, arbitrary: anyValue },
      { weight: 1, arbitrary: fc.constant(spec("arbiterError")) },
    ),
    prepare(ctx, v) {
      const value = ctx.arg(v);
      const real = v instanceof Spec && v.kind === "arbiterError";
      let isError = false;
      try {
        isError = value.value instanceof Error;
      } catch {
        isError = false;
      }
      return {
        source: `isArbiterError(${value.src})`,
        call: () => ctx.api.isArbiterError(value.value),
        check: (b) => {
          expect(typeof b === "boolean", () => `returned ${show(b)}, not a boolean`);
          if (real) expect(b === true, "false for an error the package threw");
          if (!isError) expect(b === false, "true for a value that is not an Error");
        },
      };
    },
  });

  targets.push({
    name: "initSync()",
    covers: ["initSync"],
    runs: 500,
    arb: anyValue,
    prepare(ctx, v) {
      const arg = ctx.arg(v);
      return {
        source: `initSync(${arg.src})`,
        call: () => ctx.api.initSync(arg.value),
        check: (out) => expect(out === ctx.api.initOutput, "initSync on a loaded module did not return its InitOutput"),
      };
    },
  });

  targets.push({
    name: "default init()",
    covers: ["default"],
    runs: 500,
    async: true,
    arb: anyValue,
    prepare(ctx, v) {
      const arg = ctx.arg(v);
      return {
        source: `init(${arg.src})`,
        call: () => ctx.api.default(arg.value),
        check: (out) => expect(out === ctx.api.initOutput, "init on a loaded module did not resolve to its InitOutput"),
      };
    },
  });
  return targets;
}

// ---------------------------------------------------------------------------------------------
// Big inputs and budgets (few cases each: they are slow by nature)

defineHelper("bigPlayers", "(n) => Array.from({ length: n }, (_, i) => ({ id: \"p\" + i, health: i % 3 }))");

function bigTargets(games) {
  const targets = [];
  const bigValue = fc.oneof(
    fc.record({ unit: fc.constantFrom("x", "é", "😀", "\uD800", "ab"), count: fc.integer({ min: 1e5, max: 2e7 }) }).map((a) => spec("bigString", a)),
    fc.record({ depth: fc.integer({ min: 1e4, max: 2e5 }), leaf: fc.constantFrom(0, "x", null), key: fc.constantFrom(null, "cell", "players") }).map((a) => spec("nested", a)),
    fc.record({ length: fc.integer({ min: 1e4, max: 5e5 }), item: fc.constantFrom(0, "x", null, {}, { cell: 1 }, { type: "PASS" }) }).map((a) => spec("bigArray", a)),
    fc.integer({ min: 1e4, max: 3e5 }).map((n) => spec("helper", { name: "bigPlayers", arg: n })),
  );
  // Each game's uses of a big value (its fuzz.mjs's `bigValues`), in the table's order.
  const uses = games.flatMap((g) => g.bigValues ?? []);
  targets.push({
    name: "big values (long strings, deep nesting, long arrays)",
    covers: [],
    runs: 12,
    shrink: false,
    caseSeconds: 90,
    arb: fc.record({ use: fc.nat(uses.length - 1), big: bigValue }),
    prepare(ctx, v) {
      const [source, use] = uses[v.use];
      const big = ctx.arg(v.big);
      return {
        source: source.replace("BIG", big.src),
        call: () => {
          const r = use(ctx.api, big.value, (g) => ctx.own(g));
          if (r && typeof r.free === "function") ctx.own(r);
          return r;
        },
        check: (r) => expect(r !== undefined, "returned undefined"),
      };
    },
  });

  targets.push({
    name: "simulateRandomGames() with a huge accepted count",
    covers: [],
    runs: 1,
    shrink: false,
    stopOnFailure: true,
    caseSeconds: 20,
    arb: fc.record({ ruleset: fc.constantFrom(...games.map((g) => g.ruleset)), games: fc.constantFrom(2 ** 32 - 1, 2 ** 31, 1e8) }),
    prepare(ctx, v) {
      return {
        source: `simulateRandomGames(${JSON.stringify(v.ruleset)}, ${v.games}, "fuzz")`,
        call: () => ctx.api.simulateRandomGames(v.ruleset, v.games, "fuzz"),
        check: (s) => expect(s.games === v.games, "wrong count"),
      };
    },
  });

  targets.push({
    name: "botAction() with the largest documented iterations",
    covers: [],
    // Minutes by design (1,000,000 iterations): `npm run fuzz` only, not `npm test`.
    slow: true,
    runs: 1,
    shrink: false,
    stopOnFailure: true,
    caseSeconds: 120,
    // Every game, in its longest configurations (its `longConfigs`; the default one without).
    arb: fc.nat(games.length - 1).chain((i) => (games[i].longConfigs ?? fc.constant({})).map((config) => ({ game: games[i].name, config }))),
    prepare(ctx, v) {
      const game = ctx.own(ctx.step(`game = new ${v.game}(${toSource(v.config)});`, () => new ctx.api[v.game](v.config)));
      ctx.game = game;
      const player = game.currentPlayer;
      return {
        source: `game.botAction(${JSON.stringify(player)}, { iterations: 1000000 })`,
        call: () => game.botAction(player, { iterations: 1_000_000 }),
        readonly: true,
        check: (a) => expect(isObject(a), "not an action"),
      };
    },
  });

  // The same failing call many times in one module instance: the module must survive a long
  // session of errors (a game UI may make the same wrong call every frame). Tic-tac-toe stands
  // for any game here, as in the harness's known-good call; games add their own (`failingCalls`).
  const SESSION = {
    "an ArbiterError (a bad configuration)": ["", "new TicTacToeGame({ players: [] })"],
    "a call on a freed game": ["const freed = new TicTacToeGame(); freed.free();", "freed.stateHash()"],
    "a method called on a plain object": ["", "TicTacToeGame.prototype.stateHash.call({})"],
    "a getter throwing an Error whose message is a number": ["", "new TicTacToeGame({ get seed() { throw Object.assign(new Error(), { message: 42 }); } })"],
    "a game left unusable by an escaped error": [
      "const bricked = new TicTacToeGame(); try { bricked.submit(\"X\", { get cell() { throw Object.assign(new Error(), { message: 42 }); } }); } catch {}",
      "bricked.legalActions(\"X\")",
      "try { bricked.free(); } catch {}",
    ],
    "a getter throwing a plain Error": ["", "new TicTacToeGame({ get seed() { throw new Error(\"boom\"); } })"],
    "events() given a Symbol": ["const game2 = new TicTacToeGame();", "game2.events(Symbol())", "game2.free();"],
    ...Object.assign({}, ...games.map((g) => g.failingCalls ?? {})),
  };
  const calls = 30000;
  targets.push({
    name: "a session of many failing calls",
    covers: [],
    runs: Object.keys(SESSION).length,
    examples: Object.keys(SESSION),
    shrink: false,
    caseSeconds: 60,
    signature: (problem, kind) => `a session of many failing calls | ${kind}`,
    arb: fc.constantFrom(...Object.keys(SESSION)),
    prepare(ctx, kind) {
      const [setup, call, teardown = ""] = SESSION[kind];
      const loop = `for (let i = 0; i < ${calls}; i++) { try { ${call}; } catch {} }`;
      const run = new Function("api", "calls", `const { ${exportNames(ctx.api).join(", ")} } = api; ${setup}\n` +
        `for (let i = 0; i < calls; i++) { try { ${call}; } catch {} }\n${teardown}\nreturn calls;`);
      return {
        source: `(() => { ${setup} ${loop} ${teardown} return ${calls}; })() /* ${calls} times: ${kind} */`,
        call: () => run(ctx.api, calls),
        check: (n) => expect(n === calls, "the loop did not finish"),
      };
    },
  });
  return targets;
}
