/** A card instance's id in a deck-building game: its index in `state.cards`. */
export type InstanceId = number;
/** A card that can be a kingdom pile (`listKingdomCards()`). */
export type KingdomCard = Exclude<Card, "copper" | "silver" | "gold" | "estate" | "duchy" | "province" | "curse">;
/** A card's instance id in a duel (`"c1"`, or a scenario's own). */
export type CardId = string;
/** Whether a player can pay a cost now (`DuelGame.canPayCost`), and why not. */
export type CostCheck = {
    canPay: true;
} | {
    canPay: false;
    reasons: string[];
};
export interface ErrorCodes {
    duel: "UNKNOWN_EFFECT" | "CANNOT_PAY_COST";
}
/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;
/** Each game's end reasons, by game's name: every game built in adds its own. */
export interface EndReasons {
}
/** Why a game of any game built in ended: the union of every game's reasons (for one end screen). */
export type EndReason = EndReasons[keyof EndReasons];
/** Each game's figures for a player's result (`PlayerResult.metrics`), by game's name. */
export interface GameMetrics {
}
/** The figures of a player's result in any game built in. */
export type Metrics = GameMetrics[keyof GameMetrics];
/** The games whose end reasons include every reason of `R`. */
export type GameOfReason<R> = {
    [K in keyof EndReasons]: [R] extends [EndReasons[K]] ? K : never;
}[keyof EndReasons];
/** The metrics of the games that end for the reasons `R` (any game's when no game has them all). */
export type MetricsOf<R> = [GameOfReason<R>] extends [never] ? Metrics : GameMetrics[GameOfReason<R> & keyof GameMetrics];
/**
 * Each game's error codes beyond the shared ones, by game's name (the duel's cost and effect
 * checks): `ErrorCode` is every code an entry point's functions may throw.
 */
export interface ErrorCodes {
    shared: "GAME_FINISHED" | "NOT_YOUR_TURN" | "ILLEGAL_ACTION" | "INVALID_INPUT" | "INVALID_CONFIG" | "INTERNAL" | "INVALID_SAVE" | "NOT_INITIALIZED";
}
/** The stable code of an `ArbiterError`: what went wrong, for a program to branch on. */
export type ErrorCode = ErrorCodes[keyof ErrorCodes];
export interface EndReasons {
    "connect-four": ConnectFourEndReason;
}
/** Connect Four's results carry no metrics. */
export interface GameMetrics {
    "connect-four": never;
}
export interface EndReasons {
    backgammon: BackgammonEndReason;
}
/** A backgammon player's figures at the end (`outcome.results[i].metrics`). */
export interface BackgammonMetrics {
    /** The points won (the winner's, positive) or lost (the loser's, negated): single, gammon or backgammon, times the cube. */
    points: number;
    /** The pips the player still had to bear off. */
    pips: number;
    /** The checkers the player had borne off. */
    borneOff: number;
}
export interface GameMetrics {
    backgammon: BackgammonMetrics;
}
export interface EndReasons {
    chess: ChessEndReason;
}
/** A chess player's figures at the end (`outcome.results[i].metrics`). */
export interface ChessMetrics {
    /** The material the player has on the board: pawn 1, knight and bishop 3, rook 5, queen 9. */
    material: number;
    /** The plies (half-moves) played in the game. */
    moves: number;
}
export interface GameMetrics {
    chess: ChessMetrics;
}
export interface EndReasons {
    deckbuilding: DeckBuildingEndReason;
}
/** A deck-building player's figures at the end (`outcome.results[i].metrics`). */
export interface DeckBuildingMetrics {
    /** The player's victory points (curses count -1 each). */
    victoryPoints: number;
    /** The turns the player took (fewer breaks a tie of points). */
    turns: number;
}
export interface GameMetrics {
    deckbuilding: DeckBuildingMetrics;
}
export interface EndReasons {
    duel: DuelEndReason;
}
/** A duel player's figures at the end (`outcome.results[i].metrics`). */
export interface DuelMetrics {
    /** The player's life total. */
    life: number;
    /** The permanents the player controlled. */
    permanents: number;
    /** The cards in the player's hand. */
    cardsInHand: number;
}
export interface GameMetrics {
    duel: DuelMetrics;
}
export interface EndReasons {
    go: GoEndReason;
}
/** A Go player's figures at the end (`outcome.results[i].metrics`), from the final count. */
export interface GoMetrics {
    /** The player's area: stones on the board plus the empty points they surround. */
    area: number;
    /** The empty points the player surrounds. */
    territory: number;
    /** The player's stones on the board. */
    stones: number;
    /** The stones the player captured during play. */
    captures: number;
    /** The winner's margin in half points (the komi included); only for a win by count. */
    marginHalfPoints?: number;
}
export interface GameMetrics {
    go: GoMetrics;
}
export interface EndReasons {
    ships: ShipsEndReason;
}
/** A ships player's figures at the end (`outcome.results[i].metrics`). */
export interface ShipsMetrics {
    /** The player's health after the last resolution. */
    finalHealth: number;
    /** The player's ships still afloat (a game's outcome; `resolveEndOfTurn` does not count ships). */
    shipsAfloat?: number;
    /** The turn the player was knocked out on, for a player who was. */
    eliminatedOnTurn?: number;
}
export interface GameMetrics {
    ships: ShipsMetrics;
}
export interface EndReasons {
    tictactoe: TicTacToeEndReason;
}
/** Tic-tac-toe's results carry no metrics. */
export interface GameMetrics {
    tictactoe: never;
}
/**
 * A Go action. Points are 0-based: `x` from the left, `y` from the top.
 */
export type GoAction = {
    type: "PLAY";
    x: number;
    y: number;
} | {
    type: "PASS";
} | {
    type: "RESIGN";
} | {
    type: "MARK_DEAD";
    x: number;
    y: number;
} | {
    type: "ACCEPT_SCORE";
} | {
    type: "RESUME";
} | {
    type: "RECORD_RESULT";
    winner?: Stone;
    reason: GoEndReason;
    marginHalfPoints?: number;
};
/**
 * A backgammon action. Point numbers are the mover's own: 1 to 24, home board 1 to 6,
 * moving from higher to lower numbers.
 */
export type BackgammonAction = {
    type: "MOVE";
    from: number | "bar";
    to: number | "off";
} | {
    type: "RESIGN";
    points?: 1 | 2 | 3;
} | {
    type: "ACCEPT_RESIGNATION";
} | {
    type: "DECLINE_RESIGNATION";
} | {
    type: "ROLL";
} | {
    type: "DOUBLE";
} | {
    type: "TAKE";
} | {
    type: "DROP";
};
/**
 * A blocker and the attacker it blocks.
 */
export interface Block {
    /**
     * The defending player's creature that blocks.
     */
    blocker: CardId;
    /**
     * The attacking creature it blocks.
     */
    attacker: CardId;
}
/**
 * A blocker and the attackers it may block, in the order they were declared.
 */
export interface BlockOption {
    /**
     * Your creature that can block.
     */
    blocker: CardId;
    /**
     * The attackers it may block.
     */
    attackers: CardId[];
}
/**
 * A bot's strength: each game documents the budget of each level (nodes, playouts,
 * iterations) and the think time it measured.
 */
export type Level = "easy" | "normal" | "hard";
/**
 * A card as JSON defines it (`listCards()`; a configuration's `cards`).
 */
export interface CardDefinition {
    /**
     * Kebab case, unique, 1 to 40 bytes: `"high-tide"`.
     */
    id: string;
    /**
     * The name to show (`"High Tide"`), 1 to 60 bytes.
     */
    name: string;
    /**
     * Its types, each once; an instant, a sorcery or a land has no other.
     */
    types: CardType[];
    /**
     * Its subtypes (`"Wizard"`), at most 4, for effects that name one.
     */
    subtypes?: string[];
    /**
     * Mana symbols only (`"{1}{U}"`; a free spell `"{0}"`); every card but a land has one.
     */
    manaCost?: string;
    /**
     * Creatures only, 0 to 99.
     */
    power?: number;
    /**
     * Creatures only, 0 to 99.
     */
    toughness?: number;
    /**
     * Its keyword abilities, each once.
     */
    keywords?: Keyword[];
    /**
     * A permanent's abilities (at most 8), numbered from 0 by `ACTIVATE_ABILITY`.
     */
    abilities?: AbilityDefinition[];
    /**
     * What an instant or sorcery does when it resolves.
     */
    effects?: EffectUse[];
    /**
     * Rules text to show, at most 400 bytes; the engine does not read it.
     */
    text?: string;
}
/**
 * A card as `data/cards.json` defines it (`listKingdomCards()` returns the kingdom's).
 */
export interface SupplyCard {
    /**
     * The card id (`"council-room"`).
     */
    id: Card;
    /**
     * The name to show (`"Council Room"`).
     */
    name: string;
    /**
     * Coins to buy it.
     */
    cost: number;
    /**
     * Its types.
     */
    types: SupplyCardType[];
    /**
     * `+N Cards` when played.
     */
    cards: number;
    /**
     * `+N Actions` when played.
     */
    actions: number;
    /**
     * `+N Buys` when played.
     */
    buys: number;
    /**
     * Coins when played (a treasure's value, or an action's `+N coins`).
     */
    coins: number;
    /**
     * Fixed victory points (Gardens counts cards instead: 0 here; a Curse: -1).
     */
    victoryPoints: number;
    /**
     * Its rules text, to show.
     */
    text: string;
}
/**
 * A card in a scenario, with the caller's instance id.
 */
export interface ScenarioCard {
    /**
     * Unique in the scenario: letters, digits, `-` and `_`, up to 40.
     */
    id: string;
    /**
     * The card's definition id.
     */
    card: string;
    /**
     * Battlefield only.
     */
    tapped?: boolean;
    /**
     * Battlefield only: it came under its controller's control this turn.
     */
    summoningSick?: boolean;
}
/**
 * A card in an event: its id (`I`), or a [`HiddenCard`] where the viewer may not see it. The
 * referee's log always holds the id.
 */
export type Seen<I, Z> = I | HiddenCard<Z>;
/**
 * A card instance: what it is and whose it is (the seat that gained it; trashed cards keep it).
 */
export interface CardInstance {
    /**
     * Which card it is.
     */
    card: Card;
    /**
     * The seat that gained it: an index into `players`.
     */
    owner: number;
}
/**
 * A card the viewer may not see, in a per-viewer event: the fact that a card is there (drawn,
 * shuffled, moved face down), never which card or its id.
 */
export interface HiddenCard<Z> {
    /**
     * Always `true`: what tells a hidden card from a card's id.
     */
    hidden: true;
    /**
     * Where the card is (for a move, where it went).
     */
    zone: Z;
}
/**
 * A card type, as costs and effects name it.
 */
export type CardType = "LAND" | "CREATURE" | "ARTIFACT" | "ENCHANTMENT" | "INSTANT" | "SORCERY";
/**
 * A card type.
 */
export type SupplyCardType = "TREASURE" | "VICTORY" | "ACTION" | "ATTACK" | "REACTION" | "CURSE";
/**
 * A card's identity: its definition and its owner's seat.
 */
export interface CardObject {
    /**
     * Its definition's id (`"spark"`).
     */
    card: string;
    /**
     * Its owner's seat: 0 or 1, an index into `players`.
     */
    owner: number;
    /**
     * The referee's source of the card's next id; left out of every view.
     */
    serial?: number;
}
/**
 * A cell of the board: `column` 0 to 6 from the left, `row` 0 to 5 from the bottom.
 */
export interface Cell {
    /**
     * 0 to 6, from the left.
     */
    column: number;
    /**
     * 0 to 5, from the bottom.
     */
    row: number;
}
/**
 * A chess action, as `legalActions`, `botAction`, `actions()` and saves give it: moves in UCI.
 * `submit` also takes a move, or a claim with a move, written in SAN (`ChessSanAction`),
 * and records it in its UCI form.
 */
