// Chess: what the list of games and the how-to-play panel show; the page itself loads with
// `load()`.
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";
import { FILES, GLYPHS, placement } from "./fen.js";

/** The picture's position: a Ruy Lopez after 3. Bb5. */
const PICTURE = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

export const game: GameModule = {
  meta: {
    name: "chess",
    title: "Chess",
    blurb: "Every rule, from castling and en passant to the draws: play White or Black against the bot, by click or drag.",
    howToPlay: {
      goal: "Checkmate the bot's king: attack it so that no move of the bot's takes it out of attack.",
      turn: "White moves first, then you take turns, one move each. Each piece moves its own way; you capture by moving onto an enemy piece. Castling, en passant and promotion are all offered when they are legal.",
      end: "Checkmate wins; resigning loses. Stalemate, insufficient material, the fivefold repetition and the seventy-five-move rule are draws; a threefold repetition or fifty moves without a capture or a pawn move let the player to move claim a draw.",
      controls: "Click one of your pieces, then one of the marked squares (or drag the piece there); a piece that cannot move says why. To castle, move the king two squares, or onto its rook. A promotion asks which piece (Cancel, Escape or a click beside the choice puts the pawn back). Claim a draw appears when a claim holds; Take back undoes your last move and the bot's answer (after a mate too); Resign ends the game, once you confirm it. Flip board turns the board round. Click a move in the list, or use the arrow keys (Home, End), to look at an earlier position; End or Back to the game returns to play. Copy PGN (over the move list, and at the end) gives the game to another tool; Load a game, in the setup, opens a PGN pasted or from a .pgn file to be read, its players named as the file names them: step through its moves, then Play on from here against the bot, as either side, from the position shown.",
    },
    drawPicture(root) {
      root.setAttribute("viewBox", "0 0 8 8");
      const board = placement(PICTURE);
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 8; col++) {
          root.append(svg("rect", { x: col, y: row, width: 1, height: 1, fill: (row + col) % 2 ? "#b58863" : "#efd9b4" }));
          const piece = board.get(`${FILES[col]}${8 - row}`);
          if (!piece) continue;
          const white = piece === piece.toUpperCase();
          root.append(svg("text", {
            x: col + 0.5, y: row + 0.56, "font-size": 0.82, "text-anchor": "middle", "dominant-baseline": "central",
            fill: white ? "#fff" : "#111", stroke: white ? "#000" : "none", "stroke-width": 0.03,
          }, GLYPHS[piece.toLowerCase()] ?? "?"));
        }
      }
    },
  },
  load: async () => (await import("./page.js")).page,
};
