# Writes tests/fixtures/chess/san.json: python-chess's SAN of every legal move, with what each
# move does, at positions of seeded random games (biased to captures, checks, castling,
# promotions and en passant), and python-chess's parse_san answers to other ways of writing some
# of those moves, which tests/chess_san.rs compares with arbiter's `moves` and SAN input. Run
# once, by hand, when the rules change (npm test reads the committed file and never runs this):
#
#   python3 -m venv target/pyenv && target/pyenv/bin/pip install 'chess==1.11.*'
#   target/pyenv/bin/python scripts/chess-san.py
#
# Each position has `fen`, `moves` (every legal move as `uci:san:piece:captured:flags`, sorted;
# piece and captured are python-chess's letters, `-` for none; flags among `e` en passant, `k`
# and `q` castling to that side, `+` check, `#` mate, or `-`), and `reads` (`text>uci` for a
# text parse_san reads as that move, `text!ambiguous` or `text!illegal` for one it refuses).
import json
import random
import sys

import chess

GAMES = 36
MAX_PLIES = 120
EVERY = 12
FENS = [
    chess.STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "1k6/8/8/8/Q2Q4/8/8/Q3K2R w K - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/ppp1pppp/8/8/2PpP3/8/PP1P1PPP/RNBQKBNR b KQkq e3 0 3",
]


def flags(board, move):
    marks = ""
    if board.is_en_passant(move):
        marks += "e"
    if board.is_kingside_castling(move):
        marks += "k"
    if board.is_queenside_castling(move):
        marks += "q"
    san = board.san(move)
    if san.endswith("#"):
        marks += "#"
    elif san.endswith("+"):
        marks += "+"
    return marks or "-"


def describe(board, move):
    piece = board.piece_at(move.from_square).symbol().lower()
    if board.is_en_passant(move):
        captured = "p"
    elif board.is_capture(move) and not board.is_castling(move):
        captured = board.piece_at(move.to_square).symbol().lower()
    else:
        captured = "-"
    return f"{move.uci()}:{board.san(move)}:{piece}:{captured}:{flags(board, move)}"


def read(board, text):
    try:
        return f"{text}>{board.parse_san(text).uci()}"
    except chess.AmbiguousMoveError:
        return f"{text}!ambiguous"
    except chess.IllegalMoveError:
        return f"{text}!illegal"


def variants(board, move, rng):
    """Other ways python-chess reads (or refuses) the SAN of `move`."""
    san = board.san(move)
    bare = san.rstrip("+#")
    out = [bare]
    if board.is_castling(move):
        out.append(bare.replace("O", "0"))
        out.append(move.uci())
        return out
    square = chess.square_name(move.from_square)
    letter = "" if board.piece_type_at(move.from_square) == chess.PAWN else bare[0]
    promotion = "" if move.promotion is None else chess.piece_symbol(move.promotion)
    target = chess.square_name(move.to_square)
    sep = "x" if board.is_capture(move) else rng.choice(["", "-"])
    out.append(f"{letter}{square}{sep}{target}{promotion.upper() and '=' + promotion.upper()}")
    out.append(f"{square}{target}{promotion}")
    if promotion:
        out.append(bare.replace("=", "")[:-1] + promotion)
        out.append(bare.split("=")[0])
    # The disambiguation taken away: ambiguous when it was needed, else the same move; a pawn's
    # capture without its file reads as a move along the target's file.
    out.append(letter + ("x" if board.is_capture(move) else "") + target + (promotion.upper() and "=" + promotion.upper()))
    return out


def pick(board, rng):
    legal = list(board.legal_moves)
    special = [m for m in legal if board.is_capture(m) or board.gives_check(m) or board.is_castling(m) or m.promotion]
    if special and rng.random() < 0.6:
        return rng.choice(special)
    return rng.choice(legal)


def game(index):
    rng = random.Random(index)
    board = chess.Board(FENS[index % len(FENS)])
    positions = []
    ply = 0
    while not board.is_game_over() and ply < MAX_PLIES:
        # Every few plies, and wherever en passant or castling is possible.
        special = board.has_legal_en_passant() or (any(board.is_castling(m) for m in board.legal_moves) and rng.random() < 0.25)
        if ply % EVERY == index % 3 or special:
            legal = sorted(board.legal_moves, key=lambda m: m.uci())
            moves = sorted(describe(board, m) for m in legal)
            reads = []
            for move in rng.sample(legal, min(3, len(legal))):
                reads.extend(read(board, text) for text in variants(board, move, rng))
            reads.extend(read(board, text) for text in ["Kd4", "Nf3", "O-O-O"])
            positions.append({"fen": board.fen(), "moves": " ".join(moves), "reads": " ".join(dict.fromkeys(reads))})
        board.push(pick(board, rng))
        ply += 1
    return positions


def main():
    positions = [p for i in range(GAMES) for p in game(i)]
    out = {
        "generator": f"scripts/chess-san.py with python-chess {chess.__version__}",
        "positions": positions,
    }
    path = sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/chess/san.json"
    with open(path, "w") as f:
        json.dump(out, f, indent=0, separators=(",", ":"))
        f.write("\n")
    moves = [m for p in positions for m in p["moves"].split(" ")]
    reads = [r for p in positions for r in p["reads"].split(" ")]

    def count(mark):
        return sum(1 for m in moves if mark in m.split(":")[4])

    print(
        f"{len(positions)} positions, {len(moves)} moves (en passant {count('e')}, castling "
        f"{count('k') + count('q')}, check {count('+')}, mate {count('#')}, promotions "
        f"{sum(1 for m in moves if len(m.split(':')[0]) == 5)}), {len(reads)} reads "
        f"({sum(1 for r in reads if '!ambiguous' in r)} ambiguous, "
        f"{sum(1 for r in reads if '!illegal' in r)} illegal)"
    )


main()
