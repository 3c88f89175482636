// The entry points of one game class: the constructor, load and replay, every method and getter,
// free(), and methods called on a foreign receiver. What they check is the kernel's promise to
// every game; what a game adds (its configurations, actions, canonical form, view) comes from its
// descriptor (see games.mjs).
import {
  fc, anyValue, safeValue, anyNumber, inputOf, chooseInput, materialize, toSource, refusal, serdeLeniency, BUDGET_CAP,
  SetupFailure, describeError, mutationPlan, strSource,
} from "./harness.mjs";
import {
  Schemas, T, expect, isObject, isNat, isHash, show, sameJson, expectLogEntries, expectOutcome, expectFacts, expectPlainJson, conforms, GAME_STATUS,
} from "./shapes.mjs";
import {
  seedText, gamePlan, peek, playGame, playerChoice, choosePlayer, isNumberLike, typeName, stringRefusal, garbageArgs, capIterations, applyPlanOr,
} from "./play.mjs";

export function gameTargets(entry, games) {
  const G = entry.name;
  const other = games.find((g) => g !== entry);
  const plan = gamePlan(entry);
  const expectedPlayers = (config) => config.players ?? entry.defaultPlayers;
  // Each game's members: half the kernel functions' counts (eight games, about twenty members
  // each); `npm run fuzz` runs each for a minute.
  const cheap = 1000;
  const expensive = 200;
  const targets = [];
  const add = (t) => targets.push({ runs: cheap, ...t });

  /** The checks every getter's answer shares: the facts agree with exportState(). */
  const factsOf = (game) => {
    const x = game.exportState();
    return { status: x.status, outcome: x.outcome, currentPlayer: x.currentPlayer, turn: x.turn };
  };

  add({
    name: `new ${G}()`,
    covers: [`${G}#constructor`],
    arb: fc.record({
      config: entry.config,
      input: fc.oneof(
        { weight: 9, arbitrary: inputOf(anyValue) },
        { weight: entry.configOptional ? 1 : 0, arbitrary: fc.constantFrom({ how: "absent" }, { how: "any", value: null }) },
      ),
    }),
    prepare(ctx, v) {
      const C = entry.Class(ctx.api);
      const absent = v.input.how === "absent";
      const config = absent ? null : ctx.arg(chooseInput(v.input, v.config));
      const refuse = absent ? null : refusal(config, entry.configSchema, "config", { nullable: entry.configOptional });
      const json = absent ? null : config.pure ? config.json : undefined;
      return {
        source: absent ? `new ${G}()` : `new ${G}(${config.src})`,
        call: () => ctx.own(absent ? new C() : new C(config.value)),
        codes: ["INVALID_CONFIG", ...(entry.configCodes ?? [])],
        refuse,
        check: (g) => {
          expect(g instanceof C, `the constructor returned ${show(g)}`);
          expect(isHash(g.stateHash()), "stateHash() is not 16 hex digits");
          const players = g.players;
          expectFacts(factsOf(g), players, "a new game", entry.endReasons);
          // (A duel's scenario may set a position that is already over: life 0, an empty library.)
          if (!(entry.mayStartFinished && g.status === "FINISHED")) {
            expect(g.status === "ACTIVE" && g.legalActions(g.currentPlayer).length > 0, "a new game has no legal action for its first player");
          }
          if (json !== undefined && !refuse && !(json !== null && serdeLeniency(json, entry.configSchema))) {
            expect(sameJson(players, expectedPlayers(json ?? {})), () => `players is ${show(players)}, the configuration says ${show(json)}`);
          }
          // The configuration the game reports starts the same game.
          expect(ctx.own(new C(g.exportState().config)).stateHash() === g.stateHash(), "exportState().config starts another game");
        },
      };
    },
  });

  add({
    name: `${G}.load()`,
    covers: [`${G}.load`],
    runs: expensive,
    arb: fc.record({
      plan,
      input: inputOf(anyValue, { valid: 1, mutated: 8, any: 1 }),
      cross: other ? fc.option(gamePlan(other), { freq: 8, nil: null }) : fc.constant(null),
    }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const base = v.cross
        ? peek("other.save()", () => playGame(ctx, other, v.cross, "other").game.save())
        : peek("game.save()", () => game.save());
      const saved = ctx.arg(chooseInput(v.input, base));
      const saveSchema = Schemas.GameSave(entry.configSchema, entry.actionSchema);
      const refuse = refusal(saved, saveSchema, "saved");
      return {
        source: `${G}.load(${saved.src})`,
        call: () => ctx.own(C.load(saved.value)),
        codes: ["INVALID_SAVE"],
        refuse,
        check: (loaded) => {
          expect(loaded instanceof C, `load returned ${show(loaded)}`);
          expect(isHash(loaded.stateHash()), "stateHash() is not 16 hex digits");
          expectFacts(factsOf(loaded), loaded.players, "the loaded game", entry.endReasons);
          // (serde's known leniency, a struct as the array of its fields, is read as that struct.)
          if (saved.pure && saved.json !== undefined && !refuse && !serdeLeniency(saved.json, saveSchema)) {
            expect(loaded.stateHash() === saved.json.stateHash, () => `the loaded game's hash ${loaded.stateHash()} is not the save's ${saved.json.stateHash}`);
            expect(sameJson(loaded.actions(), saved.json.actions), () => `the loaded game's actions() ${show(loaded.actions())} are not the save's`);
          }
        },
      };
    },
  });

  add({
    name: `${G}.replay()`,
    covers: [`${G}.replay`],
    runs: expensive,
    arb: fc.record({
      plan,
      config: fc.oneof(
        { weight: 9, arbitrary: inputOf(anyValue, { valid: 3, mutated: 4, any: 1 }) },
        { weight: entry.configOptional ? 1 : 0, arbitrary: fc.constantFrom({ how: "any", value: null }, { how: "any", value: undefined }) },
      ),
      actions: inputOf(anyValue, { valid: 3, mutated: 5, any: 1 }),
    }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const exported = peek("game.exportState()", () => game.exportState());
      const config = ctx.arg(chooseInput(v.config, exported.config));
      const actions = ctx.arg(chooseInput(v.actions, exported.actions));
      const refuse = refusal(config, entry.configSchema, "config", { nullable: entry.configOptional })
        ?? refusal(actions, T.array(Schemas.ActionRecord(entry.actionSchema)), "actions");
      return {
        source: `${G}.replay(${config.src}, ${actions.src})`,
        call: () => ctx.own(C.replay(config.value, actions.value)),
        refuse,
        check: (r) => {
          expect(r instanceof C, `replay returned ${show(r)}`);
          expect(isHash(r.stateHash()), "stateHash() is not 16 hex digits");
          expectFacts(factsOf(r), r.players, "the replayed game", entry.endReasons);
          if (!refuse && actions.pure && actions.json !== undefined && !serdeLeniency(actions.json, T.array(Schemas.ActionRecord(entry.actionSchema)))) {
            expect(sameJson(r.actions(), actions.json), () => `the replayed game's actions() ${show(r.actions())} differ from the actions given`);
          }
          if (v.config.how === "valid" && v.actions.how === "valid") {
            expect(r.stateHash() === exported.stateHash, "replaying a game's own configuration and actions gives another state hash");
          }
        },
      };
    },
  });

  add({
    name: `${G}#submit()`,
    covers: [`${G}#submit`],
    arb: fc.record({
      plan,
      player: playerChoice,
      action: fc.oneof(
        { weight: 4, arbitrary: fc.nat().map((i) => ({ how: "legal", i })) },
        { weight: 5, arbitrary: fc.record({ i: fc.nat(), plan: mutationPlan() }).map((x) => ({ how: "mutatedLegal", ...x })) },
        { weight: 2, arbitrary: entry.actionSamples.map((a) => ({ how: "sample", a })) },
        { weight: 2, arbitrary: fc.record({ a: entry.actionSamples, plan: mutationPlan() }).map((x) => ({ how: "mutatedSample", ...x })) },
        { weight: 2, arbitrary: anyValue.map((value) => ({ how: "any", value })) },
      ),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const finished = peek("status", () => game.status) === "FINISHED";
      const current = peek("currentPlayer", () => game.currentPlayer);
      const legal = current === null ? [] : peek("legalActions", () => game.legalActions(current));
      const player = ctx.arg(choosePlayer(v.player, game));
      const a = v.action;
      const legalOne = legal.length > 0 ? legal[(a.i ?? 0) % legal.length] : null;
      const tree = a.how === "legal" ? (legalOne ?? a.i % 9)
        : a.how === "mutatedLegal" ? applyPlanOr(legalOne, a.plan)
        : a.how === "sample" ? a.a
        : a.how === "mutatedSample" ? applyPlanOr(a.a, a.plan)
        : a.value;
      const action = ctx.arg(tree);
      const logLength = peek("events", () => game.events().length);
      const before = entry.canonical ? peek("exportState", () => game.exportState().state) : null;
      return {
        source: `game.submit(${player.src}, ${action.src})`,
        call: () => game.submit(player.value, action.value),
        refuse: finished ? null : stringRefusal(player.value, "player") ?? refusal(action, entry.actionSchema, "action"),
        onError: (e) => (finished && e.code !== "GAME_FINISHED" ? `threw ${e.code} on a finished game (GAME_FINISHED comes before any other check)` : null),
        check: (entries) => {
          expect(!finished, "a finished game accepted an action");
          const anyTime = action.pure && (entry.outOfTurn?.(action.json) ?? false);
          expect(player.value === current || anyTime, () => `accepted an action from ${show(player.value)}, but ${show(current)} is to act`);
          expectLogEntries(entries, logLength, "submit's answer");
          expect(sameJson(game.events(logLength, player.value), entries), "submit's answer differs from the log entries it added, as the player sees them");
          const last = game.actions().at(-1);
          expect(last?.player === player.value, () => `the recorded action names player ${show(last?.player)}, but ${show(player.value)} submitted it`);
          // (serde's known leniency, a struct as the array of its fields, is read as that struct.)
          if (action.pure && action.json !== undefined && !serdeLeniency(action.json, entry.actionSchema)) {
            const one = entry.canonical ? (x) => entry.canonical(x, before) : (x) => x;
            const listed = legal.some((l) => sameJson(one(l), one(action.json)));
            // Past a list's bound, or an action taken at any time, is accepted without a listing.
            const unlisted = anyTime || (entry.unlisted?.(action.json) ?? false) || (entry.listBound !== undefined
              && legal.filter((l) => l.type === action.json.type).length >= entry.listBound);
            expect(listed || unlisted, () => `accepted ${show(action.json)}, which legalActions did not list`);
            expect(sameJson(one(last.action), one(action.json)), () => `the recorded action ${show(last.action)} differs from the submitted one`);
          }
        },
      };
    },
  });

  add({
    name: `${G}#legalActions()`,
    covers: [`${G}#legalActions`],
    arb: fc.record({ plan, player: playerChoice, pick: fc.nat() }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const current = peek("currentPlayer", () => game.currentPlayer);
      const player = ctx.arg(choosePlayer(v.player, game));
      return {
        source: `game.legalActions(${player.src})`,
        call: () => game.legalActions(player.value),
        readonly: true,
        refuse: stringRefusal(player.value, "player"),
        check: (list) => {
          expect(Array.isArray(list), () => `not an array: ${show(list)}`);
          list.forEach((a, i) => expect(entry.isAction(a), () => `[${i}] is not an action: ${show(a)}`));
          expect(new Set(list.map((a) => JSON.stringify(a))).size === list.length, () => `lists an action twice: ${show(list)}`);
          if (player.value !== current) expect(list.length === 0, () => `lists actions for ${show(player.value)}, but ${show(current)} is to act`);
          else expect(list.length > 0, "the player to act has no legal action");
        },
        after: (list) => {
          if (!Array.isArray(list) || list.length === 0) return null;
          const action = list[v.pick % list.length];
          try {
            game.submit(player.value, action);
          } catch (e) {
            return `legalActions listed ${show(action)}, then submit refused it: ${describeError(e)}`;
          }
          return null;
        },
      };
    },
  });

  add({
    name: `${G}#botAction()`,
    covers: [`${G}#botAction`],
    runs: expensive,
    arb: fc.record({
      plan,
      player: playerChoice,
      options: fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom({ how: "any", value: undefined }, { how: "any", value: null }) },
        {
          weight: 8,
          arbitrary: fc.record({
            // A level or a budget (both together are refused); Easy only, for the cost (Normal
            // thinks a fifth of a second in Go, Hard over a second).
            o: fc.record({ level: fc.constant("easy"), iterations: fc.integer({ min: 1, max: BUDGET_CAP }), seed: seedText }, { requiredKeys: [] }),
            choice: inputOf(safeValue, { valid: 3, mutated: 4, any: 1 }),
          }).map(({ o, choice }) => ({ ...choice, o })),
        },
      ),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const player = ctx.arg(choosePlayer(v.player, game));
      const options = ctx.arg(capIterations(v.options.how === "any" ? v.options.value : chooseInput(v.options, v.options.o)));
      return {
        source: `game.botAction(${player.src}, ${options.src})`,
        call: () => game.botAction(player.value, options.value),
        readonly: true,
        codes: ["GAME_FINISHED", "NOT_YOUR_TURN", "INVALID_INPUT"],
        refuse: stringRefusal(player.value, "player") ?? refusal(options, Schemas.BotOptions, "options", { nullable: true }),
        check: (action) => {
          expect(entry.isAction(action), () => `not an action: ${show(action)}`);
          const legal = game.legalActions(player.value);
          expect(legal.some((l) => sameJson(l, action)), () => `the bot chose ${show(action)}, which legalActions does not list`);
          if (options.pure) {
            const again = game.botAction(player.value, materialize(options.tree, ctx));
            expect(sameJson(again, action), () => `the same options and game gave another action: ${show(again)}`);
          }
        },
      };
    },
  });

  // undo(), and canUndo() asked first (with the same garbage arguments): it answers what undo()
  // then does, and changes nothing (undo's checks below see the game as it was). After the end,
  // the ending is taken back (the game goes on, no outcome) or refused with ILLEGAL_ACTION (a
  // concession or an imported result: final).
  add({
    name: `${G}#undo()`,
    covers: [`${G}#undo`, `${G}#canUndo`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, hashBeforeLast } = playGame(ctx, entry, v.plan);
      const finished = peek("status", () => game.status) === "FINISHED";
      const before = peek("actions", () => game.actions());
      const args = v.args.map((a) => ctx.arg(a));
      const can = peek("canUndo", () => game.canUndo(...args.map((a) => a.value)));
      return {
        source: `(console.log("canUndo:", game.canUndo(${args.map((a) => a.src).join(", ")})), game.undo(${args.map((a) => a.src).join(", ")}))`,
        call: () => game.undo(...args.map((a) => a.value)),
        codes: ["ILLEGAL_ACTION"],
        onError: (e) => {
          if (can !== false) return `canUndo() answered ${show(can)} but undo() refused (${e.code})`;
          if (finished) return e.code === "ILLEGAL_ACTION" ? null : `threw ${e.code} on a finished game (ILLEGAL_ACTION for an ending that is final)`;
          if (before.length === 0) return e.code === "ILLEGAL_ACTION" ? null : `threw ${e.code} with no action to undo`;
          if (entry.undoMayRefuse?.(e)) return null;
          return `refused (${e.code}) to undo in an ACTIVE game with ${before.length} action(s)`;
        },
        check: (record) => {
          expect(can === true, () => `canUndo() answered ${show(can)} but undo() took an action back`);
          if (finished) expect(game.status === "ACTIVE" && game.outcome === null, "the ending taken back left the game finished");
          expect(sameJson(record, before.at(-1)), () => `returned ${show(record)}, the last action was ${show(before.at(-1))}`);
          expect(sameJson(game.actions(), before.slice(0, -1)), "actions() after undo is not the list without its last action");
          if (hashBeforeLast) expect(game.stateHash() === hashBeforeLast, "after undo the state hash is not the one before the last action");
        },
      };
    },
  });

  // stepTo(n): a new, read-only game as it was after n actions (the replay of those actions),
  // INVALID_INPUT naming n for anything but a whole number from 0 to the number of actions.
  add({
    name: `${G}#stepTo()`,
    covers: [`${G}#stepTo`],
    runs: expensive,
    arb: fc.record({ plan, n: fc.oneof({ weight: 3, arbitrary: fc.nat(40) }, { weight: 1, arbitrary: anyValue }) }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const n = ctx.arg(v.n);
      const count = peek("actions", () => game.actions()).length;
      const valid = Number.isInteger(n.value) && n.value >= 0 && n.value <= count;
      return {
        source: `game.stepTo(${n.src})`,
        call: () => ctx.own(game.stepTo(n.value)),
        readonly: true,
        codes: ["INVALID_INPUT"],
        onError: (e) => (valid ? `refused n ${show(n.value)} with ${count} actions` : /\bn\b/.test(e.message) ? null : "the message does not name n"),
        refuse: valid ? null : `n ${n.src} is not a whole number from 0 to ${count}`,
        check: (past) => {
          expect(past instanceof C, "not a game of the same class");
          const actions = game.actions().slice(0, n.value);
          expect(sameJson(past.actions(), actions), "its actions are not the first n");
          const replayed = ctx.own(C.replay(game.exportState().config, actions));
          expect(past.stateHash() === replayed.stateHash(), "its hash is not the replay's of the first n actions");
          expect(past.canUndo() === false, "a past game says it can undo");
          const player = past.currentPlayer;
          if (player !== null) {
            const legal = past.legalActions(player);
            if (legal.length > 0) {
              let code = null;
              try {
                past.submit(player, legal[0]);
              } catch (e) {
                code = e.code;
              }
              expect(code === "INVALID_INPUT", () => `a past game's submit answered ${code ?? "events"}`);
              expect(past.stateHash() === replayed.stateHash(), "a refused submit changed the past game");
            }
          }
        },
      };
    },
  });

  add({
    name: `${G}#save()`,
    covers: [`${G}#save`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.save(${args.map((a) => a.src).join(", ")})`,
        call: () => game.save(...args.map((a) => a.value)),
        readonly: true,
        check: (s) => {
          expect(conforms(s, Schemas.GameSave(entry.configSchema, entry.actionSchema)), () => `not a GameSave: ${show(s)}`);
          expectPlainJson(s, "the save");
          expect(s.ruleset === entry.ruleset, () => `ruleset is ${show(s.ruleset)}`);
          expect(s.stateHash === game.stateHash(), "the save's stateHash is not the game's");
          expect(sameJson(s.actions, game.actions()), "the save's actions are not the game's");
          expect(sameJson(s.config, game.exportState().config), "the save's config is not the game's");
          const back = ctx.own(C.load(JSON.parse(JSON.stringify(s))));
          expect(back.stateHash() === s.stateHash, "the save does not load back to the same state");
        },
      };
    },
  });

  add({
    name: `${G}#exportState()`,
    covers: [`${G}#exportState`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.exportState(${args.map((a) => a.src).join(", ")})`,
        call: () => game.exportState(...args.map((a) => a.value)),
        readonly: true,
        check: (x) => {
          expect(isObject(x) && x.ruleset === entry.ruleset && isObject(x.state) && isHash(x.rng) && isHash(x.stateHash) && Array.isArray(x.actions),
            () => `not a GameExport: ${show(x)}`);
          expectPlainJson(x, "the export");
          expectFacts(x, game.players, "the export", entry.endReasons);
          expect(x.status === game.status && sameJson(x.outcome, game.outcome) && x.currentPlayer === game.currentPlayer && x.turn === game.turn,
            "the export's facts differ from the getters");
          expect(x.stateHash === game.stateHash(), "the export's stateHash is not stateHash()");
          expect(sameJson(x.actions, game.actions()), "the export's actions are not actions()");
          expect(ctx.own(C.replay(x.config, x.actions)).stateHash() === x.stateHash, "replaying the export's config and actions gives another hash");
        },
      };
    },
  });

  add({
    name: `${G}#stateHash()`,
    covers: [`${G}#stateHash`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.stateHash(${args.map((a) => a.src).join(", ")})`,
        call: () => game.stateHash(...args.map((a) => a.value)),
        readonly: true,
        check: (h) => {
          expect(isHash(h), () => `not 16 hex digits: ${show(h)}`);
          expect(game.stateHash() === h, "two calls give two hashes");
          const x = game.exportState();
          expect(ctx.own(C.replay(x.config, game.actions())).stateHash() === h, "the same configuration and actions replay to another hash");
        },
      };
    },
  });

  // perft(depth), on the classes that have it: a count for an integer depth from 0 to 10
  // (small ones here), INVALID_INPUT naming `depth` for anything else; read-only.
  if (entry.perft) {
    add({
      name: `${G}#perft()`,
      covers: [`${G}#perft`],
      runs: 600,
      arb: fc.record({ plan, depth: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: entry.perft.maxDepth }) }, { weight: 1, arbitrary: anyValue }) }),
      prepare(ctx, v) {
        const { game } = playGame(ctx, entry, v.plan);
        const depth = ctx.arg(v.depth);
        const valid = Number.isInteger(depth.value) && depth.value >= 0 && depth.value <= 10;
        return {
          source: `game.perft(${depth.src})`,
          call: () => game.perft(depth.value),
          readonly: true,
          codes: ["INVALID_INPUT"],
          // A valid depth may be refused only for the budget (MAX_PERFT_POSITIONS), naming it.
          onError: (e) => (valid ? (/depth is \d+: perft\(\d+\) lists the moves of more than/.test(e.message) ? null : `refused the depth ${show(depth.value)}`)
            : /depth/.test(e.message) ? null : "the message does not name depth"),
          refuse: valid ? null : `depth ${depth.src} is not an integer from 0 to 10`,
          check: (n) => {
            expect(isNat(n), () => `not a count: ${show(n)}`);
            const player = game.currentPlayer;
            const legal = player === null ? [] : game.legalActions(player);
            // (Without `isMove`, which listed actions perft counts is not known: at most all.)
            const moves = entry.perft.isMove ? legal.filter((a) => entry.perft.isMove(a)).length : legal.length;
            if (depth.value === 0) expect(n === 1, () => `perft(0) is ${n}, not 1`);
            else if (player === null) expect(n === 0, () => `a finished game has ${n} move sequences`);
            else if (depth.value === 1 && entry.perft.isMove) expect(n === moves, () => `perft(1) is ${n}, but ${moves} moves are listed`);
            else if (depth.value === 1) expect(n <= moves, () => `perft(1) is ${n}, but only ${moves} actions are listed`);
            else expect(n >= 0 && game.perft(depth.value) === n, "two calls answer otherwise");
          },
        };
      },
    });
  }

  add({
    name: `${G}#actions()`,
    covers: [`${G}#actions`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, records } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.actions(${args.map((a) => a.src).join(", ")})`,
        call: () => game.actions(...args.map((a) => a.value)),
        readonly: true,
        check: (list) => {
          expect(Array.isArray(list), () => `not an array: ${show(list)}`);
          expect(sameJson(list, records.map(([player, action]) => ({ player, action }))), () => `lists ${show(list)}, the game was played with ${show(records)}`);
        },
      };
    },
  });

  add({
    name: `${G}#events()`,
    covers: [`${G}#events`],
    signature: (problem, v) => (isNumberLike(v.since) ? null : `${G}#events() | a since that is not a number is not refused (the glue converts it with ToNumber)`),
    arb: fc.record({
      plan,
      since: fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
        { weight: 3, arbitrary: fc.nat(80) },
        { weight: 3, arbitrary: anyNumber },
        { weight: 2, arbitrary: anyValue },
      ),
      viewer: fc.option(playerChoice, { nil: undefined, freq: 2 }),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const since = ctx.arg(v.since);
      const s = since.value;
      const viewer = v.viewer === undefined ? null : ctx.arg(choosePlayer(v.viewer, game));
      const sinceRefusal = s === undefined || s === null || typeof s === "number" ? null : `since: number expected, got ${typeName(s)}`;
      const viewed = viewer !== null && viewer.value !== undefined && viewer.value !== null;
      return {
        source: viewer === null ? `game.events(${since.src})` : `game.events(${since.src}, ${viewer.src})`,
        call: () => (viewer === null ? game.events(s) : game.events(s, viewer.value)),
        readonly: true,
        refuse: sinceRefusal ?? (viewed ? stringRefusal(viewer.value, "player") : null),
        check: (list) => {
          const from = typeof s === "number" ? s : 0;
          expect(isNat(from) || Object.is(from, -0), () => `accepted since = ${show(s)}, not a count`);
          expectLogEntries(list, from === -0 ? 0 : from, "events(since)");
          const whole = game.events().slice(from);
          if (!viewed) return expect(sameJson(list, whole), "events(since) is not the log from since on");
          // A viewer's log: the same entries, each event of the same type, no shuffle's order.
          expect(game.players.includes(viewer.value), () => `gave events to ${show(viewer.value)}, who is not in the game`);
          expect(list.length === whole.length, "a viewer's log has another length than the referee's");
          list.forEach((e, i) => expect(e.seq === whole[i]?.seq && e.event.type === whole[i]?.event.type, () => `entry ${i} is not the referee's entry ${i}`));
          expect(!list.some((e) => e.event.type.startsWith("Shuffle") && "order" in e.event), "a viewer was given a shuffle's order");
        },
      };
    },
  });

  add({
    name: `${G}#view()`,
    covers: [`${G}#view`],
    arb: fc.record({
      plan,
      player: fc.oneof({ weight: 1, arbitrary: fc.constantFrom({ who: "value", value: undefined }, { who: "value", value: null }) }, { weight: 4, arbitrary: playerChoice }),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const player = ctx.arg(choosePlayer(v.player, game));
      const p = player.value;
      return {
        source: `game.view(${player.src})`,
        call: () => game.view(p),
        readonly: true,
        refuse: p === undefined || p === null ? null : stringRefusal(p, "player"),
        check: (view) => {
          expect(isObject(view) && isObject(view.state), () => `not a GameView: ${show(view)}`);
          expectPlainJson(view, "the view");
          expect(view.viewer === (typeof p === "string" ? p : null), () => `viewer is ${show(view.viewer)}, asked for ${show(p)}`);
          expectFacts(view, game.players, "the view", entry.endReasons);
          expect(view.status === game.status && view.currentPlayer === game.currentPlayer && view.turn === game.turn && sameJson(view.outcome, game.outcome),
            "the view's facts differ from the getters");
          entry.checkView?.(view, game, typeof p === "string" ? p : null);
        },
      };
    },
  });

  // A getter takes no argument: its cases differ only by the game played, as the methods' do.
  const getter = (prop, check) => add({
    name: `${G}#${prop}`,
    covers: [`${G}#${prop}`],
    runs: expensive,
    arb: fc.record({ plan }),
    prepare(ctx, v) {
      const { game, config } = playGame(ctx, entry, v.plan);
      return { source: `game.${prop}`, call: () => game[prop], readonly: true, check: (value) => check(value, game, config) };
    },
  });
  getter("status", (s, game) => {
    expect(GAME_STATUS.has(s), () => `not a GameStatus: ${show(s)}`);
    expect(s === factsOf(game).status, "differs from exportState().status");
    expect((s === "ACTIVE") === (game.outcome === null), "status and outcome disagree");
  });
  getter("outcome", (o, game) => {
    expect(sameJson(o, factsOf(game).outcome), "differs from exportState().outcome");
    if (game.status === "ACTIVE") expect(o === null, () => `an ACTIVE game has an outcome: ${show(o)}`);
    else expectOutcome(o, game.players, "outcome", entry.endReasons);
  });
  getter("currentPlayer", (p, game) => {
    expect(p === factsOf(game).currentPlayer, "differs from exportState().currentPlayer");
    if (game.status === "FINISHED") expect(p === null, () => `a finished game has a player to act: ${show(p)}`);
    else {
      expect(typeof p === "string" && game.players.includes(p), () => `${show(p)} is not a player`);
      expect(game.legalActions(p).length > 0, "the player to act has no legal action");
    }
  });
  getter("turn", (t, game) => {
    expect(isNat(t) && t <= 0xffffffff, () => `not a turn number: ${show(t)}`);
    expect(t === factsOf(game).turn && t === game.view().turn, "differs from exportState().turn or view().turn");
  });
  getter("players", (list, game, config) => {
    expect(Array.isArray(list) && list.every((p) => typeof p === "string" && p.length > 0), () => `not a list of ids: ${show(list)}`);
    expect(sameJson(list, expectedPlayers(config)), () => `${show(list)} are not the configured players`);
  });

  // free() and [Symbol.dispose](), then a use of the freed game: it must be an ArbiterError.
  add({
    name: `${G}#free()`,
    covers: [`${G}#free`, `${G}#[Symbol.dispose]`],
    arb: fc.record({ plan, how: fc.constantFrom("free", "dispose"), args: garbageArgs, then: fc.nat() }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const player = peek("currentPlayer", () => game.currentPlayer) ?? game.players[0];
      const action = peek("legalActions", () => game.legalActions(player))[0] ?? null;
      const p = strSource(player);
      const a = toSource(action);
      const uses = [
        ["game.stateHash()", (g) => g.stateHash()], ["game.free()", (g) => g.free()], [`game.legalActions(${p})`, (g) => g.legalActions(player)],
        [`game.submit(${p}, ${a})`, (g) => g.submit(player, action)], ["game.status", (g) => g.status], ["game.turn", (g) => g.turn],
        ["game.currentPlayer", (g) => g.currentPlayer], ["game.players", (g) => g.players], ["game.outcome", (g) => g.outcome],
        ["game.save()", (g) => g.save()], ["game.events()", (g) => g.events()], ["game.view()", (g) => g.view()], ["game.actions()", (g) => g.actions()],
        ["game.undo()", (g) => g.undo()], [`game.botAction(${p}, { iterations: 1 })`, (g) => g.botAction(player, { iterations: 1 })],
        ["game.exportState()", (g) => g.exportState()], ["game[Symbol.dispose]()", (g) => g[Symbol.dispose]()],
      ];
      const [useSource, use] = uses[v.then % uses.length];
      const args = v.args.map((x) => ctx.arg(x));
      const argList = args.map((x) => x.src).join(", ");
      const freeSource = v.how === "free" ? `game.free(${argList});` : `game[Symbol.dispose](${argList});`;
      const returned = ctx.step(freeSource, () => (v.how === "free" ? game.free(...args.map((x) => x.value)) : game[Symbol.dispose](...args.map((x) => x.value))));
      if (returned !== undefined) throw new SetupFailure(`${freeSource} returned ${show(returned)}`);
      ctx.freed = true;
      return {
        watch: [],
        source: useSource,
        call: () => use(game),
        // Documented: freeing a game already freed does nothing (`using` after `free()` is fine).
        check: (r) => expect(/free\(\)|dispose/.test(useSource) && r === undefined,
          () => `a freed game answered ${show(r)} instead of throwing`),
      };
    },
  });

  // Methods called on something that is not a live instance of the class.
  add({
    name: `${G} methods on a foreign receiver`,
    covers: [],
    runs: 300,
    caseSeconds: 5,
    // One bug per kind of receiver, whatever the method and symptom (one cause: no receiver check).
    signature: (problem, v) => `${G} methods on a foreign receiver | a ${v.receiver} receiver is not refused`,
    arb: fc.record({
      plan,
      otherPlan: other ? gamePlan(other) : fc.constant(null),
      member: fc.nat(),
      receiver: fc.constantFrom(...(other ? ["foreign"] : []), "freed", "bare", "plain", "detached"),
    }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const names = [...Object.getOwnPropertyNames(C.prototype).filter((n) => n !== "constructor" && n !== "__destroy_into_raw"), Symbol.dispose];
      const name = names[v.member % names.length];
      const descriptor = Object.getOwnPropertyDescriptor(C.prototype, name);
      let receiver;
      let receiverSource;
      const watch = [game];
      if (v.receiver === "foreign") {
        receiver = playGame(ctx, other, v.otherPlan, "other").game;
        receiverSource = "other";
        // Freeing is GameClass's, shared: it frees the game it is called on, as it should.
        if (name !== "free" && name !== Symbol.dispose) watch.push(receiver);
      } else if (v.receiver === "freed") {
        receiver = ctx.step(`other = new ${G}(${toSource(v.plan.config)}); other.free();`, () => {
          const g = new C(materialize(v.plan.config, ctx));
          g.free();
          return g;
        });
        receiverSource = "other";
      } else if (v.receiver === "bare") {
        receiver = Object.create(C.prototype);
        receiverSource = `Object.create(${G}.prototype)`;
      } else if (v.receiver === "detached") {
        receiver = undefined;
        receiverSource = "undefined";
      } else {
        receiver = {};
        receiverSource = "{}";
      }
      const player = peek("currentPlayer", () => game.currentPlayer) ?? game.players[0];
      const action = peek("legalActions", () => game.legalActions(player))[0] ?? null;
      const argsFor = { submit: [player, action], legalActions: [player], view: [player], botAction: [player, { iterations: 1 }], events: [0] };
      const args = argsFor[name] ?? [];
      const argList = args.map((x) => toSource(x)).join(", ");
      const nameSource = typeof name === "symbol" ? "[Symbol.dispose]" : `.${name}`;
      const isGetter = descriptor?.get !== undefined;
      return {
        watch,
        source: isGetter
          ? `Reflect.get(${G}.prototype, ${JSON.stringify(name)}, ${receiverSource})`
          : `${G}.prototype${nameSource}.call(${[receiverSource, argList].filter(Boolean).join(", ")})`,
        call: () => (isGetter ? Reflect.get(C.prototype, name, receiver) : C.prototype[name].apply(receiver, args)),
        // Freeing a game already freed does nothing; anything else must be refused, but a
        // method every game's class shares (GameClass's), which acts on the game it is called
        // on, whichever class that game is.
        check: (r) => expect((v.receiver === "freed" && (name === "free" || name === Symbol.dispose) && r === undefined) ||
          (v.receiver === "foreign" && !Object.prototype.hasOwnProperty.call(C.prototype, name)),
          () => `a ${v.receiver} receiver was accepted: returned ${show(r)}`),
      };
    },
  });

  return targets;
}

