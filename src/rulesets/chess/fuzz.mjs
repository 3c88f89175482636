// How chess is fuzzed (tests/js/fuzz/): games from the perft positions and positions a move from
// an end or a claim, moves between any squares, perft, and ChessGame#fen. The harness gives `kit`.

/** Chess's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { T, isObject, conforms, expect, sameJson } = kit;
  const { string, literal, object, union } = T;
  const ChessAction = union(
    object({ type: literal("MOVE"), uci: string }),
    object({ type: literal("CLAIM_DRAW") }),
    object({ type: literal("RESIGN") }),
  );
  return {
    config: chessConfigArb(kit),
    defaultPlayers: ["white", "black"],
    configSchema: object({}, { players: T.tuple(string, string), fen: string, seed: string }),
    actionSchema: ChessAction,
    actionSamples: chessActionSamples(kit),
    isAction: (a) => conforms(a, ChessAction) && a.type !== "RESIGN",
    maxMoves: 60,
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    mayStartFinished: true,
    perft: { maxDepth: 3, isMove: (a) => a.type === "MOVE" },
    checkView: (view, game) => expect(sameJson(view.state, game.exportState().state), "a chess view differs from the state"),
    targets: (chess) => [fenTarget(kit, chess)],
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
