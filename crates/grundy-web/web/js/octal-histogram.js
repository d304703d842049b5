// The histogram of an octal run's values: one bar per value g, as tall as the number of
// heaps n with G(n) = g among all the values computed (the document's `histogram`).
// Value 0 is orange (the player to move loses on such a heap), the others blue; the rare
// values the sparse classes report are hatched. Hovering a bar (or the arrow keys) tells
// its count. Counts spread over orders of magnitude (0.16: a handful of rare heaps among
// half a million) are drawn on a log scale unless the box is unticked.
import { fitCanvas, fmt, h, palette } from "./ui.js";
import { diamondPath, textPx, ticks } from "./octal-plot.js";

export class Histogram {
  constructor() {
    this.canvas = h("canvas", { tabindex: "0", "data-testid": "octal-histogram", role: "img", "aria-label": "how many heaps have each value" });
    this.tip = h("div", { class: "octal-tip", hidden: true });
    this.logBox = h("input", { type: "checkbox", "data-testid": "octal-histogram-log", onchange: () => this.draw() });
    this.logLabel = h("label", { class: "octal-log" }, this.logBox, " log scale");
    this.element = h("div", { class: "octal-plot" }, this.canvas, this.tip);
    this.doc = null;
    this.hover = null;
    this.canvas.addEventListener("pointermove", (e) => this.move(e));
    this.canvas.addEventListener("pointerleave", () => this.setHover(null));
    this.canvas.addEventListener("keydown", (e) => this.key(e));
    new ResizeObserver(() => this.draw()).observe(this.element);
  }

  show(doc) {
    this.doc = doc;
    this.rareValues = new Set(doc.sparse.flatMap((c) => (c.mask === null ? [] : c.rare_values)));
    this.hover = null;
    this.tip.hidden = true;
    const nonzero = doc.histogram.filter((c) => c > 0);
    this.logBox.checked = nonzero.length > 0 && Math.max(...nonzero) > 50 * Math.min(...nonzero);
    this.draw();
  }

  frame() {
    const width = this.element.clientWidth || 400;
    const px = textPx();
    return { width, height: 17.5 * px, left: 4.5 * px, right: 10, top: 1.8 * px, bottom: 3 * px, px };
  }

  barAt(x, f) {
    const count = this.doc.histogram.length;
    const g = Math.floor(((x - f.left) / (f.width - f.left - f.right)) * count);
    return g >= 0 && g < count ? g : null;
  }

  draw() {
    const f = this.frame();
    const ctx = fitCanvas(this.canvas, f.width, f.height);
    ctx.clearRect(0, 0, f.width, f.height);
    if (!this.doc || this.doc.histogram.length === 0) return;
    const colours = palette();
    const counts = this.doc.histogram;
    const top = Math.max(...counts);
    const log = this.logBox.checked;
    const plotW = f.width - f.left - f.right;
    const plotH = f.height - f.top - f.bottom;
    const barW = plotW / counts.length;
    // The height of a count, as a share of the plot's.
    const scale = (c) => (log ? Math.log10(c + 1) / Math.log10(top + 1) : c / top);
    ctx.font = `${f.px}px ${getComputedStyle(document.body).fontFamily}`;
    ctx.strokeStyle = colours.line;
    ctx.fillStyle = "#555";
    ctx.textAlign = "right";
    ctx.textBaseline = "middle";
    const levels = log ? [...Array.from({ length: Math.floor(Math.log10(top)) + 1 }, (_, k) => 10 ** k)] : ticks(0, top, 4);
    for (const c of levels) {
      const y = Math.round(f.top + plotH * (1 - scale(c))) + 0.5;
      ctx.beginPath();
      ctx.moveTo(f.left, y);
      ctx.lineTo(f.left + plotW, y);
      ctx.stroke();
      ctx.fillText(compact(c), f.left - 6, y);
    }
    const hatch = hatchPattern(ctx, colours.ink);
    counts.forEach((c, g) => {
      if (c === 0) return;
      const x = f.left + g * barW;
      const barH = Math.max(1, plotH * scale(c));
      const y = f.top + plotH - barH;
      const w = Math.max(1, barW - (barW > 4 ? 1 : 0));
      ctx.fillStyle = g === 0 ? colours.lose : colours.win;
      ctx.fillRect(x, y, w, barH);
      if (this.rareValues.has(g)) {
        ctx.fillStyle = hatch;
        ctx.fillRect(x, y, w, barH);
        // A diamond under the bar, so that a short bar's value still shows.
        const cx = x + w / 2;
        const cy = f.top + plotH + 5;
        const r = Math.max(2.5, Math.min(4, barW / 2));
        diamondPath(ctx, cx, cy, r);
        ctx.fillStyle = colours.ink;
        ctx.fill();
      }
      if (g === this.hover) {
        ctx.strokeStyle = colours.ink;
        ctx.lineWidth = 2;
        ctx.strokeRect(x + 1, y + 1, w - 2, barH - 2);
      }
    });
    ctx.fillStyle = "#555";
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    for (const g of ticks(0, counts.length - 1, Math.max(2, Math.floor(plotW / 40)))) {
      ctx.fillText(String(g), f.left + (g + 0.5) * barW, f.top + plotH + 11);
    }
    ctx.textAlign = "right";
    ctx.fillStyle = colours.ink;
    ctx.fillText("value g", f.left + plotW, f.height - f.px - 2);
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(log ? "heaps (log scale)" : "heaps", 4, 0);
  }

