// Games on rows of piles: Nim, staircase Nim (a non-decreasing row of pebbles) and equal
// splitting. Each pile is a stack of stones; the player clicks a stone to take it and
// every stone above it (Nim, staircase Nim), or clicks a pile and picks into how
// many piles to split it. The server checks every move and says what the position
// becomes; the picture only draws the document and turns clicks and keys into a move.
import { h } from "./ui.js";
import { svg, parseNumbers, count, randomInt, clamp, put } from "./games-common.js";

const COL = 72; // width of a pile's column
const TOP = 14;
const MAX_DRAWN = 60; // at most this many stones drawn per pile

// The picture of piles, with a cursor for the keyboard. `mode` is "take" (Nim, staircase)
// or "split" (equal splits).
class PilesView {
  constructor({ mode, noun }) {
    this.mode = mode;
    this.noun = noun; // "stone" or "pebble"
    this.cursor = { pile: 0, amount: 1 };
    this.hover = null; // { pile, amount } under the pointer
    this.picture = h("div", { class: "games-picture", "data-testid": "games-piles" });
    this.form = h("div", { class: "toolbar games-moveform" });
    this.element = h("div", {}, this.picture, this.form);
  }

  // Draws `doc` (the server's document). `ctx`: { interactive, hint, onMove }.
  render(doc, position, ctx) {
    this.doc = doc;
    this.ctx = ctx;
    const piles = doc.piles;
    this.cursor.pile = clamp(this.cursor.pile, 0, Math.max(piles.length - 1, 0));
    this.cursor.amount = clamp(this.cursor.amount, this.mode === "split" ? 2 : 1, Math.max(piles[this.cursor.pile] ?? 1, 1));
    const largest = Math.max(1, ...piles.map((p) => Math.min(p, MAX_DRAWN)));
    const step = clamp(Math.floor(320 / largest), 6, 30);
    const height = TOP + largest * step + 58;
    const width = Math.max(piles.length * COL + 20, 200);
    const hint = ctx.hint ? doc.winning_move : null;
    const counted = new Map((doc.components ?? []).map((c) => [c.pile - 1, c.value]));
    const values = doc.pile_values ?? null;
    const cols = piles.map((size, i) => {
      const x = 10 + i * COL;
      const drawn = Math.min(size, MAX_DRAWN);
      const base = TOP + largest * step;
      const active = ctx.keyboard ? this.cursor : null;
      const taking = this.mode === "take" && active && active.pile === i ? active.amount : 0;
      const hintTake = hint && hint.pile === i + 1 && this.mode === "take" ? hint.take : 0;
      const splitting = this.mode === "split" && active && active.pile === i;
      const stones = [];
      for (let k = 0; k < drawn; k++) {
        // Stone k from the bottom stands for stone k of the pile (the top ones when the
        // pile is taller than drawn).
        const fromTop = drawn - k; // 1 for the top stone: how many a click here takes
        const cls = ["stone"];
        if (fromTop <= taking) cls.push("taking");
        if (fromTop <= hintTake) cls.push("hinted");
        if (splitting) cls.push("splitting");
        stones.push(svg("rect", {
          class: cls.join(" "), x: x + 8, y: base - (k + 1) * step + 1, width: COL - 20, height: step - 2, rx: Math.min(6, step / 3),
          "data-pile": i, "data-amount": fromTop,
          onpointerenter: () => this.setHover({ pile: i, amount: this.mode === "take" ? fromTop : this.cursor.amount }),
          onpointerleave: () => this.setHover(null),
          onclick: () => this.clickStone(i, fromTop),
        }));
      }
      const more = size > drawn ? svg("text", { x: x + COL / 2 - 2, y: TOP - 2, class: "more" }, `+${size - drawn}`) : null;
      const hit = svg("rect", { class: "hit", x: x + 2, y: TOP, width: COL - 8, height: largest * step, onclick: () => this.clickPile(i), "data-testid": `games-pile-${i + 1}` });
      const label = [
        svg("text", { x: x + COL / 2 - 2, y: base + 18, class: "size" }, String(size)),
        svg("text", { x: x + COL / 2 - 2, y: base + 34, class: "name" }, `pile ${i + 1}`),
      ];
      if (counted.has(i)) label.push(svg("text", { x: x + COL / 2 - 2, y: base + 50, class: "counted" }, `d=${counted.get(i)}`));
      if (values) label.push(svg("text", { x: x + COL / 2 - 2, y: base + 50, class: "counted" }, `G=${values[i]}`));
      const cursor = ctx.keyboard && this.cursor.pile === i
        ? svg("rect", { class: "cursor", x: x + 3, y: TOP - 4, width: COL - 10, height: largest * step + 8, rx: 6 }) : null;
      const hintRing = hint && hint.pile === i + 1 && this.mode === "split"
        ? svg("rect", { class: "hint-ring", x: x + 4, y: TOP - 2, width: COL - 12, height: largest * step + 4, rx: 6 }) : null;
      return svg("g", { class: "pile" }, hit, cursor, hintRing, ...stones, more, ...label);
    });
    const base = TOP + largest * step;
    const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "games-svg", role: "img", "aria-label": `Piles: ${piles.join(", ")}` },
      svg("line", { x1: 4, x2: width - 4, y1: base + 1, y2: base + 1, class: "floor" }), ...cols);
    this.picture.replaceChildren(picture);
    this.renderForm();
  }

  // Marks the stones a click would take (in place: redrawing under the pointer would
  // lose the click).
  setHover(hover) {
    if (!this.ctx?.interactive) hover = null;
    this.hover = hover;
    for (const stone of this.picture.querySelectorAll(".stone")) {
      const on = hover && Number(stone.dataset.pile) === hover.pile && (this.mode === "split" || Number(stone.dataset.amount) <= hover.amount);
      stone.classList.toggle(this.mode === "split" ? "splitting" : "taking", Boolean(on));
    }
  }

  clickStone(pile, amount) {
    if (!this.ctx.interactive) return;
    if (this.mode === "take") this.ctx.onMove({ pile: pile + 1, take: amount });
    else this.clickPile(pile);
  }

  clickPile(pile) {
    if (!this.ctx.interactive) return;
    this.cursor.pile = pile;
    if (this.mode === "split") {
      this.cursor.amount = clamp(this.cursor.amount, 2, Math.max(2, this.doc.piles[pile]));
      this.renderForm();
      this.form.querySelector("input[data-role=amount]")?.focus();
    }
  }

  // The form under the picture: the same move by numbers (large piles, keyboard users).
  renderForm() {
    const doc = this.doc;
    const disabled = !this.ctx.interactive;
    const pileInput = h("input", { type: "number", min: "1", max: String(doc.piles.length), value: String(this.cursor.pile + 1), "aria-label": "Pile", "data-testid": "games-form-pile", disabled });
    const amountInput = h("input", { type: "number", min: this.mode === "split" ? "2" : "1", value: String(this.cursor.amount), "aria-label": this.mode === "split" ? "Parts" : "How many", "data-role": "amount", "data-testid": "games-form-amount", disabled });
    const go = () => {
      const pile = Number(pileInput.value), amount = Number(amountInput.value);
      if (this.mode === "take") this.ctx.onMove({ pile, take: amount });
      else this.ctx.onMove({ pile, parts: amount });
    };
    amountInput.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); go(); } });
    const button = h("button", { class: "primary", onclick: go, disabled, "data-testid": "games-form-go" }, this.mode === "split" ? "Split" : "Take");
    const parts = [];
    if (this.mode === "split") {
      // Quick buttons for the selected pile.
      const size = doc.piles[this.cursor.pile] ?? 0;
      for (let m = 2; m <= Math.min(size, 8); m++) {
        parts.push(h("button", { disabled, onclick: () => this.ctx.onMove({ pile: this.cursor.pile + 1, parts: m }), "data-testid": `games-split-${m}` }, `${m}`));
      }
      put(this.form, 
        h("span", {}, "Split pile "), pileInput, h("span", {}, " into "), amountInput, h("span", {}, " piles "), button,
        parts.length ? h("span", { class: "muted" }, ` or pick for pile ${this.cursor.pile + 1}:`) : null, ...parts);
    } else {
      put(this.form, h("span", {}, "Take "), amountInput, h("span", {}, ` ${this.noun}s from pile `), pileInput, button,
        h("span", { class: "muted" }, " (or click a stone: it and every stone above it are taken)"));
    }
    pileInput.addEventListener("change", () => { this.cursor.pile = Number(pileInput.value) - 1; this.render(this.doc, null, this.ctx); });
  }

  // Keyboard: ←/→ pile, ↑/↓ how many (or into how many piles), Enter plays.
  key(e) {
    const piles = this.doc?.piles ?? [];
    if (!piles.length) return false;
    const c = this.cursor;
    const low = this.mode === "split" ? 2 : 1;
    if (e.key === "ArrowLeft") c.pile = (c.pile + piles.length - 1) % piles.length;
    else if (e.key === "ArrowRight") c.pile = (c.pile + 1) % piles.length;
    else if (e.key === "ArrowUp") c.amount = Math.min(c.amount + 1, Math.max(piles[c.pile], low));
    else if (e.key === "ArrowDown") c.amount = Math.max(c.amount - 1, low);
    else if (e.key === "Enter") {
      this.ctx.onMove(this.mode === "take" ? { pile: c.pile + 1, take: c.amount } : { pile: c.pile + 1, parts: c.amount });
      return true;
    } else return false;
    c.amount = clamp(c.amount, low, Math.max(piles[c.pile], low));
    this.render(this.doc, null, this.ctx);
    return true;
  }
}

