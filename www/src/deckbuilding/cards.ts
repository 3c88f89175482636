// The cards the page shows, from the engine (`listSupplyCards()`, `listKingdomCards()`): names,
// costs, types and text only; nothing here decides a rule.
import { listKingdomCards, listSupplyCards } from "arbiter-rules/deckbuilding";
import type { Card, SupplyCard } from "arbiter-rules/deckbuilding";

let table: Map<Card, SupplyCard> | null = null;

/** Every card's definition (the engine must be initialised). */
function cards(): Map<Card, SupplyCard> {
  table ??= new Map(listSupplyCards().map((c) => [c.id, c]));
  return table;
}

export const kingdomCards = (): SupplyCard[] => listKingdomCards();

export function cardDef(card: Card): SupplyCard {
  const blank = { id: card, name: card, cost: 0, types: [], cards: 0, actions: 0, buys: 0, coins: 0, victoryPoints: 0, text: "" };
  return cards().get(card) ?? blank;
}

export const cardName = (card: Card): string => cardDef(card).name;

/** "Coppers", "Duchies", "Witches", "Gardens". */
export function plural(card: Card): string {
  const name = cardName(card);
  if (name.endsWith("s")) return name;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(ch|sh|x)$/i.test(name)) return `${name}es`;
  return `${name}s`;
}

/** "3 Coppers, a Silver and 2 Estates" (in the order first seen); one card is just its name. */
export function countedList(list: Card[]): string {
  const [only] = list;
  if (list.length === 1 && only) return cardName(only);
  const counts = new Map<Card, number>();
  for (const c of list) counts.set(c, (counts.get(c) ?? 0) + 1);
  const parts = [...counts].map(([c, n]) => (n === 1 ? `${article(cardName(c))} ${cardName(c)}` : `${n} ${plural(c)}`));
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

const article = (name: string): string => (/^[aeiou]/i.test(name) ? "an" : "a");

/** The colour class of a card: attack, reaction, action, treasure or victory. */
export function kindOf(def: SupplyCard): string {
  for (const t of ["ATTACK", "REACTION", "ACTION", "TREASURE", "VICTORY", "CURSE"] as const) if (def.types.includes(t)) return t.toLowerCase();
  return "other";
}

/** "Action – Attack". */
export const typeLine = (def: SupplyCard): string =>
  def.types.map((t) => t.charAt(0) + t.slice(1).toLowerCase()).join(" – ");

/** The tooltip: name, cost, types and text. */
export const tooltip = (def: SupplyCard): string => `${def.name} (cost ${def.cost}, ${typeLine(def)}): ${def.text}`;
