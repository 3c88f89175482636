// The chess page's kit for the classic controller: the board drawn from the game's FEN, moves by
// click or drag (a promotion asks which piece), check and the last move shown, the SAN move list,
// the draw claim, and the end in words. The rules (which moves are legal) come from the engine.
import { ChessGame } from "../../../pkg/arbiter.js";
import type { ChessAction, ChessConfig, ChessEvent, EndReason, GameOutcome } from "../../../pkg/arbiter.js";
import type { Kit, Turn } from "../classic/app.js";
import { $, el } from "../page.js";

const FILES = "abcdefgh";
const GLYPHS: Record<string, string> = { k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };
const NAMES: Record<string, string> = { q: "Queen", r: "Rook", b: "Bishop", n: "Knight" };

/** "white" → "White". */
export const colour = (player: string): string => player.charAt(0).toUpperCase() + player.slice(1);

/** The 64 squares of a FEN's placement, keyed "e4", each a piece letter (upper case white). */
export function placement(fen: string): Map<string, string> {
  const board = new Map<string, string>();
  const rows = (fen.split(" ")[0] ?? "").split("/");
  rows.forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (ch >= "1" && ch <= "8") file += Number(ch);
      else board.set(`${FILES[file++] ?? "?"}${8 - r}`, ch);
    }
  });
  return board;
}

type Move = Extract<ChessAction, { type: "MOVE" }>;

function movesMade(game: ChessGame): Extract<ChessEvent, { type: "MoveMade" }>[] {
  const made: Extract<ChessEvent, { type: "MoveMade" }>[] = [];
  for (const { event } of game.events()) if (event.type === "MoveMade") made.push(event);
  return made;
}

const REASONS: Record<string, string> = {
  CHECKMATE: "checkmate", RESIGNATION: "resignation", STALEMATE: "stalemate",
  INSUFFICIENT_MATERIAL: "insufficient material", FIVEFOLD_REPETITION: "fivefold repetition",
  SEVENTY_FIVE_MOVE_RULE: "the seventy-five-move rule", THREEFOLD_REPETITION: "threefold repetition (claimed)",
  FIFTY_MOVE_RULE: "the fifty-move rule (claimed)",
};

export function describeChessEnd(outcome: GameOutcome<EndReason>): string {
  const why = REASONS[outcome.reason] ?? outcome.reason.toLowerCase().replace(/_/g, " ");
  return outcome.type === "WIN" ? `${colour(outcome.winner)} wins by ${why}` : `Draw by ${why}`;
}

export class ChessKit implements Kit<ChessGame, ChessConfig, ChessAction, ChessEvent> {
  readonly storageKey = "arbiter.chess.v1";
  readonly worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
  readonly calibrationPosition = "in the opening";
  readonly resign: ChessAction = { type: "RESIGN" };
  /** The square whose piece you picked up. */
  private from: string | null = null;
  private turn: Turn<ChessAction> | null = null;

  constructor() {
    $("claim-draw").addEventListener("click", () => this.turn?.play({ type: "CLAIM_DRAW" }));
  }

  create(settings: { seat: number }): ChessGame {
    void settings;
    return new ChessGame();
  }

  load(save: Parameters<typeof ChessGame.load>[0]): ChessGame {
    return ChessGame.load(save);
  }

  moves(game: ChessGame): string[] {
    const sans = movesMade(game).map((m) => m.san);
    const lines: string[] = [];
    for (let i = 0; i < sans.length; i += 2) lines.push(`${sans[i] ?? ""}${sans[i + 1] ? `  ${sans[i + 1]}` : ""}`);
    return lines;
  }

  prompt(game: ChessGame, turn: Turn<ChessAction>): string {
    const made = movesMade(game);
    const check = made.at(-1)?.san.endsWith("+") ? " You are in check." : "";
    const claim = turn.legal.some((a) => a.type === "CLAIM_DRAW") ? " You may claim a draw." : "";
    return `Your move (${colour(turn.you)}).${check}${claim}`;
  }

  describeEnd(game: ChessGame, outcome: GameOutcome<EndReason>, you: string): { sentence: string; detail: string } {
    const verdict = outcome.type === "DRAW" ? "A draw." : outcome.winner === you ? "You win." : "The bot wins.";
    const material = outcome.results.map((r) => `${colour(r.player)} ${r.metrics?.material ?? 0}`).join(", ");
    return { sentence: describeChessEnd(outcome), detail: `${verdict} Material: ${material}; ${movesMade(game).length} plies.` };
  }

