// The explanation panel of the Sprague-Grundy games: the components of the position with
// their Grundy values in binary, one bit per column so the columns line up, and their XOR
// (the nim-sum); and for the last move, why it makes the nim-sum zero (or why it cannot):
// the nim-sum before, the component's value before and after, and the nim-sum after.
// Everything shown comes from the server's documents; the page only writes the numbers
// in binary and lays them out.
import { h } from "./ui.js";

// The bits of `value` as an array of "0"/"1", most significant first, `width` long.
function bits(value, width) {
  return value.toString(2).padStart(width, "0").split("");
}

// How many bits the largest of `values` needs (at least 1).
function widthOf(values) {
  return Math.max(1, ...values.filter((v) => v !== null && v !== undefined).map((v) => v.toString(2).length));
}

// A table of rows { label, value, note?, className? } with the values in binary, and a
// last row `sum` (also { label, value }) under a rule. Values may be null (shown as —).
export function bitTable(rows, sum, { testid, caption } = {}) {
  const width = widthOf([...rows.map((r) => r.value), sum?.value]);
  const head = h("tr", {},
    h("th", { class: "label" }, ""),
    h("th", { class: "dec" }, "value"),
    ...Array.from({ length: width }, (_, i) => h("th", { class: "bit", title: `2^${width - 1 - i}` }, String(2 ** (width - 1 - i)))),
    h("th", { class: "note" }, ""));
  const line = (row, extra = "") =>
    h("tr", { class: `${row.className ?? ""} ${extra}`.trim() },
      h("td", { class: "label" }, row.label),
      h("td", { class: "dec" }, row.value === null || row.value === undefined ? "—" : String(row.value)),
      ...(row.value === null || row.value === undefined
        ? Array.from({ length: width }, () => h("td", { class: "bit muted" }, "·"))
        : bits(row.value, width).map((b) => h("td", { class: `bit b${b}` }, b))),
      h("td", { class: "note" }, row.note ?? ""));
  const body = rows.map((r) => line(r));
  if (sum) body.push(line(sum, "sum"));
  return h("table", { class: "bits", "data-testid": testid },
    caption ? h("caption", {}, caption) : null,
    h("thead", {}, head), h("tbody", {}, ...body));
}

// The panel's part about the position: its components and their nim-sum. `rows` come from
// the game's adapter ({ label, value, note }); `doc` is the server's document.
export function positionPart(rows, doc, { you, note }) {
  if (doc.misere) return miserePart(rows, doc, { you, note });
  const value = doc.value ?? null;
  const shown = rows.length > 24 ? rows.filter((r) => r.value) : rows;
  const hidden = rows.length - shown.length;
  const table = bitTable(shown, { label: "nim-sum (XOR)", value },
    { testid: "games-components", caption: "Each component's Grundy value, in binary" });
  let why;
  if (doc.game_over) {
    why = "No move is left: the player to move has lost.";
  } else if (value === null) {
    why = doc.mover_wins
      ? "A strip 1 × k is on the table: the player to move cuts out a 1 × 1 and wins at once."
      : "The values do not decide this position.";
  } else if (value !== 0) {
    why = `The nim-sum is ${value} ≠ 0, so the player to move (${you ? "you" : "the engine"}) wins with correct play: some component can be changed to make the nim-sum 0.`;
  } else {
    why = `The nim-sum is 0, so the player to move (${you ? "you" : "the engine"}) loses against correct play: every move makes it non-zero again.`;
  }
  return h("div", { class: "games-position" },
    table,
    hidden > 0 ? h("p", { class: "muted small" }, `${hidden} components of value 0 are not listed.`) : null,
    note ? h("p", { class: "games-note" }, note) : null,
    h("p", { class: "games-why", "data-testid": "games-why" }, why));
}

