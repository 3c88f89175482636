// The chess board: the position drawn from the game's FEN, from your side unless flipped (saved
// with the game); moves by click, keyboard or drag among the engine's legal moves (castling also
// as the king onto its rook; a promotion asks which piece, over the board), and why a picked
// piece cannot move; check and the last move shown; the players' lines with the material each is
// ahead by; the draw claim. The rules (which moves are legal) come from the engine.
import type { ChessAction, ChessEvent, ChessGame } from "arbiter-rules/chess";
import { button, el } from "../shell/dom.js";
import { lineName } from "../shell/names.js";
import type { Board, Parts, Turn } from "../shell/types.js";
import { capturedLine } from "./captured.js";
import { FILES, GLYPHS, lettersOf } from "./fen.js";

const NAMES: Record<string, string> = { q: "Queen", r: "Rook", b: "Bishop", n: "Knight" };

type Move = Extract<ChessAction, { type: "MOVE" }>;
export type MoveMade = Extract<ChessEvent, { type: "MoveMade" }>;

/** A player's side, by seat: "White" for the first player, "Black" for the second (a game
 * loaded from PGN may name its players "Morphy, Paul"). */
export const side = (game: ChessGame, player: string): string => (game.players.indexOf(player) === 0 ? "White" : "Black");

export function movesMade(game: ChessGame): MoveMade[] {
  const made: MoveMade[] = [];
  for (const { event } of game.events()) if (event.type === "MoveMade") made.push(event);
  return made;
}

/** The rook a king's two-file move castles with (e1 g1: h1), or null for any other move. */
function castlingRook(from: string, to: string): string | null {
  if (from[0] !== "e" || from[1] !== to[1] || !/^[18]$/.test(from[1] ?? "")) return null;
  if (to[0] === "g") return `h${from[1]}`;
  if (to[0] === "c") return `a${from[1]}`;
  return null;
}

/** The squares the piece on `from` can move to; a king's castling also onto its own rook, as lichess lets you. */
function targetsOf(from: string, moves: Move[], board: Map<string, string>): Set<string> {
  const targets = new Set(moves.filter((m) => m.uci.startsWith(from)).map((m) => m.uci.slice(2, 4)));
  if (/^[kK]$/.test(board.get(from) ?? "")) {
    for (const to of [...targets]) {
      const rook = castlingRook(from, to);
      if (rook) targets.add(rook);
    }
  }
  return targets;
}

export class ChessBoard implements Board<ChessGame, ChessAction, ChessEvent> {
  private readonly board = el("div", "chessboard");
  /** The board and, over it while a promotion is asked, the choice of piece. */
  private readonly wrap = el("div", "board-wrap");
  private readonly opponent = el("p", "player-line");
  private readonly youLine = el("p", "player-line");
  private readonly promotion = el("div", "promotion");
  private readonly claim = button("Claim a draw", () => void this.turn?.play({ type: "CLAIM_DRAW" }));
  private readonly flipButton = button("Flip board", () => this.flip());
  private note: (text: string) => void = () => {};
  /** The game's settings: "flipped" is "yes" while the board is turned from its usual way (your
   * side at the bottom); saved with the game, so a reload keeps it and a new game starts unturned. */
  private setting: Parts["setting"] = () => undefined;
  private setSetting: Parts["setSetting"] = () => {};
  /** The square whose piece you picked up. */
  private from: string | null = null;
  private turn: Turn<ChessAction> | null = null;
  private game: ChessGame | null = null;

