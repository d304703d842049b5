// Playing the stone game against the engine. The page keeps only the start board's text
// and the list of moves made; after every move it asks the server (`POST /api/stones`)
// for the board now, who is to move, the legal moves, who wins and the engine's move, and
// draws that. The engine's move is the server's `engine_move`.
import { call } from "./api.js";
import { h, toast, openText, saveText } from "./ui.js";
import { StoneBoard, boardText, moveText, show, playerName, stoneName, locatedText, selectAt } from "./stones-board.js";

// Arrow keys: the stone on that side of the empty cell moves into it.
const KEY_STEPS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
const ENGINE_DELAY_MS = 450;

export class Play {
  constructor(section, { examples }) {
    this.section = section;
    this.examples = examples;
    this.board = null; // the start board's text
    this.moves = []; // "r,c" of every stone moved, in order
    this.human = "tutu";
    this.doc = null;
    this.saved = []; // move lists at the human's turns, for undo
    this.generation = 0; // bumps on every new request, so stale answers are dropped
    this.editing = null; // the board being set up: { rows: [[...]] } or null

    this.picture = new StoneBoard({ testid: "stones-board", label: "The stone board", onCell: (cell, e) => this.clicked(cell, e) });

    const sideRadio = (player, text) =>
      h("label", {}, h("input", { type: "radio", name: "stones-side", value: player, checked: player === this.human, "data-testid": `stones-side-${player}`, onchange: () => this.setSide(player) }), " ", text);
    this.exampleSelect = h("select", { "data-testid": "stones-example", "aria-label": "Example board", onchange: () => this.loadExample(this.exampleSelect.value) },
      examples.map((e) => h("option", { value: e.file }, e.title)), h("option", { value: "", disabled: true }, "your board"));
    this.undoButton = h("button", { "data-testid": "stones-undo", onclick: () => this.undo(), title: "Take back your last move (U)" }, "↶ Undo");
    this.restartButton = h("button", { "data-testid": "stones-restart", onclick: () => this.restart() }, "⟲ Restart");
    this.hintBox = h("input", { type: "checkbox", "data-testid": "stones-hint", onchange: () => this.render() });
    this.setupButton = h("button", { "data-testid": "stones-setup", onclick: () => this.toggleSetup() }, "✎ Set up a board");

    this.toolbar = h("div", { class: "toolbar" },
      h("fieldset", {}, h("legend", {}, "You play"), sideRadio("tutu", "Tutu (white ○, moves first)"), sideRadio("dandan", "Dandan (black ●)")),
      h("fieldset", {}, h("legend", {}, "Board"), this.exampleSelect,
        h("button", { onclick: () => this.openFile(), "data-testid": "stones-open-board" }, "Open file…"),
        h("button", { onclick: () => saveText("stones.txt", this.currentBoardText()), title: "Save the board as it stands now" }, "Save"),
        this.setupButton),
      this.undoButton, this.restartButton,
      h("label", { title: "Show the winning move of the player to move (H)" }, this.hintBox, " Hint: show the winning move"));

    // Setting up a board: size, fills, and clicks on the cells.
    this.rowsInput = h("input", { type: "number", min: "1", max: "100", value: "6", "aria-label": "Rows" });
    this.colsInput = h("input", { type: "number", min: "1", max: "100", value: "6", "aria-label": "Columns" });
    this.setupBar = h("div", { class: "toolbar stones-setup", hidden: true, "data-testid": "stones-setup-bar" },
      h("span", {}, "Click a stone to turn it white ↔ black; right-click (or Shift+click) a cell to put the empty cell there."),
      h("label", {}, "Rows ", this.rowsInput), h("label", {}, "Columns ", this.colsInput),
      h("button", { onclick: () => this.fill("checker") }, "Checkerboard"),
      h("button", { onclick: () => this.fill("random") }, "Random"),
      h("button", { class: "primary", onclick: () => this.finishSetup(), "data-testid": "stones-setup-done" }, "Play this board"));

    // The board as text: shown, editable, with the server's located errors.
    this.text = h("textarea", { class: "mono stones-text", rows: "8", spellcheck: "false", "data-testid": "stones-board-text", "aria-label": "Board text" });
    this.textError = h("pre", { class: "error", "data-testid": "stones-board-error", hidden: true });
    this.textBox = h("details", { class: "stones-textbox" },
      h("summary", {}, "Board as text (paste or edit a board: O white, X black, one . empty)"),
      this.text,
      this.textError,
      h("div", { class: "toolbar" }, h("button", { onclick: () => this.useText(), "data-testid": "stones-use-text" }, "Play this text")));

    this.status = h("p", { class: "verdict", "data-testid": "stones-status", "aria-live": "polite" });
    this.detail = h("p", { class: "muted", "data-testid": "stones-detail" });
    this.moveButtons = h("div", { class: "stones-moves", "data-testid": "stones-legal-moves" });
    this.log = h("ol", { class: "log", "data-testid": "stones-log" });
    this.panel = h("div", { class: "panel" },
      this.status, this.detail, this.moveButtons,
      h("p", { class: "muted small" }, "Keys: ", h("kbd", {}, "←"), h("kbd", {}, "→"), h("kbd", {}, "↑"), h("kbd", {}, "↓"),
        " pick the stone on that side of the empty cell (it slides in); ", h("kbd", {}, "U"), " undo; ", h("kbd", {}, "H"), " hint."),
      h("h3", {}, "Moves"), this.log);

    this.legend = h("div", { class: "legend" },
      h("span", { class: "win" }, "empty cell: the player to move wins"),
      h("span", { class: "lose" }, "the player to move loses"),
      h("span", { class: "ring" }, "stones that may move"),
      h("span", { class: "arrow-last" }, "the last move"),
      h("span", { class: "arrow-win" }, "winning move (hint)"));

    this.element = h("div", { class: "stones-play" }, this.toolbar, this.setupBar,
      h("div", { class: "layout" }, h("div", {}, this.picture.element, this.legend, this.textBox), this.panel));
  }

