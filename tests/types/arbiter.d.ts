/* tslint:disable */
/* eslint-disable */
// arbiter: declarations the generated classes need
declare global {
  interface SymbolConstructor {
    /** The method `using` calls; arbiter's classes map it to `free()`. */
    readonly dispose: unique symbol;
  }
}


/**
 * What every arbiter function throws: a real `Error` (with a stack) whose `name` is
 * `"ArbiterError"` and whose `code` is a stable {@link ErrorCode}. Narrow `unknown` with
 * {@link isArbiterError}.
 */
export interface ArbiterError extends Error {
    name: "ArbiterError";
    code: ErrorCode;
}



/** A card instance's id in a deck-building game: its index in `state.cards`. */
export type InstanceId = number;
/** A card that can be a kingdom pile (`listKingdomCards()`). */
export type KingdomCard = Exclude<Card, "copper" | "silver" | "gold" | "estate" | "duchy" | "province">;



/** A card's instance id in a duel (`"c1"`, or a scenario's own). */
export type CardId = string;



/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;
/** Each game's end reasons, by game's name: every game built in adds its own. */
export interface EndReasons {}
/** Why a game of any game built in ended: the union of every game's reasons (for one end screen). */
export type EndReason = EndReasons[keyof EndReasons];



/** Whether a player can pay a cost now (`DuelGame.canPayCost`), and why not. */
export type CostCheck = { canPay: true } | { canPay: false; reasons: string[] };



export interface EndReasons {
    backgammon: BackgammonEndReason;
}



export interface EndReasons {
    chess: ChessEndReason;
}



export interface EndReasons {
    deckbuilding: DeckBuildingEndReason;
}



export interface EndReasons {
    duel: DuelEndReason;
}



export interface EndReasons {
    go: GoEndReason;
}



export interface EndReasons {
    ships: ShipsEndReason;
}



export interface EndReasons {
    tictactoe: TicTacToeEndReason;
}


/**
 * A Go action. Points are 0-based: `x` from the left, `y` from the top.
 */
export type GoAction = { type: "PLAY"; x: number; y: number } | { type: "PASS" } | { type: "RESIGN" } | { type: "MARK_DEAD"; x: number; y: number } | { type: "ACCEPT_SCORE" } | { type: "RESUME" };

/**
 * A backgammon action. Point numbers are the mover's own: 1 to 24, home board 1 to 6,
 * moving from higher to lower numbers.
 */
export type BackgammonAction = { type: "MOVE"; from: number | "bar"; to: number | "off" } | { type: "RESIGN" };

/**
 * A blocker and the attacker it blocks.
 */
export interface Block {
    blocker: CardId;
    attacker: CardId;
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
     * Kebab case, unique: `"high-tide"`.
     */
    id: string;
    name: string;
    types: CardType[];
    subtypes?: string[];
    /**
     * Mana symbols only (`"{1}{U}"`); every card but a land has one.
     */
    manaCost?: string;
    /**
     * Creatures only, 0 to 99.
     */
    power?: number;
    toughness?: number;
    keywords?: Keyword[];
    abilities?: AbilityDefinition[];
    /**
     * What an instant or sorcery does when it resolves.
     */
    effects?: EffectUse[];
    /**
     * Rules text to show; the engine does not read it.
     */
    text?: string;
}

/**
 * A card as `data/cards.json` defines it (`listKingdomCards()` returns the kingdom's).
 */
export interface SupplyCard {
    id: Card;
    name: string;
    cost: number;
    types: SupplyCardType[];
    /**
     * `+N Cards` when played.
     */
    cards: number;
    actions: number;
    buys: number;
    /**
     * Coins when played (a treasure's value, or an action's `+N coins`).
     */
    coins: number;
    /**
     * Fixed victory points (Gardens counts cards instead: 0 here).
     */
    victoryPoints: number;
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
 * A card instance: what it is and whose it is (the seat that gained it; trashed cards keep it).
 */
export interface CardInstance {
    card: Card;
    owner: number;
}

/**
 * A card type, as costs and effects name it.
 */
export type CardType = "LAND" | "CREATURE" | "ARTIFACT" | "ENCHANTMENT" | "INSTANT" | "SORCERY";

/**
 * A card type.
 */
export type SupplyCardType = "TREASURE" | "VICTORY" | "ACTION" | "ATTACK" | "REACTION";

/**
 * A card's identity: its definition and its owner's seat.
 */
export interface CardObject {
    card: string;
    owner: number;
}

/**
 * A chess action.
 */
export type ChessAction = { type: "MOVE"; uci: string } | { type: "CLAIM_DRAW" } | { type: "RESIGN" };

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
    player: PlayerId;
    /**
     * The card that asks.
     */
    card: Card;
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
    player: number;
    count: number;
    reason: ChoiceReason;
    /**
     * For a resolution: the index of the effect that asks.
     */
    resume: number;
}

/**
 * A continuous effect that lasts until end of turn.
 */
export type Continuous = { type: "EXTRA_MANA"; landSubtype: string; mana: Mana } | { type: "PREVENT_COMBAT_DAMAGE" } | { type: "PUMP"; permanent: CardId; power: number; toughness: number };

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
export type DeckBuildingAction = { type: "PLAY"; card: InstanceId } | { type: "PLAY_ALL_TREASURES" } | { type: "BUY"; pile: Card } | { type: "END_PHASE" } | { type: "CHOOSE_CARDS"; cards: InstanceId[] } | { type: "CHOOSE_PILE"; pile: Card };

/**
 * A deck: a ready deck's id (`listDecks()`) or a list of card ids.
 */
export type DeckChoice = string | string[];

/**
 * A delayed triggered ability waiting for its moment.
 */
export interface DelayedTrigger {
    id: number;
    controller: number;
    /**
     * The spell that made it (card id and definition), and which of its effects.
     */
    source: CardId;
    card: string;
    effect: number;
    at: DelayedAt;
    /**
     * It has triggered; it is gone at the next cleanup.
     */
    fired: boolean;
}

/**
 * A duel action. `RESIGN` is accepted from either player at any time and is never listed.
 */
export type DuelAction = { type: "PASS_PRIORITY" } | { type: "PLAY_LAND"; card: CardId } | { type: "CAST_SPELL"; card: CardId; targets?: Target[]; payment?: Payment } | { type: "ACTIVATE_ABILITY"; permanent: CardId; ability: number; targets?: Target[]; payment?: Payment } | { type: "DECLARE_ATTACKERS"; attackers: CardId[] } | { type: "DECLARE_BLOCKERS"; blocks: Block[] } | { type: "CHOOSE_CARDS"; cards: CardId[] } | { type: "RESIGN" };

/**
 * A keyword ability.
 */
export type Keyword = "FLYING" | "HASTE" | "REACH" | "VIGILANCE" | "DEFENDER";

/**
 * A permanent on the battlefield.
 */
export interface Permanent {
    id: CardId;
    card: string;
    controller: number;
    tapped: boolean;
    /**
     * Came under its controller's control since the start of their latest turn.
     */
    summoningSick: boolean;
    /**
     * Damage marked this turn.
     */
    damage: number;
    plusCounters: number;
    minusCounters: number;
    /**
     * When it entered: replacement effects apply in this order.
     */
    since: number;
}

/**
 * A player as resolution takes them. The result's `players` have this shape too, so a front end
 * can feed them back as the next turn's input.
 */
export interface PlayerHealth {
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
    x: number;
    y: number;
}

/**
 * A ready deck (`listDecks()`).
 */
export interface DeckDefinition {
    id: string;
    name: string;
    description: string;
    /**
     * How many of each card, by card id.
     */
    cards: Record<string, number>;
}

