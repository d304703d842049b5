// Green Hackenbush: a drawing of edges standing on a ground line. In drawing mode the
// player drags from a point to another to add an edge (a point on the ground line is
// ground; near an existing point, the edge starts or ends there) and clicks an edge to
// remove it; in play, clicking an edge cuts it, and the server says which edges are still
// connected to the ground: the others fall away. The drawing is sent as an edge list (the
// ground is the vertex `ground`), and every verdict, value and live edge comes back from
// the server; the page only keeps the points' places.
import { h } from "./ui.js";
import { svg, randomInt } from "./games-common.js";

const WIDTH = 900;
const HEIGHT = 460;
const GROUND_Y = 410;
const SNAP = 14;
const GROUND = "ground";

// The edge-list text of a drawing { points: [{x, y, ground}], edges: [[a, b]] }: the
// ground points are all the vertex `ground`, the others v1, v2, ... in order.
export function drawingText(drawing) {
  const names = nameMap(drawing);
  const lines = ["# Green Hackenbush, drawn on the page: `ground` is the ground", GROUND];
  for (const [a, b] of drawing.edges) lines.push(`${names[a]} ${names[b]}`);
  return lines.join("\n") + "\n";
}

function nameMap(drawing) {
  let next = 0;
  return drawing.points.map((p) => (p.ground ? GROUND : `v${++next}`));
}

// A drawing for a graph read from text: `edges` as [u, v] names, `ground` the ground
// names. Layers by distance from the ground (breadth-first), spread across the width;
// every edge to the ground gets a ground point of its own under its other end.
export function layoutDrawing(edges, ground) {
  const isGround = new Set(ground);
  const names = [...new Set(edges.flat())].filter((n) => !isGround.has(n));
  const adj = new Map(names.map((n) => [n, []]));
  for (const [u, v] of edges) {
    if (adj.has(u)) adj.get(u).push(v);
    if (adj.has(v)) adj.get(v).push(u);
  }
  const depth = new Map();
  let frontier = names.filter((n) => adj.get(n).some((m) => isGround.has(m)));
  for (const n of frontier) depth.set(n, 1);
  while (frontier.length) {
    const next = [];
    for (const n of frontier) for (const m of adj.get(n)) {
      if (!isGround.has(m) && !depth.has(m)) { depth.set(m, depth.get(n) + 1); next.push(m); }
    }
    frontier = next;
  }
  const maxDepth = Math.max(1, ...depth.values());
  for (const n of names) if (!depth.has(n)) depth.set(n, maxDepth + 1); // floating: on top
  const layers = new Map();
  for (const n of names) {
    const d = depth.get(n);
    if (!layers.has(d)) layers.set(d, []);
    layers.get(d).push(n);
  }
  const levels = Math.max(...layers.keys(), 1);
  const dy = Math.min(80, (GROUND_Y - 40) / levels);
  const points = [];
  const index = new Map();
  for (const [d, layer] of layers) {
    layer.forEach((n, i) => {
      index.set(n, points.length);
      points.push({ x: Math.round(((i + 1) * WIDTH) / (layer.length + 1)), y: Math.round(GROUND_Y - d * dy), ground: false });
    });
  }
  const drawingEdges = edges.map(([u, v]) => {
    const gu = isGround.has(u), gv = isGround.has(v);
    if (gu && gv) {
      const a = points.push({ x: 40 + points.length * 7, y: GROUND_Y, ground: true }) - 1;
      const b = points.push({ x: 80 + points.length * 7, y: GROUND_Y, ground: true }) - 1;
      return [a, b];
    }
    const [g, other] = gu ? [u, v] : gv ? [v, u] : [null, null];
    if (g !== null) {
      const o = index.get(other);
      const a = points.push({ x: points[o].x + ((points.length % 3) - 1) * 18, y: GROUND_Y, ground: true }) - 1;
      return gu ? [a, o] : [o, a];
    }
    return [index.get(u), index.get(v)];
  });
  return { points, edges: drawingEdges };
}

