// The octal explorer on the code forms beyond octal digits: Grundy's game from its "Try"
// button (values checked against the start of the sequence, no period claimed), a
// hexadecimal code computed by the plain method (the side panel says so, not "no splits";
// its period certified with the three-heap bound), and a code with `=`, whose candidate
// period the page says no theorem can certify. No script error on the way.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, newPage, openArea, screenshot } from "./support.js";

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