/**
 * A saved game: plain data, fit for `JSON.stringify` and `localStorage`.
 */
export interface GameSave<C, A> {
    /**
     * The save format (currently 3).
     */
    version: number;
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
    ruleset: RulesetKind;
    config: C;
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
    activePlayer: PlayerId;
    step: Step;
    /**
     * Default 1.
     */
    turn?: number;
    players: Record<string, ScenarioPlayer>;
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
    ownerId: PlayerId;
    builtOnTurn: number;
    isDestroyed: boolean;
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
     * Health every player starts with; 30 (or `maxHealth` if lower) when absent.
     */
    startingHealth?: number;
    /**
     * Health cap; 35 when absent.
     */
    maxHealth?: number;
    /**
     * The game ends after this turn's resolution (1 to 1000; 30 when absent): the healthiest
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
 * A spell or ability on the stack.
 */
export interface StackObject {
    /**
     * The spell's card id, or the ability's id (`"a12"`).
     */
    id: string;
    controller: number;
    /**
     * The card the spell is, or the permanent the ability came from.
     */
    source: CardId;
    /**
     * The definition of the source.
     */
    card: string;
    kind: StackKind;
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
    player: PlayerId;
    action: A;
}

/**
 * A supply pile and how many cards it has left.
 */
export interface SupplyPile {
    card: Card;
    count: number;
}

/**
 * A triggered ability waiting to go on the stack.
 */
export interface WaitingTrigger {
    controller: number;
    source: CardId;
    card: string;
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
 * Amounts of each kind of mana: a player's pool, or what a payment spends.
 */
export interface ManaPool {
    W: number;
    U: number;
    B: number;
    R: number;
    G: number;
    C: number;
}

/**
 * An ability as a card definition writes it.
 */
export type AbilityDefinition = { type: "ACTIVATED"; cost: string; effects: EffectUse[] } | { type: "TRIGGERED"; when: TriggerWhen; effects: EffectUse[] } | { type: "STATIC"; effects: EffectUse[] };

/**
 * An attacking creature and the creatures blocking it, in the order they blocked.
 */
export interface Attack {
    attacker: CardId;
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
    id: string;
    sourceShipId: string;
    sourcePlayerId: PlayerId;
    targetPlayerId: PlayerId;
    effectType: EffectType;
    value: number;
    /**
     * Resolves even if the source ship was destroyed or consumed meanwhile.
     */
    persistsIfSourceDestroyed: boolean;
    description: string;
    /**
     * When it was queued, as the caller writes it (the built-in game writes the phase and the
     * turn, `"BATTLE:3"`).
     */
    triggeredAt: string;
}

/**
 * Every card id: the six base cards and the kingdom cards.
 */
export type Card = "copper" | "silver" | "gold" | "estate" | "duchy" | "province" | "village" | "smithy" | "market" | "laboratory" | "festival" | "woodcutter" | "cellar" | "chapel" | "workshop" | "remodel" | "moneylender" | "mine" | "militia" | "moat" | "gardens" | "council-room";

/**
 * Everything about a game, for saving or showing; it keeps working after the end.
 */
export interface GameExport<C, S, A, R> extends GameFacts<R> {
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
    ruleset: RulesetKind;
    config: C;
    state: S;
    /**
     * The RNG state as 16 hex digits.
     */
    rng: string;
    actions: ActionRecord<A>[];
    stateHash: string;
}

/**
 * Everything applied to one player, before capping.
 */
export interface PlayerTally {
    player: PlayerId;
    damage: number;
    healing: number;
    /**
     * healing − damage
     */
    net: number;
}

/**
 * How a finished game ended: one shape for every game, with the game's own reasons `R`.
 * `results` is ordered by rank.
 */
export type GameOutcome<R> = { type: "WIN"; winner: PlayerId; reason: R; results: PlayerResult[] } | { type: "DRAW"; reason: R; results: PlayerResult[] };

/**
 * How a finished game is counted.
 */
export type CountingRule = "agreement" | "area";

/**
 * How a player ended the game, kept in the state until the end check reads it.
 */
export type ChessEnd = { type: "RESIGNED"; player: PlayerId } | { type: "DRAW_CLAIMED"; player: PlayerId; reason: ChessEndReason };

/**
 * How many cards of a seat's hand and library the viewer cannot see.
 */
export interface HiddenCards {
    hand: number;
    library: number;
}

/**
 * How many cards of a seat's zones the viewer cannot see.
 */
export interface HiddenZones {
    hand: number;
    deck: number;
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
 * to sacrifice. Mana is paid from the pool without a choice.
 */
export interface Payment {
    discard?: CardId[];
    sacrifice?: CardId;
}

/**
 * Mana to pay: generic (at most 99) and each colour (at most 20 symbols).
 */
export interface ManaCost {
    /**
     * Any mana (`{2}`).
     */
    generic: number;
    W: number;
    U: number;
    B: number;
    R: number;
    G: number;
    /**
     * Colourless mana specifically (`{C}`).
     */
    C: number;
}

/**
 * Names every game built into this crate: each is a Cargo feature of that name.
 */
export type RulesetKind = "tictactoe" | "ships" | "duel" | "deckbuilding" | "chess" | "go" | "backgammon";

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
 * One effect that resolved. Continuous powers get the id `"<shipId>#<powerIndex>"`, and one
 * entry per target.
 */
export interface AppliedEffect {
    id: string;
    source: EffectSource;
    sourceShipId: string;
    sourcePlayerId: PlayerId;
    targetPlayerId: PlayerId;
    effectType: EffectType;
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
     * The catalogue id actions use (`"fighter"`).
     */
    id: string;
    /**
     * The name to show (`"Fighter"`).
     */
    name: string;
    /**
     * Energy to build it (at least 1).
     */
    cost: number;
    /**
     * Ships of yours this one is built from, by catalogue id: an upgrade consumes them (the
     * oldest first) and they stop acting. Absent: built from nothing.
     */
    upgradeFrom?: string[];
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
 * One player's result. `rank` 1 is best; players who tie share a rank.
 */
export interface PlayerResult {
    player: PlayerId;
    outcome: OutcomeType;
    rank: number;
    metrics?: Record<string, number>;
}

/**
 * One player's side of a scenario; every zone is empty unless given.
 */
export interface ScenarioPlayer {
    life?: number;
    hand?: ScenarioCard[];
    battlefield?: ScenarioCard[];
    /**
     * Top first.
     */
    library?: ScenarioCard[];
    graveyard?: ScenarioCard[];
    exile?: ScenarioCard[];
}

/**
 * One player's side of the game.
 */
export interface Fleet {
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
    player: PlayerId;
    life: number;
    /**
     * Top first.
     */
    library: CardId[];
    hand: CardId[];
    /**
     * Oldest first.
     */
    graveyard: CardId[];
    exile: CardId[];
    pool: ManaPool;
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
}

/**
 * One registered effect, as `data/effects.json` describes it (`listEffects()`).
 */
export interface EffectMetadata {
    name: string;
    kind: EffectKind;
    description: string;
    requiredModifiers: string[];
    optionalModifiers: string[];
    requiredChoices: ChoiceKind[];
    requiredTargets: TargetKind[];
}

/**
 * Place your mark in `cell` (0 to 8, row by row).
 */
export interface TicTacToeAction {
    cell: number;
}

/**
 * The area count of the final position (Tromp-Taylor: every stone on the board is alive).
 */
export interface GoScore {
    black: GoTally;
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
export interface BackgammonConfig {
    /**
     * The two player ids; the first plays white. Default `["white", "black"]`.
     */
    players?: [PlayerId, PlayerId];
    /**
     * Seed text for the dice.
     */
    seed?: string;
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
     * Points added to White's area: a multiple of 0.5 from -1000 to 1000 (default 7.5).
     * An integer komi makes a draw possible.
     */
    komi?: number;
    /**
     * How the end is counted: `"agreement"` (the default: after two passes the engine
     * proposes the dead stones and both players accept a marking, or resume play) or `"area"`
     * (every stone on the board counts as alive; two passes count the board as it stands).
     */
    counting?: CountingRule;
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
export type EndTriggerResult = { result: "VALID"; reason: EndTriggerReason } | { result: "IGNORE"; reason: EndTriggerIgnored };

/**
 * The game as one viewer may see it: the state with the hidden zones emptied, per seat how
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
export type ChessEvent = { type: "MoveMade"; player: PlayerId; uci: string; san: string; piece: ChessPiece; from: string; to: string; captured?: ChessPiece; promotion?: ChessPiece; fen: string } | { type: "DrawClaimed"; player: PlayerId; reason: ChessEndReason } | { type: "Resigned"; player: PlayerId } | { type: "GameEnded"; outcome: GameOutcome<ChessEndReason> };

/**
 * The part of a turn.
 */
export type TurnPhase = "ACTION" | "BUY" | "CLEANUP";

/**
 * The reasons any game may end for, whatever its rules: every game's own reasons include them
 * (see [`end_reasons!`](crate::end_reasons)).
 */
export type SharedReason = "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

/**
 * The result of [`detect_end_game`](super::detect_end_game).
 */
export interface EndGameCheck {
    status: GameStatus;
    outcome: GameOutcome<ShipsEndReason> | null;
}

/**
 * The stable code of an [`EngineError`]. New codes are added at the end; none is ever renamed.
 */
export type ErrorCode = "GAME_FINISHED" | "NOT_YOUR_TURN" | "ILLEGAL_ACTION" | "INVALID_INPUT" | "INVALID_CONFIG" | "INTERNAL" | "INVALID_SAVE" | "UNKNOWN_EFFECT" | "CANNOT_PAY_COST";

/**
 * The steps of a turn, in order.
 */
export type Step = "UNTAP" | "UPKEEP" | "DRAW" | "MAIN1" | "BEGIN_COMBAT" | "DECLARE_ATTACKERS" | "DECLARE_BLOCKERS" | "COMBAT_DAMAGE" | "END_COMBAT" | "MAIN2" | "END" | "CLEANUP";

/**
 * The three phases of a turn. Players act in turn order within Build and Battle; End of Turn
 * Resolution happens at once, when the last player passes in Battle.
 */
export type Phase = "BUILD" | "BATTLE" | "END_OF_TURN";

/**
 * The view of a game for one viewer: the ruleset's view of the state (hidden information
 * removed) plus what everyone may know.
 */
export interface GameView<V, R> extends GameFacts<R> {
    viewer: string | null;
    state: V;
}

/**
 * The whole duel.
 */
export interface DuelState {
    players: PlayerId[];
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
    turn: number;
    /**
     * The active player's seat.
     */
    active: number;
    step: Step;
    /**
     * Who holds priority; `null` when no one does (untap, cleanup, a declaration or choice).
     */
    priority: number | null;
    /**
     * Passes in succession since the last action.
     */
    passes: number;
    combat: Combat;
    effects: ActiveEffect[];
    delayed: DelayedTrigger[];
    /**
     * Triggered abilities waiting to go on the stack.
     */
    triggered: WaitingTrigger[];
    choice: Choice | null;
    /**
     * Numbers ids and timestamps.
     */
    nextId: number;
    /**
     * The starting player skips the draw of the game's first turn (not in a scenario).
     */
    skipFirstDraw: boolean;
    /**
     * The configured first player's seat (the RNG chooses when `null`).
     */
    firstPlayer: number | null;
    /**
     * The definitions of the cards in this game.
     */
    catalogue: CardDefinition[];
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
     * The seat that resigned, if one did.
     */
    resigned?: number;
}

/**
 * This turn's combat.
 */
export interface Combat {
    attacks: Attack[];
    attackersDeclared: boolean;
    blockersDeclared: boolean;
}

/**
 * What a batch of random games produced.
 */
export interface SimulationSummary {
    games: number;
    /**
     * Actions submitted over all games.
     */
    actions: number;
    /**
     * Wins per player id (players who never won are absent).
     */
    wins: Record<string, number>;
    draws: number;
}

/**
 * What a choice asks for.
 */
export type ChoiceAsk = { kind: "CARDS"; purpose: ChoicePurpose; min: number; max: number; only: CardFilter } | { kind: "PILE"; maxCost: number; only: CardFilter; to: GainTo };

/**
 * What a sacrifice cost takes.
 */
export type Sacrifice = { type: "THIS" } | { type: "ONE_OF"; cardType: CardType };

/**
 * What a ship can do. Effects reach health only at End of Turn Resolution.
 */
export type Power = { kind: "COMPLETION"; effectType: EffectType; value: number; target: PowerTarget } | { kind: "CONTINUOUS"; effectType: EffectType; value: number; target: PowerTarget } | { kind: "CHARGE"; effectType: EffectType; value: number; target: PowerTarget; charges: number; persistsIfSourceDestroyed: boolean } | { kind: "SOLAR"; effectType: EffectType; value: number; target: PowerTarget; energyCost: number; persistsIfSourceDestroyed: boolean } | { kind: "FIRST_STRIKE"; charges: number };

/**
 * What a spell or ability targets: `{ player }`, `{ permanent }` or `{ spell }`.
 */
export type Target = { player: PlayerId } | { permanent: CardId } | { spell: string };

/**
 * What a stack object is.
 */
export type StackKind = { type: "SPELL" } | { type: "ABILITY"; ability: number } | { type: "DELAYED"; effect: number };

/**
 * What a target may be.
 */
export type TargetKind = "ANY" | "CREATURE" | "PLAYER" | "SPELL";

/**
 * What a triggered ability listens for.
 */
export type TriggerWhen = "ENTERS" | "ANOTHER_CREATURE_ENTERS" | "YOU_GAIN_LIFE" | "YOUR_UPKEEP";

/**
 * What everyone may know about a game at any moment (`R`: the game's end reasons).
 */
export interface GameFacts<R> {
    status: GameStatus;
    outcome: GameOutcome<R> | null;
    /**
     * The player to act; `null` once the game is finished.
     */
    currentPlayer: string | null;
    turn: number;
}

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
 * Whom a power affects. `OPPONENT` is only valid in a two-player game.
 */
export type PowerTarget = "OPPONENT" | "EACH_OPPONENT" | "SELF";

/**
 * Why a game of backgammon ends: its own reasons, then the shared ones.
 */
export type BackgammonEndReason = "BORNE_OFF" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

/**
 * Why a game of chess ends: its own reasons, then the shared ones.
 */
export type ChessEndReason = "CHECKMATE" | "STALEMATE" | "INSUFFICIENT_MATERIAL" | "FIVEFOLD_REPETITION" | "SEVENTY_FIVE_MOVE_RULE" | "THREEFOLD_REPETITION" | "FIFTY_MOVE_RULE" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

/**
 * Why a game of deckbuilding ends: its own reasons, then the shared ones.
 */
export type DeckBuildingEndReason = "SUPPLY_DEPLETED" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

/**
 * Why a game of duel ends: its own reasons, then the shared ones.
 */
export type DuelEndReason = "LIFE_TOTAL" | "EMPTY_LIBRARY" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

/**
 * Why a game of go ends: its own reasons, then the shared ones.
 */
export type GoEndReason = "TERRITORY_SCORING" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

/**
 * Why a game of ships ends: its own reasons, then the shared ones.
 */
export type ShipsEndReason = "HEALTH_DEPLETED" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

/**
 * Why a game of tictactoe ends: its own reasons, then the shared ones.
 */
export type TicTacToeEndReason = "LINE_COMPLETED" | "BOARD_FULL" | "SIMULTANEOUS_LOSS" | "TURN_LIMIT" | "RESIGNATION";

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
    maxTurns: number;
    scoresComputed: boolean;
    ended: boolean;
}

export interface ActiveEffect {
    /**
     * Also when it started: replacement effects apply in this order.
     */
    id: number;
    controller: number;
    /**
     * The definition of the card that made it.
     */
    card: string;
    effect: Continuous;
}

export interface AutomaticPower {
    timing: PowerTiming;
    effectType: EffectType;
    value: number;
    target: PowerTarget;
}

export interface DeckBuildingConfig {
    /**
     * 2 to 4 players, in seating order (the first takes the first turn); `["p1", "p2"]` by
     * default.
     */
    players?: PlayerId[];
    seed?: string;
    /**
     * 10 distinct kingdom cards (`listKingdomCards()`); default village, smithy, market,
     * laboratory, festival, cellar, workshop, remodel, militia, moat.
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

export interface DeckBuildingState {
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
    trash: InstanceId[];
    /**
     * The seat whose turn it is.
     */
    active: number;
    /**
     * The round (each player's own turn number), from 1.
     */
    turn: number;
    phase: TurnPhase;
    actions: number;
    buys: number;
    coins: number;
    /**
     * A card was bought this turn (no more treasures may be played).
     */
    bought: boolean;
    choice?: CardChoice;
    /**
     * The checked end trigger; `null` when depletion is off.
     */
    endTrigger: { emptyPileThreshold: number | null; keyPiles: Card[] } | null;
    maxTurns: number;
    /**
     * Set by `ScoresComputed` in a cleanup, cleared when the next turn starts.
     */
    scoresComputed: boolean;
    ended: boolean;
}

export interface DuelConfig {
    /**
     * Exactly two players; `["p1", "p2"]` by default.
     */
    players?: PlayerId[];
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
    scenario?: Scenario;
}

export interface EndOfTurnInput {
    players: PlayerHealth[];
    ships: ShipInput[];
    triggeredEffects: TriggeredEffect[];
    /**
     * Health cap; 35 when absent.
     */
    maxHealth?: number;
}

export interface EndOfTurnResult {
    players: PlayerState[];
    status: GameStatus;
    outcome: GameOutcome<ShipsEndReason> | null;
    applied: AppliedEffect[];
    skipped: SkippedEffect[];
    tally: PlayerTally[];
}

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
     * Moves played, stones and passes: Black is to move when it is even. The game ends at
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

export interface PlayerState {
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

export interface ShipInput {
    id: string;
    ownerId: PlayerId;
    isDestroyed: boolean;
    isConsumedInUpgrade: boolean;
    automaticPowers: AutomaticPower[];
}

export interface ShipsState {
    catalogue: ShipDefinition[];
    maxHealth: number;
    maxTurns: number;
    /**
     * Every player, in seating order.
     */
    players: PlayerId[];
    /**
     * One per player, in seating order.
     */
    fleets: Fleet[];
    ships: Ship[];
    /**
     * Effects queued this turn, resolved at its end.
     */
    triggeredEffects: TriggeredEffect[];
    /**
     * The turn in progress (0 before the first starts).
     */
    turn: number;
    phase: Phase;
    /**
     * This turn's players still in the game, in the order they act (the first seat rotates).
     */
    order: PlayerId[];
    /**
     * Index into `order` of the player whose part of the phase it is.
     */
    acting: number;
    nextShip: number;
    nextEffect: number;
}

export interface SkippedEffect {
    id: string;
    source: EffectSource;
    sourceShipId: string;
    reason: SkipReason;
}

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

export type BackgammonEvent = { type: "OpeningRoll"; rolls: [number, number][]; player: PlayerId; dice: [number, number] } | { type: "DiceRolled"; player: PlayerId; dice: [number, number] } | { type: "CheckerHit"; player: PlayerId; point: number } | { type: "CheckerMoved"; player: PlayerId; from: number | "bar"; to: number; die: number } | { type: "CheckerBorneOff"; player: PlayerId; from: number; die: number } | { type: "TurnPassed"; player: PlayerId; next: PlayerId } | { type: "Resigned"; player: PlayerId } | { type: "GameEnded"; outcome: GameOutcome<BackgammonEndReason> };

export type DeckBuildingEvent = { type: "TurnStarted"; player: PlayerId; turn: number } | { type: "PhaseStarted"; player: PlayerId; phase: TurnPhase } | { type: "ShuffleDeck"; player: PlayerId; order: InstanceId[] } | { type: "DrawCard"; player: PlayerId; card: InstanceId } | { type: "PlayCard"; player: PlayerId; card: InstanceId } | { type: "RevealCard"; player: PlayerId; card: InstanceId } | { type: "CoinsAdded"; player: PlayerId; amount: number } | { type: "ActionsAdded"; player: PlayerId; amount: number } | { type: "BuysAdded"; player: PlayerId; amount: number } | { type: "BuyCard"; player: PlayerId; pile: Card; cost: number } | { type: "GainCard"; player: PlayerId; card: InstanceId; pile: Card; to: GainTo } | { type: "TrashCard"; player: PlayerId; card: InstanceId } | { type: "DiscardCard"; player: PlayerId; card: InstanceId } | { type: "ChoiceStarted"; choice: CardChoice } | { type: "ChoiceMade"; player: PlayerId } | { type: "ScoresComputed"; scores: Record<PlayerId, number> } | { type: "GameEnded"; outcome: GameOutcome<DeckBuildingEndReason> };

export type DuelEvent = { type: "FirstPlayerChosen"; player: PlayerId } | { type: "ShuffleLibrary"; player: PlayerId; order: CardId[] } | { type: "TurnStarted"; player: PlayerId; turn: number } | { type: "StepStarted"; step: Step } | { type: "DrawCard"; player: PlayerId; card: CardId; to: Zone } | { type: "DrewFromEmptyLibrary"; player: PlayerId } | { type: "PriorityPassed"; player: PlayerId } | { type: "LandPlayed"; player: PlayerId; card: CardId } | { type: "MoveCardZone"; card: CardId; from: Zone; to: Zone } | { type: "TapPermanent"; permanent: CardId } | { type: "UntapPermanent"; permanent: CardId } | { type: "AddMana"; player: PlayerId; mana: Mana; amount: number; source: string | null } | { type: "SpendMana"; player: PlayerId; mana: ManaPool } | { type: "EmptyManaPool"; player: PlayerId; mana: ManaPool } | { type: "PayLife"; player: PlayerId; amount: number } | { type: "SacrificePermanent"; player: PlayerId; permanent: CardId; to: Zone } | { type: "DiscardCard"; player: PlayerId; card: CardId; to: Zone } | { type: "SpellCast"; player: PlayerId; spell: CardId; card: string; targets: Target[] } | { type: "AbilityActivated"; player: PlayerId; id: string; source: CardId; card: string; ability: number; targets: Target[] } | { type: "AbilityTriggered"; player: PlayerId; source: CardId; card: string; kind: StackKind; delayed: number | null } | { type: "AbilityPutOnStack"; player: PlayerId; id: string; source: CardId; card: string; kind: StackKind } | { type: "SpellResolved"; spell: CardId } | { type: "SpellCountered"; spell: CardId } | { type: "AbilityResolved"; id: string } | { type: "AbilityCountered"; id: string } | { type: "DealDamage"; source: CardId; target: Target; amount: number; combat: boolean } | { type: "PreventDamage"; source: CardId; target: Target; amount: number; combat: boolean } | { type: "LoseLife"; player: PlayerId; amount: number } | { type: "GainLife"; player: PlayerId; amount: number } | { type: "AddCounter"; permanent: CardId; counter: Counter; amount: number } | { type: "RemoveCounter"; permanent: CardId; counter: Counter; amount: number } | { type: "DeclareAttacker"; player: PlayerId; attacker: CardId } | { type: "AttackersDeclared"; player: PlayerId } | { type: "DeclareBlocker"; player: PlayerId; blocker: CardId; attacker: CardId } | { type: "BlockersDeclared"; player: PlayerId } | { type: "EffectCreated"; id: number; player: PlayerId; card: string; effect: Continuous } | { type: "EffectEnded"; id: number } | { type: "DelayedTriggerCreated"; id: number; player: PlayerId; source: CardId; card: string; effect: number; at: DelayedAt } | { type: "DelayedTriggerEnded"; id: number } | { type: "DamageRemoved"; permanent: CardId } | { type: "ChoiceStarted"; player: PlayerId; count: number; reason: ChoiceReason; resume: number } | { type: "ChoiceMade"; player: PlayerId; cards: CardId[] } | { type: "PlayerLost"; player: PlayerId; reason: DuelEndReason } | { type: "GameEnded"; outcome: GameOutcome<DuelEndReason> };

export type EffectType = "DAMAGE" | "HEAL";

export type GoEvent = { type: "StonePlaced"; player: PlayerId; colour: Stone; x: number; y: number } | { type: "StonesCaptured"; player: PlayerId; points: GoPoint[] } | { type: "Passed"; player: PlayerId } | { type: "Resigned"; player: PlayerId } | { type: "CountingStarted"; dead: GoPoint[] } | { type: "DeadStonesMarked"; player: PlayerId; points: GoPoint[]; dead: boolean } | { type: "ScoreAccepted"; player: PlayerId } | { type: "PlayResumed"; player: PlayerId } | { type: "DeadStonesRemoved"; points: GoPoint[]; reason: CountingEnd } | { type: "Scored"; score: GoScore } | { type: "GameEnded"; outcome: GameOutcome<GoEndReason> };

export type Mark = "X" | "O";

export type ShipsAction = { type: "BUILD"; ship: string; target?: PlayerId } | { type: "USE_CHARGE"; shipId: string; target?: PlayerId } | { type: "USE_SOLAR"; shipId: string; target?: PlayerId } | { type: "FIRST_STRIKE"; shipId: string; targetShipId: string } | { type: "PASS" };

export type ShipsEvent = { type: "TurnStarted"; turn: number } | { type: "PhaseStarted"; phase: Phase } | { type: "EnergyGained"; player: PlayerId; amount: number } | { type: "EnergySpent"; player: PlayerId; amount: number } | { type: "ShipConsumedInUpgrade"; shipId: string; into: string } | { type: "ShipBuilt"; ship: Ship } | { type: "ShipCompleted"; shipId: string } | { type: "EffectTriggered"; effect: TriggeredEffect } | { type: "ChargeUsed"; shipId: string; remaining: number } | { type: "SolarPowerUsed"; shipId: string } | { type: "FirstStrikeUsed"; shipId: string; remaining: number } | { type: "ShipDestroyed"; shipId: string; by: string } | { type: "Passed"; player: PlayerId } | ({ type: "EffectApplied" } & AppliedEffect) | ({ type: "EffectSkipped" } & SkippedEffect) | { type: "HealthChanged"; player: PlayerId; from: number; to: number } | { type: "PlayerDefeated"; player: PlayerId } | { type: "ResolutionCompleted"; turn: number } | { type: "GameEnded"; outcome: GameOutcome<ShipsEndReason> };

export type TicTacToeEvent = { type: "MarkPlaced"; player: PlayerId; mark: Mark; cell: number } | { type: "GameEnded"; outcome: GameOutcome<TicTacToeEndReason> };


/**
 * Backgammon for two players (default `"white"` and `"black"`), without the doubling cube.
 * Dice are rolled by the game (`OpeningRoll`, `DiceRolled` events); each `MOVE` moves one
 * checker, in the mover's own numbering (points 1 to 24, home board 1 to 6, moving down):
 * `from` a point or `"bar"`, `to` a point or `"off"`. `{ type: "RESIGN" }` ends the game
 * from either player at any time. `undo()` takes back a checker move within a turn, never
 * the move that rolled the next dice.
 *
 * ```ts
 * const game = new BackgammonGame({ players: ["you", "bot"], seed: "s" });
 * const player = game.currentPlayer!;
 * game.legalActions(player); // [{ type: "MOVE", from: 24, to: 21 }, ...]
 * game.submit(player, { type: "MOVE", from: 13, to: 10 });
 * ```
 */
export class BackgammonGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<BackgammonAction>[];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not
     * play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
     * documented budget; `iterations` sets one in the game's unit instead. The same
     * options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
     * `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): BackgammonAction;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<BackgammonEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<BackgammonConfig, BackgammonState, BackgammonAction, BackgammonEndReason>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): BackgammonAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<BackgammonConfig, BackgammonAction>): BackgammonGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: BackgammonConfig | null);
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: BackgammonConfig | null | undefined, actions: ActionRecord<BackgammonAction>[]): BackgammonGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<BackgammonConfig, BackgammonAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: BackgammonAction): LogEntry<BackgammonEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
     * when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
     */
    undo(): ActionRecord<BackgammonAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<BackgammonState, BackgammonEndReason>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome<BackgammonEndReason> | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * Chess with every rule. White (default `"white"`) moves first; moves are UCI text.
 *
 * ```ts
 * const game = new ChessGame({ players: ["you", "bot"] });
 * game.submit("you", { type: "MOVE", uci: "e2e4" });
 * game.fen(); // "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
 * game.perft(3); // 8902 from the starting position
 * ```
 */
export class ChessGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<ChessAction>[];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not
     * play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
     * documented budget; `iterations` sets one in the game's unit instead. The same
     * options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
     * `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): ChessAction;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<ChessEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<ChessConfig, ChessState, ChessAction, ChessEndReason>;
    /**
     * The current position in Forsyth-Edwards Notation (the en passant square only when a
     * capture there is legal, as python-chess writes it). Works after the end.
     */
    fen(): string;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): ChessAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<ChessConfig, ChessAction>): ChessGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: ChessConfig | null);
    /**
     * The number of move sequences of length `depth` (0 to 10) from the current
     * position: only moves count (not draw claims or resignations), and a finished game
     * has none (`perft(0)` is 1). Throws `INVALID_INPUT` for a depth that is not an
     * integer from 0 to 10, or one that would list the moves of more than 10,000,000
     * positions (chess: the standard test positions to depth 5 fit, Kiwipete's depth 6
     * does not), so that no call freezes a page for minutes.
     */
    perft(depth: number): number;
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: ChessConfig | null | undefined, actions: ActionRecord<ChessAction>[]): ChessGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<ChessConfig, ChessAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: ChessAction): LogEntry<ChessEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
     * when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
     */
    undo(): ActionRecord<ChessAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<ChessState, ChessEndReason>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome<ChessEndReason> | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * The Dominion-style deck-builder, 2 to 4 players: an action phase, a buy phase
 * (`{ type: "PLAY_ALL_TREASURES" }`, then `{ type: "BUY", pile }`), a cleanup that computes
 * the scores and evaluates the supply-depletion end trigger. Choices that cards ask for
 * (`CHOOSE_CARDS`, `CHOOSE_PILE`) are made by the player who chooses: `currentPlayer`.
 *
 * ```ts
 * const game = new DeckBuildingGame({ players: ["you", "bot"], seed: "s" });
 * game.submit("you", { type: "END_PHASE" });
 * game.submit("you", { type: "PLAY_ALL_TREASURES" });
 * ```
 */