// A text field of numbers with an Apply button; `onApply(numbers)`.
function numbersField(label, value, onApply, testid) {
  const input = h("input", { type: "text", value: value.join(" "), "aria-label": label, "data-testid": testid, size: "24" });
  const apply = () => {
    const { numbers, error } = parseNumbers(input.value);
    if (error) return onApply(null, error);
    onApply(numbers);
  };
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); apply(); } });
  return { input, apply };
}

const TAKE_KEYS = "←/→ choose a pile, ↑/↓ how many to take, Enter takes them";

export const nim = {
  id: "nim",
  title: "Nim",
  command: "nim",
  lead: "Piles of stones. On your turn take any number of stones (at least one) from one pile; whoever takes the last stone wins. Click a stone to take it and every stone above it.",
  keys: TAKE_KEYS,
  defaultPosition: () => ({ piles: [3, 4, 5] }),
  randomPosition: () => ({ piles: Array.from({ length: randomInt(3, 5) }, () => randomInt(1, 9)) }),
  request: (p) => ({ piles: p.piles }),
  positionFromDoc: (doc) => ({ piles: doc.piles }),
  rows: (doc) => doc.piles.map((size, i) => ({ label: `pile ${i + 1}`, value: size })),
  note: "A pile of n stones is worth n: its options are the piles 0, 1, …, n − 1.",
  componentName: (played) => `pile ${played.component}`,
  moveWords: (m, before) => `took ${count(m.take, "stone")} from pile ${m.pile} (${before.piles[m.pile - 1]} → ${before.piles[m.pile - 1] - m.take})`,
  setup(position, apply) {
    const field = numbersField("Pile sizes", position.piles, (piles, error) => apply(piles && { piles }, error), "games-setup-piles");
    return [h("label", {}, "Piles ", field.input), field.apply];
  },
  view: () => new PilesView({ mode: "take", noun: "stone" }),
};

