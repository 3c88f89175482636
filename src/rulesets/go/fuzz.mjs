// How Go is fuzzed (tests/js/fuzz/): small boards mostly, komi of every kind, both countings,
// stones anywhere and junk coordinates, perft, what a view shows (the state, which agrees with
// itself), SGF both ways, and collections with their records (GoGame.readSgf,
// GoGame#sgfWithRecord). The harness gives `kit`.

/** Go's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { T, isObject, isNat, conforms } = kit;
  const { string, number, literal, object, union } = T;
  // Points 0-based, `x` from the left, `y` from the top.
  const GoAction = union(
    object({ type: literal("PLAY"), x: number, y: number }),
    object({ type: literal("PASS") }),
    object({ type: literal("RESIGN") }),
    object({ type: literal("MARK_DEAD"), x: number, y: number }),
    object({ type: literal("ACCEPT_SCORE") }),
    object({ type: literal("RESUME") }),
    object({ type: literal("RECORD_RESULT"), reason: string }, { winner: literal("BLACK", "WHITE"), marginHalfPoints: number }),
  );
  return {
    config: goConfigArb(kit),
    defaultPlayers: ["black", "white"],
    configSchema: object({}, {
      players: T.tuple(string, string), seed: string, size: number, komi: number, counting: literal("agreement", "area"), handicap: number,
      setup: object({ black: T.array(object({ x: number, y: number })), white: T.array(object({ x: number, y: number })) }, { toMove: literal("BLACK", "WHITE") }),
    }),
    actionSchema: GoAction,
    actionSamples: goActionSamples(kit),
    isAction: (a) => conforms(a, GoAction) && a.type !== "RESIGN" && a.type !== "RECORD_RESULT" && (!("x" in a) || (isNat(a.x) && isNat(a.y) && a.x <= 18 && a.y <= 18)),
    maxMoves: 60,
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    // Depth 2: depth 3 on the occasional 19×19 board is 47 million positions.
    perft: { maxDepth: 2, isMove: (a) => a.type !== "RESIGN" },
    checkView: (view, game) => goCheckView(kit, view, game),
    targets: (go) => [sgfTarget(kit, go), fromSgfTarget(kit, go), readSgfTarget(kit, go), sgfWithRecordTarget(kit, go)],
  };
}

/** Whether a game's SGF reads back as the same game: not during a counting (its marking is not
 * written), nor right after a resume (no move shows it yet). */
const roundTrips = (game) => game.exportState().state.counting === null && game.events().at(-1)?.event.type !== "PlayResumed";