// The position under misère play (the player who makes the last move loses): the nim-sum
// no longer decides, so the panel says how the server decided (the rule, the genus of
// each component, the quotient element, or a search) and why, and keeps the normal-play
// values below for comparison.
function miserePart(rows, doc, { you, note }) {
  const methods = {
    "nim-rule": "misère Nim's rule",
    staircase: "misère staircase Nim's rule",
    genus: "Conway's genus theory",
    tame: "Conway's genus theory",
    "normal-play": "a normal-play game in disguise",
    quotient: "the misère quotient of the game",
    search: "an exact search of the whole position",
  };
  const who = you ? "you" : "the engine";
  const verdict = doc.game_over
    ? `No move is left: the player to move (${who}) wins, because the other player made the last move.`
    : `Under misère play the player to move (${who}) ${doc.mover_wins ? "wins" : "loses"} with correct play.`;
  const shown = rows.length > 24 ? rows.filter((r) => r.value) : rows;
  return h("div", { class: "games-position", "data-testid": "games-misere" },
    h("p", { class: "games-why", "data-testid": "games-why" }, verdict),
    doc.game_over ? null : h("p", { "data-testid": "games-misere-reason" },
      h("strong", {}, `Decided by ${methods[doc.misere.method] ?? doc.misere.method}: `), `${doc.misere.reason}.`),
    note ? h("p", { class: "games-note" }, note) : null,
    h("details", {},
      h("summary", {}, "The normal-play values (they do not decide misère play)"),
      bitTable(shown, { label: "nim-sum (XOR)", value: doc.value ?? null },
        { testid: "games-components", caption: "Each component's Grundy value, in binary" })));
}

// The panel's part about the last move: `played` is the document's `played`; `what`
// says the move in words; `component` names the component it changed; `better` says
// the winning move the mover had (from the document before the move), if any.
export function movePart(played, { what, component, byYou, better, misere }) {
  const who = byYou ? "You" : "The engine";
  const parts = [h("p", { class: "games-move-what" }, h("strong", {}, `${who} ${what}.`))];
  if (misere) {
    let why;
    if (!played.mover_was_winning) {
      why = byYou
        ? "Under misère play you had no winning move here: any move hands the win to the engine."
        : "The engine had no winning move under misère play, so it made a legal move and hopes you go wrong.";
    } else if (byYou && better) {
      why = `That move gives the engine a win under misère play. A winning move was: ${better}.`;
    } else {
      why = `${who} left a position that the player to move loses under misère play.`;
    }
    parts.push(h("p", { class: "games-why" }, why));
    return h("div", { class: "games-move", "data-testid": "games-move-explain" }, ...parts);
  }
  const { value_before: before, from_value: from, to_value: to } = played;
  if (before === null || from === null || to === null || before === undefined) {
    if (!played.mover_was_winning && !byYou) parts.push(h("p", {}, "The engine had no winning move and played on."));
    return h("div", { class: "games-move", "data-testid": "games-move-explain" }, ...parts);
  }
  const after = before ^ from ^ to;
  parts.push(bitTable(
    [
      { label: "nim-sum before", value: before },
      { label: `⊕ ${component} was`, value: from, className: "changed" },
      { label: `⊕ ${component} is now`, value: to, className: "changed" },
    ],
    { label: "= nim-sum after", value: after },
    { testid: "games-move-table", caption: "What the move did to the nim-sum" }));
  let why;
  if (!played.mover_was_winning) {
    why = byYou
      ? "The nim-sum was already 0: no move could keep it 0, so any move hands the win to the engine."
      : "The nim-sum was 0: the engine had no winning move, so it made a small legal move and hopes you go wrong.";
  } else if (after === 0) {
    why = `${byYou ? "You" : "The engine"} changed ${component} from ${from} to ${from} ⊕ ${before} = ${to}, which makes the nim-sum ${before} ⊕ ${from} ⊕ ${to} = 0: the opponent is left in a losing position.`;
  } else {
    why = byYou
      ? `The nim-sum is now ${after}, not 0: the engine can win from here.${better ? ` A winning move was: ${better}.` : ""}`
      : `The nim-sum is now ${after}.`;
  }
  parts.push(h("p", { class: "games-why" }, why));
  return h("div", { class: "games-move", "data-testid": "games-move-explain" }, ...parts);
}
