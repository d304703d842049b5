// The octal explorer on the code forms beyond octal digits: Grundy's game from its "Try"
// button (values checked against the start of the sequence, no period claimed), a
// hexadecimal code computed by the plain method (the side panel says so, not "no splits";
// its period certified with the three-heap bound), and a code with `=`, whose candidate
// period the page says no theorem can certify. Cancel stops a long run and keeps the
// values it computed, shown as partial and under the code they belong to (the code box
// says it too). The introduction is short, the rules of codes folded away. On a server
// whose long-run lane has one slot, a second tab's long run says it waits for a slot,
// each tab names itself with its own X-Grundy-Client token, and Cancel ends a waiting run
// at once. No script error on the way.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, newPage, openArea, screenshot, grundy, startServer } from "./support.js";

// The page's first goal of an "until certified" run (`PERIODIC_MIN` in octal.js).
const PERIODIC_MIN = 1000;

let env;
before(async () => (env = await setup()));
after(async () => env && (await env.close()));

// Waits until the explorer shows the run of `code` and is idle.
async function shown(page, code) {
  await page.waitForFunction(
    (want) => {
      const s = document.getElementById("area-octal");
      return s.dataset.code === want && s.dataset.state === "ready";
    },
    code,
    { timeout: 30000 },
  );
  return page.evaluate(() => document.getElementById("area-octal").doc);
}

// Runs `code` for its first `max` values, or (max null) until its period is certified.
async function run(page, code, max) {
  await page.fill('[data-testid="octal-code"]', code);
  if (max === null) {
    await page.check('[data-testid="octal-mode-periodic"]');
  } else {
    await page.fill('[data-testid="octal-max"]', String(max)); // Focusing it picks "the first".
  }
  await page.click('[data-testid="octal-run"]');
}

