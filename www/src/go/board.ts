// The Go board as the page draws it: a wooden grid (an SVG of lines, star points and the
// coordinates) under one button per intersection holding its stone, the last move's mark, the
// count explained point by point (at the end, and while counting: each colour's territory, the
// dame, the stones marked dead faded and crossed, each group a button that toggles it; at the end
// the dead stones taken off, drawn crossed where they stood), and, on your turn, a ghost stone
// where you may play (a ringed one where a tapped stone waits for Confirm). Which points are legal and who owns what come from the engine; this file
// only draws and reports clicks.
import { svg } from "../shell/svg.js";

/** Column letters as Go players write them: A to T without I. */
export const LETTERS = "ABCDEFGHJKLMNOPQRST";

/** "D4": the column letter, then the row counted from the bottom. */
export function pointName(x: number, y: number, size: number): string {
  return `${LETTERS.charAt(x)}${size - y}`;
}

/** The star points (hoshi): the 3-3 points on small boards, the 4-4 points from 13 × 13 up, the
 * centre of an odd board, and the side stars on boards of 15 and more. */
export function starPoints(size: number): [number, number][] {
  const edge = size >= 13 ? 3 : size >= 7 ? 2 : -1;
  if (edge < 0) return size % 2 === 1 ? [[(size - 1) / 2, (size - 1) / 2]] : [];
  const far = size - 1 - edge;
  const mid = (size - 1) / 2;
  const stars: [number, number][] = [[edge, edge], [far, edge], [edge, far], [far, far]];
  if (size % 2 === 1) stars.push([mid, mid]);
  if (size % 2 === 1 && size >= 15) stars.push([mid, edge], [mid, far], [edge, mid], [far, mid]);
  return stars;
}

export interface BoardPicture {
  size: number;
  /** `size²` letters, row by row from the top: `.` empty, `B`, `W` (the state's `board`). */
  stones: string;
  /** The count's owners, as the `Scored` event gives them (`B`, `W` or `.` per point), or null. */
  territory: string | null;
  /** The last stone played, if the last move was a stone. */
  last: { x: number; y: number } | null;
  /** The colour of your stones: "black" or "white". */
  colour: string;
  /** Points (index `y * size + x`) where you may play now. */
  legal: Set<number>;
  /** Whether it is your turn (empty points that are not legal then get the "illegal" hint). */
  yourTurn: boolean;
  play(x: number, y: number): void;
  /** Why you may not play on this empty point, in words (asked on hover, once per point). */
  explain(x: number, y: number): string;
  /** In a counting: the stones marked dead (index `y * size + x`), drawn faded. */
  dead?: Set<number>;
  /** In a counting, on your turn: toggles the group of the stone clicked. */
  toggle?: ((x: number, y: number) => void) | null;
  /** At the end: the dead stones taken off (index `y * size + x` → `B` or `W`), drawn crossed. */
  removed?: Map<number, string>;
  /** Your stone waiting for Confirm (a tap on a touch screen), drawn as a ghost stone. */
  tentative?: { x: number; y: number } | null;
}

/** The grid, the star points and the coordinates on all four sides, in board units: point
 * (x, y) is at (x + 1, y + 1) of a square from -0.2 to size + 1.2 (go.css sizes the board to
 * match). */
function grid(size: number): SVGElement {
  const lines = svg("svg", { viewBox: `-0.2 -0.2 ${size + 1.4} ${size + 1.4}`, "aria-hidden": "true", class: "grid" });
  for (let i = 1; i <= size; i++) {
    const outer = i === 1 || i === size ? " edge" : "";
    lines.append(svg("line", { x1: 1, y1: i, x2: size, y2: i, class: `line${outer}` }));
    lines.append(svg("line", { x1: i, y1: 1, x2: i, y2: size, class: `line${outer}` }));
  }
  for (const [x, y] of starPoints(size)) lines.append(svg("circle", { cx: x + 1, cy: y + 1, r: 0.09, class: "star" }));
  for (let i = 0; i < size; i++) {
    const letter = LETTERS.charAt(i);
    const row = String(size - i);
    lines.append(svg("text", { x: i + 1, y: 0.28, class: "coord" }, letter));
    lines.append(svg("text", { x: i + 1, y: size + 0.72, class: "coord" }, letter));
    lines.append(svg("text", { x: 0.26, y: i + 1, class: "coord" }, row));
    lines.append(svg("text", { x: size + 0.74, y: i + 1, class: "coord" }, row));
  }
  return lines;
}

