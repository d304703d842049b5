// Paper cutting: sheets of squared paper; a move cuts one sheet along a grid
// line into two; whoever cuts out a 1 × 1 piece wins at once. The sheets are drawn as
// grids; pointing at a grid line inside a sheet shows the cut, a click makes it. The
// server checks the cut and says what the sheets become.
import { h } from "./ui.js";
import { svg, randomInt, clamp } from "./games-common.js";

const GAP = 26;
const MAX_WIDTH = 860;

// Reads "4x2 6x2" (or "4 2 6 2") as sheets [[4, 2], [6, 2]].
function parseSheets(text) {
  const pairs = [...text.matchAll(/(\d+)\s*[x×*]\s*(\d+)/gi)].map((m) => [Number(m[1]), Number(m[2])]);
  if (pairs.length) return { sheets: pairs };
  const numbers = text.trim().split(/[\s,;]+/).filter(Boolean);
  if (numbers.length % 2 || numbers.some((n) => !/^\d+$/.test(n))) return { error: "write the sheets as width×height, e.g. 4x2 6x2" };
  const sheets = [];
  for (let i = 0; i < numbers.length; i += 2) sheets.push([Number(numbers[i]), Number(numbers[i + 1])]);
  return { sheets };
}

class SheetsView {
  constructor() {
    this.hover = null; // { sheet, direction, at }
    this.cursor = { sheet: 0, cut: 0 };
    this.picture = h("div", { class: "games-picture", "data-testid": "games-sheets" });
    this.form = h("div", { class: "toolbar games-moveform" });
    this.element = h("div", {}, this.picture, this.form);
  }

  // Every cut of sheet `s` ([w, h]) in the order of the keyboard: vertical, then horizontal.
  cuts([w, hh], sheet) {
    const res = [];
    for (let at = 1; at < w; at++) res.push({ sheet, direction: "vertical", at });
    for (let at = 1; at < hh; at++) res.push({ sheet, direction: "horizontal", at });
    return res;
  }