export class DeckBuildingGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<DeckBuildingAction>[];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not
     * play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
     * documented budget; `iterations` sets one in the game's unit instead. The same
     * options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
     * `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): DeckBuildingAction;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<DeckBuildingEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<DeckBuildingConfig, DeckBuildingState, DeckBuildingAction, DeckBuildingEndReason>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): DeckBuildingAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<DeckBuildingConfig, DeckBuildingAction>): DeckBuildingGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: DeckBuildingConfig | null);
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: DeckBuildingConfig | null | undefined, actions: ActionRecord<DeckBuildingAction>[]): DeckBuildingGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<DeckBuildingConfig, DeckBuildingAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: DeckBuildingAction): LogEntry<DeckBuildingEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
     * when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
     */
    undo(): ActionRecord<DeckBuildingAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<DeckBuildingView, DeckBuildingEndReason>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome<DeckBuildingEndReason> | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * The Magic-style card duel for two players: a turn of steps, priority and the stack, mana
 * abilities, combat, triggered and replacement effects, state-based actions. Pass priority
 * with `{ type: "PASS_PRIORITY" }`; `legalActions` lists exactly what the player to act may
 * do. `{ type: "RESIGN" }` is taken from either player at any time.
 *
 * ```ts
 * const game = new DuelGame({ players: ["you", "bot"], seed: "s", decks: { you: "blue-tide" } });
 * game.submit(game.currentPlayer!, { type: "PASS_PRIORITY" });
 * ```
 */
export class DuelGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<DuelAction>[];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not
     * play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
     * documented budget; `iterations` sets one in the game's unit instead. The same
     * options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
     * `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): DuelAction;
    /**
     * Whether `player` can pay the cost `cost` (cost text, as `parseCost` reads it) now, with
     * any choice of cards; `source` is the permanent that `{T}` and "this" refer to. Throws
     * `INVALID_INPUT` for cost text `parseCost` refuses, an unknown player or source.
     */
    canPayCost(player: string, cost: string, source?: string | null): CostCheck;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<DuelEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<DuelConfig, DuelState, DuelAction, DuelEndReason>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): DuelAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<DuelConfig, DuelAction>): DuelGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: DuelConfig | null);
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: DuelConfig | null | undefined, actions: ActionRecord<DuelAction>[]): DuelGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<DuelConfig, DuelAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: DuelAction): LogEntry<DuelEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
     * when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
     */
    undo(): ActionRecord<DuelAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<DuelView, DuelEndReason>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome<DuelEndReason> | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * Go on a 5×5 to 19×19 board (default 9×9, komi 7.5), counted by area. Black (default
 * `"black"`) moves first; points are 0-based, `x` from the left, `y` from the top. Suicide
 * and positional superko are illegal. Two passes in a row start a counting (by agreement,
 * the default): the engine proposes the dead stones, players toggle groups (`MARK_DEAD`),
 * accept (`ACCEPT_SCORE`) or resume play (`RESUME`); when both accept, the dead stones come
 * off and the board is counted (`TERRITORY_SCORING`). With `counting: "area"` two passes
 * count the board as it stands. `3 * size * size` moves end any game; `RESIGN` is accepted
 * from either player at any time (`RESIGNATION`).
 *
 * ```ts
 * const game = new GoGame({ players: ["you", "bot"], size: 9, komi: 6.5 });
 * game.submit("you", { type: "PLAY", x: 4, y: 4 });
 * game.submit("bot", { type: "PASS" });
 * game.legalActions("you"); // [{ type: "PLAY", x: 0, y: 0 }, ..., { type: "PASS" }]
 * game.submit("you", { type: "PASS" }); // a counting: CountingStarted { dead }
 * game.submit("bot", { type: "ACCEPT_SCORE" });
 * game.submit("you", { type: "ACCEPT_SCORE" }); // DeadStonesRemoved, Scored, GameEnded
 * ```
 */
