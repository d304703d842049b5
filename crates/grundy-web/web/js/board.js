// The token board (LOJ 6033): draw a board, see who wins from every cell, and play
// against the engine. The page keeps the board's cells (free or blocked) and, in a game,
// the cells the token visited; everything else comes from `POST /api/board` (the
// document of `grundy board --json`): the verdict map, the legal moves, who wins, the
// engine's move, the maximum matching and the alternating paths that explain it.
import { call } from "./api.js";
import { h, toast, openText, saveText } from "./ui.js";
import { BoardCanvas, MIN_MATCHING_CELL } from "./board-canvas.js";

// The bundled examples, served from the repository's examples/ folder.
const EXAMPLES = [
  { file: "loj6033_board.in", title: "LOJ 6033 sample (6 × 8)" },
  { file: "board.txt", title: "Open 6 × 8 board" },
  { file: "board_maze.txt", title: "Maze (13 × 29)" },
];
const REFRESH_DELAY_MS = 120;
const ENGINE_DELAY_MS = 450;
const MAX_SIDE = 1000;
const MAX_UNDO = 200;
const KEY_STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

const STYLE = `
#area-board [hidden] { display: none !important; }
#area-board .tabs { display: flex; gap: 0.3rem; margin: 0 0 0.7rem; border-bottom: 1px solid var(--line); }
#area-board .tab { border-radius: 0.4rem 0.4rem 0 0; border-bottom: none; margin-bottom: -1px; background: var(--panel); }
#area-board .tab[aria-selected="true"] { background: #fff; border-color: var(--line); border-bottom: 1px solid #fff; font-weight: 600; }
#area-board .board-wrap { display: block; width: max-content; max-width: 100%; touch-action: none; }
#area-board canvas { cursor: crosshair; }
#area-board .small { font-size: 0.85em; }
#area-board .panel p { margin: 0.35rem 0; }
#area-board .panel section { margin-top: 0.6rem; }
#area-board .explain { border-left: 4px solid var(--accent); padding-left: 0.6rem; }
#area-board .board-text { width: 100%; max-width: 40em; font-size: 0.9em; }
#area-board .textbox { margin-top: 0.6rem; }
#area-board .textbox summary { cursor: pointer; color: var(--muted); }
#area-board .legend .trail::before { content: ""; display: inline-block; width: 0.9em; height: 0.9em; background: #a8a8a8; margin-right: 0.4em; vertical-align: -0.1em; border-radius: 0.15em; }
#area-board .legend .ring::before { content: ""; display: inline-block; width: 0.7em; height: 0.7em; border: 3px solid var(--accent); margin-right: 0.4em; vertical-align: -0.15em; }
#area-board .legend .match::before { content: ""; display: inline-block; width: 1.4em; height: 0; border-top: 4px solid rgba(29,29,29,0.55); margin-right: 0.4em; vertical-align: 0.2em; }
#area-board .legend .path::before { content: ""; display: inline-block; width: 1.6em; height: 0; border-top: 4px dashed #1d1d1d; margin-right: 0.4em; vertical-align: 0.2em; }
#area-board .status { min-height: 1.3em; }
#area-board ol.log { max-height: 12em; padding-left: 2.3em; }
`;