export type ChessAction = {
    type: "MOVE";
    uci: string;
} | {
    type: "CLAIM_DRAW";
    uci?: string;
} | {
    type: "RESIGN";
} | {
    type: "RECORD_RESULT";
    winner?: PlayerId;
    reason: ChessEndReason;
};
/**
 * A chess game's state as JavaScript sees it.
 */
export interface ChessState {
    /**
     * White's id, then black's.
     */
    players: [PlayerId, PlayerId];
    /**
     * The position in Forsyth-Edwards Notation.
     */
    fen: string;
    /**
     * Plies played in this game.
     */
    plies: number;
    /**
     * The repetition keys (16 hex digits each) of the positions since the last capture or
     * pawn move, the current one last: equal keys are the same position by FIDE's definition.
     */
    repetitions: string[];
    /**
     * A resignation or a draw claim, once made.
     */
    end?: ChessEnd;
}
/**
 * A chess piece.
 */
export type ChessPiece = "pawn" | "knight" | "bishop" | "rook" | "queen" | "king";
/**
 * A choice a card is waiting for; `player` makes it (the attacked player too).
 */
export interface CardChoice {
    /**
     * Who chooses (`currentPlayer` until they answer).
     */
    player: PlayerId;
    /**
     * The card that asks.
     */
    card: Card;
    /**
     * What it asks for.
     */
    ask: ChoiceAsk;
}
/**
 * A choice the player makes when the effect resolves.
 */
export type ChoiceKind = "CARDS_IN_HAND";
/**
 * A choice waiting for its player: exactly `count` cards from their hand to discard.
 */
export interface Choice {
    /**
     * The choosing player's seat: 0 or 1.
     */
    player: number;
    /**
     * How many cards to discard.
     */
    count: number;
    /**
     * Why.
     */
    reason: ChoiceReason;
    /**
     * For a resolution: the index of the effect that asks.
     */
    resume: number;
}
/**
 * A comment, a NAG or a variation of the main line, after its first `ply` plies (0: before
 * the first move).
 */
export type PgnNote = {
    type: "COMMENT";
    ply: number;
    text: string;
} | {
    type: "NAG";
    ply: number;
    nag: number;
} | {
    type: "VARIATION";
    ply: number;
    movetext: string;
};
/**
 * A continuous effect in force, until the end of the turn.
 */
export interface ActiveEffect {
    /**
     * Also when it started: replacement effects apply in this order.
     */
    id: number;
    /**
     * Its controller's seat: 0 or 1.
     */
    controller: number;
    /**
     * The definition of the card that made it.
     */
    card: string;
    /**
     * What it does.
     */
    effect: Continuous;
}
/**
 * A continuous effect that lasts until end of turn.
 */
export type Continuous = {
    type: "EXTRA_MANA";
    landSubtype: string;
    mana: Mana;
} | {
    type: "PREVENT_COMBAT_DAMAGE";
} | {
    type: "PUMP";
    permanent: CardId;
    power: number;
    toughness: number;
};
/**
 * A counter a permanent can carry.
 */
export type Counter = "+1/+1" | "-1/-1";
/**
 * A counting in progress.
 */
export interface GoCounting {
    /**
     * The stones the engine proposed dead, in point order.
     */
    proposal: GoPoint[];
    /**
     * The stones marked dead now, in point order.
     */
    dead: GoPoint[];
    /**
     * Whether Black, then White, accepted the marking as it stands.
     */
    accepted: [boolean, boolean];
    /**
     * Toggles made in this counting.
     */
    toggles: number;
    /**
     * The colour whose turn it is to toggle, accept or resume.
     */
    toAct: Stone;
    /**
     * The count if this marking is accepted: the board without the stones marked dead,
     * counted by area with komi (its `territory` shows whose each empty point would be).
     */
    preview: GoScore;
}
/**
 * A deck-building action. Card ids are instance ids (`state.cards`); piles are card ids.
 */
export type DeckBuildingAction = {
    type: "PLAY";
    card: InstanceId;
} | {
    type: "PLAY_ALL_TREASURES";
} | {
    type: "BUY";
    pile: Card;
} | {
    type: "END_PHASE";
} | {
    type: "CHOOSE_CARDS";
    cards: InstanceId[];
} | {
    type: "CHOOSE_PILE";
    pile: Card;
};
/**
 * A deck-building game's configuration: every field is optional (two players, the default
 * kingdom and end trigger).
 */
export interface DeckBuildingConfig {
    /**
     * 2 to 4 players, in seating order (the first takes the first turn); `["p1", "p2"]` by
     * default.
     */
    players?: PlayerId[];
    /**
     * Seed text for the shuffles; the same seed and actions replay the same game.
     */
    seed?: string;
    /**
     * 10 distinct kingdom cards (`listKingdomCards()`); default village, smithy, market,
     * laboratory, festival, cellar, workshop, remodel, militia, moat. The supply adds the base
     * piles: copper, silver, gold, estate, duchy, province and curse.
     */
    kingdom?: KingdomCard[];
    /**
     * Absent: `{ emptyPileThreshold: 3, keyPiles: ["province"] }`; given, it replaces that
     * default entirely; `null`: no depletion end, only the turn threshold.
     */
    endTrigger?: EndTrigger | null;
    /**
     * The turn threshold in rounds, 1 to 200 (default 40): reached at the end of the last
     * seat's turn of that round.
     */
    maxTurns?: number;
}
/**
 * A deck: a ready deck's id (`listDecks()`) or a list of card ids.
 */
export type DeckChoice = string | string[];
/**
 * A delayed triggered ability waiting for its moment.
 */
export interface DelayedTrigger {
    /**
     * Its id, also when it was made.
     */
    id: number;
    /**
     * Its controller's seat: 0 or 1.
     */
    controller: number;
    /**
     * The spell that made it (card id and definition), and which of its effects.
     */
    source: CardId;
    /**
     * The definition of that spell.
     */
    card: string;
    /**
     * The index of the `CreateDelayedTrigger` effect among the spell's effects.
     */
    effect: number;
    /**
     * When it fires.
     */
    at: DelayedAt;
    /**
     * It has triggered; it is gone at the next cleanup.
     */
    fired: boolean;
}
/**
 * A disc's colour: red moves first.
 */
export type Disc = "Red" | "Yellow";
/**
 * A duel action. `RESIGN` is accepted from either player at any time and is never listed.
 */
export type DuelAction = {
    type: "PASS_PRIORITY";
} | {
    type: "PLAY_LAND";
    card: CardId;
} | {
    type: "CAST_SPELL";
    card: CardId;
    targets?: Target[];
    payment?: Payment;
} | {
    type: "ACTIVATE_ABILITY";
    permanent: CardId;
    ability: number;
    targets?: Target[];
    payment?: Payment;
} | {
    type: "DECLARE_ATTACKERS";
    attackers: CardId[];
} | {
    type: "DECLARE_BLOCKERS";
    blocks: Block[];
} | {
    type: "CHOOSE_CARDS";
    cards: CardId[];
} | {
    type: "ASSIGN_COMBAT_DAMAGE";
    attacker: CardId;
    assignment: Record<CardId, number>;
} | {
    type: "MULLIGAN";
} | {
    type: "KEEP";
    bottom: CardId[];
} | {
    type: "RESIGN";
};
/**
 * A duel's configuration: every field is optional (two players with the default decks).
 */
export interface DuelConfig {
    /**
     * Exactly two players; `["p1", "p2"]` by default.
     */
    players?: PlayerId[];
    /**
     * Seed text for the shuffles, the first player and the cards' ids; the same seed and
     * actions replay the same game.
     */
    seed?: string;
    /**
     * 1 to 999 (default 20).
     */
    startingLife?: number;
    /**
     * Who takes the first turn; chosen by the seeded RNG when absent (`FirstPlayerChosen`).
     */
    firstPlayer?: PlayerId;
    /**
     * Each player's deck; default `blue-tide` for the first player, `red-green-aggro` for the
     * second.
     */
    decks?: Record<string, string | string[]>;
    /**
     * Card definitions of your own, checked like the built-in ones, at most 200.
     */
    cards?: CardDefinition[];
    /**
     * A set position to start from instead of the decks (not with `decks`).
     */
    scenario?: Scenario;
    /**
     * Who divides the damage of an attacker blocked by two or more creatures: `"ask"` the
     * attacking player (`ASSIGN_COMBAT_DAMAGE`), or `"default"` (the default) the default
     * division, without asking.
     */
    combatDamage?: CombatDamageMode;
    /**
     * The London mulligan at the start of the game (default `true`; a scenario never has it):
     * each player, the starting player first, keeps their hand (`KEEP`, putting as many cards
     * as mulligans taken on the bottom) or shuffles it away and draws seven again (`MULLIGAN`).
     */
    mulligan?: boolean;
}
/**
 * A keyword ability.
 */
export type Keyword = "FLYING" | "HASTE" | "REACH" | "VIGILANCE" | "DEFENDER";
/**
 * A legal move, with what it does as typed fields.
 */
export interface ChessMove {
    /**
     * In UCI, as `submit` takes it: `{ type: "MOVE", uci }`.
     */
    uci: string;
    /**
     * In SAN, as the `MoveMade` event and PGN write it (`"Nf3"`, `"exd6"`, `"O-O"`, `"e8=Q#"`);
     * `submit` takes it too: `{ type: "MOVE", san }`.
     */
    san: string;
    /**
     * The square the piece leaves (for castling, the king's).
     */
    from: string;
    /**
     * The square the piece goes to (for castling, the king's: `"g1"`, `"c8"`).
     */
    to: string;
    /**
     * The piece that moves (a pawn for a promotion).
     */
    piece: ChessPiece;
    /**
     * The piece taken, if any (a pawn for en passant).
     */
    captured?: ChessPiece;
    /**
     * The piece a pawn becomes: each of the four is a move of its own.
     */
    promotion?: ChessPiece;
    /**
     * Whether it takes a piece (en passant included).
     */
    capture: boolean;
    /**
     * Whether it is a pawn taking en passant.
     */
    enPassant: boolean;
    /**
     * Which side the king castles to, for castling.
     */
    castling?: ChessCastling;
    /**
     * Whether it gives check (mate included).
     */
    check: boolean;
    /**
     * Whether it gives checkmate.
     */
    mate: boolean;
}
/**
 * A mark on the board: `"X"` (the first player's) or `"O"`.
 */
export type Mark = "X" | "O";
/**
 * A move played, in SAN and UCI.
 */
export interface ChessPlayedMove {
    /**
     * Who played it.
     */
    player: PlayerId;
    /**
     * As PGN writes it (`"Nf3"`, `"O-O"`, `"e8=Q#"`).
     */
    san: string;
    /**
     * As the log records it (`"g1f3"`).
     */
    uci: string;
}
/**
 * A move, or a claim of a draw with a move, written in Standard Algebraic Notation, as
 * `submit` takes it beside `ChessAction`: `{ type: "MOVE", san: "Nf3" }`, `{ type:
 * "CLAIM_DRAW", san: "Nf3" }`. The game records it as its UCI form (`{ type: "MOVE", uci:
 * "g1f3" }`), so `actions()`, saves, replays, PGN and the state hash are the same however a
 * move was typed, and `submit` answers the same events. Read as python-chess's `parse_san`
 * reads it, and more: `"O-O"` or `"0-0"`, check and mate signs optional (and not checked),
 * annotations `!`, `?`, `!!`, `??`, `!?`, `?!` after it, `=` before a promotion piece
 * optional (`"e8=Q"`, `"e8Q"`, `"e8q"`), a piece's square or file or rank to disambiguate
 * even when there is no need (`"Ng1f3"`), `x`, `-` or `:` between the squares, a long form
 * without a piece letter for any piece (`"g1f3"`, `"e2-e4"`; castling as `"e1g1"` or the king
 * onto its rook, `"e1h1"`). At most 16 bytes.
 */
export type ChessSanAction = {
    type: "MOVE";
    san: string;
} | {
    type: "CLAIM_DRAW";
    san: string;
};
/**
 * A permanent on the battlefield.
 */
