// The octal explorer: enter an octal game's code, compute its Grundy values G(n) on the
// server (`POST /api/octal` with progress lines), and see them plotted with the period
// and preperiod, the rare heaps of the sparse space and the histogram of the values.
// Long runs show their progress and can be cancelled: Cancel asks the server to stop the
// run (`POST /api/octal/stop` with the run's id), which then answers with the values
// computed so far, marked partial, and the page shows them as it shows a finished run;
// leaving the explorer or the page closes the request instead, and the server stops the
// run. The code box always holds the code of the values shown. Every
// number shown comes from the server's documents: the page computes nothing about the
// game. The address #octal/CODE runs CODE until its period is certified, #octal/CODE/N
// computes its first N values.
import { ApiError, call, stream } from "./api.js";
import { fmt, h, History, saveText, toast } from "./ui.js";
import { Plot } from "./octal-plot.js";
import { Histogram } from "./octal-histogram.js";
import { MisereView } from "./octal-misere.js";

const GAMES = [
  { code: "0.07", name: "Dawson's Kayles" },
  { code: "0.77", name: "Kayles" },
  { code: "0.137", name: "Dawson's chess" },
  { code: "0.16", name: "rare values" },
  { code: "4.7", name: "split or take one" },
  { code: "0.6", name: "Officers: no period known" },
  { code: "4!.0", name: "Grundy's game: split into unequal heaps" },
  { code: "S(1,3,4)", name: "subtraction game" },
];
const DEFAULTS = { code: "0.07", mode: "periodic", max: 1000, limit: 1_000_000 };
// Until-periodic runs compute at least this many values, so short periods show a while.
const PERIODIC_MIN = 1000;
// The most values the page lists in text (all of them go to "Save values").
const TEXT_VALUES = 5000;

