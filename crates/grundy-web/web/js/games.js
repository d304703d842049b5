// The Sprague-Grundy games: Nim, staircase Nim, bean splitting, equal splitting, paper
// cutting, Green Hackenbush and heap games given by an octal code (Kayles, Dawson's
// Kayles). The player sets up a position (or a random one) and plays against the engine;
// the explanation panel shows each component's Grundy value in binary, the nim-sum, and
// why the last move makes it zero (or cannot).
//
// The page holds no game logic: every position is sent to `POST /api/<command>` with the
// player's move (`move`, checked and applied by the server) or `"play": true` (the
// engine's move), and the document that comes back is drawn. The games' pictures and
// their setup fields live in games-piles.js, games-heaps.js, games-split.js,
// games-cutting.js and games-hackenbush.js; the panel in games-explain.js.
import { call } from "./api.js";
import { h, toast } from "./ui.js";
import { nim, staircase, equalSplit } from "./games-piles.js";
import { heaps } from "./games-heaps.js";
import { beanSplit } from "./games-split.js";
import { paperCutting } from "./games-cutting.js";
import { hackenbush } from "./games-hackenbush.js";
import { positionPart, movePart } from "./games-explain.js";
import { put } from "./games-common.js";

const GAMES = [nim, staircase, beanSplit, equalSplit, paperCutting, hackenbush, heaps];
// The games' old ids, so that an old link (`#games/kam`) opens the game it named.
const OLD_IDS = { kam: "staircase", split: "bean-split", jiangnan: "equal-split", cutting: "paper-cutting" };
const ENGINE_DELAY_MS = 500;

