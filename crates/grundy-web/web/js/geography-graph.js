// The geography area's picture: a graph drawn in SVG (vertices as discs coloured by the
// server's verdicts, edges as lines), the pointer gestures of the editor (click, drag,
// click an edge), and a deterministic layout for graphs loaded from text. Presentation
// only: every verdict, legal move and matching edge comes from the server's document.

const SVG = "http://www.w3.org/2000/svg";
export const WIDTH = 900;
export const HEIGHT = 600;
const MARGIN = 40;

function el(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

// The radius of a vertex, smaller as the graph grows.
export function radius(n) {
  return n <= 30 ? 18 : n <= 80 ? 13 : 9;
}

// Positions for `n` vertices and `edges` (pairs of indices): a circle, then a
// force-directed relaxation (springs along edges, repulsion between all pairs) for a
// fixed number of steps. Deterministic: the same graph gets the same picture.
export function layout(n, edges) {
  const cx = WIDTH / 2, cy = HEIGHT / 2;
  const r0 = Math.min(WIDTH, HEIGHT) / 2 - MARGIN;
  const pos = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / Math.max(n, 1) - Math.PI / 2;
    return n === 1 ? { x: cx, y: cy } : { x: cx + r0 * Math.cos(a), y: cy + r0 * Math.sin(a) };
  });
  if (n < 3) return pos;
  const area = (WIDTH - 2 * MARGIN) * (HEIGHT - 2 * MARGIN);
  const k = Math.sqrt(area / n) * 0.75;
  const links = edges.filter(([a, b]) => a !== b);
  let temperature = WIDTH / 10;
  const steps = n > 150 ? 120 : 300;
  for (let step = 0; step < steps; step++) {
    const disp = pos.map(() => ({ x: 0, y: 0 }));
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        let dx = pos[i].x - pos[j].x, dy = pos[i].y - pos[j].y;
        let d = Math.hypot(dx, dy);
        if (d < 0.01) { dx = 0.01 * (i - j); dy = 0.01; d = Math.hypot(dx, dy); }
        const f = (k * k) / d;
        disp[i].x += (dx / d) * f; disp[i].y += (dy / d) * f;
        disp[j].x -= (dx / d) * f; disp[j].y -= (dy / d) * f;
      }
    }
    for (const [a, b] of links) {
      const dx = pos[a].x - pos[b].x, dy = pos[a].y - pos[b].y;
      const d = Math.max(Math.hypot(dx, dy), 0.01);
      const f = (d * d) / k;
      disp[a].x -= (dx / d) * f; disp[a].y -= (dy / d) * f;
      disp[b].x += (dx / d) * f; disp[b].y += (dy / d) * f;
    }
    for (let i = 0; i < n; i++) {
      // A weak pull to the centre keeps separate components on the canvas.
      disp[i].x += (cx - pos[i].x) * 0.02 * k / 10;
      disp[i].y += (cy - pos[i].y) * 0.02 * k / 10;
      const d = Math.max(Math.hypot(disp[i].x, disp[i].y), 0.01);
      const move = Math.min(d, temperature);
      pos[i].x += (disp[i].x / d) * move;
      pos[i].y += (disp[i].y / d) * move;
    }
    temperature = Math.max(temperature * 0.985, 0.5);
  }
  // Fit the result into the canvas.
  const xs = pos.map((p) => p.x), ys = pos.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((WIDTH - 2 * MARGIN) / Math.max(maxX - minX, 1), (HEIGHT - 2 * MARGIN) / Math.max(maxY - minY, 1));
  const ox = (WIDTH - (maxX - minX) * scale) / 2, oy = (HEIGHT - (maxY - minY) * scale) / 2;
  return pos.map((p) => ({ x: Math.round(ox + (p.x - minX) * scale), y: Math.round(oy + (p.y - minY) * scale) }));
}

