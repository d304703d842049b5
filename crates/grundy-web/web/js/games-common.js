// Small pieces the Sprague-Grundy games' pictures share: SVG elements, reading a list of
// numbers from a text field, and words. Presentation only.

const NS = "http://www.w3.org/2000/svg";

// Builds an SVG element: svg("circle", { cx: 3 }, child...).
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// The natural numbers in `text` (separated by spaces, commas or semicolons), or null with
// an error message when something else is there.
export function parseNumbers(text) {
  const words = text.trim().split(/[\s,;]+/).filter(Boolean);
  const numbers = [];
  for (const word of words) {
    if (!/^\d+$/.test(word)) return { error: `“${word}” is not a whole number` };
    numbers.push(Number(word));
  }
  return { numbers };
}

// "1 pebble", "3 pebbles".
export function count(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// Replaces the children of `el` by `children`, leaving out null and false.
export function put(el, ...children) {
  el.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

// A random integer in [lo, hi].
export function randomInt(lo, hi) {
  return lo + Math.floor(Math.random() * (hi - lo + 1));
}

// Limits `x` to [lo, hi].
export function clamp(x, lo, hi) {
  return Math.max(lo, Math.min(hi, x));
}
