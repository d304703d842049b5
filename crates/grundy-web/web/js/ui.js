// Small shared pieces of the page: element building, the error toast, an undo history,
// and file loading and saving. No game logic lives in the page: every verdict and move
// comes from the server.

// Builds an element: h("button", { class: "primary", onclick }, "Play").
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

let toastTimer = null;
// Shows an error for a few seconds.
export function toast(message) {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (el.hidden = true), 6000);
}

// A list of states with undo: push() after each move, undo() steps back.
export class History {
  constructor(initial) { this.states = [initial]; }
  get current() { return this.states[this.states.length - 1]; }
  push(state) { this.states.push(state); }
  undo() { if (this.states.length > 1) this.states.pop(); return this.current; }
  reset(state) { this.states = [state]; }
  get canUndo() { return this.states.length > 1; }
}

// Asks for a file and resolves with its text.
export function openText(accept = "") {
  return new Promise((resolve) => {
    const input = h("input", { type: "file", accept });
    input.addEventListener("change", async () => resolve(input.files[0] ? await input.files[0].text() : null));
    input.click();
  });
}

// Offers `text` as a download named `name`.
export function saveText(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const a = h("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// The colours of the palette, read from the stylesheet (for canvas drawing).
export function palette() {
  const css = getComputedStyle(document.documentElement);
  const get = (name) => css.getPropertyValue(name).trim();
  return { win: get("--win"), lose: get("--lose"), blocked: get("--blocked"), free: get("--free"), token: get("--token"), accent: get("--accent"), line: get("--line"), ink: get("--ink") };
}

// A count with its thousands grouped: 1,234,567.
export const fmt = (n) => Number(n).toLocaleString("en-US");

// Sizes `canvas` to `width` x `height` CSS pixels at the screen's pixel density (only
// when that changes, since resizing clears it) and returns its 2-D context, scaled so
// that drawing is in CSS pixels.
export function fitCanvas(canvas, width, height) {
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  const ctx = canvas.getContext("2d");
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}
