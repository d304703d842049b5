// Nim in the browser: a whole game from a position whose nim-sum is 0 (the player to move,
// this test, loses), played by clicks on stones, the move form and the keyboard. After
// every engine move the explanation panel is checked: each pile's Grundy value (its size)
// in binary, the nim-sum row equal to their XOR and to the server's value, the player's
// own move explained first (from a nim-sum of 0, no move keeps it 0), and the engine's
// move table showing the nim-sum before, the pile before and after, and a nim-sum of 0
// after. The game ends with the engine's win.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, newPage, openArea, screenshot, grundy } from "./support.js";

let env;
before(async () => (env = await setup()));
after(async () => env && (await env.close()));

const pageDoc = (page) => page.evaluate(() => JSON.parse(document.getElementById("area-games").dataset.doc || "null"));

// The rows of a bits table: [label, decimal, bits joined].
function tableRows(table) {
  return table.locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll("td")];
      const bits = cells.filter((td) => td.classList.contains("bit")).map((td) => td.textContent).join("");
      return { label: cells[0].textContent, value: cells[1].textContent, bits, sum: tr.classList.contains("sum") };
    }),
  );
}

// Asserts that `row` shows `value` in decimal and in binary (`width` bits).
function assertBinary(row, value, width, what) {
  assert.equal(row.value, String(value), `${what}: ${JSON.stringify(row)}`);
  assert.equal(row.bits, value.toString(2).padStart(width, "0"), `${what} in binary: ${JSON.stringify(row)}`);
}

// Waits until the engine has answered (the page is idle, the player to move or the end).
async function idle(page) {
  await page.waitForFunction(() => {
    const s = document.getElementById("area-games");
    return s.dataset.state === "ready";
  }, null, { timeout: 15000 });
}