// GoGame#sgf: the record of any game; read back (when no counting's marking is lost) it is the
// same game.
function sgfTarget({ fc, gamePlan, playGame, garbageArgs, expect, show }, go) {
  return {
    name: "GoGame#sgf()",
    covers: ["GoGame#sgf"],
    runs: 300,
    arb: fc.record({ plan: gamePlan(go), args: garbageArgs }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, go, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.sgf(${args.map((a) => a.src).join(", ")})`,
        call: () => game.sgf(...args.map((a) => a.value)),
        readonly: true,
        check: (text) => {
          expect(typeof text === "string" && text.startsWith("(;FF[4]GM[1]"), () => `not an SGF record: ${show(text)}`);
          if (roundTrips(game)) {
            const copy = ctx.own(ctx.api.GoGame.fromSgf(text));
            expect(copy.stateHash() === game.stateHash(), () => `${show(text)} reads back as another game`);
          }
        },
      };
    },
  };
}

// GoGame.fromSgf: a game's record, cut, spliced, with junk inserted or characters changed, or
// no string at all: a game, or INVALID_INPUT, never a trap.
function fromSgfTarget({ fc, gamePlan, playGame, anyString, anyValue, strSource, isHash, expect, show }, go) {
  const edit = fc.record({ at: fc.nat(), length: fc.nat({ max: 12 }), insert: fc.oneof(anyString, fc.constantFrom("(", ")", ";", "[", "]", "\\", "B[", "W[tt]", "AB[aa:zz]", "TB[", "SZ[4]", "KM[x]", "HA[9]", "(;", ";B[]", "RE[W+R]", "PL[W]", "AE[aa]")) });
  return {
    name: "GoGame.fromSgf()",
    covers: ["GoGame.fromSgf"],
    runs: 400,
    arb: fc.record({ plan: gamePlan(go), edits: fc.array(edit, { maxLength: 4 }), other: fc.option(anyValue, { freq: 10, nil: undefined }) }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, go, v.plan);
      let text = game.sgf();
      for (const e of v.edits) {
        const at = e.at % (text.length + 1);
        text = text.slice(0, at) + e.insert + text.slice(at + e.length);
      }
      const arg = v.other !== undefined ? ctx.arg(v.other) : { value: text, src: strSource(text) };
      return {
        source: `GoGame.fromSgf(${arg.src})`,
        call: () => ctx.own(ctx.api.GoGame.fromSgf(arg.value)),
        codes: ["INVALID_INPUT"],
        check: (copy) => {
          expect(copy instanceof ctx.api.GoGame, () => `fromSgf returned ${show(copy)}`);
          expect(isHash(copy.stateHash()), "stateHash() is not 16 hex digits");
          if (v.edits.length === 0 && v.other === undefined && roundTrips(game)) {
            expect(copy.stateHash() === game.stateHash(), "the record reads back as another game");
          }
        },
      };
    },
  };
}

/**
 * Go configurations, short-lived: boards of 5 to 9 mostly (the move limit is 3 · size², 75 to
 * 243 moves), now and then up to 19; komi absent, a half point, a whole number (draws), or
 * negative; counted by area in most.
 */
function goConfigArb({ fc, playerId, seedText }) {
  const size = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 5, max: 9 }) }, { weight: 1, arbitrary: fc.integer({ min: 10, max: 19 }) });
  const komi = fc.oneof(
    fc.constantFrom(7.5, 6.5, 0.5, 0, 7, -3.5, 1000, -1000),
    fc.integer({ min: -40, max: 40 }).map((n) => n / 2),
  );
  // Counting by area in most games: each counting by agreement starts with the engine's
  // proposal (a thousand playouts' worth), and random actions pass often. Agreement, named or
  // by default (no key), in about one in eight (and in every game made without a config).
  const counting = fc.oneof({ weight: 14, arbitrary: fc.constant("area") }, { weight: 1, arbitrary: fc.constant("agreement") }, { weight: 1, arbitrary: fc.constant(null) });
  // Handicap stones now and then (2 to 4 take every board from 7×7 up), or a few set-up stones.
  const start = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }).map((handicap) => ({ handicap })) },
    { weight: 1, arbitrary: fc.constant({ setup: { black: [{ x: 1, y: 1 }, { x: 2, y: 1 }], white: [{ x: 3, y: 3 }], toMove: "WHITE" } }) },
  );
  return fc
    .record({ players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }), seed: seedText, size, komi, counting, start }, { requiredKeys: ["counting", "start"] })
    .map(({ counting: rule, start: from, ...config }) => {
      const withStart = (config.size ?? 9) >= 7 || !("handicap" in from) ? { ...config, ...from } : config;
      return rule === null ? withStart : { ...withStart, counting: rule };
    });
}

/** Stones anywhere on the largest board and junk coordinates (off the board, negative,
 * fractional, text), passes, resignations, and the counting's toggles, acceptances and
 * resumes (refused outside a counting). */
function goActionSamples({ fc }) {
  const coordinate = fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 18 }) },
    { weight: 1, arbitrary: fc.constantFrom(-1, 19, 3.5, "a", 2 ** 32, null, "3") },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ type: fc.constant("PLAY"), x: coordinate, y: coordinate }) },
    { weight: 1, arbitrary: fc.constant({ type: "PASS" }) },
    { weight: 1, arbitrary: fc.constant({ type: "RESIGN" }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("MARK_DEAD"), x: coordinate, y: coordinate }) },
    { weight: 1, arbitrary: fc.constantFrom({ type: "ACCEPT_SCORE" }, { type: "RESUME" }) },
  );
}

const GO_STATE_FIELDS = ["players", "size", "komiHalfPoints", "board", "moves", "passes", "lastMove", "captures", "position", "history", "resigned", "score", "rule", "counting", "resumes", "removed"];

/** The view is the state (nothing is hidden): its board, counts and the count at the end agree. */
function goCheckView({ expect, show, sameJson, isNat, isHash }, view, game) {
  const x = game.exportState().state;
  expect(sameJson(view.state, x), "a Go view differs from the state");
  // `first` only when White moved first (a handicap or a set-up position).
  expect(sameJson(Object.keys(x).filter((k) => k !== "first").sort(), [...GO_STATE_FIELDS].sort()), () => `the state has fields ${show(Object.keys(x))}`);
  expect(!("first" in x) || x.first === "WHITE", () => `first is ${show(x.first)}`);
  const n = x.size;
  expect(isNat(n) && n >= 5 && n <= 19, () => `size is ${show(n)}`);
  expect(typeof x.board === "string" && x.board.length === n * n && /^[.BW]*$/.test(x.board), () => `board is ${show(x.board)}`);
  expect(isNat(x.moves) && x.moves <= 3 * n * n, () => `moves is ${show(x.moves)} on ${n}×${n}`);
  expect(isHash(x.position) && x.history.length <= x.moves && x.history.every(isHash), "position and history are hashes, one per earlier position at most");
  expect(x.captures.length === 2 && x.captures.every(isNat), () => `captures is ${show(x.captures)}`);
  const last = x.lastMove;
  expect(last === null || x.board[last.y * n + last.x] !== ".", () => `the last move ${show(last)} is on an empty point`);
  const scored = x.score !== null;
  expect(!scored || game.status === "FINISHED", "a score in a game still going");
  if (game.status === "FINISHED" && x.resigned === null) {
    expect(scored && x.score.territory.length === n * n, () => `a game over without a count: ${show(x.score)}`);
    for (const [colour, tally] of [["B", x.score.black], ["W", x.score.white]]) {
      const stones = [...x.board].filter((c) => c === colour).length;
      const owned = [...x.score.territory].filter((c) => c === colour).length;
      expect(tally.stones === stones && tally.territory === owned && tally.area === stones + owned, () => `${colour}'s tally ${show(tally)}`);
    }
  }
}


