// Stepping through a game record (the NOI 2011 input format). The server analyses the
// whole record once (`POST /api/replay`: every half-move with who was winning before and
// after, mistakes and the better move), and gives the board at each step (`POST
// /api/stones` with the record's first moves). The page only draws what it is told.
import { call } from "./api.js";
import { h, openText } from "./ui.js";
import { StoneBoard, boardText, moveText, show, playerName, locatedText, selectAt } from "./stones-board.js";

export class Replay {
  // `onPlay(board, moves, player)` continues the game from a step against the engine.
  constructor(section, { records, onPlay }) {
    this.section = section;
    this.records = records;
    this.onPlay = onPlay;
    this.doc = null; // the replay document
    this.step = 0; // half-moves played on the board shown
    this.positions = new Map(); // step -> stones document
    this.generation = 0;

    this.picture = new StoneBoard({ testid: "stones-replay-board", label: "The record's board", onCell: () => {} });
    this.exampleSelect = h("select", { "data-testid": "stones-record-example", "aria-label": "Example record", onchange: () => this.loadExample(this.exampleSelect.value) },
      records.map((r) => h("option", { value: r.file }, r.title)));
    this.text = h("textarea", { class: "mono stones-text", rows: "10", spellcheck: "false", "data-testid": "stones-record-text", "aria-label": "Game record" });
    this.error = h("pre", { class: "error", hidden: true, "data-testid": "stones-record-error" });
    const button = (label, testid, action, title) => h("button", { "data-testid": testid, onclick: action, title }, label);
    this.nav = {
      first: button("« First", "stones-first", () => this.go(0), "The start (Home)"),
      prev: button("◀ Back", "stones-prev", () => this.go(this.step - 1), "One half-move back (←)"),
      next: button("Next ▶", "stones-next", () => this.go(this.step + 1), "One half-move on (→)"),
      last: button("Last »", "stones-last", () => this.go(this.length), "The end (End)"),
    };
    this.mistakeButtons = {
      prev: button("◀ Mistake", "stones-prev-mistake", () => this.goMistake(-1), "The previous mistake (P)"),
      next: button("Mistake ▶", "stones-next-mistake", () => this.goMistake(1), "The next mistake (N)"),
    };
    this.counter = h("span", { class: "muted", "data-testid": "stones-step" });
    this.playHere = button("Play from here", "stones-play-here", () => this.playFromHere(), "Continue this position against the engine, as the player to move");

    this.status = h("p", { class: "verdict", "data-testid": "stones-replay-status", "aria-live": "polite" });
    this.detail = h("div", { class: "stones-detail", "data-testid": "stones-replay-detail" });
    this.summary = h("p", { "data-testid": "stones-mistakes" });
    this.list = h("ol", { class: "log stones-halfmoves", "data-testid": "stones-halfmoves" });

    this.element = h("div", { class: "stones-replay" },
      h("div", { class: "toolbar" },
        h("fieldset", {}, h("legend", {}, "Record"), this.exampleSelect,
          button("Open file…", "stones-open-record", () => this.openFile()),
          button("Analyse the text", "stones-analyse", () => this.analyse(this.text.value)))),
      h("div", { class: "layout" },
        h("div", {},
          h("div", { class: "toolbar" }, this.nav.first, this.nav.prev, this.nav.next, this.nav.last, this.counter,
            this.mistakeButtons.prev, this.mistakeButtons.next, this.playHere),
          this.picture.element,
          h("div", { class: "legend" },
            h("span", { class: "win" }, "empty cell: the player to move wins"),
            h("span", { class: "lose" }, "loses"),
            h("span", { class: "arrow-played" }, "the move played"),
            h("span", { class: "arrow-mistake" }, "a mistake (dashed)"),
            h("span", { class: "arrow-win" }, "the better move")),
          h("details", { class: "stones-textbox", open: true },
            h("summary", {}, "Record as text (the NOI 2011 input: n m, the board, k, then 2k moves “row column”)"),
            this.error, this.text)),
        h("div", { class: "panel" }, this.status, this.detail,
          h("p", { class: "muted small" }, "Keys: ", h("kbd", {}, "←"), h("kbd", {}, "→"), " step, ", h("kbd", {}, "Home"), h("kbd", {}, "End"), " first and last, ",
            h("kbd", {}, "N"), h("kbd", {}, "P"), " next and previous mistake."),
          h("h3", {}, "Mistakes"), this.summary,
          h("h3", {}, "Half-moves"), this.list)));
  }

