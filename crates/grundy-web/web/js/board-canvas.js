// Drawing a token board on a canvas (boards of 200 x 200 cells and more stay quick: one
// pass of rectangles, no element per cell): free cells coloured by the server's verdict
// map, blocked cells dark, the token's trail, the token, its legal moves ringed, the
// maximum matching as lines and an alternating path. It also turns pointer positions
// into cells. It draws what it is given and decides nothing.
import { h, palette } from "./ui.js";

const TRAIL = "#a8a8a8";
// The smallest cell size, in pixels, on which the matching's lines are drawn.
export const MIN_MATCHING_CELL = 6;
const PATH = "#1d1d1d";

export class BoardCanvas {
  // `onPointer(kind, cell, event)`: kind is "down", "move" (with a button held) or "up";
  // `onKey(event)`: a key pressed while the board has the focus.
  constructor({ onPointer, onKey, testid = "board-canvas", label = "The board" }) {
    this.canvas = h("canvas", { tabindex: "0", "data-testid": testid, role: "img", "aria-label": label });
    this.element = h("div", { class: "canvas-wrap board-wrap" }, this.canvas);
    this.rows = 1;
    this.cols = 1;
    this.cell = 20;
    this.zoom = "fit";
    this.view = null;
    this.pending = false;
    this.colors = null;
    const at = (e) => this.cellAt(e);
    this.canvas.addEventListener("pointerdown", (e) => {
      if (e.button !== 0) return;
      this.canvas.setPointerCapture(e.pointerId);
      this.canvas.focus({ preventScroll: true });
      const cell = at(e);
      if (cell !== null) onPointer("down", cell, e);
      e.preventDefault();
    });
    this.canvas.addEventListener("pointermove", (e) => {
      if (!(e.buttons & 1)) return;
      const cell = at(e);
      if (cell !== null) onPointer("move", cell, e);
    });
    this.canvas.addEventListener("pointerup", (e) => onPointer("up", at(e), e));
    this.canvas.addEventListener("keydown", (e) => onKey(e));
    // The keyboard cursor shows only while the board has the focus.
    this.canvas.addEventListener("focus", () => this.draw(this.view));
    this.canvas.addEventListener("blur", () => this.draw(this.view));
    addEventListener("resize", () => this.layout());
  }

  // The cell under a pointer event, or null off the board.
  cellAt(e) {
    const rect = this.canvas.getBoundingClientRect();
    const c = Math.floor((e.clientX - rect.left) / this.cell);
    const r = Math.floor((e.clientY - rect.top) / this.cell);
    if (r < 0 || c < 0 || r >= this.rows || c >= this.cols) return null;
    return r * this.cols + c;
  }

  // Scrolls the board (when it is larger than its frame) so that `cell` is in sight.
  reveal(cell) {
    const wrap = this.element;
    const x = (cell % this.cols) * this.cell;
    const y = Math.floor(cell / this.cols) * this.cell;
    const margin = 3 * this.cell;
    if (x - margin < wrap.scrollLeft || x + this.cell + margin > wrap.scrollLeft + wrap.clientWidth) {
      wrap.scrollLeft = x - wrap.clientWidth / 2;
    }
    if (y - margin < wrap.scrollTop || y + this.cell + margin > wrap.scrollTop + wrap.clientHeight) {
      wrap.scrollTop = y - wrap.clientHeight / 2;
    }
  }

  // "fit" (the board fits the space beside the panel) or a cell size in pixels.
  setZoom(zoom) {
    this.zoom = zoom;
    this.layout();
  }