// A small seeded generator (mulberry32): the same seed draws the same board.
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class TokenBoard {
  constructor(section) {
    this.section = section;
    this.rows = 6;
    this.cols = 8;
    this.blocked = new Uint8Array(this.rows * this.cols);
    this.mode = "edit";
    this.tool = "draw";
    this.doc = null; // the latest board document
    this.explained = null; // edit mode: the cell being explained, and its document
    this.explainDoc = null;
    this.undoStack = [];
    this.painting = null; // the value a drag paints (1 blocked, 0 free)
    this.cursor = 0;
    this.generation = 0; // bumps on every request and every edit: only the newest board's answer counts
    this.controller = null;
    this.timer = null;
    // The game: the cells the token stood on (placement first), the indices in `walk`
    // of the player's own moves (for undo), who moves first, the engine's last move.
    this.walk = [];
    this.userMoves = [];
    this.first = "you";
    this.lastEngine = null;
    this.engineTimer = null;
    this.log = [];

    this.picture = new BoardCanvas({
      label: "The token board: click cells to block or free them, or to place and move the token",
      onPointer: (kind, cell, e) => this.pointer(kind, cell, e),
      onKey: (e) => this.key(e),
    });
    this.build();
  }

  // ---------------------------------------------------------------- the page

  build() {
    const tab = (mode, label) =>
      h("button", { role: "tab", class: "tab", "data-testid": `board-mode-${mode}`, onclick: () => this.setMode(mode) }, label);
    this.tabs = { edit: tab("edit", "✎ Edit the board"), play: tab("play", "▶ Play against the engine") };

    // Editing: size, fills, examples, files, undo.
    this.rowsInput = h("input", { type: "number", min: "1", max: String(MAX_SIDE), value: "6", "aria-label": "Rows", "data-testid": "board-rows", onchange: () => this.resize() });
    this.colsInput = h("input", { type: "number", min: "1", max: String(MAX_SIDE), value: "8", "aria-label": "Columns", "data-testid": "board-cols", onchange: () => this.resize() });
    this.densityInput = h("input", { type: "number", min: "0", max: "100", value: "20", "aria-label": "Blocked cells, percent", "data-testid": "board-density" });
    this.seedInput = h("input", { type: "number", min: "0", value: "1", "aria-label": "Seed", "data-testid": "board-seed" });
    this.exampleSelect = h("select", { "aria-label": "Example board", "data-testid": "board-example", onchange: () => this.loadExample(this.exampleSelect.value) },
      h("option", { value: "" }, "Load an example…"),
      EXAMPLES.map((e) => h("option", { value: e.file }, e.title)));
    this.undoEditButton = h("button", { "data-testid": "board-undo-edit", title: "Undo the last change to the board (U or Ctrl+Z)", onclick: () => this.undoEdit() }, "↶ Undo");
    this.toolRadio = (tool, text, title) =>
      h("label", { title }, h("input", { type: "radio", name: "board-tool", value: tool, checked: tool === this.tool, "data-testid": `board-tool-${tool}`, onchange: () => this.setTool(tool) }), " ", text);
    this.editBar = h("div", { class: "toolbar", "data-testid": "board-edit-bar" },
      h("fieldset", {}, h("legend", {}, "Click or drag on the board to"),
        this.toolRadio("draw", "block / free cells", "Click a cell to block or free it; drag to paint"),
        this.toolRadio("explain", "explain a cell", "Click a free cell to see why its player to move wins or loses")),
      h("fieldset", {}, h("legend", {}, "Size"), h("label", {}, "Rows ", this.rowsInput), h("label", {}, "Columns ", this.colsInput)),
      h("fieldset", {}, h("legend", {}, "Random fill"),
        h("label", {}, "Blocked % ", this.densityInput), h("label", {}, "Seed ", this.seedInput),
        h("button", { "data-testid": "board-fill", onclick: () => this.randomFill() }, "Fill"),
        h("button", { "data-testid": "board-clear", onclick: () => this.clearBoard(), title: "Free every cell" }, "Clear")),
      h("fieldset", {}, h("legend", {}, "Board"), this.exampleSelect,
        h("button", { "data-testid": "board-open", onclick: () => this.openFile() }, "Open file…"),
        h("button", { "data-testid": "board-save", onclick: () => saveText("board.txt", this.boardText()), title: "Save the board (. free, # blocked, with the rows and columns on the first line)" }, "Save")),
      this.undoEditButton);

    // Playing: who moves first, undo, restart.
    const firstRadio = (who, text) =>
      h("label", {}, h("input", { type: "radio", name: "board-first", value: who, checked: who === this.first, "data-testid": `board-first-${who}`, onchange: () => this.setFirst(who) }), " ", text);
    this.undoButton = h("button", { "data-testid": "board-undo", title: "Take back your last move (U)", onclick: () => this.undoMove() }, "↶ Undo");
    this.restartButton = h("button", { "data-testid": "board-restart", title: "Take the token off and start again (R)", onclick: () => this.restart() }, "⟲ Restart");
    this.playBar = h("div", { class: "toolbar", "data-testid": "board-play-bar", hidden: true },
      h("fieldset", {}, h("legend", {}, "After you place the token, the first move is made by"), firstRadio("you", "you"), firstRadio("engine", "the engine")),
      this.undoButton, this.restartButton);

    // Shown in both modes.
    this.matchingBox = h("input", { type: "checkbox", "data-testid": "board-show-matching", onchange: () => this.refreshNow() });
    this.zoomSelect = h("select", { "aria-label": "Cell size", "data-testid": "board-zoom", onchange: () => (this.picture.setZoom(this.zoomSelect.value), this.render()) },
      [["fit", "fit the window"], ["8", "8 px"], ["16", "16 px"], ["24", "24 px"], ["40", "40 px"]].map(([v, t]) => h("option", { value: v }, t)));
    this.viewBar = h("div", { class: "toolbar" },
      h("label", { title: "Lines join the pairs of a maximum matching of the free cells; for an orange cell being explained, the alternating path that proves it loses (M)" },
        this.matchingBox, " Show the maximum matching and the proof"),
      h("label", {}, "Cell size ", this.zoomSelect));

    // The board as text, with the server's located errors.
    this.text = h("textarea", { class: "mono board-text", rows: "8", spellcheck: "false", "aria-label": "Board text", "data-testid": "board-text" });
    this.textError = h("pre", { class: "error", "data-testid": "board-text-error", hidden: true });
    this.textBox = h("details", { class: "textbox", ontoggle: () => this.textBox.open && (this.text.value = this.boardText()) },
      h("summary", {}, "Board as text (. free, # blocked; an optional first line “rows columns”)"),
      this.text,
      h("div", { class: "toolbar" }, h("button", { "data-testid": "board-use-text", onclick: () => this.useText() }, "Use this text")),
      this.textError);

    this.legend = h("div", { class: "legend", "data-testid": "board-legend" });
    this.status = h("p", { class: "verdict status", "data-testid": "board-status", "aria-live": "polite" });
    this.detail = h("div", { "data-testid": "board-detail" });
    this.explainBox = h("div", { class: "explain", "data-testid": "board-explain", hidden: true });
    this.logList = h("ol", { class: "log", "data-testid": "board-log" });
    this.logSection = h("section", { hidden: true }, h("h3", {}, "Moves"), this.logList);
    this.busy = h("p", { class: "muted small", "data-testid": "board-busy" });
    this.keys = h("p", { class: "muted small" });
    this.panel = h("div", { class: "panel" }, this.status, this.detail, this.explainBox, this.logSection, this.keys, this.busy);

    this.section.append(
      h("h2", {}, "Token board (LOJ 6033)"),
      h("p", { class: "lead" },
        "A token is placed on a free cell. Then the players take turns moving it one step up, down, left or right, onto a free cell it has never visited. ",
        "Whoever cannot move loses. Each free cell is coloured for a token placed there: ",
        h("strong", {}, "blue"), ", the player who moves first from it wins; ",
        h("strong", {}, "orange"), ", that player loses (so whoever placed the token wins)."),
      h("div", { class: "tabs", role: "tablist" }, this.tabs.edit, this.tabs.play),
      this.editBar, this.playBar, this.viewBar,
      h("div", { class: "layout" }, h("div", {}, this.picture.element, this.legend, this.textBox), this.panel));
  }

  // ---------------------------------------------------------------- the board

  boardText() {
    const lines = [`${this.rows} ${this.cols}`];
    for (let r = 0; r < this.rows; r++) {
      let line = "";
      for (let c = 0; c < this.cols; c++) line += this.blocked[r * this.cols + c] ? "#" : ".";
      lines.push(line);
    }
    return lines.join("\n") + "\n";
  }

  // The cell `i` as the API takes it and writes it: {row, column}, both from 1.
  cellArg(i) {
    return { row: Math.floor(i / this.cols) + 1, column: (i % this.cols) + 1 };
  }

  cellName(i) {
    return `(${Math.floor(i / this.cols) + 1}, ${(i % this.cols) + 1})`;
  }

  cellOf(position) {
    return (position.row - 1) * this.cols + (position.column - 1);
  }

  snapshot() {
    return { rows: this.rows, cols: this.cols, blocked: this.blocked.slice() };
  }

  remember() {
    this.undoStack.push(this.snapshot());
    if (this.undoStack.length > MAX_UNDO) this.undoStack.shift();
  }

  setBoard({ rows, cols, blocked }) {
    this.rows = rows;
    this.cols = cols;
    this.blocked = blocked;
    this.rowsInput.value = String(rows);
    this.colsInput.value = String(cols);
    this.cursor = Math.min(this.cursor, rows * cols - 1);
    if (this.explained !== null && (this.explained >= rows * cols || blocked[this.explained])) this.explained = null;
    if (this.textBox.open) this.text.value = this.boardText();
  }

  // A board changed by an edit: redraw at once, colour when the server answers.
  edited() {
    this.doc = this.doc && this.doc.rows === this.rows && this.doc.columns === this.cols ? this.doc : null;
    if (this.textBox.open) this.text.value = this.boardText();
    this.render();
    this.scheduleRefresh();
  }

  undoEdit() {
    const previous = this.undoStack.pop();
    if (!previous) return;
    this.setBoard(previous);
    this.edited();
  }

  resize() {
    const clamp = (v) => Math.max(1, Math.min(MAX_SIDE, Math.floor(Number(v)) || 1));
    const rows = clamp(this.rowsInput.value);
    const cols = clamp(this.colsInput.value);
    if (rows === this.rows && cols === this.cols) return;
    this.remember();
    const blocked = new Uint8Array(rows * cols);
    for (let r = 0; r < Math.min(rows, this.rows); r++) {
      for (let c = 0; c < Math.min(cols, this.cols); c++) blocked[r * cols + c] = this.blocked[r * this.cols + c];
    }
    this.setBoard({ rows, cols, blocked });
    this.edited();
  }

  randomFill() {
    const density = Math.max(0, Math.min(100, Number(this.densityInput.value) || 0)) / 100;
    const random = seeded(Number(this.seedInput.value) || 0);
    this.remember();
    const blocked = new Uint8Array(this.rows * this.cols);
    for (let i = 0; i < blocked.length; i++) blocked[i] = random() < density ? 1 : 0;
    this.setBoard({ rows: this.rows, cols: this.cols, blocked });
    this.edited();
  }

  clearBoard() {
    this.remember();
    this.setBoard({ rows: this.rows, cols: this.cols, blocked: new Uint8Array(this.rows * this.cols) });
    this.edited();
  }

  async loadExample(file) {
    if (!file) return;
    const example = EXAMPLES.find((e) => e.file === file);
    try {
      const response = await fetch(`examples/${file}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await this.loadText(await response.text(), example.title);
    } catch (err) {
      toast(`The example ${file} could not be loaded: ${err.message}`);
    }
    this.exampleSelect.value = "";
  }

  async openFile() {
    const text = await openText(".txt,.in,.board");
    if (text !== null) await this.loadText(text, "the file");
  }

  async useText() {
    await this.loadText(this.text.value, "the text");
  }

  // Reads a board through the server's parser: on success the board becomes it (the
  // server's map says which cells are blocked); on failure the located error is shown
  // beside the text and the board stays as it was.
  async loadText(text, source) {
    this.textError.hidden = true;
    const gen = ++this.generation;
    this.controller?.abort();
    this.section.dataset.state = "busy";
    try {
      const doc = await call("board", { input: text, map_only: true, matching: this.matchingBox.checked });
      if (gen !== this.generation) return;
      this.setMode("edit");
      this.remember();
      const blocked = new Uint8Array(doc.rows * doc.columns);
      doc.map.forEach((line, r) => {
        for (let c = 0; c < doc.columns; c++) blocked[r * doc.columns + c] = line[c] === "#" ? 1 : 0;
      });
      this.explained = null;
      this.setBoard({ rows: doc.rows, cols: doc.columns, blocked });
      this.setDoc(doc);
      this.explainDoc = null;
      this.error = null;
      this.render();
    } catch (err) {
      if (gen !== this.generation) return;
      const where = err.line ? `Line ${err.line}, column ${err.column}: ` : "";
      this.textBox.open = true;
      this.text.value = text;
      this.textError.textContent = `${source[0].toUpperCase()}${source.slice(1)} is not a board. ${where}${err.line ? err.message.replace(/ \(input, line .*\)$/, "") : err.message}`;
      this.textError.hidden = false;
      if (err.line) this.selectInText(text, err.line, err.column);
      this.textError.scrollIntoView({ block: "nearest" });
    } finally {
      if (gen === this.generation) this.section.dataset.state = "ready";
    }
  }

  // Selects the error's place in the text box.
  selectInText(text, line, column) {
    const lines = text.split("\n");
    let at = 0;
    for (let k = 0; k < line - 1 && k < lines.length; k++) at += lines[k].length + 1;
    at += Math.max(0, column - 1);
    this.text.focus();
    this.text.setSelectionRange(at, Math.min(text.length, at + 1));
  }

  // ---------------------------------------------------------------- the server

  requestBody() {
    const body = { input: this.boardText(), map_only: true, matching: this.matchingBox.checked };
    if (this.mode === "play" && this.walk.length) {
      body.token = this.cellArg(this.walk[0]);
      body.moves = this.walk.slice(1).map((i) => this.cellArg(i));
      body.explain = true;
    }
    return body;
  }

  // An edit: the board shown is now newer than any request on its way, so the section is
  // busy at once and an answer to an earlier board neither shows nor makes it ready (a
  // new generation); the request for this board goes after a short pause (edits in a
  // row, a drag, send one).
  scheduleRefresh() {
    ++this.generation;
    this.controller?.abort();
    this.section.dataset.state = "busy";
    this.busy.textContent = "Colouring…";
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), REFRESH_DELAY_MS);
  }

  refreshNow() {
    clearTimeout(this.timer);
    return this.refresh();
  }

  // Asks for the board's document (and in edit mode the explained cell's); an older
  // request still on its way is cancelled, and an answer to it ignored. Returns the
  // document, or null.
  async refresh() {
    clearTimeout(this.timer);
    this.controller?.abort();
    const controller = (this.controller = new AbortController());
    const gen = ++this.generation;
    this.section.dataset.state = "busy";
    const explainCell = this.mode === "edit" ? this.explained : null;
    const started = performance.now();
    try {
      const [doc, explainDoc] = await Promise.all([
        call("board", this.requestBody(), { signal: controller.signal }),
        explainCell === null
          ? null
          : call("board", { input: this.boardText(), cells: [this.cellArg(explainCell)], explain: true }, { signal: controller.signal }),
      ]);
      if (gen !== this.generation) return null;
      this.section.dataset.refreshMs = String(Math.round(performance.now() - started));
      this.setDoc(doc);
      this.explainDoc = explainDoc;
      this.error = null;
      this.render();
      if (this.mode === "play") this.afterPosition(gen);
      return doc;
    } catch (err) {
      if (err.name === "AbortError" || gen !== this.generation) return null;
      this.error = err.message;
      this.render();
      toast(err.message);
      return null;
    } finally {
      if (gen === this.generation) {
        this.section.dataset.state = "ready";
        this.busy.textContent = "";
      }
    }
  }

  // The latest document, also on the section for tests (`data-doc`).
  setDoc(doc) {
    this.doc = doc;
    this.section.dataset.doc = JSON.stringify(doc);
  }

  // ---------------------------------------------------------------- modes and tools

  setMode(mode) {
    if (mode === this.mode) return;
    this.stopEngine();
    this.mode = mode;
    this.walk = [];
    this.userMoves = [];
    this.lastEngine = null;
    this.log = [];
    this.refreshNow();
    this.render();
  }

  setTool(tool) {
    this.tool = tool;
    if (tool === "draw") {
      this.explained = null;
      this.explainDoc = null;
    }
    this.render();
  }

  setFirst(who) {
    this.first = who;
    // A game under way starts again from the same placement with the new first mover.
    if (this.walk.length) {
      const start = this.walk[0];
      this.restart();
      this.place(start);
    } else {
      this.render();
    }
  }

  pointer(kind, cell, e) {
    if (cell === null) {
      this.painting = null;
      return;
    }
    this.cursor = cell;
    if (this.mode === "edit" && this.tool === "draw") {
      if (kind === "down") {
        this.remember();
        this.painting = this.blocked[cell] ? 0 : 1;
      }
      if (kind === "up") {
        this.painting = null;
        return;
      }
      if (this.painting !== null && this.blocked[cell] !== this.painting) {
        this.blocked[cell] = this.painting;
        if (this.explained === cell) this.explained = null;
        this.edited();
      }
      return;
    }
    if (kind !== "down") return;
    if (this.mode === "edit") this.explain(cell);
    else this.playAt(cell);
  }

  explain(cell) {
    if (this.blocked[cell]) {
      this.explained = null;
      this.explainDoc = null;
      this.render();
      return;
    }
    this.explained = cell;
    this.explainDoc = null;
    this.render();
    this.refreshNow();
  }

  key(e) {
    if (e.ctrlKey && e.key.toLowerCase() === "z") {
      if (this.mode === "edit") this.undoEdit();
      else this.undoMove();
      e.preventDefault();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const step = KEY_STEPS[e.key];
    const playing = this.mode === "play" && this.walk.length > 0;
    if (step) {
      e.preventDefault();
      if (playing) {
        this.moveBy(step);
      } else {
        const r = Math.min(this.rows - 1, Math.max(0, Math.floor(this.cursor / this.cols) + step[0]));
        const c = Math.min(this.cols - 1, Math.max(0, (this.cursor % this.cols) + step[1]));
        this.cursor = r * this.cols + c;
        this.picture.reveal(this.cursor);
        this.render();
      }
      return;
    }
    const key = e.key.toLowerCase();
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      if (this.mode === "edit" && this.tool === "draw") {
        this.remember();
        this.blocked[this.cursor] ^= 1;
        this.edited();
      } else if (this.mode === "edit") {
        this.explain(this.cursor);
      } else if (!playing) {
        this.playAt(this.cursor);
      }
    } else if (key === "u") {
      if (this.mode === "edit") this.undoEdit();
      else this.undoMove();
    } else if (key === "r" && this.mode === "play") {
      this.restart();
    } else if (key === "m") {
      this.matchingBox.checked = !this.matchingBox.checked;
      this.refreshNow();
    }
  }

  // ---------------------------------------------------------------- the game

  // Whose turn it is, from the server's count of moves made and who moved first.
  turn() {
    if (this.mode !== "play" || !this.walk.length) return "place";
    const game = this.doc?.game;
    if (!game || game.moves !== this.walk.length - 1) return "wait";
    const engineMoves = (game.moves % 2 === 0) === (this.first === "engine");
    if (game.game_over) return engineMoves ? "won" : "lost";
    return engineMoves ? "engine" : "you";
  }

  playAt(cell) {
    if (!this.walk.length) {
      this.place(cell);
      return;
    }
    if (this.turn() !== "you") return;
    const legal = this.doc.game.legal_moves.map((p) => this.cellOf(p));
    if (!legal.includes(cell)) {
      if (cell !== this.walk[this.walk.length - 1]) {
        this.say("Not a legal move: the token goes one step up, down, left or right, onto a free cell it has not visited (the ringed cells).");
      }
      return;
    }
    this.move(cell);
  }

  moveBy([dr, dc]) {
    if (this.turn() !== "you") return;
    const token = this.walk[this.walk.length - 1];
    const r = Math.floor(token / this.cols) + dr;
    const c = (token % this.cols) + dc;
    if (r < 0 || c < 0 || r >= this.rows || c >= this.cols) {
      this.say("The token is at the edge of the board.");
      return;
    }
    this.playAt(r * this.cols + c);
  }

  place(cell) {
    if (this.blocked[cell]) {
      this.say("That cell is blocked: place the token on a free cell.");
      return;
    }
    this.stopEngine();
    this.walk = [cell];
    this.userMoves = [];
    this.lastEngine = null;
    this.log = [`You placed the token on ${this.cellName(cell)}.`];
    this.cursor = cell;
    this.refreshNow();
  }

  move(cell) {
    const from = this.walk[this.walk.length - 1];
    this.userMoves.push(this.walk.length);
    this.walk.push(cell);
    this.log.push(`You: ${this.cellName(from)} → ${this.cellName(cell)}`);
    this.lastEngine = null;
    this.refreshNow();
  }

  // Called with every new position in play: the engine moves when it is its turn.
  afterPosition(gen) {
    if (this.turn() !== "engine") return;
    const doc = this.doc;
    this.engineTimer = setTimeout(() => {
      if (gen !== this.generation || this.doc !== doc) return;
      const game = doc.game;
      const from = this.walk[this.walk.length - 1];
      const to = this.cellOf(game.engine_move);
      this.lastEngine = { from, to, wins: game.mover_wins, explanation: game.explanation, pairs: doc.matching_size };
      this.walk.push(to);
      this.log.push(`Engine: ${this.cellName(from)} → ${this.cellName(to)}`);
      this.refreshNow();
    }, ENGINE_DELAY_MS);
    this.render();
  }

  stopEngine() {
    clearTimeout(this.engineTimer);
    this.engineTimer = null;
  }

  undoMove() {
    if (this.mode !== "play") return;
    this.stopEngine();
    if (this.userMoves.length) {
      const k = this.userMoves.pop();
      this.walk = this.walk.slice(0, k);
      this.log = this.log.slice(0, k);
    } else if (this.walk.length) {
      this.walk = [];
      this.log = [];
    } else {
      return;
    }
    this.lastEngine = null;
    this.refreshNow();
  }

  restart() {
    this.stopEngine();
    this.walk = [];
    this.userMoves = [];
    this.lastEngine = null;
    this.log = [];
    this.refreshNow();
  }

  say(message) {
    this.note = message;
    this.render();
    clearTimeout(this.noteTimer);
    this.noteTimer = setTimeout(() => ((this.note = null), this.render()), 4000);
  }

  // ---------------------------------------------------------------- drawing

  render() {
    const doc = this.doc && this.doc.rows === this.rows && this.doc.columns === this.cols ? this.doc : null;
    const playing = this.mode === "play" && this.walk.length > 0;
    const token = playing ? this.walk[this.walk.length - 1] : null;
    const turn = this.turn();
    const game = playing && doc?.game && doc.game.moves === this.walk.length - 1 ? doc.game : null;
    const show = this.matchingBox.checked;
    let path = null;
    let marked = null;
    if (this.mode === "edit" && this.explained !== null) {
      marked = this.explained;
      const cell = this.explainDoc?.cells?.[0];
      if (show && cell?.explanation?.alternating_path) path = cell.explanation.alternating_path.map((p) => this.cellOf(p));
    }
    if (game && show && game.explanation?.alternating_path) path = game.explanation.alternating_path.map((p) => this.cellOf(p));
    this.picture.draw({
      rows: this.rows,
      cols: this.cols,
      blocked: this.blocked,
      map: doc?.map ?? null,
      mates: show && doc?.mates ? doc.mates : null,
      trail: playing ? this.walk.slice(0, -1) : [],
      token,
      legal: game && turn === "you" ? game.legal_moves.map((p) => this.cellOf(p)) : [],
      path,
      cursor: playing ? null : this.cursor,
      marked,
    });

    if (token !== null) this.picture.reveal(token);
    for (const [name, button] of Object.entries(this.tabs)) button.setAttribute("aria-selected", String(name === this.mode));
    this.editBar.hidden = this.mode !== "edit";
    this.playBar.hidden = this.mode !== "play";
    this.undoEditButton.disabled = !this.undoStack.length;
    this.undoButton.disabled = !this.walk.length;
    this.restartButton.disabled = !this.walk.length;
    this.section.dataset.mode = this.mode;
    this.section.dataset.turn = turn;

    this.renderLegend(doc, playing, show);
    this.renderPanel(doc, game, turn, token);
  }

  renderLegend(doc, playing, show) {
    const items = [];
    if (doc) {
      items.push(h("span", { class: "win" }, `${doc.wins} blue: the player to move wins`));
      items.push(h("span", { class: "lose" }, `${doc.losses} orange: the player to move loses`));
      items.push(h("span", { class: "blocked" }, `${doc.blocked} blocked`));
    }
    if (playing) {
      items.push(h("span", { class: "trail" }, "visited"));
      items.push(h("span", { class: "ring" }, "legal moves"));
    }
    if (show) {
      const pairs = doc?.matching_size !== undefined ? ` (${doc.matching_size})` : "";
      items.push(this.picture.cell >= MIN_MATCHING_CELL
        ? h("span", { class: "match" }, `matched pairs${pairs}; ○ unmatched`)
        : h("span", {}, `a maximum matching${pairs}: choose a larger cell size to see its pairs`));
      items.push(h("span", { class: "path" }, "alternating path (dashed: outside the matching)"));
    }
    this.legend.replaceChildren(...items);
  }

  renderPanel(doc, game, turn, token) {
    const status = [];
    const detail = [];
    let explain = null;
    let statusClass = "";
    if (this.error) {
      status.push(h("span", { class: "error" }, this.error));
    } else if (this.mode === "edit") {
      if (!doc) status.push("Colouring…");
      else status.push(`${doc.rows} × ${doc.columns} board: ${doc.wins} blue, ${doc.losses} orange, ${doc.blocked} blocked.`);
      detail.push(h("p", { class: "muted" }, this.tool === "draw"
        ? "Click or drag on the board to block or free cells; the colours follow as you draw. Choose “explain a cell” to see why a cell is blue or orange."
        : "Click a free cell to see why its player to move wins or loses."));
      if (this.explained !== null) explain = this.cellExplanation(this.explained);
      this.keys.replaceChildren("Keys (click the board first): ", h("kbd", {}, "←"), h("kbd", {}, "↑"), h("kbd", {}, "→"), h("kbd", {}, "↓"),
        " move the dashed cursor, ", h("kbd", {}, "Space"), " block / free (or explain) it, ", h("kbd", {}, "U"), " undo, ", h("kbd", {}, "M"), " show the matching.");
    } else {
      if (turn === "place") {
        status.push("Click a free cell to place the token.");
        detail.push(h("p", {}, this.first === "you"
          ? "Then you move first: pick a blue cell to win with correct play."
          : "Then the engine moves first: pick an orange cell, and you can win."));
      } else if (turn === "wait") {
        status.push(h("span", { class: "muted" }, "…"));
      } else if (turn === "engine") {
        status.push("The engine is thinking…");
      } else if (turn === "you") {
        statusClass = game.mover_wins ? "win" : "lose";
        status.push(`Your move from ${this.cellName(token)}.`);
        const tick = this.matchingBox.checked ? "" : " (tick “Show the maximum matching and the proof”)";
        detail.push(h("p", {}, game.mover_wins
          ? `Your cell is blue: you can win. The winning move follows the token's edge of the maximum matching${tick}.`
          : `Your cell is orange: with correct play the engine wins whatever you do${this.matchingBox.checked ? "; the proof is below" : `; to see why${tick}`}.`));
      } else if (turn === "lost") {
        statusClass = "lose";
        status.push(`You have no move from ${this.cellName(token)}: the engine wins.`);
        detail.push(h("p", {}, "Undo your moves (U) to try another way, or restart."));
      } else if (turn === "won") {
        statusClass = "win";
        status.push(`The engine has no move from ${this.cellName(token)}: you win!`);
      }
      explain = [];
      if (this.lastEngine) explain.push(...this.engineExplanation());
      if (game && this.matchingBox.checked && turn === "you" && !game.mover_wins) {
        explain.push(h("p", {}, h("strong", {}, `Why you lose from ${this.cellName(token)}. `)), this.proofSentence(token, game.explanation));
      }
      if (!explain.length) explain = null;
      this.keys.replaceChildren("Keys (click the board first): ", h("kbd", {}, "←"), h("kbd", {}, "↑"), h("kbd", {}, "→"), h("kbd", {}, "↓"),
        " move the token (or the cursor before it is placed), ", h("kbd", {}, "Enter"), " place it, ", h("kbd", {}, "U"), " undo, ", h("kbd", {}, "R"), " restart, ",
        h("kbd", {}, "M"), " show the matching.");
    }
    if (this.note) detail.push(h("p", { class: "error" }, this.note));
    this.status.replaceChildren(...status);
    this.status.className = `verdict status ${statusClass}`;
    this.detail.replaceChildren(...detail);
    this.explainBox.hidden = !explain;
    if (explain) this.explainBox.replaceChildren(...[explain].flat());
    this.logSection.hidden = this.mode !== "play" || !this.log.length;
    this.logList.replaceChildren(...this.log.map((line) => h("li", {}, line)));
  }

  // Why the player to move from `cell` (edit mode) wins or loses.
  cellExplanation(cell) {
    const answer = this.explainDoc?.cells?.[0];
    if (!answer || this.cellOf(answer) !== cell) return h("p", { class: "muted" }, `Explaining ${this.cellName(cell)}…`);
    const e = answer.explanation;
    const here = this.cellName(cell);
    if (answer.mover_wins) {
      return [
        h("p", { class: "verdict win" }, `${here}: the player to move wins.`),
        h("p", {}, `Every maximum matching of the free cells covers ${here}; in this one its partner is ${this.cellName(this.cellOf(e.mate))}, and moving there wins: after the move, some maximum matching of the cells left misses the new cell.`),
      ];
    }
    return [h("p", { class: "verdict lose" }, `${here}: the player to move loses (the placer wins).`), this.proofSentence(cell, e)];
  }

  // The one-sentence proof that the player to move from `cell` loses.
  proofSentence(cell, e) {
    const here = this.cellName(cell);
    const path = e?.alternating_path ?? [];
    if (path.length <= 1) {
      return h("p", {}, `The maximum matching leaves ${here} unmatched, so every move from it lands on a matched cell and the opponent answers along its matching edge, never running out of replies.`);
    }
    const start = this.cellName(this.cellOf(path[0]));
    const shown = this.matchingBox.checked ? "" : " (tick “Show the maximum matching and the proof” to draw it)";
    return h("p", {}, `Proof${shown}: the path from ${start}, a cell the matching leaves unmatched, to ${here} alternates between edges outside (dashed) and inside (solid) the matching, so swapping them gives another maximum matching that misses ${here} — and the player to move from a cell some maximum matching misses loses.`);
  }

  engineExplanation() {
    const { from, to, wins, explanation } = this.lastEngine;
    const a = this.cellName(from);
    const b = this.cellName(to);
    if (wins) {
      return [
        h("p", {}, h("strong", {}, `The engine moved ${a} → ${b}`), " along its matching edge."),
        h("p", {}, `${a} and ${b} are a pair of a maximum matching of the free cells, and every maximum matching covers ${a}; so once the token has left ${a}, some maximum matching of the cells left misses ${b}, and from ${b} the player to move — you — loses with correct play.`),
      ];
    }
    const path = explanation?.alternating_path ?? [];
    const start = path.length ? this.cellName(this.cellOf(path[0])) : a;
    return [
      h("p", {}, h("strong", {}, `The engine moved ${a} → ${b}`), ", but it was losing."),
      h("p", {}, path.length > 1
        ? `${a} was orange: the alternating path from the unmatched ${start} to ${a} gives a maximum matching that misses ${a}, so every move from it lets you win; it took the first legal move and hopes you go wrong.`
        : `${a} was orange: the maximum matching left it unmatched, so every move from it lets you win; it took the first legal move and hopes you go wrong.`),
    ];
  }
}

export async function mount(section) {
  section.dataset.state = "busy";
  document.head.append(h("style", {}, STYLE));
  const board = new TokenBoard(section);
  section.board = board;
  board.render();
  await board.loadExample(EXAMPLES[0].file);
  board.picture.layout(board.rows, board.cols);
}