// The SVG picture. `handlers`: onEmpty(x, y), onVertex(name), onEdge(a, b),
// onMoveVertex(name, x, y, done) — each optional; the picture calls them on the user's
// gestures and never changes the graph itself.
export class GraphPicture {
  constructor(handlers) {
    this.handlers = handlers;
    this.svg = el("svg", {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "geo-svg", role: "img", tabindex: "0",
      "data-testid": "geo-svg", "aria-label": "The graph: discs are vertices, lines are edges",
    });
    const defs = el("defs", {},
      el("marker", { id: "geo-arrow", viewBox: "0 0 10 10", refX: "9", refY: "5", markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse" },
        el("path", { d: "M 0 0 L 10 5 L 0 10 z", class: "geo-arrowhead" })));
    this.background = el("rect", { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: "geo-background" });
    this.edgeLayer = el("g", { class: "geo-edges" });
    this.overlayLayer = el("g", { class: "geo-overlay" });
    this.vertexLayer = el("g", { class: "geo-vertices" });
    this.svg.append(defs, this.background, this.edgeLayer, this.overlayLayer, this.vertexLayer);
    this.drag = null;
    this.svg.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.svg.addEventListener("pointermove", (e) => this.pointerMove(e));
    this.svg.addEventListener("pointerup", (e) => this.pointerUp(e));
    this.svg.addEventListener("pointercancel", () => (this.drag = null));
  }

  // The point of the picture under a pointer event.
  point(e) {
    const matrix = this.svg.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
    return { x: Math.round(Math.min(Math.max(p.x, 12), WIDTH - 12)), y: Math.round(Math.min(Math.max(p.y, 12), HEIGHT - 12)) };
  }

  pointerDown(e) {
    if (e.button !== 0) return;
    const vertex = e.target.closest?.("[data-vertex]");
    const edge = e.target.closest?.("[data-edge]");
    const at = this.point(e);
    this.drag = { vertex: vertex?.dataset.vertex ?? null, edge: edge ? edge.dataset.edge.split("\u0000") : null, start: at, moved: false, pointer: e.pointerId };
    if (vertex) this.svg.setPointerCapture?.(e.pointerId);
  }

  pointerMove(e) {
    const drag = this.drag;
    if (!drag || drag.vertex === null || !this.handlers.onMoveVertex) return;
    const at = this.point(e);
    if (!drag.moved && Math.hypot(at.x - drag.start.x, at.y - drag.start.y) < 5) return;
    drag.moved = true;
    this.handlers.onMoveVertex(drag.vertex, at.x, at.y, false);
  }

  pointerUp(e) {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    const at = this.point(e);
    if (drag.vertex !== null) {
      if (drag.moved) this.handlers.onMoveVertex?.(drag.vertex, at.x, at.y, true);
      else this.handlers.onVertex?.(drag.vertex);
    } else if (drag.edge) {
      this.handlers.onEdge?.(drag.edge[0], drag.edge[1]);
    } else {
      this.handlers.onEmpty?.(at.x, at.y);
    }
  }

  // Draws `view`: { vertices: [{name, x, y}], edges: [[a, b]], verdicts: Map name ->
  // {mover_wins, winning_move}, selected, visited: Map name -> move number, token,
  // legal: Set, focus, winning: Set (hint), matching: [[a, b]] or null, path: [names],
  // arrows: bool (winning moves), lastMove: [a, b] or null }.
  draw(view) {
    const at = new Map(view.vertices.map((v) => [v.name, v]));
    const r = radius(view.vertices.length);
    this.edgeLayer.replaceChildren();
    this.overlayLayer.replaceChildren();
    this.vertexLayer.replaceChildren();
    const key = (a, b) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
    const pathEdges = new Set();
    for (let i = 1; i < (view.path ?? []).length; i++) pathEdges.add(key(view.path[i - 1], view.path[i]));
    const matched = new Set((view.matching ?? []).map(([a, b]) => key(a, b)));
    const seen = new Set();
    for (const [a, b] of view.edges) {
      const p = at.get(a), q = at.get(b);
      if (!p || !q) continue;
      if (a === b) {
        this.edgeLayer.append(el("circle", { cx: p.x, cy: p.y - r - 7, r: 9, class: "geo-edge geo-loop", "data-edge": `${a}\u0000${b}` }));
        continue;
      }
      const k = key(a, b);
      if (seen.has(k)) continue;
      seen.add(k);
      const gone = view.visited && (view.visited.has(a) && a !== view.token || view.visited.has(b) && b !== view.token);
      const classes = ["geo-edge"];
      if (pathEdges.has(k)) classes.push("geo-path");
      else if (gone) classes.push("geo-gone");
      const group = el("g", { "data-edge": `${a}\u0000${b}`, class: "geo-edge-hit" },
        el("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: "geo-edge-wide" }),
        el("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: classes.join(" ") }));
      this.edgeLayer.append(group);
      if (matched.has(k)) {
        this.overlayLayer.append(el("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: "geo-matching", "data-testid": "geo-matching-edge", "data-pair": `${a} ${b}` }));
      }
    }
    // Arrows: the winning move of every vertex the player to move wins from (edit mode),
    // or the hint's winning moves from the token (play).
    const arrow = (a, b, cls) => {
      const p = at.get(a), q = at.get(b);
      if (!p || !q) return;
      const d = Math.max(Math.hypot(q.x - p.x, q.y - p.y), 1);
      const ux = (q.x - p.x) / d, uy = (q.y - p.y) / d;
      this.overlayLayer.append(el("line", {
        x1: p.x + ux * (r + 2), y1: p.y + uy * (r + 2), x2: q.x - ux * (r + 4), y2: q.y - uy * (r + 4),
        class: cls, "marker-end": "url(#geo-arrow)",
      }));
    };
    if (view.arrows && view.verdicts) {
      for (const [name, verdict] of view.verdicts) if (verdict.winning_move) arrow(name, verdict.winning_move, "geo-arrow");
    }
    if (view.winning && view.token) for (const to of view.winning) arrow(view.token, to, "geo-arrow geo-hint");
    if (view.lastMove) arrow(view.lastMove[0], view.lastMove[1], "geo-arrow geo-last");
    for (const v of view.vertices) {
      const verdict = view.verdicts?.get(v.name);
      const visited = view.visited?.has(v.name) && v.name !== view.token;
      const state = visited ? "visited" : verdict ? (verdict.mover_wins ? "win" : "lose") : "unknown";
      const classes = ["geo-vertex", `geo-${state}`];
      if (v.name === view.selected) classes.push("geo-selected");
      if (v.name === view.token) classes.push("geo-token");
      if (view.legal?.has(v.name)) classes.push("geo-legal");
      if (v.name === view.focus) classes.push("geo-focus");
      const label = v.name.length > 5 ? v.name.slice(0, 5) + "…" : v.name;
      const fontSize = r >= 18 ? (label.length > 3 ? 11 : 14) : r >= 13 ? 10 : 8;
      const title = el("title");
      title.textContent = view.describe ? view.describe(v.name) : v.name;
      const group = el("g", {
        class: classes.join(" "), "data-vertex": v.name, "data-testid": "geo-vertex",
        "data-verdict": state, "data-legal": view.legal?.has(v.name) ? "true" : null,
        "data-token": v.name === view.token ? "true" : null, transform: `translate(${v.x} ${v.y})`,
      }, title,
      el("circle", { r: r + 6, class: "geo-ring" }),
      el("circle", { r, class: "geo-disc" }));
      // In its own units, times the page's --svg-text (larger in projector mode).
      const text = el("text", { "text-anchor": "middle", dy: "0.35em", style: `font-size: calc(${fontSize}px * var(--svg-text))`, class: "geo-label" });
      text.textContent = label;
      group.append(text);
      if (visited) {
        const number = el("text", { x: r * 0.75, y: -r * 0.75, class: "geo-step", "text-anchor": "middle", dy: "0.35em" });
        const step = view.visited.get(v.name);
        number.textContent = step === 0 ? "S" : String(step);
        group.append(number);
      }
      this.vertexLayer.append(group);
    }
  }
}