  render(doc, position, ctx) {
    this.doc = doc;
    this.ctx = ctx;
    const sheets = doc.sheets.map((s) => [s.width, s.height]);
    this.sheets = sheets;
    this.cursor.sheet = clamp(this.cursor.sheet, 0, sheets.length - 1);
    const largest = Math.max(...sheets.map(([w, hh]) => Math.max(w, hh)));
    const total = sheets.reduce((acc, [w]) => acc + w, 0);
    const cell = clamp(Math.floor(Math.min(300 / largest, (MAX_WIDTH - GAP * sheets.length) / Math.max(total, 1))), 8, 40);
    // Sheets side by side, wrapping to a new line when the width runs out.
    let x = 10, y = 14, lineHeight = 0, width = 0;
    const placed = sheets.map(([w, hh]) => {
      if (x + w * cell > MAX_WIDTH && x > 10) {
        x = 10;
        y += lineHeight + 44;
        lineHeight = 0;
      }
      const spot = { x, y };
      x += w * cell + GAP;
      width = Math.max(width, x);
      lineHeight = Math.max(lineHeight, hh * cell);
      return spot;
    });
    const height = y + lineHeight + 44;
    const hint = ctx.hint && doc.winning_move ? doc.winning_move : null;
    const keyCut = ctx.keyboard ? this.keyCut() : null;
    const groups = sheets.map(([w, hh], s) => {
      const { x: x0, y: y0 } = placed[s];
      const lines = [];
      for (let a = 1; a < w; a++) lines.push(svg("line", { class: "grid", x1: x0 + a * cell, x2: x0 + a * cell, y1: y0, y2: y0 + hh * cell }));
      for (let b = 1; b < hh; b++) lines.push(svg("line", { class: "grid", x1: x0, x2: x0 + w * cell, y1: y0 + b * cell, y2: y0 + b * cell }));
      const cutLine = (c, cls) => c.direction === "vertical"
        ? svg("line", { class: cls, x1: x0 + c.at * cell, x2: x0 + c.at * cell, y1: y0 - 6, y2: y0 + hh * cell + 6 })
        : svg("line", { class: cls, x1: x0 - 6, x2: x0 + w * cell + 6, y1: y0 + c.at * cell, y2: y0 + c.at * cell });
      const marks = [];
      if (hint && hint.sheet === s + 1) marks.push(cutLine(hint, "cut hinted"));
      if (keyCut && keyCut.sheet === s) marks.push(cutLine(keyCut, "cut pointed"));
      // The cut under the pointer, moved in place as the pointer moves.
      marks.push(svg("line", { class: "cut pointed hover", "data-sheet": s, visibility: "hidden" }));
      const value = doc.sheets[s].value;
      const rect = svg("rect", {
        class: `sheet${w === 1 && hh === 1 ? " unit" : ""}`, x: x0, y: y0, width: w * cell, height: hh * cell,
        "data-testid": `games-sheet-${s + 1}`,
        onpointermove: (e) => this.point(e, s, x0, y0, cell),
        onpointerleave: () => this.setHover(null),
        onclick: (e) => { this.point(e, s, x0, y0, cell); if (this.hover) this.cut(this.hover); },
        "data-x": x0, "data-y": y0, "data-cell": cell,
      });
      return svg("g", {}, rect, ...lines, ...marks,
        svg("text", { x: x0, y: y0 + hh * cell + 18, class: "name left" }, `${w} × ${hh}`),
        svg("text", { x: x0, y: y0 + hh * cell + 34, class: "counted left" }, value === null ? (w === 1 && hh === 1 ? "counts 0" : "strip") : `G=${value}`));
    });
    const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "games-svg", role: "img", "aria-label": `Sheets: ${sheets.map(([w, hh]) => `${w} by ${hh}`).join(", ")}` }, ...groups);
    this.picture.replaceChildren(picture);
    this.renderForm();
  }

  // The cut nearest the pointer inside sheet `s`, if a grid line is close.
  point(e, s, x0, y0, cell) {
    if (!this.ctx.interactive) return;
    const box = e.currentTarget.ownerSVGElement.getBoundingClientRect();
    const vb = e.currentTarget.ownerSVGElement.viewBox.baseVal;
    const px = ((e.clientX - box.left) / box.width) * vb.width - x0;
    const py = ((e.clientY - box.top) / box.height) * vb.height - y0;
    const [w, hh] = this.sheets[s];
    const a = Math.round(px / cell), b = Math.round(py / cell);
    const dx = Math.abs(px - a * cell), dy = Math.abs(py - b * cell);
    let hover = null;
    if (a > 0 && a < w && (dx <= dy || b <= 0 || b >= hh)) hover = { sheet: s, direction: "vertical", at: a };
    else if (b > 0 && b < hh) hover = { sheet: s, direction: "horizontal", at: b };
    this.setHover(hover);
  }

  // Shows the cut under the pointer (in place: redrawing under the pointer would lose the
  // click).
  setHover(hover) {
    this.hover = hover;
    for (const line of this.picture.querySelectorAll("line.hover")) {
      const s = Number(line.dataset.sheet);
      if (!hover || hover.sheet !== s) {
        line.setAttribute("visibility", "hidden");
        continue;
      }
      const rect = this.picture.querySelector(`[data-testid="games-sheet-${s + 1}"]`);
      const x0 = Number(rect.dataset.x), y0 = Number(rect.dataset.y), cell = Number(rect.dataset.cell);
      const [w, hh] = this.sheets[s];
      const attrs = hover.direction === "vertical"
        ? { x1: x0 + hover.at * cell, x2: x0 + hover.at * cell, y1: y0 - 6, y2: y0 + hh * cell + 6 }
        : { x1: x0 - 6, x2: x0 + w * cell + 6, y1: y0 + hover.at * cell, y2: y0 + hover.at * cell };
      for (const [k, v] of Object.entries(attrs)) line.setAttribute(k, v);
      line.setAttribute("visibility", "visible");
    }
    this.renderForm();
  }

  cut(c) {
    if (!this.ctx.interactive) return;
    this.hover = null;
    this.ctx.onMove({ sheet: c.sheet + 1, direction: c.direction, at: c.at });
  }

  keyCut() {
    const cuts = this.cuts(this.sheets[this.cursor.sheet], this.cursor.sheet);
    if (!cuts.length) return null;
    return cuts[clamp(this.cursor.cut, 0, cuts.length - 1)];
  }

  renderForm() {
    const text = this.hover
      ? `Cut sheet ${this.hover.sheet + 1} ${this.hover.direction === "vertical" ? "down" : "across"} after ${this.hover.at} ${this.hover.direction === "vertical" ? "columns" : "rows"}: click to cut.`
      : "Point at a grid line inside a sheet and click to cut along it.";
    this.form.replaceChildren(h("span", { class: "muted", "data-testid": "games-cut-hint" }, text));
  }

  // ←/→ choose a sheet, ↑/↓ go through its cuts (down, then across), Enter cuts.
  key(e) {
    const n = this.sheets?.length ?? 0;
    if (!n) return false;
    const c = this.cursor;
    if (e.key === "ArrowLeft") { c.sheet = (c.sheet + n - 1) % n; c.cut = 0; }
    else if (e.key === "ArrowRight") { c.sheet = (c.sheet + 1) % n; c.cut = 0; }
    else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
      const cuts = this.cuts(this.sheets[c.sheet], c.sheet).length;
      if (cuts) c.cut = (c.cut + (e.key === "ArrowUp" ? cuts - 1 : 1)) % cuts;
    } else if (e.key === "Enter") {
      const cut = this.keyCut();
      if (cut) this.cut(cut);
      return true;
    } else return false;
    this.render(this.doc, null, this.ctx);
    return true;
  }
}

