// The page's frame: it loads without a console error, names the five areas in its
// navigation, switches areas by the address's #fragment, enlarges its text for a
// projector (the text of the SVG pictures too: Hackenbush's edge numbers and piece
// labels, the geography graph's vertex names), and links to the API's index.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, newPage, screenshot, openArea, waitReady } from "./support.js";

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
  // The choice is remembered (localStorage, shared by the pages of this browser): a new
  // page opens in projector mode until it is switched off.
  const again = await newPage(env.context);
  await again.goto(env.url);
  assert.ok(await again.evaluate(() => document.body.classList.contains("projector")));
  await again.uncheck("#projector");
  await again.close();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The height of every text of the pictures, in the pictures' own units (getBBox), so that
// a wider or narrower page does not change it.
const pictureText = (page, selector) =>
  page.locator(selector).evaluateAll((texts) => texts.map((t) => ({ cls: t.getAttribute("class"), h: t.getBBox().height })));

test("the projector switch enlarges the text of the pictures", async () => {
  const page = await newPage(env.context);
  const games = await openArea(page, env.url, "games");
  await games.getByTestId("games-tab-hackenbush").click();
  await page.locator("#area-games svg.hb text.edge-number").first().waitFor();
  await waitReady(page, "games");
  assert.equal(await page.isChecked("#projector"), false, "the page opens in normal mode");
  const hackenbush = "#area-games svg.hb text";
  const geography = "#area-geography svg text.geo-label";
  const small = await pictureText(page, hackenbush);
  assert.ok(small.some((t) => t.cls.includes("edge-number")), JSON.stringify(small));
  await page.check("#projector");
  const large = await pictureText(page, hackenbush);
  assert.equal(large.length, small.length);
  large.forEach((t, i) => assert.ok(t.h >= 1.3 * small[i].h, `${t.cls}: ${small[i].h} -> ${t.h}`));
  await screenshot(page, "games-hackenbush-projector");
  await page.uncheck("#projector");
  await openArea(page, env.url, "geography");
  const names = await pictureText(page, geography);
  assert.ok(names.length > 0);
  await page.check("#projector");
  const larger = await pictureText(page, geography);
  larger.forEach((t, i) => assert.ok(t.h >= 1.3 * names[i].h, `vertex name: ${names[i].h} -> ${t.h}`));
  await screenshot(page, "geography-projector");
  await page.uncheck("#projector");
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