const STYLE = `
#area-octal [hidden] { display: none !important; }
#area-octal .octal-form { display: flex; flex-wrap: wrap; gap: 0.6em 1em; align-items: flex-end; margin: 0 0 0.5em; }
#area-octal .octal-form label.field { display: flex; flex-direction: column; gap: 0.15em; font-size: 0.85em; color: var(--muted); }
#area-octal .octal-code { width: 8.5em; font-size: 1.1em; font-family: ui-monospace, Menlo, Consolas, monospace; padding: 0.2em 0.4em; }
#area-octal .octal-form fieldset { border: 1px solid var(--line); border-radius: 0.4em; padding: 0.25em 0.6em 0.35em; margin: 0; }
#area-octal .octal-form legend { font-size: 0.8em; color: var(--muted); padding: 0 0.2em; }
#area-octal .octal-form fieldset label { display: block; margin: 0.1em 0; }
#area-octal .octal-form input[type="number"] { width: 8em; }
#area-octal .octal-games { display: flex; flex-wrap: wrap; gap: 0.35em; align-items: center; margin: 0 0 0.6em; font-size: 0.9em; }
#area-octal .octal-games button { font-size: 0.88em; padding: 0.15em 0.55em; }
#area-octal .octal-games code { font-weight: 600; }
#area-octal .octal-codeerror { margin: 0.3em 0 0.6em; padding: 0.4em 0.6em; border-left: 4px solid var(--bad); background: #fff4f4; }
#area-octal .octal-codeerror pre { margin: 0.3em 0 0; font-size: 1em; }
#area-octal .octal-progress { margin: 0 0 0.7em; }
#area-octal .octal-bar { height: 0.9em; background: #e6e9ec; border-radius: 0.45em; overflow: hidden; max-width: 44em; margin: 0.35em 0; }
#area-octal .octal-bar > div { height: 100%; background: var(--accent); transition: width 0.2s; }
#area-octal .octal-progress p { margin: 0.2em 0; }
#area-octal .octal-summary { font-size: 1.05em; margin: 0 0 0.5em; max-width: 70em; }
#area-octal .octal-summary strong { color: var(--accent); }
#area-octal .octal-view { display: flex; flex-wrap: wrap; gap: 0.35em 0.6em; align-items: center; margin: 0.2em 0 0.4em; font-size: 0.92em; }
#area-octal .octal-view input[type="number"] { width: 7.5em; }
#area-octal .octal-plot { position: relative; border: 1px solid var(--line); border-radius: 0.4em; background: #fff; }
#area-octal .octal-plot canvas { cursor: crosshair; touch-action: none; }
#area-octal .octal-plot canvas.dragging { cursor: grabbing; }
#area-octal .octal-tip { position: absolute; pointer-events: none; background: #fff; border: 1px solid var(--ink); border-radius: 0.3em; padding: 0.3em 0.5em; font-size: 0.88em; box-shadow: 0 2px 6px rgba(0,0,0,0.15); max-width: 260px; z-index: 2; }
#area-octal .octal-legend { display: flex; flex-wrap: wrap; gap: 0.3em 1.1em; font-size: 0.88em; color: var(--muted); margin: 0.35em 0 0; }
#area-octal .octal-legend span::before { content: ""; display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.35em; vertical-align: -0.08em; }
#area-octal .octal-legend .win::before { background: var(--win); }
#area-octal .octal-legend .lose::before { background: var(--lose); }
#area-octal .octal-misere-table { border-collapse: collapse; margin-top: 0.4em; }
#area-octal .octal-misere-table caption { text-align: left; caption-side: top; color: var(--muted, #666); }
#area-octal .octal-misere-table th { text-align: right; padding-right: 0.6em; font-weight: normal; color: var(--muted, #666); }
#area-octal .octal-misere-table td { padding: 0.05em 0.45em; border: 1px solid rgba(128, 128, 128, 0.25); }
#area-octal .octal-misere-table td.lose { background: color-mix(in srgb, var(--lose) 30%, transparent); }
#area-octal .octal-legend .rare::before { background: var(--win); border: 1.5px solid var(--ink); transform: rotate(45deg) scale(0.85); }
#area-octal .octal-legend .period::before { background: rgba(42, 111, 151, 0.18); border-left: 2px solid var(--accent); }
#area-octal .octal-legend .pre::before { background: rgba(0, 0, 0, 0.08); }
#area-octal .octal-legend .hatch::before { background: repeating-linear-gradient(135deg, var(--win) 0 3px, #555 3px 4px); }
#area-octal .octal-side h3 { margin: 0.2em 0 0.3em; }
#area-octal .octal-side p, #area-octal .octal-side li { font-size: 0.92em; }
#area-octal .octal-side ul { padding-left: 1.1em; margin: 0.3em 0; }
#area-octal .octal-values { max-height: 12em; overflow: auto; font-size: 0.85em; white-space: pre-wrap; word-break: break-all; background: #fff; border: 1px solid var(--line); padding: 0.3em; border-radius: 0.3em; }
#area-octal .octal-log { font-size: 0.82em; font-weight: normal; color: var(--muted); float: right; }
#area-octal .octal-keys { font-size: 0.85em; color: var(--muted); }
#area-octal .octal-main { min-width: 0; }
#area-octal .octal-codes-help { margin-top: 0.3em; }
#area-octal .octal-codes-help summary { cursor: pointer; color: var(--accent); }
`;

export async function mount(section) {
  document.head.append(h("style", {}, STYLE));
  const explorer = new Explorer(section);
  await explorer.start();
}

class Explorer {
  constructor(section) {
    this.section = section;
    section.dataset.state = "busy";
    this.limits = { max_octal_values: 100_000_000, max_octal_listed: 1_000_000 };
    this.history = new History(null);
    this.controller = null;
    this.build();
  }

