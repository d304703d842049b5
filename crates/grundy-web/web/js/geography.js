// Geography on any graph: draw a graph (or load an edge list), see who wins from every
// vertex, and play against the engine. The page keeps the drawing (vertex names,
// positions, edges) and, in a game, the token's path; every answer comes from
// `POST /api/geography`: the verdicts of the graph, and for a game the position after the
// path (`visited`): who is to move, the legal moves, the winning moves, the engine's move
// and the maximum matching behind them.
import { call } from "./api.js";
import { h, toast, openText, saveText, History } from "./ui.js";
import { GraphPicture, layout } from "./geography-graph.js";

const EXAMPLES = [
  { file: "bowtie.txt", title: "Bow tie: two triangles and a tail (odd cycles)" },
  { file: "graph.txt", title: "A path, a triangle and a lone vertex" },
  { file: "bipartite.txt", title: "A bipartite graph: a square, a path" },
  { file: "petersen.col", title: "The Petersen graph (DIMACS)" },
];
const MAX_DRAWN = 200;
const ENGINE_DELAY_MS = 500;
// Which engine decided, in words: the server's `engine` field.
const ENGINES = {
  blossom: ["the blossom engine", "the graph has an odd cycle: Edmonds' blossoms and the Gallai-Edmonds decomposition"],
  bipartite: ["the bipartite engine", "no odd cycle: a maximum matching and alternating paths"],
  grid: ["the grid engine", "a token board"],
};
const engineName = (doc) => (ENGINES[doc.engine] ?? [doc.engine])[0];
const engineText = (doc) => {
  const [name, why] = ENGINES[doc.engine] ?? [doc.engine, ""];
  return why ? `${name} (${why})` : name;
};

