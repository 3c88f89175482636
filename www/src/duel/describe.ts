// Words for the page: card names, actions as buttons say them, events as the log tells them
// (never naming a card the player has not seen), and the end sentence.
import type { CardDefinition, DuelAction, DuelEvent, DuelView, EndReason, GameOutcome, HiddenCard, ManaPool, Target, Zone } from "arbiter-rules/duel";

export const HUMAN = "you";
export const BOT = "bot";

export const who = (player: string): string => (player === HUMAN ? "You" : "The bot");

/** The definition of a card instance, if the viewer may see it. */
export function definition(view: DuelView, id: string): CardDefinition | undefined {
  const object = view.cards[id];
  return object ? view.catalogue.find((c) => c.id === object.card) : undefined;
}

export const nameOf = (view: DuelView, id: string): string => definition(view, id)?.name ?? "a card";

/** A card with its controller (a permanent's or a spell's) or owner: "your Grizzly Bears",
 * "the bot's Wind Drake"; "a card" for one the viewer may not see. */
export function cardOf(view: DuelView, id: string): string {
  const def = definition(view, id);
  if (!def) return "a card";
  const seat = view.battlefield.find((p) => p.id === id)?.controller ?? view.stack.find((o) => o.id === id)?.controller ?? view.cards[id]?.owner;
  return `${seat !== undefined && view.players[seat] === HUMAN ? "your" : "the bot's"} ${def.name}`;
}

export function targetText(view: DuelView, t: Target): string {
  if ("player" in t) return t.player === HUMAN ? "you" : "the bot";
  if ("permanent" in t) return cardOf(view, t.permanent);
  return cardOf(view, t.spell);
}

/** An activated ability as a player says it: "Tap Forest for {G}", "Sacrifice Fanatic Goblin:
 * 1 damage to the bot's Wind Drake". */
function abilityText(view: DuelView, a: Extract<DuelAction, { type: "ACTIVATE_ABILITY" }>): string {
  const card = definition(view, a.permanent);
  const ability = card?.abilities?.[a.ability];
  const name = card?.name ?? "?";
  if (!ability || ability.type !== "ACTIVATED") return `Use ${name}`;
  const mana = ability.effects.every((e) => e.effect === "AddMana") ? ability.effects.map((e) => `{${String(e.modifiers?.mana ?? "?")}}`).join("") : null;
  if (mana && ability.cost === "{T}") return `Tap ${name} for ${mana}`;
  const cost = ability.cost.split(", ").map((part) => {
    if (part === "{T}") return `Tap ${name}`;
    if (part === "Sacrifice this") return `Sacrifice ${name}`;
    if (part.startsWith("Sacrifice") && a.payment?.sacrifice) return `Sacrifice ${cardOf(view, a.payment.sacrifice)}`;
    if (part.startsWith("Discard") && a.payment?.discard?.length) return `Discard ${a.payment.discard.map((c) => nameOf(view, c)).join(", ")}`;
    return part;
  }).join(", ");
  const aim = a.targets?.[0] ? targetText(view, a.targets[0]) : "";
  const effect = ability.effects.map((e) => {
    const amount = Number(e.modifiers?.amount ?? 1);
    if (e.effect === "DealDamage") return `${amount} damage to ${aim || "a target"}`;
    if (e.effect === "DealDamageToEach") return `${amount} damage to each opponent`;
    if (e.effect === "DrawCards") return amount === 1 ? "draw a card" : `draw ${amount} cards`;
    return (card?.text ?? "").split(": ").slice(1).join(": ");
  }).join(", ");
  return `${cost}: ${effect}`;
}

const manaText = (pool: ManaPool): string =>
  Object.entries(pool).map(([k, n]) => `{${k}}`.repeat(n)).join("") || "nothing";