  build() {
    const s = this.section;
    const input = (attrs) => h("input", attrs);
    this.code = input({ type: "text", class: "octal-code", value: DEFAULTS.code, list: "octal-codes", spellcheck: "false", autocomplete: "off", "aria-label": "game code", "data-testid": "octal-code" });
    this.code.addEventListener("keydown", (e) => e.key === "Enter" && this.runFromForm());
    this.modeFirst = input({ type: "radio", name: "octal-mode", value: "first", "data-testid": "octal-mode-first" });
    this.modePeriodic = input({ type: "radio", name: "octal-mode", value: "periodic", checked: true, "data-testid": "octal-mode-periodic" });
    this.max = input({ type: "number", min: "1", step: "1", value: String(DEFAULTS.max), "aria-label": "how many values", "data-testid": "octal-max" });
    this.limit = input({ type: "number", min: "1", step: "1", value: String(DEFAULTS.limit), "aria-label": "at most this many values", "data-testid": "octal-limit" });
    this.max.addEventListener("focus", () => (this.modeFirst.checked = true));
    this.limit.addEventListener("focus", () => (this.modePeriodic.checked = true));
    for (const el of [this.max, this.limit]) el.addEventListener("keydown", (e) => e.key === "Enter" && this.runFromForm());
    this.runButton = h("button", { class: "primary", "data-testid": "octal-run", onclick: () => this.runFromForm() }, "Compute");
    this.cancelButton = h("button", { "data-testid": "octal-cancel", disabled: true, title: "Stop the run and show the values computed so far", onclick: () => this.stopRun() }, "Cancel");
    this.undoButton = h("button", { "data-testid": "octal-undo", disabled: true, title: "Back to the run before this one", onclick: () => this.undo() }, "← Previous run");
    this.resetButton = h("button", { "data-testid": "octal-reset", title: "Back to Dawson's Kayles", onclick: () => this.reset() }, "Restart");
    const form = h(
      "div",
      { class: "octal-form" },
      h("label", { class: "field" }, "Game code", this.code),
      h(
        "fieldset",
        {},
        h("legend", {}, "How far"),
        h("label", {}, this.modePeriodic, " until the period is certified, at most ", this.limit, " values"),
        h("label", {}, this.modeFirst, " the first ", this.max, " values"),
      ),
      h("div", { class: "toolbar", style: "margin:0" }, this.runButton, this.cancelButton, this.undoButton, this.resetButton),
    );
    const games = h(
      "div",
      { class: "octal-games", "data-testid": "octal-games" },
      h("span", { class: "muted" }, "Try:"),
      GAMES.map((g) =>
        h("button", { "data-code": g.code, title: `compute ${g.code} until its period is certified`, onclick: () => this.pick(g.code) }, h("code", {}, g.code), ` ${g.name}`),
      ),
    );
    const datalist = h("datalist", { id: "octal-codes" }, GAMES.map((g) => h("option", { value: g.code }, g.name)));
    this.codeError = h("div", { class: "octal-codeerror", role: "alert", "data-testid": "octal-error", hidden: true });

    this.progressBar = h("div", { style: "width:0%" });
    this.progressText = h("p", { "data-testid": "octal-progress-text" });
    this.progressPeriod = h("p", { class: "muted", "data-testid": "octal-progress-period" });
    this.progress = h(
      "div",
      { class: "octal-progress panel", "data-testid": "octal-progress", hidden: true, "aria-live": "polite" },
      h("strong", {}, "Computing…"),
      h("div", { class: "octal-bar", role: "progressbar" }, this.progressBar),
      this.progressText,
      this.progressPeriod,
    );

    this.summary = h("p", { class: "octal-summary", "data-testid": "octal-summary" });
    this.plot = new Plot({ onView: (r) => this.viewChanged(r) });
    this.viewFrom = input({ type: "number", min: "0", step: "1", "aria-label": "first heap shown", "data-testid": "octal-view-from" });
    this.viewTo = input({ type: "number", min: "0", step: "1", "aria-label": "last heap shown", "data-testid": "octal-view-to" });
    const applyRange = () => {
      const from = Number(this.viewFrom.value);
      const to = Number(this.viewTo.value);
      if (Number.isFinite(from) && Number.isFinite(to) && to >= from) this.plot.setView(from, to + 1);
    };
    for (const el of [this.viewFrom, this.viewTo]) {
      el.addEventListener("change", applyRange);
      el.addEventListener("keydown", (e) => e.key === "Enter" && applyRange());
    }
    this.rareViewButton = h("button", { "data-testid": "octal-view-rare", title: "the heaps up to the last rare one listed", onclick: () => this.plot.setView(0, this.rareViewEnd) }, "Rare heaps");
    this.periodViewButton = h("button", { "data-testid": "octal-view-period", onclick: () => { const v = this.plot.periodView(); this.plot.setView(v.from, v.to); } }, "Preperiod + 2 periods");
    const view = h(
      "div",
      { class: "octal-view" },
      h("span", { class: "muted" }, "Show heaps"),
      this.viewFrom,
      h("span", { class: "muted" }, "to"),
      this.viewTo,
      h("button", { "data-testid": "octal-view-all", onclick: () => this.plot.setView(0, this.doc?.values.length ?? 1) }, "All"),
      this.periodViewButton,
      this.rareViewButton,
      h("button", { title: "zoom in", "aria-label": "zoom in", onclick: () => this.plot.zoom(0.5) }, "+"),
      h("button", { title: "zoom out", "aria-label": "zoom out", onclick: () => this.plot.zoom(2) }, "−"),
    );
    this.listedNote = h("p", { class: "muted", style: "margin:0.3em 0 0; font-size:0.88em" });
    const legend = h(
      "div",
      { class: "octal-legend" },
      h("span", { class: "win" }, "G(n) > 0: the player to move wins on a single heap"),
      h("span", { class: "lose" }, "G(n) = 0: the player to move loses"),
      h("span", { class: "rare" }, "rare heap (sparse space)"),
      h("span", { class: "pre" }, "preperiod"),
      h("span", { class: "period" }, "periods (every other one shaded)"),
    );
    const keys = h(
      "p",
      { class: "octal-keys" },
      "Hover a point for n and G(n). Drag or ",
      h("kbd", {}, "←"), " ", h("kbd", {}, "→"),
      " to move along, wheel or ",
      h("kbd", {}, "+"), " ", h("kbd", {}, "−"),
      " to zoom, ",
      h("kbd", {}, "Home"),
      " for all (click the plot first).",
    );

    this.histogram = new Histogram();
    this.sparse = h("div", { "data-testid": "octal-sparse" });
    this.valuesBox = h("pre", { class: "octal-values mono", "data-testid": "octal-values" });
    this.saveButton = h("button", { onclick: () => this.saveValues() }, "Save values");
    this.valuesTitle = h("summary", {}, "The values");
    const side = h(
      "div",
      { class: "octal-side" },
      h(
        "div",
        { class: "panel" },
        h("h3", {}, "How often each value occurs ", this.histogram.logLabel),
        this.histogram.element,
        h("div", { class: "octal-legend" }, h("span", { class: "lose" }, "0"), h("span", { class: "win" }, "other values"), h("span", { class: "hatch" }, "values of rare heaps")),
      ),
      h("div", { class: "panel", style: "margin-top:0.8em" }, h("h3", {}, "Sparse space"), this.sparse),
      h("details", { class: "panel", style: "margin-top:0.8em", "data-testid": "octal-values-panel" }, this.valuesTitle, this.valuesBox, h("div", { class: "toolbar", style: "margin:0.4em 0 0" }, this.saveButton)),
    );
    this.misere = new MisereView(() => this.code.value.trim());
    this.result = h(
      "div",
      { class: "layout", "data-testid": "octal-result" },
      h("div", { class: "octal-main" }, view, this.plot.element, legend, keys, this.listedNote),
      side,
    );

    s.append(
      h("h2", {}, "Octal explorer"),
      h(
        "p",
        { class: "lead" },
        "G(n) is the Grundy value of a heap of n tokens in the game the code describes. Pick a game below or type a code, and see the values, their period and how often each occurs. ",
        h(
          "details",
          { class: "octal-codes-help", "data-testid": "octal-codes-help" },
          h("summary", {}, "How to read a code"),
          "Digit k after the point is a sum of ",
          h("b", {}, "1"), " (take all k tokens of a heap of exactly k), ",
          h("b", {}, "2"), " (take k and leave one heap) and ",
          h("b", {}, "4"), " (take k and split the rest into two heaps); a 4 before the point splits a heap without taking anything. ",
          "Hexadecimal digits add ", h("b", {}, "8"), " (three heaps); a ", h("b", {}, "!"), " after a digit asks for unequal heaps (Grundy's game is ",
          h("code", {}, "4!.0"), "), and ", h("code", {}, "S(1,3,4)"), " is the subtraction game taking 1, 3 or 4. ",
          "Several heaps are lost for the player to move exactly when their values XOR to 0. ",
          "A period is proved by computing far enough: the Guy-Smith bound says how far.",
        ),
      ),
      datalist,
      form,
      games,
      this.codeError,
      this.progress,
      this.summary,
      this.result,
      this.misere.element,
    );
    this.result.hidden = true;
    addEventListener("hashchange", () => this.hashChanged());
    addEventListener("pagehide", () => this.cancel());
  }