  mount(parts: Parts): void {
    this.board.id = "board";
    this.board.setAttribute("role", "grid");
    this.board.setAttribute("aria-label", "chess board");
    this.opponent.id = "opponent";
    this.youLine.id = "you-line";
    this.promotion.id = "promotion";
    this.promotion.hidden = true;
    this.claim.id = "claim-draw";
    this.claim.hidden = true;
    this.flipButton.id = "flip";
    this.flipButton.setAttribute("aria-pressed", "false");
    this.note = parts.note;
    this.setting = parts.setting;
    this.setSetting = parts.setSetting;
    this.wrap.append(this.board, this.promotion);
    parts.table.append(this.opponent, this.wrap, this.youLine);
    // A click beside the choice, or Escape, puts the pawn back (as on lichess).
    this.promotion.addEventListener("click", (e) => {
      if (e.target === this.promotion) this.promotion.hidden = true;
    });
    document.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && !this.promotion.hidden) this.promotion.hidden = true;
    });
    parts.controls.append(this.claim, this.flipButton);
  }

  reset(): void {
    this.from = null;
    this.promotion.hidden = true;
  }

  render(game: ChessGame, turn: Turn<ChessAction>): void {
    this.game = game;
    this.turn = turn;
    const board = lettersOf(game.board());
    const turned = this.setting("flipped") === "yes";
    this.flipButton.setAttribute("aria-pressed", String(turned));
    const flipped = (turn.you === game.players[1]) !== turned;
    const moves = turn.legal.filter((a): a is Move => a.type === "MOVE");
    if (this.from !== null && !moves.some((m) => m.uci.startsWith(this.from ?? ""))) this.from = null;
    const last = movesMade(game).at(-1);
    // The side to move (still known at the end, where nobody is to act): the FEN's second field.
    const toMove = game.fen().split(" ")[1] === "w" ? "K" : "k";
    const checked = game.inCheck() ? [...board].find(([, p]) => p === toMove)?.[0] : undefined;
    const from = this.from;
    const targets = from === null ? new Set<string>() : targetsOf(from, moves, board);

    const squares: HTMLElement[] = [];
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const file = flipped ? 7 - col : col;
        const rank = flipped ? row + 1 : 8 - row;
        const name = `${FILES[file]}${rank}`;
        const piece = board.get(name);
            // a1 is dark: the file's index from 0 plus the rank from 1 is odd on the dark squares.
        const square = el("button", `square ${(file + rank) % 2 === 1 ? "dark" : "light"}`);
        square.type = "button";
        square.dataset.square = name;
        square.setAttribute("aria-label", name + (piece ? ` ${piece}` : ""));
        if (piece) {
          square.dataset.piece = piece;
          square.append(el("span", `piece ${piece === piece.toUpperCase() ? "white" : "black"}`, GLYPHS[piece.toLowerCase()] ?? "?"));
        }
        if (col === 0) square.append(el("span", "coord rank", String(rank)));
        if (row === 7) square.append(el("span", "coord file", FILES[file] ?? ""));
        if (last && (last.uci.slice(0, 2) === name || last.uci.slice(2, 4) === name)) square.classList.add("last");
        if (name === checked) square.classList.add("check");
        if (name === from) square.classList.add("selected");
        if (targets.has(name)) square.classList.add("target");
        if (targets.has(name) && piece) square.classList.add("capture");
        const movable = moves.some((m) => m.uci.startsWith(name));
        if (movable) {
          square.classList.add("movable");
          square.draggable = true;
          square.addEventListener("dragstart", (e) => {
            this.from = name;
            e.dataTransfer?.setData("text/plain", name);
            // The piece alone follows the pointer (not its square), and fades where it stood.
            const glyph = square.querySelector<HTMLElement>(".piece");
            if (glyph) e.dataTransfer?.setDragImage(glyph, glyph.offsetWidth / 2, glyph.offsetHeight / 2);
            this.mark(name, targetsOf(name, moves, board));
            requestAnimationFrame(() => square.classList.add("dragging")); // after the drag image is taken
          });
          // A drag let go off a target keeps the piece picked up, its squares shown.
          square.addEventListener("dragend", () => {
            if (this.from === name && this.game && this.turn) this.render(this.game, this.turn);
          });
        }
        square.addEventListener("dragover", (e) => e.preventDefault());
        square.addEventListener("drop", (e) => {
          e.preventDefault();
          const dragged = e.dataTransfer?.getData("text/plain") || this.from;
          // A piece let go where it was picked up (a click that moved a little) stays picked up.
          if (dragged === name) return this.render(game, turn);
          if (dragged) this.moveTo(dragged, name, moves);
        });
        square.addEventListener("click", () => {
          if (this.from !== null && targets.has(name)) return this.moveTo(this.from, name, moves);
          this.from = movable && this.from !== name ? name : null;
          this.note(movable || !piece ? "" : this.whyNot(game, turn, piece));
          this.render(game, turn);
        });
        squares.push(square);
      }
    }
    // A square played from the keyboard keeps the focus through the redraw, for the next key.
    const focused = this.board.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.square : undefined;
    this.board.replaceChildren(...squares);
    if (focused) squares.find((s) => s.dataset.square === focused)?.focus();
    this.board.classList.toggle("flipped", flipped);
    // The line above the board is the side at the top.
    const [white = "white", black = "black"] = game.players;
    const top = flipped ? white : black;
    const bottom = flipped ? black : white;
    const name = (p: string): string => lineName(p, turn.you, side(game, p));
    this.opponent.replaceChildren(...capturedLine(name(top), board, top === white));
    this.youLine.replaceChildren(...capturedLine(name(bottom), board, bottom === white));
    this.claim.hidden = !turn.legal.some((a) => a.type === "CLAIM_DRAW" && a.uci === undefined);
    if (turn.legal.length === 0) this.promotion.hidden = true;
  }

  /** Shows the dragged piece's squares on the board as drawn: redrawing it would drop the drag. */
  private mark(from: string, targets: Set<string>): void {
    for (const square of this.board.querySelectorAll<HTMLElement>(".square")) {
      const name = square.dataset.square ?? "";
      square.classList.toggle("selected", name === from);
      square.classList.toggle("target", targets.has(name));
      square.classList.toggle("capture", targets.has(name) && square.dataset.piece !== undefined);
    }
  }

  /** Why a clicked piece cannot move now, as the engine's legal moves say: none of them is its. */
  private whyNot(game: ChessGame, turn: Turn<ChessAction>, piece: string): string {
    if (game.status !== "ACTIVE") return "";
    const white = piece === piece.toUpperCase();
    const yours = (turn.you === game.players[0]) === white;
    if (game.currentPlayer !== turn.you) return "It is the bot's turn.";
    if (!yours) return "That is the bot's piece: pick one of yours.";
    if (turn.legal.length === 0) return "";
    if (game.inCheck()) return "You are in check: that piece cannot get your king out of it.";
    return "That piece has no legal move (it is blocked, or pinned to your king).";
  }

  private flip(): void {
    this.setSetting("flipped", this.setting("flipped") === "yes" ? "no" : "yes");
    if (this.game && this.turn) this.render(this.game, this.turn);
  }

  /** Plays from → to; a promotion first asks for the piece. */
  private moveTo(from: string, aimed: string, moves: Move[]): void {
    // The king on its own rook's square castles that way.
    const king = this.game !== null && this.game.get(from)?.piece === "king";
    const castling = king ? moves.find((m) => m.uci.startsWith(from) && castlingRook(from, m.uci.slice(2, 4)) === aimed) : undefined;
    const to = castling?.uci.slice(2, 4) ?? aimed;
    // A promotion lists four moves: the queen first, as players expect.
    const options = moves.filter((m) => m.uci.slice(0, 4) === from + to)
      .sort((a, b) => "qrbn".indexOf(a.uci.charAt(4)) - "qrbn".indexOf(b.uci.charAt(4)));
    this.from = null;
    const turn = this.turn;
    if (!turn) return;
    if (options.length === 0) return void (this.game && this.render(this.game, turn));
    if (options.length === 1 && options[0]) return void turn.play(options[0]);
    if (this.game) this.render(this.game, turn); // the pick is put down while the choice is open
    const choices = el("div", "promotion-box");
    choices.append(el("span", "", "Promote to:"));
    for (const option of options) {
      const piece = option.uci.charAt(4);
      const choice = button(`${GLYPHS[piece] ?? ""} ${NAMES[piece] ?? piece}`, () => {
        this.promotion.hidden = true;
        void turn.play(option);
      }, "promote");
      choice.dataset.piece = piece;
      choices.append(choice);
    }
    const cancel = button("Cancel", () => void (this.promotion.hidden = true), "promote-cancel");
    cancel.id = "promotion-cancel";
    choices.append(cancel);
    this.promotion.replaceChildren(choices);
    this.promotion.hidden = false;
    choices.querySelector("button")?.focus();
  }
}
