// A TypeScript consumer of the generated types, compiled with `tsc --noEmit --strict`.
// Every `@ts-expect-error` line must fail to compile: the types are exact, not `any`.
import init, {
  TicTacToeGame, ShipsGame, resolveEndOfTurn, detectEndGame, isArbiterError, parseCost,
  type Cost, type Sacrifice,
  type ShipsAction, type ShipsConfig, type ShipsEvent, type ShipsState, type GameSave, type BotOptions, type GameView,
  type ErrorCode, type GameOutcome, type GameStatus, type EndReason, type OutcomeType, type TicTacToeEndReason,
  type ShipsEndReason, type DuelEndReason, type DeckBuildingEndReason,
  type EndOfTurnInput, type EndOfTurnResult, type AppliedEffect, type TicTacToeEvent, type LogEntry,
  DuelGame, listCards, listDecks, listEffects,
  type DuelAction, type DuelConfig, type DuelView, type Scenario, type Target, type CostCheck,
  type DeckDefinition, type CardDefinition, type EffectMetadata, type DeckChoice,
  type DuelEvent, type EffectKind, type TargetKind, type HiddenCards, type Block, type Payment, type Step, type Zone, type ManaPool,
  DeckBuildingGame, checkEndTrigger, listKingdomCards,
  type DeckBuildingAction, type DeckBuildingConfig, type DeckBuildingEvent, type DeckBuildingState, type DeckBuildingView,
  type EndTrigger, type EndTriggerInput, type EndTriggerResult, type EndTriggerReason, type EndTriggerIgnored,
  type KingdomCard, type SupplyCard, type SupplyCardType, type Card, type InstanceId, type HiddenZones, type TurnPhase, type ChoiceAsk,
  ChessGame, type ChessAction, type ChessConfig, type ChessEvent, type ChessState, type ChessPiece, type ChessEnd, type PgnTags,
  BackgammonGame, type BackgammonAction, type BackgammonConfig, type BackgammonEvent, type BackgammonState,
  GoGame, type GoAction, type GoConfig, type GoEvent, type GoState, type GoScore, type GoTally, type GoPoint, type Stone,
  type GoCounting, type CountingRule, type CountingEnd, type Level,
} from "arbiter-rules";

export async function consumer(): Promise<string> {
  await init();
  const game = new TicTacToeGame({ players: ["me", "bot"], seed: "x" });
  new TicTacToeGame();
  new TicTacToeGame(null);
  // @ts-expect-error: exactly two players
  new TicTacToeGame({ players: ["me"] });
  // @ts-expect-error: unknown config field
  new TicTacToeGame({ seeed: "x" });

  const events: LogEntry<TicTacToeEvent>[] = game.submit("me", { cell: 4 });
  // @ts-expect-error: a cell is a number
  game.submit("me", { cell: "4" });
  // @ts-expect-error: the action needs a cell
  game.submit("me", {});
  const sequences: number = game.perft(3);
  void sequences;
  // @ts-expect-error: a depth is a number
  game.perft("3");
  for (const { event } of events) {
    if (event.type === "MarkPlaced") {
      const mark: "X" | "O" = event.mark;
      void mark;
    }
  }

  const status: GameStatus = game.status;
  // @ts-expect-error: a closed union
  const bad: GameStatus = "DONE";
  void bad;

  const outcome: GameOutcome<TicTacToeEndReason> | null = game.outcome;
  const current: string | null = game.currentPlayer;
  void current;
  if (outcome !== null) {
    // Each game's outcome narrows to its own reasons, and fits the union of every game's.
    const own: TicTacToeEndReason = outcome.reason;
    const reason: EndReason = own;
    const any: GameOutcome<EndReason> = outcome;
    // @ts-expect-error: not a tic-tac-toe reason
    const chess: TicTacToeEndReason = "CHECKMATE";
    void any; void chess;
    if (outcome.reason === "LINE_COMPLETED") void outcome;
    // @ts-expect-error: tic-tac-toe never ends by resignation: its union holds only its own reasons
    if (outcome.reason === "RESIGNATION") void outcome;
    // `GameOutcome` without a type argument is any game's.
    const plain: GameOutcome = outcome;
    void plain;
    if (outcome.type === "WIN") {
      const winner: string = outcome.winner;
      void winner;
    } else {
      // @ts-expect-error: a draw has no winner
      void outcome.winner;
    }
    for (const r of outcome.results) {
      const kind: OutcomeType = r.outcome;
      const rank: number = r.rank;
      const metrics: Record<string, number> | undefined = r.metrics;
      void kind; void rank; void metrics; void reason;
    }
  }

  const input: EndOfTurnInput = {
    players: [{ id: "a", health: 3 }, { id: "b", health: 3 }],
    ships: [{ id: "s", ownerId: "a", isDestroyed: false, isConsumedInUpgrade: false,
      automaticPowers: [{ timing: "CONTINUOUS", effectType: "HEAL", value: 1, target: "SELF" }] }],
    triggeredEffects: [],
  };
  const result: EndOfTurnResult = resolveEndOfTurn(input);
  const first: AppliedEffect | undefined = result.applied[0];
  if (first?.source === "CONTINUOUS") {
    const target: string = first.targetPlayerId;
    void target;
  }
  // @ts-expect-error: the result has no events (a game's log has them)
  void result.events;
  resolveEndOfTurn({
    ...input,
    // @ts-expect-error: DAMAGE or HEAL only
    triggeredEffects: [{ id: "e", sourceShipId: "s", sourcePlayerId: "a", targetPlayerId: "b", effectType: "POISON",
      value: 1, persistsIfSourceDestroyed: true, description: "", triggeredAt: "BATTLE:1" }],
  });
  resolveEndOfTurn({
    ...input,
    triggeredEffects: [{ id: "e", sourceShipId: "s", sourcePlayerId: "a", targetPlayerId: "b", effectType: "DAMAGE",
      value: 1, persistsIfSourceDestroyed: true, description: "",
      // @ts-expect-error: triggeredAt is a string, as the specification types it
      triggeredAt: 3 }],
  });
  // A result's players are the next turn's input as they are (isActive included).
  const next: EndOfTurnResult = resolveEndOfTurn({ ...input, players: result.players });
  void next;
  const check = detectEndGame(result.players);

  // Costs as data: the colours are keys of `mana`, a sacrifice is null or a tagged object.
  const cost: Cost = parseCost("{1}{U}, Sacrifice a creature");
  const blue: number = cost.mana.U + cost.mana.generic;
  const sacrifice: Sacrifice | null = cost.sacrifice;
  if (sacrifice !== null && sacrifice.type === "ONE_OF") void sacrifice.cardType;
  // @ts-expect-error: there is no "blue" key, colours are W U B R G and C
  void cost.mana.blue;
  void blue;

  try {
    game.submit("bot", { cell: 0 });
  } catch (e: unknown) {
    if (isArbiterError(e)) {
      const code: ErrorCode = e.code;
      switch (code) {
        case "GAME_FINISHED": case "NOT_YOUR_TURN": case "ILLEGAL_ACTION":
        case "INVALID_INPUT": case "INVALID_CONFIG": case "INTERNAL": case "INVALID_SAVE":
        case "UNKNOWN_EFFECT": case "CANNOT_PAY_COST": case "NOT_INITIALIZED":
          break;
        default: {
          const never: never = code; // every code is handled: the union is closed
          void never;
        }
      }
    }
  }
  const hash: string = game.stateHash();
  game.free();
  return `${status} ${check.status} ${hash} ${ships()}`;
}

