// The end-of-turn specification (shared/specs/end-of-turn-resolution.md) through the built
// package: its three example scenarios, every item of its testing checklist, and the contract's
// rules for players already out, any input health, ships that changed hands and feeding a result
// back in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import init, { resolveEndOfTurn, detectEndGame, isArbiterError } from "arbiter-rules";

await init();

let nextId = 1;
/** A TriggeredEffect exactly as the specification types it (triggeredAt is a string). */
function triggered(from, to, effectType, value, { ship = `${from}-ship`, persists = true, at = "BATTLE:1" } = {}) {
  return {
    id: `t${nextId++}`, sourceShipId: ship, sourcePlayerId: from, targetPlayerId: to, effectType, value,
    persistsIfSourceDestroyed: persists, description: `${effectType} ${value}`, triggeredAt: at,
  };
}
function ship(id, ownerId, powers = [], { destroyed = false, consumed = false } = {}) {
  return { id, ownerId, isDestroyed: destroyed, isConsumedInUpgrade: consumed, automaticPowers: powers };
}
const each = (effectType, value, target = "EACH_OPPONENT") => ({ timing: "CONTINUOUS", effectType, value, target });
const healthOf = (result) => Object.fromEntries(result.players.map((p) => [p.id, p.health]));

function throwsInvalid(fn, needle) {
  assert.throws(fn, (e) => {
    assert.ok(isArbiterError(e), String(e));
    assert.equal(e.code, "INVALID_INPUT");
    assert.ok(e.message.includes(needle), `${JSON.stringify(e.message)} should include ${JSON.stringify(needle)}`);
    return true;
  });
}

test("scenario 1: a once-only effect persists though First Strike destroyed its Interceptor", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "player", health: 30 }, { id: "opponent", health: 30 }],
    ships: [ship("interceptor", "player", [], { destroyed: true })],
    triggeredEffects: [triggered("player", "opponent", "DAMAGE", 5, { ship: "interceptor", at: "BUILD:1" })],
  });
  assert.deepEqual(healthOf(r), { player: 30, opponent: 25 });
  assert.equal(r.applied.length, 1);
  assert.deepEqual(r.skipped, []);
});

test("scenario 2: a continuous effect requires its ship to survive", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "player", health: 20 }, { id: "opponent", health: 30 }],
    ships: [ship("defender", "player", [each("HEAL", 2, "SELF")], { destroyed: true })],
    triggeredEffects: [],
  });
  assert.deepEqual(healthOf(r), { player: 20, opponent: 30 }, "no healing occurs");
  assert.deepEqual(r.skipped.map((s) => [s.id, s.reason]), [["defender#0", "SOURCE_DESTROYED"]]);
});

test("scenario 3: multiple effects resolve simultaneously", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "A", health: 10 }, { id: "B", health: 15 }],
    ships: [ship("b-cruiser", "B"), ship("a-array", "A"), ship("a-gun", "A", [each("DAMAGE", 12)])],
    triggeredEffects: [
      triggered("B", "A", "DAMAGE", 8, { ship: "b-cruiser" }),
      triggered("A", "A", "HEAL", 5, { ship: "a-array" }),
    ],
  });
  assert.deepEqual(r.tally.map((t) => [t.player, t.damage, t.healing, t.net]), [["A", 8, 5, -3], ["B", 12, 0, -12]]);
  assert.deepEqual(healthOf(r), { A: 7, B: 3 });
  assert.equal(r.status, "ACTIVE");
  assert.equal(r.outcome, null);
});

test("checklist: once-only applies though destroyed; continuous skipped when destroyed", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "a", health: 20 }, { id: "b", health: 20 }],
    ships: [ship("x", "a", [each("DAMAGE", 2)], { destroyed: true }), ship("y", "a", [each("DAMAGE", 3)], { consumed: true })],
    triggeredEffects: [triggered("a", "b", "DAMAGE", 5, { ship: "x" }), triggered("a", "b", "DAMAGE", 1, { ship: "y", persists: false })],
  });
  assert.deepEqual(healthOf(r), { a: 20, b: 15 });
  assert.deepEqual(r.skipped.map((s) => [s.source, s.reason]).sort(),
    [["CONTINUOUS", "SOURCE_CONSUMED"], ["CONTINUOUS", "SOURCE_DESTROYED"], ["TRIGGERED", "SOURCE_CONSUMED"]]);
});