const STYLE = `
#area-games [hidden] { display: none !important; }
#area-games .tabs { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0 0 0.6rem; border-bottom: 1px solid var(--line); }
#area-games .tab { border-radius: 0.4rem 0.4rem 0 0; border-bottom: none; margin-bottom: -1px; background: var(--panel); }
#area-games .tab[aria-selected="true"] { background: #fff; border-color: var(--line); border-bottom: 1px solid #fff; font-weight: 600; }
#area-games .rules { margin: 0 0 0.7rem; max-width: 62rem; }
#area-games .games-status { font-size: 1.15em; font-weight: 600; margin: 0.2rem 0 0.5rem; min-height: 1.6em; }
#area-games .games-status.you::before { content: "● "; color: var(--accent); }
#area-games .games-status.won { color: #1f5f99; }
#area-games .games-status.lost { color: #a3540f; }
#area-games .games-board { outline: none; border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.5rem; background: #fff; overflow-x: auto; }
#area-games .games-board:focus-visible { outline: 3px solid var(--accent); }
#area-games .games-board.busy { opacity: 0.75; }
#area-games .games-moveform { margin: 0.5rem 0 0; font-size: 0.95em; }
#area-games .games-setup { background: var(--panel); border: 1px solid var(--line); border-radius: 0.4rem; padding: 0.35rem 0.6rem; }
#area-games .games-setup-error { color: var(--bad); margin: 0.2rem 0; white-space: pre-wrap; }
#area-games .games-text { width: 100%; min-width: 24rem; font-size: 0.9em; }
#area-games .games-textbox summary { cursor: pointer; color: var(--muted); }
#area-games .small { font-size: 0.85em; }
#area-games .keys { margin: 0.4rem 0 0; }
#area-games .panel h3 { margin-top: 0.7rem; }
#area-games .panel h3:first-child { margin-top: 0; }
#area-games table.bits { font-size: 0.95em; }
#area-games table.bits caption, #area-games .games-note { font-family: var(--font); }
#area-games .games-note { font-size: 0.85em; color: var(--muted); margin: 0.1rem 0 0.3rem; }
#area-games table.bits td.label { white-space: nowrap; }
#area-games table.bits caption { caption-side: top; text-align: left; font-size: 0.8em; color: var(--muted); padding-bottom: 0.15rem; }
#area-games table.bits th { font-size: 0.7em; color: var(--muted); font-weight: normal; }
#area-games table.bits td.label, #area-games table.bits th.label { text-align: left; font-family: var(--font); padding-right: 0.8rem; }
#area-games table.bits td.dec { padding-right: 0.7rem; }
#area-games table.bits td.bit { padding: 0.05rem 0.3rem; }
#area-games table.bits td.b1 { font-weight: 700; }
#area-games table.bits td.b0 { color: #9a9a9a; }
#area-games table.bits td.note { text-align: left; font-family: var(--font); font-size: 0.8em; color: var(--muted); }
#area-games table.bits tr.changed td { background: #fff3e6; }
#area-games table.bits tr.sum td { border-top: 2px solid var(--ink); }
#area-games .games-why { margin: 0.3rem 0 0.5rem; }
#area-games .games-move { border-left: 4px solid var(--accent); padding-left: 0.6rem; margin: 0.3rem 0; }
#area-games .log { max-height: 12rem; }
#area-games svg.games-svg { display: block; max-width: 100%; height: auto; user-select: none; }
#area-games svg .stone { fill: #8d8d8d; stroke: #5a5a5a; cursor: pointer; }
#area-games svg .stone.taking { fill: var(--accent); stroke: #123c55; }
#area-games svg .stone.hinted { stroke: var(--win); stroke-width: 3; }
#area-games svg .stone.splitting { fill: #6f8fa6; }
#area-games svg .hit { fill: transparent; cursor: pointer; }
#area-games svg .cursor { fill: none; stroke: var(--accent); stroke-width: 2; stroke-dasharray: 5 3; }
#area-games svg .hint-ring { fill: none; stroke: var(--win); stroke-width: 3; }
#area-games svg .floor { stroke: var(--ink); stroke-width: 2; }
#area-games svg text { font: calc(13px * var(--svg-text)) var(--font); fill: var(--ink); text-anchor: middle; }
#area-games svg text.name, #area-games svg text.more { fill: var(--muted); font-size: calc(12px * var(--svg-text)); }
#area-games svg text.left { text-anchor: start; }
#area-games svg text.right { text-anchor: end; }
#area-games svg text.size { font-weight: 600; }
#area-games svg text.counted { fill: #1f5f99; font-size: calc(12px * var(--svg-text)); }
#area-games svg .pin { fill: #f7f7f7; stroke: #4a4a4a; stroke-width: 2; cursor: pointer; }
#area-games svg .pin.selected { fill: var(--accent); stroke: #123c55; }
#area-games svg .pin.hinted { stroke: var(--win); stroke-width: 4; }
#area-games svg .pin.cursor { stroke-dasharray: 3 2; stroke: var(--accent); }
#area-games svg .bottle { fill: #f2f6f9; stroke: #5a6b78; stroke-width: 2; cursor: pointer; }
#area-games svg .bottle.source { fill: #d6e6f2; stroke: var(--accent); stroke-width: 3; }
#area-games svg .bottle.target { fill: #e7f1f8; stroke: var(--accent); stroke-dasharray: 5 3; }
#area-games svg .bottle.hint-source, #area-games svg .bottle.hint-target { stroke: var(--win); stroke-width: 3; }
#area-games svg .bean { fill: #8a5a2b; pointer-events: none; }
#area-games svg .sheet { fill: #fbf7ea; stroke: #4a4a4a; stroke-width: 2; cursor: crosshair; }
#area-games svg .sheet.unit { fill: #e8e2cc; }
#area-games svg .grid { stroke: #c9c2a5; stroke-width: 1; pointer-events: none; }
#area-games svg .cut { stroke-width: 4; pointer-events: none; }
#area-games svg .cut.pointed { stroke: var(--accent); }
#area-games svg .cut.hinted { stroke: var(--win); stroke-dasharray: 8 4; }
#area-games svg.hb .ground { fill: #e9e1cf; }
#area-games svg.hb .ground-line { stroke: #6b5a3a; stroke-width: 3; }
#area-games svg.hb .edge { fill: none; stroke: #2b2b2b; stroke-width: 4; stroke-linecap: round; }
#area-games svg.hb .edge.pointed { stroke: var(--accent); stroke-width: 6; }
#area-games svg.hb .edge.removing { stroke: var(--bad); stroke-dasharray: 6 4; }
#area-games svg.hb .edge.hinted { stroke: var(--win); stroke-width: 6; }
#area-games svg.hb .edge-hit { fill: none; stroke: transparent; stroke-width: 16; cursor: pointer; }
#area-games svg.hb.drawing { cursor: crosshair; }
#area-games svg.hb .edge.falling { stroke: #9a9a9a; animation: games-fall 0.9s ease-in forwards; }
#area-games svg.hb .edge.falling.cut { stroke: var(--bad); stroke-dasharray: 4 4; }
#area-games svg.hb .joint { fill: #2b2b2b; }
#area-games svg.hb .root { fill: #6b5a3a; }
#area-games svg.hb .rubber { stroke: var(--accent); stroke-width: 3; stroke-dasharray: 6 4; }
#area-games svg.hb .edge-number { fill: #6f6f6f; font-size: calc(11px * var(--svg-text)); pointer-events: none; }
body.projector #area-games svg.hb .edge-number { fill: #3a3a3a; font-weight: 600; }
#area-games svg.hb .piece-label { fill: var(--muted); font-size: calc(12px * var(--svg-text)); font-weight: 600; pointer-events: none; }
@keyframes games-fall { to { transform: translateY(160px); opacity: 0; } }
`;

