// What every browser test shares: the grundy server (the built binary, `grundy serve
// --port 0`, its address read from its first line), Debian's Chromium driven by
// playwright-core, a page that records console errors, screenshots under
// target/screenshots/, and the area helpers (open an area and wait until it is idle).
//
// The binary: $GRUNDY_BIN, else the newer of target/release/grundy and target/debug/grundy
// (scripts/test passes the one `cargo test` built); $GRUNDY_ASSETS serves the page from a folder. The browser: $CHROMIUM, else
// /usr/bin/chromium (scripts/test installs Debian's package when it is missing).

import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const screenshotDir = path.join(root, "target", "screenshots");

// The grundy binary the tests run.
export function grundyBin() {
  if (process.env.GRUNDY_BIN) return process.env.GRUNDY_BIN;
  const candidates = ["release", "debug"]
    .map((profile) => path.join(root, "target", profile, "grundy"))
    .filter((p) => existsSync(p))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (candidates.length === 0) throw new Error("no grundy binary: run `cargo build -p grundy-cli` (or --release) first");
  return candidates[0];
}

// Runs `grundy ARGS...` and returns its standard output (exit codes 0 and 1 are answers).
export function grundy(args, input) {
  try {
    return execFileSync(grundyBin(), args, { input, encoding: "utf8", maxBuffer: 1 << 28 });
  } catch (err) {
    if (err.status === 1) return err.stdout;
    throw err;
  }
}

// Starts `grundy serve --port 0` and resolves with { url, stop } once it prints its address.
export function startServer(extraArgs = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(grundyBin(), ["serve", "--port", "0", ...extraArgs], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`grundy serve printed no address within 20 s: ${out}${err}`));
    }, 20000);
    child.stderr.on("data", (d) => (err += d));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`grundy serve exited (${code}): ${out}${err}`));
    });
    child.stdout.on("data", (d) => {
      out += d;
      const line = out.split("\n")[0];
      const match = out.includes("\n") && line.match(/http:\/\/[^\s/]+\//);
      if (!match) return;
      clearTimeout(timer);
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.removeAllListeners("exit");
          child.on("exit", () => done());
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 3000).unref();
        });
      resolve({ url: match[0], stop, output: () => out + err });
    });
  });
}

// The flags Chromium is started with on this machine: headless, no sandbox (root), and no
// background connections (the network is closed; they would fail many times a second).
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Launches Chromium with a fresh, empty profile (a new user-data-dir, removed by close()).
// Resolves with { context, close }.
export async function launchBrowser() {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "grundy-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: chromiumArgs,
    viewport: { width: 1400, height: 900 },
  });
  const close = async () => {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  return { context, close };
}

// A new page that records console errors and uncaught exceptions into `page.errors`.
export async function newPage(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") page.errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => page.errors.push(`exception: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() >= 400) page.errors.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  return page;
}

// Saves a screenshot of the page as target/screenshots/NAME.png and returns its path.
export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

// Opens `#area` and waits until its section says it is idle (data-state="ready").
export async function openArea(page, url, area) {
  await page.goto(`${url}#${area}`);
  const section = page.locator(`#area-${area}`);
  await section.waitFor({ state: "visible" });
  await waitReady(page, area);
  return section;
}

// Waits until the area's section is idle again (after a click that asked the server).
export async function waitReady(page, area, timeout = 15000) {
  await page.waitForFunction(
    (id) => document.getElementById(id)?.dataset.state === "ready",
    `area-${area}`,
    { timeout },
  );
}

// One server and one browser for a test file: call in `before`, then `after(env.close)`.
export async function setup() {
  // $GRUNDY_ASSETS: serve the page's files from that folder (`--assets`), for trying a
  // change of the page without rebuilding the binary.
  const server = await startServer(process.env.GRUNDY_ASSETS ? ["--assets", process.env.GRUNDY_ASSETS] : []);
  let browser;
  try {
    browser = await launchBrowser();
  } catch (err) {
    await server.stop();
    throw err;
  }
  return {
    url: server.url,
    server,
    context: browser.context,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

// The colour (`#rrggbb`) the canvas shows at the centre of each cell [row, col] (from
// 0) of a rows x cols board drawn on it, read from its pixels after the next frames.
export async function cellColours(page, testid, rows, cols, cells) {
  return page.evaluate(
    async ({ testid, rows, cols, cells }) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const canvas = document.querySelector(`[data-testid="${testid}"]`);
      const ctx = canvas.getContext("2d");
      const sx = canvas.width / cols;
      const sy = canvas.height / rows;
      return cells.map(([r, c]) => {
        const [red, green, blue] = ctx.getImageData(Math.floor((c + 0.5) * sx), Math.floor((r + 0.5) * sy), 1, 1).data;
        return "#" + [red, green, blue].map((v) => v.toString(16).padStart(2, "0")).join("");
      });
    },
    { testid, rows, cols, cells },
  );
}

// Clicks the centre of cell [row, col] (from 0) of a rows x cols board drawn on the
// canvas `testid`.
export async function clickCell(page, testid, rows, cols, [r, c]) {
  const canvas = page.locator(`[data-testid="${testid}"]`);
  const box = await canvas.boundingBox();
  await canvas.click({ position: { x: ((c + 0.5) * box.width) / cols, y: ((r + 0.5) * box.height) / rows } });
}

// The palette of the SVG pictures and the page (style.css): the player to move wins,
// loses, a blocked cell.
export const PALETTE = { win: "#5b9bd5", lose: "#f4a261", blocked: "#404040" };