// A name fit for an edge list: no white space, no `#`.
function safeName(name) {
  return name.replace(/\s+/g, "").replace(/#/g, "_") || "v";
}

// The edge list of a drawing: every vertex on its own line first (so the server numbers
// them in this order, isolated ones included), then the edges.
function edgeListText(graph) {
  const lines = ["# drawn in grundy serve: vertices first (one per line), then one edge per line"];
  for (const v of graph.vertices) lines.push(v.name);
  for (const [a, b] of graph.edges) lines.push(`${a} ${b}`);
  return lines.join("\n") + "\n";
}

// An error of the server about `text`, with its line quoted and a caret under the column.
function locatedText(err, text) {
  if (!err.line) return err.message;
  const line = (text.split("\n")[err.line - 1] ?? "").replace(/\r$/, "");
  const message = err.message.replace(/ \((?:[a-z]+, )?line \d+, column \d+\)$/, "");
  const number = String(err.line);
  return `line ${err.line}, column ${err.column}: ${message}\n${number} | ${line}\n${" ".repeat(number.length)} | ${" ".repeat(Math.max(0, (err.column ?? 1) - 1))}^`;
}

const copy = (graph) => ({ vertices: graph.vertices.map((v) => ({ ...v })), edges: graph.edges.map((e) => e.slice()), source: graph.source });

class Geography {
  constructor(section) {
    this.section = section;
    this.graph = { vertices: [], edges: [], source: null };
    this.history = new History(copy(this.graph));
    this.doc = null; // the server's document for the drawing, or for the game's position
    this.selected = null;
    this.mode = "edit"; // "edit", "pick" (choose the start), "play"
    this.path = []; // the token's path in a game
    this.humanFirst = true;
    this.saved = []; // paths at the human's turns, for undo
    this.log = []; // [{ text, cls }] one per move
    this.previous = null; // the document before the last move (for the explanation)
    this.focus = null; // the legal move the keyboard points at
    this.generation = 0;
    this.timer = null;

    this.picture = new GraphPicture({
      onEmpty: (x, y) => this.clickedEmpty(x, y),
      onVertex: (name) => this.clickedVertex(name),
      onEdge: (a, b) => this.clickedEdge(a, b),
      onMoveVertex: (name, x, y, done) => this.movedVertex(name, x, y, done),
    });
    this.picture.svg.addEventListener("keydown", (e) => this.key(e));
    section.addEventListener("keydown", (e) => this.sectionKey(e));

    const button = (testid, text, onclick, title) => h("button", { "data-testid": testid, onclick, title }, text);
    this.exampleSelect = h("select", { "data-testid": "geo-example", "aria-label": "Example graph", onchange: () => this.loadExample(this.exampleSelect.value) },
      h("option", { value: "", disabled: true }, "Load an example…"),
      EXAMPLES.map((e) => h("option", { value: e.file }, e.title)));
    this.undoEditButton = button("geo-undo-edit", "↶ Undo", () => this.undoEdit(), "Undo the last change to the graph (Ctrl+Z)");
    this.deleteButton = button("geo-delete", "Delete vertex", () => this.deleteSelected(), "Delete the selected vertex (Delete)");
    this.editBar = h("div", { class: "toolbar", "data-testid": "geo-edit-bar" },
      h("fieldset", {}, h("legend", {}, "Graph"), this.exampleSelect,
        button("geo-open", "Open file…", () => this.openFile()),
        button("geo-save", "Save", () => saveText("graph.txt", this.text()), "Save the graph as an edge list"),
        button("geo-clear", "Clear", () => this.edit((g) => { g.vertices = []; g.edges = []; }))),
      h("fieldset", {}, h("legend", {}, "Edit"), this.undoEditButton, this.deleteButton,
        button("geo-layout", "Tidy layout", () => this.tidy(), "Place the vertices again, by springs and repulsion")),
      h("button", { class: "primary", "data-testid": "geo-play", onclick: () => this.pickStart() }, "▶ Play a game"));

    this.firstSelect = h("select", { "data-testid": "geo-first", "aria-label": "Who moves first", onchange: () => this.setFirst(this.firstSelect.value === "human") },
      h("option", { value: "human" }, "You move first"), h("option", { value: "engine" }, "The engine moves first"));
    this.undoButton = button("geo-undo", "↶ Undo", () => this.undo(), "Take back your last move (U)");
    this.restartButton = button("geo-restart", "⟲ Restart", () => this.restart(), "Back to the start vertex (R)");
    this.matchingBox = h("input", { type: "checkbox", "data-testid": "geo-show-matching", onchange: () => this.render() });
    this.hintBox = h("input", { type: "checkbox", "data-testid": "geo-hint", onchange: () => this.render() });
    this.arrowsBox = h("input", { type: "checkbox", "data-testid": "geo-arrows", onchange: () => this.render() });
    this.playBar = h("div", { class: "toolbar", "data-testid": "geo-play-bar", hidden: true },
      h("fieldset", {}, h("legend", {}, "Game"), this.firstSelect, this.undoButton, this.restartButton,
        button("geo-new-start", "New start vertex", () => this.pickStart())),
      h("button", { "data-testid": "geo-stop", onclick: () => this.stopGame() }, "✎ Back to editing"));
    this.hintLabel = h("label", { title: "Colour your legal moves by where they lead and draw an arrow for each winning move (H)" }, this.hintBox, " Hint: show my winning moves");
    this.arrowsLabel = h("label", { title: "An arrow from every blue vertex along its winning move" }, this.arrowsBox, " Winning-move arrows");
    this.showBar = h("div", { class: "geo-show" },
      h("label", { title: "Draw the maximum matching the verdicts come from (M)" }, this.matchingBox, " Show the maximum matching"),
      this.hintLabel, this.arrowsLabel);

    this.textArea = h("textarea", { class: "mono geo-text", rows: "9", spellcheck: "false", "data-testid": "geo-text", "aria-label": "Graph as text" });
    this.textError = h("pre", { class: "error", "data-testid": "geo-text-error", hidden: true });
    this.textBox = h("details", { class: "geo-textbox", ontoggle: () => { if (this.textBox.open) this.textArea.value = this.text(); } },
      h("summary", {}, "Graph as text: paste or edit an edge list (one edge `u v` per line; DIMACS, Matrix Market and boards work too)"),
      this.textArea, this.textError,
      h("div", { class: "toolbar" }, h("button", { "data-testid": "geo-use-text", onclick: () => this.useText() }, "Use this text")));

    this.legend = h("div", { class: "legend geo-panel-legend", "data-testid": "geo-legend" });
    this.status = h("p", { class: "verdict", "data-testid": "geo-status", "aria-live": "polite" });
    this.detail = h("div", { class: "geo-detail", "data-testid": "geo-detail" });
    this.moveList = h("div", { class: "geo-moves", "data-testid": "geo-legal-moves" });
    this.logList = h("ol", { class: "log", "data-testid": "geo-log" });
    this.help = h("p", { class: "muted geo-keys", "data-testid": "geo-keys" });
    this.panel = h("div", { class: "panel", "data-testid": "geo-panel" },
      this.showBar, this.legend, this.status, this.detail, this.moveList, this.help, h("h3", { hidden: true }, "Moves"), this.logList);

    this.howto = h("p", { class: "muted geo-howto", "data-testid": "geo-howto" });

    section.append(
      h("h2", {}, "Geography on any graph"),
      h("p", { class: "lead" }, "A token stands on a vertex; players take turns moving it along an edge to a vertex it has not visited, and whoever cannot move loses. ",
        "Each vertex is coloured by who wins when the token starts there (", h("b", {}, "blue"), ": the player to move; ", h("b", {}, "orange"), ": the other player). ",
        "Why: the player to move wins exactly when every maximum matching covers the token's vertex, and she wins by moving along its matching edge."),
      this.editBar, this.playBar,
      h("div", { class: "layout" },
        h("div", {}, h("div", { class: "geo-canvas" }, this.picture.svg), this.howto, this.textBox),
        this.panel));
  }

  // The text the server reads: the file as loaded, or the drawing as an edge list.
  text() {
    return this.graph.source ? this.graph.source.text : edgeListText(this.graph);
  }

  request(extra = {}) {
    const body = { input: this.text(), pairs: true, ...extra };
    if (this.graph.source?.format) body.format = this.graph.source.format;
    return body;
  }

  async start() {
    this.exampleSelect.value = EXAMPLES[0].file;
    await this.loadExample(EXAMPLES[0].file);
  }

  // ---------------------------------------------------------------- loading

  async loadExample(file) {
    const response = await fetch(`examples/${file}`);
    if (!response.ok) return toast(`could not load the example ${file}`);
    const text = await response.text();
    if (await this.load(text)) this.exampleSelect.value = file;
  }

  async openFile() {
    const text = await openText(".txt,.in,.col,.dimacs,.mtx,.board,.edges");
    if (text === null) return;
    this.textBox.open = true;
    this.textArea.value = text;
    await this.useText();
  }

  async useText() {
    if (await this.load(this.textArea.value)) this.exampleSelect.value = "";
  }

  // Reads `text` on the server (its vertices, edges and verdicts) and draws it; a
  // located error goes under the text box. Returns whether the graph was taken.
  async load(text) {
    const generation = ++this.generation;
    this.busy();
    let doc;
    try {
      doc = await call("geography", { input: text, edges: true, pairs: true });
    } catch (err) {
      this.ready();
      this.textBox.open = true;
      this.textArea.value = text;
      this.textError.textContent = locatedText(err, text);
      this.textError.hidden = false;
      if (err.line) this.selectLine(err.line, err.column);
      return false;
    }
    if (generation !== this.generation) return false;
    this.textError.hidden = true;
    const names = doc.verdicts.map((v) => v.vertex);
    if (names.length > MAX_DRAWN) {
      this.ready();
      toast(`This graph has ${names.length} vertices: too many to draw here (at most ${MAX_DRAWN}). grundy geography FILE answers for it on the command line.`);
      return false;
    }
    const index = new Map(names.map((n, i) => [n, i]));
    const pos = layout(names.length, doc.edges.map(([a, b]) => [index.get(a), index.get(b)]));
    const unsafe = names.some((n) => safeName(n) !== n);
    const rename = (n) => (unsafe ? safeName(n) : n);
    const graph = {
      vertices: names.map((n, i) => ({ name: rename(n), x: pos[i].x, y: pos[i].y })),
      edges: doc.edges.map(([a, b]) => [rename(a), rename(b)]),
      // Names with spaces (board cells) become edge-list names; the drawing is then the text.
      source: unsafe ? null : { text, format: doc.format === "edgelist" ? null : doc.format },
    };
    this.stopGame({ quiet: true });
    this.graph = graph;
    this.history.reset(copy(graph));
    this.selected = null;
    this.textArea.value = this.text();
    this.setDoc(unsafe ? null : doc);
    if (unsafe) await this.analyse();
    else this.ready();
    this.render();
    return true;
  }

  selectLine(line, column) {
    const lines = this.textArea.value.split("\n");
    let offset = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    const start = offset + Math.max(0, (column ?? 1) - 1);
    this.textArea.focus();
    this.textArea.setSelectionRange(start, Math.min(start + 1, this.textArea.value.length));
  }

  // ---------------------------------------------------------------- editing

  // Changes the drawing with `change(graph)`, records it for undo, and asks the server
  // for the new verdicts.
  edit(change) {
    if (this.mode !== "edit") return;
    const graph = copy(this.graph);
    change(graph);
    graph.source = null;
    this.graph = graph;
    this.history.push(copy(graph));
    this.exampleSelect.value = "";
    if (this.textBox.open) this.textArea.value = this.text();
    this.render();
    this.analyse();
  }

  undoEdit() {
    if (this.mode !== "edit" || !this.history.canUndo) return;
    this.graph = copy(this.history.undo());
    this.selected = null;
    if (this.textBox.open) this.textArea.value = this.text();
    this.render();
    this.analyse();
  }

  freshName() {
    const taken = new Set(this.graph.vertices.map((v) => v.name));
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (let round = 0; ; round++) {
      for (const letter of letters) {
        const name = round === 0 ? letter : `${letter}${round}`;
        if (!taken.has(name)) return name;
      }
    }
  }

  clickedEmpty(x, y) {
    if (this.mode !== "edit") return;
    if (this.selected !== null) {
      this.selected = null;
      return this.render();
    }
    if (this.graph.vertices.length >= MAX_DRAWN) return toast(`at most ${MAX_DRAWN} vertices here`);
    const name = this.freshName();
    this.edit((g) => g.vertices.push({ name, x, y }));
  }

  clickedVertex(name) {
    if (this.mode === "pick") return this.beginGame(name);
    if (this.mode === "play") return this.humanMove(name);
    if (this.selected === null) {
      this.selected = name;
      return this.render();
    }
    const a = this.selected;
    this.selected = null;
    if (a === name) return this.render();
    const joined = (e) => (e[0] === a && e[1] === name) || (e[0] === name && e[1] === a);
    this.edit((g) => {
      if (g.edges.some(joined)) g.edges = g.edges.filter((e) => !joined(e));
      else g.edges.push([a, name]);
    });
  }

  clickedEdge(a, b) {
    if (this.mode !== "edit") return;
    if (this.selected !== null) {
      this.selected = null;
      return this.render();
    }
    const joined = (e) => (e[0] === a && e[1] === b) || (e[0] === b && e[1] === a);
    this.edit((g) => (g.edges = g.edges.filter((e) => !joined(e))));
  }

  movedVertex(name, x, y, done) {
    // Moving is allowed in a game too: positions are not part of the game.
    const v = this.graph.vertices.find((w) => w.name === name);
    if (!v) return;
    v.x = x;
    v.y = y;
    if (done && this.mode === "edit") this.history.push(copy(this.graph));
    this.render();
  }

  deleteSelected() {
    if (this.mode !== "edit" || this.selected === null) return;
    const name = this.selected;
    this.selected = null;
    this.edit((g) => {
      g.vertices = g.vertices.filter((v) => v.name !== name);
      g.edges = g.edges.filter(([a, b]) => a !== name && b !== name);
    });
  }

  tidy() {
    const index = new Map(this.graph.vertices.map((v, i) => [v.name, i]));
    const pos = layout(this.graph.vertices.length, this.graph.edges.map(([a, b]) => [index.get(a), index.get(b)]));
    this.graph.vertices.forEach((v, i) => Object.assign(v, pos[i]));
    this.history.push(copy(this.graph));
    this.render();
  }

  // The verdicts of the drawing, from the server; a stale answer is dropped.
  async analyse() {
    const generation = ++this.generation;
    if (!this.graph.vertices.length) {
      this.setDoc(null);
      this.ready();
      return this.render();
    }
    this.busy();
    try {
      const doc = await call("geography", this.request());
      if (generation !== this.generation) return;
      this.setDoc(doc);
    } catch (err) {
      if (generation !== this.generation) return;
      toast(err.message);
    }
    this.ready();
    this.render();
  }

  // ---------------------------------------------------------------- playing

  pickStart() {
    if (!this.graph.vertices.length) return toast("draw or load a graph first");
    this.clearTimer();
    this.mode = "pick";
    this.selected = null;
    this.path = [];
    this.log = [];
    this.saved = [];
    this.previous = null;
    this.section.dataset.mode = "pick";
    this.editBar.hidden = true;
    this.playBar.hidden = false;
    this.analyseIfNeeded();
    this.render();
    this.picture.svg.focus();
  }

  // Back to the drawing's verdicts when a game leaves the picture.
  analyseIfNeeded() {
    if (this.doc?.game) this.analyse();
  }

  beginGame(start) {
    this.mode = "play";
    this.section.dataset.mode = "play";
    this.path = [start];
    this.log = [];
    this.saved = [];
    this.previous = null;
    this.focus = null;
    this.refresh();
  }

  stopGame({ quiet = false } = {}) {
    this.clearTimer();
    const wasGame = this.mode !== "edit";
    this.mode = "edit";
    this.section.dataset.mode = "edit";
    this.path = [];
    this.editBar.hidden = false;
    this.playBar.hidden = true;
    if (wasGame && !quiet) {
      this.analyse();
      this.render();
    }
  }

  clearTimer() {
    clearTimeout(this.timer);
    this.timer = null;
    this.generation++;
  }

  // Who moves first; a game that has not started yet starts again with the new order.
  setFirst(humanFirst) {
    this.humanFirst = humanFirst;
    if (this.mode === "play") this.restart();
    else this.render();
  }

  restart() {
    if (this.mode !== "play") return;
    this.clearTimer();
    this.path = this.path.slice(0, 1);
    this.log = [];
    this.saved = [];
    this.previous = null;
    this.refresh();
  }

  undo() {
    if (this.mode !== "play") return;
    this.clearTimer();
    // Back to the human's previous turn (the engine's reply goes too).
    while (this.saved.length && this.saved[this.saved.length - 1].length >= this.path.length) this.saved.pop();
    const back = this.saved.pop();
    if (!back) return this.restart();
    this.path = back.slice();
    this.log = this.log.slice(0, this.path.length - 1);
    this.previous = null;
    this.refresh();
  }

  humanTurn(doc = this.doc) {
    return doc?.game && (doc.game.player === "first") === this.humanFirst;
  }

  humanMove(name) {
    const game = this.doc?.game;
    if (!game || game.game_over || !this.humanTurn() || this.section.dataset.state !== "ready") return;
    if (!game.legal_moves.includes(name)) {
      if (name !== game.token) toast(`${name} is not a legal move: the token moves along an edge to a vertex it has not visited`);
      return;
    }
    this.move(name, "you");
  }

  // Plays `to` (by "you" or "engine") and asks for the position after it.
  move(to, by) {
    const before = this.doc;
    const from = before.game.token;
    const g = before.game;
    let text;
    let cls = "";
    if (by === "engine") {
      text = g.mover_wins
        ? `Engine: ${from} → ${to}, along the matching edge ${from}–${to}. Every maximum matching of what is left covers ${from}, so the player to move wins by moving to ${from}'s mate.`
        : `Engine: ${from} → ${to}. The engine is losing here (a maximum matching of what is left misses ${from}), so every move loses against correct play; it plays on and waits for a mistake.`;
    } else if (g.mover_wins && !g.winning_moves.includes(to)) {
      text = `You: ${from} → ${to}, a mistake: ${g.winning_moves.join(" or ")} would have won.`;
      cls = "mistake";
    } else {
      text = `You: ${from} → ${to}${g.mover_wins ? ", a winning move" : ""}.`;
    }
    this.log.push({ text, cls });
    this.previous = { doc: before, by, from, to };
    this.path = [...this.path, to];
    this.focus = null;
    this.refresh();
  }

  // The position after the path, from the server; then the engine moves if it is its turn.
  async refresh() {
    const generation = ++this.generation;
    this.busy();
    let doc;
    try {
      doc = await call("geography", this.request({ visited: this.path }));
    } catch (err) {
      if (generation !== this.generation) return;
      this.ready();
      toast(err.message);
      return;
    }
    if (generation !== this.generation) return;
    this.setDoc(doc);
    const game = doc.game;
    if (this.humanTurn(doc) && !this.saved.some((p) => p.length === this.path.length)) this.saved.push(this.path.slice());
    if (!game.game_over && !this.humanTurn(doc)) {
      this.section.dataset.state = "engine";
      this.render();
      this.timer = setTimeout(() => {
        if (generation !== this.generation) return;
        this.move(game.engine_move, "engine");
      }, ENGINE_DELAY_MS);
      return;
    }
    this.ready();
    this.render();
    if (this.mode === "play" && document.activeElement !== this.textArea) this.picture.svg.focus({ preventScroll: true });
  }

  // ---------------------------------------------------------------- keys

  // Keys on the picture: in a game, Tab or the arrows cycle through the legal moves and
  // Enter moves; while picking a start, they cycle through the vertices.
  key(e) {
    const cycle = { Tab: e.shiftKey ? -1 : 1, ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    const choices = this.mode === "play" && this.humanTurn() && !this.doc.game.game_over && this.section.dataset.state === "ready"
      ? this.doc.game.legal_moves
      : this.mode === "pick" ? this.graph.vertices.map((v) => v.name) : [];
    if (cycle && choices.length) {
      e.preventDefault();
      const at = choices.indexOf(this.focus);
      this.focus = choices[(at + cycle + choices.length) % choices.length];
      if (at < 0 && cycle < 0) this.focus = choices[choices.length - 1];
      if (at < 0 && cycle > 0) this.focus = choices[0];
      return this.render();
    }
    if ((e.key === "Enter" || e.key === " ") && this.focus && choices.includes(this.focus)) {
      e.preventDefault();
      const to = this.focus;
      this.focus = null;
      return this.mode === "pick" ? this.beginGame(to) : this.humanMove(to);
    }
    if (this.mode === "edit" && (e.key === "Delete" || e.key === "Backspace") && this.selected !== null) {
      e.preventDefault();
      this.deleteSelected();
    }
    if (e.key === "Escape" && this.selected !== null) {
      this.selected = null;
      this.render();
    }
  }

  // Keys anywhere in the area (not while typing).
  sectionKey(e) {
    if (e.target.closest?.("textarea, input, select") || e.altKey || e.metaKey) return;
    if (e.ctrlKey) {
      if (e.key === "z" && this.mode === "edit") {
        e.preventDefault();
        this.undoEdit();
      }
      return;
    }
    const key = e.key.toLowerCase();
    if (key === "u" && this.mode === "play") this.undo();
    else if (key === "r" && this.mode === "play") this.restart();
    else if (key === "m") this.toggle(this.matchingBox);
    else if (key === "h") this.toggle(this.hintBox);
  }

  toggle(box) {
    box.checked = !box.checked;
    this.render();
  }

  // ---------------------------------------------------------------- drawing

  setDoc(doc) {
    this.doc = doc;
    this.section.dataset.doc = doc ? JSON.stringify(doc) : "";
  }

  busy() {
    this.section.dataset.state = "busy";
  }

  ready() {
    this.section.dataset.state = "ready";
  }

  render() {
    const doc = this.doc;
    const verdicts = new Map((doc?.verdicts ?? []).map((v) => [v.vertex, v]));
    const game = this.mode === "play" ? doc?.game : null;
    const visited = new Map(this.path.map((name, i) => [name, i]));
    const humanTurn = game && this.humanTurn() && !game.game_over;
    const engineThinking = this.section.dataset.state === "engine";
    const lastMove = this.previous && this.mode === "play" ? [this.previous.from, this.previous.to] : null;
    const describe = (name) => {
      if (visited.has(name) && name !== game?.token && this.mode === "play") return `${name}: visited (move ${visited.get(name)})`;
      const v = verdicts.get(name);
      if (!v) return name;
      return v.mover_wins ? `${name}: the player to move wins, by moving to ${v.winning_move}` : `${name}: the player to move loses`;
    };
    this.picture.draw({
      vertices: this.graph.vertices,
      edges: this.graph.edges,
      verdicts: this.mode === "play" ? this.playColours(game, humanTurn) : verdicts,
      selected: this.selected,
      visited: this.mode === "play" ? visited : null,
      token: game?.token ?? null,
      legal: humanTurn ? new Set(game.legal_moves) : null,
      focus: this.focus,
      winning: humanTurn && this.hintBox.checked ? game.winning_moves : null,
      matching: this.matchingBox.checked ? this.shownMatching() : null,
      path: this.mode === "play" ? this.path : null,
      arrows: this.mode === "edit" && this.arrowsBox.checked,
      lastMove,
      describe,
    });
    this.undoEditButton.disabled = !this.history.canUndo;
    this.deleteButton.disabled = this.selected === null;
    this.undoButton.disabled = this.mode !== "play" || this.path.length <= 1;
    this.restartButton.disabled = this.mode !== "play" || this.path.length <= 1;
    this.firstSelect.disabled = this.mode === "play" && this.path.length > 1;
    this.renderPanel(doc, game, humanTurn, engineThinking);
  }

  // The colours in a game: the token by who wins from it; with the hint, the legal moves
  // by where they lead (orange: the opponent, to move there, loses: a winning move). The
  // other vertices stay plain: which of them the token reaches is still open.
  playColours(game, humanTurn) {
    const colours = new Map();
    if (!game) return colours;
    colours.set(game.token, { mover_wins: game.mover_wins, winning_move: game.winning_move });
    if (humanTurn && this.hintBox.checked) {
      for (const to of game.legal_moves) colours.set(to, { mover_wins: !game.winning_moves.includes(to), winning_move: null });
    }
    return colours;
  }

  // The matching to draw: after the engine's move, the one it moved along (of the graph
  // left before that move); otherwise the current position's.
  shownMatching() {
    if (this.mode === "play" && this.previous?.by === "engine") return this.previous.doc.matching;
    return this.doc?.matching ?? null;
  }

  renderLegend() {
    const items = this.mode === "play"
      ? [["geo-legend-token", "the token (its colour: who wins from it)"], ["geo-legend-legal", "your legal moves"],
        ["geo-legend-visited", "visited (S = start, then move numbers)"], ["win", "hint: a move that leaves the opponent winning"], ["lose", "hint: a winning move (the opponent loses)"]]
      : [["win", "the player to move from here wins"], ["lose", "the player to move from here loses"]];
    if (this.matchingBox.checked) {
      const engines = this.mode === "play" && this.previous?.by === "engine";
      items.push(["geo-legend-matching", engines ? "the maximum matching the engine moved along" : "a maximum matching"]);
    }
    const shown = this.mode === "play" && !this.hintBox.checked ? items.filter(([cls]) => !["win", "lose"].includes(cls)) : items;
    this.legend.replaceChildren(...shown.map(([cls, text]) => h("span", { class: cls }, text)));
  }

  renderPanel(doc, game, humanTurn, engineThinking) {
    this.renderLegend();
    this.hintLabel.hidden = this.mode === "edit";
    this.arrowsLabel.hidden = this.mode !== "edit";
    const n = this.graph.vertices.length;
    const m = this.graph.edges.length;
    const wins = (doc?.verdicts ?? []).filter((v) => v.mover_wins).length;
    const engine = doc ? engineText(doc) : "";
    const status = this.status;
    const detail = [];
    this.moveList.replaceChildren();
    this.logList.replaceChildren(...this.log.map((entry) => h("li", { class: entry.cls }, entry.text)));
    this.logList.previousElementSibling.hidden = !this.log.length;
    status.className = "verdict";
    if (this.mode === "edit") {
      this.howto.replaceChildren("Click empty space: add a vertex · click a vertex, then another: add or remove their edge · click an edge: remove it · drag a vertex: move it · click a vertex and press ",
        h("kbd", {}, "Delete"), ": remove it · ", h("kbd", {}, "Ctrl"), "+", h("kbd", {}, "Z"), ": undo.");
      if (!n) {
        status.textContent = "An empty graph: click to add vertices, or load an example.";
      } else if (doc) {
        status.textContent = `From ${wins} of ${n} vertices the player to move wins; from ${n - wins} she loses.`;
        detail.push(h("p", {}, `${n} vertices, ${m} edges; a maximum matching has ${doc.matching_size} edge${doc.matching_size === 1 ? "" : "s"}. `, h("span", { "data-testid": "geo-engine" }, `Decided by ${engine}.`)));
        detail.push(h("p", { class: "muted" }, "Blue: every maximum matching covers the vertex; the winning move goes to its mate (tick “Winning-move arrows”). Orange: some maximum matching misses it, and every move goes to a vertex from which the opponent wins."));
      } else {
        status.textContent = "…";
      }
      if (this.selected !== null) detail.push(h("p", {}, `Selected ${this.selected}: click another vertex to add or remove an edge, press Delete to remove it, Escape to cancel.`));
      this.help.replaceChildren("To play, press ", h("b", {}, "▶ Play a game"), " and click the start vertex.");
    } else if (this.mode === "pick") {
      this.howto.replaceChildren("Click the vertex where the token starts (or use ", h("kbd", {}, "Tab"), "/", h("kbd", {}, "←"), h("kbd", {}, "→"), " and ", h("kbd", {}, "Enter"), ").");
      status.textContent = "Click the start vertex.";
      detail.push(h("p", {}, this.humanFirst ? "You move first: pick a blue vertex to be sure to win." : "The engine moves first: pick an orange vertex to be sure to win."),
        h("p", { class: "muted" }, "Choose who moves first in the toolbar."));
      this.help.replaceChildren();
    } else if (game) {
      this.howto.replaceChildren("The token (black ring) moves along an edge to an unvisited vertex; visited vertices are grey and numbered. Drag vertices to tidy the picture.");
      const moves = this.path.length - 1;
      if (game.game_over) {
        const humanLost = this.humanTurn();
        status.textContent = humanLost ? `The engine wins: you cannot move from ${game.token}.` : `You win! The engine cannot move from ${game.token}.`;
        status.classList.add(humanLost ? "lose" : "win");
        detail.push(h("p", {}, `The game took ${moves} move${moves === 1 ? "" : "s"}. Undo, restart, or pick a new start vertex.`));
      } else if (humanTurn) {
        status.textContent = `Your move: the token is on ${game.token}.`;
        status.classList.add(game.mover_wins ? "win" : "lose");
        detail.push(h("p", {}, game.mover_wins
          ? `You can win from here: every maximum matching of what is left covers ${game.token}, and moving along its matching edge wins.`
          : `You are losing here (some maximum matching of what is left misses ${game.token}); play on and hope the engine errs — it will not.`));
        this.moveList.append(h("span", { class: "muted" }, "Legal moves: "),
          ...game.legal_moves.map((to) => h("button", { "data-testid": "geo-move", "data-to": to, onclick: () => this.humanMove(to), class: this.focus === to ? "geo-focused" : null }, to)));
      } else {
        status.textContent = engineThinking ? `The engine is thinking… (the token is on ${game.token})` : `The engine is to move from ${game.token}.`;
      }
      if (this.previous?.by === "engine") {
        const was = this.previous.doc;
        detail.push(h("p", { class: "geo-explain", "data-testid": "geo-explain" },
          was.game.mover_wins
            ? `The engine moved ${this.previous.from} → ${this.previous.to} along an edge of a maximum matching of the graph left before its move (tick “Show the maximum matching” to see it). `
            : `The engine was losing at ${this.previous.from} and moved to ${this.previous.to}. `,
          `Decided by ${engineName(was)}.`));
      }
      detail.push(h("p", { class: "muted" }, `Remaining graph: ${doc.vertex_count} vertices, maximum matching of ${doc.matching_size}. `,
        h("span", { "data-testid": "geo-engine" }, `Decided by ${engine}.`)));
      this.help.replaceChildren("Keys: ", h("kbd", {}, "Tab"), " or ", h("kbd", {}, "←"), h("kbd", {}, "→"), " choose a legal move, ", h("kbd", {}, "Enter"), " moves there; ",
        h("kbd", {}, "U"), " undo, ", h("kbd", {}, "R"), " restart, ", h("kbd", {}, "M"), " matching, ", h("kbd", {}, "H"), " hint. Or click a ringed vertex.");
    }
    this.detail.replaceChildren(...detail);
  }
}

export async function mount(section) {
  section.dataset.state = "busy";
  section.dataset.mode = "edit";
  const area = new Geography(section);
  section.geography = area;
  await area.start();
}
