// Geography in the browser, on the bundled bow tie (two triangles and a tail: odd cycles,
// so the blossom engine decides): every vertex disc is coloured as `grundy geography
// --json` says, and a whole game against the engine, which moves first from a vertex it
// wins from, ends with the player (this test) out of moves, every engine move a winning one.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { root, setup, newPage, openArea, screenshot, grundy, PALETTE } from "./support.js";

let env;
before(async () => (env = await setup()));
after(async () => env && (await env.close()));

const pageDoc = (page) => page.evaluate(() => JSON.parse(document.getElementById("area-geography").dataset.doc || "null"));
const bowtie = path.join(root, "examples", "bowtie.txt");

// The fill colour of each vertex disc, by name.
const discColours = (page) =>
  page.locator('[data-testid="geo-vertex"]').evaluateAll((gs) =>
    Object.fromEntries(gs.map((g) => {
      const [r, gr, b] = getComputedStyle(g.querySelector(".geo-disc")).fill.match(/\d+/g).map(Number);
      return [g.dataset.vertex, "#" + [r, gr, b].map((v) => v.toString(16).padStart(2, "0")).join("")];
    })),
  );

async function idle(page) {
  await page.waitForFunction(() => document.getElementById("area-geography").dataset.state === "ready", null, { timeout: 15000 });
}

test("the bow tie's vertices are coloured as the library says", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "geography");
  await section.getByTestId("geo-example").selectOption("bowtie.txt");
  await idle(page);
  const expected = JSON.parse(grundy(["geography", bowtie, "--json"]));
  assert.equal(expected.engine, "blossom");
  const doc = await pageDoc(page);
  assert.deepEqual(doc.verdicts, expected.verdicts);
  const colours = await discColours(page);
  assert.equal(Object.keys(colours).length, expected.verdicts.length);
  for (const v of expected.verdicts) {
    assert.equal(colours[v.vertex], v.mover_wins ? PALETTE.win : PALETTE.lose, `vertex ${v.vertex}`);
  }
  assert.match(await section.getByTestId("geo-engine").first().innerText(), /blossom/);
  await screenshot(page, "geography-bowtie");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a geography game from a vertex the engine wins from is lost", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "geography");
  await section.getByTestId("geo-example").selectOption("bowtie.txt");
  await idle(page);
  const expected = JSON.parse(grundy(["geography", bowtie, "--json"]));
  // The first vertex the player to move wins from (the engine moves first).
  const start = expected.verdicts.find((v) => v.mover_wins).vertex;
  await section.getByTestId("geo-play").click();
  await section.getByTestId("geo-first").selectOption("engine");
  await section.locator(`[data-testid="geo-vertex"][data-vertex="${start}"]`).click();
  for (let turn = 0; turn < 20; turn++) {
    await page.waitForFunction(() => {
      const s = document.getElementById("area-geography");
      const doc = JSON.parse(s.dataset.doc || "null");
      return s.dataset.state === "ready" && doc?.game;
    }, null, { timeout: 15000 });
    const game = (await pageDoc(page)).game;
    if (game.game_over) break;
    assert.equal(game.mover_wins, false, `the engine left us a winning vertex: ${JSON.stringify(game)}`);
    // Our move: by a click on the vertex, or on its button in the panel.
    const to = game.legal_moves[0];
    if (turn % 2 === 0) await section.locator(`[data-testid="geo-vertex"][data-vertex="${to}"]`).click();
    else await section.locator(`[data-testid="geo-move"][data-to="${to}"]`).click();
    await page.waitForFunction((n) => JSON.parse(document.getElementById("area-geography").dataset.doc || "null")?.game?.path.length >= n, game.path.length + 1, { timeout: 15000 });
  }
  const game = (await pageDoc(page)).game;
  assert.equal(game.game_over, true);
  assert.equal(game.mover_wins, false);
  assert.ok(game.path.length >= 3 && game.path.length % 2 === 0, `the engine moved first and last: ${game.path}`);
  // The CLI replays the page's path: over, the player to move (us) lost.
  const replayed = JSON.parse(grundy(["geography", bowtie, "--json", ...game.path.flatMap((v) => ["--visited", v])]));
  assert.deepEqual(replayed.game, game);
  assert.match(await section.getByTestId("geo-status").innerText(), /engine|lose|lost|no move/i);
  await screenshot(page, "geography-game-lost");
  assert.deepEqual(page.errors, []);
  await page.close();
});
