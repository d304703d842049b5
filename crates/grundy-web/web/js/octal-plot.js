// The plot of G(n) for the octal explorer: a canvas that shows the heaps from..to of the
// listed values, zoomed with the mouse wheel, the + and - keys or the range fields, moved
// by dragging or the arrow keys. The preperiod and the period come from the document
// (a certified period drawn solid, a candidate dashed), the rare heaps from its sparse
// classes; the plot only draws them. Heaps of value 0 (the player to move loses on a
// single heap) are orange, the others blue, as everywhere in the app; rare heaps are
// black diamonds, so the marks read without colour too.
import { fitCanvas, fmt, h, palette } from "./ui.js";

const MIN_SPAN = 8;

// The canvas's text size: three quarters of the page's (12 px, larger in projector mode).
export function textPx() {
  return Math.round(0.75 * parseFloat(getComputedStyle(document.body).fontSize || "16"));
}

export class Plot {
  constructor({ onView } = {}) {
    this.onView = onView ?? (() => {});
    this.canvas = h("canvas", {
      tabindex: "0",
      "data-testid": "octal-plot",
      role: "img",
      "aria-label": "G(n) plotted against n",
    });
    this.tip = h("div", { class: "octal-tip", "data-testid": "octal-tooltip", hidden: true });
    this.element = h("div", { class: "octal-plot" }, this.canvas, this.tip);
    this.doc = null;
    this.view = { from: 0, to: 1 };
    this.hover = null;
    this.drag = null;
    this.canvas.addEventListener("wheel", (e) => this.wheel(e), { passive: false });
    this.canvas.addEventListener("pointerdown", (e) => this.down(e));
    this.canvas.addEventListener("pointermove", (e) => this.move(e));
    this.canvas.addEventListener("pointerup", (e) => this.up(e));
    this.canvas.addEventListener("pointerleave", () => this.leave());
    this.canvas.addEventListener("keydown", (e) => this.key(e));
    new ResizeObserver(() => this.draw()).observe(this.element);
  }

  // Shows a document: its listed values, rare heaps and period; the view shows them all.
  show(doc) {
    this.doc = doc;
    const n = doc.values.length;
    this.rare = new Uint8Array(n);
    doc.sparse.forEach((c) => {
      for (const heap of c.listed_rare_heaps) this.rare[heap] = 1;
    });
    this.maxValue = Math.max(1, doc.histogram.length - 1);
    this.hover = null;
    this.setView(0, Math.max(n, 1));
  }

  // The interesting stretch: the preperiod and two periods after it (all if that is more
  // than is listed).
  periodView() {
    const p = this.doc?.period;
    const n = this.doc?.values.length ?? 0;
    if (!p) return { from: 0, to: n };
    return { from: 0, to: Math.min(n, p.preperiod + 2 * p.period + Math.ceil(p.period / 4) + 1) };
  }

  setView(from, to) {
    const n = Math.max(this.doc?.values.length ?? 1, 1);
    let span = Math.max(Math.min(to - from, n), Math.min(MIN_SPAN, n));
    from = Math.min(Math.max(0, from), n - span);
    this.view = { from, to: from + span };
    this.draw();
    this.onView(this.visibleRange());
  }

  // The first and last heap in view (integers).
  visibleRange() {
    const n = this.doc?.values.length ?? 0;
    return { first: Math.max(0, Math.ceil(this.view.from)), last: Math.min(n - 1, Math.floor(this.view.to - 1e-9)) };
  }

  zoom(factor, at = 0.5) {
    const { from, to } = this.view;
    const pivot = from + (to - from) * at;
    this.setView(pivot - (pivot - from) * factor, pivot + (to - pivot) * factor);
  }

  pan(fraction) {
    const span = this.view.to - this.view.from;
    this.setView(this.view.from + span * fraction, this.view.to + span * fraction);
  }

  // Geometry of the drawing area, in CSS pixels.
  frame() {
    const width = this.element.clientWidth || 800;
    const px = textPx();
    const height = Math.round(Math.max(260, Math.min(440, width * 0.42)) * (px / 12));
    return { width, height, left: 4 * px, right: 12, top: 2.2 * px, bottom: 2.8 * px, px };
  }

  xOf(n, f) {
    return f.left + ((n - this.view.from) / (this.view.to - this.view.from)) * (f.width - f.left - f.right);
  }

  nAt(x, f) {
    return this.view.from + ((x - f.left) / (f.width - f.left - f.right)) * (this.view.to - this.view.from);
  }

  yOf(g, f) {
    return f.top + (1 - g / this.maxValue) * (f.height - f.top - f.bottom);
  }

