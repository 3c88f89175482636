// How ships is fuzzed (tests/js/fuzz/): configurations (with catalogues of their own), actions,
// and the free functions of its end of turn (resolveEndOfTurn, detectEndGame), fed generated
// inputs and the standing of real games. The harness gives `kit` (fast-check, the schema
// builders, shared values and the way to play a game to a point).

/** Ships' fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { fc, conforms, defineHelper } = kit;
  const types = shipsTypes(kit);
  const probe = new api.ShipsGame({ players: ["a", "b"] });
  const defaultCatalogue = probe.view().state.catalogue;
  probe.free();
  defineHelper("bigEndOfTurn", BIG_END_OF_TURN);
  return {
    config: shipsConfigArb(kit, types, defaultCatalogue),
    defaultPlayers: ["p1", "p2"],
    configSchema: types.Schemas.ShipsConfig,
    actionSchema: types.Schemas.ShipsAction,
    actionSamples: shipsActionSamples(kit, defaultCatalogue),
    isAction: (a) => conforms(a, types.Schemas.ShipsAction),
    maxMoves: 40,
    targets: (ships) => [resolveEndOfTurnTarget(kit, types, ships), detectEndGameTarget(kit, types), bigEndOfTurnTarget(kit)],
    bigValues: [
      ["new ShipsGame({ players: [\"a\", \"b\"], seed: BIG })", (a, b) => new a.ShipsGame({ players: ["a", "b"], seed: b })],
      ["new ShipsGame({ players: BIG })", (a, b) => new a.ShipsGame({ players: b })],
      ["new ShipsGame({ players: [\"a\", \"b\"] }).submit(\"a\", { type: \"BUILD\", ship: BIG })", (a, b, own) => own(new a.ShipsGame({ players: ["a", "b"] })).submit("a", { type: "BUILD", ship: b })],
      ["detectEndGame(BIG)", (a, b) => a.detectEndGame(b)],
      ["resolveEndOfTurn(BIG)", (a, b) => a.resolveEndOfTurn(b)],
      ["resolveEndOfTurn({ players: BIG, ships: [], triggeredEffects: [] })", (a, b) => a.resolveEndOfTurn({ players: b, ships: [], triggeredEffects: [] })],
      ["ShipsGame.replay({ players: [\"a\", \"b\"] }, BIG)", (a, b) => a.ShipsGame.replay({ players: ["a", "b"] }, b)],
    ],
    // The bot's largest documented budget is played on the most players and longest games.
    longConfigs: fc.record({ players: fc.integer({ min: 2, max: 6 }), maxTurns: fc.constantFrom(30, 1000) })
      .map(({ players, maxTurns }) => ({ players: Array.from({ length: players }, (_, i) => `p${i + 1}`), maxTurns })),
    failingCalls: {
      "a getter throwing an Error whose message getter throws": ["", "resolveEndOfTurn({ get players() { throw Object.defineProperty(new Error(), \"message\", { get() { throw new Error(\"inner\"); } }); } })"],
    },
  };
}

/** Ships' documented types (from pkg/arbiter.d.ts) as schemas, and its string unions. */
function shipsTypes({ T, unionMembers }) {
  const { string, number, boolean, literal, array, object, union } = T;
  const EFFECT_TYPES = unionMembers("EffectType");
  const POWER_TARGETS = unionMembers("PowerTarget");
  const POWER_TIMINGS = unionMembers("PowerTiming");
  const effectType = literal(...EFFECT_TYPES);
  const target = literal(...POWER_TARGETS);
  const Schemas = {};
  Schemas.PlayerHealth = object({ id: string, health: number }, { isActive: boolean });
  Schemas.AutomaticPower = object({ timing: literal(...POWER_TIMINGS), effectType, value: number, target });
  Schemas.ShipInput = object({
    id: string, ownerId: string, isDestroyed: boolean, isConsumedInUpgrade: boolean, automaticPowers: array(Schemas.AutomaticPower),
  });
  Schemas.TriggeredEffect = object({
    id: string, sourceShipId: string, sourcePlayerId: string, targetPlayerId: string, effectType, value: number,
    persistsIfSourceDestroyed: boolean, description: string, triggeredAt: string,
  });
  Schemas.EndOfTurnInput = object(
    { players: array(Schemas.PlayerHealth), ships: array(Schemas.ShipInput), triggeredEffects: array(Schemas.TriggeredEffect) },
    { maxHealth: number },
  );
  Schemas.Power = union(
    object({ kind: literal("COMPLETION"), effectType, value: number, target }),
    object({ kind: literal("CONTINUOUS"), effectType, value: number, target }),
    object({ kind: literal("CHARGE"), effectType, value: number, target, charges: number, persistsIfSourceDestroyed: boolean }),
    object({ kind: literal("SOLAR"), effectType, value: number, target, energyCost: number, persistsIfSourceDestroyed: boolean }),
    object({ kind: literal("FIRST_STRIKE"), charges: number }),
  );
  Schemas.ShipDefinition = object({ id: string, name: string, cost: number, powers: array(Schemas.Power) }, { upgradeFrom: array(string) });
  Schemas.ShipsConfig = object({}, {
    players: array(string), startingHealth: number, maxHealth: number, maxTurns: number, seed: string, catalogue: array(Schemas.ShipDefinition),
  });
  Schemas.ShipsAction = union(
    object({ type: literal("BUILD"), ship: string }, { target: string }),
    object({ type: literal("USE_CHARGE"), shipId: string }, { target: string }),
    object({ type: literal("USE_SOLAR"), shipId: string }, { target: string }),
    object({ type: literal("FIRST_STRIKE"), shipId: string, targetShipId: string }),
    object({ type: literal("PASS") }),
  );
  return {
    Schemas, EFFECT_TYPES, POWER_TARGETS, POWER_TIMINGS,
    SKIP_REASONS: new Set(unionMembers("SkipReason")),
    EFFECT_SOURCES: new Set(unionMembers("EffectSource")),
    endReasons: new Set(unionMembers("ShipsEndReason")),
  };
}

