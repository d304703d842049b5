// The token board (LOJ 6033) in the browser: (a) a board built by clicking and dragging
// on the canvas is coloured cell by cell as `grundy board --json` says, and (b) a whole
// game against the engine, which starts on a cell it wins from, ends with the player
// (this test) out of moves, every engine move a winning one.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, setup, newPage, openArea, waitReady, screenshot, grundy, cellColours, clickCell, PALETTE } from "./support.js";

let env;
before(async () => (env = await setup()));
after(async () => env && (await env.close()));

const CANVAS = "board-canvas";

// The board document the page last received.
const pageDoc = (page) => page.evaluate(() => JSON.parse(document.getElementById("area-board").dataset.doc || "null"));

// `grundy board FILE --json ARGS...` on this board text.
function cli(text, args = []) {
  const dir = mkdtempSync(path.join(tmpdir(), "grundy-board-"));
  try {
    const file = path.join(dir, "board.txt");
    writeFileSync(file, text);
    return JSON.parse(grundy(["board", file, "--json", ...args]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a board built by clicking is coloured as the library says", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "board");
  const [rows, cols] = [5, 7];
  await section.getByTestId("board-clear").click();
  await section.getByTestId("board-rows").fill(String(rows));
  await section.getByTestId("board-rows").press("Tab");
  await section.getByTestId("board-cols").fill(String(cols));
  await section.getByTestId("board-cols").press("Tab");
  await section.getByTestId("board-tool-draw").check();
  await waitReady(page, "board");
  // Block cells one click each, then three more in one drag along the last row.
  const blocked = [[0, 1], [1, 3], [2, 0], [2, 5], [3, 2]];
  for (const cell of blocked) await clickCell(page, CANVAS, rows, cols, cell);
  const canvas = page.getByTestId(CANVAS);
  const box = await canvas.boundingBox();
  const at = (r, c) => [box.x + ((c + 0.5) * box.width) / cols, box.y + ((r + 0.5) * box.height) / rows];
  await page.mouse.move(...at(4, 3));
  await page.mouse.down();
  await page.mouse.move(...at(4, 4), { steps: 4 });
  await page.mouse.move(...at(4, 5), { steps: 4 });
  await page.mouse.up();
  blocked.push([4, 3], [4, 4], [4, 5]);
  // A click on a blocked cell frees it again.
  await clickCell(page, CANVAS, rows, cols, [2, 5]);
  blocked.splice(3, 1);
  const expectedText = [`${rows} ${cols}`];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols; c++) line += blocked.some(([br, bc]) => br === r && bc === c) ? "#" : ".";
    expectedText.push(line);
  }
  const text = expectedText.join("\n") + "\n";
  const expected = cli(text, ["--map-only"]);
  // Idle, with the document of this board (an answer to an earlier edit may arrive
  // while the last edit's request is still to be sent).
  const blockedOf = (map) => map.map((line) => line.replace(/[WL]/g, "."));
  await page.waitForFunction((want) => {
    const s = document.getElementById("area-board");
    const doc = JSON.parse(s.dataset.doc || "null");
    return s.dataset.state === "ready" && doc && JSON.stringify(doc.map.map((l) => l.replace(/[WL]/g, "."))) === want;
  }, JSON.stringify(blockedOf(expected.map)), { timeout: 15000 });
  await canvas.evaluate((c) => c.blur());
  const doc = await pageDoc(page);
  assert.deepEqual(doc.map, expected.map, "the page's document is the CLI's");
  assert.ok(expected.wins > 0 && expected.losses > 0, `a board with both colours: ${expected.map}`);

  const cells = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push([r, c]);
  const colours = await cellColours(page, CANVAS, rows, cols, cells);
  const want = { W: PALETTE.win, L: PALETTE.lose, "#": PALETTE.blocked };
  cells.forEach(([r, c], k) => {
    assert.equal(colours[k], want[expected.map[r][c]], `cell (${r + 1}, ${c + 1}): verdict ${expected.map[r][c]}`);
  });
  const legend = await section.getByTestId("board-legend").innerText();
  assert.match(legend, new RegExp(`${expected.wins} blue`));
  assert.match(legend, new RegExp(`${expected.losses} orange`));
  await screenshot(page, "board-built");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a whole game against the engine from a cell it wins from is lost", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "board");
  // The bundled 6 x 8 sample (loaded on opening): the engine moves first from a blue cell.
  const start = await pageDoc(page);
  assert.equal(start.rows, 6);
  const { rows, columns: cols } = start;
  await section.getByTestId("board-mode-play").click();
  await section.getByTestId("board-first-engine").check();
  await waitReady(page, "board");
  // A blue cell off the edges: a longer game.
  let placed = null;
  for (let r = 0; r < rows && !placed; r++) for (let c = 0; c < cols && !placed; c++) if (start.map[r][c] === "W" && r > 0 && c > 0) placed = [r, c];
  await clickCell(page, CANVAS, rows, cols, placed);

  const turnNow = () => section.getAttribute("data-turn");
  const walk = [placed];
  let ourMoves = 0;
  for (let ply = 0; ply < rows * cols; ply++) {
    // Wait for the engine's reply (or the end).
    await page.waitForFunction(() => {
      const s = document.getElementById("area-board");
      return s.dataset.state === "ready" && ["you", "lost", "won"].includes(s.dataset.turn);
    }, null, { timeout: 15000 });
    const turn = await turnNow();
    if (turn !== "you") break;
    const doc = await pageDoc(page);
    const game = doc.game;
    walk.push([game.token.row - 1, game.token.column - 1]);
    assert.equal(game.mover_wins, false, `the engine left us a losing cell: ${JSON.stringify(game)}`);
    assert.ok(game.legal_moves.length > 0);
    // Alternate between the keyboard and a click to move.
    const to = game.legal_moves[ourMoves % game.legal_moves.length];
    const [tr, tc] = [to.row - 1, to.column - 1];
    if (ourMoves % 2 === 0) {
      const [fr, fc] = [game.token.row - 1, game.token.column - 1];
      const key = tr < fr ? "ArrowUp" : tr > fr ? "ArrowDown" : tc < fc ? "ArrowLeft" : "ArrowRight";
      await page.getByTestId(CANVAS).focus();
      await page.keyboard.press(key);
    } else {
      await clickCell(page, CANVAS, rows, cols, [tr, tc]);
    }
    ourMoves++;
    walk.push([tr, tc]);
    // Wait until the page has our move's position before looking for the engine's reply.
    await page.waitForFunction((n) => {
      const doc = JSON.parse(document.getElementById("area-board").dataset.doc || "null");
      return doc?.game && doc.game.moves >= n;
    }, walk.length - 1, { timeout: 15000 });
  }
  assert.equal(await turnNow(), "lost");
  assert.ok(ourMoves >= 1, "the game had moves of ours");
  assert.match(await section.getByTestId("board-status").innerText(), /engine wins/);
  // The page's walk, replayed by the CLI: the game is over, the player to move (us) lost.
  const doc = await pageDoc(page);
  walk.push([doc.game.token.row - 1, doc.game.token.column - 1]);
  assert.equal(doc.game.game_over, true);
  assert.equal(doc.game.moves, walk.length - 1);
  assert.equal(doc.game.moves % 2, 1, "the engine moved first and last, so an odd count of moves");
  const cell = ([r, c]) => `${r + 1},${c + 1}`;
  const replayed = cli(readFileSync(path.join(root, "examples", "loj6033_board.in"), "utf8"), [
    "--map-only",
    "--explain",
    "--token",
    cell(walk[0]),
    ...walk.slice(1).flatMap((m) => ["--move", cell(m)]),
  ]);
  assert.equal(replayed.game.game_over, true);
  assert.equal(replayed.game.mover_wins, false);
  assert.deepEqual(replayed.game, doc.game);
  const log = await section.getByTestId("board-log").innerText();
  assert.ok(log.includes("Engine:") && log.includes("You:"), log);
  await screenshot(page, "board-game-lost");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a 200 x 200 board is filled, coloured and played on quickly", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "board");
  const n = 200;
  await section.getByTestId("board-rows").fill(String(n));
  await section.getByTestId("board-rows").press("Tab");
  await section.getByTestId("board-cols").fill(String(n));
  await section.getByTestId("board-cols").press("Tab");
  await section.getByTestId("board-density").fill("10");
  await section.getByTestId("board-seed").fill("6033");
  await waitReady(page, "board");
  const started = Date.now();
  await section.getByTestId("board-fill").click();
  await page.waitForFunction((n) => {
    const s = document.getElementById("area-board");
    const doc = JSON.parse(s.dataset.doc || "null");
    return s.dataset.state === "ready" && doc?.rows === n && doc.map.some((l) => l.includes("#"));
  }, n, { timeout: 15000 });
  const took = Date.now() - started;
  const doc = await pageDoc(page);
  // The page's board, as the CLI sees it.
  const text = `${n} ${n}\n` + doc.map.map((l) => l.replace(/[WL]/g, ".")).join("\n") + "\n";
  const expected = cli(text, ["--map-only"]);
  assert.deepEqual(doc.map, expected.map);
  const blocked = expected.blocked / (n * n);
  assert.ok(blocked > 0.08 && blocked < 0.12, `${blocked} blocked`);
  // Colours of a sample of cells (every 7th row and column).
  const cells = [];
  for (let r = 0; r < n; r += 7) for (let c = 3; c < n; c += 7) cells.push([r, c]);
  const colours = await cellColours(page, CANVAS, n, n, cells);
  const want = { W: PALETTE.win, L: PALETTE.lose, "#": PALETTE.blocked };
  cells.forEach(([r, c], k) => assert.equal(colours[k], want[expected.map[r][c]], `cell (${r + 1}, ${c + 1})`));
  // A game on it: the token placed, the engine's reply to our first move.
  await section.getByTestId("board-mode-play").click();
  await section.getByTestId("board-first-you").check();
  await waitReady(page, "board");
  let start = null;
  for (let r = 90; r < n && !start; r++) for (let c = 90; c < n && !start; c++) if (expected.map[r][c] === "L") start = [r, c];
  await page.getByTestId(CANVAS).scrollIntoViewIfNeeded();
  await clickCell(page, CANVAS, n, n, start);
  await page.waitForFunction(() => document.getElementById("area-board").dataset.turn === "you", null, { timeout: 15000 });
  const moveStarted = Date.now();
  await page.getByTestId(CANVAS).focus();
  const game = (await pageDoc(page)).game;
  const to = game.legal_moves[0];
  const key = to.row - 1 < start[0] ? "ArrowUp" : to.row - 1 > start[0] ? "ArrowDown" : to.column - 1 < start[1] ? "ArrowLeft" : "ArrowRight";
  await page.keyboard.press(key);
  await page.waitForFunction(() => {
    const s = document.getElementById("area-board");
    const doc = JSON.parse(s.dataset.doc || "null");
    return s.dataset.turn === "you" && doc?.game?.moves === 2;
  }, null, { timeout: 15000 });
  // The engine's move is shown after a pause of the page's own (ENGINE_DELAY_MS, 450 ms).
  const moveTook = Date.now() - moveStarted;
  console.log(`200 x 200: filled and coloured in ${took} ms; our move and the engine's reply drawn in ${moveTook} ms`);
  assert.ok(took < 5000, `filling and colouring took ${took} ms`);
  assert.ok(moveTook < 5000, `a move and the reply took ${moveTook} ms`);
  await screenshot(page, "board-200x200");
  assert.deepEqual(page.errors, []);
  await page.close();
});