  // Sizes the canvas for a rows x cols board.
  layout(rows = this.rows, cols = this.cols) {
    this.rows = rows;
    this.cols = cols;
    let cell;
    if (this.zoom === "fit") {
      const width = Math.max(200, (this.element.parentElement?.clientWidth || 800) - 4);
      const height = Math.max(240, innerHeight * 0.74);
      cell = Math.floor(Math.min(width / cols, height / rows));
      cell = Math.max(2, Math.min(64, cell));
    } else {
      cell = Number(this.zoom);
    }
    this.cell = cell;
    const dpr = devicePixelRatio || 1;
    this.canvas.style.width = `${cols * cell}px`;
    this.canvas.style.height = `${rows * cell}px`;
    this.canvas.width = Math.round(cols * cell * dpr);
    this.canvas.height = Math.round(rows * cell * dpr);
    this.dpr = dpr;
    this.draw(this.view);
  }

  // Draws `view` on the next frame: { rows, cols, blocked (Uint8Array, 1 = blocked),
  // map (rows of W/L/#, or null), mates (rows of > < ^ v o #, or null), trail (cells the
  // token left), token, legal (cells), path (cells, from the unmatched end), cursor,
  // marked (a cell outlined) }.
  draw(view) {
    this.view = view;
    if (!view || this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.paint(this.view);
    });
  }

  paint(view) {
    if (!view) return;
    if (view.rows !== this.rows || view.cols !== this.cols) {
      this.layout(view.rows, view.cols);
      return;
    }
    this.colors ??= palette();
    const col = this.colors;
    const ctx = this.canvas.getContext("2d");
    const s = this.cell;
    const { rows, cols } = view;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = s >= 8 ? "#ffffff" : col.line;
    ctx.fillRect(0, 0, cols * s, rows * s);
    const gap = s >= 8 ? 1 : 0;
    const trail = new Set(view.trail || []);
    // One pass per colour: fewer style changes on big boards.
    const groups = { win: [], lose: [], blocked: [], free: [], trail: [] };
    for (let r = 0; r < rows; r++) {
      const line = view.map ? view.map[r] : null;
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        let g;
        if (trail.has(i)) g = "trail";
        else if (view.blocked[i]) g = "blocked";
        else {
          const ch = line ? line.charCodeAt(c) : 0;
          g = ch === 87 ? "win" : ch === 76 ? "lose" : "free"; // W, L, else not known yet
        }
        groups[g].push(i);
      }
    }
    const fills = { win: col.win, lose: col.lose, blocked: col.blocked, free: col.free, trail: TRAIL };
    for (const [name, cells] of Object.entries(groups)) {
      ctx.fillStyle = fills[name];
      for (const i of cells) ctx.fillRect((i % cols) * s + gap, Math.floor(i / cols) * s + gap, s - gap, s - gap);
    }
    const center = (i) => [(i % cols) * s + s / 2, Math.floor(i / cols) * s + s / 2];
    // The maximum matching: a line between the centres of every matched pair (not on
    // cells under MIN_MATCHING_CELL pixels, where the lines would hide the colours).
    if (view.mates && s >= MIN_MATCHING_CELL) {
      ctx.strokeStyle = s >= 8 ? "rgba(29, 29, 29, 0.55)" : "rgba(29, 29, 29, 0.35)";
      ctx.lineWidth = s >= 8 ? s * 0.16 : 1;
      ctx.lineCap = "round";
      ctx.beginPath();
      for (let r = 0; r < rows; r++) {
        const line = view.mates[r];
        for (let c = 0; c < cols; c++) {
          const ch = line[c];
          if (ch !== ">" && ch !== "v") continue;
          const i = r * cols + c;
          const [x, y] = center(i);
          ctx.moveTo(x, y);
          if (ch === ">") ctx.lineTo(x + s, y);
          else ctx.lineTo(x, y + s);
        }
      }
      ctx.stroke();
      // Unmatched free cells: a small hollow ring.
      if (s >= 10) {
        ctx.strokeStyle = "rgba(29, 29, 29, 0.7)";
        ctx.lineWidth = Math.max(1, s * 0.08);
        ctx.beginPath();
        for (let r = 0; r < rows; r++) {
          const line = view.mates[r];
          for (let c = 0; c < cols; c++) {
            if (line[c] !== "o") continue;
            const [x, y] = center(r * cols + c);
            ctx.moveTo(x + s * 0.16, y);
            ctx.arc(x, y, s * 0.16, 0, 2 * Math.PI);
          }
        }
        ctx.stroke();
      }
    }
    // The token's trail: a line through the cells it visited.
    const walk = [...(view.trail || []), ...(view.token !== null && view.token !== undefined ? [view.token] : [])];
    if (walk.length > 1) {
      ctx.strokeStyle = "#555555";
      ctx.lineWidth = Math.max(1, s * 0.1);
      ctx.lineJoin = "round";
      ctx.beginPath();
      walk.forEach((i, k) => (k ? ctx.lineTo(...center(i)) : ctx.moveTo(...center(i))));
      ctx.stroke();
    }
    // The alternating path: edges outside the matching dashed, matching edges solid,
    // with a white casing so it reads on both colours; its unmatched end ringed.
    if (view.path && view.path.length) {
      const w = Math.max(3, s * 0.25);
      for (let k = 0; k + 1 < view.path.length; k++) {
        const [x1, y1] = center(view.path[k]);
        const [x2, y2] = center(view.path[k + 1]);
        for (const [style, width] of [["#ffffff", w + Math.max(3, s * 0.12)], [PATH, w]]) {
          ctx.strokeStyle = style;
          ctx.lineWidth = width;
          ctx.setLineDash(k % 2 === 0 ? [Math.max(3, s * 0.25), Math.max(3, s * 0.2)] : []);
          ctx.beginPath();
          ctx.moveTo(x1, y1);
          ctx.lineTo(x2, y2);
          ctx.stroke();
        }
      }
      ctx.setLineDash([]);
      const [x, y] = center(view.path[0]);
      ctx.strokeStyle = "#ffffff";
      ctx.lineWidth = Math.max(2, s * 0.14);
      ctx.beginPath();
      ctx.arc(x, y, Math.max(5, s * 0.3), 0, 2 * Math.PI);
      ctx.stroke();
      ctx.strokeStyle = PATH;
      ctx.lineWidth = Math.max(1.5, s * 0.08);
      ctx.stroke();
    }
    // Legal moves: an accent ring inside the cell.
    if (view.legal && view.legal.length) {
      ctx.strokeStyle = col.accent;
      ctx.lineWidth = Math.max(1.5, s * 0.12);
      for (const i of view.legal) {
        const inset = Math.max(1, s * 0.1);
        ctx.strokeRect((i % cols) * s + inset + gap, Math.floor(i / cols) * s + inset + gap, s - 2 * inset - gap, s - 2 * inset - gap);
      }
    }
    if (view.marked !== null && view.marked !== undefined) {
      ctx.strokeStyle = col.ink;
      ctx.lineWidth = Math.max(2, s * 0.14);
      const i = view.marked;
      ctx.strokeRect((i % cols) * s + 1, Math.floor(i / cols) * s + 1, s - 2, s - 2);
    }
    if (view.token !== null && view.token !== undefined) {
      const [x, y] = center(view.token);
      ctx.fillStyle = col.token;
      ctx.strokeStyle = "#ffffff";
      ctx.lineWidth = Math.max(1.5, s * 0.08);
      ctx.beginPath();
      ctx.arc(x, y, Math.max(5, s * 0.3), 0, 2 * Math.PI);
      ctx.fill();
      ctx.stroke();
      // On small cells a ring around the token finds it.
      if (s < 12) {
        ctx.strokeStyle = col.token;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(x, y, 11, 0, 2 * Math.PI);
        ctx.stroke();
      }
    }
    if (view.cursor !== null && view.cursor !== undefined && document.activeElement === this.canvas) {
      ctx.strokeStyle = col.accent;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 3]);
      const i = view.cursor;
      ctx.strokeRect((i % cols) * s + 1, Math.floor(i / cols) * s + 1, s - 2, s - 2);
      ctx.setLineDash([]);
    }
  }
}