test("checklist: health changes are atomic and win/loss is checked only after health is final", () => {
  // Applied one by one, 3 − 5 would end the game before the + 4 arrives.
  const r = resolveEndOfTurn({
    players: [{ id: "a", health: 3 }, { id: "b", health: 20 }],
    ships: [],
    triggeredEffects: [triggered("b", "a", "DAMAGE", 5), triggered("a", "a", "HEAL", 4)],
  });
  assert.deepEqual(healthOf(r), { a: 2, b: 20 });
  assert.equal(r.status, "ACTIVE");
  assert.deepEqual(r.applied.map((e) => e.value), [5, 4], "both effects applied");
  assert.deepEqual(r.tally.find((t) => t.player === "a"), { player: "a", damage: 5, healing: 4, net: -1 },
    "one net change per player, after every effect");
});

test("checklist: effect order does not matter", () => {
  const effects = [triggered("a", "b", "DAMAGE", 7), triggered("b", "b", "HEAL", 3), triggered("b", "a", "DAMAGE", 9),
    triggered("a", "a", "HEAL", 30), triggered("a", "b", "DAMAGE", 8)];
  const base = { players: [{ id: "a", health: 10 }, { id: "b", health: 12 }], ships: [] };
  const first = resolveEndOfTurn({ ...base, triggeredEffects: effects });
  for (const order of [[4, 3, 2, 1, 0], [2, 0, 4, 1, 3], [1, 4, 0, 3, 2]]) {
    const other = resolveEndOfTurn({ ...base, triggeredEffects: order.map((i) => effects[i]) });
    assert.deepEqual(other.players, first.players);
    assert.deepEqual(other.tally, first.tally);
    assert.deepEqual(other.outcome, first.outcome);
  }
});

test("checklist: health is capped to [0, MAX_HEALTH] after all effects", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "a", health: 30 }, { id: "b", health: 10 }, { id: "c", health: 10 }],
    ships: [],
    triggeredEffects: [triggered("a", "a", "HEAL", 20), triggered("a", "b", "DAMAGE", 50), triggered("a", "b", "HEAL", 5)],
  });
  assert.deepEqual(healthOf(r), { a: 35, b: 0, c: 10 });
  const custom = resolveEndOfTurn({ players: [{ id: "a", health: 30 }, { id: "b", health: 10 }], ships: [],
    triggeredEffects: [triggered("a", "a", "HEAL", 20)], maxHealth: 40 });
  assert.equal(healthOf(custom).a, 40);
});

test("checklist: multiple effects on one player tally; an empty list works", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "a", health: 20 }, { id: "b", health: 20 }],
    ships: [ship("g", "a", [each("DAMAGE", 2)])],
    triggeredEffects: [1, 2, 3].map((v) => triggered("a", "b", "DAMAGE", v)),
  });
  assert.deepEqual(r.tally.find((t) => t.player === "b"), { player: "b", damage: 8, healing: 0, net: -8 });
  assert.equal(healthOf(r).b, 12);
  const empty = resolveEndOfTurn({ players: [{ id: "a", health: 20 }, { id: "b", health: 20 }], ships: [], triggeredEffects: [] });
  assert.deepEqual(healthOf(empty), { a: 20, b: 20 });
  assert.deepEqual([empty.applied, empty.skipped], [[], []]);
  assert.deepEqual(Object.keys(empty).sort(), ["applied", "outcome", "players", "skipped", "status", "tally"]);
});

test("triggeredAt is any string; a number is refused naming the field", () => {
  for (const at of ["BATTLE:3", "", "2026-11-22T10:00:00Z", "turn three ✦"]) {
    const r = resolveEndOfTurn({ players: [{ id: "a", health: 5 }, { id: "b", health: 5 }], ships: [],
      triggeredEffects: [triggered("a", "b", "DAMAGE", 1, { at })] });
    assert.equal(healthOf(r).b, 4);
  }
  throwsInvalid(() => resolveEndOfTurn({ players: [{ id: "a", health: 5 }, { id: "b", health: 5 }], ships: [],
    triggeredEffects: [{ ...triggered("a", "b", "DAMAGE", 1), triggeredAt: 3 }] }),
  "input.triggeredEffects[0].triggeredAt: invalid type: integer `3`, expected a string");
});