export const staircase = {
  id: "staircase",
  title: "Staircase Nim",
  command: "staircase",
  lead: "A row of piles that never gets lower from left to right. Take pebbles from one pile, but the row must stay non-decreasing (a pile may not drop below the pile on its left). Whoever takes the last pebble wins. It is staircase Nim: the components are the differences d = pile − left neighbour of the last pile and every second pile before it.",
  keys: TAKE_KEYS,
  defaultPosition: () => ({ piles: [1, 2, 4, 4, 7] }),
  randomPosition: () => ({ piles: Array.from({ length: randomInt(3, 6) }, () => randomInt(0, 10)).sort((a, b) => a - b) }),
  request: (p) => ({ piles: p.piles }),
  positionFromDoc: (doc) => ({ piles: doc.piles }),
  note: "Only every second difference counts, from the last pile: moving pebbles between uncounted steps is undone by the opponent moving them on.",
  rows: (doc) => (doc.components ?? []).map((c) => ({
    label: `d${c.pile} = pile ${c.pile} − ${c.pile > 1 ? `pile ${c.pile - 1}` : "0"}`,
    value: c.value,
  })),
  componentName: (played, before) => {
    const c = before.components?.[played.component - 1];
    return c ? `d${c.pile}` : `component ${played.component}`;
  },
  moveWords: (m, before) => `took ${count(m.take, "pebble")} from pile ${m.pile} (${before.piles[m.pile - 1]} → ${before.piles[m.pile - 1] - m.take})`,
  setup(position, apply) {
    const field = numbersField("Pile sizes, non-decreasing", position.piles, (piles, error) => apply(piles && { piles }, error), "games-setup-piles");
    return [h("label", {}, "Piles (non-decreasing) ", field.input), field.apply];
  },
  view: () => new PilesView({ mode: "take", noun: "pebble" }),
};

