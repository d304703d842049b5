// The page's frame: it loads without a console error, names the five areas in its
// navigation, switches areas by the address's #fragment, enlarges its text for a
// projector, and links to the API's index.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, newPage, screenshot } from "./support.js";

let env;
before(async () => (env = await setup()));
after(async () => env && (await env.close()));

test("the page loads with the five areas in its navigation", async () => {
  const page = await newPage(env.context);
  const response = await page.goto(env.url);
  assert.equal(response.status(), 200);
  assert.match(response.headers()["content-type"], /^text\/html/);
  assert.match(await page.title(), /grundy/);
  const links = await page.locator("nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  assert.deepEqual(links, ["#board", "#stones", "#geography", "#games", "#octal"]);
  // Each link shows its section and only that one.
  for (const area of ["stones", "geography", "games", "octal", "board"]) {
    await page.click(`nav a[data-area=${area}]`);
    await page.locator(`#area-${area}`).waitFor({ state: "visible" });
    const shown = await page.locator("main > section:not([hidden])").evaluateAll((s) => s.map((x) => x.dataset.area));
    assert.deepEqual(shown, [area]);
    assert.equal(await page.getAttribute(`nav a[data-area=${area}]`, "aria-current"), "page");
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the projector switch enlarges the text", async () => {
  const page = await newPage(env.context);
  await page.goto(env.url);
  const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  const before = await size();
  await page.check("#projector");
  assert.ok(await page.evaluate(() => document.body.classList.contains("projector")));
  const after = await size();
  assert.ok(after > before, `font size ${before} -> ${after}`);
  await screenshot(page, "shell-projector");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the API link answers with the endpoint list", async () => {
  const page = await newPage(env.context);
  await page.goto(env.url);
  const href = await page.locator("footer a").getAttribute("href");
  const response = await page.request.get(new URL(href, env.url).href);
  assert.equal(response.status(), 200);
  const doc = await response.json();
  assert.equal(doc.command, "api");
  assert.ok(doc.endpoints.some((e) => e.path === "/api/nim"));
  await page.close();
});
