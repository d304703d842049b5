// The stone game's board picture: a canvas (boards up to 100 x 100 and more stay quick)
// that draws what the server said: the rows of `O`, `X` and `.`, the empty cell coloured
// by the verdict of the player to move, marks on the stones that may move, and arrows for
// moves (a stone sliding into the empty cell). It knows no rule of the game: clicks are
// reported as cells, and the caller decides with the server's `legal_moves`.
import { fitCanvas, h, palette } from "./ui.js";

const MARGIN_MIN_CELL = 18; // below this cell size, no row and column numbers

export class StoneBoard {
  // `onCell({row, column}, event)` is called for a click on a cell (1-based).
  constructor({ testid, label, onCell }) {
    this.canvas = h("canvas", { tabindex: "0", role: "img", "aria-label": label, "data-testid": testid });
    this.element = h("div", { class: "canvas-wrap stones-wrap" }, this.canvas);
    this.onCell = onCell;
    this.view = null;
    this.canvas.addEventListener("click", (e) => {
      const cell = this.cellAt(e.offsetX, e.offsetY);
      if (cell && this.onCell) this.onCell(cell, e);
    });
    this.canvas.addEventListener("contextmenu", (e) => {
      const cell = this.cellAt(e.offsetX, e.offsetY);
      if (cell && this.onCell) {
        e.preventDefault();
        this.onCell(cell, e);
      }
    });
    this.canvas.addEventListener("mousemove", (e) => {
      const cell = this.cellAt(e.offsetX, e.offsetY);
      const key = cell ? `${cell.row},${cell.column}` : null;
      if (key !== this.hover) {
        this.hover = key;
        const clickable = cell && this.view?.clickable?.(cell);
        this.canvas.style.cursor = clickable ? "pointer" : "default";
        this.draw(this.view);
      }
    });
    this.canvas.addEventListener("mouseleave", () => {
      this.hover = null;
      this.draw(this.view);
    });
    new ResizeObserver(() => this.view && this.draw(this.view)).observe(this.element);
  }

  // The cell under a point of the canvas (CSS pixels), or null.
  cellAt(x, y) {
    const g = this.geometry;
    if (!g) return null;
    const column = Math.floor((x - g.left) / g.cell) + 1;
    const row = Math.floor((y - g.top) / g.cell) + 1;
    if (row < 1 || column < 1 || row > g.rows || column > g.columns) return null;
    return { row, column };
  }

  // The centre of a cell in CSS pixels (for tests and arrows).
  centre({ row, column }) {
    const g = this.geometry;
    return { x: g.left + (column - 0.5) * g.cell, y: g.top + (row - 0.5) * g.cell };
  }

  // view: { rows: ["XO.", ...], empty: {row, column}, emptyVerdict: "win" | "lose" | null,
  //   marks: [{row, column}] (stones that may move), arrows: [{from, to, kind}] where
  //   `from` is the stone's cell and `to` the empty cell, kind "win" (a winning move),
  //   "played" (the move made), "mistake" (a move that threw a win away), "last" (the
  //   previous move, faint); clickable(cell) for the pointer cursor }.
  draw(view) {
    this.view = view;
    if (!view) return;
    const colours = palette();
    const n_rows = view.rows.length;
    const n_cols = view.rows[0]?.length ?? 0;
    const avail = Math.max(200, this.element.parentElement?.clientWidth || 600) - 4;
    const availH = Math.max(240, window.innerHeight * 0.72);
    // Large boards get at least 9 pixels a cell and scroll inside their frame.
    let cell = Math.floor(Math.min(avail / (n_cols + 1), availH / (n_rows + 1), 72));
    cell = Math.max(cell, 9);
    const margin = cell >= MARGIN_MIN_CELL ? Math.max(18, Math.round(cell * 0.45)) : 2;
    const width = margin + n_cols * cell + 2;
    const height = margin + n_rows * cell + 2;
    const canvas = this.canvas;
    const ctx = fitCanvas(canvas, width, height);
    this.geometry = { left: margin, top: margin, cell, rows: n_rows, columns: n_cols };
    Object.assign(canvas.dataset, { cellSize: cell, originX: margin, originY: margin, rows: n_rows, columns: n_cols });
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, width, height);

