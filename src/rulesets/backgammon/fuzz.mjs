// How backgammon is fuzzed (tests/js/fuzz/): moves between any two places and junk ends, the
// cube's and resignations' offers and answers, what a view shows (fifteen checkers a side, no
// future dice), and the match text both ways (an export, then mangled). The harness gives `kit`.

/** Backgammon's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { T, isObject, conforms } = kit;
  const { string, number, literal, object, union } = T;
  // `from` a point or "bar", `to` a point or "off".
  const BackgammonAction = union(
    object({ type: literal("MOVE"), from: union(number, literal("bar")), to: union(number, literal("off")) }),
    object({ type: literal("RESIGN") }, { points: number }),
    ...["ACCEPT_RESIGNATION", "DECLINE_RESIGNATION", "ROLL", "DOUBLE", "TAKE", "DROP"].map((t) => object({ type: literal(t) })),
  );
  return {
    config: backgammonConfigArb(kit),
    defaultPlayers: ["white", "black"],
    configSchema: object({}, { players: T.tuple(string, string), seed: string, cube: T.boolean, jacoby: T.boolean }),
    actionSchema: BackgammonAction,
    actionSamples: backgammonActionSamples(kit),
    isAction: (a) => conforms(a, BackgammonAction) && a.type !== "RESIGN" &&
      (a.type !== "MOVE" || ((a.from === "bar" || isPoint(a.from)) && (a.to === "off" || isPoint(a.to)))),
    maxMoves: 80,
    // An offer to resign is never listed, and taken from the player to act.
    unlisted: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    // Rolling the next dice cannot be taken back.
    undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
    checkView: (view, game) => backgammonCheckView(kit, view, game),
    targets: (bg) => [matchTextTarget(kit, bg), fromMatchTextTarget(kit, bg), readMatchTextTarget(kit, bg), matchTextWithRecordTarget(kit, bg)],
  };
}

/** `game.matchText()`: text GNU Backgammon reads, which `fromMatchText` reads back. */
function matchTextTarget({ fc, gamePlan, playGame, garbageArgs, expect, show }, bg) {
  return {
    name: "BackgammonGame#matchText()",
    covers: ["BackgammonGame#matchText"],
    runs: 300,
    arb: fc.record({ plan: gamePlan(bg), args: garbageArgs }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, bg, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.matchText(${args.map((a) => a.src).join(", ")})`,
        call: () => game.matchText(...args.map((a) => a.value)),
        readonly: true,
        check: (text) => {
          expect(typeof text === "string" && text.includes(" 0 point match"), () => `not a match file: ${show(text)}`);
          const back = ctx.own(ctx.api.BackgammonGame.fromMatchText(text));
          const reason = game.outcome?.reason;
          // (Names GNU Backgammon cannot read are written with `_`: another game's players.)
          const same = back.players.every((p, i) => p === game.players[i]);
          if (same && (reason === "BORNE_OFF" || reason === "DROPPED_DOUBLE")) {
            expect(back.stateHash() === game.stateHash(), () => `the match text reads back to another game: ${show(text)}`);
          }
        },
      };
    },
  };
}

/** Words and pieces a mangled match file is made of. */
const MAT_PIECES = ["\n", " ", "/", "*", ":", "0", "25", "66", "31", "7", "Doubles => 2", "Doubles => 3", "Takes", "Drops", "Beavers",
  "Wins 3 points", "Wins 9 points", " Game 2\n", " 5 point match\n", "Crawford", "; [Seed \"x\"]\n", "; [Cube \"Off\"]\n",
  "; [OpeningRolls \"11 7\"]\n", "a : 1", "  9) ", "\u00e9", ")"];

/** `BackgammonGame.fromMatchText(text)`: an export mangled by a few edits, or any value. */
function fromMatchTextTarget({ fc, gamePlan, playGame, anyValue, expect, show }, bg) {
  const edit = fc.record({ at: fc.nat(), cut: fc.nat({ max: 12 }), put: fc.constantFrom(...MAT_PIECES) });
  return {
    name: "BackgammonGame.fromMatchText()",
    covers: ["BackgammonGame.fromMatchText"],
    runs: 400,
    arb: fc.record({ plan: gamePlan(bg), edits: fc.array(edit, { maxLength: 4 }), other: fc.option(anyValue, { freq: 6, nil: null }) }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, bg, v.plan);
      let text = game.matchText();
      for (const { at, cut, put } of v.edits) {
        const i = at % (text.length + 1);
        text = text.slice(0, i) + put + text.slice(i + cut);
      }
      const arg = v.other === null ? { value: text, src: JSON.stringify(text) } : ctx.arg(v.other);
      return {
        source: `BackgammonGame.fromMatchText(${arg.src})`,
        call: () => ctx.own(ctx.api.BackgammonGame.fromMatchText(arg.value)),
        codes: ["INVALID_INPUT"],
        check: (read) => {
          expect(read instanceof ctx.api.BackgammonGame, () => `fromMatchText returned ${show(read)}`);
          expect(/^[0-9a-f]{16}$/.test(read.stateHash()), "stateHash() is not 16 hex digits");
        },
      };
    },
  };
}

function backgammonConfigArb({ fc, playerId, seedText }) {
  return fc.record({ players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }), seed: seedText, cube: fc.boolean() },
    { requiredKeys: [] });
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
    { weight: 1, arbitrary: fc.constantFrom({ type: "RESIGN" }, { type: "RESIGN", points: 2 }, { type: "RESIGN", points: 4 }) },
    { weight: 2, arbitrary: fc.constantFrom(...["ACCEPT_RESIGNATION", "DECLINE_RESIGNATION", "ROLL", "DOUBLE", "TAKE", "DROP"].map((type) => ({ type }))) },
  );
}

const isPoint = (v) => Number.isInteger(v) && v >= 1 && v <= 24;

/** The view is the state (nothing is hidden), with only the documented fields (no future dice),
 * fifteen checkers a side, and dice left from the roll. */
function backgammonCheckView({ expect, show, sameJson }, view, game) {
  const x = game.exportState().state;
  expect(sameJson(view.state, x), "a backgammon view differs from the state");
  const fields = ["players", "board", "bar", "off", "turn", "mover", "roll", "dice", "cube", "jacoby", "offer", "conceded"];
  expect(Object.keys(x).every((k) => fields.includes(k)), () => `the state has fields ${show(Object.keys(x))}`);
  expect(Array.isArray(x.board) && x.board.length === 24 && x.board.every(Number.isInteger), () => `board is ${show(x.board)}`);
  const white = x.board.reduce((n, v) => n + Math.max(0, v), 0) + x.bar[0] + x.off[0];
  const black = x.board.reduce((n, v) => n + Math.max(0, -v), 0) + x.bar[1] + x.off[1];
  expect(white === 15 && black === 15, () => `${white} white and ${black} black checkers: ${show(x)}`);
  expect(x.dice.length <= 4 && x.dice.every((d) => x.roll?.includes(d)), () => `dice ${show(x.dice)} from roll ${show(x.roll)}`);
  expect((x.mover !== undefined) === (game.status === "ACTIVE"), () => `mover is ${show(x.mover)} in a ${game.status} game`);
  expect(x.cube === undefined || (x.cube.value >= 1 && x.cube.value <= 64), () => `cube is ${show(x.cube)}`);
}

/** A game's match text placed as a game of a 7-point match, with a comment line. */
function inMatch(text, number, score) {
  return text
    .replace(" 0 point match", "; [Event \"fuzz\"]\n 7 point match")
    .replace(" Game 1", ` Game ${number}`)
    .replace(/ : 0( +)(\S+) : 0/, (_, pad, right) => ` : ${score[0]}${pad}${right} : ${score[1]}`);
}

// BackgammonGame.readMatchText: one to three games' match texts as a money session or as games
// of a match, mutated, or garbage; `max` valid or garbage. Documented: INVALID_INPUT for text
// that is not a string, empty, with no game or too long, and a max that is not a whole number.
function readMatchTextTarget(kit, bg) {
  const { fc, gamePlan, playGame, anyValue, expect, show, isObject } = kit;
  const edit = fc.record({ at: fc.nat(), cut: fc.nat({ max: 12 }), put: fc.constantFrom(...MAT_PIECES) });
  return {
    name: "BackgammonGame.readMatchText()",
    covers: ["BackgammonGame.readMatchText"],
    runs: 250,
    arb: fc.record({
      plans: fc.array(gamePlan(bg), { minLength: 1, maxLength: 3 }),
      match: fc.boolean(),
      edits: fc.array(edit, { maxLength: 3 }),
      other: fc.option(anyValue, { freq: 8, nil: null }),
      max: fc.option(fc.oneof(fc.nat({ max: 4 }), anyValue), { freq: 4, nil: undefined }),
    }),
    prepare(ctx, v) {
      const games = v.plans.map((plan) => playGame(ctx, bg, plan).game);
      const texts = games.map((g, i) => (v.match ? inMatch(g.matchText(), i + 1, [i, 0]) : g.matchText()));
      // One header, then each game's own part.
      let text = texts.map((t, i) => (i === 0 ? t : t.slice(t.indexOf(" Game ")))).join("");
      for (const { at, cut, put } of v.edits) {
        const i = at % (text.length + 1);
        text = text.slice(0, i) + put + text.slice(i + cut);
      }
      const arg = v.other === null ? { value: text, src: JSON.stringify(text) } : ctx.arg(v.other);
      const max = v.max === undefined ? null : ctx.arg(v.max);
      return {
        source: `BackgammonGame.readMatchText(${arg.src}${max === null ? "" : `, ${max.src}`})`,
        call: () => (max === null ? ctx.api.BackgammonGame.readMatchText(arg.value) : ctx.api.BackgammonGame.readMatchText(arg.value, max.value)),
        codes: ["INVALID_INPUT"],
        check: (entries) => {
          expect(Array.isArray(entries), () => `not an array: ${show(entries)}`);
          for (const e of entries) if (e?.game) ctx.own(e.game);
          entries.forEach((e, i) => {
            expect(e.index === i, () => `index ${show(e.index)} at ${i}`);
            expect((e.game === null) !== (e.error === null), "an entry has a game or an error, one of them");
            if (e.game === null) expect(ctx.api.isArbiterError(e.error) && e.error.code === "INVALID_INPUT", () => `not an INVALID_INPUT: ${show(e.error)}`);
            expect(isObject(e.record) && Number.isInteger(e.record.gameNumber), "an entry without a record");
          });
          if (v.other === null && v.edits.length === 0 && max === null) {
            expect(entries.length === games.length, () => `${games.length} games read as ${entries.length}`);
            entries.forEach((e, i) => expect(e.record.matchLength === (v.match ? 7 : 0) && e.record.score[0] === (v.match ? i : 0), () => `game ${i}'s record: ${show(e.record)}`));
          }
        },
      };
    },
  };
}