test("a Nim game is lost to the engine, and the panel shows why", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "games");
  await section.getByTestId("games-tab-nim").click();
  await idle(page);
  await section.getByTestId("games-first-you").check();
  const piles = [3, 5, 6]; // 3 ⊕ 5 ⊕ 6 = 0
  await section.getByTestId("games-setup-piles").fill(piles.join(" "));
  await section.getByTestId("games-setup-apply").click();
  await page.waitForFunction((want) => {
    const s = document.getElementById("area-games");
    const doc = JSON.parse(s.dataset.doc || "null");
    return s.dataset.state === "ready" && doc && JSON.stringify(doc.piles) === want;
  }, JSON.stringify(piles), { timeout: 15000 });
  let doc = await pageDoc(page);
  assert.equal(doc.value, 0);
  assert.equal(doc.mover_wins, false);
  const explain = section.getByTestId("games-explain");
  let rows = await tableRows(explain.getByTestId("games-components"));
  assert.equal(rows.length, piles.length + 1);
  piles.forEach((p, i) => assertBinary(rows[i], p, 3, `pile ${i + 1}`));
  assert.ok(rows[piles.length].sum);
  assertBinary(rows[piles.length], 0, 3, "nim-sum");
  assert.match(await explain.getByTestId("games-why").innerText(), /nim-sum is 0/);

  let engineMoves = 0;
  for (let turn = 0; turn < 40; turn++) {
    doc = await pageDoc(page);
    if (doc.game_over) break;
    // Our move: the first non-empty pile, by a click on its top stone, the form or the keys.
    const pile = doc.piles.findIndex((p) => p > 0);
    const take = 1;
    const how = turn % 3;
    if (how === 0) {
      await section.locator(`rect.stone[data-pile="${pile}"][data-amount="${take}"]`).click();
    } else if (how === 1) {
      await section.getByTestId("games-form-pile").fill(String(pile + 1));
      await section.getByTestId("games-form-pile").dispatchEvent("change");
      await section.getByTestId("games-form-amount").fill(String(take));
      await section.getByTestId("games-form-go").click();
    } else {
      const board = section.getByTestId("games-board");
      await board.focus();
      await board.press("Home"); // turns the keyboard cursor on (any key does)
      const cursor = await page.evaluate(() => document.querySelector("#area-games svg .cursor") !== null);
      assert.ok(cursor, "the keyboard cursor shows");
      // Walk the cursor to the pile, the amount down to 1, then Enter.
      for (let k = 0; k < 8; k++) await board.press("ArrowDown");
      const n = doc.piles.length;
      for (let k = 0; k < n; k++) {
        const at = await page.evaluate(() => Number(document.querySelector('#area-games [data-testid="games-form-pile"]').value) - 1);
        if (at === pile) break;
        await board.press("ArrowRight");
      }
      await board.press("Enter");
    }
    // Our move and then the engine's reply.
    await page.waitForFunction((n) => document.querySelectorAll('#area-games [data-testid="games-log"] li').length >= n, 2 * turn + 1, { timeout: 15000 });
    await idle(page);
    doc = await pageDoc(page);
    const log = await section.getByTestId("games-log").locator("li").allInnerTexts();
    if (log.length === 2 * turn + 1) {
      // We took the last stone?  Not from a nim-sum of 0 against this engine.
      assert.fail(`the game ended on our move: ${log.join(" | ")}`);
    }
    assert.equal(log.length, 2 * turn + 2, log.join(" | "));
    assert.match(log[2 * turn + 1], /^Engine: /);
    engineMoves++;
    // The engine's move: the nim-sum goes from non-zero to 0, shown in binary.
    assert.equal(doc.played.by, "engine");
    assert.equal(doc.played.mover_was_winning, true);
    assert.equal(doc.value, 0);
    // Both moves of the round are explained: ours, then the engine's reply.
    const moves = explain.getByTestId("games-move-explain");
    assert.equal(await moves.count(), 2, await explain.innerText());
    const ours = moves.nth(0);
    assert.match(await ours.innerText(), /^You took/);
    assert.match(await ours.innerText(), /The nim-sum was already 0: no move could keep it 0/);
    const yourTable = await tableRows(ours.getByTestId("games-move-table"));
    assertBinary(yourTable[0], 0, yourTable[0].bits.length, "the nim-sum before our move");
    const move = moves.nth(1);
    assert.match(await move.innerText(), /The engine took/);
    const table = await tableRows(move.getByTestId("games-move-table"));
    const width = table[0].bits.length;
    const { value_before: before, from_value: from, to_value: to } = doc.played;
    assert.notEqual(before, 0);
    assertBinary(table[0], before, width, "nim-sum before");
    assertBinary(table[1], from, width, "the pile before");
    assertBinary(table[2], to, width, "the pile after");
    assertBinary(table[3], 0, width, "nim-sum after");
    assert.equal(before ^ from ^ to, 0);
    assert.match(await move.innerText(), /makes the nim-sum .* = 0/);
    // The position's table: every pile and the nim-sum, as the server says.
    rows = await tableRows(explain.getByTestId("games-components"));
    const w = rows[0].bits.length;
    doc.piles.forEach((p, i) => assertBinary(rows[i], p, w, `pile ${i + 1}`));
    assertBinary(rows[doc.piles.length], doc.piles.reduce((a, b) => a ^ b, 0), w, "nim-sum");
    // The CLI agrees on the position the engine left.
    const cli = JSON.parse(grundy(["nim", ...doc.piles.map(String), "--json"]));
    assert.equal(cli.value, 0);
    if (turn === 0) await screenshot(page, "games-nim-explained");
  }
  doc = await pageDoc(page);
  assert.equal(doc.game_over, true);
  assert.ok(doc.piles.every((p) => p === 0));
  assert.ok(engineMoves >= 3, `a game of ${engineMoves} engine moves`);
  assert.match(await section.getByTestId("games-status").innerText(), /engine won/i);
  await screenshot(page, "games-nim-lost");
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Misère Nim: with the Rule switch on, the position 1 1 1 is lost for the player to move
// (they take the last token in the end), the panel says misère Nim's rule decided it, and
// a game played to the end is won by whoever did not take the last token.
test("the misère switch plays misère Nim and says why", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "games");
  await section.getByTestId("games-tab-nim").click();
  await idle(page);
  await section.getByTestId("games-first-you").check();
  await section.getByTestId("games-misere-switch").check();
  await idle(page);
  await section.getByTestId("games-setup-piles").fill("1 1 1");
  await section.getByTestId("games-setup-apply").click();
  await page.waitForFunction(() => {
    const s = document.getElementById("area-games");
    const doc = JSON.parse(s.dataset.doc || "null");
    return s.dataset.state === "ready" && doc && JSON.stringify(doc.piles) === "[1,1,1]";
  }, null, { timeout: 15000 });
  let doc = await pageDoc(page);
  assert.equal(doc.play, "misere");
  assert.equal(doc.mover_wins, false);
  const explain = section.getByTestId("games-explain");
  assert.match(await explain.getByTestId("games-misere-reason").innerText(), /misère Nim's rule: .*odd in number/);
  assert.match(await section.getByTestId("games-status").innerText(), /misère/);
  await screenshot(page, "games-misere");
  // Take a token; the engine takes one; we must take the last one and lose.
  for (let turn = 0; turn < 4; turn++) {
    doc = await pageDoc(page);
    if (doc.game_over) break;
    const pile = doc.piles.findIndex((p) => p > 0);
    await section.locator(`rect.stone[data-pile="${pile}"][data-amount="1"]`).click();
    await idle(page);
  }
  doc = await pageDoc(page);
  assert.equal(doc.game_over, true);
  assert.match(await section.getByTestId("games-status").innerText(), /The engine won: you made the last move/);
});

