// Heap games given by an octal code (Kayles 0.77, Dawson's Kayles 0.07, any code the
// server reads): each heap is a row of pins; a move knocks down some pins next to each
// other in one row, and the pins on either side stay as two rows (or one, or none), as
// the code allows. The player selects the pins to knock down (click one, then click
// another in the same row for a block); the server checks the move against the code.
import { h } from "./ui.js";
import { svg, parseNumbers, count, randomInt, clamp, put } from "./games-common.js";

const PIN = 36; // distance between pins
const ROW = 52; // distance between rows
const LEFT = 90;

export const CODES = [
  { code: "0.77", name: "Kayles (knock down 1 or 2 adjacent pins)" },
  { code: "0.07", name: "Dawson's Kayles (knock down 2 adjacent pins)" },
  { code: "0.137", name: "Dawson's chess (0.137)" },
  { code: "0.6", name: "0.6 (take 1 pin, not the last one alone)" },
  { code: "4.07", name: "4.07 (split a row, or take 2)" },
];

class HeapsView {
  constructor() {
    this.sel = null; // { heap, start, end } (0-based pins, inclusive)
    this.cursor = { heap: 0, pin: 0 };
    this.anchor = null; // the first pin clicked
    this.picture = h("div", { class: "games-picture", "data-testid": "games-heaps" });
    this.form = h("div", { class: "toolbar games-moveform" });
    this.element = h("div", {}, this.picture, this.form);
  }

  render(doc, position, ctx) {
    this.doc = doc;
    this.ctx = ctx;
    const heaps = doc.heaps;
    if (this.sel && (this.sel.heap >= heaps.length || this.sel.end >= heaps[this.sel.heap])) this.sel = null;
    this.cursor.heap = clamp(this.cursor.heap, 0, Math.max(heaps.length - 1, 0));
    this.cursor.pin = clamp(this.cursor.pin, 0, Math.max((heaps[this.cursor.heap] ?? 1) - 1, 0));
    const longest = Math.max(1, ...heaps);
    const pin = clamp(Math.floor(760 / longest), 8, PIN);
    const width = LEFT + longest * pin + 60;
    const height = Math.max(heaps.length, 1) * ROW + 10;
    const hint = ctx.hint ? doc.winning_move : null;
    const rows = heaps.map((size, i) => {
      const y = 10 + i * ROW + ROW / 2;
      const pins = [];
      for (let k = 0; k < size; k++) {
        const cls = ["pin"];
        if (this.sel && this.sel.heap === i && k >= this.sel.start && k <= this.sel.end) cls.push("selected");
        if (hint && hint.heap === i + 1 && k >= hint.left && k < hint.left + hint.take) cls.push("hinted");
        if (ctx.keyboard && this.cursor.heap === i && this.cursor.pin === k) cls.push("cursor");
        pins.push(svg("circle", {
          class: cls.join(" "), cx: LEFT + k * pin + pin / 2, cy: y, r: Math.max(3, pin / 2 - 3),
          "data-testid": `games-pin-${i + 1}-${k + 1}`,
          onclick: (e) => this.clickPin(i, k, e),
          ondblclick: () => this.take({ heap: i, start: k, end: k }),
        }));
      }
      return svg("g", { class: "heap" },
        svg("text", { x: 8, y: y + 5, class: "name left" }, `heap ${i + 1}`),
        svg("text", { x: LEFT - 12, y: y + 5, class: "size right" }, String(size)),
        ...pins,
        svg("text", { x: LEFT + size * pin + 10, y: y + 5, class: "counted left" }, `G=${doc.heap_values[i]}`));
    });
    const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "games-svg", role: "img", "aria-label": `Heaps: ${heaps.join(", ")}` }, ...rows);
    this.picture.replaceChildren(heaps.length ? picture : h("p", { class: "muted" }, "No pins are left."));
    this.renderForm();
  }

  clickPin(heap, pin, e) {
    if (!this.ctx.interactive) return;
    if (this.anchor && this.anchor.heap === heap && e.detail < 2) {
      const start = Math.min(this.anchor.pin, pin), end = Math.max(this.anchor.pin, pin);
      this.sel = { heap, start, end };
      this.anchor = null;
    } else {
      this.anchor = { heap, pin };
      this.sel = { heap, start: pin, end: pin };
    }
    this.cursor = { heap, pin };
    this.render(this.doc, null, this.ctx);
  }

  // Plays the selection `sel`: heap, take, left, right as the server takes them.
  take(sel = this.sel) {
    if (!sel || !this.ctx.interactive) return;
    const size = this.doc.heaps[sel.heap];
    const take = sel.end - sel.start + 1;
    this.sel = null;
    this.anchor = null;
    this.ctx.onMove({ heap: sel.heap + 1, take, left: sel.start, right: size - sel.start - take });
  }

  renderForm() {
    const disabled = !this.ctx.interactive;
    const sel = this.sel;
    const what = sel
      ? `${count(sel.end - sel.start + 1, "pin")} of heap ${sel.heap + 1} selected (pins ${sel.start + 1}–${sel.end + 1})`
      : "Click a pin, then another pin of the same row to select the pins between; double-click knocks down one pin.";
    put(this.form, 
      h("span", { class: sel ? "" : "muted", "data-testid": "games-heaps-selection" }, what),
      h("button", { class: "primary", disabled: disabled || !sel, onclick: () => this.take(), "data-testid": "games-heaps-take" }, "Knock them down"),
      sel ? h("button", { onclick: () => { this.sel = null; this.anchor = null; this.render(this.doc, null, this.ctx); } }, "Clear") : null);
  }

  // ↑/↓ row, ←/→ pin, Shift+←/→ widen the selection, Enter knocks the selection down,
  // Escape clears it.
  key(e) {
    const heaps = this.doc?.heaps ?? [];
    if (!heaps.length) return false;
    const c = this.cursor;
    if (e.key === "ArrowUp" || e.key === "ArrowDown") {
      c.heap = (c.heap + (e.key === "ArrowUp" ? heaps.length - 1 : 1)) % heaps.length;
      c.pin = clamp(c.pin, 0, heaps[c.heap] - 1);
      this.sel = { heap: c.heap, start: c.pin, end: c.pin };
    } else if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      const d = e.key === "ArrowLeft" ? -1 : 1;
      c.pin = clamp(c.pin + d, 0, heaps[c.heap] - 1);
      if (e.shiftKey && this.sel && this.sel.heap === c.heap) {
        this.sel = { heap: c.heap, start: Math.min(this.sel.start, c.pin), end: Math.max(this.sel.end, c.pin) };
      } else {
        this.sel = { heap: c.heap, start: c.pin, end: c.pin };
      }
    } else if (e.key === "Enter") {
      this.take(this.sel ?? { heap: c.heap, start: c.pin, end: c.pin });
      return true;
    } else if (e.key === "Escape") {
      this.sel = null;
    } else return false;
    this.render(this.doc, null, this.ctx);
    return true;
  }
}

