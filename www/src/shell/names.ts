// How the pages of two-player games name the players: "You" and "The bot" in a game you play,
// and in a game loaded from a file that you read (no seat is yours: `you` is ""), the players'
// own names, as the file gave them ("Morphy, Paul"; the default ids "white" and "black" as "White"
// and "Black").

/** `player` as the page names them to you. */
export function playerName(player: string, you: string): string {
  if (player === you) return "You";
  if (you !== "") return "The bot";
  // The default ids are the colours' names; any other is a name, as the file wrote it.
  return player === "white" || player === "black" ? player.charAt(0).toUpperCase() + player.slice(1) : player;
}

/** The end in a sentence from your side: "You win.", "The bot wins.", "A draw.", or, reading a
 * file, "Morphy, Paul wins.". */
export function verdict(outcome: { type: "WIN"; winner: string } | { type: "DRAW" }, you: string): string {
  if (outcome.type === "DRAW") return "A draw.";
  const winner = playerName(outcome.winner, you);
  return winner === "You" ? "You win." : `${winner} wins.`;
}

/** A player's line beside the board: "You · White", "Bot · Black", and in a game read from a
 * file its name with its colour ("Morphy, Paul · White"; "White" alone when the name is the
 * colour's). */
export function lineName(player: string, you: string, colour: string): string {
  if (you !== "") return `${player === you ? "You" : "Bot"} · ${colour}`;
  const name = playerName(player, you);
  return name.toLowerCase() === colour.toLowerCase() ? colour : `${name} · ${colour}`;
}
