// How chess is fuzzed (tests/js/fuzz/): games from the perft positions and positions a move from
// an end or a claim, moves and claims with moves between any squares, perft, ChessGame#fen,
// ChessGame#pgn (tags mutated), ChessGame.fromPgn (a game's PGN mutated, and bad files),
// ChessGame.readPgn (databases of games' PGNs with notes, mutated, and windows of them) and
// ChessGame#pgnWithRecord (a record read, mutated). The harness gives `kit`.

/** Chess's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { T, isObject, conforms, expect, sameJson } = kit;
  const { string, literal, object, union } = T;
  const ChessAction = union(
    object({ type: literal("MOVE"), uci: string }),
    object({ type: literal("CLAIM_DRAW") }, { uci: string }),
    object({ type: literal("RESIGN") }),
    object({ type: literal("RECORD_RESULT"), reason: string }, { winner: string }),
  );
  return {
    config: chessConfigArb(kit),
    defaultPlayers: ["white", "black"],
    configSchema: object({}, { players: T.tuple(string, string), fen: string, seed: string }),
    actionSchema: ChessAction,
    actionSamples: chessActionSamples(kit),
    isAction: (a) => conforms(a, ChessAction) && a.type !== "RESIGN" && a.type !== "RECORD_RESULT",
    maxMoves: 60,
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    mayStartFinished: true,
    perft: { maxDepth: 3, isMove: (a) => a.type === "MOVE" },
    checkView: (view, game) => expect(sameJson(view.state, game.exportState().state), "a chess view differs from the state"),
    targets: (chess) => [fenTarget(kit, chess), pgnTarget(kit, chess), fromPgnTarget(kit, chess), readPgnTarget(kit, chess), pgnWithRecordTarget(kit, chess)],
  };
}

/** Chess positions a configuration may start from: the perft positions, positions a move from
 * an end or a claim, and positions already over (checkmate, stalemate, bare kings). */
const CHESS_FENS = [
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
  "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
  "7k/5K2/8/6Q1/8/8/8/8 w - - 0 1",
  "8/8/4k3/8/8/3K4/8/R7 w - - 99 80",
  "8/8/4k3/8/8/3K4/8/R7 w - - 149 100",
  "8/8/8/3p4/4K3/8/8/7k w - - 0 1",
  "7k/5KQ1/8/8/8/8/8/8 b - - 0 1",
  "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1",
  "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

function chessConfigArb({ fc, playerId, seedText }) {
  return fc.record({ players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }), fen: fc.constantFrom(...CHESS_FENS), seed: seedText }, { requiredKeys: [] });
}

function chessActionSamples({ fc }) {
  const square = fc.tuple(fc.constantFrom(..."abcdefgh"), fc.constantFrom(..."12345678")).map(([f, r]) => f + r);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ type: fc.constant("MOVE"), uci: fc.tuple(square, square, fc.constantFrom("", "", "", "q", "n", "k", "x")).map(([a, b, p]) => a + b + p) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("MOVE"), uci: fc.constantFrom("e1h1", "e1g1", "e8g8", "e1c1", "", "0000", "e2e4 ", "E2E4", "e7e8=Q") }) },
    { weight: 1, arbitrary: fc.constant({ type: "CLAIM_DRAW" }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("CLAIM_DRAW"), uci: fc.tuple(square, square).map(([a, b]) => a + b) }) },
    { weight: 1, arbitrary: fc.constant({ type: "RESIGN" }) },
  );
}

// ChessGame#fen: the position of any game, finished or not; a game started from it is in the
// same position with the same moves.
function fenTarget({ fc, gamePlan, playGame, garbageArgs, expect, show, sameJson }, chess) {
  return {
    name: "ChessGame#fen()",
    covers: ["ChessGame#fen"],
    runs: 600,
    arb: fc.record({ plan: gamePlan(chess), args: garbageArgs }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, chess, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.fen(${args.map((a) => a.src).join(", ")})`,
        call: () => game.fen(...args.map((a) => a.value)),
        readonly: true,
        check: (fen) => {
          expect(typeof fen === "string" && fen.split(" ").length === 6, () => `not a FEN: ${show(fen)}`);
          expect(fen === game.exportState().state.fen, () => `${show(fen)} is not the state's FEN`);
          const copy = ctx.own(new ctx.api.ChessGame({ fen }));
          expect(copy.fen() === fen, () => `a game from ${show(fen)} is at ${show(copy.fen())}`);
          if (game.status === "ACTIVE") {
            const moves = (g) => g.legalActions(g.currentPlayer).filter((a) => a.type === "MOVE");
            expect(sameJson(moves(copy), moves(game)), () => `a game from ${show(fen)} has other moves`);
          }
        },
      };
    },
  };
}