export interface Permanent {
    /**
     * The card's instance id.
     */
    id: CardId;
    /**
     * Its definition's id.
     */
    card: string;
    /**
     * Its controller's seat: 0 or 1.
     */
    controller: number;
    /**
     * Tapped: it cannot attack or pay `{T}` until it untaps.
     */
    tapped: boolean;
    /**
     * Came under its controller's control since the start of their latest turn.
     */
    summoningSick: boolean;
    /**
     * Damage marked this turn.
     */
    damage: number;
    /**
     * +1/+1 counters on it.
     */
    plusCounters: number;
    /**
     * -1/-1 counters on it.
     */
    minusCounters: number;
    /**
     * When it entered: replacement effects apply in this order.
     */
    since: number;
}
/**
 * A piece and the square it stands on.
 */
export interface ChessBoardPiece {
    /**
     * Like `"e4"`.
     */
    square: string;
    /**
     * The kind of piece.
     */
    piece: ChessPiece;
    /**
     * Whose piece it is.
     */
    color: ChessColor;
}
/**
 * A player after resolution: valid as the next turn's [`PlayerHealth`].
 */
export interface PlayerState {
    /**
     * The player's id.
     */
    id: PlayerId;
    /**
     * 0 to `maxHealth`.
     */
    health: number;
    /**
     * Still in the game: was in before, and health stayed above 0.
     */
    isActive: boolean;
}
/**
 * A player as resolution takes them. The result's `players` have this shape too, so a front end
 * can feed them back as the next turn's input.
 */
export interface PlayerHealth {
    /**
     * The player's id: distinct, 1 to 64 bytes.
     */
    id: PlayerId;
    /**
     * Any integer from −1,000,000 to 1,000,000: a player still in the game is tallied from it,
     * then capped to `maxHealth` and defeated at 0 or less.
     */
    health: number;
    /**
     * `false`: already out of the game (effects on them are skipped, their ships no longer act).
     * Absent or `true`: in the game, whatever the health.
     */
    isActive?: boolean;
}
/**
 * A point of the board: `x` from the left, `y` from the top, from 0.
 */
export interface GoPoint {
    /**
     * The column, from 0 at the left.
     */
    x: number;
    /**
     * The row, from 0 at the top.
     */
    y: number;
}
/**
 * A position to start from, shaped like the state: `board` is 24 counts in white's numbering
 * (white positive, black negative), `bar` and `off` white's then black's, `mover` the seat to
 * move (0 white, 1 black). With `dice`, the mover has rolled them (they are the position's, not
 * rolled: no `DiceRolled` records them); without, the mover rolls (or, with the cube, may
 * double first). `cube` needs the configuration's `cube`.
 */
export interface BackgammonPosition {
    /**
     * 24 counts, white's point 1 first: white's checkers positive, black's negative.
     */
    board: number[];
    /**
     * Checkers on the bar: white's, then black's.
     */
    bar: [number, number];
    /**
     * Checkers borne off: white's, then black's.
     */
    off: [number, number];
    /**
     * The seat to move: 0 white, 1 black.
     */
    mover: number;
    /**
     * The dice the mover has rolled, each 1 to 6; absent: the mover is to roll.
     */
    dice?: [number, number];
    /**
     * The cube's value and owner (only with the configuration's `cube`); absent: at 1, in the
     * middle.
     */
    cube?: Cube;
}
/**
 * A position to start from: these stones on the board, `toMove` to play (Black unless
 * given). Points are as actions give them: `x` from the left, `y` from the top, from 0.
 */
export interface GoSetup {
    /**
     * Black's stones: at most one per point of the board.
     */
    black: GoPoint[];
    /**
     * White's stones: at most one per point of the board, none on a black one.
     */
    white: GoPoint[];
    /**
     * Who plays first (default Black).
     */
    toMove?: Stone;
}
/**
 * A power a ship has without being used (a ship's `automaticPowers`).
 */
export interface AutomaticPower {
    /**
     * When it acts: only `CONTINUOUS` powers are evaluated here.
     */
    timing: PowerTiming;
    /**
     * Damage or healing.
     */
    effectType: EffectType;
    /**
     * How much, per target: 0 to 1,000,000.
     */
    value: number;
    /**
     * Whom it reaches.
     */
    target: PowerTarget;
}
/**
 * A ready deck (`listDecks()`).
 */
export interface DeckDefinition {
    /**
     * The deck's id, as `decks` names it (`"blue-tide"`).
     */
    id: string;
    /**
     * The name to show.
     */
    name: string;
    /**
     * A line on how it plays.
     */
    description: string;
    /**
     * How many of each card, by card id.
     */
    cards: Record<string, number>;
}
/**
 * A result imported from a record (the action `RECORD_RESULT`).
 */
export interface GoRecorded {
    /**
     * Absent for a draw.
     */
    winner?: Stone;
    /**
     * Why the record says the game ended.
     */
    reason: GoEndReason;
    /**
     * The winner's margin in half points, as the record gives it (`RECORDED_SCORE`).
     */
    marginHalfPoints?: number;
}
/**
 * A saved game: plain data, fit for `JSON.stringify` and `localStorage`.
 */
export interface GameSave<C, A> {
    /**
     * The save format ([`SAVE_VERSION`]).
     */
    version: number;
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
    ruleset: RulesetKind;
    /**
     * The configuration the game was created with, as it was given.
     */
    config: C;
    /**
     * Every action played, in order: replayed from the configuration on load.
     */
    actions: ActionRecord<A>[];
    /**
     * The hash the replayed game must reach, as 16 hex digits.
     */
    stateHash: string;
}
/**
 * A set position to start from instead of shuffled decks (tests, puzzles, tutorials). The
 * game starts at the beginning of `step` as it normally would; no shuffle, no opening draw.
 */
export interface Scenario {
    /**
     * Whose turn it is.
     */
    activePlayer: PlayerId;
    /**
     * The step the game starts at the beginning of.
     */
    step: Step;
    /**
     * Default 1.
     */
    turn?: number;
    /**
     * Each player's side, by id (a player left out has every zone empty).
     */
    players: Record<string, ScenarioPlayer>;
}
/**
 * A ship as resolution takes it: whose it is, whether it is still there, its powers.
 */
export interface ShipInput {
    /**
     * The ship's id: distinct among the ships, at most 64 bytes.
     */
    id: string;
    /**
     * The id of the player who owns it: one of `players`.
     */
    ownerId: PlayerId;
    /**
     * Destroyed during the turn: its continuous powers do not act.
     */
    isDestroyed: boolean;
    /**
     * Consumed in an upgrade during the turn: its continuous powers do not act.
     */
    isConsumedInUpgrade: boolean;
    /**
     * Its powers (at most 8); only the `CONTINUOUS` ones are evaluated.
     */
    automaticPowers: AutomaticPower[];
}
/**
 * A ship in play (or destroyed, or consumed in an upgrade: ships are never removed).
 */
export interface Ship {
    /**
     * `"s1"`, `"s2"`... in the order ships were built.
     */
    id: string;
    /**
     * Its catalogue id.
     */
    kind: string;
    /**
     * Whose ship it is.
     */
    ownerId: PlayerId;
    /**
     * The turn it was built.
     */
    builtOnTurn: number;
    /**
     * Destroyed by a First Strike: it no longer acts.
     */
    isDestroyed: boolean;
    /**
     * Consumed to build an upgrade: it no longer acts.
     */
    isConsumedInUpgrade: boolean;
    /**
     * The turn it was destroyed or consumed; `null` while afloat.
     */
    lostOnTurn: number | null;
    /**
     * Uses left of its charge power.
     */
    charges: number;
    /**
     * Uses left of its First Strike.
     */
    strikes: number;
    /**
     * Whether its solar power was used this turn.
     */
    solarUsed: boolean;
}
/**
 * A ships game's configuration: every field is optional.
 */
export interface ShipsConfig {
    /**
     * 2 to 6 player ids, in seating order; `["p1", "p2"]` by default.
     */
    players?: PlayerId[];
    /**
     * Health every player starts with, 1 to `maxHealth`; 30 (or `maxHealth` if lower) when
     * absent.
     */
    startingHealth?: number;
    /**
     * Health cap, 1 to 1,000,000; 35 when absent.
     */
    maxHealth?: number;
    /**
     * The game ends after this turn's resolution (1 to 100; 30 when absent): the healthiest
     * player wins (`TURN_LIMIT`), a tie at the top is a draw.
     */
    maxTurns?: number;
    /**
     * Seed text for the dice; the same seed and actions replay the same game.
     */
    seed?: string;
    /**
     * The ships players may build; the built-in catalogue (14 ships) when absent.
     */
    catalogue?: ShipDefinition[];
}
/**
 * A side of the board.
 */
export type ChessColor = "white" | "black";
/**
 * A spell or ability on the stack.
 */
export interface StackObject {
    /**
     * The spell's card id, or the ability's id (`"a12"`).
     */
    id: string;
    /**
     * Its controller's seat: 0 or 1.
     */
    controller: number;
    /**
     * The card the spell is, or the permanent the ability came from.
     */
    source: CardId;
    /**
     * The definition of the source.
     */
    card: string;
    /**
     * A spell, an ability or a delayed trigger.
     */
    kind: StackKind;
    /**
     * Its targets, in order (checked again as it resolves).
     */
    targets: Target[];
}
/**
 * A stone's colour. Black moves first.
 */
export type Stone = "BLACK" | "WHITE";
/**
 * A structured cost. Every part is optional; a cost with no part costs nothing (`{0}`).
 */
export interface Cost {
    /**
     * The mana to pay (all zero: none).
     */
    mana: ManaCost;
    /**
     * `{T}`.
     */
    tap: boolean;
    /**
     * `Pay N life`.
     */
    life: number;
    /**
     * `Sacrifice ...`; `null` without.
     */
    sacrifice: Sacrifice | null;
    /**
     * `Discard N cards`: how many cards, chosen by the payer.
     */
    discard: number;
}
/**
 * A submitted action and who submitted it: what replay needs.
 */
export interface ActionRecord<A> {
    /**
     * The player who submitted the action.
     */
    player: PlayerId;
    /**
     * The action, as the ruleset defines it.
     */
    action: A;
}
/**
 * A supply pile and how many cards it has left.
 */
export interface SupplyPile {
    /**
     * The pile's card.
     */
    card: Card;
    /**
     * Cards left in it (0: empty).
     */
    count: number;
}
/**
 * A triggered ability waiting to go on the stack.
 */
export interface WaitingTrigger {
    /**
     * Its controller's seat: 0 or 1.
     */
    controller: number;
    /**
     * The permanent (or spell) it came from.
     */
    source: CardId;
    /**
     * The definition of the source.
     */
    card: string;
    /**
     * The ability or delayed trigger it is.
     */
    kind: StackKind;
}
/**
 * A use of an effect in a card definition: `{ "effect": "DealDamage", "modifiers": { "amount": 2 } }`.
 */
export interface EffectUse {
    /**
     * A registered effect's name (`listEffects()`).
     */
    effect: string;
    /**
     * The effect's modifiers: numbers, words, and for `CreateDelayedTrigger` the `effects`.
     */
    modifiers?: Record<string, number | string | EffectUse[]>;
}
/**
 * A variation beside the main line: moves instead of the main line's move `move`, as SGF
 * text (`"(;W[cc];B[dd])"`, its own comments and variations inside).
 */
export interface SgfVariation {
    /**
     * The main line's move it replaces, from 1.
     */
    move: number;
    /**
     * The variation as SGF text.
     */
    sgf: string;
}
/**
 * A zone of one player's cards that other players may not see into (a hidden card's `zone`).
 */
export type PlayerZone = "DECK" | "HAND" | "DISCARD";
/**
 * Amounts of each kind of mana: a player's pool, or what a payment spends.
 */