/** Draws `picture` into `board` (replacing what was there). */
export function drawBoard(board: HTMLElement, hint: HTMLElement, picture: BoardPicture): void {
  const { size, stones, territory, last, colour, legal, yourTurn } = picture;
  const dead = picture.dead ?? new Set<number>();
  const toggle = picture.toggle ?? null;
  board.style.setProperty("--n", String(size));
  board.dataset.size = String(size);
  board.dataset.colour = colour;
  const points = document.createElement("div");
  points.className = "points";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const stone = stones.charAt(i);
      const name = pointName(x, y, size);
      const pt = document.createElement("button");
      pt.type = "button";
      pt.className = "pt";
      pt.dataset.point = name;
      pt.dataset.x = String(x);
      pt.dataset.y = String(y);
      pt.dataset.stone = stone === "B" || stone === "W" ? stone : "";
      let label = name;
      if (stone === "B" || stone === "W") {
        const s = document.createElement("span");
        s.className = `stone ${stone === "B" ? "black" : "white"}`;
        if (dead.has(i)) {
          s.classList.add("dead");
          pt.dataset.dead = "true";
        }
        if (last && last.x === x && last.y === y) {
          s.classList.add("last");
          pt.classList.add("last");
          label += ", the last move";
        }
        pt.append(s);
        label += stone === "B" ? ", black stone" : ", white stone";
        if (dead.has(i)) label += ", marked dead";
      }
      const gone = picture.removed?.get(i);
      if ((gone === "B" || gone === "W") && stone !== "B" && stone !== "W") {
        // A dead stone taken off at the end: drawn where it stood, faded and crossed.
        const s = document.createElement("span");
        s.className = `stone ${gone === "B" ? "black" : "white"} removed`;
        pt.append(s);
        pt.dataset.removed = gone;
        label += gone === "B" ? ", a dead black stone taken off" : ", a dead white stone taken off";
      }
      const owner = territory?.charAt(i) ?? ".";
      if (stone !== "B" && stone !== "W" || dead.has(i)) {
        if (owner === "B" || owner === "W") {
          pt.dataset.owner = owner;
          const mark = document.createElement("span");
          mark.className = `owner ${owner === "B" ? "black" : "white"}`;
          pt.append(mark);
          label += owner === "B" ? ", Black's territory" : ", White's territory";
        } else if (territory !== null && !dead.has(i)) {
          // Counted, and neither side's: a neutral point (dame).
          pt.dataset.dame = "true";
          pt.append(Object.assign(document.createElement("span"), { className: "dame" }));
          label += ", dame (neutral: counts for neither side)";
        } else if (stone !== "B" && stone !== "W") {
          label += ", empty";
        }
      }
      if (picture.tentative?.x === x && picture.tentative.y === y) {
        pt.classList.add("tentative");
        label += ", your stone waiting for Confirm";
      }
      if (toggle && (stone === "B" || stone === "W")) {
        pt.classList.add("toggle");
        label += dead.has(i) ? ": mark its group alive" : ": mark its group dead";
        pt.addEventListener("click", () => toggle(x, y));
      } else if (legal.has(i)) {
        pt.classList.add("legal");
        label += ": play here";
        pt.addEventListener("click", () => picture.play(x, y));
      } else {
        pt.tabIndex = -1;
        pt.setAttribute("aria-disabled", "true");
        if (yourTurn && stone === ".") {
          // Empty but not offered: suicide or a repeated position (ko). Said on hover.
          pt.classList.add("illegal");
          const say = () => {
            const why = picture.explain(x, y);
            pt.title = why;
            hint.textContent = `${name}: ${why}`;
          };
          pt.addEventListener("mouseenter", say);
          pt.addEventListener("click", say); // a tap on a phone: no hover there
          pt.addEventListener("mouseleave", () => {
            hint.textContent = "";
          });
        }
      }
      pt.setAttribute("aria-label", label);
      points.append(pt);
    }
  }
  board.replaceChildren(grid(size), points);
}