// A few plants on the ground: stalks, forks and a cycle.
export function defaultDrawing() {
  const P = (x, y, ground = false) => ({ x, y, ground });
  return {
    points: [
      P(150, GROUND_Y, true), P(150, 330), P(150, 250), P(150, 170), // a stalk of 3
      P(380, GROUND_Y, true), P(380, 320), P(320, 240), P(440, 240), P(440, 160), // a fork
      P(640, GROUND_Y, true), P(640, 320), P(590, 240), P(690, 240), // a triangle on a stalk
    ],
    edges: [[0, 1], [1, 2], [2, 3], [4, 5], [5, 6], [5, 7], [7, 8], [9, 10], [10, 11], [11, 12], [12, 10]],
  };
}

// Random plants: trees of a few edges, sometimes closed into a cycle.
export function randomDrawing() {
  const points = [];
  const edges = [];
  const plants = randomInt(2, 4);
  for (let p = 0; p < plants; p++) {
    const x0 = Math.round(((p + 0.5) * WIDTH) / plants);
    const root = points.push({ x: x0, y: GROUND_Y, ground: true }) - 1;
    const nodes = [root];
    const size = randomInt(1, 6);
    for (let k = 0; k < size; k++) {
      const parent = nodes[randomInt(Math.max(0, nodes.length - 3), nodes.length - 1)];
      const base = points[parent];
      const x = Math.max(30, Math.min(WIDTH - 30, base.x + randomInt(-70, 70)));
      const y = Math.max(40, base.y - randomInt(55, 85));
      const child = points.push({ x, y, ground: false }) - 1;
      edges.push([parent, child]);
      nodes.push(child);
    }
    if (nodes.length > 3 && Math.random() < 0.5) {
      // Close a cycle between two points of the plant.
      const a = nodes[nodes.length - 1], b = nodes[randomInt(1, nodes.length - 3)];
      edges.push([a, b]);
    }
  }
  return { points, edges };
}

class HackenbushView {
  constructor({ onEdit }) {
    this.onEdit = onEdit; // called with a new drawing when the player edits it
    this.drawing = false; // drawing mode
    this.hoverEdge = null;
    this.cursor = 0;
    this.drag = null;
    this.picture = h("div", { class: "games-picture games-hackenbush", "data-testid": "games-hackenbush" });
    this.modeButton = h("button", { "data-testid": "games-draw", onclick: () => this.setDrawing(!this.drawing) }, "✎ Draw");
    this.clearButton = h("button", { "data-testid": "games-draw-clear", onclick: () => this.onEdit({ points: [], edges: [] }) }, "Clear the drawing");
    this.help = h("span", { class: "muted", "data-testid": "games-draw-help" });
    this.form = h("div", { class: "toolbar games-moveform" }, this.modeButton, this.clearButton, this.help);
    this.element = h("div", {}, this.picture, this.form);
  }

  setDrawing(on) {
    this.drawing = on;
    // Done drawing: a new game on the drawing (the engine starts if it moves first).
    if (!on) this.onEdit(this.position);
    else this.render(this.doc, this.position, { ...this.ctx, fallen: null });
  }