export interface ManaPool {
    /**
     * White mana (`W`).
     */
    W: number;
    /**
     * Blue mana (`U`).
     */
    U: number;
    /**
     * Black mana (`B`).
     */
    B: number;
    /**
     * Red mana (`R`).
     */
    R: number;
    /**
     * Green mana (`G`).
     */
    G: number;
    /**
     * Colourless mana (`C`).
     */
    C: number;
}
/**
 * An ability as a card definition writes it.
 */
export type AbilityDefinition = {
    type: "ACTIVATED";
    cost: string;
    effects: EffectUse[];
} | {
    type: "TRIGGERED";
    when: TriggerWhen;
    effects: EffectUse[];
} | {
    type: "STATIC";
    effects: EffectUse[];
};
/**
 * An action of a ships game (`type` tells which). The player to act submits it; `PASS` ends
 * their part of the phase.
 */
export type ShipsAction = {
    type: "BUILD";
    ship: string;
    target?: PlayerId;
} | {
    type: "USE_CHARGE";
    shipId: string;
    target?: PlayerId;
} | {
    type: "USE_SOLAR";
    shipId: string;
    target?: PlayerId;
} | {
    type: "FIRST_STRIKE";
    shipId: string;
    targetShipId: string;
} | {
    type: "PASS";
};
/**
 * An attacking creature and the creatures blocking it, in the order they blocked.
 */
export interface Attack {
    /**
     * The attacking creature.
     */
    attacker: CardId;
    /**
     * The creatures blocking it, in the order they blocked.
     */
    blockers: CardId[];
    /**
     * It was blocked: it stays blocked if its blockers leave.
     */
    blocked: boolean;
}
/**
 * An effect queued during the turn (a completion effect, a charge, a solar power), resolved at
 * the end of the turn.
 */
export interface TriggeredEffect {
    /**
     * The effect's id: distinct among the effects, at most 64 bytes.
     */
    id: string;
    /**
     * The ship that queued it, at most 64 bytes; it need not be in `ships` (a ship no longer
     * there: the effect resolves only if it persists).
     */
    sourceShipId: string;
    /**
     * The player who queued it: one of `players` (not necessarily the ship's owner).
     */
    sourcePlayerId: PlayerId;
    /**
     * The player it reaches: one of `players`.
     */
    targetPlayerId: PlayerId;
    /**
     * Damage or healing.
     */
    effectType: EffectType;
    /**
     * How much: 0 to 1,000,000.
     */
    value: number;
    /**
     * Resolves even if the source ship was destroyed or consumed meanwhile.
     */
    persistsIfSourceDestroyed: boolean;
    /**
     * Words for people (`"torpedo"`), at most 1,000 bytes: resolution does not read it.
     */
    description: string;
    /**
     * When it was queued, as the caller writes it (the built-in game writes the phase and the
     * turn, `"BATTLE:3"`), at most 1,000 bytes.
     */
    triggeredAt: string;
}
/**
 * An offer waiting for the other player's answer.
 */
export type Offer = {
    type: "RESIGN";
    seat: number;
    points: number;
} | {
    type: "DOUBLE";
    seat: number;
};
/**
 * Drop a disc into `column` (0 to 6 from the left); it falls to the lowest empty cell.
 */
export interface ConnectFourAction {
    /**
     * The column, 0 to 6 from the left: it must not be full.
     */
    column: number;
}
/**
 * Every card id: the seven base cards (the Curse among them) and the kingdom cards.
 */
export type Card = "copper" | "silver" | "gold" | "estate" | "duchy" | "province" | "curse" | "village" | "smithy" | "market" | "laboratory" | "festival" | "woodcutter" | "cellar" | "chapel" | "workshop" | "remodel" | "moneylender" | "mine" | "militia" | "moat" | "gardens" | "council-room" | "witch";
/**
 * Everything about a game, for saving or showing; it keeps working after the end.
 */
export interface GameExport<C, S, A, R extends EndReason = EndReason> extends GameFacts<R> {
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
    ruleset: RulesetKind;
    /**
     * The configuration the game was created with.
     */
    config: C;
    /**
     * The referee's whole state, hidden information included.
     */
    state: S;
    /**
     * The RNG state as 16 hex digits.
     */
    rng: string;
    /**
     * Every action played, in order: [`Game::replay`] rebuilds the game from them.
     */
    actions: ActionRecord<A>[];
    /**
     * The state hash, as 16 hex digits.
     */
    stateHash: string;
}
/**
 * Everything applied to one player, before capping.
 */
export interface PlayerTally {
    /**
     * The player.
     */
    player: PlayerId;
    /**
     * The damage of every effect applied to them, summed (0 for a player already out).
     */
    damage: number;
    /**
     * The healing of every effect applied to them, summed (0 for a player already out).
     */
    healing: number;
    /**
     * healing − damage: the change to their health before the cap.
     */
    net: number;
}
/**
 * How a finished game ended: one shape for every game, with the game's own reasons `R`.
 * `results` is ordered by rank.
 *
 * In TypeScript, `GameOutcome` without a type argument is any game's (`EndReason`);
 * `GameOutcome<ChessEndReason>` is chess's, whose results carry `ChessMetrics`.
 */
export type GameOutcome<R extends EndReason = EndReason> = {
    type: "WIN";
    winner: PlayerId;
    reason: R;
    results: PlayerResult<MetricsOf<R>>[];
} | {
    type: "DRAW";
    reason: R;
    results: PlayerResult<MetricsOf<R>>[];
};
/**
 * How a finished game is counted.
 */
export type CountingRule = "agreement" | "area";
/**
 * How a game was given up: `seat` resigned (an accepted offer) or dropped a double, and the
 * points the other won (the cube included).
 */
export interface Conceded {
    /**
     * Who gave up: 0 white, 1 black.
     */
    seat: number;
    /**
     * The points the other won, the cube included.
     */
    points: number;
    /**
     * True for a dropped double, false for a resignation.
     */
    dropped: boolean;
}
/**
 * How a player ended the game, kept in the state until the end check reads it.
 */
export type ChessEnd = {
    type: "RESIGNED";
    player: PlayerId;
} | {
    type: "DRAW_CLAIMED";
    player: PlayerId;
    reason: ChessEndReason;
} | {
    type: "RECORDED";
    winner?: PlayerId;
    reason: ChessEndReason;
};
/**
 * How many cards of a seat's hand and library the viewer cannot see.
 */
export interface HiddenCards {
    /**
     * Cards in the seat's hand the viewer may not see.
     */
    hand: number;
    /**
     * Cards in the seat's library (none of which the viewer may see).
     */
    library: number;
}
/**
 * How many cards of a seat's zones the viewer cannot see (`discard`: those under the top).
 */
export interface HiddenZones {
    /**
     * Cards in the seat's hand the viewer may not see.
     */
    hand: number;
    /**
     * Cards in the seat's deck (no one sees a deck).
     */
    deck: number;
    /**
     * Cards under the top of the seat's discard pile the viewer may not see.
     */
    discard: number;
}
/**
 * How one player's game ended. `LOSS` is losing at the final check point; `ELIMINATED` is having
 * been knocked out at an earlier one.
 */
export type OutcomeType = "WIN" | "LOSS" | "DRAW" | "ELIMINATED";
/**
 * How the bot plays. Every field is optional: Normal strength and a fixed seed by default.
 */
export interface BotOptions {
    /**
     * The strength: `"easy"`, `"normal"` (the default) or `"hard"`; each game documents its
     * budget per level and the think time measured.
     */
    level?: Level;
    /**
     * A budget of its own instead of a level's, in the game's unit (MCTS iterations for most
     * games; each game documents its unit and maximum). Not together with `level`.
     */
    iterations?: number;
    /**
     * Seed text for the bot's own random choices; the same seed gives the same action.
     */
    seed?: string;
}
/**
 * How the parts of a cost that need a choice are paid: which cards to discard, which permanent
 * to sacrifice, and which mana sources to tap. Without `mana`, the floating mana is spent first
 * and mana sources are tapped by the automatic rule (the README's duel section).
 */
export interface Payment {
    /**
     * The cards of your hand the cost discards, when it discards.
     */
    discard?: CardId[];
    /**
     * The permanent of yours the cost sacrifices, when it sacrifices one.
     */
    sacrifice?: CardId;
    /**
     * The permanents to tap for mana (their `{T}` mana abilities), in order, before the mana
     * is spent; each must be an untapped mana source of yours that can tap now.
     */
    mana?: CardId[];
}
/**
 * Mana to pay: generic (at most 99) and each colour (at most 20 symbols).
 */
export interface ManaCost {
    /**
     * Any mana (`{2}`).
     */
    generic: number;
    /**
     * White symbols (`{W}`).
     */
    W: number;
    /**
     * Blue symbols (`{U}`).
     */
    U: number;
    /**
     * Black symbols (`{B}`).
     */
    B: number;
    /**
     * Red symbols (`{R}`).
     */
    R: number;
    /**
     * Green symbols (`{G}`).
     */
    G: number;
    /**
     * Colourless mana specifically (`{C}`).
     */
    C: number;
}
/**
 * Names every game built into this crate: each is a Cargo feature of that name.
 */
export type RulesetKind = "tictactoe" | "ships" | "duel" | "deckbuilding" | "chess" | "go" | "backgammon" | "connect-four";
/**
 * One colour's count at the end.
 */
export interface GoTally {
    /**
     * Stones plus territory.
     */
    area: number;
    /**
     * Empty points that count for this colour.
     */
    territory: number;
    /**
     * Stones on the board.
     */
    stones: number;
}
/**
 * One effect that did not resolve, and why. A continuous power skipped for its ship counts
 * once, whatever its targets.
 */
export interface SkippedEffect {
    /**
     * The triggered effect's id, or `"<shipId>#<powerIndex>"` for a continuous power.
     */
    id: string;
    /**
     * A triggered effect or a continuous power.
     */
    source: EffectSource;
    /**
     * The ship it came from.
     */
    sourceShipId: string;
    /**
     * Why it did not resolve.
     */
    reason: SkipReason;
}
/**
 * One effect that resolved. Continuous powers get the id `"<shipId>#<powerIndex>"`, and one
 * entry per target.
 */
export interface AppliedEffect {
    /**
     * The triggered effect's id, or `"<shipId>#<powerIndex>"` for a continuous power.
     */
    id: string;
    /**
     * A triggered effect or a continuous power.
     */
    source: EffectSource;
    /**
     * The ship it came from.
     */
    sourceShipId: string;
    /**
     * The player it came from (a continuous power's: the ship's owner).
     */
    sourcePlayerId: PlayerId;
    /**
     * The player it reached.
     */
    targetPlayerId: PlayerId;
    /**
     * Damage or healing.
     */
    effectType: EffectType;
    /**
     * How much, before the tally and the cap.
     */
    value: number;
}
/**
 * One entry of the event log: the ruleset's event with its position and turn.
 */
export interface LogEntry<E> {
    /**
     * Position in the log, from 0.
     */
    seq: number;
    /**
     * The turn the event happened in.
     */
    turn: number;
    /**
     * The event itself, as the ruleset defines it.
     */
    event: E;
}
/**
 * One kind of mana.
 */
export type Mana = "W" | "U" | "B" | "R" | "G" | "C";
/**
 * One kind of ship a player may build.
 */
export interface ShipDefinition {
    /**
     * The catalogue id actions use (`"fighter"`): 1 to 64 bytes, distinct.
     */
    id: string;
    /**
     * The name to show (`"Fighter"`): 1 to 64 bytes.
     */
    name: string;
    /**
     * Energy to build it: 1 to 1,000.
     */
    cost: number;
    /**
     * Ships of yours this one is built from, by catalogue id: an upgrade consumes them (the
     * oldest first) and they stop acting; at most 4. Absent: built from nothing.
     */
    upgradeFrom?: string[];
    /**
     * What it can do: at most 4 powers, and at most one each of `CHARGE`, `SOLAR` and
     * `FIRST_STRIKE` (an action names a ship, not a power).
     */
    powers: Power[];
}
/**
 * One player's cards.
 */