export async function mount(section) {
  section.dataset.state = "busy";
  document.head.append(h("style", {}, STYLE));
  const app = new GamesApp(section);
  // `#games/heaps` opens a game directly.
  await app.choose(location.hash.split("/")[1] ?? "nim");
}

class GamesApp {
  constructor(section) {
    this.section = section;
    this.game = null;
    this.views = new Map(); // one picture per game, kept across tab switches
    this.saved = new Map(); // the position each game was last set up with
    this.first = "you";
    this.generation = 0; // bumps with every new game, so late answers are dropped

    this.tabs = h("div", { class: "tabs", role: "tablist" },
      GAMES.map((g) => h("button", { role: "tab", class: "tab", "data-testid": `games-tab-${g.id}`, onclick: () => this.choose(g.id) }, g.title)));
    this.rules = h("p", { class: "rules", "data-testid": "games-rules" });
    this.setupBox = h("div", { class: "toolbar games-setup", "data-testid": "games-setup" });
    this.setupError = h("p", { class: "games-setup-error", "data-testid": "games-setup-error", hidden: true });
    const firstRadio = (who, text) => h("label", {},
      h("input", { type: "radio", name: "games-first", value: who, checked: who === this.first, "data-testid": `games-first-${who}`, onchange: () => { this.first = who; this.restart(); } }), " ", text);
    this.undoButton = h("button", { onclick: () => this.undo(), "data-testid": "games-undo", title: "Take back your last move (U)" }, "↶ Undo");
    this.restartButton = h("button", { onclick: () => this.restart(), "data-testid": "games-restart", title: "Start this position again (R)" }, "⟲ Restart");
    this.randomButton = h("button", { onclick: () => this.random(), "data-testid": "games-random" }, "Random position");
    this.hintBox = h("input", { type: "checkbox", "data-testid": "games-hint", onchange: () => this.render() });
    // Misère play: the player who makes the last move loses; every request says so.
    this.misereBox = h("input", { type: "checkbox", "data-testid": "games-misere-switch", onchange: () => { this.showRules(); this.restart(); } });
    this.toolbar = h("div", { class: "toolbar" },
      h("fieldset", {}, h("legend", {}, "Who moves first"), firstRadio("you", "You"), firstRadio("engine", "The engine")),
      h("fieldset", {}, h("legend", {}, "Rule"),
        h("label", { title: "Normal play: whoever cannot move loses. Misère play: whoever makes the last move loses." },
          this.misereBox, " Misère: the last move loses")),
      this.randomButton, this.restartButton, this.undoButton,
      h("label", { title: "Show a winning move of the player to move (H)" }, this.hintBox, " Hint: show a winning move"));

    this.status = h("p", { class: "games-status", "data-testid": "games-status", "aria-live": "polite" });
    this.board = h("div", { class: "games-board", tabindex: "0", "data-testid": "games-board", "aria-label": "The game: use the keys listed below" });
    this.board.addEventListener("keydown", (e) => this.key(e));
    // The keyboard cursor shows while the game is played with keys (a redraw on a click's
    // focus would replace what is being clicked).
    this.keyboardMode = false;
    this.board.addEventListener("pointerdown", () => { this.keyboardMode = false; });
    this.board.addEventListener("focus", () => { if (this.keyboardMode) this.render(); });
    this.board.addEventListener("blur", () => { if (this.keyboardMode) setTimeout(() => this.render(), 0); });
    this.keys = h("p", { class: "muted small keys", "data-testid": "games-keys" });
    this.explainBox = h("div", { "data-testid": "games-explain" });
    this.log = h("ol", { class: "log", "data-testid": "games-log" });
    const panel = h("div", { class: "panel" },
      h("h3", {}, "Why: the Grundy values"), this.explainBox,
      h("h3", {}, "Moves"), this.log);

    section.append(
      h("h2", {}, "Sprague-Grundy games: Nim and friends"),
      h("p", { class: "lead" }, "Pick a game, set up a position (or a random one) and play against the engine, which never misses a win. Every position is a sum of small games; the panel shows each one's Grundy value in binary and their XOR, the nim-sum: the player to move wins exactly when it is not 0, and the winning move makes it 0."),
      this.tabs, this.rules, this.setupBox, this.setupError, this.toolbar,
      h("div", { class: "layout" }, h("div", {}, this.status, this.board, this.keys), panel));
    document.addEventListener("keydown", (e) => {
      if (section.hidden || e.target.closest?.("input, textarea, select")) return;
      if (e.key === "u" || e.key === "U") this.undo();
      else if (e.key === "r" || e.key === "R") this.restart();
      else if (e.key === "h" || e.key === "H") { this.hintBox.checked = !this.hintBox.checked; this.render(); }
    });
  }