/** A game's SGF with a comment on its root and first node, and a variation beside its first move. */
function annotated(sgf) {
  const first = /\n;([BW])\[([a-s]*)\]/.exec(sgf);
  const end = sgf.lastIndexOf(")");
  if (!first || end < first.index) return sgf;
  const [node, colour, point] = first;
  // The main line goes on inside the first variation; the pass beside it is the second.
  const rest = sgf.slice(first.index + node.length, end);
  return `${sgf.slice(0, first.index)}C[a game]\n(;${colour}[${point}]C[first]N[one]TR[aa]${rest})(;${colour}[]C[a pass instead]))\n`;
}

// GoGame.readSgf: one to three games' records (with properties and variations) as a
// collection, mutated, or garbage; `max` valid or garbage. Documented: INVALID_INPUT for text
// that is not a string, empty, with no tree or too long, and a max that is not a whole number.
function readSgfTarget(kit, go) {
  const { fc, gamePlan, playGame, anyString, anyValue, expect, show, sameJson, isObject } = kit;
  const edit = fc.record({ at: fc.nat(), length: fc.nat({ max: 12 }), insert: fc.constantFrom("(", ")", ";", "[", "]", "\\", "C[x]", "(;B[aa])", "RE[W+T]", "RE[0]", "RE[B+3.5]", "\n") });
  return {
    name: "GoGame.readSgf()",
    covers: ["GoGame.readSgf"],
    runs: 200,
    arb: fc.record({
      plans: fc.array(gamePlan(go), { minLength: 1, maxLength: 3 }),
      edits: fc.array(edit, { maxLength: 3 }),
      other: fc.option(fc.oneof(anyString, anyValue), { freq: 10, nil: undefined }),
      max: fc.option(fc.oneof(fc.nat({ max: 4 }), anyValue), { freq: 4, nil: undefined }),
    }),
    prepare(ctx, v) {
      const games = v.plans.map((plan) => playGame(ctx, go, plan).game);
      let text = games.map((g) => annotated(g.sgf())).join("\n");
      for (const e of v.edits) {
        const at = e.at % (text.length + 1);
        text = text.slice(0, at) + e.insert + text.slice(at + e.length);
      }
      const arg = v.other !== undefined ? ctx.arg(v.other) : { value: text, src: JSON.stringify(text) };
      const max = v.max === undefined ? null : ctx.arg(v.max);
      const whole = v.other === undefined && v.edits.length === 0 && max === null;
      return {
        source: `GoGame.readSgf(${arg.src}${max === null ? "" : `, ${max.src}`})`,
        call: () => (max === null ? ctx.api.GoGame.readSgf(arg.value) : ctx.api.GoGame.readSgf(arg.value, max.value)),
        codes: ["INVALID_INPUT"],
        check: (entries) => {
          expect(Array.isArray(entries), () => `not an array: ${show(entries)}`);
          for (const e of entries) if (e?.game) ctx.own(e.game);
          entries.forEach((e, i) => {
            expect(e.index === i, () => `index ${show(e.index)} at ${i}`);
            expect((e.game === null) !== (e.error === null), "an entry has a game or an error, one of them");
            if (e.game === null) expect(ctx.api.isArbiterError(e.error) && e.error.code === "INVALID_INPUT", () => `not an INVALID_INPUT: ${show(e.error)}`);
            expect(isObject(e.record) && Array.isArray(e.record.root), "an entry without a record");
          });
          if (!whole) return;
          expect(entries.length === games.length, () => `${games.length} trees read as ${entries.length}`);
          entries.forEach((e, i) => {
            if (!roundTrips(games[i])) return;
            expect(e.game !== null && e.game.stateHash() === games[i].stateHash(), () => `tree ${i} reads back as another game: ${show(e.error?.message)}`);
            const [back] = ctx.api.GoGame.readSgf(e.game.sgfWithRecord(e.record));
            if (back.game) ctx.own(back.game);
            expect(sameJson(back.record.variations, e.record.variations), "the record's variations are not written back");
            expect(sameJson(back.record.nodes, e.record.nodes), "the record's properties are not written back");
          });
        },
      };
    },
  };
}