export interface PlayerCards {
    /**
     * The draw pile; the last card is the top.
     */
    deck: InstanceId[];
    /**
     * The cards in hand.
     */
    hand: InstanceId[];
    /**
     * The last card is the top.
     */
    discard: InstanceId[];
    /**
     * Cards played this turn.
     */
    inPlay: InstanceId[];
    /**
     * Turns this player has started.
     */
    turns: number;
}
/**
 * One player's result. `rank` 1 is best; players who tie share a rank. In TypeScript, `M` is the
 * game's metrics (`ChessMetrics`...).
 */
export interface PlayerResult<M extends object = Metrics> {
    /**
     * The player.
     */
    player: PlayerId;
    /**
     * How their game ended.
     */
    outcome: OutcomeType;
    /**
     * 1 for the best placed; players who tie share a rank, and the next rank skips (1, 1, 3).
     */
    rank: number;
    /**
     * The game's figures for this player (`material`, `victoryPoints`...), when it has any.
     */
    metrics?: M;
}
/**
 * One player's side of a scenario; every zone is empty unless given.
 */
export interface ScenarioPlayer {
    /**
     * Their life, -999 to 999; the configuration's `startingLife` when absent.
     */
    life?: number;
    /**
     * The cards in their hand.
     */
    hand?: ScenarioCard[];
    /**
     * Their permanents, in the order they entered.
     */
    battlefield?: ScenarioCard[];
    /**
     * Top first.
     */
    library?: ScenarioCard[];
    /**
     * Their graveyard, oldest first.
     */
    graveyard?: ScenarioCard[];
    /**
     * Their exiled cards.
     */
    exile?: ScenarioCard[];
}
/**
 * One player's side of the game.
 */
export interface Fleet {
    /**
     * Whose fleet it is.
     */
    player: PlayerId;
    /**
     * 0 to `maxHealth`; changes only in End of Turn Resolution.
     */
    health: number;
    /**
     * Gained from a die each turn, spent on ships and solar powers; kept from turn to turn.
     */
    energy: number;
    /**
     * The turn this player's health reached 0; `null` while they are in the game.
     */
    defeatedOnTurn: number | null;
}
/**
 * One player's side.
 */
export interface Seat {
    /**
     * Whose side it is.
     */
    player: PlayerId;
    /**
     * Their life total (0 or less loses, at the next check).
     */
    life: number;
    /**
     * Their library's cards, top first (empty in every player's view: no one sees a library).
     */
    library: CardId[];
    /**
     * Their hand (empty in another player's view).
     */
    hand: CardId[];
    /**
     * Oldest first.
     */
    graveyard: CardId[];
    /**
     * Their exiled cards, oldest first.
     */
    exile: CardId[];
    /**
     * Their floating mana, emptied at the end of each step.
     */
    pool: ManaPool;
    /**
     * Lands played this turn (one is allowed).
     */
    landsPlayed: number;
    /**
     * Tried to draw from an empty library since the last check.
     */
    drewFromEmpty: boolean;
    /**
     * Why this player lost; `null` while they are in the game.
     */
    lost: DuelEndReason | null;
    /**
     * The card ids (definitions) of every card this player owns: their deck, which everyone
     * may know.
     */
    deck: string[];
    /**
     * Mulligans taken at the start of the game.
     */
    mulligans?: number;
    /**
     * Kept their opening hand (the mulligan decision is made).
     */
    kept?: boolean;
}
/**
 * One property: its identifier and its values, unescaped.
 */
export interface SgfProperty {
    /**
     * The property's identifier (`"C"`, `"GN"`...).
     */
    id: string;
    /**
     * Its values, unescaped.
     */
    values: string[];
}
/**
 * One registered effect, as `data/effects.json` describes it (`listEffects()`).
 */
export interface EffectMetadata {
    /**
     * The name a card's `effect` gives (`"DealDamage"`).
     */
    name: string;
    /**
     * One-shot or static: where a card may use it.
     */
    kind: EffectKind;
    /**
     * What it does, in a sentence.
     */
    description: string;
    /**
     * The modifiers every use must give (`"amount"`).
     */
    requiredModifiers: string[];
    /**
     * The modifiers a use may give.
     */
    optionalModifiers: string[];
    /**
     * The choices its player makes when it resolves.
     */
    requiredChoices: ChoiceKind[];
    /**
     * The targets it takes, in order, chosen when its spell or ability is put on the stack.
     */
    requiredTargets: TargetKind[];
}
/**
 * One tag pair as the file wrote it.
 */
export interface PgnTag {
    /**
     * The tag's name (`"Event"`, `"ECO"`...).
     */
    name: string;
    /**
     * Its value, unescaped.
     */
    value: string;
}
/**
 * Place your mark in `cell` (0 to 8, row by row).
 */
export interface TicTacToeAction {
    /**
     * The cell, 0 to 8 (0 top left, 8 bottom right): it must be empty.
     */
    cell: number;
}
/**
 * The area count of the final position (Tromp-Taylor: every stone on the board is alive).
 */
export interface GoScore {
    /**
     * Black's count.
     */
    black: GoTally;
    /**
     * White's count.
     */
    white: GoTally;
    /**
     * White's komi in half points (15 for 7.5).
     */
    komiHalfPoints: number;
    /**
     * Who each point counts for as territory, one letter per point as in the board string:
     * `B` or `W` for an empty point that colour surrounds, `.` for a stone or a neutral point.
     */
    territory: string;
}
/**
 * The configuration: both fields are optional.
 */
export interface ConnectFourConfig {
    /**
     * Seed text (Connect Four draws no random numbers, but every game has a seed).
     */
    seed?: string;
    /**
     * The two player ids, red (who moves first) first. Default `["red", "yellow"]`.
     */
    players?: [PlayerId, PlayerId];
}
/**
 * The configuration: both fields are optional.
 */
export interface TicTacToeConfig {
    /**
     * Seed text (tic-tac-toe draws no random numbers, but every game has a seed).
     */
    seed?: string;
    /**
     * The two player ids, X first. Default `["X", "O"]`.
     */
    players?: [PlayerId, PlayerId];
}
/**
 * The configuration: every field is optional.
 */
export interface BackgammonConfig {
    /**
     * The two player ids; the first plays white. Default `["white", "black"]`.
     */
    players?: [PlayerId, PlayerId];
    /**
     * Seed text for the dice.
     */
    seed?: string;
    /**
     * Play with the doubling cube (a money game as GNU Backgammon plays it). Default false.
     */
    cube?: boolean;
    /**
     * The Jacoby rule (with the cube on): gammons and backgammons count only once the cube has
     * been turned. Default true when the cube is on; refused without it.
     */
    jacoby?: boolean;
    /**
     * Start from this position instead of the opening roll.
     */
    position?: BackgammonPosition;
    /**
     * Recorded dice, used before the seed's: each roll of the game takes the next pair (an
     * opening roll reads a pair as white's die then black's, again while they tie). At most
     * [`position::MAX_RECORDED`] pairs, each die 1 to 6.
     */
    dice?: [number, number][];
}
/**
 * The configuration: every field is optional.
 */
export interface ChessConfig {
    /**
     * The two player ids, white first. Default `["white", "black"]`.
     */
    players?: [PlayerId, PlayerId];
    /**
     * The starting position in FEN (standard chess; at most 128 bytes; the clocks may be left
     * out). Default: the standard starting position.
     */
    fen?: string;
    /**
     * The seed of the game's random numbers, as every game takes one. Chess draws none: the
     * seed changes only the state hash.
     */
    seed?: string;
}
/**
 * The configuration: every field is optional.
 */
export interface GoConfig {
    /**
     * Seed text (Go draws no random numbers, but every game has a seed).
     */
    seed?: string;
    /**
     * Black's id, then White's. Default `["black", "white"]`.
     */
    players?: [PlayerId, PlayerId];
    /**
     * Points per side, 5 to 19 (default 9).
     */
    size?: number;
    /**
     * Points added to White's area: a multiple of 0.5 from -1000 to 1000 (default 7.5, or
     * 0.5 with a handicap). An integer komi makes a draw possible. The count gives no
     * compensation for handicap stones (area plus komi only).
     */
    komi?: number;
    /**
     * How the end is counted: `"agreement"` (the default: after two passes the engine
     * proposes the dead stones and both players accept a marking, or resume play) or `"area"`
     * (every stone on the board counts as alive; two passes count the board as it stands).
     */
    counting?: CountingRule;
    /**
     * Handicap stones for Black, 2 to 9, placed as GTP's `fixed_handicap` places them (GNU
     * Go's points: at most 4 on even boards and on 7×7, 9 on odd boards from 9×9 up, none
     * below 7×7); White then moves first.
     */
    handicap?: number;
    /**
     * A position to start from instead of the empty board (not with `handicap`): checked (on
     * the board, one stone per point, every chain with a liberty). Positional superko counts
     * the positions from there.
     */
    setup?: GoSetup;
}
/**
 * The doubling cube: its value (1 to 64) and its owner (absent while it is in the middle).
 */
export interface Cube {
    /**
     * Its value: 1, 2, 4... up to 64.
     */
    value: number;
    /**
     * The seat that owns the cube (0 white, 1 black); absent while it is in the middle.
     */
    owner?: number;
}
/**
 * The duel as one viewer may see it: the state with the hidden hands and libraries emptied
 * (and their cards left out of `cards`), and per seat how many cards are hidden.
 */
export interface DuelView extends DuelState {
    /**
     * Per seat, in seating order.
     */
    hidden: HiddenCards[];
}
/**
 * The end evaluation's verdict.
 */
export type EndTriggerResult = {
    result: "VALID";
    reason: EndTriggerReason;
} | {
    result: "IGNORE";
    reason: EndTriggerIgnored;
};
/**
 * The game as one viewer may see it: the state with the hidden zones emptied (another
 * player's discard pile holds only its top card), per seat how
 * many cards are hidden, and every player's victory points now (public: gains are).
 */
export interface DeckBuildingView extends DeckBuildingState {
    /**
     * Per seat, in seating order.
     */
    hidden: HiddenZones[];
    /**
     * Per seat, in seating order.
     */
    victoryPoints: number[];
}
/**
 * The granular events of a chess game.
 */
export type ChessEvent = {
    type: "MoveMade";
    player: PlayerId;
    uci: string;
    san: string;
    piece: ChessPiece;
    from: string;
    to: string;
    captured?: ChessPiece;
    promotion?: ChessPiece;
    fen: string;
} | {
    type: "DrawClaimed";
    player: PlayerId;
    reason: ChessEndReason;
} | {
    type: "Resigned";
    player: PlayerId;
} | {
    type: "ResultRecorded";
    winner?: PlayerId;
    reason: ChessEndReason;
} | {
    type: "GameEnded";
    outcome: GameOutcome<ChessEndReason>;
};
/**
 * The input of [`resolve_end_of_turn`](super::resolve_end_of_turn): the players, their ships
 * and the effects queued during the turn.
 */
export interface EndOfTurnInput {
    /**
     * Every player, in or out: 2 to 100, distinct ids.
     */
    players: PlayerHealth[];
    /**
     * Every ship whose continuous powers may act, destroyed and consumed ones included: at
     * most 25,000.
     */
    ships: ShipInput[];
    /**
     * The effects queued during the turn, in the order they were queued: at most 100,000.
     */
    triggeredEffects: TriggeredEffect[];
    /**
     * Health cap, 1 to 1,000,000; 35 when absent.
     */
    maxHealth?: number;
}
/**
 * The part of a turn.
 */
export type TurnPhase = "ACTION" | "BUY" | "CLEANUP";
/**
 * The properties of the node of move `move` (from 1; 0: the root and the nodes before the
 * first move) that the game does not keep: all but `B` and `W`.
 */
export interface SgfNodeNotes {
    /**
     * The move whose node holds them, from 1 (0: the root and the nodes before the first move).
     */
    move: number;
    /**
     * The node's other properties, in order.
     */
    properties: SgfProperty[];
}
/**
 * The result of [`detect_end_game`](super::detect_end_game).
 */
