// How chess is fuzzed (tests/js/fuzz/): games from the perft positions and positions a move from
// an end or a claim, moves and claims with moves between any squares and in SAN (recorded in
// their UCI form), perft, ChessGame#fen, ChessGame#pgn (tags mutated), ChessGame.fromPgn (a
// game's PGN mutated, and bad files), ChessGame.readPgn (databases of games' PGNs with notes,
// mutated, and windows of them), ChessGame#pgnWithRecord (a record read, mutated), and the
// queries inCheck, get, board, moves and history, each checked against another view of the
// game. The harness gives `kit`.

/** Chess's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { T, isObject, conforms, expect, sameJson } = kit;
  const { string, literal, object, union } = T;
  // What the package answers (listed, recorded): UCI only.
  const ChessAction = union(
    object({ type: literal("MOVE"), uci: string }),
    object({ type: literal("CLAIM_DRAW") }, { uci: string }),
    object({ type: literal("RESIGN") }),
    object({ type: literal("RECORD_RESULT"), reason: string }, { winner: string }),
  );
  // What submit takes: ChessAction or ChessSanAction (never both uci and san).
  const Submitted = union(
    ...ChessAction.alternatives,
    object({ type: literal("MOVE"), san: string }),
    object({ type: literal("CLAIM_DRAW"), san: string }),
  );
  return {
    config: chessConfigArb(kit),
    defaultPlayers: ["white", "black"],
    configSchema: object({}, { players: T.tuple(string, string), fen: string, seed: string }),
    actionSchema: Submitted,
    actionSamples: chessActionSamples(kit),
    isAction: (a) => conforms(a, ChessAction) && a.type !== "RESIGN" && a.type !== "RECORD_RESULT",
    maxMoves: 60,
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    mayStartFinished: true,
    // A move in SAN is recorded as its UCI form: read it as the package does, on a copy.
    canonical: (a, state) => chessCanonical(api, kit, a, state),
    // A claim with a move is listed only when it holds; otherwise the move is made and the game
    // goes on (documented), so any claim with a legal move is accepted.
    unlisted: (a) => isObject(a) && a.type === "CLAIM_DRAW" && (typeof a.uci === "string" || typeof a.san === "string"),
    perft: { maxDepth: 3, isMove: (a) => a.type === "MOVE" },
    checkView: (view, game) => expect(sameJson(view.state, game.exportState().state), "a chess view differs from the state"),
    targets: (chess) => [
      fenTarget(kit, chess), pgnTarget(kit, chess), fromPgnTarget(kit, chess), readPgnTarget(kit, chess), pgnWithRecordTarget(kit, chess),
      inCheckTarget(kit, chess), getTarget(kit, chess), boardTarget(kit, chess), movesTarget(kit, chess), historyTarget(kit, chess),
    ],
  };
}

/** A SAN action as the game records it (its UCI form), read on a game from the same position. */
function chessCanonical(api, { isObject }, a, state) {
  if (!isObject(a) || typeof a.san !== "string" || !isObject(state) || typeof state.fen !== "string") return a;
  let copy = null;
  try {
    copy = new api.ChessGame({ fen: state.fen });
    copy.submit(copy.currentPlayer, a);
    return copy.actions()[0].action;
  } catch {
    return a;
  } finally {
    copy?.free();
  }
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
    { weight: 3, arbitrary: fc.record({ type: fc.constant("MOVE"), san: sanSample(fc, square) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("CLAIM_DRAW"), san: sanSample(fc, square) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constantFrom("MOVE", "CLAIM_DRAW"), uci: fc.constant("e2e4"), san: fc.constant("e4") }) },
  );
}

/** SAN text: moves of the opening and the perft positions, their forms, and near misses. */
const SAN_TEXTS = [
  "e4", "d4", "Nf3", "Nc3", "e5", "Nf6", "O-O", "0-0-0", "O-O-O+", "exd5", "Bxa6", "Nxf7", "dxe6", "Qh4#", "Qxf7#", "e8=Q", "a8Q",
  "bxa1=N+", "Rad1", "Rd1", "Ng1f3", "g1f3", "e1h1", "e1g1", "e2-e4", "Nf3!?", "e4??", "Pe4", "Kxh1", "Ke2", "--", "Z0", "", "e9",
  "Xe4", "N", "NNNNNNNNNNNNNNNNN", "e4 ", "E4", "nf3", "Nf3+#", "o-o", "e7e8", "exf6", "Nbd2", "R1a3", "Qa4d1",
];

function sanSample(fc, square) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SAN_TEXTS) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom("", "N", "B", "R", "Q", "K"), square, fc.constantFrom("", "+", "#", "!", "=Q")).map(([p, s, t]) => p + s + t) },
    { weight: 1, arbitrary: fc.tuple(square, square).map(([a, b]) => a + b) },
  );
}

/** A query with no argument on any game, finished or not (garbage arguments are ignored): its
 * answer checked by `check(game, answer, ctx)` against another view of the game. */