  // Starts on the first example.
  async start() {
    await this.loadExample(this.examples[0].file);
  }

  async loadExample(file) {
    const example = this.examples.find((e) => e.file === file);
    const text = await (await fetch(`examples/${file}`)).text();
    let board = text;
    if (example.record) {
      // A record's start board, as the server reads it.
      const doc = await call("replay", { record: text }).catch((err) => (toast(err.message), null));
      if (!doc) return;
      board = boardText(doc.board);
    }
    await this.newGame(board, [], null, file);
  }

  async openFile() {
    const text = await openText(".txt,.in,.board");
    if (text !== null) {
      this.textBox.open = true;
      this.text.value = text;
      await this.useText();
    }
  }

  async useText() {
    await this.newGame(this.text.value);
  }


  // A new game on `board` (text), from `moves`, the human playing `human` (or the side
  // chosen); `example` names the bundled board it is. Errors go next to the board text.
  async newGame(board, moves = [], human = null, example = "") {
    this.stopSetup();
    const previous = { board: this.board, moves: this.moves, saved: this.saved };
    this.board = board;
    this.moves = moves.slice();
    if (human) this.setSideRadio(human);
    this.saved = [];
    this.text.value = board;
    const ok = await this.refresh();
    if (ok) {
      this.textError.hidden = true;
      this.exampleSelect.value = example;
    }
    if (!ok) {
      // Keep playing the previous board; show the error next to the text.
      this.board = previous.board;
      this.moves = previous.moves;
      this.saved = previous.saved;
      this.text.value = board;
      if (this.board !== null) await this.refresh({ quiet: true });
    }
  }

  setSideRadio(player) {
    this.human = player;
    for (const input of this.toolbar.querySelectorAll('input[name="stones-side"]')) input.checked = input.value === player;
  }

  // The human takes the other side from here on; the engine moves if it is its turn.
  async setSide(player) {
    this.setSideRadio(player);
    this.saved = [];
    await this.refresh();
  }

  restart() {
    this.moves = [];
    this.saved = [];
    this.refresh();
  }

  undo() {
    if (!this.saved.length) return;
    const last = this.saved[this.saved.length - 1];
    if (same(last, this.moves) && this.saved.length > 1) this.saved.pop();
    this.moves = this.saved[this.saved.length - 1].slice();
    this.refresh();
  }

  get canUndo() {
    return this.saved.length > 1 || (this.saved.length === 1 && !same(this.saved[0], this.moves));
  }

  // Asks the server for the position after the moves; then the engine moves if it is its
  // turn. Returns false when the server refused the board or the moves.
  async refresh({ quiet = false } = {}) {
    const generation = ++this.generation;
    this.section.dataset.state = "busy";
    let doc;
    try {
      doc = await call("stones", { board: this.board, moves: this.moves });
    } catch (err) {
      if (generation !== this.generation) return false;
      this.section.dataset.state = "ready";
      if (!quiet) this.showError(err);
      return false;
    }
    if (generation !== this.generation) return true;
    this.doc = doc;
    this.section.dataset.doc = JSON.stringify(doc);
    const position = doc.position;
    const humanTurn = position.player === this.human;
    if (humanTurn && !(this.saved.length && same(this.saved[this.saved.length - 1], this.moves))) this.saved.push(this.moves.slice());
    this.render();
    if (!position.game_over && !humanTurn) {
      this.section.dataset.state = "engine";
      setTimeout(() => {
        if (generation !== this.generation) return;
        this.moves.push(moveText(position.engine_move));
        this.refresh();
      }, ENGINE_DELAY_MS);
    } else {
      this.section.dataset.state = "ready";
    }
    return true;
  }