// ---------------------------------------------------------------------------------------------
// Configurations and actions

function catalogueArb({ fc, utf8 }, { EFFECT_TYPES, POWER_TARGETS }, defaultCatalogue) {
  const effectType = fc.constantFrom(...EFFECT_TYPES);
  const target = fc.constantFrom(...POWER_TARGETS);
  const value = fc.integer({ min: 1, max: 12 });
  const power = fc.oneof(
    fc.record({ kind: fc.constant("COMPLETION"), effectType, value, target }),
    fc.record({ kind: fc.constant("CONTINUOUS"), effectType, value, target: fc.constantFrom("EACH_OPPONENT", "SELF") }),
    fc.record({ kind: fc.constant("CHARGE"), effectType, value, target, charges: fc.integer({ min: 1, max: 3 }), persistsIfSourceDestroyed: fc.boolean() }),
    fc.record({ kind: fc.constant("SOLAR"), effectType, value, target, energyCost: fc.integer({ min: 0, max: 3 }), persistsIfSourceDestroyed: fc.boolean() }),
    fc.record({ kind: fc.constant("FIRST_STRIKE"), charges: fc.integer({ min: 1, max: 2 }) }),
  );
  const name = fc.string({ unit: "grapheme", minLength: 1, maxLength: 10 }).filter((s) => utf8(s) <= 64 && s.isWellFormed());
  const custom = fc.array(fc.record({ name, cost: fc.integer({ min: 1, max: 6 }), powers: fc.array(power, { maxLength: 4 }), from: fc.array(fc.nat(), { maxLength: 2 }) }), { minLength: 1, maxLength: 6 })
    .map((ships) => ships.map((s, i) => {
      const kinds = new Set();
      const powers = s.powers.filter((p) => {
        if (!["CHARGE", "SOLAR", "FIRST_STRIKE"].includes(p.kind)) return true;
        if (kinds.has(p.kind)) return false;
        kinds.add(p.kind);
        return true;
      });
      const def = { id: `ship-${i}`, name: s.name, cost: s.cost, powers };
      if (i > 0 && s.from.length > 0) def.upgradeFrom = s.from.map((n) => `ship-${n % i}`);
      return def;
    }));
  return fc.oneof(
    fc.constant(defaultCatalogue),
    fc.array(fc.integer({ min: 1, max: 6 }), { minLength: defaultCatalogue.length, maxLength: defaultCatalogue.length })
      .map((costs) => defaultCatalogue.map((s, i) => ({ ...s, cost: costs[i] }))),
    custom,
  );
}

