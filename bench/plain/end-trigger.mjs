// The supply-depletion end evaluation in plain JavaScript, as a front-end developer would write
// it from deck-building-end-trigger.md: the same order and the same validation as
// `checkEndTrigger`. A baseline for `npm run bench`, not part of the package.

const DEFAULT = { emptyPileThreshold: 3, keyPiles: ["province"] };

export function checkEndTrigger({ supply, endTrigger, turn, maxTurns, scoresComputed, ended }) {
  const trigger = endTrigger === undefined ? DEFAULT : endTrigger;
  const piles = Object.keys(supply);
  if (trigger !== null) {
    const { emptyPileThreshold: t, keyPiles: keys = [] } = trigger;
    if (t !== undefined && (t < 1 || t > piles.length)) throw new Error(`endTrigger.emptyPileThreshold is ${t}`);
    keys.forEach((k, i) => {
      if (!k || keys.indexOf(k) !== i || !(k in supply)) throw new Error(`endTrigger.keyPiles[${i}] ${k}`);
    });
    if (t === undefined && keys.length === 0) throw new Error("endTrigger can never fire");
  }
  if (ended) return { result: "IGNORE", reason: "already ended" };
  if (!scoresComputed) return { result: "IGNORE", reason: "scores not computed" };
  if (trigger !== null) {
    const { emptyPileThreshold: t, keyPiles: keys = [] } = trigger;
    let empty = 0;
    for (const p of piles) if (supply[p] === 0) empty++;
    if ((t !== undefined && empty >= t) || keys.some((k) => supply[k] === 0)) {
      return { result: "VALID", reason: "SUPPLY_DEPLETED" };
    }
  }
  if (turn >= maxTurns) return { result: "VALID", reason: "TURN_LIMIT" };
  return { result: "IGNORE", reason: "threshold not met" };
}