  // The game's rules, and the misère rule when it is on.
  showRules() {
    const misere = this.misereBox.checked ? " Misère play is on: whoever makes the last move loses, whatever the line above says." : "";
    this.rules.textContent = (this.game?.lead ?? "") + misere;
  }

  // A request under the rule chosen (misère adds `"misere": true`).
  withRule(request) {
    return this.misereBox.checked ? { ...request, misere: true } : request;
  }

  // Shows game `id` (keeping the position the player last set up for it).
  async choose(id) {
    const game = GAMES.find((g) => g.id === (OLD_IDS[id] ?? id)) ?? GAMES[0];
    this.game = game;
    this.section.dataset.game = game.id;
    for (const tab of this.tabs.children) tab.setAttribute("aria-selected", String(tab.dataset.testid === `games-tab-${game.id}`));
    this.showRules();
    this.keys.replaceChildren("Keys (click the game first): ", game.keys, "; U undo, R restart, H hint.");
    if (!this.views.has(game.id)) {
      this.views.set(game.id, game.view({ onEdit: (drawing) => this.newGame(drawing) }));
    }
    this.view = this.views.get(game.id);
    this.board.replaceChildren(this.view.element);
    await this.newGame(this.saved.get(game.id) ?? game.defaultPosition());
  }

  renderSetup(position) {
    const [...parts] = this.game.setup(position, (next, error) => {
      if (error) return this.showSetupError(error);
      this.newGame(next);
    });
    const apply = parts.pop();
    put(this.setupBox, h("strong", {}, "Position"), ...parts,
      this.game.id === "hackenbush" ? null : h("button", { onclick: apply, "data-testid": "games-setup-apply" }, "Set up"));
  }

  showSetupError(message) {
    this.setupError.textContent = message;
    this.setupError.hidden = !message;
  }

  async random() {
    await this.newGame(this.game.randomPosition(this.position));
  }

  async restart() {
    if (this.start) await this.newGame(this.start);
  }