export const heaps = {
  id: "heaps",
  title: "Kayles & octal games",
  command: "heaps",
  lead: "Rows of pins. A move knocks down pins standing next to each other in one row; the pins on either side stay as separate rows. The octal code says how many pins a move may take and what it may leave: in Kayles (0.77) one or two pins, anywhere; in Dawson's Kayles (0.07) exactly two. Whoever knocks down the last pin wins.",
  keys: "↑/↓ choose a row, ←/→ a pin, Shift+←/→ widen the selection, Enter knocks it down, Esc clears",
  defaultPosition: () => ({ code: "0.77", heaps: [3, 5, 8] }),
  randomPosition: (p) => ({ code: p?.code ?? "0.77", heaps: Array.from({ length: randomInt(2, 4) }, () => randomInt(1, 12)) }),
  request: (p) => ({ code: p.code, heaps: p.heaps }),
  positionFromDoc: (doc) => ({ code: doc.code, heaps: doc.heaps }),
  rows: (doc) => doc.heaps.map((size, i) => ({ label: `heap ${i + 1} (${count(size, "pin")})`, value: doc.heap_values[i] })),
  note: "A row's value G(n) depends only on its length: the mex of the values its moves leave (two rows left: the XOR of their values).",
  componentName: (played) => `heap ${played.component}`,
  moveWords: (m) => {
    const left = [m.left, m.right].filter((x) => x > 0);
    const leaves = left.length === 0 ? "nothing left of it" : left.length === 1 ? `a row of ${left[0]} left` : `rows of ${left[0]} and ${left[1]} left`;
    return `knocked down ${count(m.take, "pin")} of heap ${m.heap} (${m.take + m.left + m.right} pins), ${leaves}`;
  },
  setup(position, apply) {
    const select = h("select", { "aria-label": "Game", "data-testid": "games-setup-code" },
      CODES.map((c) => h("option", { value: c.code, selected: c.code === position.code }, `${c.code} — ${c.name}`)),
      h("option", { value: "", selected: !CODES.some((c) => c.code === position.code) }, "another code…"));
    const custom = h("input", { type: "text", size: "7", value: position.code, "aria-label": "Octal code", "data-testid": "games-setup-custom-code", hidden: CODES.some((c) => c.code === position.code) });
    select.addEventListener("change", () => {
      custom.hidden = select.value !== "";
      if (select.value) {
        custom.value = select.value;
        go();
      } else custom.focus();
    });
    const heapsInput = h("input", { type: "text", size: "20", value: position.heaps.join(" "), "aria-label": "Heap sizes", "data-testid": "games-setup-heaps" });
    const go = () => {
      const { numbers, error } = parseNumbers(heapsInput.value);
      if (error) return apply(null, error);
      apply({ code: (select.value || custom.value).trim(), heaps: numbers });
    };
    for (const input of [custom, heapsInput]) input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); go(); } });
    return [h("label", {}, "Game ", select), custom, h("label", {}, " Heaps ", heapsInput), go];
  },
  view: () => new HeapsView(),
};