function shipsConfigArb(kit, types, defaultCatalogue) {
  const { fc, playerId, seedText } = kit;
  return fc.record({
    players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 6 }),
    seed: fc.option(seedText, { nil: undefined }),
    maxTurns: fc.integer({ min: 1, max: 4 }),
    maxHealth: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    startingHealth: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    catalogue: fc.option(catalogueArb(kit, types, defaultCatalogue), { nil: undefined, freq: 3 }),
  }).map(({ players, seed, maxTurns, maxHealth, startingHealth, catalogue }) => {
    const config = { players, maxTurns };
    if (seed !== undefined) config.seed = seed;
    if (maxHealth !== undefined) config.maxHealth = maxHealth;
    if (startingHealth !== undefined) config.startingHealth = Math.min(startingHealth, maxHealth ?? 35);
    if (catalogue !== undefined) config.catalogue = catalogue;
    return config;
  });
}

function shipsActionSamples({ fc }, defaultCatalogue) {
  const ship = fc.oneof(fc.constantFrom(...defaultCatalogue.map((s) => s.id)), fc.constantFrom("ship-0", "ship-1", "nope", ""));
  const shipId = fc.integer({ min: 0, max: 12 }).map((n) => `s${n}`);
  const target = fc.constantFrom("a", "b", "c", "p1", "p2", "X", "O", "you", "bot", "alice", "bob");
  return fc.oneof(
    fc.record({ type: fc.constant("BUILD"), ship, target }, { requiredKeys: ["type", "ship"] }),
    fc.record({ type: fc.constant("USE_CHARGE"), shipId, target }, { requiredKeys: ["type", "shipId"] }),
    fc.record({ type: fc.constant("USE_SOLAR"), shipId, target }, { requiredKeys: ["type", "shipId"] }),
    fc.record({ type: fc.constant("FIRST_STRIKE"), shipId, targetShipId: shipId }),
    fc.constant({ type: "PASS" }),
  );
}

// ---------------------------------------------------------------------------------------------
// The end of turn as free functions: resolveEndOfTurn and detectEndGame

/** Valid end-of-turn inputs: 2 to 6 players, a few ships and queued effects. */
function endOfTurnArb({ fc, playerId }, { EFFECT_TYPES, POWER_TARGETS, POWER_TIMINGS }) {
  return fc.record({
    ids: fc.uniqueArray(playerId, { minLength: 2, maxLength: 6 }),
    health: fc.array(fc.oneof({ weight: 5, arbitrary: fc.integer({ min: -20, max: 60 }) }, { weight: 1, arbitrary: fc.constantFrom(-1e6, 1e6, 0, 35, 36) }), { minLength: 6, maxLength: 6 }),
    active: fc.array(fc.constantFrom(undefined, undefined, true, false), { minLength: 6, maxLength: 6 }),
    ships: fc.array(fc.record({
      owner: fc.nat(), destroyed: fc.boolean(), consumed: fc.boolean(),
      powers: fc.array(fc.record({ timing: fc.constantFrom(...POWER_TIMINGS), effectType: fc.constantFrom(...EFFECT_TYPES), value: fc.integer({ min: 0, max: 30 }), target: fc.constantFrom(...POWER_TARGETS) }), { maxLength: 3 }),
    }), { maxLength: 5 }),
    effects: fc.array(fc.record({
      source: fc.nat(), target: fc.nat(), ship: fc.nat(), effectType: fc.constantFrom(...EFFECT_TYPES), value: fc.integer({ min: 0, max: 30 }),
      persists: fc.boolean(), description: fc.string({ maxLength: 8 }), triggeredAt: fc.constantFrom("BATTLE:1", "BUILD:2", "", "turn three ✦"),
    }), { maxLength: 5 }),
    maxHealth: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
  }).map(({ ids, health, active, ships, effects, maxHealth }) => {
    const players = ids.map((id, i) => (active[i] === undefined ? { id, health: health[i] } : { id, health: health[i], isActive: active[i] }));
    const shipList = ships.map((s, i) => ({
      id: `s${i}`, ownerId: ids[s.owner % ids.length], isDestroyed: s.destroyed, isConsumedInUpgrade: s.consumed, automaticPowers: s.powers,
    }));
    const input = {
      players,
      ships: shipList,
      triggeredEffects: effects.map((e, i) => ({
        id: `e${i}`, sourceShipId: e.ship % (shipList.length + 1) < shipList.length ? `s${e.ship % (shipList.length + 1)}` : "gone",
        sourcePlayerId: ids[e.source % ids.length], targetPlayerId: ids[e.target % ids.length], effectType: e.effectType, value: e.value,
        persistsIfSourceDestroyed: e.persists, description: e.description, triggeredAt: e.triggeredAt,
      })),
    };
    if (maxHealth !== undefined) input.maxHealth = maxHealth;
    return input;
  });
}

