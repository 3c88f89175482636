// SVG elements for the boards and the pictures in the list of games (no package import, so the
// list of games stays small).
const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with attributes and, optionally, text. */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number> = {}, text = ""): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, String(v));
  if (text) node.textContent = text;
  return node;
}