// ChessGame#pgn: any game, with tags valid, mutated or garbage. Documented: INVALID_INPUT for
// tags that are not PgnTags, too long or holding a control character. A PGN written reads back
// to the same position and end.
function pgnTarget({ fc, T, gamePlan, playGame, inputOf, chooseInput, anyValue, refusal, expect, show, sameJson }, chess) {
  const tagsSchema = T.object({}, { event: T.string, site: T.string, date: T.string, round: T.string });
  const valid = { event: "Club \"open\"", site: "https://example.org", date: "2026.11.27", round: "1" };
  return {
    name: "ChessGame#pgn()",
    covers: ["ChessGame#pgn"],
    runs: 400,
    arb: fc.record({ plan: gamePlan(chess), tags: fc.option(inputOf(anyValue, { valid: 2, mutated: 6, any: 2 }), { nil: undefined }) }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, chess, v.plan);
      const tags = v.tags === undefined ? null : ctx.arg(chooseInput(v.tags, valid));
      return {
        source: `game.pgn(${tags === null ? "" : tags.src})`,
        call: () => (tags === null ? game.pgn() : game.pgn(tags.value)),
        readonly: true,
        codes: ["INVALID_INPUT"],
        refuse: tags === null ? null : refusal(tags, tagsSchema, "tags", { nullable: true }),
        check: (text) => {
          expect(typeof text === "string" && text.startsWith("[Event "), () => `not a PGN: ${show(text)}`);
          const back = ctx.own(ctx.api.ChessGame.fromPgn(text));
          expect(back.fen() === game.fen(), () => `the PGN reads back at ${show(back.fen())}, not ${show(game.fen())}`);
          expect(back.status === game.status, "the PGN reads back to another status");
          expect(sameJson(back.outcome?.reason ?? null, game.outcome?.reason ?? null), "the PGN reads back to another end");
        },
      };
    },
  };
}

/** Broken PGN files: each must be refused with INVALID_INPUT naming its line. */
const BAD_PGN = [
  "1. e4 {never closed",
  "1. e4 (1. d4 (1. c4)",
  "1. e4 ) e5",
  "[Event \"x]\n1. e4",
  "[Event x]\n1. e4",
  "[\"x\"]",
  "1. e4 e5 2. Ke3",
  "[FEN \"6k1/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1",
  "1. e4 --",
  "[Variant \"Chess960\"]\n1. e4",
  "[FEN \"8/8/8 w - - 0 1\"]\n1. e4",
  "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n*",
  "1. f3 e5 2. g4 Qh4# 3. e4 0-1",
  "1. e4 <e5>",
  "1. e9",
  "1. exd9=K",
  "1. N".padEnd(40, "N"),
  "(".repeat(5000),
];
/** Bits spliced into a game's PGN. */
const PGN_BITS = ["{", "}", "(", ")", "[", "]", "\"", "\\", ";", "\n", "%", "$9", "1-0", "0-1", "1/2-1/2", "*", "--", "Kxe8", "O-O-O", "e8=Q", "Z0", "\u{feff}", "é", "\u0000", "99999999999."];