  async start() {
    try {
      const index = await fetch("api").then((r) => r.json());
      Object.assign(this.limits, index.limits);
      this.limit.max = String(this.limits.max_octal_values);
      this.max.max = String(this.limits.max_octal_values);
    } catch {
      // The defaults above are the server's defaults.
    }
    const fromHash = this.paramsFromHash();
    this.run(fromHash ?? this.paramsFromForm());
  }

  // #octal/CODE (until periodic) or #octal/CODE/N (the first N values), if the address says.
  paramsFromHash() {
    const [area, code, n] = location.hash.slice(1).split("/");
    if (area !== "octal" || !code) return null;
    const decoded = decodeURIComponent(code);
    if (n && Number(n) > 0) return { code: decoded, mode: "first", max: Number(n), limit: Number(this.limit.value) || DEFAULTS.limit };
    return { code: decoded, mode: "periodic", max: Number(this.max.value) || DEFAULTS.max, limit: Number(this.limit.value) || DEFAULTS.limit };
  }

  hashChanged() {
    if (!location.hash.startsWith("#octal")) {
      // Leaving the explorer stops its run (the server stops when the request closes).
      if (this.controller) this.cancel("Cancelled: you left the explorer.");
      return;
    }
    const params = this.paramsFromHash();
    if (params && !(this.current && sameParams(params, this.current))) this.run(params);
    else this.plot.draw();
  }

