// One smoke test per area of the page: it mounts (its section says data-state="ready"),
// shows a lead text and at least one button, logs no console error and asks for nothing
// that fails; a screenshot of each is saved as target/screenshots/smoke-<area>.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, newPage, openArea, screenshot } from "./support.js";

let env;
before(async () => (env = await setup()));
after(async () => env && (await env.close()));

const AREAS = ["board", "stones", "geography", "games", "octal"];

for (const area of AREAS) {
  test(`the ${area} area loads without errors`, async () => {
    const page = await newPage(env.context);
    const section = await openArea(page, env.url, area);
    assert.ok(await section.locator("button").count() > 0, `${area}: no button`);
    const text = (await section.innerText()).trim();
    assert.ok(text.length > 40, `${area}: almost no text: ${text}`);
    assert.ok(!/being built/i.test(text), `${area}: still the placeholder`);
    await screenshot(page, `smoke-${area}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