export const equalSplit = {
  id: "equal-split",
  title: "Equal splitting",
  command: "equal-split",
  lead: "Piles of stones and a threshold F. On your turn pick a pile of at least F stones (and at least 2) and split it into M ≥ 2 piles as evenly as possible. Whoever cannot split loses. Click a pile, then choose into how many piles.",
  keys: "←/→ choose a pile, ↑/↓ into how many piles, Enter splits",
  defaultPosition: () => ({ threshold: 2, piles: [5, 6, 7] }),
  randomPosition: () => ({ threshold: randomInt(1, 3), piles: Array.from({ length: randomInt(2, 4) }, () => randomInt(2, 16)) }),
  request: (p) => ({ threshold: p.threshold, piles: p.piles }),
  positionFromDoc: (doc) => ({ threshold: doc.threshold, piles: doc.piles }),
  rows: (doc) => doc.piles.map((size, i) => ({ label: `pile ${i + 1} (${size})`, value: doc.pile_values[i] })),
  note: "A pile's value is the mex of the values of its splits; a split's value is the XOR of its parts (equal parts cancel in pairs).",
  componentName: (played) => `pile ${played.component}`,
  moveWords: (m) => `split pile ${m.pile} (${m.sizes.reduce((a, b) => a + b, 0)} stones) into ${m.parts} piles: ${m.sizes.join(" + ")}`,
  setup(position, apply) {
    const threshold = h("input", { type: "number", min: "1", value: String(position.threshold), "aria-label": "Threshold F", "data-testid": "games-setup-threshold" });
    const field = numbersField("Pile sizes", position.piles, (piles, error) => {
      const f = Number(threshold.value);
      apply(piles && { threshold: f, piles }, error);
    }, "games-setup-piles");
    threshold.addEventListener("keydown", (e) => { if (e.key === "Enter") field.apply(); });
    return [h("label", {}, "Threshold F ", threshold), h("label", {}, " Piles ", field.input), field.apply];
  },
  view: () => new PilesView({ mode: "split", noun: "stone" }),
};
