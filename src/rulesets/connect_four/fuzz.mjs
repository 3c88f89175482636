// How Connect Four is fuzzed (tests/js/fuzz/): its configurations and actions, and its part of
// the big inputs. The harness gives `kit` (fast-check, the schema builders, shared values).

/** Connect Four's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { fc, T, isObject, isNat, seedText, playerId } = kit;
  return {
    config: fc.record({ seed: seedText, players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }) }, { requiredKeys: [] }),
    defaultPlayers: ["red", "yellow"],
    configSchema: T.object({}, { seed: T.string, players: T.tuple(T.string, T.string) }),
    actionSchema: T.object({ column: T.number }),
    actionSamples: fc.record({ column: fc.integer({ min: -1, max: 7 }) }),
    isAction: (a) => isObject(a) && Object.keys(a).length === 1 && isNat(a.column) && a.column <= 6,
    maxMoves: 42,
    perft: { maxDepth: 5, isMove: () => true },
    bigValues: [
      ["new ConnectFourGame({ seed: BIG })", (a, b) => new a.ConnectFourGame({ seed: b })],
      ["new ConnectFourGame().submit(\"red\", BIG)", (a, b, own) => own(new a.ConnectFourGame()).submit("red", b)],
      ["new ConnectFourGame().legalActions(BIG)", (a, b, own) => own(new a.ConnectFourGame()).legalActions(b)],
      ["new ConnectFourGame().view(BIG)", (a, b, own) => own(new a.ConnectFourGame()).view(b)],
      ["simulateRandomGames(\"connect-four\", 1, BIG)", (a, b) => a.simulateRandomGames("connect-four", 1, b)],
      ["ConnectFourGame.load(BIG)", (a, b) => a.ConnectFourGame.load(b)],
      ["new ConnectFourGame().botAction(\"red\", { iterations: 1, seed: BIG })", (a, b, own) => own(new a.ConnectFourGame()).botAction("red", { iterations: 1, seed: b })],
    ],
  };
}
