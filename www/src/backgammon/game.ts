// Backgammon: what the list of games and the how-to-play panel show; the page itself loads with
// `load()`.
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";

/** The picture's checkers on the 24 points from the top left, positive white, negative black:
 * the starting position. */
const POINTS = [-5, 0, 0, 0, 3, 0, 5, 0, 0, 0, 0, -2, 2, 0, 0, 0, 0, -5, 0, -3, 0, 0, 0, 5];

export const game: GameModule = {
  meta: {
    name: "backgammon",
    title: "Backgammon",
    blurb: "Race your fifteen checkers home and bear them off first: hitting, the bar, gammons and backgammons, the doubling cube, against the bot.",
    howToPlay: {
      goal: "Move all fifteen of your checkers around the board into your home board (your points 1 to 6), then bear them off; the first to bear off all fifteen wins.",
      turn: "An opening roll decides who starts. Each turn the game rolls two dice; you move one checker the number on each die (a double plays four times), always toward your home, onto a point not held by two or more of the bot's checkers. Landing on a single enemy checker hits it onto the bar, from where it must enter again before anything else moves. You must use both dice if you can (if only one of them can be used, the larger when either could); a die that cannot be used is lost, and with no move at all the turn passes.",
      end: "Bearing off all your checkers wins one point; two (a gammon) if the bot has borne off none, three (a backgammon) if it also still has a checker on the bar or in your home board; each times the doubling cube. With the cube (a setup choice, on by default), before rolling you may double the stakes: the bot takes (the cube is then its own, and only it may double next) or drops and loses what was at stake; the bot may double you the same way. Under the Jacoby rule, gammons count only once the cube has been turned. Resigning is an offer, as in GNU Backgammon: you give up a single game, a gammon or a backgammon (times the cube), and the bot accepts it, ending the game, or declines it, and play goes on.",
      controls: "Click one of your highlighted checkers, then one of the marked points (or the tray on the right, to bear off), or drag it there; a point reached by both dice together is marked too, and the page plays the two moves in turn (24/13 with 6-5; Take back takes the whole move back). On a phone, the large buttons under the board offer the same moves. Each checker move can be taken back until the last one of your turn, which shows the position and asks you to confirm (Take back cancels it). When only one move is possible, the page plays it for you and says which; a switch beside the buttons turns that off. With the cube, Roll and Double buttons come before your roll (a click on the dice area, or R, rolls), and Take and Drop when the bot doubles. Copy or download the game as a GNU Backgammon match file from the move list (or at the end), and load one on the setup screen (a money game, or a game of a match) to read it, its players named as the file names them, and play on from any of its positions against the bot, as either side.",
    },
    drawPicture(root) {
      root.setAttribute("viewBox", "0 0 130 100");
      root.append(svg("rect", { x: 0, y: 0, width: 130, height: 100, rx: 3, fill: "#6b4528" }));
      root.append(svg("rect", { x: 4, y: 4, width: 122, height: 92, fill: "#2e6a4c" }));
      root.append(svg("rect", { x: 61, y: 4, width: 8, height: 92, fill: "#6b4528" }));
      POINTS.forEach((count, i) => {
        const top = i < 12;
        const col = top ? i : 23 - i;
        const x = 5 + col * 10 + (col >= 6 ? 8 : 0);
        const tip = top ? 44 : 56;
        const base = top ? 4 : 96;
        root.append(svg("polygon", { points: `${x},${base} ${x + 10},${base} ${x + 5},${tip}`, fill: i % 2 ? "#eadcbc" : "#a8322b" }));
        for (let k = 0; k < Math.min(Math.abs(count), 5); k++) {
          const cy = top ? 9 + k * 9 : 91 - k * 9;
          root.append(svg("circle", {
            cx: x + 5, cy, r: 4.3, fill: count > 0 ? "#f4efe3" : "#222", stroke: count > 0 ? "#8d7f64" : "#000", "stroke-width": 0.8,
          }));
        }
      });
    },
  },
  load: async () => (await import("./page.js")).page,
};