/** The end-of-turn input of a real ships game: its fleets, ships and queued effects. */
function endOfTurnFromGame(state) {
  const catalogue = new Map(state.catalogue.map((c) => [c.id, c]));
  return {
    players: state.fleets.map((f) => (f.defeatedOnTurn === null ? { id: f.player, health: f.health } : { id: f.player, health: f.health, isActive: false })),
    ships: state.ships.map((s) => ({
      id: s.id, ownerId: s.ownerId, isDestroyed: s.isDestroyed, isConsumedInUpgrade: s.isConsumedInUpgrade,
      automaticPowers: (catalogue.get(s.kind)?.powers ?? []).filter((p) => p.kind === "CONTINUOUS")
        .map((p) => ({ timing: "CONTINUOUS", effectType: p.effectType, value: p.value, target: p.target })),
    })),
    triggeredEffects: state.triggeredEffects,
    maxHealth: state.maxHealth,
  };
}

function checkEndOfTurn(kit, types, api, r, json) {
  const { expect, isObject, isNat, show, sameJson, expectPlainJson, expectOutcome, describeError, GAME_STATUS } = kit;
  const { SKIP_REASONS, EFFECT_SOURCES } = types;
  expect(isObject(r) && Array.isArray(r.players) && GAME_STATUS.has(r.status) && ["applied", "skipped", "tally"].every((k) => Array.isArray(r[k])) && !("events" in r),
    () => `not an EndOfTurnResult: ${show(r)}`);
  expectPlainJson(r, "the result");
  const ids = r.players.map((p) => p.id);
  r.players.forEach((p, i) => expect(isObject(p) && typeof p.id === "string" && isNat(p.health) && typeof p.isActive === "boolean", () => `players[${i}] is not a PlayerState: ${show(p)}`));
  if (r.status === "ACTIVE") expect(r.outcome === null, "ACTIVE with an outcome");
  else expectOutcome(r.outcome, ids, "outcome", types.endReasons);
  r.skipped.forEach((s, i) => expect(SKIP_REASONS.has(s.reason) && EFFECT_SOURCES.has(s.source), () => `skipped[${i}] is not a SkippedEffect: ${show(s)}`));
  r.applied.forEach((a, i) => expect(EFFECT_SOURCES.has(a.source) && ids.includes(a.targetPlayerId), () => `applied[${i}] is not an AppliedEffect: ${show(a)}`));
  r.tally.forEach((t, i) => expect(t.player === ids[i] && t.net === t.healing - t.damage, () => `tally[${i}] does not add up: ${show(t)}`));
  if (json === undefined) return;
  const maxHealth = json.maxHealth ?? 35;
  expect(sameJson(ids, json.players.map((p) => p.id)), "the result's players are not the input's, in order");
  r.players.forEach((p, i) => {
    expect(p.health <= maxHealth, () => `players[${i}].health ${p.health} is above maxHealth ${maxHealth}`);
    if (json.players[i].isActive === false) expect(!p.isActive, () => `players[${i}] was out and is back in`);
  });
  // Documented: the result's players feed the next turn as they are.
  try {
    api.resolveEndOfTurn({ players: r.players, ships: [], triggeredEffects: [], ...(json.maxHealth !== undefined ? { maxHealth: json.maxHealth } : {}) });
  } catch (e) {
    expect(false, () => `feeding the result's players back in threw ${describeError(e)}`);
  }
  // Documented: the order of the triggered effects does not matter.
  if (json.triggeredEffects.length > 1) {
    const reversed = api.resolveEndOfTurn({ ...json, triggeredEffects: [...json.triggeredEffects].reverse() });
    expect(sameJson(reversed.players, r.players) && sameJson(reversed.tally, r.tally) && sameJson(reversed.outcome, r.outcome),
      "reversing the triggered effects changes the result");
  }
}

function resolveEndOfTurnTarget(kit, types, ships) {
  const { fc, anyValue, inputOf, chooseInput, refusal, serdeLeniency, peek, playGame, gamePlan } = kit;
  return {
    name: "resolveEndOfTurn()",
    covers: ["resolveEndOfTurn"],
    runs: 2000,
    arb: fc.record({
      // A generated input, or the state of a real ships game at some point of its play.
      valid: fc.oneof({ weight: 3, arbitrary: endOfTurnArb(kit, types).map((input) => ({ input })) }, { weight: 1, arbitrary: gamePlan(ships).map((plan) => ({ plan })) }),
      input: inputOf(anyValue, { valid: 1, mutated: 8, any: 1 }),
    }),
    prepare(ctx, v) {
      const base = v.valid.input ?? endOfTurnFromGame(peek("game.exportState()", () => playGame(ctx, ships, v.valid.plan).game.exportState().state));
      const input = ctx.arg(chooseInput(v.input, base));
      const refuse = refusal(input, types.Schemas.EndOfTurnInput, "input");
      return {
        source: `resolveEndOfTurn(${input.src})`,
        call: () => ctx.api.resolveEndOfTurn(input.value),
        codes: ["INVALID_INPUT"],
        refuse,
        check: (r) => checkEndOfTurn(kit, types, ctx.api, r, input.pure && !refuse && !serdeLeniency(input.json, types.Schemas.EndOfTurnInput) ? input.json : undefined),
      };
    },
  };
}