// GoGame#sgfWithRecord: any game with the record of its own SGF (with properties and a
// variation), valid, mutated or garbage. Documented: INVALID_INPUT naming the field for a
// record that does not make an SGF file. What it writes reads back to the same game.
function sgfWithRecordTarget(kit, go) {
  const { fc, T, gamePlan, playGame, inputOf, chooseInput, anyValue, refusal, expect, show, sameJson } = kit;
  const { string, number, object, array } = T;
  const property = object({ id: string, values: array(string) });
  const recordSchema = object({
    root: array(property),
    nodes: array(object({ move: number, properties: array(property) })),
    variations: array(object({ move: number, sgf: string })),
    dropped: array(string),
  });
  return {
    name: "GoGame#sgfWithRecord()",
    covers: ["GoGame#sgfWithRecord"],
    runs: 250,
    arb: fc.record({ plan: gamePlan(go), record: inputOf(anyValue, { valid: 3, mutated: 6, any: 1 }) }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, go, v.plan);
      const [read] = ctx.api.GoGame.readSgf(annotated(game.sgf()));
      if (read.game) ctx.own(read.game);
      const record = ctx.arg(chooseInput(v.record, read.record));
      return {
        source: `game.sgfWithRecord(${record.src})`,
        call: () => game.sgfWithRecord(record.value),
        readonly: true,
        codes: ["INVALID_INPUT"],
        refuse: refusal(record, recordSchema, "record"),
        check: (text) => {
          expect(typeof text === "string" && text.startsWith("(;FF[4]"), () => `not an SGF: ${show(text)}`);
          const [back] = ctx.api.GoGame.readSgf(text);
          if (back.game) ctx.own(back.game);
          // The record as read: the same game back (a record changed may rename the players
          // or mark stones).
          if (roundTrips(game) && sameJson(record.value, read.record)) {
            expect(back.game !== null && back.game.stateHash() === game.stateHash(), () => `the SGF reads back as ${show(back.error?.message)}, another game`);
          }
        },
      };
    },
  };
}