  paramsFromForm() {
    return {
      code: this.code.value.trim(),
      mode: this.modeFirst.checked ? "first" : "periodic",
      max: Math.floor(Number(this.max.value)) || DEFAULTS.max,
      limit: Math.floor(Number(this.limit.value)) || DEFAULTS.limit,
    };
  }

  setForm(params) {
    this.code.value = params.code;
    this.modeFirst.checked = params.mode === "first";
    this.modePeriodic.checked = params.mode !== "first";
    this.max.value = String(params.max);
    this.limit.value = String(params.limit);
  }

  pick(code) {
    this.code.value = code;
    this.modePeriodic.checked = true;
    this.runFromForm();
  }

  runFromForm() {
    this.run(this.paramsFromForm());
  }

  // The request for `params`: every value computed is listed, up to the server's limit.
  request(params) {
    const listed = this.limits.max_octal_listed;
    if (params.mode === "first") {
      return { code: params.code, max: params.max, show: Math.min(params.max, listed), progress: true };
    }
    const max = Math.min(PERIODIC_MIN, params.limit);
    return { code: params.code, max, until_periodic: true, limit: params.limit, show: Math.min(params.limit, listed), progress: true };
  }

  async run(params, { record = true } = {}) {
    if (this.controller) this.cancel();
    this.setForm(params);
    this.codeError.hidden = true;
    const body = this.request(params);
    const controller = new AbortController();
    this.controller = controller;
    this.runId = null;
    this.stopping = false;
    this.setRunning(true);
    this.onProgress(null, body);
    try {
      const doc = await stream("octal", body, (line) => this.onProgress(line, body), { signal: controller.signal });
      if (this.controller !== controller) return;
      if (!doc || doc.command !== "octal") throw new Error("the server's answer ended early");
      if (record && this.current && this.doc) this.history.push({ params: this.current, doc: this.doc });
      this.current = params;
      this.show(doc);
      const hash = params.mode === "first" ? `#octal/${encodeURIComponent(params.code)}/${params.max}` : `#octal/${encodeURIComponent(params.code)}`;
      // Only while the explorer is the area shown: a run that ends after the user clicked
      // another area must not rewrite the address under that area's pending hashchange
      // (the page would read #octal/... and hide the area just chosen).
      if (location.hash.startsWith("#octal") && location.hash !== hash) history.replaceState(null, "", hash);
    } catch (err) {
      if (this.controller !== controller) return;
      if (err.name === "AbortError") return;
      this.showError(err, params.code);
    } finally {
      if (this.controller === controller) {
        this.controller = null;
        this.setRunning(false);
      }
    }
  }