// ChessGame.fromPgn: a game's own PGN with bits spliced in or cut out, broken files, any text and
// garbage. Documented: INVALID_INPUT (a string that is not a game it can read, or not a string).
function fromPgnTarget({ fc, gamePlan, playGame, anyString, safeValue, expect, show }, chess) {
  const edit = fc.tuple(fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...PGN_BITS), fc.nat({ max: 12 }));
  return {
    name: "ChessGame.fromPgn()",
    covers: ["ChessGame.fromPgn"],
    runs: 600,
    arb: fc.record({
      plan: gamePlan(chess),
      text: fc.oneof(
        { weight: 5, arbitrary: fc.array(edit, { maxLength: 4 }).map((edits) => ({ edits })) },
        { weight: 2, arbitrary: fc.constantFrom(...BAD_PGN).map((bad) => ({ bad })) },
        { weight: 1, arbitrary: anyString.map((any) => ({ any })) },
        { weight: 1, arbitrary: safeValue.map((any) => ({ any })) },
      ),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, chess, v.plan);
      let text;
      if ("edits" in v.text) {
        text = game.pgn();
        for (const [at, how, bit, cut] of v.text.edits) {
          const i = at % (text.length + 1);
          text = how === 0 ? text.slice(0, i) + text.slice(i + cut) : how === 1 ? text.slice(0, i) + bit + text.slice(i) : text.slice(0, i) + bit + text.slice(i + bit.length);
        }
      } else {
        text = "bad" in v.text ? v.text.bad : v.text.any;
      }
      const arg = ctx.arg(text);
      const unchanged = "edits" in v.text && v.text.edits.length === 0;
      return {
        source: `ChessGame.fromPgn(${arg.src})`,
        call: () => ctx.own(ctx.api.ChessGame.fromPgn(arg.value)),
        codes: ["INVALID_INPUT"],
        refuse: typeof arg.value !== "string" ? `pgn: a string expected, got ${typeof arg.value}` : "bad" in v.text ? `${show(arg.value)} is a broken PGN` : null,
        onError: (e) => (typeof arg.value === "string" && !/^pgn( line \d+)?[: ]/.test(e.message) ? `the message does not name the place: ${e.message}` : null),
        check: (read) => {
          expect(read instanceof ctx.api.ChessGame, () => `fromPgn returned ${show(read)}`);
          expect(typeof read.fen() === "string" && read.fen().split(" ").length === 6, "the game read has no FEN");
          if (unchanged) expect(read.fen() === game.fen(), () => `the game's own PGN reads back at ${show(read.fen())}, not ${show(game.fen())}`);
        },
      };
    },
  };
}

/** A game's PGN with a comment, a NAG and a variation in its movetext (when it has a move). */
function annotated(pgn) {
  return pgn.replace(/\n\n1\. (\S+)/, (_, san) => `\n\n{a start} 1. ${san} $1 {first move; [%clk 0:01:00]} (1. Nf3 {or} Nf6 $2)`);
}

/** Checks the entries of a reader: indices rising, each a game of `Class` or an INVALID_INPUT error, with a record; every game owned. */
function checkEntries(ctx, { expect, show, isObject }, entries, Class) {
  expect(Array.isArray(entries), () => `not an array: ${show(entries)}`);
  for (const e of entries) if (e?.game) ctx.own(e.game);
  let last = -1;
  for (const e of entries) {
    expect(Number.isInteger(e.index) && e.index > last, () => `index ${show(e.index)} after ${last}`);
    last = e.index;
    expect((e.game === null) !== (e.error === null), "an entry has a game or an error, one of them");
    if (e.game !== null) expect(e.game instanceof Class, () => `not a game: ${show(e.game)}`);
    else expect(ctx.api.isArbiterError(e.error) && e.error.code === "INVALID_INPUT", () => `not an INVALID_INPUT: ${show(e.error)}`);
    expect(isObject(e.record), "an entry without a record");
  }
}