export class GoGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<GoAction>[];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not
     * play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
     * documented budget; `iterations` sets one in the game's unit instead. The same
     * options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
     * `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): GoAction;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<GoEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<GoConfig, GoState, GoAction, GoEndReason>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): GoAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<GoConfig, GoAction>): GoGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: GoConfig | null);
    /**
     * The number of move sequences of length `depth` (0 to 10) from the current
     * position: only moves count (not draw claims or resignations), and a finished game
     * has none (`perft(0)` is 1). Throws `INVALID_INPUT` for a depth that is not an
     * integer from 0 to 10, or one that would list the moves of more than 10,000,000
     * positions (chess: the standard test positions to depth 5 fit, Kiwipete's depth 6
     * does not), so that no call freezes a page for minutes.
     */
    perft(depth: number): number;
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: GoConfig | null | undefined, actions: ActionRecord<GoAction>[]): GoGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<GoConfig, GoAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: GoAction): LogEntry<GoEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
     * when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
     */
    undo(): ActionRecord<GoAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<GoState, GoEndReason>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome<GoEndReason> | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * The ship battle, 2 to 6 players. Each turn: Build (roll energy, build ships), Battle
 * (charges, solar powers, First Strike), then End of Turn Resolution, the only place health
 * changes. Pass (`{ type: "PASS" }`) to end your part of a phase; `legalActions` lists
 * exactly what the player to act may do.
 *
 * ```ts
 * const game = new ShipsGame({ players: ["you", "bot"], seed: "my seed" });
 * game.submit("you", { type: "BUILD", ship: "fighter" });
 * const reply = game.botAction(game.currentPlayer!, { iterations: 500 });
 * ```
 */
export class ShipsGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<ShipsAction>[];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not
     * play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
     * documented budget; `iterations` sets one in the game's unit instead. The same
     * options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
     * `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): ShipsAction;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<ShipsEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<ShipsConfig, ShipsState, ShipsAction, ShipsEndReason>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): ShipsAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<ShipsConfig, ShipsAction>): ShipsGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: ShipsConfig | null);
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: ShipsConfig | null | undefined, actions: ActionRecord<ShipsAction>[]): ShipsGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<ShipsConfig, ShipsAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: ShipsAction): LogEntry<ShipsEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
     * when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
     */
    undo(): ActionRecord<ShipsAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<ShipsState, ShipsEndReason>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome<ShipsEndReason> | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * Tic-tac-toe. The first player (default `"X"`) moves first; cells are 0 to 8, row by row.
 *
 * ```ts
 * const game = new TicTacToeGame({ players: ["you", "bot"] });
 * game.submit("you", { cell: 4 });
 * game.legalActions("bot"); // [{ cell: 0 }, { cell: 1 }, ...]
 * ```
 */