  // A new game from `position` (the request fields of the game's command).
  async newGame(position) {
    const generation = ++this.generation;
    this.busy = true;
    this.section.dataset.state = "busy";
    let doc;
    try {
      doc = await call(this.game.command, this.withRule(this.game.request(position)));
    } catch (err) {
      if (generation !== this.generation) return;
      this.busy = false;
      this.section.dataset.state = "ready";
      this.showSetupError(err.message);
      if (!this.doc || this.docGame !== this.game.id) this.renderSetup(position);
      return;
    }
    if (generation !== this.generation) return;
    this.showSetupError("");
    position = this.game.settle ? this.game.settle(position, doc) : position;
    this.start = position;
    this.saved.set(this.game.id, position);
    this.position = position;
    this.doc = doc;
    this.section.dataset.doc = JSON.stringify(doc);
    this.docGame = this.game.id;
    this.last = null; // { doc before, played, by, docAfter }
    this.round = []; // the moves explained: your last move, then the engine's reply to it
    this.history = [];
    this.over = doc.game_over;
    this.log.replaceChildren();
    this.busy = false;
    this.renderSetup(position);
    this.render();
    if (this.first === "engine" && !doc.game_over && !this.view.drawing) await this.engineMove(generation);
    else this.section.dataset.state = "ready";
  }

  // The player's move `move` (the request's `move` object).
  async play(move) {
    if (this.busy || this.over) return;
    const generation = this.generation;
    const before = { doc: this.doc, position: this.position, last: this.last, round: this.round, log: [...this.log.children] };
    this.busy = true;
    this.section.dataset.state = "busy";
    let doc;
    try {
      doc = await call(this.game.command, this.withRule({ ...this.game.request(this.position), move }));
    } catch (err) {
      this.busy = false;
      this.section.dataset.state = "ready";
      if (generation === this.generation) {
        toast(err.message);
        this.status.textContent = `Not a legal move: ${err.message}`;
      }
      return;
    }
    if (generation !== this.generation) return;
    this.history.push(before);
    this.apply(doc, "you");
    if (doc.game_over) {
      this.busy = false;
      this.section.dataset.state = "ready";
      this.render();
      return;
    }
    await this.engineMove(generation);
  }

  // The engine's move on the current position.
  async engineMove(generation) {
    this.busy = true;
    this.section.dataset.state = "busy";
    // Only the status: redrawing the picture would cut short the edges falling.
    this.renderStatus();
    await new Promise((resolve) => setTimeout(resolve, ENGINE_DELAY_MS));
    if (generation !== this.generation) return;
    let doc;
    try {
      doc = await call(this.game.command, this.withRule({ ...this.game.request(this.position), play: true }));
    } catch (err) {
      if (generation === this.generation) toast(err.message);
      this.busy = false;
      this.section.dataset.state = "ready";
      return;
    }
    if (generation !== this.generation) return;
    this.apply(doc, "engine");
    this.busy = false;
    this.section.dataset.state = "ready";
    this.render();
  }

  // Takes the document after a move by `by` ("you" or "engine").
  apply(doc, by) {
    const previous = { doc: this.doc, position: this.position };
    this.section.dataset.doc = JSON.stringify(doc);
    this.fallen = this.game.fallen ? this.game.fallen(doc, previous.position) : null;
    this.position = this.game.positionFromDoc(doc, previous.position);
    // Hackenbush: the document's edge numbers as those of the drawing after the move.
    if (this.game.renumber) doc = this.game.renumber(doc);
    this.last = { by, played: doc.played, before: previous.doc, after: doc };
    // The panel explains your move and the engine's reply to it, both.
    this.round = by === "engine" && this.round.at(-1)?.by === "you" ? [this.round.at(-1), this.last] : [this.last];
    this.doc = doc;
    this.over = doc.game_over;
    const words = this.game.moveWords(doc.played.move, previous.doc, doc);
    this.log.append(h("li", { class: by }, `${by === "you" ? "You" : "Engine"}: ${words}`));
    this.log.scrollTop = this.log.scrollHeight;
    this.render();
    this.fallen = null;
  }

  undo() {
    if (this.busy || !this.history.length) return;
    const before = this.history.pop();
    this.doc = before.doc;
    this.section.dataset.doc = JSON.stringify(before.doc);
    this.position = before.position;
    this.last = before.last;
    this.round = before.round ?? [];
    this.over = this.doc.game_over;
    this.log.replaceChildren(...before.log);
    this.render();
  }