  get length() {
    return this.doc ? this.doc.half_moves.length : 0;
  }

  async start() {
    await this.loadExample(this.records[0].file);
  }

  async loadExample(file) {
    this.exampleSelect.value = file;
    const text = await (await fetch(`examples/${file}`)).text();
    this.text.value = text;
    await this.analyse(text);
  }

  async openFile() {
    const text = await openText(".in,.txt");
    if (text !== null) {
      this.text.value = text;
      await this.analyse(text);
    }
  }

  // Sends the record to the server; shows its located error next to the text if any.
  async analyse(text) {
    const generation = ++this.generation;
    this.section.dataset.state = "busy";
    let doc;
    try {
      doc = await call("replay", { record: text });
    } catch (err) {
      if (generation !== this.generation) return;
      this.section.dataset.state = "ready";
      this.error.hidden = false;
      this.error.textContent = err.field === "record" ? locatedText(err, text) : err.message;
      this.error.closest("details").open = true;
      if (this.doc) {
        this.status.className = "verdict";
        this.status.textContent = "The text is not a valid record (see the error under the board); the board still shows the last record read.";
      }
      if (err.line) selectAt(this.text, err.line, err.column);
      this.error.scrollIntoView({ block: "nearest" });
      return;
    }
    if (generation !== this.generation) return;
    this.error.hidden = true;
    this.doc = doc;
    this.board = boardText(doc.board);
    this.positions = new Map();
    this.section.dataset.replay = JSON.stringify(doc);
    this.renderList();
    await this.go(0);
  }

  // Shows the board after `step` half-moves (the server's), with the next move drawn.
  async go(step) {
    if (!this.doc) return;
    step = Math.max(0, Math.min(this.length, step));
    this.step = step;
    const generation = ++this.generation;
    let position = this.positions.get(step);
    if (!position) {
      this.section.dataset.state = "busy";
      const moves = this.doc.half_moves.slice(0, step).map((hm) => moveText(hm.to));
      try {
        position = await call("stones", { board: this.board, moves });
      } catch (err) {
        if (generation === this.generation) {
          this.section.dataset.state = "ready";
          this.status.textContent = err.message;
        }
        return;
      }
      this.positions.set(step, position);
    }
    if (generation !== this.generation) return;
    this.section.dataset.doc = JSON.stringify(position);
    this.section.dataset.step = String(step);
    this.render(position);
    this.section.dataset.state = "ready";
  }

  goMistake(direction) {
    const moves = this.doc?.half_moves ?? [];
    for (let i = this.step + direction; i >= 0 && i < moves.length; i += direction) {
      if (moves[i].mistake) return this.go(i);
    }
  }

  playFromHere() {
    const position = this.positions.get(this.step);
    if (!position) return;
    const moves = this.doc.half_moves.slice(0, this.step).map((hm) => moveText(hm.to));
    this.onPlay(this.board, moves, position.position.player);
  }

  key(e) {
    const keys = {
      ArrowLeft: () => this.go(this.step - 1),
      ArrowRight: () => this.go(this.step + 1),
      Home: () => this.go(0),
      End: () => this.go(this.length),
      n: () => this.goMistake(1),
      N: () => this.goMistake(1),
      p: () => this.goMistake(-1),
      P: () => this.goMistake(-1),
    };
    if (!keys[e.key]) return false;
    keys[e.key]();
    return true;
  }

