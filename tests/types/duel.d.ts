import type { CardDefinition, Cost, CostCheck, DeckDefinition, DuelAction, DuelConfig, DuelDecision, DuelEndReason, DuelEvent, DuelState, DuelView, EffectMetadata } from "./types.js";
import { GameClass } from "./game.js";
/**
 * Parses cost text (`"{2}{U}{U}, {T}, Pay 2 life, Sacrifice this, Discard a card"`) into a
 * structured `Cost`, without a game. Throws `INVALID_INPUT` naming the part it does not know.
 * At most 512 bytes of text; amounts up to 99, 20 symbols of a colour.
 */
export declare function parseCost(text: string): Cost;
/**
 * The effect registry: every effect's kind, modifiers, choices and targets.
 *
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function listEffects(): EffectMetadata[];
/**
 * The cards of the pool.
 *
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function listCards(): CardDefinition[];
/**
 * The ready decks.
 *
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function listDecks(): DeckDefinition[];
/** The types a Duel game is built on. */
export interface DuelTypes {
    config: DuelConfig;
    action: DuelAction;
    event: DuelEvent;
    state: DuelState;
    view: DuelView;
    reason: DuelEndReason;
}
/**
 * A Magic-style card duel for two: priority and the stack, state-based actions, triggers and
 * replacement effects. `{ type: "RESIGN" }` is taken from either player at any time.
 *
 * `legalActions` lists wide choices by rule, and `submit` accepts any valid one, listed or not:
 * attackers (`DECLARE_ATTACKERS`): no attack first, then each creature alone, then all of them;
 * blockers (`DECLARE_BLOCKERS`): no blocks first, then each single block, then one block by
 * every creature that can; discards (`CHOOSE_CARDS`): the cheapest cards first, then each other
 * card with the cheapest of the rest (every card is in one answer); a division of combat damage
 * (`ASSIGN_COMBAT_DAMAGE`, with `combatDamage: "ask"`): the default division first, then all of
 * it to each blocker. `decision(player)` describes the choice itself.
 *
 * ```ts
 * const game = new DuelGame({ players: ["you", "bot"] });
 * game.submit(game.currentPlayer!, { type: "PASS_PRIORITY" });
 * ```
 */
export declare class DuelGame extends GameClass<DuelTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "duel";
    /**
     * Whether `player` can pay the cost text `cost` now (for the permanent `source`, if given):
     * `{ canPay: true }` or `{ canPay: false, reasons }`. Throws `INVALID_INPUT` for cost text
     * `parseCost` refuses, an unknown player or source.
     */
    canPayCost(player: string, cost: string, source?: string | null): CostCheck;
    /**
     * The decision `player` has to make now, described: `{ type: "DECLARE_ATTACKERS", candidates }`,
     * `{ type: "DECLARE_BLOCKERS", options: { blocker, attackers }[] }`, `{ type: "DISCARD", cards,
     * count, reason }`, `{ type: "ASSIGN_COMBAT_DAMAGE", attacker, blockers, power, default }` or
     * `{ type: "PRIORITY", step, stack }`; `null` when `player` has nothing to decide (the other
     * player decides, or the game is over). Only the player who decides is answered, so it never
     * shows the other hand. Throws `INVALID_INPUT` for a player not in the game.
     */
    decision(player: string): DuelDecision | null;
}