function detectEndGameTarget(kit, types) {
  const { fc, anyValue, inputOf, chooseInput, refusal, T, expect, isObject, show, expectPlainJson, expectOutcome, GAME_STATUS } = kit;
  return {
    name: "detectEndGame()",
    covers: ["detectEndGame"],
    runs: 2000,
    arb: fc.record({ valid: endOfTurnArb(kit, types).map((x) => x.players), input: inputOf(anyValue, { valid: 1, mutated: 8, any: 1 }) }),
    prepare(ctx, v) {
      const players = ctx.arg(chooseInput(v.input, v.valid));
      const refuse = refusal(players, T.array(types.Schemas.PlayerHealth), "players");
      return {
        source: `detectEndGame(${players.src})`,
        call: () => ctx.api.detectEndGame(players.value),
        refuse,
        check: (r) => {
          expect(isObject(r) && GAME_STATUS.has(r.status) && Object.keys(r).length === 2, () => `not an EndGameCheck: ${show(r)}`);
          expectPlainJson(r, "the answer");
          if (r.status === "ACTIVE") expect(r.outcome === null, "ACTIVE with an outcome");
          if (players.pure && !refuse) {
            const ids = players.json.map((p) => p.id);
            if (r.status === "FINISHED") expectOutcome(r.outcome, ids, "outcome", types.endReasons);
            const resolved = ctx.api.resolveEndOfTurn({ players: players.json, ships: [], triggeredEffects: [] });
            expect(resolved.status === r.status && resolved.outcome?.type === r.outcome?.type && resolved.outcome?.winner === r.outcome?.winner,
              () => `detectEndGame says ${show(r.outcome)}, resolving a turn with no effect says ${show(resolved.outcome)}`);
          }
        },
      };
    },
  };
}

// A big end of turn, built in the case from a small description (few cases: slow by nature).
const BIG_END_OF_TURN = `({ players, ships, powers, effects }) => {
  const ids = Array.from({ length: players }, (_, i) => "p" + i);
  return {
    players: ids.map((id) => ({ id, health: 30 })),
    ships: Array.from({ length: ships }, (_, i) => ({
      id: "s" + i, ownerId: ids[i % players], isDestroyed: false, isConsumedInUpgrade: false,
      automaticPowers: Array.from({ length: powers }, () => ({ timing: "CONTINUOUS", effectType: "DAMAGE", value: 1, target: "EACH_OPPONENT" })),
    })),
    triggeredEffects: Array.from({ length: effects }, (_, i) => ({
      id: "e" + i, sourceShipId: "s0", sourcePlayerId: ids[0], targetPlayerId: ids[i % players], effectType: "HEAL", value: 1,
      persistsIfSourceDestroyed: true, description: "", triggeredAt: "BATTLE:1",
    })),
  };
}`;

function bigEndOfTurnTarget({ fc, spec, expect, isObject }) {
  return {
    name: "resolveEndOfTurn() with a big input",
    covers: [],
    runs: 2,
    shrink: false,
    stopOnFailure: true,
    caseSeconds: 120,
    arb: fc.record({
      players: fc.integer({ min: 1500, max: 2500 }), ships: fc.integer({ min: 1500, max: 2500 }),
      powers: fc.integer({ min: 1, max: 2 }), effects: fc.integer({ min: 0, max: 1000 }),
    }),
    prepare(ctx, v) {
      const input = ctx.arg(spec("helper", { name: "bigEndOfTurn", arg: v }));
      return {
        source: `resolveEndOfTurn(${input.src})`,
        call: () => ctx.api.resolveEndOfTurn(input.value),
        codes: ["INVALID_INPUT"],
        check: (r) => expect(isObject(r) && Array.isArray(r.players) && r.players.length === v.players, "not a result for every player"),
      };
    },
  };
}