export interface EndGameCheck {
    /**
     * `FINISHED` when at most one player is still in.
     */
    status: GameStatus;
    /**
     * How the game ended; `null` while two or more players are still in.
     */
    outcome: GameOutcome<ShipsEndReason> | null;
}
/**
 * The steps of a turn, in order.
 */
export type Step = "UNTAP" | "UPKEEP" | "DRAW" | "MAIN1" | "BEGIN_COMBAT" | "DECLARE_ATTACKERS" | "DECLARE_BLOCKERS" | "COMBAT_DAMAGE" | "END_COMBAT" | "MAIN2" | "END" | "CLEANUP";
/**
 * The tags of the Seven Tag Roster a game does not know itself (White and Black are its
 * players, Result its outcome). Each is at most 255 bytes with no control character; an absent
 * one is written as PGN writes an unknown value (`"?"`, and `"????.??.??"` for the date).
 */
export interface PgnTags {
    /**
     * The name of the tournament or match (`Event`).
     */
    event?: string;
    /**
     * Where it was played (`Site`): a city, or a web address.
     */
    site?: string;
    /**
     * When it started (`Date`), as PGN writes it: `"2026.11.27"`, `"2026.??.??"`.
     */
    date?: string;
    /**
     * The round (`Round`): `"1"`, `"3.2"`.
     */
    round?: string;
}
/**
 * The three phases of a turn. Players act in turn order within Build and Battle; End of Turn
 * Resolution happens at once, when the last player passes in Battle.
 */
export type Phase = "BUILD" | "BATTLE" | "END_OF_TURN";
/**
 * The view of a game for one viewer: the ruleset's view of the state (hidden information
 * removed) plus what everyone may know.
 */
export interface GameView<V, R extends EndReason = EndReason> extends GameFacts<R> {
    /**
     * The player this view is for; `null` for a spectator, who sees no hand.
     */
    viewer: string | null;
    /**
     * The game's state as this viewer may see it.
     */
    state: V;
}
/**
 * The whole duel.
 */
export interface DuelState {
    /**
     * The two players, in seat order (seat 0, seat 1).
     */
    players: PlayerId[];
    /**
     * Each player's side, in seat order.
     */
    seats: Seat[];
    /**
     * Every card in the game by instance id.
     */
    cards: Record<string, CardObject>;
    /**
     * In the order the permanents entered.
     */
    battlefield: Permanent[];
    /**
     * Bottom first: the last object is the top.
     */
    stack: StackObject[];
    /**
     * The turn number, from 1 (0 before the first turn starts: during the mulligans).
     */
    turn: number;
    /**
     * The active player's seat.
     */
    active: number;
    /**
     * The step in progress.
     */
    step: Step;
    /**
     * Who holds priority; `null` when no one does (untap, cleanup, a declaration or choice).
     */
    priority: number | null;
    /**
     * Passes in succession since the last action.
     */
    passes: number;
    /**
     * This turn's combat.
     */
    combat: Combat;
    /**
     * The continuous effects in force until end of turn, oldest first.
     */
    effects: ActiveEffect[];
    /**
     * The delayed triggers waiting (or fired this turn).
     */
    delayed: DelayedTrigger[];
    /**
     * Triggered abilities waiting to go on the stack.
     */
    triggered: WaitingTrigger[];
    /**
     * A discard waiting for its player; `null` when none.
     */
    choice: Choice | null;
    /**
     * Numbers ids and timestamps.
     */
    nextId: number;
    /**
     * The referee's key of the cards' ids; left out of every view.
     */
    idKey?: number;
    /**
     * The starting player skips the draw of the game's first turn (not in a scenario).
     */
    skipFirstDraw: boolean;
    /**
     * The players decide on their opening hands (mulligans) before the first turn: the
     * starting player first.
     */
    mulliganPhase?: boolean;
    /**
     * The configured first player's seat (the RNG chooses when `null`).
     */
    firstPlayer: number | null;
    /**
     * The definitions of the cards in this game.
     */
    catalogue: CardDefinition[];
    /**
     * Who divides an attacker's damage among several blockers (the configuration's
     * `combatDamage`); absent for `"default"`.
     */
    combatDamage?: CombatDamageMode;
}
/**
 * The whole game of Go (nothing is hidden: it is also each player's view).
 */
export interface GoState {
    /**
     * Black's id, then White's.
     */
    players: [PlayerId, PlayerId];
    /**
     * Points per side, 5 to 19.
     */
    size: number;
    /**
     * White's komi in half points (15 for 7.5; negative gives Black the points).
     */
    komiHalfPoints: number;
    /**
     * `size²` letters, row by row from the top (`x` from the left): `.` empty, `B` black,
     * `W` white. The point `(x, y)` is letter `y * size + x`.
     */
    board: string;
    /**
     * The colour that moves first: Black, or White after handicap stones or in a set-up
     * position with White to move. Absent from the JSON when Black (earlier games keep their
     * state hashes).
     */
    first?: Stone;
    /**
     * Moves played, stones and passes: `first` is to move when it is even. The game ends at
     * `3 * size * size`.
     */
    moves: number;
    /**
     * Passes in a row; the second ends the game.
     */
    passes: number;
    /**
     * Where the last stone was played; `null` at the start and after a pass.
     */
    lastMove: GoPoint | null;
    /**
     * Stones captured by Black, then by White.
     */
    captures: [number, number];
    /**
     * The Zobrist hash of the current position (16 hex digits).
     */
    position: string;
    /**
     * The hashes of every earlier position of the game, sorted: positional superko forbids a
     * move that makes any of them again.
     */
    history: string[];
    /**
     * The colour that resigned.
     */
    resigned: Stone | null;
    /**
     * A result imported from a record (`RECORD_RESULT`), once submitted. Absent from the JSON
     * otherwise (earlier games keep their state hashes).
     */
    recorded?: GoRecorded;
    /**
     * The final count, once the game has been scored.
     */
    score: GoScore | null;
    /**
     * How the game is counted once play stops.
     */
    rule: CountingRule;
    /**
     * The counting in progress (by agreement, after two passes).
     */
    counting: GoCounting | null;
    /**
     * Times play was resumed from a counting; the second resume ends it with the engine's
     * proposal.
     */
    resumes: number;
    /**
     * Whether the dead stones have been taken off (by agreement): the board is to be counted.
     */
    removed: boolean;
}
/**
 * The whole game, the referee's: every hand and deck (a player's view hides them).
 */
export interface DeckBuildingState {
    /**
     * Every player, in seating order.
     */
    players: PlayerId[];
    /**
     * In seating order.
     */
    seats: PlayerCards[];
    /**
     * The base piles, then the kingdom's in the configuration's order.
     */
    supply: SupplyPile[];
    /**
     * Every card instance, by id.
     */
    cards: CardInstance[];
    /**
     * The trashed cards, in the order trashed.
     */
    trash: InstanceId[];
    /**
     * The seat whose turn it is.
     */
    active: number;
    /**
     * The round (each player's own turn number), from 1.
     */
    turn: number;
    /**
     * The part of the turn in progress.
     */
    phase: TurnPhase;
    /**
     * Actions left this turn.
     */
    actions: number;
    /**
     * Buys left this turn.
     */
    buys: number;
    /**
     * Coins to spend this turn.
     */
    coins: number;
    /**
     * A card was bought this turn (no more treasures may be played).
     */
    bought: boolean;
    /**
     * A choice a card is waiting for; absent when none.
     */
    choice?: CardChoice;
    /**
     * The checked end trigger; `null` when depletion is off.
     */
    endTrigger: {
        emptyPileThreshold: number | null;
        keyPiles: Card[];
    } | null;
    /**
     * The round after whose last cleanup the game ends (`TURN_LIMIT`).
     */
    maxTurns: number;
    /**
     * Set by `ScoresComputed` in a cleanup, cleared when the next turn starts.
     */
    scoresComputed: boolean;
    /**
     * The game is over (`GameEnded` was applied).
     */
    ended: boolean;
}
/**
 * The whole game: nothing is hidden, and nothing about future dice is here (they come from the
 * game's RNG, which is not part of the state).
 */
export interface BackgammonState {
    /**
     * White's id, then black's.
     */
    players: [PlayerId, PlayerId];
    /**
     * The 24 points in white's numbering: `board[i]` is white's point `i + 1`, which is
     * black's point `24 - i`. Positive: that many white checkers; negative: black checkers.
     */
    board: number[];
    /**
     * Checkers on the bar, white's then black's.
     */
    bar: [number, number];
    /**
     * Checkers borne off, white's then black's.
     */
    off: [number, number];
    /**
     * Turns started (the opening roll starts turn 1).
     */
    turn: number;
    /**
     * The seat to move (0 white, 1 black); absent before the opening roll and after the end.
     */
    mover?: number;
    /**
     * The dice rolled for this turn (the opening roll: the starter's die, then the other's);
     * absent before the opening roll.
     */
    roll?: [number, number];
    /**
     * The dice left to use this turn (four for a double).
     */
    dice: number[];
    /**
     * The cube, when the game is played with it.
     */
    cube?: Cube;
    /**
     * The Jacoby rule is on (only with the cube).
     */
    jacoby?: boolean;
    /**
     * An offer (a resignation or a double) waiting for the other player's answer: they are to
     * act until they answer.
     */
    offer?: Offer;
    /**
     * The game given up: a resignation accepted or a double dropped.
     */
    conceded?: Conceded;
    /**
     * Recorded dice still to come (the configuration's `dice`): the referee's, left out of
     * every view (bots treat the dice as chance).
     */
    recorded?: [number, number][];
}
/**
 * The whole game: the players and the board (nothing is hidden, so it is also each view).
 */
export interface ConnectFourState {
    /**
     * Red's id, then yellow's.
     */
    players: [PlayerId, PlayerId];
    /**
     * The seven columns from the left, each its discs from the bottom up (at most six).
     */
    columns: Disc[][];
    /**
     * Discs dropped so far.
     */
    moves: number;
    /**
     * The cell of the last disc dropped; `null` before the first.
     */
    last: Cell | null;
    /**
     * The cells of the winning line (of every line of four or more the winning disc made),
     * empty unless the game was won.
     */
    four: Cell[];
}
/**
 * The whole game: the players and the board (nothing is hidden, so it is also each view).
 */
export interface TicTacToeState {
    /**
     * X's id, then O's.
     */
    players: [PlayerId, PlayerId];
    /**
     * Nine cells, row by row.
     */
    board: (Mark | null)[];
    /**
     * Marks placed so far.
     */
    moves: number;
}
/**
 * The whole state of a ships game. Nothing is hidden: it is also each player's view.
 */
export interface ShipsState {
    /**
     * The ships players may build: the configuration's, else the built-in one.
     */
    catalogue: ShipDefinition[];
    /**
     * The health cap.
     */
    maxHealth: number;
    /**
     * The last turn: when it ends with two or more players in, the game ends (`TURN_LIMIT`).
     */
    maxTurns: number;
    /**
     * Every player, in seating order.
     */
    players: PlayerId[];
    /**
     * One per player, in seating order.
     */
    fleets: Fleet[];
    /**
     * Every ship ever built, in the order built (destroyed and consumed ones stay).
     */
    ships: Ship[];
    /**
     * Effects queued this turn, resolved at its end.
     */
    triggeredEffects: TriggeredEffect[];
    /**
     * The turn in progress (0 before the first starts).
     */
    turn: number;
    /**
     * The phase in progress.
     */
    phase: Phase;
    /**
     * This turn's players still in the game, in the order they act (the first seat rotates).
     */
    order: PlayerId[];
    /**
     * Index into `order` of the player whose part of the phase it is.
     */
    acting: number;
    /**
     * The number in the next ship's id (`"s<n>"`), from 1.
     */
    nextShip: number;
    /**
     * The number in the next triggered effect's id (`"e<n>"`), from 1.
     */
    nextEffect: number;
}
/**
 * This turn's combat.
 */