export class TicTacToeGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<TicTacToeAction>[];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not
     * play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
     * documented budget; `iterations` sets one in the game's unit instead. The same
     * options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
     * `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): TicTacToeAction;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<TicTacToeEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<TicTacToeConfig, TicTacToeState, TicTacToeAction, TicTacToeEndReason>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): TicTacToeAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<TicTacToeConfig, TicTacToeAction>): TicTacToeGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: TicTacToeConfig | null);
    /**
     * The number of move sequences of length `depth` (0 to 10) from the current
     * position: only moves count (not draw claims or resignations), and a finished game
     * has none (`perft(0)` is 1). Throws `INVALID_INPUT` for a depth that is not an
     * integer from 0 to 10, or one that would list the moves of more than 10,000,000
     * positions (chess: the standard test positions to depth 5 fit, Kiwipete's depth 6
     * does not), so that no call freezes a page for minutes.
     */
    perft(depth: number): number;
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: TicTacToeConfig | null | undefined, actions: ActionRecord<TicTacToeAction>[]): TicTacToeGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<TicTacToeConfig, TicTacToeAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: TicTacToeAction): LogEntry<TicTacToeEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
     * when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
     */
    undo(): ActionRecord<TicTacToeAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<TicTacToeState, TicTacToeEndReason>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome<TicTacToeEndReason> | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * The supply-depletion end evaluation for front ends that keep their own state, in the
 * specification's order: `"already ended"`, `"scores not computed"`, depletion
 * (`emptyPileThreshold` piles at 0, or any key pile at 0: `SUPPLY_DEPLETED`), the turn
 * threshold (`turn`, the completed rounds, at least `maxTurns`: `TURN_LIMIT`), else
 * `"threshold not met"`. An absent `endTrigger` is `{ emptyPileThreshold: 3, keyPiles:
 * ["province"] }` (checked like a given one: `supply` needs at least 3 piles and a `province`),
 * `null` turns depletion off. Throws `INVALID_CONFIG` for an end trigger that is invalid for
 * `supply` (at most 256 piles).
 *
 * ```ts
 * const r = checkEndTrigger({ supply: { province: 0, duchy: 8, estate: 8 }, turn: 12,
 *   maxTurns: 40, scoresComputed: true, ended: false });
 * if (r.result === "VALID") endGame(r.reason); // "SUPPLY_DEPLETED"
 * ```
 */
export function checkEndTrigger(input: EndTriggerInput): EndTriggerResult;

/**
 * The end check alone: players at health 0 are out, all at once. One left wins
 * (`HEALTH_DEPLETED`); none left is a draw (`SIMULTANEOUS_LOSS`).
 */
export function detectEndGame(players: PlayerHealth[]): EndGameCheck;

/**
 * True when `value` is an error thrown by arbiter.
 *
 * ```ts
 * try { game.submit("O", { cell: 4 }); }
 * catch (e) { if (isArbiterError(e) && e.code === "NOT_YOUR_TURN") showHint(e.message); else throw e; }
 * ```
 */
export function isArbiterError(value: unknown): value is ArbiterError;

/**
 * The built-in card pool's definitions.
 */
export function listCards(): CardDefinition[];

/**
 * The ready decks (`blue-tide`, `red-green-aggro`).
 */
export function listDecks(): DeckDefinition[];

/**
 * Every effect a card may use, as the registry describes it (`name`, `requiredModifiers`,
 * `optionalModifiers`, `requiredChoices`, `requiredTargets`).
 */
export function listEffects(): EffectMetadata[];

/**
 * The kingdom cards a configuration may choose from, as `data/cards.json` defines them
 * (`id`, `name`, `cost`, `types`, the `+` amounts, `text`).
 */
export function listKingdomCards(): SupplyCard[];

/**
 * Every card a supply can hold: the six base cards (copper, silver, gold, estate, duchy,
 * province) then the kingdom cards, as `data/cards.json` defines them. For a front end that
 * shows names, costs and text without copying them.
 */
export function listSupplyCards(): SupplyCard[];

/**
 * Parses cost text (`"{2}{U}{U}, {T}, Pay 2 life, Sacrifice this, Discard a card"`) into a
 * structured `Cost`, without a game: mana symbols (`{2}`, `{W}` `{U}` `{B}` `{R}` `{G}`,
 * `{C}`), `{T}`, `Pay N life`, `Sacrifice this` or `Sacrifice a <card type>`, `Discard a card`
 * or `Discard N cards`, separated by commas, each kind once. Throws `INVALID_INPUT` naming the
 * part it does not know. At most 512 bytes of text; amounts up to 99, 20 symbols of a colour.
 */
export function parseCost(text: string): Cost;

/**
 * Resolves the end of a turn: triggered effects (persistent ones even if their ship is gone),
 * then continuous powers of ships still in play; all damage and healing is tallied per player and
 * applied at once, health is capped to `[0, maxHealth]` (35 by default), and only then is the end
 * checked, for every player together.
 *
 * Throws `ArbiterError` with code `INVALID_INPUT` for malformed input, naming the field.
 *
 * ```ts
 * const r = resolveEndOfTurn({ players, ships, triggeredEffects });
 * if (r.status === "FINISHED") showEndScreen(r.outcome!);
 * ```
 */
export function resolveEndOfTurn(input: EndOfTurnInput): EndOfTurnResult;

/**
 * Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`,
 * in the game's simulation configuration (its default configuration for most; Go counts by
 * area, as random players cannot agree on dead stones). The same seed plays the same games.
 */