test("a result's players feed the next turn as they are", () => {
  const input = {
    players: [{ id: "a", health: 10 }, { id: "b", health: 6 }, { id: "c", health: 9 }],
    ships: [ship("a1", "a", [each("DAMAGE", 4)]), ship("c1", "c", [each("DAMAGE", 1)])],
    triggeredEffects: [],
  };
  const seen = [];
  let result = resolveEndOfTurn(input);
  seen.push(healthOf(result));
  while (result.status === "ACTIVE") {
    result = resolveEndOfTurn({ ...input, players: result.players });
    seen.push(healthOf(result));
  }
  assert.deepEqual(seen, [{ a: 9, b: 1, c: 5 }, { a: 8, b: 0, c: 1 }, { a: 7, b: 0, c: 0 }]);
  assert.deepEqual(result.outcome.results.map((r) => [r.player, r.outcome, r.rank]),
    [["a", "WIN", 1], ["c", "LOSS", 2], ["b", "ELIMINATED", 3]]);
  assert.equal(detectEndGame(result.players).status, "FINISHED");
});

test("a player in the game is tallied whatever their input health, then step 4 caps and decides", () => {
  const two = (a, effects) => resolveEndOfTurn({ players: [{ id: "a", ...a }, { id: "b", health: 20 }], ships: [], triggeredEffects: effects });
  assert.equal(healthOf(two({ health: 0 }, [triggered("a", "a", "HEAL", 5)])).a, 5, "0 + 5 = 5, alive");
  assert.equal(two({ health: 0, isActive: true }, [triggered("a", "a", "HEAL", 5)]).status, "ACTIVE");
  assert.equal(healthOf(two({ health: 40 }, [triggered("b", "a", "DAMAGE", 10)])).a, 30, "40 − 10 = 30");
  const negative = two({ health: -3 }, [triggered("a", "a", "HEAL", 3)]);
  assert.equal(negative.status, "FINISHED", "−3 + 3 = 0: defeated");
  assert.equal(negative.outcome.winner, "b");
  assert.deepEqual(negative.players[0], { id: "a", health: 0, isActive: false });
  assert.deepEqual(negative.tally[0], { player: "a", damage: 0, healing: 3, net: 3 });
});

test("a player with isActive: false is out: skipped, silent ships, ranked below those who fall now", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "a", health: 10 }, { id: "b", health: 4 }, { id: "c", health: 12, isActive: false }],
    ships: [ship("c1", "c", [each("DAMAGE", 7)]), ship("c2", "c", [], { destroyed: true })],
    triggeredEffects: [triggered("a", "b", "DAMAGE", 9), triggered("c", "c", "HEAL", 5),
      triggered("c", "a", "DAMAGE", 2, { ship: "c2" })],
  });
  assert.deepEqual(r.players, [{ id: "a", health: 8, isActive: true }, { id: "b", health: 0, isActive: false },
    { id: "c", health: 12, isActive: false }]);
  assert.deepEqual(r.skipped.map((s) => [s.id, s.reason]), [["t" + (nextId - 2), "TARGET_DEFEATED"], ["c1#0", "OWNER_DEFEATED"]]);
  assert.deepEqual(r.outcome.results.map((x) => [x.player, x.outcome, x.rank]),
    [["a", "WIN", 1], ["b", "LOSS", 2], ["c", "ELIMINATED", 3]]);
  // Players out before share the last rank.
  const shared = resolveEndOfTurn({
    players: [{ id: "p", health: 0, isActive: false }, { id: "q", health: 9 }, { id: "r", health: 0, isActive: false }, { id: "s", health: 1 }],
    ships: [], triggeredEffects: [triggered("q", "s", "DAMAGE", 1)],
  });
  assert.deepEqual(shared.outcome.results.map((x) => [x.player, x.outcome, x.rank]),
    [["q", "WIN", 1], ["s", "LOSS", 2], ["p", "ELIMINATED", 3], ["r", "ELIMINATED", 3]]);
});

