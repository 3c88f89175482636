# Writes PGN files with python-chess's own writer into tests/fixtures/chess/, which
# tests/chess_pgn.rs imports with ChessGame's reader: a game with comments, NAGs and nested
# variations (and a second game after it, which the reader leaves alone), a game from a FEN
# with a resignation, a draw by agreement, and a database of games ended by their Termination
# tags (with a broken game among them, written by hand). expected.json gives python-chess's
# final position of each main line, and its view of each database game (its headers, and per
# ply its comments, NAGs and variations). Run once, by hand (npm test reads the committed files):
#
#   python3 -m venv target/pyenv && target/pyenv/bin/pip install 'chess==1.11.*'
#   target/pyenv/bin/python scripts/chess-pgn-fixtures.py
import json
import random

import chess
import chess.pgn

OUT = "tests/fixtures/chess"
OPERA = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#".split()


def annotated():
    game = chess.pgn.Game()
    game.headers.update(Event="Paris", Site="Paris FRA", Date="1858.??.??", Round="?",
                        White="Morphy, Paul", Black="Duke Karl / Count Isouard", Result="1-0")
    game.comment = "The opera game"
    node = game
    for i, san in enumerate(OPERA):
        move = node.board().parse_san(san)
        if i == 3:  # 2... d6, and 2... Nc6 (2... Nc6 3. Bb5 (3. Bc4 Bc5) a6) beside it
            main = node.add_main_variation(move)
            side = node.add_variation(node.board().parse_san("Nc6"), comment="the usual move")
            deeper = side.add_main_variation(side.board().parse_san("Bb5"))
            deeper.nags.add(chess.pgn.NAG_GOOD_MOVE)
            other = side.add_variation(side.board().parse_san("Bc4"))
            other.add_main_variation(other.board().parse_san("Bc5"))
            deeper.add_main_variation(deeper.board().parse_san("a6"))
            node = main
        else:
            node = node.add_main_variation(move)
        if i == 9:
            node.comment = "Black gives up the bishop pair {not really} ; still fine"
            node.nags.add(chess.pgn.NAG_DUBIOUS_MOVE)
        if i == 20:
            node.starting_comment = "a sacrifice"
            node.nags.add(chess.pgn.NAG_BRILLIANT_MOVE)
    node.comment = "Checkmate"
    second = chess.pgn.Game()
    second.headers.update(Event="Second game, not read", Result="*")
    second.add_main_variation(chess.Move.from_uci("d2d4"))
    return [game, second]


def from_fen(fen, plies, seed, result):
    rng = random.Random(seed)
    board = chess.Board(fen)
    game = chess.pgn.Game()
    game.setup(board)
    game.headers.update(Event="From a position", White="ann", Black="bob", Result=result)
    node = game
    for i in range(plies):
        moves = list(node.board().legal_moves)
        # Captures and promotions first, so the game has them.
        sharp = [m for m in moves if m.promotion or node.board().is_capture(m)]
        move = rng.choice(sharp if sharp and rng.random() < 0.7 else moves)
        node = node.add_main_variation(move)
        if node.board().is_game_over():
            break
        if i % 5 == 0:
            node.comment = f"[%clk 0:0{i % 10}:00] ply {i + 1}"
    return game


def database():
    """Games whose results the board does not give, each with its Termination, and notes."""
    games = []
    for i, (termination, result) in enumerate([("time forfeit", "1-0"), ("adjudication", "1/2-1/2"),
                                               ("abandoned", "0-1"), ("normal", "1/2-1/2"),
                                               ("unterminated", "*")]):
        game = from_fen(chess.STARTING_FEN, 12 + 2 * i, 10 + i, result)
        game.headers.update(Event=f"Database game {i + 1}", ECO="A00", WhiteElo=str(2000 + i),
                            TimeControl="300+3", Termination=termination)
        node = game.next()
        node.nags.add(chess.pgn.NAG_SPECULATIVE_MOVE)
        alternative = [m for m in game.board().legal_moves if m != node.move][i]
        game.add_variation(alternative, comment=f"or this, game {i + 1}")
        games.append(game)
    return games


BROKEN = """[Event "Broken game"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]

1. e4 e5 2. Ke3 *
"""


def notes(game):
    """python-chess's view of a game's main line: per ply, its comment, NAGs and variations."""
    out = []
    node = game
    ply = 0
    if game.comment:
        out.append({"ply": 0, "comment": game.comment})
    while node.variations:
        main = node.variations[0]
        ply += 1
        for side in node.variations[1:]:
            out.append({"ply": ply, "variation": side.san()})
        if main.starting_comment:
            out.append({"ply": ply - 1, "comment": main.starting_comment})
        if main.nags:
            out.append({"ply": ply, "nags": sorted(main.nags)})
        if main.comment:
            out.append({"ply": ply, "comment": main.comment})
        node = main
    return out


def write(name, games):
    with open(f"{OUT}/{name}", "w") as f:
        for g in games:
            print(g, file=f, end="\n\n")
    return games[0]


def main():
    expected = {}
    files = {
        "python-chess-annotated.pgn": annotated(),
        "python-chess-fen.pgn": [from_fen("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 40, 3, "0-1")],
        "python-chess-agreed.pgn": [from_fen(chess.STARTING_FEN, 24, 5, "1/2-1/2")],
    }
    with open(f"{OUT}/python-chess-database.pgn", "w") as f:
        base = database()
        for i, g in enumerate(base):
            print(g, file=f, end="\n\n")
            if i == 1:
                print(BROKEN, file=f)
    expected["python-chess-database.pgn"] = [
        {"headers": list(g.headers.items()), "notes": notes(g)} for g in base
    ]
    for name, games in files.items():
        first = write(name, games)
        board = first.end().board()
        expected[name] = {
            "fen": board.fen(),
            "plies": board.ply() - first.board().ply(),
            "result": first.headers["Result"],
            "outcome": None if board.outcome() is None else board.outcome().termination.name,
        }
    with open(f"{OUT}/expected.json", "w") as f:
        database_games = expected.pop("python-chess-database.pgn")
        json.dump({"generator": f"scripts/chess-pgn-fixtures.py with python-chess {chess.__version__}", "files": expected,
                   "database": database_games}, f, indent=1)
        f.write("\n")


main()