export interface Combat {
    /**
     * Each attacker and its blockers, in the order they attacked.
     */
    attacks: Attack[];
    /**
     * Attackers were declared this turn.
     */
    attackersDeclared: boolean;
    /**
     * Blockers were declared this turn.
     */
    blockersDeclared: boolean;
    /**
     * The attackers whose controller divides their damage among their blockers now
     * (`ASSIGN_COMBAT_DAMAGE`, with `combatDamage: "ask"`), in the order they attacked.
     */
    awaiting?: CardId[];
    /**
     * The divisions chosen this combat: attacker, then blocker, then amount.
     */
    assignments?: Record<string, Record<string, number>>;
}
/**
 * What [`resolve_end_of_turn`](super::resolve_end_of_turn) did: the players' new health, the
 * end check, and every effect applied or skipped.
 */
export interface EndOfTurnResult {
    /**
     * Every player, in the input's order, with their health after the cap.
     */
    players: PlayerState[];
    /**
     * `FINISHED` when at most one player is still in.
     */
    status: GameStatus;
    /**
     * How the game ended; `null` while two or more players are still in.
     */
    outcome: GameOutcome<ShipsEndReason> | null;
    /**
     * The effects that resolved, triggered effects (in queue order) then continuous powers (in
     * ship order), one entry per target.
     */
    applied: AppliedEffect[];
    /**
     * The effects that did not resolve, in the same order.
     */
    skipped: SkippedEffect[];
    /**
     * Every player's damage and healing, in the input's order.
     */
    tally: PlayerTally[];
}
/**
 * What a PGN file says about one game beyond its moves.
 */
export interface PgnRecord {
    /**
     * Every tag pair, in the file's order (`Event`, `Date`, `ECO`, `WhiteElo`, `TimeControl`,
     * ...): the names of the players are `White` and `Black`.
     */
    tags: PgnTag[];
    /**
     * The comments, NAGs and variations of the main line, in the file's order.
     */
    notes: PgnNote[];
    /**
     * What the reader read and did not keep, or read otherwise than the file says, in words
     * (`"line 3: an escape line (%), which PGN readers skip"`).
     */
    dropped: string[];
}
/**
 * What a batch of random games produced.
 */
export interface SimulationSummary {
    /**
     * The games played.
     */
    games: number;
    /**
     * Actions submitted over all games.
     */
    actions: number;
    /**
     * Wins per player id (players who never won are absent).
     */
    wins: Record<string, number>;
    /**
     * The games that ended in a draw.
     */
    draws: number;
}
/**
 * What a choice asks for.
 */
export type ChoiceAsk = {
    kind: "CARDS";
    purpose: ChoicePurpose;
    min: number;
    max: number;
    only: CardFilter;
} | {
    kind: "PILE";
    maxCost: number;
    only: CardFilter;
    to: GainTo;
};
/**
 * What a duel waits for from one player.
 */
export type DuelDecision = {
    type: "MULLIGAN";
    hand: CardId[];
    mulligans: number;
} | {
    type: "DECLARE_ATTACKERS";
    candidates: CardId[];
} | {
    type: "DECLARE_BLOCKERS";
    options: BlockOption[];
} | {
    type: "DISCARD";
    cards: CardId[];
    count: number;
    reason: ChoiceReason;
} | {
    type: "ASSIGN_COMBAT_DAMAGE";
    attacker: CardId;
    blockers: CardId[];
    power: number;
    default: Record<CardId, number>;
} | {
    type: "PRIORITY";
    step: Step;
    stack: number;
};
/**
 * What a sacrifice cost takes.
 */
export type Sacrifice = {
    type: "THIS";
} | {
    type: "ONE_OF";
    cardType: CardType;
};
/**
 * What a ship can do. Effects reach health only at End of Turn Resolution.
 */
export type Power = {
    kind: "COMPLETION";
    effectType: EffectType;
    value: number;
    target: PowerTarget;
} | {
    kind: "CONTINUOUS";
    effectType: EffectType;
    value: number;
    target: PowerTarget;
} | {
    kind: "CHARGE";
    effectType: EffectType;
    value: number;
    target: PowerTarget;
    charges: number;
    persistsIfSourceDestroyed: boolean;
} | {
    kind: "SOLAR";
    effectType: EffectType;
    value: number;
    target: PowerTarget;
    energyCost: number;
    persistsIfSourceDestroyed: boolean;
} | {
    kind: "FIRST_STRIKE";
    charges: number;
};
/**
 * What a spell or ability targets: `{ player }`, `{ permanent }` or `{ spell }`.
 */
export type Target = {
    player: PlayerId;
} | {
    permanent: CardId;
} | {
    spell: string;
};
/**
 * What a stack object is.
 */
export type StackKind = {
    type: "SPELL";
} | {
    type: "ABILITY";
    ability: number;
} | {
    type: "DELAYED";
    effect: number;
};
/**
 * What a target may be.
 */
export type TargetKind = "ANY" | "CREATURE" | "PLAYER" | "SPELL";
/**
 * What a triggered ability listens for.
 */
export type TriggerWhen = "ENTERS" | "ANOTHER_CREATURE_ENTERS" | "YOU_GAIN_LIFE" | "YOUR_UPKEEP";
/**
 * What an SGF game tree says beyond what the game keeps.
 */
export interface SgfRecord {
    /**
     * Every property of the root node, in the file's order (`GM`, `SZ`, `PB`, `PW`, `DT`,
     * `EV`, `RE`, `C`...): the players' names are `PB` and `PW`.
     */
    root: SgfProperty[];
    /**
     * The other properties of the main line's nodes, by move.
     */
    nodes: SgfNodeNotes[];
    /**
     * The variations beside the main line.
     */
    variations: SgfVariation[];
    /**
     * What the reader read and did not keep, in words.
     */
    dropped: string[];
}
/**
 * What an effect does to its target's health (at End of Turn Resolution only).
 */
export type EffectType = "DAMAGE" | "HEAL";
/**
 * What everyone may know about a game at any moment (`R`: the game's end reasons).
 */
export interface GameFacts<R extends EndReason = EndReason> {
    /**
     * `FINISHED` exactly when `outcome` is not null.
     */
    status: GameStatus;
    /**
     * How the game ended; `null` while it goes on.
     */
    outcome: GameOutcome<R> | null;
    /**
     * The player to act; `null` once the game is finished.
     */
    currentPlayer: string | null;
    /**
     * The turn number, from 1 (each game says what a turn is).
     */
    turn: number;
}
/**
 * What happened in a deck-building game, one change at a time (`type` tells which). A
 * player's view of an event hides what they may not see (`HiddenCard`s, no shuffle order).
 */
export type DeckBuildingEvent = {
    type: "TurnStarted";
    player: PlayerId;
    turn: number;
} | {
    type: "PhaseStarted";
    player: PlayerId;
    phase: TurnPhase;
} | {
    type: "ShuffleDeck";
    player: PlayerId;
    order?: InstanceId[];
} | {
    type: "DrawCard";
    player: PlayerId;
    card: Seen<InstanceId, PlayerZone>;
} | {
    type: "PlayCard";
    player: PlayerId;
    card: InstanceId;
} | {
    type: "RevealCard";
    player: PlayerId;
    card: InstanceId;
} | {
    type: "CoinsAdded";
    player: PlayerId;
    amount: number;
} | {
    type: "ActionsAdded";
    player: PlayerId;
    amount: number;
} | {
    type: "BuysAdded";
    player: PlayerId;
    amount: number;
} | {
    type: "BuyCard";
    player: PlayerId;
    pile: Card;
    cost: number;
} | {
    type: "GainCard";
    player: PlayerId;
    card: InstanceId;
    pile: Card;
    to: GainTo;
} | {
    type: "TrashCard";
    player: PlayerId;
    card: InstanceId;
} | {
    type: "DiscardCard";
    player: PlayerId;
    card: Seen<InstanceId, PlayerZone>;
    faceDown?: boolean;
} | {
    type: "ChoiceStarted";
    choice: CardChoice;
} | {
    type: "ChoiceMade";
    player: PlayerId;
} | {
    type: "ScoresComputed";
    scores: Record<PlayerId, number>;
} | {
    type: "GameEnded";
    outcome: GameOutcome<DeckBuildingEndReason>;
};
/**
 * What happened in a duel, one change at a time (`type` tells which), costs first. A
 * player's view of an event hides what they may not see (`HiddenCard`s, no shuffle order).
 */
export type DuelEvent = {
    type: "FirstPlayerChosen";
    player: PlayerId;
} | {
    type: "ShuffleLibrary";
    player: PlayerId;
    order?: CardId[];
} | {
    type: "TurnStarted";
    player: PlayerId;
    turn: number;
} | {
    type: "StepStarted";
    step: Step;
} | {
    type: "DrawCard";
    player: PlayerId;
    card: Seen<CardId, Zone>;
    to: Zone;
} | {
    type: "DrewFromEmptyLibrary";
    player: PlayerId;
} | {
    type: "PriorityPassed";
    player: PlayerId;
} | {
    type: "LandPlayed";
    player: PlayerId;
    card: CardId;
} | {
    type: "MoveCardZone";
    owner: PlayerId;
    card: Seen<CardId, Zone>;
    from: Zone;
    to: Zone;
    newId?: CardId;
} | {
    type: "TapPermanent";
    permanent: CardId;
} | {
    type: "MulliganTaken";
    player: PlayerId;
    count: number;
} | {
    type: "HandKept";
    player: PlayerId;
} | {
    type: "UntapPermanent";
    permanent: CardId;
} | {
    type: "AddMana";
    player: PlayerId;
    mana: Mana;
    amount: number;
    source: string | null;
} | {
    type: "SpendMana";
    player: PlayerId;
    mana: ManaPool;
} | {
    type: "EmptyManaPool";
    player: PlayerId;
    mana: ManaPool;
} | {
    type: "PayLife";
    player: PlayerId;
    amount: number;
} | {
    type: "SacrificePermanent";
    player: PlayerId;
    permanent: CardId;
    to: Zone;
} | {
    type: "DiscardCard";
    player: PlayerId;
    card: CardId;
    to: Zone;
} | {
    type: "SpellCast";
    player: PlayerId;
    spell: CardId;
    card: string;
    targets: Target[];
} | {
    type: "AbilityActivated";
    player: PlayerId;
    id: string;
    source: CardId;
    card: string;
    ability: number;
    targets: Target[];
} | {
    type: "AbilityTriggered";
    player: PlayerId;
    source: CardId;
    card: string;
    kind: StackKind;
    delayed: number | null;
} | {
    type: "AbilityPutOnStack";
    player: PlayerId;
    id: string;
    source: CardId;
    card: string;
    kind: StackKind;
} | {
    type: "SpellResolved";
    spell: CardId;
} | {
    type: "SpellCountered";
    spell: CardId;
} | {
    type: "AbilityResolved";
    id: string;
} | {
    type: "AbilityCountered";
    id: string;
} | {
    type: "DealDamage";
    source: CardId;
    target: Target;
    amount: number;
    combat: boolean;
} | {
    type: "PreventDamage";
    source: CardId;
    target: Target;
    amount: number;
    combat: boolean;
} | {
    type: "LoseLife";
    player: PlayerId;
    amount: number;
} | {
    type: "GainLife";
    player: PlayerId;
    amount: number;
} | {
    type: "AddCounter";
    permanent: CardId;
    counter: Counter;
    amount: number;
} | {
    type: "RemoveCounter";
    permanent: CardId;
    counter: Counter;
    amount: number;
} | {
    type: "DeclareAttacker";
    player: PlayerId;
    attacker: CardId;
} | {
    type: "AttackersDeclared";
    player: PlayerId;
} | {
    type: "DeclareBlocker";
    player: PlayerId;
    blocker: CardId;
    attacker: CardId;
} | {
    type: "BlockersDeclared";
    player: PlayerId;
} | {
    type: "CombatDamageDivisionStarted";
    player: PlayerId;
    attackers: CardId[];
} | {
    type: "CombatDamageAssigned";
    player: PlayerId;
    attacker: CardId;
    assignment: Record<CardId, number>;
} | {
    type: "EffectCreated";
    id: number;
    player: PlayerId;
    card: string;
    effect: Continuous;
} | {
    type: "EffectEnded";
    id: number;
} | {
    type: "DelayedTriggerCreated";
    id: number;
    player: PlayerId;
    source: CardId;
    card: string;
    effect: number;
    at: DelayedAt;
} | {
    type: "DelayedTriggerEnded";
    id: number;
} | {
    type: "DamageRemoved";
    permanent: CardId;
} | {
    type: "ChoiceStarted";
    player: PlayerId;
    count: number;
    reason: ChoiceReason;
    resume: number;
} | {
    type: "ChoiceMade";
    player: PlayerId;
    cards: CardId[];
} | {
    type: "PlayerLost";
    player: PlayerId;
    reason: DuelEndReason;
} | {
    type: "GameEnded";
    outcome: GameOutcome<DuelEndReason>;
};
/**
 * What happened in a game of Go, one change at a time (`type` tells which).
 */