test("OPPONENT is valid exactly when two players are in the game", () => {
  const players = [{ id: "a", health: 10 }, { id: "b", health: 10 }, { id: "c", health: 0 }];
  const ships = [ship("g", "a", [each("DAMAGE", 3, "OPPONENT")])];
  throwsInvalid(() => resolveEndOfTurn({ players, ships, triggeredEffects: [] }),
    "ships[0].automaticPowers[0].target \"OPPONENT\" needs exactly 2 players in the game, got 3");
  const r = resolveEndOfTurn({ players: players.map((p) => (p.id === "c" ? { ...p, isActive: false } : p)), ships, triggeredEffects: [] });
  assert.deepEqual(healthOf(r), { a: 10, b: 7, c: 0 });
});

test("an effect whose sourcePlayerId is not its ship's owner is valid", () => {
  const r = resolveEndOfTurn({
    players: [{ id: "a", health: 10 }, { id: "b", health: 10 }],
    ships: [ship("stolen", "a")],
    triggeredEffects: [triggered("b", "a", "DAMAGE", 3, { ship: "stolen", persists: false })],
  });
  assert.deepEqual(healthOf(r), { a: 7, b: 10 });
});

test("refused: wrong types, unknown player ids, duplicate ids, negative values", () => {
  const base = { players: [{ id: "a", health: 5 }, { id: "b", health: 5 }], ships: [], triggeredEffects: [] };
  throwsInvalid(() => resolveEndOfTurn({ ...base, players: [{ id: "a", health: 5, isActive: "yes" }, { id: "b", health: 5 }] }),
    "input.players[0].isActive: invalid type: string \"yes\", expected a boolean");
  throwsInvalid(() => resolveEndOfTurn({ ...base, triggeredEffects: [triggered("a", "z", "DAMAGE", 1)] }),
    "unknown player id \"z\" in triggeredEffects[0].targetPlayerId");
  throwsInvalid(() => resolveEndOfTurn({ ...base, ships: [ship("s", "a"), ship("s", "b")] }), "duplicate ship id \"s\" in ships[1].id");
  const twice = triggered("a", "b", "DAMAGE", 1);
  throwsInvalid(() => resolveEndOfTurn({ ...base, triggeredEffects: [twice, twice] }), "duplicate effect id");
  throwsInvalid(() => resolveEndOfTurn({ ...base, triggeredEffects: [triggered("a", "b", "DAMAGE", -2)] }),
    "input.triggeredEffects[0].value: invalid value: integer `-2`");
  throwsInvalid(() => resolveEndOfTurn({ ...base, ships: [ship("s", "a", [each("HEAL", -1, "SELF")])] }),
    "input.ships[0].automaticPowers[0].value: invalid value: integer `-1`");
  // And the instance still works.
  assert.equal(resolveEndOfTurn(base).status, "ACTIVE");
});

test("detectEndGame takes isActive the same way", () => {
  assert.deepEqual(detectEndGame([{ id: "a", health: 0, isActive: true }, { id: "b", health: 3 }]).outcome.winner, "b");
  assert.equal(detectEndGame([{ id: "a", health: 12, isActive: false }, { id: "b", health: 3 }, { id: "c", health: 1 }]).status, "ACTIVE");
  const r = detectEndGame([{ id: "a", health: 12, isActive: false }, { id: "b", health: 3 }, { id: "c", health: -1 }]);
  assert.deepEqual(r.outcome.results.map((x) => [x.player, x.outcome, x.rank]),
    [["b", "WIN", 1], ["c", "LOSS", 2], ["a", "ELIMINATED", 3]]);
});