test("Grundy's game, a three-heap code and a code without a periodicity theorem", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "octal");

  await section.locator('[data-code="4!.0"]').click();
  let doc = await shown(page, "4!.0");
  assert.deepEqual(doc.values.slice(0, 12), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]);
  assert.equal(doc.method, "sparse");
  assert.match(await page.locator('[data-testid="octal-period"]').innerText(), /No period found/);
  await screenshot(page, "octal-grundys-game");

  await run(page, "0.F", 200);
  doc = await shown(page, "0.F");
  assert.equal(doc.method, "plain");
  assert.match(await page.locator('[data-testid="octal-sparse"]').innerText(), /plain method/);
  assert.match(await section.innerText(), /Period 2 from n = 0, certified.*proves it from 10 values/s);
  await screenshot(page, "octal-plain-method");

  // Until certified: without a theorem the server computes the first values only, not a
  // million.
  await run(page, "0.4=", null);
  doc = await shown(page, "0.4=");
  assert.equal(doc.period.needed, null);
  assert.ok(doc.computed <= PERIODIC_MIN, `${doc.computed} values`);
  assert.match(await section.innerText(), /not certified: no periodicity theorem is known for this code/);
  await screenshot(page, "octal-no-theorem");

  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Cancel keeps the values computed so far, under their code", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "octal");
  await shown(page, "0.07");
  // The introduction: two sentences, the rules of codes folded away until asked for.
  const lead = await section.locator("p.lead").evaluate((p) => p.firstChild.textContent);
  assert.ok(lead.length < 250, lead);
  assert.equal(await section.getByTestId("octal-codes-help").evaluate((d) => d.open), false);

  // Officers until certified, at most 10^8 values: minutes of work. Cancel once values come in.
  await page.fill('[data-testid="octal-limit"]', "100000000");
  await run(page, "0.6", null);
  await page.waitForFunction(
    () => /[1-9][\d,]* values so far/.test(document.querySelector('#area-octal [data-testid="octal-progress-text"]').textContent),
    null,
    { timeout: 30000 },
  );
  await page.click('[data-testid="octal-cancel"]');
  const doc = await shown(page, "0.6");
  assert.equal(doc.partial, true);
  assert.ok(doc.computed > 0 && doc.computed < 1e8, `${doc.computed} values`);
  assert.equal(doc.values.length, Math.min(doc.computed, 1_000_000));
  const n = Math.min(doc.computed, 3000);
  const cli = JSON.parse(grundy(["octal", "0.6", "--max", String(n), "--show", String(n), "--json"]));
  assert.deepEqual(doc.values.slice(0, n), cli.values, "the values kept are the CLI's");
  // One code everywhere: the box, the summary, the section.
  assert.equal(await page.inputValue('[data-testid="octal-code"]'), "0.6");
  const said = await section.getByTestId("octal-summary").innerText();
  assert.match(said, /^0\.6: stopped after [\d,]+ values \(Cancel\): these are the values computed so far/);
  assert.doesNotMatch(said, /0\.07/);
  await screenshot(page, "octal-cancelled-partial");
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The misère view: Kayles' quotient (order 40, certified), shown with its presentation,
// P-portion and pretending function; a code whose quotient outgrows the page's bound says
// where it stopped, keeping the heaps done.
test("the misère quotient of Kayles, and one that keeps growing", async () => {
  const page = await newPage(env.context);
  const section = await openArea(page, env.url, "octal");
  await run(page, "0.77", 200);
  await shown(page, "0.77");
  await section.getByTestId("octal-misere-run").click();
  const summary = section.getByTestId("octal-misere-summary");
  await summary.waitFor({ timeout: 30000 });
  assert.match(await summary.innerText(), /0\.77: a quotient of order 40 \(heaps 1\.\.167\); certified: the pretending function has period 12 from heap 71/);
  assert.match(await section.getByTestId("octal-misere-p").innerText(), /P-portion .*: a d e b\^2/);
  const cells = await section.getByTestId("octal-misere-pretending").locator("td").allInnerTexts();
  assert.deepEqual(cells.slice(0, 6), ["1", "a", "b", "ab", "a", "c"]);
  await screenshot(page, "octal-misere-kayles");

  await page.fill('[data-testid="octal-code"]', "0.26");
  await section.getByTestId("octal-misere-run").click();
  await page.waitForFunction(() => /0\.26: a quotient/.test(document.querySelector('[data-testid="octal-misere-summary"]')?.innerText ?? ""), null, { timeout: 60000 });
  assert.match(await summary.innerText(), /stopped at heap \d+: .*beyond the bound of 128/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a second tab's long run waits for the long lane's slot, and says so", async () => {
  const server = await startServer(["--long-parallel", "1", "--long-per-client", "1"]);
  try {
    const tokens = [];
    const pages = [];
    for (let i = 0; i < 2; i++) {
      const page = await newPage(env.context);
      page.on("request", (req) => {
        if (req.url().includes("/api/octal")) tokens[i] = req.headers()["x-grundy-client"];
      });
      await openArea(page, server.url, "octal");
      await shown(page, "0.07");
      await page.fill('[data-testid="octal-limit"]', "100000000");
      pages.push(page);
    }
    const [first, second] = pages;
    const progressText = () => document.querySelector('#area-octal [data-testid="octal-progress-text"]').textContent;
    const progressSays = (page, pattern) =>
      page.waitForFunction(
        (source) => new RegExp(source).test(document.querySelector('#area-octal [data-testid="octal-progress-text"]').textContent),
        pattern.source,
        { timeout: 30000 },
      );
    await run(first, "0.6", null);
    await progressSays(first, /[1-9][\d,]* values so far/);
    await run(second, "0.6", null);
    await progressSays(second, /waiting for a free slot/);
    const said = await second.evaluate(progressText);
    assert.match(said, /^0\.6: waiting for a free slot: the server computes 1 long run at once/);
    await screenshot(second, "octal-waiting-for-the-long-lane");
    // Each tab its own token.
    assert.match(tokens[0], /^[0-9a-f]{32}$/);
    assert.match(tokens[1], /^[0-9a-f]{32}$/);
    assert.notEqual(tokens[0], tokens[1]);
    // Cancel ends the waiting run at once; then the running one.
    await second.click('[data-testid="octal-cancel"]');
    assert.equal((await shown(second, "0.6")).partial, true);
    await first.click('[data-testid="octal-cancel"]');
    assert.equal((await shown(first, "0.6")).partial, true);
    for (const page of pages) {
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  } finally {
    await server.stop();
  }
});
