// How Go is fuzzed (tests/js/fuzz/): small boards mostly, komi of every kind, both countings,
// stones anywhere and junk coordinates, perft, and what a view shows (the state, which agrees
// with itself). The harness gives `kit`.

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
    isAction: (a) => conforms(a, GoAction) && a.type !== "RESIGN" && (!("x" in a) || (isNat(a.x) && isNat(a.y) && a.x <= 18 && a.y <= 18)),
    maxMoves: 60,
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    // Depth 2: depth 3 on the occasional 19×19 board is 47 million positions.
    perft: { maxDepth: 2, isMove: (a) => a.type !== "RESIGN" },
    checkView: (view, game) => goCheckView(kit, view, game),
    targets: (go) => [sgfTarget(kit, go), fromSgfTarget(kit, go)],
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