  render(stones) {
    const step = this.step;
    const position = stones.position;
    const next = this.doc.half_moves[step];
    const arrows = [];
    if (next) {
      // The better move first, so the played move's arrow lies on top where they meet.
      if (next.mistake) arrows.push({ from: next.winning_move, to: next.from, kind: "win" });
      arrows.push({ from: next.to, to: next.from, kind: next.mistake ? "mistake" : "played" });
    }
    this.picture.draw({
      rows: stones.board,
      empty: position.empty,
      emptyVerdict: position.mover_wins ? "win" : "lose",
      marks: [],
      arrows,
    });
    this.nav.first.disabled = this.nav.prev.disabled = step === 0;
    this.nav.next.disabled = this.nav.last.disabled = step === this.length;
    const mistakes = this.doc.half_moves.map((hm, i) => (hm.mistake ? i : -1)).filter((i) => i >= 0);
    this.mistakeButtons.prev.disabled = !mistakes.some((i) => i < step);
    this.mistakeButtons.next.disabled = !mistakes.some((i) => i > step);
    this.playHere.disabled = position.game_over;
    this.counter.textContent = `${step} of ${this.length} half-moves played`;

    const mover = playerName(position.player);
    this.status.className = `verdict ${position.mover_wins ? "win" : "lose"}`;
    this.detail.replaceChildren();
    if (!next) {
      const winner = position.player === "tutu" ? "Dandan" : "Tutu";
      this.status.textContent = position.game_over
        ? `End of the record: ${mover} has no move, ${winner} wins.`
        : `End of the record: ${mover} is to move and ${position.mover_wins ? "wins" : "loses"} with correct play.`;
    } else {
      const other = playerName(next.player === "tutu" ? "dandan" : "tutu");
      this.status.textContent = `${mover} to move: ${position.mover_wins ? "wins" : "loses"} with correct play.`;
      const played = `${playerName(next.player)}'s move ${next.number} (half-move ${next.index}): the stone at ${show(next.to)} into ${show(next.from)}.`;
      const lines = [h("p", { class: "stones-next" }, "Next: ", played)];
      if (next.mistake) {
        lines.push(h("p", { class: "stones-mistake", "data-testid": "stones-mistake-note" },
          h("strong", {}, "A mistake: "), `${playerName(next.player)} was winning before it, and after it ${other} wins. `,
          "The better move was ", h("strong", {}, show(next.winning_move)), " (solid blue arrow)."));
      } else if (next.mover_wins) {
        lines.push(h("p", {}, `A winning move: ${playerName(next.player)} keeps the win.`));
      } else {
        lines.push(h("p", {}, `${playerName(next.player)} was already losing: every move loses against correct play.`));
      }
      this.detail.append(...lines);
    }
    for (const [i, li] of [...this.list.children].entries()) {
      li.classList.toggle("current", i === step);
      if (i === step) li.scrollIntoView({ block: "nearest" });
    }
  }

  renderList() {
    const doc = this.doc;
    const names = { tutu: "Tutu", dandan: "Dandan" };
    const parts = Object.entries(doc.mistakes).filter(([, ns]) => ns.length).map(([p, ns]) => `${names[p]}: move${ns.length > 1 ? "s" : ""} ${ns.join(", ")}`);
    this.summary.textContent = parts.length ? parts.join("; ") : "None: both played perfectly.";
    this.list.replaceChildren(...doc.half_moves.map((hm, i) => {
      const verdict = hm.mover_wins ? "was winning" : "was losing";
      const note = hm.mistake ? ` — mistake; better ${show(hm.winning_move)}` : "";
      return h("li", { class: hm.mistake ? "mistake" : null, "data-testid": `stones-halfmove-${i + 1}` },
        h("button", { class: "link", onclick: () => this.go(i) }, `${playerName(hm.player)} ${hm.number}: ${show(hm.to)} → ${show(hm.from)} (${verdict})${note}`));
    }));
  }
}