function ships(): string {
  const game = new ShipsGame({ players: ["you", "bot"], maxTurns: 10, seed: "ts" });
  new ShipsGame();
  // @ts-expect-error: players are ids
  new ShipsGame({ players: [1, 2] });
  // @ts-expect-error: unknown config field
  new ShipsGame({ players: ["a", "b"], maxHeath: 3 });

  const legal: ShipsAction[] = game.legalActions("you");
  const build = legal.find((a): a is Extract<ShipsAction, { type: "BUILD" }> => a.type === "BUILD");
  if (build !== undefined) {
    const ship: string = build.ship;
    void ship;
  }
  game.submit("you", { type: "PASS" });
  game.submit("bot", { type: "BUILD", ship: "scout" });
  // @ts-expect-error: an action needs its fields
  game.submit("bot", { type: "USE_CHARGE" });
  // @ts-expect-error: not an action type
  game.submit("bot", { type: "SURRENDER" });

  const options: BotOptions = { iterations: 50, seed: "x" };
  const reply: ShipsAction = game.botAction("bot", options);
  game.botAction("bot");
  const level: Level = "hard";
  game.botAction("bot", { level, seed: "x" });
  // @ts-expect-error: iterations is a number
  game.botAction("bot", { iterations: "many" });
  // @ts-expect-error: levels are easy, normal and hard, in lowercase
  game.botAction("bot", { level: "Hard" });
  void reply;

  const events: ShipsEvent[] = game.events().map((e) => e.event);
  for (const event of events) {
    switch (event.type) {
      case "HealthChanged": {
        const delta: number = event.to - event.from;
        void delta;
        break;
      }
      case "EnergyGained": {
        const amount: number = event.amount;
        void amount;
        break;
      }
      case "EffectApplied": {
        const target: string = event.targetPlayerId;
        void target;
        break;
      }
      default:
        break;
    }
  }

  const view: GameView<ShipsState, ShipsEndReason> = game.view("you");
  const health: number | undefined = view.state.fleets[0]?.health;
  void health;
  const saved: GameSave<ShipsConfig, ShipsAction> = game.save();
  const loaded: ShipsGame = ShipsGame.load(JSON.parse(JSON.stringify(saved)) as typeof saved);
  const undone = loaded.undo();
  const who: string = undone.player;
  void who;
  loaded.free();
  game.free();
  return saved.stateHash;
}

