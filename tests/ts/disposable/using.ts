// With the `esnext.disposable` lib (tsconfig.json), the classes work with `using`: `free()` runs
// when the block ends. The es2020/es2022/esnext configurations leave this file out.
import { TicTacToeGame } from "arbiter-rules";

export function firstMoveHash(): string {
  using game = new TicTacToeGame();
  game.submit("X", { cell: 4 });
  return game.stateHash();
}