export type GoEvent = {
    type: "StonePlaced";
    player: PlayerId;
    colour: Stone;
    x: number;
    y: number;
} | {
    type: "StonesCaptured";
    player: PlayerId;
    points: GoPoint[];
} | {
    type: "Passed";
    player: PlayerId;
} | {
    type: "Resigned";
    player: PlayerId;
} | {
    type: "ResultRecorded";
    result: GoRecorded;
} | {
    type: "CountingStarted";
    dead: GoPoint[];
} | {
    type: "DeadStonesMarked";
    player: PlayerId;
    points: GoPoint[];
    dead: boolean;
} | {
    type: "ScoreAccepted";
    player: PlayerId;
} | {
    type: "PlayResumed";
    player: PlayerId;
} | {
    type: "DeadStonesRemoved";
    points: GoPoint[];
    reason: CountingEnd;
} | {
    type: "Scored";
    score: GoScore;
} | {
    type: "GameEnded";
    outcome: GameOutcome<GoEndReason>;
};
/**
 * What happened in a game of backgammon, one change at a time (`type` tells which).
 */
export type BackgammonEvent = {
    type: "OpeningRoll";
    rolls: [number, number][];
    player: PlayerId;
} | {
    type: "DiceRolled";
    player: PlayerId;
    dice: [number, number];
} | {
    type: "CheckerHit";
    player: PlayerId;
    point: number;
} | {
    type: "CheckerMoved";
    player: PlayerId;
    from: number | "bar";
    to: number;
    die: number;
} | {
    type: "CheckerBorneOff";
    player: PlayerId;
    from: number;
    die: number;
} | {
    type: "TurnPassed";
    player: PlayerId;
    next: PlayerId;
} | {
    type: "ResignationOffered";
    player: PlayerId;
    points: number;
} | {
    type: "ResignationAccepted";
    player: PlayerId;
} | {
    type: "ResignationDeclined";
    player: PlayerId;
} | {
    type: "DoubleOffered";
    player: PlayerId;
    value: number;
} | {
    type: "DoubleTaken";
    player: PlayerId;
    value: number;
} | {
    type: "DoubleDropped";
    player: PlayerId;
} | {
    type: "GameEnded";
    outcome: GameOutcome<BackgammonEndReason>;
};
/**
 * What happened in a ships game, one change at a time (`type` tells which), in the order it
 * happened.
 */
export type ShipsEvent = {
    type: "TurnStarted";
    turn: number;
} | {
    type: "PhaseStarted";
    phase: Phase;
} | {
    type: "EnergyGained";
    player: PlayerId;
    amount: number;
} | {
    type: "EnergySpent";
    player: PlayerId;
    amount: number;
} | {
    type: "ShipConsumedInUpgrade";
    shipId: string;
    into: string;
} | {
    type: "ShipBuilt";
    ship: Ship;
} | {
    type: "ShipCompleted";
    shipId: string;
} | {
    type: "EffectTriggered";
    effect: TriggeredEffect;
} | {
    type: "ChargeUsed";
    shipId: string;
    remaining: number;
} | {
    type: "SolarPowerUsed";
    shipId: string;
} | {
    type: "FirstStrikeUsed";
    shipId: string;
    remaining: number;
} | {
    type: "ShipDestroyed";
    shipId: string;
    by: string;
} | {
    type: "Passed";
    player: PlayerId;
} | ({
    type: "EffectApplied";
} & AppliedEffect) | ({
    type: "EffectSkipped";
} & SkippedEffect) | {
    type: "HealthChanged";
    player: PlayerId;
    from: number;
    to: number;
} | {
    type: "PlayerDefeated";
    player: PlayerId;
} | {
    type: "ResolutionCompleted";
    turn: number;
} | {
    type: "GameEnded";
    outcome: GameOutcome<ShipsEndReason>;
};
/**
 * What happened, one change at a time (`type` tells which).
 */
export type ConnectFourEvent = {
    type: "DiscDropped";
    player: PlayerId;
    disc: Disc;
    column: number;
    row: number;
} | {
    type: "FourInARow";
    player: PlayerId;
    disc: Disc;
    cells: Cell[];
} | {
    type: "GameEnded";
    outcome: GameOutcome<ConnectFourEndReason>;
};
/**
 * What happened, one change at a time (`type` tells which).
 */
export type TicTacToeEvent = {
    type: "MarkPlaced";
    player: PlayerId;
    mark: Mark;
    cell: number;
} | {
    type: "GameEnded";
    outcome: GameOutcome<TicTacToeEndReason>;
};
/**
 * What the chosen cards are for.
 */
export type ChoicePurpose = "DISCARD" | "TRASH" | "REVEAL";
/**
 * When a delayed trigger fires.
 */
export type DelayedAt = "NEXT_END_STEP" | "NEXT_UPKEEP";
/**
 * When supply depletion ends the game: `emptyPileThreshold` piles empty, or any of `keyPiles`
 * empty. At least one of them must be given and able to fire.
 */
export interface EndTrigger {
    /**
     * 1 to the number of supply piles.
     */
    emptyPileThreshold?: number;
    /**
     * Distinct names of supply piles.
     */
    keyPiles?: string[];
}
/**
 * Where a card is.
 */
export type Zone = "LIBRARY" | "HAND" | "BATTLEFIELD" | "GRAVEYARD" | "EXILE" | "STACK";
/**
 * Where a gained card goes.
 */
export type GainTo = "DISCARD" | "HAND";
/**
 * Where a game stands in its match file, and what else the file says.
 */
export interface MatchRecord {
    /**
     * The match length in points; 0 for money play (a session of money games).
     */
    matchLength: number;
    /**
     * The game's number in the file (`Game 2`), from 1.
     */
    gameNumber: number;
    /**
     * The score before this game: the first player's (white, the left column), then the
     * second's.
     */
    score: [number, number];
    /**
     * Whether this is the Crawford game (no doubling): the first game in which a player is
     * one point from the match, or a game the file marks so.
     */
    crawford: boolean;
    /**
     * The file's comment lines (`; [EventDate "2026.11.28"]`), in order.
     */
    comments: string[];
    /**
     * What the reader read and did not keep, in words.
     */
    dropped: string[];
}
/**
 * Where an effect came from.
 */
export type EffectSource = "TRIGGERED" | "CONTINUOUS";
/**
 * Whether a game is still being played.
 */
export type GameStatus = "ACTIVE" | "FINISHED";
/**
 * Whether an effect happens once (spells, activated and triggered abilities) or holds while its
 * permanent is on the battlefield (static abilities).
 */
export type EffectKind = "ONE_SHOT" | "STATIC";
/**
 * Which cards a choice accepts.
 */
export type CardFilter = "ANY" | "COPPER" | "TREASURE" | "REACTION";
/**
 * Which legal moves `moves` lists: every one by default.
 */
export interface ChessMovesOptions {
    /**
     * Only the moves of the piece on this square (`"e2"`; castling is the king's move).
     */
    square?: string;
    /**
     * Only the moves of this kind of piece.
     */
    piece?: ChessPiece;
}
/**
 * Which side a king castles to.
 */
export type ChessCastling = "kingside" | "queenside";
/**
 * Who divides an attacker's damage among several blockers.
 */
export type CombatDamageMode = "ask" | "default";
/**
 * Whom a power affects. `OPPONENT` is only valid in a two-player game.
 */
export type PowerTarget = "OPPONENT" | "EACH_OPPONENT" | "SELF";
/**
 * Why a game of Connect Four ends.
 */
export type ConnectFourEndReason = "FOUR_IN_A_ROW" | "BOARD_FULL";
/**
 * Why a game of backgammon ends.
 */
export type BackgammonEndReason = "BORNE_OFF" | "DROPPED_DOUBLE" | "RESIGNATION";
/**
 * Why a game of chess ends.
 */
export type ChessEndReason = "CHECKMATE" | "STALEMATE" | "INSUFFICIENT_MATERIAL" | "FIVEFOLD_REPETITION" | "SEVENTY_FIVE_MOVE_RULE" | "THREEFOLD_REPETITION" | "FIFTY_MOVE_RULE" | "RESIGNATION" | "AGREEMENT" | "TIME_FORFEIT" | "ADJUDICATION" | "FORFEIT";
/**
 * Why a game of deckbuilding ends.
 */
export type DeckBuildingEndReason = "SUPPLY_DEPLETED" | "TURN_LIMIT";
/**
 * Why a game of duel ends.
 */
export type DuelEndReason = "LIFE_TOTAL" | "EMPTY_LIBRARY" | "SIMULTANEOUS_LOSS" | "RESIGNATION";
/**
 * Why a game of go ends.
 */
export type GoEndReason = "TERRITORY_SCORING" | "RESIGNATION" | "AGREEMENT" | "TIME_FORFEIT" | "FORFEIT" | "RECORDED_SCORE";
/**
 * Why a game of ships ends.
 */
export type ShipsEndReason = "HEALTH_DEPLETED" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT";
/**
 * Why a game of tictactoe ends.
 */
export type TicTacToeEndReason = "LINE_COMPLETED" | "BOARD_FULL";
/**
 * Why a player is choosing cards.
 */
export type ChoiceReason = "RESOLUTION" | "HAND_SIZE";
/**
 * Why an effect did not resolve.
 */
export type SkipReason = "SOURCE_DESTROYED" | "SOURCE_CONSUMED" | "UNKNOWN_SOURCE" | "TARGET_DEFEATED" | "OWNER_DEFEATED";
/**
 * Why the dead stones were taken off.
 */
export type CountingEnd = "AGREED" | "RESUME_LIMIT" | "TOGGLE_LIMIT" | "MOVE_LIMIT";
/**
 * Why the end evaluation ignored the end.
 */
export type EndTriggerIgnored = "already ended" | "scores not computed" | "threshold not met";
/**
 * Why the end evaluation let the game end.
 */
export type EndTriggerReason = "SUPPLY_DEPLETED" | "TURN_LIMIT";
/**
 * `CONTINUOUS` powers act at every resolution; `ONCE` powers fire when the ship is completed
 * (they arrive here as triggered effects, so resolution ignores them).
 */
export type PowerTiming = "CONTINUOUS" | "ONCE";
/**
 * `checkEndTrigger`'s argument: a front end's own supply counts and standing.
 */
export interface EndTriggerInput {
    /**
     * Cards left in each supply pile, by pile name (at most 256 piles).
     */
    supply: Record<string, number>;
    /**
     * Absent: `{ emptyPileThreshold: 3, keyPiles: ["province"] }` (a supply without a
     * `province` pile then refuses it); `null`: depletion off.
     */
    endTrigger?: EndTrigger | null;
    /**
     * Completed rounds.
     */
    turn: number;
    /**
     * The game's turn limit: 1 to 200, as the game's config takes it (else `INVALID_CONFIG`).
     */
    maxTurns: number;
    /**
     * Whether this turn's scores were computed (the end is evaluated only after them).
     */
    scoresComputed: boolean;
    /**
     * Whether the game is over already.
     */
    ended: boolean;
}