  showError(err) {
    if (err.field === "board" || err.kind === "limit") {
      this.textBox.open = true;
      this.textError.hidden = false;
      this.textError.textContent = err.field === "board" ? locatedText(err, this.text.value) : err.message;
      if (err.line) selectAt(this.text, err.line, err.column);
    } else {
      toast(err.message);
    }
  }

  // A human move: `cell` must be one of the server's legal moves on the human's turn.
  move(cell) {
    const position = this.doc?.position;
    if (!position || position.game_over || position.player !== this.human || this.section.dataset.state !== "ready") return false;
    if (!position.legal_moves.some((m) => m.row === cell.row && m.column === cell.column)) return false;
    this.moves.push(moveText(cell));
    this.refresh();
    return true;
  }

  clicked(cell, event) {
    if (this.editing) return this.edit(cell, event);
    if (!this.move(cell)) {
      const position = this.doc?.position;
      if (position && !position.game_over && position.player === this.human) {
        this.picture.canvas.focus();
      }
    }
  }

  // Keyboard play: arrows, U, H.
  key(e) {
    if (this.editing) return false;
    if (KEY_STEPS[e.key] && this.doc) {
      const [dr, dc] = KEY_STEPS[e.key];
      const empty = this.doc.position.empty;
      this.move({ row: empty.row + dr, column: empty.column + dc });
      return true;
    }
    if (e.key === "u" || e.key === "U") {
      this.undo();
      return true;
    }
    if (e.key === "h" || e.key === "H") {
      this.hintBox.checked = !this.hintBox.checked;
      this.render();
      return true;
    }
    return false;
  }

  currentBoardText() {
    return this.doc ? boardText(this.doc.board) : this.board ?? "";
  }

  render() {
    const doc = this.doc;
    if (!doc) return;
    this.undoButton.disabled = !this.canUndo;
    this.restartButton.disabled = this.moves.length === 0;
    if (this.editing) return this.renderSetup();
    const position = doc.position;
    const mover = playerName(position.player);
    const humanTurn = position.player === this.human;
    const hint = this.hintBox.checked;
    // The last move (its stone came from today's empty cell), and with the hint the
    // winning move.
    const arrows = [];
    const last = doc.half_moves[doc.half_moves.length - 1];
    if (last) arrows.push({ from: last.to, to: last.from, kind: "last" });
    if (hint && position.winning_move) arrows.push({ from: position.winning_move, to: position.empty, kind: "win" });
    this.picture.draw({
      rows: doc.board,
      empty: position.empty,
      emptyVerdict: position.mover_wins ? "win" : "lose",
      marks: humanTurn ? position.legal_moves : [],
      arrows,
      clickable: (cell) => humanTurn && position.legal_moves.some((m) => m.row === cell.row && m.column === cell.column),
    });

    // Who is to move and how the game stands.
    this.status.className = `verdict ${position.mover_wins ? "win" : "lose"}`;
    if (position.game_over) {
      const winner = position.player === "tutu" ? "dandan" : "tutu";
      this.status.textContent = `${mover} has no move: ${playerName(winner)} wins` + (winner === this.human ? " — you win!" : " — the engine wins.");
      this.detail.textContent = "Undo to try again, or Restart.";
    } else {
      const who = humanTurn ? `Your move (${mover}, ${stoneName(position.player)})` : `${mover} (the engine) is thinking…`;
      this.status.textContent = `${who} — ${mover} ${position.mover_wins ? "wins" : "loses"} with correct play.`;
      if (humanTurn) {
        this.detail.textContent = position.mover_wins
          ? hint ? `The winning move: ${show(position.winning_move)} (blue arrow).` : "You can win from here: tick Hint to see how."
          : "Every move loses against perfect play: pick one and see how the engine answers.";
      } else {
        this.detail.textContent = "";
      }
    }

    // The legal moves as buttons (for keyboard and screen-reader users, and tests).
    this.moveButtons.replaceChildren();
    if (humanTurn && !position.game_over) {
      this.moveButtons.append(h("span", { class: "muted" }, "Your moves (key, stone): "));
      for (const m of position.legal_moves) {
        // The arrow key that plays it: the side of the empty cell the stone is on.
        const key = m.row < position.empty.row ? "↑" : m.row > position.empty.row ? "↓" : m.column < position.empty.column ? "←" : "→";
        this.moveButtons.append(h("button", { "data-testid": `stones-move-${m.row}-${m.column}`, onclick: () => this.move(m), title: `Key ${key}` }, `${key} ${show(m)}`));
      }
    }

    // The moves so far, mistakes marked.
    this.log.replaceChildren(...doc.half_moves.map((hm) => {
      const you = hm.player === this.human ? " (you)" : "";
      const text = `${playerName(hm.player)}${you}: ${show(hm.to)} → ${show(hm.from)}`;
      const note = hm.mistake ? ` — a mistake: ${show(hm.winning_move)} would have won` : "";
      return h("li", { class: hm.mistake ? "mistake" : null }, text + note);
    }));
    this.log.scrollTop = this.log.scrollHeight;
  }