  // Who is to move now: the player unless the engine is thinking; at the end, whoever
  // has no move left.
  render() {
    const doc = this.doc;
    if (!doc || this.docGame !== this.game.id) return;
    const youToMove = !this.busy;
    const interactive = !this.busy && !this.over;
    this.view.render(doc, this.position, {
      interactive,
      hint: this.hintBox.checked && interactive,
      keyboard: this.keyboardMode && (document.activeElement === this.board || this.board.contains(document.activeElement)),
      onMove: (move) => this.play(move),
      fallen: this.fallen,
    });
    this.renderStatus();
    // The explanation: your last move and the engine's reply (each with what it did to
    // the nim-sum), then the position.
    const parts = this.round
      .filter((move) => move?.played)
      .map(({ played, before, after, by }) =>
        movePart(played, {
          what: this.game.moveWords(played.move, before, after),
          component: this.game.componentName(played, before),
          byYou: by === "you",
          better: by === "you" && before.winning_move ? this.describeBetter(before) : null,
          misere: Boolean(after?.misere),
        }),
      );
    parts.push(positionPart(this.game.rows(doc, this.position), doc, { you: youToMove && !this.over, note: this.game.note }));
    put(this.explainBox, ...parts);
  }

  // The status line and the buttons that depend on whose turn it is.
  renderStatus() {
    const doc = this.doc;
    this.board.classList.toggle("busy", this.busy);
    const status = this.status;
    status.className = "games-status";
    if (this.over) {
      // Whoever has no move left: that player loses under normal play and wins under misère.
      const youStuck = this.last ? this.last.by === "engine" : this.first === "you";
      const youLost = doc.misere ? !youStuck : youStuck;
      if (doc.misere) {
        status.textContent = youLost
          ? "The engine won: you made the last move, and under misère play that loses."
          : "You won! The engine made the last move, and under misère play that loses.";
      } else {
        status.textContent = youLost ? "The engine won: you have no move left." : "You won! The engine has no move left.";
      }
      status.classList.add(youLost ? "lost" : "won");
    } else if (this.busy) {
      status.textContent = "The engine is thinking…";
    } else {
      status.classList.add("you");
      if (doc.misere) {
        status.textContent = doc.mover_wins
          ? "Your move, under misère play (the last move loses). You can win (tick Hint to see a move)."
          : "Your move, under misère play (the last move loses). Every move hands the engine a win: play on and watch how it answers.";
      } else status.textContent = doc.mover_wins
        ? "Your move. You can win: some move makes the nim-sum 0 (tick Hint to see one)."
        : "Your move. The nim-sum is 0, so every move hands the engine a win: play on and watch how it answers.";
    }
    this.undoButton.disabled = this.busy || !this.history.length;
    this.restartButton.disabled = this.busy;
  }

  // The winning move the player had before their last move, in words.
  describeBetter(before) {
    try {
      const m = before.winning_move;
      if (this.game.id === "nim" || this.game.id === "staircase") return `take ${m.take} from pile ${m.pile}`;
      if (this.game.id === "bean-split") return `a bean from bottle ${m.i} into bottles ${m.j} and ${m.k}`;
      if (this.game.id === "equal-split") return `split pile ${m.pile} into ${m.parts} piles`;
      if (this.game.id === "paper-cutting") return `cut sheet ${m.sheet} ${m.direction === "vertical" ? "down" : "across"} at ${m.at}`;
      if (this.game.id === "hackenbush") return `cut edge ${m.edge} (as numbered before your move: Undo to see it)`;
      if (this.game.id === "heaps") return `knock down ${m.take} pins of heap ${m.heap}, leaving ${m.left} and ${m.right}`;
    } catch {
      return null;
    }
    return null;
  }

  key(e) {
    if (e.target.closest?.("input, textarea, select, button")) return;
    if (!this.keyboardMode) {
      this.keyboardMode = true;
      this.render();
    }
    if (!this.busy && !this.over && this.view.key?.(e)) e.preventDefault();
  }
}
