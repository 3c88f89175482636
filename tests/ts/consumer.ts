// A TypeScript consumer of the generated types, compiled with `tsc --noEmit --strict`.
// Every `@ts-expect-error` line must fail to compile: the types are exact, not `any`.
import init, {
  TicTacToeGame, ShipsGame, resolveEndOfTurn, detectEndGame, isArbiterError, parseCost,
  type Cost, type Sacrifice,
  type ShipsAction, type ShipsConfig, type ShipsEvent, type ShipsState, type GameSave, type BotOptions, type GameView,
  type ErrorCode, type GameOutcome, type GameStatus, type EndReason, type OutcomeType,
  type EndOfTurnInput, type EndOfTurnResult, type AppliedEffect, type TicTacToeEvent, type LogEntry,
  DuelGame, listCards, listDecks, listEffects,
  type DuelAction, type DuelConfig, type DuelView, type Scenario, type Target, type CostCheck,
  type DeckDefinition, type CardDefinition, type EffectMetadata, type DeckChoice,
  type DuelEvent, type EffectKind, type TargetKind, type HiddenCards, type Block, type Payment, type Step, type Zone, type ManaPool,
} from "arbiter";

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

  const outcome: GameOutcome | null = game.outcome;
  const current: string | null = game.currentPlayer;
  void current;
  if (outcome !== null) {
    const reason: EndReason = outcome.reason;
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
        case "UNKNOWN_EFFECT": case "CANNOT_PAY_COST":
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
  // @ts-expect-error: the configuration is required
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
  // @ts-expect-error: iterations is a number
  game.botAction("bot", { iterations: "many" });
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

  const view: GameView<ShipsState> = game.view("you");
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
  const view: GameView<DuelView> = game.view("you");
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
    case "CONCEDE": return "concede";
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
      return `${event.card}: ${event.from} → ${to}`;
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