  draw() {
    const f = this.frame();
    const ctx = fitCanvas(this.canvas, f.width, f.height);
    ctx.clearRect(0, 0, f.width, f.height);
    const colours = palette();
    const font = getComputedStyle(document.body).fontFamily;
    ctx.font = `${f.px}px ${font}`;
    if (!this.doc || this.doc.values.length === 0) {
      ctx.fillStyle = colours.ink;
      ctx.fillText(this.doc ? "No values listed." : "Enter a code and press Compute.", f.left, f.top + 20);
      return;
    }
    this.drawPeriod(ctx, f, colours);
    this.drawAxes(ctx, f, colours);
    this.drawValues(ctx, f, colours);
    this.drawHover(ctx, f, colours);
  }

  drawAxes(ctx, f, colours) {
    const plotRight = f.width - f.right;
    const plotBottom = f.height - f.bottom;
    ctx.strokeStyle = colours.line;
    ctx.fillStyle = "#555";
    ctx.lineWidth = 1;
    ctx.textAlign = "right";
    ctx.textBaseline = "middle";
    for (const g of ticks(0, this.maxValue, Math.max(2, Math.floor((plotBottom - f.top) / 28)))) {
      const y = Math.round(this.yOf(g, f)) + 0.5;
      ctx.beginPath();
      ctx.moveTo(f.left, y);
      ctx.lineTo(plotRight, y);
      ctx.stroke();
      ctx.fillText(String(g), f.left - 6, y);
    }
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    const { first, last } = this.visibleRange();
    for (const n of ticks(first, last, Math.max(2, Math.floor((plotRight - f.left) / 90)))) {
      const x = Math.round(this.xOf(n + 0.5, f)) + 0.5;
      ctx.beginPath();
      ctx.moveTo(x, plotBottom);
      ctx.lineTo(x, plotBottom + 4);
      ctx.stroke();
      ctx.fillText(fmt(n), x, plotBottom + 6);
    }
    ctx.save();
    ctx.fillStyle = colours.ink;
    ctx.textAlign = "left";
    ctx.textBaseline = "alphabetic";
    ctx.fillText("G(n)", 4, f.top - 10);
    ctx.textAlign = "right";
    ctx.fillText("heap size n", plotRight, f.height - 4);
    ctx.restore();
  }

  // The preperiod (heaps before it shaded grey) and the period (alternate periods banded).
  drawPeriod(ctx, f, colours) {
    const p = this.doc.period;
    if (!p) return;
    const plotBottom = f.height - f.bottom;
    const plotRight = f.width - f.right;
    const left = (n) => Math.max(f.left, Math.min(plotRight, this.xOf(n, f)));
    ctx.save();
    ctx.fillStyle = "rgba(0, 0, 0, 0.05)";
    ctx.fillRect(left(0), f.top, left(p.preperiod) - left(0), plotBottom - f.top);
    const periodPx = (p.period / (this.view.to - this.view.from)) * (plotRight - f.left);
    if (periodPx >= 3) {
      ctx.fillStyle = p.certified ? "rgba(42, 111, 151, 0.10)" : "rgba(42, 111, 151, 0.06)";
      const firstBand = Math.max(0, Math.floor((this.view.from - p.preperiod) / p.period));
      for (let k = firstBand; p.preperiod + k * p.period < this.view.to; k += 1) {
        if (k % 2 !== 0) continue;
        const a = left(p.preperiod + k * p.period);
        const b = left(p.preperiod + (k + 1) * p.period);
        ctx.fillRect(a, f.top, b - a, plotBottom - f.top);
      }
    }
    ctx.strokeStyle = colours.accent;
    ctx.lineWidth = 2;
    if (!p.certified) ctx.setLineDash([6, 4]);
    const xe = this.xOf(p.preperiod, f);
    ctx.fillStyle = colours.accent;
    ctx.font = `bold ${f.px}px ${getComputedStyle(document.body).fontFamily}`;
    ctx.textBaseline = "alphabetic";
    const word = p.certified ? "period" : "candidate period";
    const label = `${word} ${fmt(p.period)} from n = ${fmt(p.preperiod)}`;
    if (xe >= f.left && xe <= plotRight) {
      ctx.beginPath();
      ctx.moveTo(xe, f.top - 4);
      ctx.lineTo(xe, plotBottom);
      ctx.stroke();
      const width = ctx.measureText(label).width;
      ctx.textAlign = xe + 4 + width > plotRight ? "right" : "left";
      ctx.fillText(label, ctx.textAlign === "left" ? xe + 4 : xe - 4, f.top - 8);
    } else if (xe < f.left) {
      ctx.textAlign = "right";
      ctx.fillText(`${label} ◂`, plotRight, f.top - 8);
    }
    // Where the certificate ends (`needed`: 2 max(e, 1) + 2p + t values), for a candidate still short of it
    // (none for a code without a periodicity theorem).
    if (!p.certified && p.needed !== null) {
      const xn = this.xOf(p.needed, f);
      if (xn >= f.left && xn <= plotRight) {
        ctx.setLineDash([2, 3]);
        ctx.strokeStyle = colours.ink;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(xn, f.top);
        ctx.lineTo(xn, plotBottom);
        ctx.stroke();
      }
    }
    ctx.restore();
  }