function queryTarget({ fc, gamePlan, playGame, garbageArgs }, chess, method, runs, check) {
  return {
    name: `ChessGame#${method}()`,
    covers: [`ChessGame#${method}`],
    runs,
    arb: fc.record({ plan: gamePlan(chess), args: garbageArgs }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, chess, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.${method}(${args.map((a) => a.src).join(", ")})`,
        call: () => game[method](...args.map((a) => a.value)),
        readonly: true,
        check: (answer) => check(game, answer, ctx),
      };
    },
  };
}

// ChessGame#fen: the position of any game, finished or not; a game started from it is in the
// same position with the same moves.
function fenTarget(kit, chess) {
  const { expect, show, sameJson } = kit;
  return queryTarget(kit, chess, "fen", 600, (game, fen, ctx) => {
    expect(typeof fen === "string" && fen.split(" ").length === 6, () => `not a FEN: ${show(fen)}`);
    expect(fen === game.exportState().state.fen, () => `${show(fen)} is not the state's FEN`);
    const copy = ctx.own(new ctx.api.ChessGame({ fen }));
    expect(copy.fen() === fen, () => `a game from ${show(fen)} is at ${show(copy.fen())}`);
    if (game.status === "ACTIVE") {
      const moves = (g) => g.legalActions(g.currentPlayer).filter((a) => a.type === "MOVE");
      expect(sameJson(moves(copy), moves(game)), () => `a game from ${show(fen)} has other moves`);
    }
  });
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

// ---------------------------------------------------------------------------------------------
// The queries: each answer checked against another view of the same game.

const FILES = "abcdefgh";
const PIECES = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };

/** The board of a FEN, as `board()` shapes it (rank 8 first), read from its first field. */
function boardOfFen(fen) {
  return fen.split(" ")[0].split("/").map((row, r) => {
    const squares = [];
    for (const c of row) {
      if (/\d/.test(c)) for (let i = 0; i < Number(c); i++) squares.push(null);
      else squares.push({ square: FILES[squares.length] + (8 - r), piece: PIECES[c.toLowerCase()], color: c === c.toLowerCase() ? "black" : "white" });
    }
    return squares;
  });
}

/** The moves a game made, from its log. */
const movesMade = (game) => game.events().map((e) => e.event).filter((e) => e.type === "MoveMade");