  // Cancel: asks the server to stop the run, which then answers with the values computed
  // so far (shown by `run` like any answer, marked partial). Before the run has an id
  // (still waiting for a free slot), or if the request fails, the run is dropped instead.
  async stopRun() {
    const id = this.runId;
    if (!this.controller || this.stopping) return;
    if (!id) {
      this.cancel("Cancelled before the run started.");
      return;
    }
    this.stopping = true;
    this.cancelButton.disabled = true;
    this.progressText.textContent = `Stopping ${this.lastProgress?.code ?? ""}: the values computed so far will be shown…`;
    try {
      // Whether the run was still going or had just ended, its answer is on its way.
      await call("octal/stop", { run: id });
    } catch {
      this.cancel("Cancelled.");
    }
  }

  // Drops the run in progress: the request is aborted, and the server stops the run.
  // With a message (the user's Cancel before the run started), says so, and puts the
  // code of the values still shown back in the form.
  cancel(message) {
    const controller = this.controller;
    if (!controller) return;
    this.controller = null;
    controller.abort();
    this.setRunning(false);
    if (message) {
      const code = this.lastProgress?.code ?? this.code.value.trim();
      const done = this.lastProgress?.done ? ` after ${fmt(this.lastProgress.done)} values` : "";
      const parts = [h("span", { class: "muted", "data-testid": "octal-cancelled" }, `${message.replace(/\.$/, "")} (${code}${done}).`)];
      if (this.doc && this.current) {
        // The form says the code of what is on show again.
        this.setForm(this.current);
        parts.push(" Still showing: ", ...summary(this.doc));
      }
      this.summary.replaceChildren(...parts);
      this.section.dataset.state = "cancelled";
    }
  }

  setRunning(running) {
    if (running) this.section.dataset.state = "running";
    this.cancelButton.disabled = !running;
    this.progress.hidden = !running;
    this.result.classList.toggle("busy", running);
    this.undoButton.disabled = running || !this.history.canUndo;
    if (running) this.lastProgress = null;
  }

  onProgress(line, body) {
    if (line) {
      this.lastProgress = line;
      this.runId = line.run ?? null;
    }
    if (this.stopping) return;
    if (!line) {
      this.progressBar.style.width = "0%";
      this.progressText.textContent = `Starting ${body.code}…`;
      this.progressPeriod.textContent = "";
      return;
    }
    if (line.waiting) {
      // A run that outlasts its first fraction of a second moves to the server's long-run
      // lane, which runs a few at once; the others wait in line.
      const slots = this.limits.long_parallel ? `${fmt(this.limits.long_parallel)} long run${this.limits.long_parallel === 1 ? "" : "s"}` : "a few long runs";
      const done = line.done > 0 ? ` ${fmt(line.done)} values computed so far.` : "";
      this.progressText.textContent = `${line.code}: waiting for a free slot: the server computes ${slots} at once, the others wait in line (${(line.elapsed_ms / 1000).toFixed(1)} s).${done}`;
      return;
    }
    const seconds = line.elapsed_ms / 1000;
    const rate = seconds > 0 ? line.done / seconds : 0;
    // An until-periodic run goes on to its limit unless a period is certified first: the
    // bar measures against the limit, and the goal of the moment is the text's.
    const whole = body.until_periodic ? body.limit : line.target;
    const share = whole > 0 ? Math.min(1, line.done / whole) : 0;
    this.progressBar.style.width = `${(100 * share).toFixed(2)}%`;
    const left = rate > 0 && whole > line.done ? ` · ${duration((whole - line.done) / rate)} to ${body.until_periodic ? "the limit" : "go"} at this rate` : "";
    this.progressText.textContent = body.until_periodic
      ? `${line.code}: ${fmt(line.done)} values so far, until the period is certified or ${fmt(body.limit)} values · ${rateText(rate)} · ${seconds.toFixed(1)} s${left}`
      : `${line.code}: ${fmt(line.done)} of ${fmt(line.target)} values · ${rateText(rate)} · ${seconds.toFixed(1)} s${left}`;
    const p = line.period;
    if (!p) this.progressPeriod.textContent = "No period candidate yet.";
    else if (p.certified) this.progressPeriod.textContent = `Period ${fmt(p.period)} from n = ${fmt(p.preperiod)} certified; finishing.`;
    else if (p.needed === null)
      this.progressPeriod.textContent = `Candidate period ${fmt(p.period)} from n = ${fmt(p.preperiod)}: no periodicity theorem is known for this code, so it cannot be certified.`;
    else
      this.progressPeriod.textContent = `Candidate period ${fmt(p.period)} from n = ${fmt(p.preperiod)}: the Guy-Smith certificate needs ${fmt(p.needed)} values, ${fmt(Math.max(0, p.needed - line.done))} more than computed so far.`;
  }

