# Writes tests/fixtures/chess/claims.json: python-chess's answers to can_claim_draw() over seeded
# random games that repeat positions and run long without a capture or a pawn move, which
# tests/chess_pgn.rs compares with arbiter's claims. Run once, by hand, when the rules change
# (npm test reads the committed file and never runs this):
#
#   python3 -m venv target/pyenv && target/pyenv/bin/pip install 'chess==1.11.*'
#   target/pyenv/bin/python scripts/chess-claims.py
#
# For every position where a draw can be claimed, the file gives `now` (a claim in the position
# itself) and `moves` (each move, in UCI, space-separated and sorted, a claim can be made with, as python-chess looks one move ahead
# in can_claim_threefold_repetition and can_claim_fifty_moves); a position not listed has none.
import collections
import json
import random
import sys

import chess

GAMES = 100
MAX_PLIES = 160
FENS = [
    chess.STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/8/4k3/8/8/3K4/8/R7 w - - 80 60",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 90 70",
    "8/8/3qk3/8/8/3QK3/8/8 w - - 95 80",
]


def counts(board):
    """python-chess's count of positions in can_claim_threefold_repetition."""
    seen = collections.Counter([board._transposition_key()])
    popped = []
    while board.move_stack:
        move = board.pop()
        popped.append(move)
        if board.is_irreversible(move):
            break
        seen.update([board._transposition_key()])
    while popped:
        board.push(popped.pop())
    return seen


def claims(board):
    """The claim in the position, and the moves a claim can be made with."""
    seen = counts(board)
    now = seen[board._transposition_key()] >= 3 or board.is_fifty_moves()
    moves = []
    for move in board.generate_legal_moves():
        zeroing = board.is_zeroing(move)
        board.push(move)
        try:
            threefold = seen[board._transposition_key()] >= 2
            fifty = not zeroing and board.is_fifty_moves()
        finally:
            board.pop()
        if threefold or fifty:
            moves.append(move.uci())
    return now, sorted(moves)


def pick(board, rng):
    legal = list(board.generate_legal_moves())
    if len(board.move_stack) >= 2 and rng.random() < 0.3:
        mine = board.move_stack[-2]
        back = chess.Move(mine.to_square, mine.from_square)
        if back in legal:
            return back
    quiet = [m for m in legal if not board.is_zeroing(m)]
    if quiet and rng.random() < 0.75:
        return rng.choice(quiet)
    return rng.choice(legal)


def game(index):
    rng = random.Random(index)
    fen = FENS[index % len(FENS)]
    board = chess.Board(fen)
    moves, listed = [], []
    while not board.is_game_over(claim_draw=False) and len(moves) < MAX_PLIES:
        now, with_move = claims(board)
        assert board.can_claim_draw() == (now or bool(with_move)), (fen, moves)
        if now or with_move:
            listed.append({"ply": len(moves), "now": now, "moves": " ".join(with_move)})
        move = pick(board, rng)
        moves.append(move.uci())
        board.push(move)
    return {"fen": fen, "moves": " ".join(moves), "claims": listed}


def main():
    games = [game(i) for i in range(GAMES)]
    out = {
        "generator": f"scripts/chess-claims.py with python-chess {chess.__version__}",
        "games": games,
    }
    path = sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/chess/claims.json"
    with open(path, "w") as f:
        json.dump(out, f, indent=0, separators=(",", ":"))
        f.write("\n")
    total = sum(len(g["claims"]) for g in games)
    with_move = sum(1 for g in games for c in g["claims"] if c["moves"])
    print(f"{len(games)} games, {total} positions with a claim ({with_move} with a move)")


main()