export function simulateRandomGames(ruleset: RulesetKind, games: number, seed: string): SimulationSummary;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly __wbg_backgammongame_free: (a: number, b: number) => void;
    readonly __wbg_chessgame_free: (a: number, b: number) => void;
    readonly __wbg_deckbuildinggame_free: (a: number, b: number) => void;
    readonly __wbg_duelgame_free: (a: number, b: number) => void;
    readonly __wbg_gogame_free: (a: number, b: number) => void;
    readonly __wbg_shipsgame_free: (a: number, b: number) => void;
    readonly __wbg_tictactoegame_free: (a: number, b: number) => void;
    readonly backgammongame_actions: (a: number) => [number, number, number];
    readonly backgammongame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly backgammongame_currentPlayer: (a: number) => any;
    readonly backgammongame_events: (a: number, b: number) => [number, number, number];
    readonly backgammongame_exportState: (a: number) => [number, number, number];
    readonly backgammongame_legalActions: (a: number, b: any) => [number, number, number];
    readonly backgammongame_load: (a: any) => [number, number, number];
    readonly backgammongame_new: (a: number) => [number, number, number];
    readonly backgammongame_outcome: (a: number) => [number, number, number];
    readonly backgammongame_players: (a: number) => [number, number, number];
    readonly backgammongame_replay: (a: any, b: any) => [number, number, number];
    readonly backgammongame_save: (a: number) => [number, number, number];
    readonly backgammongame_stateHash: (a: number) => [number, number, number, number];
    readonly backgammongame_status: (a: number) => [number, number, number];
    readonly backgammongame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly backgammongame_turn: (a: number) => number;
    readonly backgammongame_undo: (a: number) => [number, number, number];
    readonly backgammongame_view: (a: number, b: number) => [number, number, number];
    readonly checkEndTrigger: (a: any) => [number, number, number];
    readonly chessgame_actions: (a: number) => [number, number, number];
    readonly chessgame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly chessgame_currentPlayer: (a: number) => any;
    readonly chessgame_events: (a: number, b: number) => [number, number, number];
    readonly chessgame_exportState: (a: number) => [number, number, number];
    readonly chessgame_fen: (a: number) => [number, number];
    readonly chessgame_legalActions: (a: number, b: any) => [number, number, number];
    readonly chessgame_load: (a: any) => [number, number, number];
    readonly chessgame_new: (a: number) => [number, number, number];
    readonly chessgame_outcome: (a: number) => [number, number, number];
    readonly chessgame_perft: (a: number, b: any) => [number, number, number];
    readonly chessgame_players: (a: number) => [number, number, number];
    readonly chessgame_replay: (a: any, b: any) => [number, number, number];
    readonly chessgame_save: (a: number) => [number, number, number];
    readonly chessgame_stateHash: (a: number) => [number, number, number, number];
    readonly chessgame_status: (a: number) => [number, number, number];
    readonly chessgame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly chessgame_turn: (a: number) => number;
    readonly chessgame_undo: (a: number) => [number, number, number];
    readonly chessgame_view: (a: number, b: number) => [number, number, number];
    readonly deckbuildinggame_actions: (a: number) => [number, number, number];
    readonly deckbuildinggame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly deckbuildinggame_currentPlayer: (a: number) => any;
    readonly deckbuildinggame_events: (a: number, b: number) => [number, number, number];
    readonly deckbuildinggame_exportState: (a: number) => [number, number, number];
    readonly deckbuildinggame_legalActions: (a: number, b: any) => [number, number, number];
    readonly deckbuildinggame_load: (a: any) => [number, number, number];
    readonly deckbuildinggame_new: (a: number) => [number, number, number];
    readonly deckbuildinggame_outcome: (a: number) => [number, number, number];
    readonly deckbuildinggame_players: (a: number) => [number, number, number];
    readonly deckbuildinggame_replay: (a: any, b: any) => [number, number, number];
    readonly deckbuildinggame_save: (a: number) => [number, number, number];
    readonly deckbuildinggame_stateHash: (a: number) => [number, number, number, number];
    readonly deckbuildinggame_status: (a: number) => [number, number, number];
    readonly deckbuildinggame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly deckbuildinggame_turn: (a: number) => number;
    readonly deckbuildinggame_undo: (a: number) => [number, number, number];
    readonly deckbuildinggame_view: (a: number, b: number) => [number, number, number];
    readonly detectEndGame: (a: any) => [number, number, number];
    readonly duelgame_actions: (a: number) => [number, number, number];
    readonly duelgame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly duelgame_canPayCost: (a: number, b: any, c: any, d: number) => [number, number, number];
    readonly duelgame_currentPlayer: (a: number) => any;
    readonly duelgame_events: (a: number, b: number) => [number, number, number];
    readonly duelgame_exportState: (a: number) => [number, number, number];
    readonly duelgame_legalActions: (a: number, b: any) => [number, number, number];
    readonly duelgame_load: (a: any) => [number, number, number];
    readonly duelgame_new: (a: number) => [number, number, number];
    readonly duelgame_outcome: (a: number) => [number, number, number];
    readonly duelgame_players: (a: number) => [number, number, number];
    readonly duelgame_replay: (a: any, b: any) => [number, number, number];
    readonly duelgame_save: (a: number) => [number, number, number];
    readonly duelgame_stateHash: (a: number) => [number, number, number, number];
    readonly duelgame_status: (a: number) => [number, number, number];
    readonly duelgame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly duelgame_turn: (a: number) => number;
    readonly duelgame_undo: (a: number) => [number, number, number];
    readonly duelgame_view: (a: number, b: number) => [number, number, number];
    readonly gogame_actions: (a: number) => [number, number, number];
    readonly gogame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly gogame_currentPlayer: (a: number) => any;
    readonly gogame_events: (a: number, b: number) => [number, number, number];
    readonly gogame_exportState: (a: number) => [number, number, number];
    readonly gogame_legalActions: (a: number, b: any) => [number, number, number];
    readonly gogame_load: (a: any) => [number, number, number];
    readonly gogame_new: (a: number) => [number, number, number];
    readonly gogame_outcome: (a: number) => [number, number, number];
    readonly gogame_perft: (a: number, b: any) => [number, number, number];
    readonly gogame_players: (a: number) => [number, number, number];
    readonly gogame_replay: (a: any, b: any) => [number, number, number];
    readonly gogame_save: (a: number) => [number, number, number];
    readonly gogame_stateHash: (a: number) => [number, number, number, number];
    readonly gogame_status: (a: number) => [number, number, number];
    readonly gogame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly gogame_turn: (a: number) => number;
    readonly gogame_undo: (a: number) => [number, number, number];
    readonly gogame_view: (a: number, b: number) => [number, number, number];
    readonly isArbiterError: (a: any) => number;
    readonly listCards: () => [number, number, number];
    readonly listDecks: () => [number, number, number];
    readonly listEffects: () => [number, number, number];
    readonly listKingdomCards: () => [number, number, number];
    readonly listSupplyCards: () => [number, number, number];
    readonly parseCost: (a: any) => [number, number, number];
    readonly resolveEndOfTurn: (a: any) => [number, number, number];
    readonly shipsgame_actions: (a: number) => [number, number, number];
    readonly shipsgame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly shipsgame_currentPlayer: (a: number) => any;
    readonly shipsgame_events: (a: number, b: number) => [number, number, number];
    readonly shipsgame_exportState: (a: number) => [number, number, number];
    readonly shipsgame_legalActions: (a: number, b: any) => [number, number, number];
    readonly shipsgame_load: (a: any) => [number, number, number];
    readonly shipsgame_new: (a: number) => [number, number, number];
    readonly shipsgame_outcome: (a: number) => [number, number, number];
    readonly shipsgame_players: (a: number) => [number, number, number];
    readonly shipsgame_replay: (a: any, b: any) => [number, number, number];
    readonly shipsgame_save: (a: number) => [number, number, number];
    readonly shipsgame_stateHash: (a: number) => [number, number, number, number];
    readonly shipsgame_status: (a: number) => [number, number, number];
    readonly shipsgame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly shipsgame_turn: (a: number) => number;
    readonly shipsgame_undo: (a: number) => [number, number, number];
    readonly shipsgame_view: (a: number, b: number) => [number, number, number];
    readonly simulateRandomGames: (a: any, b: any, c: any) => [number, number, number];
    readonly tictactoegame_actions: (a: number) => [number, number, number];
    readonly tictactoegame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly tictactoegame_currentPlayer: (a: number) => any;
    readonly tictactoegame_events: (a: number, b: number) => [number, number, number];
    readonly tictactoegame_exportState: (a: number) => [number, number, number];
    readonly tictactoegame_legalActions: (a: number, b: any) => [number, number, number];
    readonly tictactoegame_load: (a: any) => [number, number, number];
    readonly tictactoegame_new: (a: number) => [number, number, number];
    readonly tictactoegame_outcome: (a: number) => [number, number, number];
    readonly tictactoegame_perft: (a: number, b: any) => [number, number, number];
    readonly tictactoegame_players: (a: number) => [number, number, number];
    readonly tictactoegame_replay: (a: any, b: any) => [number, number, number];
    readonly tictactoegame_save: (a: number) => [number, number, number];
    readonly tictactoegame_stateHash: (a: number) => [number, number, number, number];
    readonly tictactoegame_status: (a: number) => [number, number, number];
    readonly tictactoegame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly tictactoegame_turn: (a: number) => number;
    readonly tictactoegame_undo: (a: number) => [number, number, number];
    readonly tictactoegame_view: (a: number, b: number) => [number, number, number];
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __wbindgen_start: () => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Instantiates the given `module`, which can either be bytes or
 * a precompiled `WebAssembly.Module`.
 *
 * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
 *
 * @returns {InitOutput}
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/**
 * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
 * for everything else, calls `WebAssembly.instantiate` directly.
 *
 * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
 *
 * @returns {Promise<InitOutput>}
 */
export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;