  drawValues(ctx, f, colours) {
    const values = this.doc.values;
    const { first, last } = this.visibleRange();
    const plotRight = f.width - f.right;
    const count = last - first + 1;
    const pxPer = (plotRight - f.left) / (this.view.to - this.view.from);
    const size = Math.max(2, Math.min(8, pxPer * 0.7));
    const y = (g) => this.yOf(g, f);
    if (pxPer >= 6 && count <= 2000) {
      // Few heaps: a thin line through the values, then a dot each.
      ctx.strokeStyle = "rgba(0, 0, 0, 0.18)";
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let n = first; n <= last; n += 1) {
        const x = this.xOf(n + 0.5, f);
        if (n === first) ctx.moveTo(x, y(values[n]));
        else ctx.lineTo(x, y(values[n]));
      }
      ctx.stroke();
    }
    const { seen, rareSeen } = this.marks(f);
    for (const [key, n] of seen) {
      const g = values[n];
      const x = pxPer >= 1 ? this.xOf(n + 0.5, f) : f.left + Math.floor(key / 65536) + 0.5;
      ctx.fillStyle = g === 0 ? colours.lose : colours.win;
      ctx.fillRect(x - size / 2, y(g) - size / 2, size, size);
    }
    const diamond = Math.max(4, size * 1.2);
    ctx.lineWidth = 1.5;
    for (const [key, n] of rareSeen) {
      const g = values[n];
      const x = pxPer >= 1 ? this.xOf(n + 0.5, f) : f.left + Math.floor(key / 65536) + 0.5;
      const yy = y(g);
      diamondPath(ctx, x, yy, diamond);
      ctx.fillStyle = g === 0 ? colours.lose : colours.win;
      ctx.fill();
      ctx.strokeStyle = colours.ink;
      ctx.stroke();
    }
  }

  // One mark per (pixel column, value) present, so a million heaps draw as fast as a
  // few; kept until the view, the size or the document changes (hovering only redraws).
  marks(f) {
    const key = `${this.view.from},${this.view.to},${f.width},${f.height}`;
    if (this.cache?.key === key && this.cache.doc === this.doc) return this.cache;
    const values = this.doc.values;
    const { first, last } = this.visibleRange();
    const columns = Math.max(1, Math.ceil(f.width - f.right - f.left));
    const seen = new Map();
    const rareSeen = new Map();
    for (let n = first; n <= last; n += 1) {
      const col = Math.min(columns - 1, Math.max(0, Math.floor(this.xOf(n + 0.5, f) - f.left)));
      const mark = col * 65536 + values[n];
      if (this.rare[n]) rareSeen.set(mark, n);
      else if (!seen.has(mark)) seen.set(mark, n);
    }
    this.cache = { key, doc: this.doc, seen, rareSeen };
    return this.cache;
  }

  drawHover(ctx, f, colours) {
    if (this.hover === null) return;
    const n = this.hover;
    const x = this.xOf(n + 0.5, f);
    ctx.save();
    ctx.strokeStyle = colours.ink;
    ctx.lineWidth = 1;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    ctx.moveTo(x, f.top);
    ctx.lineTo(x, f.height - f.bottom);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x, this.yOf(this.doc.values[n], f), 6, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.restore();
  }

  // What the tooltip says about heap n: its value, and what the document says of it.
  describe(n) {
    const doc = this.doc;
    const g = doc.values[n];
    const lines = [h("strong", {}, `n = ${fmt(n)}: G(n) = ${g}`)];
    lines.push(h("div", { class: "muted" }, g === 0 ? "a single heap: the player to move loses" : "a single heap: the player to move wins"));
    const classes = doc.sparse.filter((c) => c.listed_rare_heaps.length && bsearch(c.listed_rare_heaps, n));
    if (classes.length) {
      const which = classes.map((c) => (c.parity === 0 ? "even" : "odd")).join(" and ");
      lines.push(h("div", {}, `rare (for the splits removing ${which} k)`));
    }
    const p = doc.period;
    if (p && n >= p.preperiod) {
      const word = p.certified ? "period" : "candidate period";
      const back = n - p.period >= p.preperiod ? `: G(n) = G(${fmt(n - p.period)})` : "";
      lines.push(h("div", {}, `in the ${word}, position ${fmt((n - p.preperiod) % p.period)} of ${fmt(p.period)}${back}`));
    } else if (p) {
      lines.push(h("div", {}, `in the preperiod (before n = ${fmt(p.preperiod)})`));
    }
    return lines;
  }

  wheel(e) {
    if (!this.doc) return;
    e.preventDefault();
    const f = this.frame();
    const rect = this.canvas.getBoundingClientRect();
    const at = Math.min(1, Math.max(0, (e.clientX - rect.left - f.left) / (f.width - f.left - f.right)));
    this.zoom(e.deltaY > 0 ? 1.25 : 0.8, at);
  }

  down(e) {
    if (!this.doc) return;
    this.canvas.setPointerCapture(e.pointerId);
    this.drag = { x: e.clientX, from: this.view.from, to: this.view.to };
    this.canvas.classList.add("dragging");
  }

  move(e) {
    if (!this.doc || this.doc.values.length === 0) return;
    const f = this.frame();
    const rect = this.canvas.getBoundingClientRect();
    if (this.drag) {
      const perPx = (this.drag.to - this.drag.from) / (f.width - f.left - f.right);
      const shift = (this.drag.x - e.clientX) * perPx;
      this.setView(this.drag.from + shift, this.drag.to + shift);
    }
    const x = e.clientX - rect.left;
    const n = Math.floor(this.nAt(x, f));
    const { first, last } = this.visibleRange();
    if (x < f.left || x > f.width - f.right || n < first || n > last) return this.leave();
    this.setHover(n, e.clientX - rect.left, e.clientY - rect.top);
  }

  setHover(n, x, y) {
    this.hover = n;
    this.tip.replaceChildren(...this.describe(n));
    this.tip.hidden = false;
    const width = this.element.clientWidth;
    this.tip.style.left = `${Math.min(x + 14, width - 270)}px`;
    this.tip.style.top = `${Math.max(0, y - 10)}px`;
    this.draw();
  }

  up(e) {
    if (this.drag) this.canvas.releasePointerCapture(e.pointerId);
    this.drag = null;
    this.canvas.classList.remove("dragging");
  }

  leave() {
    if (this.hover === null && this.tip.hidden) return;
    this.hover = null;
    this.tip.hidden = true;
    this.draw();
  }

  // Keys: arrows move the view (or, with a heap selected, the selection), + and - zoom,
  // Home shows everything.
  key(e) {
    if (!this.doc) return;
    const keys = {
      ArrowLeft: () => this.step(-1),
      ArrowRight: () => this.step(1),
      "+": () => this.zoom(0.8),
      "=": () => this.zoom(0.8),
      "-": () => this.zoom(1.25),
      Home: () => this.setView(0, this.doc.values.length),
      PageUp: () => this.pan(-0.8),
      PageDown: () => this.pan(0.8),
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  }

  // Moves the highlighted heap by one (showing the tooltip), scrolling the view along.
  step(delta) {
    const n = this.doc.values.length;
    const { first, last } = this.visibleRange();
    const next = this.hover === null ? (delta > 0 ? first : last) : Math.min(n - 1, Math.max(0, this.hover + delta));
    if (next < this.view.from || next + 1 > this.view.to) {
      const span = this.view.to - this.view.from;
      const from = next < this.view.from ? next : next + 1 - span;
      this.setView(from, from + span);
    }
    const f = this.frame();
    this.setHover(next, this.xOf(next + 0.5, f), this.yOf(this.doc.values[next], f));
  }
}

// Whether the sorted array `list` holds `x`.
function bsearch(list, x) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === x;
}

// Starts a new path: the diamond of half-diagonal r centred on (x, y), the mark of a
// rare heap in the plot and of a value under its bar in the histogram.
export function diamondPath(ctx, x, y, r) {
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r, y);
  ctx.closePath();
}

// Round tick positions between a and b, about `count` of them.
export function ticks(a, b, count) {
  if (b <= a) return [a];
  const raw = (b - a) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const res = [];
  for (let t = Math.ceil(a / step) * step; t <= b; t += step) res.push(Math.round(t));
  return res;
}