  // The SVG point of a pointer event.
  at(e) {
    const box = this.svg.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * WIDTH, y: ((e.clientY - box.top) / box.height) * HEIGHT };
  }

  // The point near `p`, or a new one (on the ground when `p` is at or below the line).
  snap(p, points) {
    let best = -1, bestD = SNAP;
    points.forEach((q, i) => {
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d < bestD) { best = i; bestD = d; }
    });
    if (best >= 0) return { index: best, point: points[best] };
    const ground = p.y >= GROUND_Y - 10;
    return { index: -1, point: { x: Math.round(p.x), y: ground ? GROUND_Y : Math.round(Math.max(20, p.y)), ground } };
  }

  // Each edge's curve: its ends and control point (parallel edges bend apart).
  curves() {
    const { points, edges } = this.position;
    const seen = new Map();
    return edges.map(([a, b]) => {
      const key = a < b ? `${a}-${b}` : `${b}-${a}`;
      const k = seen.get(key) ?? 0;
      seen.set(key, k + 1);
      const p = points[a], q = points[b];
      if (a === b) return loopCurve(p, k);
      const bend = k === 0 ? 0 : (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 26;
      const len = Math.max(Math.hypot(q.x - p.x, q.y - p.y), 1);
      const c = { x: (p.x + q.x) / 2 - ((q.y - p.y) / len) * bend, y: (p.y + q.y) / 2 + ((q.x - p.x) / len) * bend };
      const samples = [];
      for (let t = 0; t <= 1.0001; t += 1 / 16) {
        samples.push({ x: (1 - t) * (1 - t) * p.x + 2 * (1 - t) * t * c.x + t * t * q.x, y: (1 - t) * (1 - t) * p.y + 2 * (1 - t) * t * c.y + t * t * q.y });
      }
      return { p, q, c, samples, d: `M${p.x} ${p.y} Q${c.x} ${c.y} ${q.x} ${q.y}` };
    });
  }

  // The edge nearest `at`, within 12 units, or null.
  edgeAt(at) {
    let best = null, bestD = 12;
    this.curves().forEach(({ samples }, i) => {
      for (const { x, y } of samples) {
        const d = Math.hypot(x - at.x, y - at.y);
        if (d < bestD) { best = i; bestD = d; }
      }
    });
    return best;
  }

  render(doc, position, ctx) {
    this.doc = doc;
    this.position = position;
    this.ctx = ctx;
    const { points, edges } = position;
    this.cursor = Math.min(this.cursor, Math.max(edges.length - 1, 0));
    const hint = ctx.hint && doc.winning_move ? doc.winning_move.edge - 1 : -1;
    const curves = this.curves();
    const edgeNodes = curves.map(({ d }, i) => {
      const cls = ["edge"];
      if (i === hint) cls.push("hinted");
      if (ctx.keyboard && i === this.cursor && !this.drawing) cls.push("pointed");
      return svg("path", { d, class: cls.join(" "), "data-edge": i, "data-testid": `games-edge-${i + 1}` });
    });
    // Each piece's letter beside the point where it stands on the ground (or its lowest).
    const labels = (doc.pieces ?? []).map((piece, i) => {
      const ends = piece.edges.filter((e) => e <= edges.length).flatMap((e) => edges[e - 1]).map((k) => points[k]);
      if (!ends.length) return null;
      const low = ends.reduce((a, b) => (b.y > a.y ? b : a));
      return svg("text", { x: low.x + 12, y: Math.min(low.y, GROUND_Y) - 8, class: "piece-label left" }, String.fromCharCode(65 + (i % 26)));
    });
    // Small edge numbers, as the moves name them.
    const numbers = curves.map(({ samples }, i) => {
      const { x, y } = samples[Math.floor(samples.length / 2)];
      return svg("text", { x: x + 9, y: y - 4, class: "edge-number left" }, String(i + 1));
    });
    const fallen = (ctx.fallen ?? []).map(({ d, cut }) => svg("path", { d, class: `edge falling${cut ? " cut" : ""}` }));
    const dots = points.map((p) => svg("circle", { cx: p.x, cy: p.y, r: p.ground ? 4 : 6, class: p.ground ? "root" : "joint" }));
    this.rubber = svg("line", { class: "rubber", visibility: "hidden" });
    this.svg = svg("svg", {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: `games-svg hb${this.drawing ? " drawing" : ""}`, role: "img",
      "aria-label": `Green Hackenbush: ${edges.length} edges`, "data-testid": "games-hackenbush-svg",
      onpointerdown: (e) => this.down(e), onpointermove: (e) => this.move(e), onpointerup: (e) => this.up(e),
      onpointerleave: () => this.setHover(null),
    },
    svg("rect", { x: 0, y: GROUND_Y, width: WIDTH, height: HEIGHT - GROUND_Y, class: "ground" }),
    svg("line", { x1: 0, x2: WIDTH, y1: GROUND_Y, y2: GROUND_Y, class: "ground-line" }),
    svg("text", { x: 36, y: GROUND_Y + 30, class: "name" }, "ground"),
    ...fallen, ...edgeNodes, ...dots, ...numbers, ...labels, this.rubber);
    this.picture.replaceChildren(this.svg);
    this.hoverEdge = null;
    this.modeButton.textContent = this.drawing ? "✓ Done drawing" : "✎ Draw";
    this.modeButton.classList.toggle("primary", this.drawing);
    this.clearButton.hidden = !this.drawing;
    this.help.textContent = this.drawing
      ? "Drag from a point to another to add an edge (start or end on the ground line to plant it); click an edge to remove it."
      : edges.length
        ? "Click an edge to cut it: whatever is no longer connected to the ground falls away. Letters name the pieces standing on the ground."
        : "Nothing is drawn: press ✎ Draw and drag edges up from the ground line.";
  }

  // Marks the edge under the pointer (in place: redrawing under the pointer would lose
  // the click).
  setHover(i) {
    if (!this.drawing && !this.ctx?.interactive) i = null;
    this.hoverEdge = i;
    for (const path of this.svg?.querySelectorAll("path[data-edge]") ?? []) {
      const on = Number(path.dataset.edge) === i;
      path.classList.toggle(this.drawing ? "removing" : "pointed", on);
    }
  }

  clickEdge(i) {
    if (this.drawing) {
      const edges = this.position.edges.filter((_, k) => k !== i);
      this.onEdit(prune({ points: this.position.points, edges }));
    } else if (this.ctx.interactive) {
      this.ctx.onMove({ edge: i + 1 });
    }
  }

  down(e) {
    if (e.button !== 0) return;
    const p = this.at(e);
    this.press = p;
    if (this.drawing) {
      this.drag = { from: this.snap(p, this.position.points) };
      this.svg.setPointerCapture?.(e.pointerId);
    }
  }

  move(e) {
    const p = this.at(e);
    if (this.drag) {
      const { x, y } = this.drag.from.point;
      for (const [k, v] of Object.entries({ x1: x, y1: y, x2: p.x, y2: p.y, visibility: "visible" })) this.rubber.setAttribute(k, v);
      return;
    }
    this.setHover(this.edgeAt(p));
  }

  up(e) {
    const p = this.at(e);
    const press = this.press;
    this.press = null;
    const drag = this.drag;
    this.drag = null;
    this.rubber?.setAttribute("visibility", "hidden");
    const click = press && Math.hypot(p.x - press.x, p.y - press.y) < 8;
    if (click) {
      const i = this.edgeAt(p);
      if (i !== null) this.clickEdge(i);
      return;
    }
    if (!drag) return;
    const to = this.snap(p, this.position.points);
    const from = drag.from;
    const dist = Math.hypot(to.point.x - from.point.x, to.point.y - from.point.y);
    if (dist < 12 || (from.point.ground && to.point.ground)) return;
    const points = this.position.points.slice();
    const index = (s) => (s.index >= 0 ? s.index : points.push(s.point) - 1);
    const a = index(from), b = index(to);
    this.onEdit({ points, edges: [...this.position.edges, [a, b]] });
  }

  // ←/→ choose an edge, Enter cuts it.
  key(e) {
    const n = this.position?.edges.length ?? 0;
    if (!n || this.drawing) return false;
    if (e.key === "ArrowLeft" || e.key === "ArrowDown") this.cursor = (this.cursor + n - 1) % n;
    else if (e.key === "ArrowRight" || e.key === "ArrowUp") this.cursor = (this.cursor + 1) % n;
    else if (e.key === "Enter") {
      this.clickEdge(this.cursor);
      return true;
    } else return false;
    this.render(this.doc, this.position, { ...this.ctx, fallen: null });
    return true;
  }

  // The SVG path of each edge of `drawing` (for the edges that fall).
  static paths(drawing) {
    return drawing.edges.map(([a, b]) => {
      const p = drawing.points[a], q = drawing.points[b];
      return a === b ? loopCurve(p, 0).d : `M${p.x} ${p.y} L${q.x} ${q.y}`;
    });
  }
}

