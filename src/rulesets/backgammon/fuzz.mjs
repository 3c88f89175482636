// How backgammon is fuzzed (tests/js/fuzz/): moves between any two places and junk ends, and what
// a view shows (fifteen checkers a side, no future dice). The harness gives `kit`.

/** Backgammon's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { T, isObject, conforms } = kit;
  const { string, number, literal, object, union } = T;
  // `from` a point or "bar", `to` a point or "off".
  const BackgammonAction = union(
    object({ type: literal("MOVE"), from: union(number, literal("bar")), to: union(number, literal("off")) }),
    object({ type: literal("RESIGN") }),
  );
  return {
    config: backgammonConfigArb(kit),
    defaultPlayers: ["white", "black"],
    configSchema: object({}, { players: T.tuple(string, string), seed: string }),
    actionSchema: BackgammonAction,
    actionSamples: backgammonActionSamples(kit),
    isAction: (a) => conforms(a, BackgammonAction) && a.type === "MOVE" && (a.from === "bar" || isPoint(a.from)) &&
      (a.to === "off" || isPoint(a.to)),
    maxMoves: 80,
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    // Rolling the next dice cannot be taken back.
    undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
    checkView: (view, game) => backgammonCheckView(kit, view, game),
  };
}

function backgammonConfigArb({ fc, playerId, seedText }) {
  return fc.record({ players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }), seed: seedText }, { requiredKeys: [] });
}

/** Moves between any two places, and junk ends: 0 and 25, the wrong words, fractions, text. */
function backgammonActionSamples({ fc }) {
  const junk = fc.constantFrom(0, 25, 26, -1, 3.5, "x", "", "Bar", 2 ** 32, 1e21);
  const from = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 24 }) }, { weight: 2, arbitrary: fc.constant("bar") },
    { weight: 1, arbitrary: fc.constant("off") }, { weight: 1, arbitrary: junk });
  const to = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 24 }) }, { weight: 2, arbitrary: fc.constant("off") },
    { weight: 1, arbitrary: fc.constant("bar") }, { weight: 1, arbitrary: junk });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ type: fc.constant("MOVE"), from, to }) },
    { weight: 1, arbitrary: fc.constant({ type: "RESIGN" }) },
  );
}

const isPoint = (v) => Number.isInteger(v) && v >= 1 && v <= 24;

/** The view is the state (nothing is hidden), with only the documented fields (no future dice),
 * fifteen checkers a side, and dice left from the roll. */
function backgammonCheckView({ expect, show, sameJson }, view, game) {
  const x = game.exportState().state;
  expect(sameJson(view.state, x), "a backgammon view differs from the state");
  const fields = ["players", "board", "bar", "off", "turn", "mover", "roll", "dice", "resigned"];
  expect(Object.keys(x).every((k) => fields.includes(k)), () => `the state has fields ${show(Object.keys(x))}`);
  expect(Array.isArray(x.board) && x.board.length === 24 && x.board.every(Number.isInteger), () => `board is ${show(x.board)}`);
  const white = x.board.reduce((n, v) => n + Math.max(0, v), 0) + x.bar[0] + x.off[0];
  const black = x.board.reduce((n, v) => n + Math.max(0, -v), 0) + x.bar[1] + x.off[1];
  expect(white === 15 && black === 15, () => `${white} white and ${black} black checkers: ${show(x)}`);
  expect(x.dice.length <= 4 && x.dice.every((d) => x.roll?.includes(d)), () => `dice ${show(x.dice)} from roll ${show(x.roll)}`);
  expect((x.mover !== undefined) === (game.status === "ACTIVE"), () => `mover is ${show(x.mover)} in a ${game.status} game`);
}
