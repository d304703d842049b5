// The octal explorer's misère view: the misère quotient (Plambeck and Siegel) of the code
// in the explorer's box, from `POST /api/octal-misere`: its order and whether it is
// certified, the presentation (generators, each a heap, and relations), the P-portion
// (the elements whose sums the player to move loses) and the pretending function (the
// element of each heap). Under misère play a sum of heaps is lost exactly when the
// product of its heaps' elements is in the P-portion. The page computes nothing itself.
import { call } from "./api.js";
import { h, toast } from "./ui.js";

// The largest order the page asks for: quotients beyond it stop with a note.
const MAX_ORDER = 128;

export class MisereView {
  // `code()` reads the code the explorer shows.
  constructor(code) {
    this.code = code;
    this.controller = null;
    this.button = h("button", { "data-testid": "octal-misere-run", onclick: () => this.run() }, "Misère quotient");
    this.body = h("div", { "data-testid": "octal-misere" },
      h("p", { class: "muted small" }, "Under misère play (the last move loses) Grundy values no longer add up. ",
        "The misère quotient does for a game's heaps what the values do under normal play: ",
        "each heap has an element, a sum is lost exactly when the product of its elements is in the P-portion."));
    this.element = h("div", { class: "panel", style: "margin-top:0.8em", "data-testid": "octal-misere-panel" },
      h("h3", {}, "Misère play: the quotient"), h("div", { class: "toolbar", style: "margin:0.4em 0" }, this.button), this.body);
  }

  async run() {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const code = this.code();
    this.button.disabled = true;
    this.body.replaceChildren(h("p", { "data-testid": "octal-misere-busy" }, `Computing the misère quotient of ${code}…`));
    try {
      const doc = await call("octal-misere", { code, max_order: MAX_ORDER, show: 200 }, { signal: controller.signal });
      if (controller === this.controller) this.show(doc);
    } catch (err) {
      if (err.name === "AbortError") return;
      this.body.replaceChildren(h("p", { class: "octal-codeerror", role: "alert", "data-testid": "octal-misere-error" }, err.message));
      toast(err.message);
    } finally {
      if (controller === this.controller) this.button.disabled = false;
    }
  }

  cancel() {
    this.controller?.abort();
    this.controller = null;
    this.button.disabled = false;
  }

  show(doc) {
    const p = doc.period;
    const status = doc.certified
      ? `certified: the pretending function has period ${p.period} from heap ${p.preperiod}, so this is the quotient of every heap size`
      : doc.stopped
        ? `stopped at heap ${doc.stopped.heap}: ${doc.stopped.message}`
        : `not certified after ${doc.heaps} heaps${p ? ` (candidate period ${p.period} from heap ${p.preperiod})` : ""}`;
    const last = doc.orders.length - 1;
    const growth = doc.certified ? null : h("p", { class: "small" },
      `Order by heap: ${doc.orders.slice(Math.max(0, last - 20)).join(" ")} (heaps ${Math.max(0, last - 20)}..${last}).`);
    const pIndex = new Set(doc.p_portion);
    const cells = doc.pretending.map((e, n) => h("td", { class: pIndex.has(e) ? "lose" : null, title: `heap ${n}` }, e));
    const rows = [];
    for (let i = 0; i < cells.length; i += 12) {
      rows.push(h("tr", {}, h("th", {}, String(i)), ...cells.slice(i, i + 12)));
    }
    this.body.replaceChildren(
      h("p", { "data-testid": "octal-misere-summary" }, h("strong", {}, `${doc.code}: a quotient of order ${doc.order}`), ` (heaps 1..${doc.heaps}); ${status}.`),
      h("p", {}, "Generators: ", doc.generators.length ? doc.generators.map((g) => `${g.name} = heap ${g.heap}`).join(", ") : "none", "."),
      h("p", { "data-testid": "octal-misere-relations" }, "Relations: ", h("code", {}, doc.relations.join(", ") || "none"), "."),
      h("p", { "data-testid": "octal-misere-p" }, "P-portion (the player to move loses): ", h("code", {}, doc.p_portion.join(" "))),
      ...(growth ? [growth] : []),
      h("table", { class: "octal-misere-table mono small", "data-testid": "octal-misere-pretending" },
        h("caption", {}, `The element of each heap (heap = row + column; shaded: alone in the P-portion)${doc.pretending_truncated ? `, the first ${doc.pretending.length}` : ""}`),
        h("tbody", {}, ...rows)),
    );
  }
}