export function describeAction(view: DuelView, a: DuelAction): string {
  const aimed = (targets?: Target[]) => (targets && targets.length > 0 ? ` → ${targets.map((t) => targetText(view, t)).join(", ")}` : "");
  switch (a.type) {
    case "PASS_PRIORITY": return "Pass";
    case "PLAY_LAND": return `Play ${nameOf(view, a.card)}`;
    case "CAST_SPELL": return `Cast ${nameOf(view, a.card)}${aimed(a.targets)}`;
    case "ACTIVATE_ABILITY": return abilityText(view, a);
    case "DECLARE_ATTACKERS": return a.attackers.length ? `Attack with ${a.attackers.map((c) => cardOf(view, c)).join(", ")}` : "No attack";
    case "DECLARE_BLOCKERS": return a.blocks.length ? a.blocks.map((b) => `${cardOf(view, b.blocker)} blocks ${cardOf(view, b.attacker)}`).join("; ") : "No blocks";
    case "CHOOSE_CARDS": return `Discard ${a.cards.map((c) => nameOf(view, c)).join(", ")}`;
    case "ASSIGN_COMBAT_DAMAGE": return `${cardOf(view, a.attacker)} deals ${Object.entries(a.assignment).map(([b, n]) => `${n} to ${cardOf(view, b)}`).join(", ")}`;
    case "RESIGN": return "Concede";
    case "MULLIGAN": return "Mulligan";
    case "KEEP": return a.bottom.length ? `Keep, putting ${a.bottom.map((c) => nameOf(view, c)).join(", ")} on the bottom` : "Keep this hand";
  }
}

const STEP_WORDS: Record<string, string> = {
  UNTAP: "Untap", UPKEEP: "Upkeep", DRAW: "Draw", MAIN1: "Main 1", BEGIN_COMBAT: "Combat", DECLARE_ATTACKERS: "Attackers",
  DECLARE_BLOCKERS: "Blockers", COMBAT_DAMAGE: "Damage", END_COMBAT: "End of combat", MAIN2: "Main 2", END: "End", CLEANUP: "Cleanup",
};
export const stepWord = (step: string): string => STEP_WORDS[step] ?? step;