// ---------------------------------------------------------------------------------------------
// Catalogues: a game's functions that list what it is made of (cards, decks, effects)

/** Each item's `key` is listed once. */
export function expectUnique(list, key, what) {
  const seen = new Set();
  for (const x of list) {
    expect(!seen.has(x[key]), () => `${what} lists ${show(x[key])} twice`);
    seen.add(x[key]);
  }
}

/**
 * The target of a function `fn` that lists a catalogue: pure, the same every time whatever
 * arguments come along, each item of `schema`, and `consistent(list, api)` (throws a ShapeError
 * when the list disagrees with the rest of the package).
 */
export function listTarget(fn, schema, consistent) {
  return {
    name: `${fn}()`,
    covers: [fn],
    runs: 200,
    arb: garbageArgs,
    prepare(ctx, v) {
      const args = v.map((a) => ctx.arg(a));
      return {
        source: `${fn}(${args.map((a) => a.src).join(", ")})`,
        call: () => ctx.api[fn](...args.map((a) => a.value)),
        readonly: true,
        check: (list) => {
          expect(Array.isArray(list) && list.length > 0, () => `not a non-empty array: ${show(list)}`);
          list.forEach((x, i) => expect(conforms(x, schema), () => `[${i}] is not what ${fn} lists: ${show(x)}`));
          expectPlainJson(list, "the answer");
          consistent(list, ctx.api);
          expect(sameJson(ctx.api[fn](), list), "a second call answered otherwise");
        },
      };
    },
  };
}