// The duel: a scenario, narrowing actions and events by `type`, the cost check, the catalogues.
export function duel(): string {
  const scenario: Scenario = {
    activePlayer: "you",
    step: "MAIN1",
    players: {
      you: { hand: [{ id: "s1", card: "spark" }], battlefield: [{ id: "m1", card: "mountain", tapped: false }] },
      bot: { life: 2, library: [{ id: "x1", card: "island" }] },
    },
  };
  const config: DuelConfig = { players: ["you", "bot"], scenario };
  new DuelGame().free();
  const game = new DuelGame(config);
  // @ts-expect-error: casting names the card
  const wrong: DuelAction = { type: "CAST_SPELL", targets: [] };
  void wrong;
  // @ts-expect-error: no such step
  const late: Scenario = { ...scenario, step: "MAIN3" };
  void late;
  const tap: DuelAction = { type: "ACTIVATE_ABILITY", permanent: "m1", ability: 0 };
  game.submit("you", tap);
  const check: CostCheck = game.canPayCost("you", "{R}", null);
  if (!check.canPay) {
    const reasons: string[] = check.reasons;
    void reasons;
  }
  for (const action of game.legalActions("you")) {
    if (action.type === "CAST_SPELL") {
      const targets: Target[] | undefined = action.targets;
      void targets;
    }
  }
  const events = game.submit("you", { type: "CAST_SPELL", card: "s1", targets: [{ player: "bot" }] });
  for (const { event } of events) {
    if (event.type === "SpendMana") {
      const blue: number = event.mana.U;
      void blue;
    }
  }
  const cost: Cost = parseCost("{1}{R}, {T}");
  const decks: DeckDefinition[] = listDecks();
  const cards: CardDefinition[] = listCards();
  const effects: EffectMetadata[] = listEffects();
  const first: DeckChoice = decks[0]?.id ?? cards.length.toString();
  void cost; void effects; void first;
  const view: GameView<DuelView, DuelEndReason> = game.view("you");
  const hidden: number | undefined = view.state.hidden[1]?.hand;
  void hidden;
  const hash = game.stateHash();
  game.free();
  return hash;
}