/** One event in words, as `HUMAN` may know it. */
export function describeEvent(view: DuelView, e: DuelEvent): string {
  const n = (id: string) => cardOf(view, id);
  const bare = (id: string) => nameOf(view, id);
  // A card the player may not see ("a card"): never its name or id.
  const seen = (card: string | HiddenCard<Zone>) => (typeof card === "string" ? n(card) : "a card");
  switch (e.type) {
    case "FirstPlayerChosen": return `${who(e.player)} ${e.player === HUMAN ? "go" : "goes"} first.`;
    case "ShuffleLibrary": return `${who(e.player)} shuffled ${e.player === HUMAN ? "your" : "its"} library.`;
    case "TurnStarted": return `Turn ${e.turn}: ${e.player === HUMAN ? "your" : "the bot's"} turn.`;
    case "StepStarted": return `${stepWord(e.step)}.`;
    case "DrawCard": return e.player === HUMAN ? `You drew ${seen(e.card)}.` : "The bot drew a card.";
    case "DrewFromEmptyLibrary": return `${who(e.player)} tried to draw from an empty library.`;
    case "PriorityPassed": return `${who(e.player)} passed.`;
    case "LandPlayed": return `${who(e.player)} played ${bare(e.card)}.`;
    case "MoveCardZone": return `${seen(e.card)}: ${e.from.toLowerCase()} → ${e.to.toLowerCase()}.`;
    case "TapPermanent": return `${n(e.permanent)} tapped.`;
    case "UntapPermanent": return `${n(e.permanent)} untapped.`;
    case "AddMana": return `${who(e.player)} added ${`{${e.mana}}`.repeat(e.amount)}${e.source ? ` (${n(e.source)})` : ""}.`;
    case "SpendMana": return `${who(e.player)} spent ${manaText(e.mana)}.`;
    case "EmptyManaPool": return `${who(e.player)} lost unspent ${manaText(e.mana)}.`;
    case "PayLife": return `${who(e.player)} paid ${e.amount} life.`;
    case "SacrificePermanent": return `${who(e.player)} sacrificed ${n(e.permanent)}.`;
    case "DiscardCard": return `${who(e.player)} discarded ${n(e.card)}.`;
    case "SpellCast": return `${who(e.player)} cast ${bare(e.spell)}${e.targets.length ? ` targeting ${e.targets.map((t) => targetText(view, t)).join(", ")}` : ""}.`;
    case "AbilityActivated": return `${who(e.player)} activated ${bare(e.source)}${e.targets.length ? ` targeting ${e.targets.map((t) => targetText(view, t)).join(", ")}` : ""}.`;
    case "AbilityTriggered": return `${n(e.source)} triggered.`;
    case "AbilityPutOnStack": return `${n(e.source)}'s ability went on the stack.`;
    case "SpellResolved": return `${n(e.spell)} resolved.`;
    case "SpellCountered": return `${n(e.spell)} was countered.`;
    case "AbilityResolved": return "An ability resolved.";
    case "AbilityCountered": return "An ability lost its targets.";
    case "DealDamage": return `${n(e.source)} dealt ${e.amount} damage to ${targetText(view, e.target)}.`;
    case "PreventDamage": return `${e.amount} damage to ${targetText(view, e.target)} was prevented.`;
    case "LoseLife": return `${who(e.player)} lost ${e.amount} life.`;
    case "GainLife": return `${who(e.player)} gained ${e.amount} life.`;
    case "AddCounter": return `${n(e.permanent)} got ${e.amount} ${e.counter} counter(s).`;
    case "RemoveCounter": return `${n(e.permanent)} lost ${e.amount} ${e.counter} counter(s).`;
    case "DeclareAttacker": return `${n(e.attacker)} attacks.`;
    case "AttackersDeclared": return "Attackers declared.";
    case "DeclareBlocker": return `${n(e.blocker)} blocks ${n(e.attacker)}.`;
    case "BlockersDeclared": return "Blockers declared.";
    case "MulliganTaken": return `${who(e.player)} took a mulligan (${e.count}).`;
    case "HandKept": return `${who(e.player)} kept ${e.player === HUMAN ? "your" : "its"} hand.`;
    case "CombatDamageDivisionStarted": return `${who(e.player)} ${e.player === HUMAN ? "divide" : "divides"} combat damage among blockers.`;
    case "CombatDamageAssigned": return `${n(e.attacker)} will deal ${Object.entries(e.assignment).map(([b, k]) => `${k} to ${n(b)}`).join(", ")}.`;
    case "EffectCreated": return `${view.catalogue.find((c) => c.id === e.card)?.name ?? "An effect"} lasts until end of turn.`;
    case "EffectEnded": return "An effect ended.";
    case "DelayedTriggerCreated": return `${view.catalogue.find((c) => c.id === e.card)?.name ?? "A spell"} set up a delayed trigger.`;
    case "DelayedTriggerEnded": return "A delayed trigger is gone.";
    case "DamageRemoved": return `Damage on ${n(e.permanent)} wore off.`;
    case "ChoiceStarted": return `${who(e.player)} must discard ${e.count} card(s).`;
    case "ChoiceMade": return `${who(e.player)} chose.`;
    case "PlayerLost": return `${who(e.player)} lost (${e.reason.toLowerCase().replaceAll("_", " ")}).`;
    case "GameEnded": return "The game is over.";
  }
}

const LOSS_WORDS: Record<string, string> = {
  LIFE_TOTAL: "lost due to having 0 or less life",
  EMPTY_LIBRARY: "drew from an empty library",
  RESIGNATION: "conceded",
};

/** "The bot wins! (You lost due to having 0 or less life)", "Draw! (both players lost at the same time)". */
export function endSentence(outcome: GameOutcome<EndReason>): string {
  if (outcome.type === "DRAW") return "Draw! (both players lost at the same time)";
  const loser = outcome.results.find((r) => r.player !== outcome.winner)?.player ?? "";
  const winner = outcome.winner === HUMAN ? "You win!" : "The bot wins!";
  return `${winner} (${who(loser)} ${LOSS_WORDS[outcome.reason] ?? "lost"})`;
}