test("the fast path and the slow path give the same result, key for key", () => {
  // resolveEndOfTurn reads well-formed input as numbers (its strings stay in JavaScript) and
  // leaves anything else to the JSON decoder; a key JSON drops (undefined) takes the slow path.
  const scenarios = [
    { // skipped for every reason, continuous powers numbered past a ONCE one, a survivor
      players: [{ id: "a", health: 30 }, { id: "b", health: 9, isActive: true }, { id: "c", health: 0, isActive: false }],
      ships: [
        ship("s1", "a", [{ timing: "ONCE", effectType: "DAMAGE", value: 3, target: "SELF" }, each("DAMAGE", 4), each("HEAL", 2, "SELF")]),
        ship("s2", "b", [each("DAMAGE", 1)], { destroyed: true }),
        ship("s3", "b", [each("HEAL", 5, "SELF")], { consumed: true }),
        ship("s4", "c", [each("DAMAGE", 9)]),
      ],
      triggeredEffects: [
        triggered("a", "b", "DAMAGE", 2, { ship: "s2", persists: false }),
        triggered("a", "b", "DAMAGE", 2, { ship: "s3", persists: false }),
        triggered("a", "b", "DAMAGE", 2, { ship: "gone", persists: false }),
        triggered("b", "c", "DAMAGE", 2),
        triggered("b", "a", "HEAL", 1),
      ],
      maxHealth: 40,
    },
    { // a win with an earlier elimination
      players: [{ id: "a", health: 3 }, { id: "b", health: 2 }, { id: "c", health: 0, isActive: false }],
      ships: [ship("x", "a", [each("DAMAGE", 5)])],
      triggeredEffects: [],
    },
    { // a draw
      players: [{ id: "a", health: 2 }, { id: "b", health: 2 }],
      ships: [],
      triggeredEffects: [triggered("a", "b", "DAMAGE", 5), triggered("b", "a", "DAMAGE", 5)],
    },
  ];
  for (const input of scenarios) {
    const fast = resolveEndOfTurn(input);
    const slow = resolveEndOfTurn({ ...input, unused: undefined });
    assert.equal(JSON.stringify(fast), JSON.stringify(slow));
    // Strings that are long, or not well-formed, are measured by the slow path too.
    const long = "p".repeat(40);
    const renamed = resolveEndOfTurn({ ...input, players: input.players.map((p) => (p.id === "a" ? { ...p, id: long } : p)),
      ships: input.ships.map((s) => (s.ownerId === "a" ? { ...s, ownerId: long } : s)),
      triggeredEffects: input.triggeredEffects.map((e) => ({ ...e,
        sourcePlayerId: e.sourcePlayerId === "a" ? long : e.sourcePlayerId,
        targetPlayerId: e.targetPlayerId === "a" ? long : e.targetPlayerId })) });
    assert.equal(JSON.stringify(renamed).replaceAll(long, "a"), JSON.stringify(fast));
  }
  assert.equal(resolveEndOfTurn(scenarios[1]).outcome.winner, "a");
  assert.equal(resolveEndOfTurn(scenarios[2]).outcome.type, "DRAW");
});

test("input the fast path leaves to the slow one still gets its exact error", () => {
  const two = { players: [{ id: "a", health: 1 }, { id: "b", health: 1 }], ships: [], triggeredEffects: [] };
  throwsInvalid(() => resolveEndOfTurn({ ...two, players: [{ id: "a", health: 1.5 }, { id: "b", health: 1 }] }),
    "input.players[0].health: invalid type: floating point `1.5`, expected i64");
  throwsInvalid(() => resolveEndOfTurn({ ...two, players: [{ id: "\ud800", health: 1 }, { id: "b", health: 1 }] }),
    "input.players[0].id");
  throwsInvalid(() => resolveEndOfTurn({ ...two, maxHeath: 3 }), "unknown field `maxHeath`");
  const getter = { ...two, get ships() { throw new Error("no ships today"); } };
  throwsInvalid(() => resolveEndOfTurn(getter), "input: cannot be read as JSON (no ships today)");
  class Input { constructor() { Object.assign(this, two); } }
  assert.equal(resolveEndOfTurn(new Input()).status, "ACTIVE", "a class instance is read as JSON reads it");
  const shadow = Object.create({ isActive: false });
  Object.assign(shadow, { id: "a", health: 5 });
  assert.equal(resolveEndOfTurn({ ...two, players: [shadow, { id: "b", health: 1 }] }).players[0].isActive, true,
    "an inherited isActive is not the player's own, as JSON sees it");
});