/** What a front end shows for a duel action: every variant narrowed by `type`, none forgotten. */
export function describeDuelAction(action: DuelAction): string {
  switch (action.type) {
    case "PASS_PRIORITY": return "pass";
    case "PLAY_LAND": return `play ${action.card}`;
    case "CAST_SPELL": return `cast ${action.card} at ${(action.targets ?? []).map(describeTarget).join(", ")}`;
    case "ACTIVATE_ABILITY": {
      const payment: Payment | undefined = action.payment;
      return `activate ${action.permanent}#${action.ability}${payment?.sacrifice ? `, sacrificing ${payment.sacrifice}` : ""}`;
    }
    case "DECLARE_ATTACKERS": return `attack with ${action.attackers.join(", ")}`;
    case "DECLARE_BLOCKERS": return action.blocks.map((b: Block) => `${b.blocker} blocks ${b.attacker}`).join(", ");
    case "CHOOSE_CARDS": return `discard ${action.cards.join(", ")}`;
    case "MULLIGAN": return "mulligan";
    case "KEEP": return `keep, ${action.bottom.join(", ")} to the bottom`;
    case "RESIGN": return "resign";
    case "ASSIGN_COMBAT_DAMAGE": {
      const split: Record<string, number> = action.assignment;
      return `${action.attacker} deals ${Object.entries(split).map(([blocker, n]) => `${n} to ${blocker}`).join(", ")}`;
    }
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** A target is exactly one of three shapes: `in` tells them apart. */
export function describeTarget(target: Target): string {
  if ("player" in target) return `player ${target.player}`;
  if ("permanent" in target) return `permanent ${target.permanent}`;
  return `spell ${target.spell}`;
}

/** Events narrowed by `type`, as a log panel reads them. */
export function describeDuelEvent(event: DuelEvent): string {
  switch (event.type) {
    case "MoveCardZone": {
      const to: Zone = event.to;
      // A card the viewer may not see is a hidden card: its zone, never its id.
      const card = typeof event.card === "string" ? event.card : `a card (${event.card.hidden ? "hidden" : ""} in ${event.card.zone})`;
      return `${event.owner}'s ${card}: ${event.from} → ${to}${event.newId === undefined ? "" : ` as ${event.newId}`}`;
    }
    case "DealDamage": return `${event.source} deals ${event.amount} to ${describeTarget(event.target)}${event.combat ? " (combat)" : ""}`;
    case "AddMana": return `${event.player} adds ${event.amount} ${event.mana} from ${event.source ?? "an effect"}`;
    case "SpendMana": {
      const spent: ManaPool = event.mana;
      return `${event.player} spends ${Object.values(spent).reduce((a, b) => a + b, 0)}`;
    }
    case "StepStarted": {
      const step: Step = event.step;
      return step;
    }
    case "PlayerLost": return `${event.player} lost: ${event.reason}`;
    case "GameEnded": return event.outcome.type === "WIN" ? `${event.outcome.winner} wins` : "a draw";
    default: return event.type;
  }
}

export function duelConfigs(): DuelConfig[] {
  // A deck is a ready deck's id or a list of card ids.
  const decks: Record<string, DeckChoice> = { you: "blue-tide", bot: ["island", "island", "spark"] };
  const puzzle: Scenario = {
    activePlayer: "bot",
    step: "DECLARE_ATTACKERS",
    turn: 3,
    players: {
      you: { life: 3, hand: [{ id: "f1", card: "fog" }] },
      bot: { battlefield: [{ id: "o1", card: "hill-ogre", summoningSick: false }, { id: "m1", card: "mountain", tapped: true }] },
    },
  };
  // @ts-expect-error: a scenario card names its definition
  const nameless: Scenario = { activePlayer: "you", step: "MAIN1", players: { you: { hand: [{ id: "x" }] } } };
  void nameless;
  // @ts-expect-error: startingLife is a number
  const wordy: DuelConfig = { players: ["you", "bot"], startingLife: "20" };
  void wordy;
  return [
    { players: ["you", "bot"], seed: "s", startingLife: 30, firstPlayer: "bot", decks },
    { players: ["you", "bot"], scenario: puzzle, cards: listCards().filter((c) => c.id === "spark") },
  ];
}

export function costAndCatalogues(game: DuelGame): string[] {
  const lines: string[] = [];
  const check = game.canPayCost("you", "{T}, Sacrifice this", "c1");
  if (check.canPay) {
    const yes: true = check.canPay;
    // @ts-expect-error: a payable cost has no reasons
    lines.push(check.reasons.join(", "), String(yes));
  } else {
    lines.push(...check.reasons);
  }
  game.canPayCost("you", "{0}");
  // @ts-expect-error: the cost is text, as parseCost reads it
  game.canPayCost("you", parseCost("{0}"));
  for (const effect of listEffects()) {
    const kind: EffectKind = effect.kind;
    const targets: TargetKind[] = effect.requiredTargets;
    lines.push(`${effect.name} (${kind}): ${effect.requiredModifiers.join(", ")} ${targets.join(", ")}`);
  }
  for (const deck of listDecks()) {
    const size = Object.values(deck.cards).reduce((a, b) => a + b, 0);
    lines.push(`${deck.name}: ${size}`);
  }
  for (const card of listCards()) {
    for (const ability of card.abilities ?? []) {
      if (ability.type === "ACTIVATED") lines.push(`${card.id}: ${ability.cost}`);
      else if (ability.type === "TRIGGERED") lines.push(`${card.id}: ${ability.when}`);
    }
  }
  const counts: HiddenCards[] = game.view(null).state.hidden;
  lines.push(...counts.map((c) => `${c.hand} in hand, ${c.library} in library`));
  return lines;
}

// The deck-builder: a kingdom typed as kingdom cards, actions and events narrowed by `type`, the
// pure end check's verdict narrowed by `result`.
export function deckBuilding(): string {
  const config: DeckBuildingConfig = {
    players: ["you", "bot"], seed: "ts", maxTurns: 20,
    kingdom: ["village", "smithy", "market", "laboratory", "festival", "cellar", "workshop", "remodel", "militia", "moat"],
    endTrigger: { emptyPileThreshold: 2, keyPiles: ["province"] },
  };
  // @ts-expect-error: gold is a base card, not a kingdom card
  const golden: DeckBuildingConfig = { players: ["you", "bot"], kingdom: ["village", "gold"] };
  // @ts-expect-error: no such card
  const colony: KingdomCard = "colony";
  // @ts-expect-error: the threshold is a number
  const wordy: EndTrigger = { emptyPileThreshold: "2" };
  // @ts-expect-error: unknown config field
  const typo: DeckBuildingConfig = { players: ["you", "bot"], maxTurn: 3 };
  void golden; void colony; void wordy; void typo;
  // `null` turns depletion off; absent is the default.
  const off: DeckBuildingConfig = { players: ["you", "bot"], endTrigger: null };
  void off;
  new DeckBuildingGame();

  const game = new DeckBuildingGame(config);
  const legal: DeckBuildingAction[] = game.legalActions("you");
  const first = legal[0] ?? { type: "END_PHASE" };
  const entries = game.submit("you", first);
  const lines = entries.map((e) => describeDeckBuildingEvent(e.event));
  game.submit("bot", { type: "BUY", pile: "province" });
  game.submit("bot", { type: "CHOOSE_CARDS", cards: [1, 2] });
  // @ts-expect-error: a card is an instance id, a number
  game.submit("you", { type: "PLAY", card: "c1" });
  // @ts-expect-error: a pile is a card
  game.submit("you", { type: "BUY", pile: "colony" });
  // @ts-expect-error: not an action type
  game.submit("you", { type: "PASS" });
  const reply: DeckBuildingAction = game.botAction("bot", { iterations: 20 });
  lines.push(describeDeckBuildingAction(reply));

  const view: GameView<DeckBuildingView, DeckBuildingEndReason> = game.view("you");
  const hidden: HiddenZones | undefined = view.state.hidden[1];
  const deckSize: number = (hidden?.deck ?? 0) + (hidden?.discard ?? 0) + (hidden?.hand ?? 0);
  const points: number[] = view.state.victoryPoints;
  const s: DeckBuildingState = game.exportState().state;
  const phase: TurnPhase = s.phase;
  const piles: Record<string, number> = Object.fromEntries(s.supply.map((p) => [p.card, p.count]));
  const hand: InstanceId[] = s.seats[0]?.hand ?? [];
  const pile: Card | undefined = hand.length > 0 ? s.cards[hand[0] ?? 0]?.card : undefined;
  const ask: ChoiceAsk | undefined = s.choice?.ask;
  if (ask?.kind === "PILE") lines.push(`gain up to ${ask.maxCost}`);
  else if (ask?.kind === "CARDS") lines.push(`${ask.purpose} ${ask.min} to ${ask.max}`);
  lines.push(`${deckSize} ${points.join(" ")} ${phase} ${pile ?? "-"}`);

  // The pure end check, from a front end's own counts: the supply is a plain object of counts.
  const input: EndTriggerInput = {
    supply: piles, endTrigger: s.endTrigger === null ? null : { emptyPileThreshold: 2 },
    turn: s.turn - 1, maxTurns: s.maxTurns, scoresComputed: s.scoresComputed, ended: s.ended,
  };
  const defaulted: EndTriggerInput = { supply: { province: 0, duchy: 8, estate: 8 }, turn: 12, maxTurns: 40, scoresComputed: true, ended: false };
  // @ts-expect-error: counts are numbers
  const counted: EndTriggerInput = { ...defaulted, supply: { province: "0" } };
  // @ts-expect-error: scoresComputed is required
  const partial: EndTriggerInput = { supply: {}, turn: 1, maxTurns: 2, ended: false };
  void counted; void partial;
  for (const r of [checkEndTrigger(input), checkEndTrigger(defaulted)]) lines.push(describeEndTrigger(r));

  const kingdom: KingdomCard[] = listKingdomCards().map((c: SupplyCard) => c.id).filter(isKingdomCard);
  const kinds: SupplyCardType[] = listKingdomCards().flatMap((c) => c.types);
  lines.push(`${kingdom.length} kingdom cards, ${new Set(kinds).size} types`);
  const hash = game.stateHash();
  game.free();
  return `${hash} ${lines.join(", ")}`;
}

const BASE_CARDS: readonly Card[] = ["copper", "silver", "gold", "estate", "duchy", "province", "curse"];
export function isKingdomCard(card: Card): card is KingdomCard {
  return !BASE_CARDS.includes(card);
}

/** The end check's verdict: a reason to end, or why it is ignored, each a closed union. */
export function describeEndTrigger(r: EndTriggerResult): string {
  if (r.result === "VALID") {
    const reason: EndTriggerReason = r.reason;
    // @ts-expect-error: a valid verdict's reason is SUPPLY_DEPLETED or TURN_LIMIT
    const ignored: EndTriggerIgnored = r.reason;
    void ignored;
    return reason === "SUPPLY_DEPLETED" ? "the supply ran out" : "the last round is over";
  }
  const reason: EndTriggerIgnored = r.reason;
  switch (reason) {
    case "already ended": case "scores not computed": case "threshold not met": return reason;
    default: {
      const never: never = reason;
      return never;
    }
  }
}

/** What a front end shows for a deck-building action: every variant narrowed by `type`, none forgotten. */
export function describeDeckBuildingAction(action: DeckBuildingAction): string {
  switch (action.type) {
    case "PLAY": {
      const card: InstanceId = action.card;
      return `play #${card}`;
    }
    case "PLAY_ALL_TREASURES": return "play all treasures";
    case "BUY": {
      const pile: Card = action.pile;
      return `buy ${pile}`;
    }
    case "END_PHASE": return "end the phase";
    case "CHOOSE_CARDS": return `choose ${action.cards.map((c) => `#${c}`).join(", ") || "nothing"}`;
    case "CHOOSE_PILE": return `gain ${action.pile}`;
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** Events narrowed by `type`, as a log panel reads them: every variant, none forgotten. */
export function describeDeckBuildingEvent(event: DeckBuildingEvent): string {
  switch (event.type) {
    case "TurnStarted": return `${event.player}'s turn ${event.turn}`;
    case "PhaseStarted": return `${event.player}: ${event.phase}`;
    case "ShuffleDeck": return `${event.player} shuffles${event.order === undefined ? "" : ` into ${event.order.join(", ")}`}`;
    case "DrawCard": return `${event.player} draws ${typeof event.card === "number" ? `#${event.card}` : "a card"}`;
    case "PlayCard": return `${event.player} plays #${event.card}`;
    case "RevealCard": return `${event.player} reveals #${event.card}`;
    case "CoinsAdded": case "ActionsAdded": case "BuysAdded": return `${event.player} +${event.amount}`;
    case "BuyCard": return `${event.player} buys ${event.pile} for ${event.cost}`;
    case "GainCard": return `${event.player} gains ${event.pile} (#${event.card}) to ${event.to}`;
    case "TrashCard": return `${event.player} trashes #${event.card}`;
    case "DiscardCard": return `${event.player} discards ${typeof event.card === "number" ? `#${event.card}` : `a card face down (${event.card.zone})`}`;
    case "ChoiceStarted": return `${event.choice.player} chooses for ${event.choice.card}`;
    case "ChoiceMade": return `${event.player} chose`;
    case "ScoresComputed": {
      const scores: Record<string, number> = event.scores;
      return Object.entries(scores).map(([player, vp]) => `${player} ${vp}`).join(", ");
    }
    case "GameEnded": return event.outcome.type === "WIN" ? `${event.outcome.winner} wins (${event.outcome.reason})` : `a draw (${event.outcome.reason})`;
    default: {
      const never: never = event;
      return never;
    }
  }
}

// Chess: moves as UCI text, events narrowed by `type`, the outcome's reason and metrics, perft.
export function chess(): string {
  const config: ChessConfig = { players: ["you", "bot"], fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" };
  // @ts-expect-error: two players, white first
  const three: ChessConfig = { players: ["a", "b", "c"] };
  const seeded: ChessConfig = { seed: "s" };
  void three; void seeded;
  new ChessGame();
  new ChessGame(null);
  const game = new ChessGame(config);
  const moves: ChessAction[] = game.legalActions("you");
  const lines = game.submit("you", { type: "MOVE", uci: "e2e4" }).map((e) => describeChessEvent(e.event));
  game.submit("bot", { type: "RESIGN" });
  // Each game's results carry its own metrics.
  const material: number | undefined = game.outcome?.results[0]?.metrics?.material;
  // @ts-expect-error: victory points are deck-building's, not chess's
  void game.outcome?.results[0]?.metrics?.victoryPoints;
  void material;
  // @ts-expect-error: a move is UCI text
  game.submit("you", { type: "MOVE", from: "e2", to: "e4" });
  // @ts-expect-error: not an action type
  game.submit("you", { type: "PASS" });
  lines.push(`${moves.length} moves; ${describeChessAction({ type: "CLAIM_DRAW" })}`);
  lines.push(describeChessAction({ type: "CLAIM_DRAW", uci: "g8f6" }));
  // @ts-expect-error: a claim's move is UCI text
  game.submit("you", { type: "CLAIM_DRAW", uci: 7 });
  const tags: PgnTags = { event: "Club", date: "2026.11.27" };
  const pgn: string = game.pgn(tags) + game.pgn() + game.pgn(null);
  // @ts-expect-error: White and Black are the players, not tags
  game.pgn({ white: "me" });
  const read: ChessGame = ChessGame.fromPgn(pgn);
  lines.push(read.fen());
  const fen: string = game.fen();
  const nodes: number = game.perft(4);
  const state: ChessState = game.exportState().state;
  const end: ChessEnd | undefined = state.end;
  if (end?.type === "DRAW_CLAIMED") {
    const reason: EndReason = end.reason;
    lines.push(reason);
  }
  const outcome = game.outcome;
  if (outcome?.type === "WIN") {
    const material: number | undefined = outcome.results[0]?.metrics?.material;
    lines.push(`${outcome.winner} by ${outcome.reason}, material ${material ?? 0}`);
  }
  lines.push(`${fen} ${nodes} ${state.plies} ${state.repetitions.length}`);
  game.free();
  return lines.join(", ");
}

export function describeChessAction(action: ChessAction): string {
  switch (action.type) {
    case "MOVE": return action.uci;
    case "CLAIM_DRAW": return action.uci === undefined ? "claim a draw" : `${action.uci}, claiming a draw`;
    case "RESIGN": return "resign";
    case "RECORD_RESULT": return `recorded: ${action.winner ?? "a draw"} by ${action.reason}`;
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** Chess events narrowed by `type`, as a move list reads them: every variant, none forgotten. */
export function describeChessEvent(event: ChessEvent): string {
  switch (event.type) {
    case "MoveMade": {
      const taken: ChessPiece | undefined = event.captured;
      return `${event.san} (${event.piece} ${event.from}-${event.to}${taken ? ` takes a ${taken}` : ""}) -> ${event.fen}`;
    }
    case "DrawClaimed": return `${event.player} claims a draw by ${event.reason}`;
    case "Resigned": return `${event.player} resigns`;
    case "ResultRecorded": return `recorded: ${event.winner ?? "a draw"} by ${event.reason}`;
    case "GameEnded": return event.outcome.type === "WIN" ? `${event.outcome.winner} wins` : "a draw";
    default: {
      const never: never = event;
      return never;
    }
  }
}

// Backgammon: a move's ends as numbers or words, narrowed by type; every event; the points.
export function backgammon(): string {
  const config: BackgammonConfig = { players: ["you", "bot"], seed: "s" };
  // @ts-expect-error: two players
  const three: BackgammonConfig = { players: ["a", "b", "c"] };
  // @ts-expect-error: a position is an object with the board inside
  const positioned: BackgammonConfig = { board: [] };
  const cubed: BackgammonConfig = { cube: true, jacoby: false, dice: [[3, 1]] };
  const fromPosition: BackgammonConfig = { position: { board: Array(24).fill(0), bar: [0, 0], off: [0, 0], mover: 0, dice: [6, 5], cube: { value: 2, owner: 1 } } };
  // @ts-expect-error: resign for 1, 2 or 3 points
  const four: BackgammonAction = { type: "RESIGN", points: 4 };
  void cubed; void fromPosition; void four;
  // @ts-expect-error: a seed is text
  const numbered: BackgammonConfig = { seed: 5 };
  void three; void positioned; void numbered;
  new BackgammonGame();
  new BackgammonGame(null);
  const game = new BackgammonGame(config);
  const player: string = game.currentPlayer ?? "you";
  const moves: BackgammonAction[] = game.legalActions(player);
  const lines = moves.map(describeBackgammonAction);
  const first = moves[0];
  if (first) lines.push(...game.submit(player, first).map((e) => describeBackgammonEvent(e.event)));
  game.submit(player, { type: "MOVE", from: "bar", to: 20 });
  game.submit(player, { type: "MOVE", from: 3, to: "off" });
  // @ts-expect-error: "off" is where a checker goes, not where it comes from
  game.submit(player, { type: "MOVE", from: "off", to: 3 });
  // @ts-expect-error: "bar" is where a checker comes from, not where it goes
  game.submit(player, { type: "MOVE", from: 6, to: "bar" });
  // @ts-expect-error: the die is the distance, not part of the move
  game.submit(player, { type: "MOVE", from: 6, to: 1, die: 5 });
  // @ts-expect-error: a point is a number
  game.submit(player, { type: "MOVE", from: "6", to: 1 });
  // @ts-expect-error: not an action type (the game passes the turn itself)
  game.submit(player, { type: "PASS" });
  game.submit("bot", { type: "RESIGN", points: 2 });
  game.submit("you", { type: "DECLINE_RESIGNATION" });
  const text: string = game.matchText();
  const imported: BackgammonGame = BackgammonGame.fromMatchText(text);
  void imported;
  const state: BackgammonState = game.exportState().state;
  const cube: { value: number; owner?: number } | undefined = state.cube;
  void cube;
  const board: number[] = state.board;
  const [whiteBar, blackBar]: [number, number] = state.bar;
  const roll: [number, number] | undefined = state.roll;
  const mover: number | undefined = state.mover;
  const dice: number[] = state.dice;
  lines.push(`${board.length} points, bar ${whiteBar}/${blackBar}, off ${state.off.join("/")}, roll ${roll?.join("-") ?? "none"}, ` +
    `mover ${mover ?? "none"}, dice ${dice.join(" ")}, turn ${state.turn}`);
  const outcome = game.outcome;
  if (outcome?.type === "WIN") {
    const winner = outcome.results.find((r) => r.player === outcome.winner);
    const points: number | undefined = winner?.metrics?.points;
    const kind = points === 3 ? "backgammon" : points === 2 ? "gammon" : "single game";
    lines.push(`${outcome.winner} wins by ${outcome.reason}: ${kind} (${points ?? 0})`);
  }
  const save = game.save();
  const loaded = BackgammonGame.load(save);
  const hint: BackgammonAction = loaded.status === "ACTIVE" ? loaded.botAction(loaded.currentPlayer ?? "", { iterations: 50 }) : { type: "RESIGN" };
  lines.push(describeBackgammonAction(hint));
  loaded.free();
  game.free();
  return lines.join(", ");
}

export function describeBackgammonAction(action: BackgammonAction): string {
  switch (action.type) {
    case "MOVE": {
      const from: number | "bar" = action.from;
      const to: number | "off" = action.to;
      const distance = typeof from === "number" && typeof to === "number" ? ` (${from - to} pips)` : "";
      return `${from}/${to}${distance}`;
    }
    case "RESIGN": return action.points === undefined ? "resign" : `resign for ${action.points}`;
    case "ACCEPT_RESIGNATION": return "accept the resignation";
    case "DECLINE_RESIGNATION": return "decline the resignation";
    case "ROLL": return "roll";
    case "DOUBLE": return "double";
    case "TAKE": return "take";
    case "DROP": return "drop";
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** Backgammon events narrowed by `type`, as a move list reads them: every variant, none forgotten. */
export function describeBackgammonEvent(event: BackgammonEvent): string {
  switch (event.type) {
    case "OpeningRoll": {
      const ties: number = event.rolls.length - 1;
      return `${event.player} starts after ${ties} tie(s)`;
    }
    case "DiceRolled": return `${event.player} rolls ${event.dice[0]}-${event.dice[1]}`;
    case "CheckerHit": return `${event.player}'s blot on ${event.point} is hit`;
    case "CheckerMoved": {
      const from: number | "bar" = event.from;
      const to: number = event.to;
      return `${event.player} ${from}/${to} with a ${event.die}`;
    }
    case "CheckerBorneOff": return `${event.player} ${event.from}/off with a ${event.die}`;
    case "TurnPassed": return `${event.player} passes to ${event.next}`;
    case "ResignationOffered": return `${event.player} offers to resign for ${event.points}`;
    case "ResignationAccepted": return `${event.player} accepts the resignation`;
    case "ResignationDeclined": return `${event.player} declines the resignation`;
    case "DoubleOffered": return `${event.player} doubles to ${event.value}`;
    case "DoubleTaken": return `${event.player} takes at ${event.value}`;
    case "DoubleDropped": return `${event.player} drops`;
    case "GameEnded": return event.outcome.type === "WIN" ? `${event.outcome.winner} wins` : "a draw";
    default: {
      const never: never = event;
      return never;
    }
  }
}

// Go: points as x and y, actions narrowed by type, every event, the count and the margin.
export function go(): string {
  const config: GoConfig = { players: ["you", "bot"], size: 9, komi: 6.5, seed: "s" };
  const rule: CountingRule = "area";
  const byArea: GoConfig = { counting: rule };
  // @ts-expect-error: counting is "agreement" or "area"
  const japanese: GoConfig = { counting: "territory" };
  void byArea; void japanese;
  // @ts-expect-error: two players, Black first
  const three: GoConfig = { players: ["a", "b", "c"] };
  // @ts-expect-error: a size is a number
  const named: GoConfig = { size: "9x9" };
  const handicap: GoConfig = { handicap: 2, komi: 0.5 };
  const puzzle: GoConfig = { size: 5, setup: { black: [{ x: 1, y: 1 }], white: [{ x: 2, y: 2 }], toMove: "WHITE" } };
  // @ts-expect-error: a handicap is a number of stones
  const named2: GoConfig = { handicap: "two" };
  // @ts-expect-error: setup points are x and y
  const bad: GoConfig = { setup: { black: ["A1"], white: [] } };
  void three; void named; void handicap; void puzzle; void named2; void bad;
  const record: string = new GoGame(handicap).sgf();
  const imported: GoGame = GoGame.fromSgf(record);
  const first: Stone | undefined = imported.exportState().state.first;
  void first;
  new GoGame();
  new GoGame(null);
  const game = new GoGame(config);
  const legal: GoAction[] = game.legalActions("you");
  const points: GoPoint[] = legal.flatMap((a) => (a.type === "PLAY" ? [{ x: a.x, y: a.y }] : []));
  const lines = game.submit("you", { type: "PLAY", x: 4, y: 4 }).map((e) => describeGoEvent(e.event));
  game.submit("bot", { type: "PASS" });
  // @ts-expect-error: a point is two numbers, not a name
  game.submit("you", { type: "PLAY", point: "E5" });
  // @ts-expect-error: a coordinate is a number
  game.submit("you", { type: "PLAY", x: "4", y: 4 });
  // @ts-expect-error: a pass takes nothing
  game.submit("you", { type: "PASS", x: 1 });
  // @ts-expect-error: not an action type
  game.submit("you", { type: "MOVE", uci: "e2e4" });
  lines.push(`${points.length} points; ${legal.map(describeGoAction).slice(-1).join("")}`);
  const nodes: number = game.perft(2);
  const state: GoState = game.exportState().state;
  const board: string = state.board;
  const [blackCaptures, whiteCaptures]: [number, number] = state.captures;
  const last: GoPoint | null = state.lastMove;
  const resigned: Stone | null = state.resigned;
  const score: GoScore | null = state.score;
  lines.push(`${state.size}x${state.size}, komi ${state.komiHalfPoints / 2}, ${board.length} points, moves ${state.moves}, ` +
    `passes ${state.passes}, captures ${blackCaptures}/${whiteCaptures}, last ${last ? `${last.x},${last.y}` : "pass"}, ` +
    `resigned ${resigned ?? "no"}, ${score ? describeGoScore(score) : "not counted"}, perft(2) ${nodes}, history ${state.history.length}`);
  game.submit("you", { type: "PASS" });
  // Two passes: a counting, by agreement (the default).
  const counting: GoCounting | null = game.exportState().state.counting;
  if (counting) {
    const dead: GoPoint[] = counting.dead;
    const [black, white]: [boolean, boolean] = counting.accepted;
    const toAct: Stone = counting.toAct;
    lines.push(`counting: ${dead.length} dead proposed, accepted ${black}/${white}, ${toAct} first, ${counting.toggles} toggles`);
    for (const player of ["bot", "you"]) {
      for (const e of game.submit(player, { type: "ACCEPT_SCORE" })) lines.push(describeGoEvent(e.event));
    }
  }
  // @ts-expect-error: a toggle names its point
  game.submit("you", { type: "MARK_DEAD" });
  const outcome = game.outcome;
  if (outcome?.type === "WIN") {
    const winner = outcome.results.find((r) => r.player === outcome.winner);
    const margin: number | undefined = winner?.metrics?.marginHalfPoints;
    const area: number | undefined = winner?.metrics?.area;
    lines.push(`${outcome.winner} by ${outcome.reason}: ${(margin ?? 0) / 2} points, area ${area ?? 0}`);
  } else if (outcome?.type === "DRAW") {
    lines.push(`a draw by ${outcome.reason}`);
  }
  const loaded = GoGame.load(game.save());
  const hint: GoAction = loaded.status === "ACTIVE" ? loaded.botAction(loaded.currentPlayer ?? "", { iterations: 50 }) : { type: "RESIGN" };
  lines.push(describeGoAction(hint));
  loaded.free();
  game.free();
  return lines.join(", ");
}

export function describeGoAction(action: GoAction): string {
  switch (action.type) {
    case "PLAY": return `${action.x},${action.y}`;
    case "PASS": return "pass";
    case "RESIGN": return "resign";
    case "MARK_DEAD": return `toggle ${action.x},${action.y}`;
    case "ACCEPT_SCORE": return "accept";
    case "RESUME": return "resume";
    case "RECORD_RESULT": return `recorded: ${action.winner ?? "a draw"} by ${action.reason}`;
    default: {
      const never: never = action;
      return never;
    }
  }
}

function describeGoScore(score: GoScore): string {
  const tally = (t: GoTally): string => `${t.area} (${t.stones} + ${t.territory})`;
  return `Black ${tally(score.black)}, White ${tally(score.white)} + ${score.komiHalfPoints / 2}; ${score.territory}`;
}

/** Go events narrowed by `type`, as a move list reads them: every variant, none forgotten. */
export function describeGoEvent(event: GoEvent): string {
  switch (event.type) {
    case "StonePlaced": {
      const colour: Stone = event.colour;
      return `${event.player} (${colour}) plays ${event.x},${event.y}`;
    }
    case "StonesCaptured": {
      const taken: GoPoint[] = event.points;
      return `${event.player} captures ${taken.map((p) => `${p.x},${p.y}`).join(" ")}`;
    }
    case "Passed": return `${event.player} passes`;
    case "Resigned": return `${event.player} resigns`;
    case "CountingStarted": return `counting: ${event.dead.length} stones proposed dead`;
    case "DeadStonesMarked": return `${event.player} marks ${event.points.length} ${event.dead ? "dead" : "alive"}`;
    case "ScoreAccepted": return `${event.player} accepts`;
    case "PlayResumed": return `${event.player} resumes`;
    case "DeadStonesRemoved": {
      const reason: CountingEnd = event.reason;
      return `${event.points.length} dead stones off (${reason})`;
    }
    case "Scored": return describeGoScore(event.score);
    case "ResultRecorded": return `recorded: ${event.result.winner ?? "a draw"} by ${event.result.reason}`;
    case "GameEnded": return event.outcome.type === "WIN" ? `${event.outcome.winner} wins` : "a draw";
    default: {
      const never: never = event;
      return never;
    }
  }
}
