// How tic-tac-toe is fuzzed (tests/js/fuzz/): its configurations and actions, and its part of
// the big inputs. The harness gives `kit` (fast-check, the schema builders, shared values).

/** Tic-tac-toe's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { fc, T, isObject, isNat, seedText, playerId } = kit;
  return {
    config: fc.record({ seed: seedText, players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }) }, { requiredKeys: [] }),
    defaultPlayers: ["X", "O"],
    configSchema: T.object({}, { seed: T.string, players: T.tuple(T.string, T.string) }),
    actionSchema: T.object({ cell: T.number }),
    actionSamples: fc.record({ cell: fc.integer({ min: -1, max: 9 }) }),
    isAction: (a) => isObject(a) && Object.keys(a).length === 1 && isNat(a.cell) && a.cell <= 8,
    maxMoves: 9,
    perft: { maxDepth: 5, isMove: () => true },
    bigValues: [
      ["new TicTacToeGame({ seed: BIG })", (a, b) => new a.TicTacToeGame({ seed: b })],
      ["new TicTacToeGame().submit(\"X\", BIG)", (a, b, own) => own(new a.TicTacToeGame()).submit("X", b)],
      ["new TicTacToeGame().legalActions(BIG)", (a, b, own) => own(new a.TicTacToeGame()).legalActions(b)],
      ["new TicTacToeGame().view(BIG)", (a, b, own) => own(new a.TicTacToeGame()).view(b)],
      ["simulateRandomGames(\"tictactoe\", 1, BIG)", (a, b) => a.simulateRandomGames("tictactoe", 1, b)],
      ["TicTacToeGame.load(BIG)", (a, b) => a.TicTacToeGame.load(b)],
      ["new TicTacToeGame().botAction(\"X\", { iterations: 1, seed: BIG })", (a, b, own) => own(new a.TicTacToeGame()).botAction("X", { iterations: 1, seed: b })],
    ],
  };
}