// BackgammonGame#matchTextWithRecord: any game with a record, valid, mutated or garbage.
// Documented: INVALID_INPUT for a game set up from a position, or a record that does not make a
// match file. What it writes reads back with the same record.
function matchTextWithRecordTarget(kit, bg) {
  const { fc, T, gamePlan, playGame, inputOf, chooseInput, anyValue, refusal, expect, show, sameJson } = kit;
  const { string, number, boolean, object, array, tuple } = T;
  const recordSchema = object({ matchLength: number, gameNumber: number, score: tuple(number, number), crawford: boolean, comments: array(string), dropped: array(string) });
  const valid = { matchLength: 7, gameNumber: 3, score: [2, 4], crawford: false, comments: ["; [Event \"fuzz\"]"], dropped: [] };
  return {
    name: "BackgammonGame#matchTextWithRecord()",
    covers: ["BackgammonGame#matchTextWithRecord"],
    runs: 250,
    arb: fc.record({ plan: gamePlan(bg), record: inputOf(anyValue, { valid: 3, mutated: 6, any: 1 }) }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, bg, v.plan);
      const record = ctx.arg(chooseInput(v.record, valid));
      return {
        source: `game.matchTextWithRecord(${record.src})`,
        call: () => game.matchTextWithRecord(record.value),
        readonly: true,
        codes: ["INVALID_INPUT"],
        refuse: refusal(record, recordSchema, "record"),
        check: (text) => {
          expect(typeof text === "string" && text.includes(" point match"), () => `not a match file: ${show(text)}`);
          const [back] = ctx.api.BackgammonGame.readMatchText(text);
          if (back.game) ctx.own(back.game);
          expect(Number.isInteger(back.record.gameNumber), () => `the record reads back as ${show(back.record)}`);
          if (back.game === null) return;
          // Read, written and read again: the same game and record (the record as given may
          // leave the Crawford game to the score, which the reader works out).
          const [again] = ctx.api.BackgammonGame.readMatchText(back.game.matchTextWithRecord(back.record));
          if (again.game) ctx.own(again.game);
          expect(again.game !== null && again.game.stateHash() === back.game.stateHash(), "written again, the game reads back as another");
          expect(sameJson(again.record, back.record), () => `written again, the record reads back as ${show(again.record)}, not ${show(back.record)}`);
        },
      };
    },
  };
}
