// Bean splitting: bottles 0..n-1 hold beans; a move takes a bean from bottle i
// and puts one bean into bottle j and one into bottle k, with i < j <= k. The player
// clicks the bottle to take from, then the two bottles to fill (the same one twice puts
// both beans there). The server checks the move and says what each bean is worth.
import { h } from "./ui.js";
import { svg, parseNumbers, randomInt, clamp, put } from "./games-common.js";

const W = 74; // bottle width with its gap
const H = 150;

class BottlesView {
  constructor() {
    this.picks = []; // bottles picked so far for the move: i, then j, then k
    this.cursor = 0;
    this.picture = h("div", { class: "games-picture", "data-testid": "games-bottles" });
    this.form = h("div", { class: "toolbar games-moveform" });
    this.element = h("div", {}, this.picture, this.form);
  }

  render(doc, position, ctx) {
    this.doc = doc;
    this.ctx = ctx;
    const beans = doc.beans;
    this.cursor = clamp(this.cursor, 0, beans.length - 1);
    if (this.picks.some((b) => b >= beans.length)) this.picks = [];
    const width = beans.length * W + 20;
    const hint = ctx.hint ? doc.winning_move : null;
    const bottles = beans.map((n, b) => {
      const x = 10 + b * W;
      const cls = ["bottle"];
      if (this.picks[0] === b) cls.push("source");
      if (this.picks.slice(1).includes(b)) cls.push("target");
      if (hint && (hint.i === b || hint.j === b || hint.k === b)) cls.push(hint.i === b ? "hint-source" : "hint-target");
      const shown = Math.min(n, 24);
      const dots = [];
      for (let t = 0; t < shown; t++) {
        const col = t % 4, row = Math.floor(t / 4);
        dots.push(svg("circle", { class: "bean", cx: x + 14 + col * 13, cy: H - 14 - row * 13, r: 5 }));
      }
      const value = doc.bean_values?.[b];
      return svg("g", { class: "bottle-g", onclick: () => this.pick(b), "data-testid": `games-bottle-${b}` },
        svg("path", { class: cls.join(" "), d: `M${x + 10} 28 h44 v8 q6 6 6 14 v${H - 58} q0 6 -6 6 h-44 q-6 0 -6 -6 v${-(H - 58)} q0 -8 6 -14 z` }),
        ctx.keyboard && this.cursor === b ? svg("rect", { class: "cursor", x: x + 1, y: 18, width: W - 6, height: H - 4, rx: 8 }) : null,
        ...dots,
        n > shown ? svg("text", { x: x + 32, y: 48, class: "more" }, `${n}`) : null,
        svg("text", { x: x + 32, y: H + 18, class: "size" }, `${n}`),
        svg("text", { x: x + 32, y: H + 34, class: "name" }, `bottle ${b}`),
        value !== undefined ? svg("text", { x: x + 32, y: H + 50, class: "counted" }, `worth ${value}`) : null);
    });
    const picture = svg("svg", { viewBox: `0 0 ${width} ${H + 58}`, width, height: H + 58, class: "games-svg", role: "img", "aria-label": `Beans per bottle: ${beans.join(", ")}` }, ...bottles);
    this.picture.replaceChildren(picture);
    this.renderForm();
  }

  pick(b) {
    if (!this.ctx.interactive) return;
    this.cursor = b;
    if (this.picks.length === 0) {
      if (this.doc.beans[b] === 0) return this.say(`Bottle ${b} is empty: pick a bottle with a bean to take.`);
      this.picks = [b];
    } else if (b <= this.picks[0]) {
      // A bean only moves right: start again from this bottle.
      this.picks = this.doc.beans[b] > 0 ? [b] : [];
    } else if (this.picks.length === 2 && b < this.picks[1]) {
      this.picks = [this.picks[0], b, this.picks[1]];
    } else {
      this.picks.push(b);
    }
    if (this.picks.length === 3) {
      const [i, j, k] = this.picks;
      this.picks = [];
      this.ctx.onMove({ i, j, k });
      return;
    }
    this.render(this.doc, null, this.ctx);
  }

  say(text) {
    this.message = text;
    this.renderForm();
  }

  renderForm() {
    const steps = [
      "Click the bottle to take a bean from.",
      `Taking a bean from bottle ${this.picks[0]}: click the bottle for the first new bean (to its right).`,
      `Bottle ${this.picks[0]} → ${this.picks[1]}: click the bottle for the second bean (${this.picks[1]} again puts both there).`,
    ];
    const text = this.message ?? steps[this.picks.length];
    this.message = null;
    put(this.form, h("span", { "data-testid": "games-split-step" }, text),
      this.picks.length ? h("button", { onclick: () => { this.picks = []; this.render(this.doc, null, this.ctx); } }, "Cancel") : null);
  }

  // ←/→ choose a bottle, Enter picks it, Escape cancels.
  key(e) {
    const n = this.doc?.beans.length ?? 0;
    if (!n) return false;
    if (e.key === "ArrowLeft") this.cursor = (this.cursor + n - 1) % n;
    else if (e.key === "ArrowRight") this.cursor = (this.cursor + 1) % n;
    else if (e.key === "Enter" || e.key === " ") {
      this.pick(this.cursor);
      return true;
    } else if (e.key === "Escape") this.picks = [];
    else return false;
    this.render(this.doc, null, this.ctx);
    return true;
  }
}

export const beanSplit = {
  id: "bean-split",
  title: "Bean splitting",
  command: "bean-split",
  lead: "Bottles numbered 0, 1, 2, … hold beans. On your turn take one bean from a bottle and put one bean into each of two bottles further right (the same bottle twice is allowed). Beans pile up in the last bottle, where they can no longer move; whoever cannot move loses. Each bean is a game of its own, worth a value that depends only on its bottle.",
  keys: "←/→ choose a bottle, Enter picks it (first the bottle to take from, then the two to fill), Esc cancels",
  defaultPosition: () => ({ beans: [1, 0, 1, 2] }),
  randomPosition: () => {
    const n = randomInt(4, 7);
    return { beans: Array.from({ length: n }, (_, b) => (b === n - 1 ? randomInt(0, 3) : randomInt(0, 2))) };
  },
  request: (p) => ({ beans: p.beans }),
  positionFromDoc: (doc) => ({ beans: doc.beans }),
  rows: (doc) => doc.beans.map((n, b) => ({
    label: `bottle ${b}: ${n} bean${n === 1 ? "" : "s"} worth ${doc.bean_values[b]}`,
    value: doc.bottle_values[b],
    note: n > 0 && doc.bottle_values[b] === 0 && doc.bean_values[b] > 0 ? "pairs cancel" : "",
  })).filter((row, b) => doc.beans[b] > 0),
  note: "A bean's value depends on its bottle (the mex over the pairs of bottles it can move to); two beans in one bottle cancel.",
  componentName: (played) => `a bean of bottle ${played.component - 1}`,
  moveWords: (m) => `moved a bean from bottle ${m.i} into bottle${m.j === m.k ? ` ${m.j} (twice)` : `s ${m.j} and ${m.k}`}`,
  setup(position, apply) {
    const input = h("input", { type: "text", size: "20", value: position.beans.join(" "), "aria-label": "Beans per bottle", "data-testid": "games-setup-beans" });
    const go = () => {
      const { numbers, error } = parseNumbers(input.value);
      apply(numbers && { beans: numbers }, error);
    };
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); go(); } });
    return [h("label", {}, "Beans in bottles 0, 1, … ", input), go];
  },
  view: () => new BottlesView(),
};