  // ---------------------------------------------------------------- setting up a board

  toggleSetup() {
    if (this.editing) this.finishSetup();
    else this.startSetup();
  }

  startSetup() {
    const rows = (this.doc?.board ?? ["XO.OXO"]).map((r) => r.split(""));
    this.editing = { rows };
    this.rowsInput.value = rows.length;
    this.colsInput.value = rows[0].length;
    this.setupBar.hidden = false;
    this.setupButton.textContent = "✓ Done setting up";
    this.section.dataset.mode = "setup";
    this.checkSetup();
  }

  stopSetup() {
    this.editing = null;
    this.setupBar.hidden = true;
    this.setupButton.textContent = "✎ Set up a board";
    this.section.dataset.mode = "play";
  }

  finishSetup() {
    const text = this.editing.rows.map((r) => r.join("")).join("\n") + "\n";
    this.stopSetup();
    this.newGame(text);
  }

  edit(cell, event) {
    const rows = this.editing.rows;
    const here = rows[cell.row - 1][cell.column - 1];
    if (event.shiftKey || event.type === "contextmenu") {
      // Move the empty cell here; the stone here goes where the empty cell was.
      for (const row of rows) for (let c = 0; c < row.length; c++) if (row[c] === ".") row[c] = here === "." ? "O" : here;
      rows[cell.row - 1][cell.column - 1] = ".";
    } else if (here !== ".") {
      rows[cell.row - 1][cell.column - 1] = here === "O" ? "X" : "O";
    }
    this.checkSetup();
  }

  // Resizes or refills the board being set up.
  fill(kind) {
    const n_rows = clamp(this.rowsInput.value, 1, 100);
    const n_cols = clamp(this.colsInput.value, 1, 100);
    const rows = [];
    for (let r = 0; r < n_rows; r++) {
      const row = [];
      for (let c = 0; c < n_cols; c++) row.push(kind === "random" ? (Math.random() < 0.5 ? "O" : "X") : (r + c) % 2 ? "O" : "X");
      rows.push(row);
    }
    rows[Math.floor((n_rows - 1) / 2)][Math.floor((n_cols - 1) / 2)] = ".";
    this.editing.rows = rows;
    this.checkSetup();
  }

  // Draws the board being set up, with the server's verdict for Tutu to move first.
  async checkSetup() {
    const text = this.editing.rows.map((r) => r.join("")).join("\n") + "\n";
    const generation = ++this.generation;
    this.renderSetup();
    try {
      const doc = await call("stones", { board: text, moves: [] });
      if (generation !== this.generation || !this.editing) return;
      this.editing.doc = doc;
      this.renderSetup();
    } catch (err) {
      if (generation === this.generation) this.showError(err);
    }
  }

  renderSetup() {
    const doc = this.editing.doc;
    const rows = this.editing.rows.map((r) => r.join(""));
    const fresh = doc && doc.board.join("\n") === rows.join("\n");
    this.picture.draw({
      rows,
      empty: fresh ? doc.position.empty : null,
      emptyVerdict: fresh ? (doc.position.mover_wins ? "win" : "lose") : null,
      marks: [],
      arrows: [],
      clickable: () => true,
    });
    this.status.className = fresh ? `verdict ${doc.position.mover_wins ? "win" : "lose"}` : "verdict";
    this.status.textContent = fresh ? `Setting up: Tutu, moving first, ${doc.position.mover_wins ? "wins" : "loses"} with correct play.` : "Setting up…";
    this.detail.textContent = "Click “Play this board” when done.";
    this.moveButtons.replaceChildren();
    this.log.replaceChildren();
  }
}

function same(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function clamp(value, lo, hi) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : lo;
}
