// How the pages of two-player games name the players: "You" and "The bot" in a game you play,
// and in a game loaded from a file that you read (no seat is yours: `you` is ""), the players'
// own names, as the file gave them ("Morphy, Paul"; a default id such as "white" as "White").

/** `player` as the page names them to you. */
export function playerName(player: string, you: string): string {
  if (player === you) return "You";
  if (you !== "") return "The bot";
  return player.charAt(0).toUpperCase() + player.slice(1);
}

/** The end in a sentence from your side: "You win.", "The bot wins.", "A draw.", or, reading a
 * file, "Morphy, Paul wins.". */
export function verdict(outcome: { type: "WIN"; winner: string } | { type: "DRAW" }, you: string): string {
  if (outcome.type === "DRAW") return "A draw.";
  const winner = playerName(outcome.winner, you);
  return winner === "You" ? "You win." : `${winner} wins.`;
}