// A loop at point `p` (the `k`-th one there): a drop standing on the point.
function loopCurve(p, k) {
  const r = 22 + 10 * k;
  const d = `M${p.x} ${p.y} C${p.x - r} ${p.y - 1.6 * r}, ${p.x + r} ${p.y - 1.6 * r}, ${p.x} ${p.y}`;
  const samples = [];
  for (let t = 0; t <= 1.0001; t += 1 / 16) {
    const u = 1 - t;
    samples.push({ x: u * u * u * p.x + 3 * u * u * t * (p.x - r) + 3 * u * t * t * (p.x + r) + t * t * t * p.x, y: u * u * u * p.y + 3 * u * t * (u + t) * (p.y - 1.6 * r) + t * t * t * p.y });
  }
  return { p, q: p, c: p, samples, d };
}

let textOpen = false; // whether the edge-list box is open (it is redrawn with every edit)

// The drawing without points that no edge uses (indices renumbered).
function prune(drawing) {
  const used = new Set(drawing.edges.flat());
  const map = new Map();
  const points = [];
  drawing.points.forEach((p, i) => { if (used.has(i)) map.set(i, points.push(p) - 1); });
  return { points, edges: drawing.edges.map(([a, b]) => [map.get(a), map.get(b)]) };
}

export const hackenbush = {
  id: "hackenbush",
  title: "Green Hackenbush",
  command: "hackenbush",
  lead: "A drawing of edges standing on the ground. On your turn cut one edge; everything no longer connected to the ground falls away. Whoever cannot cut loses. Each plant standing on the ground is a game of its own: a stalk of n edges is worth n, a circuit counts by the parity of its edges (fusion), and branches add up by XOR (the colon principle).",
  keys: "←/→ choose an edge, Enter cuts it",
  defaultPosition: () => defaultDrawing(),
  randomPosition: () => randomDrawing(),
  // A drawing goes as its edge list; a text typed by the player as it is (the server
  // reads it, and its default ground: the vertex `1`, else the first vertex).
  request: (p) => (p.text !== undefined ? { input: p.text } : { input: drawingText(p), format: "edgelist", ground: [GROUND] }),
  // A text becomes a drawing once the server has read it.
  settle: (p, doc) => (p.text !== undefined ? layoutDrawing(doc.edges.map((e) => [e.u, e.v]), doc.ground) : p),
  // The edges still live, in order; points no edge uses are dropped.
  positionFromDoc: (doc, previous) => {
    if (!previous) return previous;
    const edges = previous.edges.filter((_, i) => doc.edges[i]?.live);
    return prune({ points: previous.points, edges });
  },
  // The document in the numbering of the drawing after the move (whose edges are the live
  // ones, in order): the server numbers the edges of the drawing it was sent.
  renumber: (doc) => {
    const map = new Map();
    for (const e of doc.edges) if (e.live) map.set(e.edge, map.size + 1);
    const edge = (m) => (m && map.has(m.edge) ? { ...m, edge: map.get(m.edge) } : null);
    return {
      ...doc,
      edges: doc.edges.filter((e) => e.live).map((e) => ({ ...e, edge: map.get(e.edge) })),
      pieces: doc.pieces.map((p) => ({ ...p, edges: p.edges.map((e) => map.get(e)) })),
      winning_move: edge(doc.winning_move),
      winning_moves: doc.winning_moves.map(edge).filter(Boolean),
    };
  },
  // The edges of `previous` that the move made fall (for the picture).
  fallen: (doc, previous) => {
    if (!previous) return [];
    const paths = HackenbushView.paths(previous);
    const cut = doc.played?.move.edge;
    return doc.edges.filter((e) => !e.live).map((e) => ({ d: paths[e.edge - 1], cut: e.edge === cut })).filter((e) => e.d);
  },
  rows: (doc) => doc.pieces.map((piece, i) => ({
    label: `piece ${String.fromCharCode(65 + (i % 26))} (${piece.edges.length} edge${piece.edges.length === 1 ? "" : "s"})`,
    value: piece.value,
  })),
  note: "Pieces meet only at the ground, so each is a game of its own; within a piece, a cycle fuses into loops and branches add by XOR.",
  componentName: (played) => `piece ${String.fromCharCode(65 + ((played.component - 1) % 26))}`,
  moveWords: (m, before, after) => {
    const fell = after ? before.edges.filter((x) => x.live).length - after.live_edge_count - 1 : 0;
    const piece = before.pieces.findIndex((p) => p.edges.includes(m.edge));
    const where = piece >= 0 ? ` of piece ${String.fromCharCode(65 + (piece % 26))}` : "";
    return `cut edge ${m.edge}${where}${fell > 0 ? `, and ${fell} more edge${fell === 1 ? "" : "s"} fell` : ""}`;
  },
  setup(position, apply) {
    // The drawing is edited on the picture; the text is the same drawing as an edge list.
    const text = h("textarea", { class: "mono games-text", rows: "6", spellcheck: "false", "data-testid": "games-setup-text", "aria-label": "Edge list" }, drawingText(position));
    const go = () => apply({ text: text.value });
    const box = h("details", { class: "games-textbox", open: textOpen },
      h("summary", {}, "Edge list (text): one edge “u v” per line; vertex “ground” is the ground"),
      text,
      h("div", { class: "toolbar" }, h("button", { onclick: go, "data-testid": "games-setup-text-apply" }, "Use this text")));
    box.addEventListener("toggle", () => { textOpen = box.open; });
    return [box, go];
  },
  view: (hooks) => new HackenbushView(hooks),
};