  show(doc) {
    this.doc = doc;
    this.section.doc = doc;
    this.section.dataset.code = doc.code;
    this.section.dataset.computed = String(doc.computed);
    this.section.dataset.period = doc.period ? `${doc.period.period},${doc.period.preperiod},${doc.period.certified}` : "";
    this.section.dataset.state = "ready";
    this.result.hidden = false;
    this.summary.replaceChildren(...summary(doc));
    this.plot.show(doc);
    const p = doc.period;
    if (p && p.preperiod + 2 * p.period < doc.values.length) {
      const v = this.plot.periodView();
      this.plot.setView(v.from, v.to);
    }
    this.periodViewButton.disabled = !p;
    const lastRare = Math.max(-1, ...doc.sparse.map((c) => c.listed_rare_heaps.at(-1) ?? -1));
    this.rareViewEnd = Math.ceil((lastRare + 1) * 1.08) + 8;
    this.rareViewButton.disabled = lastRare < 0;
    this.histogram.show(doc);
    this.sparse.replaceChildren(...sparseText(doc));
    const listed = doc.values.length;
    this.listedNote.textContent = doc.values_truncated
      ? `The plot shows the first ${fmt(listed)} of the ${fmt(doc.computed)} values computed (the server lists at most ${fmt(this.limits.max_octal_listed)}); the histogram counts them all.`
      : `All ${fmt(doc.computed)} values computed are plotted.`;
    this.valuesTitle.textContent = listed > TEXT_VALUES ? `The first ${fmt(TEXT_VALUES)} values (Save values: all ${fmt(listed)} listed)` : `The ${fmt(listed)} values`;
    this.valuesBox.textContent = doc.values.slice(0, TEXT_VALUES).join(" ");
    this.undoButton.disabled = !this.history.canUndo;
  }

  viewChanged({ first, last }) {
    if (document.activeElement !== this.viewFrom) this.viewFrom.value = String(first);
    if (document.activeElement !== this.viewTo) this.viewTo.value = String(last);
  }

  showError(err, code) {
    this.section.dataset.state = "error";
    if (err instanceof ApiError && err.field === "code") {
      const column = err.column ?? 1;
      this.codeError.replaceChildren(
        h("strong", {}, `This code cannot be read (column ${column}): `),
        err.message.replace(/ \(code, line \d+, column \d+\)$/, ""),
        h("pre", { class: "mono" }, `${code}\n${" ".repeat(Math.max(0, column - 1))}^`),
      );
      this.codeError.hidden = false;
      this.code.focus();
      this.code.setSelectionRange(column - 1, column);
      return;
    }
    toast(err.message);
    this.summary.replaceChildren(h("span", { class: "error" }, err.message));
  }

  undo() {
    if (!this.history.canUndo) return;
    const { params, doc } = this.history.current;
    this.history.undo();
    this.current = params;
    this.setForm(params);
    this.codeError.hidden = true;
    this.show(doc);
  }

  reset() {
    this.cancel();
    this.history.reset(null);
    this.current = null;
    this.run({ ...DEFAULTS }, { record: false });
  }

  saveValues() {
    if (!this.doc) return;
    saveText(`octal-${this.doc.code}.txt`, `${this.doc.values.join("\n")}\n`);
  }
}