    // Row and column numbers.
    if (margin > 2) {
      ctx.fillStyle = colours.ink;
      ctx.font = `${Math.min(14, Math.round(margin * 0.62))}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      const every = cell >= 26 ? 1 : 5;
      for (let c = 1; c <= n_cols; c++) {
        if (c === 1 || c % every === 0) ctx.fillText(String(c), margin + (c - 0.5) * cell, margin / 2);
      }
      for (let r = 1; r <= n_rows; r++) {
        if (r === 1 || r % every === 0) ctx.fillText(String(r), margin / 2, margin + (r - 0.5) * cell);
      }
    }

    // Cells.
    ctx.fillStyle = colours.free;
    ctx.fillRect(margin, margin, n_cols * cell, n_rows * cell);
    if (view.empty) {
      const { row, column } = view.empty;
      ctx.fillStyle = view.emptyVerdict === "win" ? colours.win : view.emptyVerdict === "lose" ? colours.lose : "#fff";
      ctx.fillRect(margin + (column - 1) * cell, margin + (row - 1) * cell, cell, cell);
    }
    if (cell >= 8) {
      ctx.strokeStyle = colours.line;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let r = 0; r <= n_rows; r++) {
        ctx.moveTo(margin, margin + r * cell + 0.5);
        ctx.lineTo(margin + n_cols * cell, margin + r * cell + 0.5);
      }
      for (let c = 0; c <= n_cols; c++) {
        ctx.moveTo(margin + c * cell + 0.5, margin);
        ctx.lineTo(margin + c * cell + 0.5, margin + n_rows * cell);
      }
      ctx.stroke();
    }

    // Stones.
    const radius = Math.max(1.5, cell * 0.36);
    for (let r = 0; r < n_rows; r++) {
      const line = view.rows[r];
      for (let c = 0; c < n_cols; c++) {
        const ch = line[c];
        if (ch !== "O" && ch !== "X") continue;
        const x = margin + (c + 0.5) * cell;
        const y = margin + (r + 0.5) * cell;
        ctx.beginPath();
        ctx.arc(x, y, radius, 0, 2 * Math.PI);
        ctx.fillStyle = ch === "O" ? "#ffffff" : colours.token;
        ctx.fill();
        if (ch === "O") {
          ctx.lineWidth = Math.max(1, cell / 22);
          ctx.strokeStyle = colours.ink;
          ctx.stroke();
        }
      }
    }

    // The stones that may move: a ring, thicker under the pointer.
    for (const m of view.marks ?? []) {
      const x = margin + (m.column - 0.5) * cell;
      const y = margin + (m.row - 0.5) * cell;
      const hovered = this.hover === `${m.row},${m.column}`;
      ctx.beginPath();
      ctx.arc(x, y, radius + Math.max(2, cell * 0.07), 0, 2 * Math.PI);
      ctx.lineWidth = Math.max(2, cell * (hovered ? 0.11 : 0.06));
      ctx.strokeStyle = colours.accent;
      ctx.stroke();
    }

    // Arrows: a stone slides from its cell into the empty cell.
    for (const a of view.arrows ?? []) this.arrow(ctx, a, cell, margin, colours);

    // On a large board the empty cell is small: a ring around it, and scrolled into view.
    if (view.empty && cell < 24) {
      const x = margin + (view.empty.column - 0.5) * cell;
      const y = margin + (view.empty.row - 0.5) * cell;
      ctx.beginPath();
      ctx.arc(x, y, cell * 2.2, 0, 2 * Math.PI);
      ctx.lineWidth = 3;
      ctx.strokeStyle = colours.accent;
      ctx.stroke();
      const wrap = this.element;
      const outside = x < wrap.scrollLeft + 2 * cell || x > wrap.scrollLeft + wrap.clientWidth - 2 * cell ||
        y < wrap.scrollTop + 2 * cell || y > wrap.scrollTop + wrap.clientHeight - 2 * cell;
      if (outside) {
        wrap.scrollLeft = x - wrap.clientWidth / 2;
        wrap.scrollTop = y - wrap.clientHeight / 2;
      }
    }
  }

  arrow(ctx, { from, to, kind }, cell, margin, colours) {
    const x0 = margin + (from.column - 0.5) * cell;
    const y0 = margin + (from.row - 0.5) * cell;
    const x1 = margin + (to.column - 0.5) * cell;
    const y1 = margin + (to.row - 0.5) * cell;
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const ux = (x1 - x0) / len;
    const uy = (y1 - y0) / len;
    const style = {
      win: { colour: "#1f5f99", width: 0.16, dash: [] },
      played: { colour: colours.ink, width: 0.1, dash: [] },
      mistake: { colour: "#c25e00", width: 0.11, dash: [0.14, 0.12] },
      last: { colour: "#777777", width: 0.07, dash: [] },
    }[kind] ?? { colour: colours.ink, width: 0.1, dash: [] };
    const lw = Math.max(2, cell * style.width);
    // From the stone's centre to the empty cell's centre.
    const start = cell * 0.02;
    const end = len - cell * 0.02;
    const head = Math.max(6, cell * 0.3);
    ctx.save();
    ctx.strokeStyle = style.colour;
    ctx.fillStyle = style.colour;
    ctx.lineWidth = lw;
    ctx.lineCap = "round";
    ctx.setLineDash(style.dash.map((d) => d * cell));
    ctx.beginPath();
    ctx.moveTo(x0 + ux * start, y0 + uy * start);
    ctx.lineTo(x0 + ux * (end - head * 0.8), y0 + uy * (end - head * 0.8));
    ctx.stroke();
    ctx.setLineDash([]);
    const tipX = x0 + ux * end;
    const tipY = y0 + uy * end;
    ctx.beginPath();
    ctx.moveTo(tipX, tipY);
    ctx.lineTo(tipX - ux * head - uy * head * 0.55, tipY - uy * head + ux * head * 0.55);
    ctx.lineTo(tipX - ux * head + uy * head * 0.55, tipY - uy * head - ux * head * 0.55);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
}

// A board's rows as the text of a stone board file.
export function boardText(rows) {
  return rows.map((r) => r + "\n").join("");
}

// `{row, column}` as the API's move text `row,col`.
export function moveText(p) {
  return `${p.row},${p.column}`;
}

// `{row, column}` as the page shows it, `(r, c)`.
export function show(p) {
  return p ? `(${p.row}, ${p.column})` : "—";
}

// The player's name as the page shows it, with the stones they move.
export function playerName(player) {
  return player === "tutu" ? "Tutu" : "Dandan";
}

export function stoneName(player) {
  return player === "tutu" ? "white ○" : "black ●";
}

// The text of a located error, with the offending line quoted and a caret under the
// column, as the CLI prints it.
export function locatedText(err, text) {
  if (!err.line) return err.message;
  const lines = text.split("\n");
  const line = (lines[err.line - 1] ?? "").replace(/\r$/, "");
  const number = String(err.line);
  const pad = " ".repeat(number.length);
  const caret = " ".repeat(Math.max(0, (err.column ?? 1) - 1)) + "^";
  return `line ${err.line}, column ${err.column}: ${err.message.replace(/ \((?:[a-z]+, )?line \d+, column \d+\)$/, "")}\n${number} | ${line}\n${pad} | ${caret}`;
}

// Selects line `line`, column `column` of a textarea (1-based), to show where an error is.
export function selectAt(textarea, line, column) {
  const lines = textarea.value.split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  const start = offset + Math.max(0, (column ?? 1) - 1);
  const end = offset + (lines[line - 1]?.length ?? 0);
  textarea.focus();
  textarea.setSelectionRange(start, Math.max(start + 1, end));
}