  render(game: ChessGame, turn: Turn<ChessAction>): void {
    this.turn = turn;
    const fen = game.fen();
    const board = placement(fen);
    const flipped = turn.you === game.players[1];
    const moves = turn.legal.filter((a): a is Move => a.type === "MOVE");
    if (this.from !== null && !moves.some((m) => m.uci.startsWith(this.from ?? ""))) this.from = null;
    const made = movesMade(game);
    const last = made.at(-1);
    const toMove = fen.split(" ")[1] === "w" ? "K" : "k";
    const checked = last && /[+#]$/.test(last.san) ? [...board].find(([, p]) => p === toMove)?.[0] : undefined;
    const targets = new Set(this.from === null ? [] : moves.filter((m) => m.uci.startsWith(this.from ?? "")).map((m) => m.uci.slice(2, 4)));

    const squares: HTMLElement[] = [];
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const file = flipped ? 7 - col : col;
        const rank = flipped ? row + 1 : 8 - row;
        const name = `${FILES[file]}${rank}`;
        const piece = board.get(name);
        const square = el("button", `square ${(file + rank) % 2 === 0 ? "dark" : "light"}`);
        square.type = "button";
        square.dataset.square = name;
        square.setAttribute("aria-label", name + (piece ? ` ${piece}` : ""));
        if (piece) {
          const glyph = el("span", `piece ${piece === piece.toUpperCase() ? "white" : "black"}`, GLYPHS[piece.toLowerCase()] ?? "?");
          square.dataset.piece = piece;
          square.append(glyph);
        }
        if (col === 0) square.append(el("span", "coord rank", String(rank)));
        if (row === 7) square.append(el("span", "coord file", FILES[file] ?? ""));
        if (last && (last.uci.slice(0, 2) === name || last.uci.slice(2, 4) === name)) square.classList.add("last");
        if (name === checked) square.classList.add("check");
        if (name === this.from) square.classList.add("selected");
        if (targets.has(name)) square.classList.add("target");
        if (targets.has(name) && piece) square.classList.add("capture");
        const movable = moves.some((m) => m.uci.startsWith(name));
        if (movable) {
          square.classList.add("movable");
          square.draggable = true;
          square.addEventListener("dragstart", (e) => {
            this.from = name;
            e.dataTransfer?.setData("text/plain", name);
          });
        }
        square.addEventListener("dragover", (e) => e.preventDefault());
        square.addEventListener("drop", (e) => {
          e.preventDefault();
          const from = e.dataTransfer?.getData("text/plain") || this.from;
          if (from) this.moveTo(from, name, moves);
        });
        square.addEventListener("click", () => {
          if (this.from !== null && targets.has(name)) return this.moveTo(this.from, name, moves);
          this.from = movable && this.from !== name ? name : null;
          this.render(game, turn);
        });
        squares.push(square);
      }
    }
    $("board").replaceChildren(...squares);
    $("board").classList.toggle("flipped", flipped);
    const them = game.players.find((p) => p !== turn.you) ?? "";
    $("opponent").textContent = `Bot · ${colour(them)}`;
    $("you-line").textContent = `You · ${colour(turn.you)}`;
    $("claim-draw").hidden = !turn.legal.some((a) => a.type === "CLAIM_DRAW");
    if (turn.legal.length === 0) $("promotion").hidden = true;
  }

  /** Plays from → to; a promotion first asks for the piece. */
  private moveTo(from: string, to: string, moves: Move[]): void {
    // A promotion lists four moves: the queen first, as players expect.
    const options = moves.filter((m) => m.uci.slice(0, 4) === from + to)
      .sort((a, b) => "qrbn".indexOf(a.uci.charAt(4)) - "qrbn".indexOf(b.uci.charAt(4)));
    this.from = null;
    const turn = this.turn;
    if (!turn || options.length === 0) return;
    if (options.length === 1 && options[0]) return turn.play(options[0]);
    const box = $("promotion");
    box.replaceChildren(el("span", "", "Promote to:"));
    for (const option of options) {
      const piece = option.uci.charAt(4);
      const button = el("button", "promote", `${GLYPHS[piece] ?? ""} ${NAMES[piece] ?? piece}`);
      button.type = "button";
      button.dataset.piece = piece;
      button.addEventListener("click", () => {
        box.hidden = true;
        turn.play(option);
      });
      box.append(button);
    }
    box.hidden = false;
  }
}