// ChessGame#inCheck: true exactly when the last move (if the game started from the position of
// its configuration and made one) was written with a check or mate sign.
function inCheckTarget(kit, chess) {
  const { expect, show } = kit;
  return queryTarget(kit, chess, "inCheck", 400, (game, answer) => {
    expect(typeof answer === "boolean", () => `not a boolean: ${show(answer)}`);
    const last = movesMade(game).at(-1);
    if (last) expect(answer === /[+#]$/.test(last.san), () => `inCheck() is ${answer} after ${last.san}`);
  });
}

const SQUARE_TEXTS = ["a1", "e4", "h8", "e9", "i1", "E4", "", "e", "e44", " e4", "a0", "é4"];

// ChessGame#get: a square (named, odd or garbage). Documented: the piece on it or null;
// INVALID_INPUT for anything that is not a square's name.
function getTarget({ fc, gamePlan, playGame, anyValue, expect, show, sameJson, stringRefusal }, chess) {
  const square = fc.tuple(fc.constantFrom(...FILES), fc.integer({ min: 1, max: 8 })).map(([f, r]) => f + r);
  return {
    name: "ChessGame#get()",
    covers: ["ChessGame#get"],
    runs: 600,
    arb: fc.record({ plan: gamePlan(chess), square: fc.oneof({ weight: 6, arbitrary: square }, { weight: 2, arbitrary: fc.constantFrom(...SQUARE_TEXTS) }, { weight: 1, arbitrary: anyValue }) }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, chess, v.plan);
      const arg = ctx.arg(v.square);
      const named = typeof arg.value === "string" && /^[a-h][1-8]$/.test(arg.value);
      return {
        source: `game.get(${arg.src})`,
        call: () => game.get(arg.value),
        readonly: true,
        codes: ["INVALID_INPUT"],
        refuse: stringRefusal(arg.value, "square") ?? (named ? null : `${show(arg.value)} is not a square`),
        onError: (e) => (named ? `refused the square ${arg.value}: ${e.message}` : null),
        check: (piece) => {
          const file = FILES.indexOf(arg.value[0]);
          const expected = boardOfFen(game.fen())[8 - Number(arg.value[1])][file];
          expect(sameJson(piece, expected), () => `get(${show(arg.value)}) is ${show(piece)}, the FEN has ${show(expected)}`);
        },
      };
    },
  };
}

// ChessGame#board: 8 ranks of 8, the FEN's placement.
function boardTarget(kit, chess) {
  const { expect, show, sameJson } = kit;
  return queryTarget(kit, chess, "board", 300, (game, board) => {
    expect(Array.isArray(board) && board.length === 8 && board.every((r) => Array.isArray(r) && r.length === 8), () => `not 8 ranks of 8: ${show(board)}`);
    expect(sameJson(board, boardOfFen(game.fen())), () => `the board is not the FEN's ${game.fen()}`);
  });
}

// ChessGame#moves: options valid, mutated or garbage. Documented: INVALID_INPUT for options that
// are not ChessMovesOptions or a square that is not one. The moves are legalActions' moves (for
// the square or piece asked), each SAN played on a copy is recorded as its UCI.
function movesTarget({ T, fc, gamePlan, playGame, inputOf, chooseInput, safeValue, refusal, expect, show, sameJson, isObject }, chess) {
  const optionsSchema = T.object({}, { square: T.string, piece: T.literal(...Object.values(PIECES)) });
  const valid = { square: "e2", piece: "pawn" };
  const flags = ["capture", "enPassant", "check", "mate"];
  return {
    name: "ChessGame#moves()",
    covers: ["ChessGame#moves"],
    runs: 500,
    arb: fc.record({
      plan: gamePlan(chess),
      options: fc.option(fc.oneof(
        { weight: 4, arbitrary: fc.record({ square: fc.tuple(fc.constantFrom(...FILES), fc.integer({ min: 1, max: 8 })).map(([f, r]) => f + r), piece: fc.constantFrom(...Object.values(PIECES)) }, { requiredKeys: [] }).map((o) => ({ how: "given", value: o })) },
        { weight: 3, arbitrary: inputOf(safeValue, { valid: 1, mutated: 3, any: 1 }) },
      ), { nil: undefined }),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, chess, v.plan);
      const options = v.options === undefined ? null : ctx.arg(v.options.how === "given" ? v.options.value : chooseInput(v.options, valid));
      const o = options?.json;
      const squareOk = !isObject(o) || o.square === undefined || (typeof o.square === "string" && /^[a-h][1-8]$/.test(o.square));
      return {
        source: `game.moves(${options === null ? "" : options.src})`,
        call: () => (options === null ? game.moves() : game.moves(options.value)),
        readonly: true,
        codes: ["INVALID_INPUT"],
        refuse: options === null ? null : refusal(options, optionsSchema, "options", { nullable: true }) ?? (squareOk ? null : `options.square ${show(o.square)} is not a square`),
        check: (list) => {
          expect(Array.isArray(list), () => `not an array: ${show(list)}`);
          // (serde's known leniency: the struct as the array of its fields.)
          const asked = isObject(o) ? o : Array.isArray(o) ? { square: o[0], piece: o[1] } : {};
          const wanted = (a) => a.type === "MOVE" && (asked.square === undefined || a.uci.startsWith(asked.square))
            && (asked.piece === undefined || game.get(a.uci.slice(0, 2))?.piece === asked.piece);
          const current = game.currentPlayer;
          const legal = current === null ? [] : game.legalActions(current).filter(wanted).map((a) => a.uci).sort();
          const mine = list.map((m) => m.uci).sort();
          expect(sameJson(mine, legal), () => `moves ${show(mine)} are not legalActions' ${show(legal)}`);
          expect(list.every((m) => m.piece === game.get(m.from)?.piece), () => `a move's piece is not the one on its square`);
          for (const m of list) {
            expect(typeof m.san === "string" && m.san.length > 0 && m.from === m.uci.slice(0, 2) && m.to === m.uci.slice(2, 4), () => `a malformed move ${show(m)}`);
            expect(flags.every((f) => typeof m[f] === "boolean") && m.capture === (m.captured !== undefined), () => `malformed flags ${show(m)}`);
            expect(m.mate === m.san.endsWith("#") && m.check === /[+#]$/.test(m.san), () => `check and mate disagree with ${m.san}`);
            expect((m.castling !== undefined) === m.san.startsWith("O-O"), () => `castling disagrees with ${m.san}`);
          }
          expect(new Set(list.map((m) => m.san)).size === list.length, () => `a SAN names two moves: ${show(list.map((m) => m.san))}`);
        },
        after: (list) => {
          if (!Array.isArray(list) || list.length === 0) return null;
          const m = list[v.plan.moves.length % list.length];
          const player = game.currentPlayer;
          game.submit(player, { type: "MOVE", san: m.san });
          const last = game.actions().at(-1);
          return sameJson(last, { player, action: { type: "MOVE", uci: m.uci } }) ? null : `submitted ${m.san}, recorded ${show(last)} instead of ${m.uci}`;
        },
      };
    },
  };
}

// ChessGame#history: the MoveMade events of the log, in SAN and UCI with their players.
function historyTarget(kit, chess) {
  const { expect, show, sameJson } = kit;
  return queryTarget(kit, chess, "history", 300, (game, history) => {
    const expected = movesMade(game).map(({ player, san, uci }) => ({ player, san, uci }));
    expect(sameJson(history, expected), () => `history ${show(history)} is not the log's moves ${show(expected)}`);
  });
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
