// The stone game (NOI 2011) in the browser: (a) a whole game on the bundled 6 x 6 example,
// where Tutu (moving first) wins, played as Dandan against the engine by arrow keys and
// the move buttons until Dandan has no move; every engine move is the CLI's `engine_move`
// for the moves before it, and the final position is `grundy stones --json` with the moves
// played; and (b) the bundled record with mistakes, stepped to its first mistake in the
// replay tab, marked as one with the better move `grundy replay --json` names.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { root, setup, newPage, openArea, screenshot, grundy } from "./support.js";

let env;
before(async () => (env = await setup()));
after(async () => env && (await env.close()));

const BOARD = path.join(root, "examples", "stones.txt");
const RECORD = path.join(root, "examples", "stones_game.in");

// The stones document the page last received.
const pageDoc = (page) => page.evaluate(() => JSON.parse(document.getElementById("area-stones").dataset.doc || "null"));
const moveText = (p) => `${p.row},${p.column}`;
const show = (p) => `(${p.row}, ${p.column})`;

// `grundy stones examples/stones.txt --json --move ...` after `moves`.
const cliStones = (moves) => JSON.parse(grundy(["stones", BOARD, "--json", ...moves.flatMap((m) => ["--move", m])]));

test("a whole stone game as Dandan is lost to the engine", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "stones");
  const start = await pageDoc(page);
  assert.deepEqual(start, cliStones([]), "the 6 x 6 example, as the CLI reads it");
  assert.equal(start.position.player, "tutu");
  assert.equal(start.position.mover_wins, true, "Tutu, moving first, wins: the engine takes her side");

  await section.getByTestId("stones-side-dandan").check();
  const human = "dandan";
  let played = 0; // half-moves the page has shown at our turn
  let ours = 0;
  let doc;
  for (let turn = 0; turn < 36; turn++) {
    // The engine's reply (or the end), drawn and idle.
    await page.waitForFunction((n) => {
      const s = document.getElementById("area-stones");
      const doc = JSON.parse(s.dataset.doc || "null");
      return s.dataset.state === "ready" && doc && doc.half_moves.length > n && (doc.position.game_over || doc.position.player === "dandan");
    }, played, { timeout: 15000 });
    doc = await pageDoc(page);
    const moves = doc.half_moves.map((hm) => moveText(hm.to));
    // Every engine half-move since our last one is the CLI's engine move there.
    for (let i = played; i < doc.half_moves.length; i++) {
      const hm = doc.half_moves[i];
      if (hm.player === human) continue;
      const before = cliStones(moves.slice(0, i));
      assert.equal(before.position.player, "tutu");
      assert.deepEqual(hm.to, before.position.engine_move, `engine half-move ${i + 1}`);
      assert.equal(hm.mistake, false, `the engine's half-move ${i + 1} is no mistake`);
    }
    played = doc.half_moves.length;
    const position = doc.position;
    if (position.game_over) break;
    assert.equal(position.mover_wins, false, `the engine left Dandan a lost position: ${JSON.stringify(position)}`);
    assert.ok(position.legal_moves.length > 0);
    // Alternate between an arrow key and a move button.
    const m = position.legal_moves[ours % position.legal_moves.length];
    if (ours % 2 === 0) {
      const e = position.empty;
      const key = m.row < e.row ? "ArrowUp" : m.row > e.row ? "ArrowDown" : m.column < e.column ? "ArrowLeft" : "ArrowRight";
      await page.getByTestId("stones-board").focus();
      await page.keyboard.press(key);
    } else {
      await section.getByTestId(`stones-move-${m.row}-${m.column}`).click();
    }
    ours++;
    // Our move is shown before the engine's reply is awaited.
    await page.waitForFunction((n) => {
      const doc = JSON.parse(document.getElementById("area-stones").dataset.doc || "null");
      return doc && doc.half_moves.length > n;
    }, played, { timeout: 15000 });
    played++;
  }
  assert.ok(ours >= 2, `the game had moves of ours by both keys and buttons: ${ours}`);
  assert.equal(doc.position.game_over, true);
  assert.equal(doc.position.player, human, "Dandan has no move");
  assert.equal(doc.half_moves.length % 2, 1, "the engine (Tutu) moved first and last: an odd count");
  assert.deepEqual(doc.mistakes.tutu, []);
  // The moves played, replayed by the CLI: the same final document.
  const final = cliStones(doc.half_moves.map((hm) => moveText(hm.to)));
  assert.deepEqual(final, doc);
  assert.equal(final.position.legal_moves.length, 0);
  const status = await section.getByTestId("stones-status").innerText();
  assert.match(status, /Dandan has no move: Tutu wins — the engine wins/);
  assert.equal(await section.getByTestId("stones-legal-moves").innerText(), "");
  const log = await section.getByTestId("stones-log").locator("li").count();
  assert.equal(log, doc.half_moves.length);
  await screenshot(page, "stones-game-lost");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the bundled record's first mistake is marked with the CLI's better move", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "stones");
  const expected = JSON.parse(grundy(["replay", RECORD, "--json"]));
  const first = expected.half_moves.findIndex((hm) => hm.mistake);
  assert.ok(first > 0, "the record has a mistake after its first half-move");
  const mistake = expected.half_moves[first];
  assert.ok(mistake.winning_move, "a mistake has a better move");

  await section.getByTestId("stones-mode-replay").click();
  await page.waitForFunction(() => {
    const s = document.getElementById("area-stones");
    return s.dataset.state === "ready" && s.dataset.replay && s.dataset.step === "0";
  }, null, { timeout: 15000 });
  assert.equal(await section.getByTestId("stones-record-example").inputValue(), "stones_game.in");
  const replay = await page.evaluate(() => JSON.parse(document.getElementById("area-stones").dataset.replay));
  assert.deepEqual(replay, expected, "the page's replay document is the CLI's");

  // N: the next mistake (the board shows the position before it, the move drawn).
  await section.getByTestId("stones-replay-status").click();
  await page.keyboard.press("n");
  await page.waitForFunction((step) => {
    const s = document.getElementById("area-stones");
    return s.dataset.state === "ready" && s.dataset.step === step;
  }, String(first), { timeout: 15000 });
  const position = await pageDoc(page);
  const moves = expected.half_moves.slice(0, first).map((hm) => moveText(hm.to));
  assert.deepEqual(position.position, cliStones(moves).position, "the board before the mistake");

  const note = await section.getByTestId("stones-mistake-note").innerText();
  assert.match(note, /A mistake/);
  assert.ok(note.includes(`The better move was ${show(mistake.winning_move)}`), note);
  const detail = await section.getByTestId("stones-replay-detail").innerText();
  assert.ok(detail.includes(`the stone at ${show(mistake.to)} into ${show(mistake.from)}`), detail);
  const item = section.getByTestId(`stones-halfmove-${first + 1}`);
  assert.match(await item.getAttribute("class"), /\bmistake\b/);
  assert.match(await item.getAttribute("class"), /\bcurrent\b/);
  assert.ok((await item.innerText()).includes(`mistake; better ${show(mistake.winning_move)}`));
  assert.match(await section.getByTestId("stones-step").innerText(), new RegExp(`^${first} of ${expected.half_moves.length} `));

  // The next-mistake button goes on to the second mistake.
  const second = expected.half_moves.findIndex((hm, i) => i > first && hm.mistake);
  if (second > 0) {
    await section.getByTestId("stones-next-mistake").click();
    await page.waitForFunction((step) => document.getElementById("area-stones").dataset.step === step, String(second), { timeout: 15000 });
    assert.ok((await section.getByTestId("stones-mistake-note").innerText()).includes(show(expected.half_moves[second].winning_move)));
    await section.getByTestId("stones-prev-mistake").click();
    await page.waitForFunction((step) => {
      const s = document.getElementById("area-stones");
      return s.dataset.state === "ready" && s.dataset.step === step;
    }, String(first), { timeout: 15000 });
  }
  await screenshot(page, "stones-replay-mistake");
  assert.deepEqual(page.errors, []);
  await page.close();
});