export const paperCutting = {
  id: "paper-cutting",
  title: "Paper cutting",
  command: "paper-cutting",
  lead: "Sheets of squared paper. On your turn cut one sheet along a grid line into two pieces. Whoever cuts out a 1 × 1 square wins at once. Nobody wants to leave a strip one square wide (the opponent cuts a 1 × 1 off it), so the real game is on pieces at least 2 wide: a sum of sheets, each with its Grundy value.",
  keys: "←/→ choose a sheet, ↑/↓ go through its cuts, Enter cuts",
  defaultPosition: () => ({ sheets: [[4, 2], [6, 2]] }),
  randomPosition: () => ({ sheets: Array.from({ length: randomInt(1, 3) }, () => [randomInt(2, 8), randomInt(2, 7)]) }),
  request: (p) => ({ sheets: p.sheets }),
  positionFromDoc: (doc) => ({ sheets: doc.sheets.map((s) => [s.width, s.height]) }),
  rows: (doc) => doc.sheets.map((s, i) => ({
    label: `sheet ${i + 1} (${s.width} × ${s.height})`,
    value: s.value,
    note: s.value === null ? (s.width === 1 && s.height === 1 ? "a 1 × 1 counts 0" : "a strip: cut out a 1 × 1 and win") : "",
  })),
  note: "A sheet's value is the mex over its cuts that leave both pieces at least 2 wide, each worth the XOR of its two pieces.",
  componentName: (played) => `sheet ${played.component}`,
  moveWords: (m) => {
    const [a, b] = m.pieces;
    const unit = (a[0] === 1 && a[1] === 1) || (b[0] === 1 && b[1] === 1);
    return `cut sheet ${m.sheet} ${m.direction === "vertical" ? "down" : "across"} into ${a[0]} × ${a[1]} and ${b[0]} × ${b[1]}${unit ? ", cutting out a 1 × 1" : ""}`;
  },
  setup(position, apply) {
    const input = h("input", { type: "text", size: "20", value: position.sheets.map(([w, hh]) => `${w}x${hh}`).join(" "), "aria-label": "Sheets", "data-testid": "games-setup-sheets" });
    const go = () => {
      const { sheets, error } = parseSheets(input.value);
      apply(sheets && { sheets }, error);
    };
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); go(); } });
    return [h("label", {}, "Sheets (width×height) ", input), go];
  },
  view: () => new SheetsView(),
};