  move(e) {
    if (!this.doc) return;
    const rect = this.canvas.getBoundingClientRect();
    const f = this.frame();
    const g = this.barAt(e.clientX - rect.left, f);
    this.setHover(g, e.clientX - rect.left, e.clientY - rect.top);
  }

  setHover(g, x = 0, y = 0) {
    this.hover = g;
    if (g === null || !this.doc) {
      this.tip.hidden = true;
    } else {
      const c = this.doc.histogram[g];
      const share = ((100 * c) / this.doc.computed).toFixed(c * 1000 < this.doc.computed ? 3 : 1);
      const lines = [h("strong", {}, `G = ${g}: ${fmt(c)} heap${c === 1 ? "" : "s"}`), h("div", { class: "muted" }, `${share} % of the ${fmt(this.doc.computed)} values`)];
      if (this.rareValues.has(g)) lines.push(h("div", {}, "a value of rare heaps"));
      this.tip.replaceChildren(...lines);
      this.tip.hidden = false;
      this.tip.style.left = `${Math.min(x + 14, this.element.clientWidth - 230)}px`;
      this.tip.style.top = `${Math.max(0, y - 10)}px`;
    }
    this.draw();
  }

  key(e) {
    if (!this.doc || !["ArrowLeft", "ArrowRight"].includes(e.key)) return;
    e.preventDefault();
    const last = this.doc.histogram.length - 1;
    const g = this.hover === null ? 0 : Math.min(last, Math.max(0, this.hover + (e.key === "ArrowLeft" ? -1 : 1)));
    const f = this.frame();
    const barW = (f.width - f.left - f.right) / this.doc.histogram.length;
    this.setHover(g, f.left + (g + 0.5) * barW, f.top + 20);
  }
}

// 1234567 → "1.2M".
function compact(n) {
  if (n >= 1e6) return `${+(n / 1e6).toFixed(1)}M`;
  if (n >= 1e4) return `${+(n / 1e3).toFixed(0)}k`;
  return String(n);
}

function hatchPattern(ctx, colour) {
  const tile = document.createElement("canvas");
  tile.width = 6;
  tile.height = 6;
  const t = tile.getContext("2d");
  t.strokeStyle = colour;
  t.globalAlpha = 0.55;
  t.lineWidth = 1.2;
  t.beginPath();
  t.moveTo(0, 6);
  t.lineTo(6, 0);
  t.stroke();
  return ctx.createPattern(tile, "repeat");
}