function sameParams(a, b) {
  return a.code === b.code && a.mode === b.mode && (a.mode === "first" ? a.max === b.max : true);
}

function duration(seconds) {
  if (seconds < 90) return `${Math.ceil(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

function rateText(rate) {
  if (rate >= 1e6) return `${(rate / 1e6).toFixed(1)} million values/s`;
  if (rate >= 1e3) return `${(rate / 1e3).toFixed(0)} thousand values/s`;
  return `${rate.toFixed(0)} values/s`;
}

// The sentence on the period, from the document.
function summary(doc) {
  const p = doc.period;
  const head = doc.partial
    ? [h("code", {}, doc.code), ": ", h("strong", { "data-testid": "octal-partial" }, `stopped after ${fmt(doc.computed)} values`), " (Cancel): these are the values computed so far. "]
    : [h("code", {}, doc.code), `: ${fmt(doc.computed)} values computed. `];
  if (p && p.certified) {
    return [
      ...head,
      h("strong", { "data-testid": "octal-period" }, `Period ${fmt(p.period)} from n = ${fmt(p.preperiod)}, certified`),
      `: G(n + ${fmt(p.period)}) = G(n) for every n ≥ ${fmt(p.preperiod)} (the Guy-Smith bound proves it from ${fmt(p.needed)} values).`,
      p.preperiod > 0 ? ` The last exception is n = ${fmt(p.preperiod - 1)}.` : " There are no exceptions.",
    ];
  }
  if (p && p.needed === null) {
    return [
      ...head,
      h("strong", { "data-testid": "octal-period" }, `Candidate period ${fmt(p.period)} from n = ${fmt(p.preperiod)}, not certified`),
      ": no periodicity theorem is known for this code, so no number of values can prove it.",
    ];
  }
  if (p) {
    return [
      ...head,
      h("strong", { "data-testid": "octal-period" }, `Candidate period ${fmt(p.period)} from n = ${fmt(p.preperiod)}, not certified`),
      `: the Guy-Smith certificate needs ${fmt(p.needed)} values, ${fmt(p.needed - doc.computed)} more than computed. Raise the limit to settle it.`,
    ];
  }
  return [...head, h("strong", { "data-testid": "octal-period" }, "No period found"), " in these values (which does not prove there is none)."];
}

// The sparse classes, in words.
function sparseText(doc) {
  if (doc.method === "plain")
    return [h("p", {}, "Computed by the plain method: every option of every heap enumerated, as this code's moves leave three or four heaps or carry the condition =. No sparse space is used.")];
  if (doc.sparse.length === 0) return [h("p", {}, "This game has no moves that split a heap: every option is a single heap, so no sparse space is needed.")];
  const items = doc.sparse.map((c) => {
    const kind = c.parity === 0 ? "even" : "odd";
    const which = `Splits removing ${kind} k (${c.moves.join(", ")})`;
    if (c.mask === null) return h("li", {}, `${which}: no sparse space; the plain method.`);
    const values = c.rare_values.length ? c.rare_values.join(" ") : "none";
    const last = c.rare_heaps ? ` (the last at n = ${fmt(c.last_rare_heap)})` : "";
    const listed = c.listed_rare_heaps;
    const heaps =
      listed.length > 0 && listed.length <= 64
        ? h("div", { class: "muted", "data-testid": "octal-rare-heaps" }, `${listed.length === c.rare_heaps ? "The rare heaps" : "The rare heaps listed"}: ${listed.map(fmt).join(", ")}.`)
        : null;
    return h("li", {}, `${which}: mask 0x${c.mask.toString(16)}, ${fmt(c.rare_heaps)} rare heap${c.rare_heaps === 1 ? "" : "s"}${last}, rare values ${values}.`, heaps);
  });
  return [
    h("ul", {}, items),
    h("p", { class: "muted" }, "A heap n is rare when 2G(n) + (n mod 2) has an even number of 1 bits under the mask. Two common heaps never sum to a common value, so the engine only enumerates the splits with a rare part: that is what makes runs of millions of values fast. Rare heaps are diamonds in the plot."),
  ];
}