// ChessGame.readPgn: one to three games' PGNs (with notes), mutated, broken files, garbage;
// options valid, mutated or garbage. Documented: INVALID_INPUT for text that is not a string,
// empty, with no game or too long, and options that are not whole numbers; one bad game does
// not lose the others.
function readPgnTarget(kit, chess) {
  const { fc, gamePlan, playGame, anyString, anyValue, inputOf, chooseInput, expect, show, sameJson } = kit;
  const edit = fc.tuple(fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...PGN_BITS), fc.nat({ max: 12 }));
  return {
    name: "ChessGame.readPgn()",
    covers: ["ChessGame.readPgn"],
    runs: 300,
    arb: fc.record({
      plans: fc.array(gamePlan(chess), { minLength: 1, maxLength: 3 }),
      edits: fc.array(edit, { maxLength: 3 }),
      bad: fc.option(fc.constantFrom(...BAD_PGN), { freq: 4, nil: null }),
      other: fc.option(fc.oneof(anyString, anyValue), { freq: 10, nil: undefined }),
      options: fc.option(inputOf(anyValue, { valid: 4, mutated: 3, any: 1 }), { nil: undefined }),
    }),
    prepare(ctx, v) {
      const games = v.plans.map((plan) => playGame(ctx, chess, plan).game);
      const texts = games.map((g) => annotated(g.pgn()));
      if (v.bad !== null) texts.splice(1, 0, v.bad + "\n\n");
      let text = texts.join("");
      for (const [at, how, bit, cut] of v.edits) {
        const i = at % (text.length + 1);
        text = how === 0 ? text.slice(0, i) + text.slice(i + cut) : how === 1 ? text.slice(0, i) + bit + text.slice(i) : text.slice(0, i) + bit + text.slice(i + bit.length);
      }
      const arg = v.other !== undefined ? ctx.arg(v.other) : { value: text, src: JSON.stringify(text) };
      const options = v.options === undefined ? null : ctx.arg(chooseInput(v.options, { skip: 0, max: 5 }));
      const whole = v.other === undefined && v.edits.length === 0 && v.bad === null && options === null;
      return {
        source: `ChessGame.readPgn(${arg.src}${options === null ? "" : `, ${options.src}`})`,
        call: () => (options === null ? ctx.api.ChessGame.readPgn(arg.value) : ctx.api.ChessGame.readPgn(arg.value, options.value)),
        codes: ["INVALID_INPUT"],
        check: (entries) => {
          checkEntries(ctx, kit, entries, ctx.api.ChessGame);
          if (!whole) return;
          expect(entries.length === games.length, () => `${games.length} games read as ${entries.length}`);
          entries.forEach((e, i) => {
            expect(e.game !== null && e.game.stateHash() === games[i].stateHash(), () => `game ${i} reads back as another game: ${show(e.error?.message)}`);
            if (texts[i] !== games[i].pgn()) expect(e.record.notes.some((n) => n.type === "VARIATION"), "the variation is not in the record");
            const [back] = ctx.api.ChessGame.readPgn(e.game.pgnWithRecord(e.record));
            if (back.game) ctx.own(back.game);
            expect(sameJson(back.record.notes, e.record.notes), "the record's notes are not written back");
          });
        },
      };
    },
  };
}

// ChessGame#pgnWithRecord: any game with the record of its own PGN (with notes), valid,
// mutated or garbage. Documented: INVALID_INPUT naming the field for a record that does not
// make a PGN file. What it writes reads back to the same position.
function pgnWithRecordTarget(kit, chess) {
  const { fc, T, gamePlan, playGame, inputOf, chooseInput, anyValue, refusal, expect, show } = kit;
  const { string, number, literal, object, union, array } = T;
  const recordSchema = object({
    tags: array(object({ name: string, value: string })),
    notes: array(union(
      object({ type: literal("COMMENT"), ply: number, text: string }),
      object({ type: literal("NAG"), ply: number, nag: number }),
      object({ type: literal("VARIATION"), ply: number, movetext: string }),
    )),
    dropped: array(string),
  });
  return {
    name: "ChessGame#pgnWithRecord()",
    covers: ["ChessGame#pgnWithRecord"],
    runs: 300,
    arb: fc.record({ plan: gamePlan(chess), record: inputOf(anyValue, { valid: 3, mutated: 6, any: 1 }) }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, chess, v.plan);
      const [read] = ctx.api.ChessGame.readPgn(annotated(game.pgn()));
      if (read.game) ctx.own(read.game);
      const record = ctx.arg(chooseInput(v.record, read.record));
      return {
        source: `game.pgnWithRecord(${record.src})`,
        call: () => game.pgnWithRecord(record.value),
        readonly: true,
        codes: ["INVALID_INPUT"],
        refuse: refusal(record, recordSchema, "record"),
        check: (text) => {
          expect(typeof text === "string" && text.startsWith("[Event "), () => `not a PGN: ${show(text)}`);
          const [back] = ctx.api.ChessGame.readPgn(text);
          if (back.game) ctx.own(back.game);
          expect(back.game !== null && back.game.fen() === game.fen(), () => `the PGN reads back as ${show(back.error?.message ?? back.game?.fen())}, not at ${game.fen()}`);
        },
      };
    },
  };
}