// The Rule switch reaches every game: with it on, each tab's position comes back decided
// under misère play, with the method and its reason in the panel, and the engine answers
// a move under the same rule.
test("the misère switch reaches every game", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "games");
  await section.getByTestId("games-first-engine").check();
  await section.getByTestId("games-misere-switch").check();
  const methods = {};
  for (const id of ["nim", "staircase", "bean-split", "equal-split", "paper-cutting", "hackenbush", "heaps"]) {
    await section.getByTestId(`games-tab-${id}`).click();
    await idle(page);
    await page.waitForFunction((id) => {
      const s = document.getElementById("area-games");
      const doc = JSON.parse(s.dataset.doc || "null");
      return s.dataset.state === "ready" && doc && doc.command === id && doc.played;
    }, id, { timeout: 20000 });
    const doc = await pageDoc(page);
    assert.equal(doc.play, "misere", id);
    methods[id] = doc.misere.method;
    if (!doc.game_over) {
      const reason = await section.getByTestId("games-explain").getByTestId("games-misere-reason").innerText();
      assert.match(reason, /^Decided by /, id);
      assert.ok(reason.length > 40, `${id}: ${reason}`);
    }
    // The engine moved first under the same rule.
    assert.equal(doc.played?.by, "engine", id);
    if (id === "hackenbush") await screenshot(page, "games-misere-hackenbush");
  }
  assert.equal(methods.staircase, "staircase");
  assert.equal(methods["paper-cutting"], "normal-play");
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A link opens its game by the game's name, and an old link by the game's old name
// (`#games/kam` was staircase Nim's), so bookmarks keep working.
test("a link opens its game, an old name too", async () => {
  const page = await newPage(env.context);
  for (const [hash, id] of [["games/equal-split", "equal-split"], ["games/kam", "staircase"], ["games/cutting", "paper-cutting"]]) {
    await page.goto(`${env.url}#${hash}`);
    await page.reload();
    await page.waitForFunction((id) => {
      const s = document.getElementById("area-games");
      const doc = JSON.parse(s?.dataset.doc || "null");
      return s?.dataset.state === "ready" && s.dataset.game === id && doc?.command === id;
    }, id, { timeout: 15000 });
    const selected = page.locator(`#area-games [data-testid="games-tab-${id}"]`);
    assert.equal(await selected.getAttribute("aria-selected"), "true", hash);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
