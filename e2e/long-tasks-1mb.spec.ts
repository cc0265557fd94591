// Opening a 1 MB file in a text tool and showing its result never blocks the page for long: one
// test per family of tools. Wrapped in CodeMirror, one 1 MB line (a minified file, a
// minifier's or encoder's result) cost a main-thread task of 0.4–1.4 s.
//
// The requirement is no task over 100 ms. Each task is measured twice: its wall time by the page's
// PerformanceObserver (what the user feels), and its CPU time in a Chromium trace. On the test
// machine's 2 shared cores, two tests and their workers compete with the page, and other processes
// stretch the wall time of a 30 ms task past 100 ms (seen: up to 540 ms under a load average of 19),
// so the 100 ms bound applies to CPU time, and wall time has a looser bound that still fails on the
// layouts this guards against. Both are scaled by the machine's measured slowdown against the machine
// the budget was set on (e2e/machine-speed.ts). bench/long-tasks-1mb.mjs records both for every
// text tool.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { deflateSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { type Browser, type Locator, type Page, expect, test } from "@playwright/test";
import { TRACE_CATEGORIES, longestCpuTaskMs } from "./long-task-trace";
import { machineSlowdown, scaledLimitMs } from "./machine-speed";
import { downloadOutput, gotoHydrated, outputPanel, readField } from "./support";

/** The requirement, on the main thread's CPU time per task. */
const LONG_TASK_CPU_LIMIT_MS = 100;
/** Wall time per task, as PerformanceObserver sees it on a busy machine. */
const LONG_TASK_WALL_LIMIT_MS = 400;
const INPUT_CHARS = 1024 * 1024;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const durations: number[] = [];
    Object.assign(window, { longTaskDurations: durations });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    }).observe({ type: "longtask" });
  });
});

/** `item(i)` for i = 0, 1, 2… joined by `separator`, 1 MiB in all. */
function oneMegabyte(item: (i: number) => string, separator: string, before = "", after = "") {
  const items: string[] = [];
  let size = before.length + after.length;
  for (let i = 0; size < INPUT_CHARS; i++) {
    items.push(item(i));
    size += items[i].length + separator.length;
  }
  return before + items.join(separator) + after;
}

// Minified inputs (one line) for the formatters, where the Input shows the line as it is.
const xml = oneMegabyte(
  (i) => `<item id="${i}"><name>Item ${i} &amp; co</name><tags><tag>a</tag></tags></item>`,
  "",
  "<catalog>",
  "</catalog>",
);
const html = oneMegabyte(
  (i) =>
    `<section id="s${i}"><h2>Title ${i}</h2><p>Hello <b>world</b> <a href="/p/${i}">link</a></p></section>`,
  "",
  "<!DOCTYPE html><html><head><title>T</title></head><body>",
  "</body></html>",
);
const css = (separator: string) =>
  oneMegabyte(
    (i) => `.card-${i} > h2 { color: #f00; margin: 0 auto; padding: 1px 2px; }`,
    separator,
  );
const javascript = (separator: string) =>
  oneMegabyte(
    (i) => `function item${i}(a, b) { const list = [a, b, ${i}]; return list.map((v) => v * 2); }`,
    separator,
  );
const sql = oneMegabyte(
  (i) => `select id, name from orders_${i % 50} where total > ${i} order by id;`,
  " ",
);
const json = oneMegabyte(
  (i) => `{"id":${i},"name":"item ${i}","tags":["a","b"],"ok":true}`,
  ",",
  "[",
  "]",
);
const csv = oneMegabyte((i) => `${i},Item ${i},${i * 3},"a, b"`, "\n", "id,name,price,tags\n");
const markdown = oneMegabyte(
  (i) =>
    `## Section ${i}\n\nSome *emphasis* and **strong** text with a [link](https://example.com/${i}) and \`code\`.\n\n- one\n- two\n`,
  "\n",
);
const text = oneMegabyte((i) => `Line ${i}: café & <b>"quoted"</b> 50% off? a/b=c ✓`, "\n");

const durationsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { longTaskDurations: number[] }).longTaskDurations.splice(0),
  );

/** The status line once a result is in ("Input: … · Output: 1,234 characters"). */
const resultStatus = (page: Page) =>
  outputPanel(page).getByText(/Output: [1-9][\d,]* (characters|bytes)/);

/** Waits until the page has had no long task for a second (hydration and first-load work done). */
async function settle(page: Page) {
  for (let tries = 0; tries < 20; tries++) {
    const recent = await page.evaluate(
      () =>
        new Promise<number>((done) =>
          setTimeout(
            () =>
              done(
                (window as unknown as { longTaskDurations: number[] }).longTaskDurations.splice(0)
                  .length,
              ),
            1000,
          ),
        ),
    );
    if (recent === 0) return;
  }
}

/**
 * Opens `contents` as a file in the tool at `route`, runs it if the page asks for Ctrl+Enter, waits
 * until the result is shown, and returns the main-thread long tasks of all that: their wall times
 * and the longest CPU time. The file is chosen from disk, as a user does: given as bytes,
 * Playwright itself would build it in the page, a long task of its own.
 */
async function openAndShowResult(
  browser: Browser,
  page: Page,
  route: string,
  fileName: string,
  contents: string,
) {
  // Not under test-results/: a run starting in parallel in the same checkout empties it.
  const folder = await mkdtemp(path.join(os.tmpdir(), "long-tasks-1mb-"));
  const file = path.join(folder, fileName);
  await writeFile(file, contents);
  try {
    await gotoHydrated(page, route);
    await settle(page);
    const slowdown = await machineSlowdown(page);
    await durationsOf(page); // the calibration's own tasks are not the tool's
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.setInputFiles("input[type=file]", file);
    const waiting = outputPanel(page).getByText("(Ctrl+Enter)");
    await expect(waiting.or(resultStatus(page)).first()).toBeVisible({ timeout: 30_000 });
    if (await waiting.isVisible()) {
      await expect(page.locator('.cm-content[aria-label="Input"]')).toBeVisible();
      await page.keyboard.press("Control+Enter");
    }
    await expect(resultStatus(page)).toBeVisible({ timeout: 120_000 });
    // The result's own drawing, one frame later, belongs to the measurement too.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
    );
    const cpuMs = longestCpuTaskMs(await browser.stopTracing());
    return { wallMs: (await durationsOf(page)).map(Math.round), cpuMs, slowdown };
  } finally {
    // The page reads the file from disk when it needs it: it may go only now.
    await rm(folder, { recursive: true });
  }
}

interface MeasuredTasks {
  wallMs: number[];
  cpuMs: number;
  /** machineSlowdown() just before the measurement. */
  slowdown: number;
}

function expectShortTasks(where: string, { wallMs, cpuMs, slowdown }: MeasuredTasks) {
  test.info().annotations.push({
    type: "long tasks",
    description: `${where}: CPU ${cpuMs} ms, wall ${wallMs.join(", ")} ms, machine slowdown ${slowdown}`,
  });
  expect(cpuMs, `longest main-thread task's CPU time on ${where}`).toBeLessThanOrEqual(
    scaledLimitMs(LONG_TASK_CPU_LIMIT_MS, slowdown),
  );
  expect(
    Math.max(0, ...wallMs),
    `longest main-thread task on ${where} (all: ${wallMs.join(", ")} ms)`,
  ).toBeLessThanOrEqual(scaledLimitMs(LONG_TASK_WALL_LIMIT_MS, slowdown));
}

async function expectNoLongTask(
  browser: Browser,
  page: Page,
  route: string,
  fileName: string,
  contents: string,
) {
  expectShortTasks(route, await openAndShowResult(browser, page, route, fileName, contents));
}

/** The result's length as the status line gives it. */
async function statusCount(page: Page): Promise<number> {
  const status = (await resultStatus(page).textContent()) ?? "";
  return Number(/Output: ([\d,]+)/.exec(status)![1].replace(/,/g, ""));
}

/** Download saves the whole result: as long as the status says, or exactly `expected`. */
async function expectWholeDownload(page: Page, expected?: string) {
  const saved = (await downloadOutput(page)).bytes.toString("utf8");
  if (expected !== undefined)
    expect(saved === expected, "the download is the whole result").toBe(true);
  else expect(saved.length).toBe(await statusCount(page));
}

test(
  "formatters: a minified 1 MB file opens, formats and stays editable without a long task",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(300_000);
    await expectNoLongTask(browser, page, "/xml-beautifier", "big.xml", xml);
    await expectNoLongTask(browser, page, "/html-formatter", "big.html", html);
    await expectNoLongTask(browser, page, "/javascript-beautifier", "big.js", javascript(""));
    await expectNoLongTask(browser, page, "/sql-formatter", "big.sql", sql);
    await expectNoLongTask(browser, page, "/json-formatter", "big.json", json);
    // A 20 MB file, from the moment it is chosen to its formatted result shown and Download ready
    // (bench/json-format.mjs times the same path against node).
    const twentyMegabytes = `[${Array.from({ length: 20 }, () => json).join(",")}]`;
    await expectNoLongTask(browser, page, "/json-formatter", "big-20mb.json", twentyMegabytes);
    await expect(outputPanel(page).getByRole("button", { name: "Download" })).toBeEnabled();
    await expectNoLongTask(browser, page, "/css-beautifier", "big.css", css(""));

    // The 1 MB line stays editable: a key typed at its end arrives, without a long task.
    const slowdown = await machineSlowdown(page);
    await durationsOf(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.locator('.cm-content[aria-label="Input"]').click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("x");
    await expect(outputPanel(page)).toContainText(
      `Input: ${(css("").length + 1).toLocaleString("en-US")} characters`,
    );
    const cpuMs = longestCpuTaskMs(await browser.stopTracing());
    expectShortTasks("typing in /css-beautifier", {
      wallMs: await durationsOf(page),
      cpuMs,
      slowdown,
    });
  },
);

test(
  "minifiers: a 1 MB file becomes one long line, shown and downloaded whole without a long task",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(240_000);
    await expectNoLongTask(browser, page, "/javascript-minifier", "big.js", javascript("\n"));
    await expectWholeDownload(page);
    await expectNoLongTask(browser, page, "/css-minifier", "big.css", css("\n"));
    await expectWholeDownload(page);
  },
);

test(
  "converters: a 1 MB file converts and shows its result without a long task",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(240_000);
    await expectNoLongTask(browser, page, "/json-to-yaml-converter", "big.json", json);
    await expectWholeDownload(page);
    await expectNoLongTask(browser, page, "/csv-to-json-converter", "big.csv", csv);
    await expectWholeDownload(page);
    await expectNoLongTask(browser, page, "/json-to-xml-converter", "big.json", json);
    await expectWholeDownload(page);
  },
);

test(
  "encoders: a 1 MB file encodes to one long line without a long task, downloaded whole",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(240_000);
    await expectNoLongTask(browser, page, "/base64-encoder-decoder", "big.txt", text);
    await expectWholeDownload(page, Buffer.from(text).toString("base64"));
    await expectNoLongTask(browser, page, "/url-encoder-decoder", "big.txt", text);
    await expectWholeDownload(page);
    await expectNoLongTask(browser, page, "/text-escaper", "big.txt", text);
    await expectWholeDownload(page);
  },
);

test(
  "Markdown converters: a 1 MB file converts in a worker and shows its result without a long task",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(240_000);
    await expectNoLongTask(browser, page, "/markdown-to-html", "big.md", markdown);
    await expectWholeDownload(page);
    await expectNoLongTask(browser, page, "/html-to-markdown", "big.html", html);
    await expectWholeDownload(page);
  },
);

test(
  "Text to PDF: 73 KB and 1 MB of text put in at once, typed or pasted, without a long task",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(240_000);
    const editor = page.locator('.cm-content[aria-label="Input"]');
    const madePdf = page.getByText(/^\d[\d,]* pages? · /);
    /** Replaces the Input with `contents` the way `putIn` does, and measures until `shown` shows. */
    async function measure(
      where: string,
      contents: string,
      putIn: (contents: string) => Promise<unknown>,
      shown = madePdf,
    ) {
      await editor.click();
      await page.keyboard.press("ControlOrMeta+a");
      const slowdown = await machineSlowdown(page);
      await durationsOf(page);
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await putIn(contents);
      await expect(shown).toBeVisible({ timeout: 60_000 });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
      );
      const cpuMs = longestCpuTaskMs(await browser.stopTracing());
      expectShortTasks(where, { wallMs: await durationsOf(page), cpuMs, slowdown });
    }
    const lines = (how: string) =>
      Array.from({ length: 1_500 }, (_, i) => `${how} line ${i}: café & "quoted" 50% off?`).join(
        "\n",
      );
    const typed = (contents: string) => page.keyboard.insertText(contents);
    const pasted = (contents: string) =>
      editor.evaluate((element, text) => {
        const data = new DataTransfer();
        data.setData("text/plain", text);
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
      }, contents);

    await gotoHydrated(page, "/text-to-pdf");
    // The editor replaces the plain field when it is first used.
    await page.getByLabel("Input", { exact: true }).click();
    await expect(editor).toBeVisible();
    await settle(page);
    // Each text differs from the one before, so each makes a new PDF.
    await measure("1,500 lines (73 KB) typed into /text-to-pdf", lines("Typed"), typed);
    await expect(page.getByRole("img", { name: /^Page 1 of / })).toContainText("Typed line 0");
    await measure("1,500 lines (73 KB) pasted into /text-to-pdf", lines("Pasted"), pasted);
    await expect(page.getByRole("img", { name: /^Page 1 of / })).toContainText("Pasted line 0");
    // A megabyte waits for Make PDF: the text must arrive, and the page say so, without a long task.
    const waiting = page.getByText("This text is long: press Make PDF (Ctrl+Enter).");
    await measure("1 MB typed into /text-to-pdf", text, typed, waiting);
    // All of it arrived: the editor shows its last line, where the cursor is now.
    await expect(editor).toContainText(text.slice(text.lastIndexOf("\n") + 1));
  },
);

test(
  "Paste anything: 1 MB typed into the home page's field says what it is, and a key typed then replaces it, without a long task",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(120_000);
    const field = page.getByLabel("Paste anything");
    const said = (description: RegExp) => page.getByRole("status").filter({ hasText: description });
    /** Runs `act` and measures the page's tasks until `shown` shows, a frame after. */
    async function measure(where: string, act: () => Promise<unknown>, shown: Locator) {
      const slowdown = await machineSlowdown(page);
      await durationsOf(page);
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await act();
      await expect(shown).toBeVisible({ timeout: 60_000 });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
      );
      const cpuMs = longestCpuTaskMs(await browser.stopTracing());
      expectShortTasks(where, { wallMs: await durationsOf(page), cpuMs, slowdown });
    }
    await gotoHydrated(page, "/");
    await settle(page);
    await field.click();
    await measure(
      "1 MB of JSON typed into Paste anything",
      () => page.keyboard.insertText(json),
      said(/It looks like: JSON/),
    );
    await expect(
      page.getByRole("list", { name: "Suggested tools" }).getByRole("button").first(),
    ).toContainText("JSON Formatter");
    // The field does not hold the megabyte (a textarea lays it out in 0.4–0.9 s): it says so.
    await expect(
      page.getByText(`${json.length.toLocaleString("en-US")} characters pasted`),
    ).toBeVisible();
    expect(await field.inputValue()).toBe("");
    // A key typed then replaces it, at once.
    await measure(
      "a key typed after 1 MB in Paste anything",
      () => page.keyboard.type("@"),
      said(/It looks like: Plain text/),
    );
    await expect(page.getByText("characters pasted")).toHaveCount(0);
    expect(await field.inputValue()).toBe("@");
  },
);

test(
  "Chain Tools: a 10 MB file through three steps (Base64 decode, JSON Formatter, Base64 encode) without a long task",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(240_000);
    // Ten megabytes of Base64, of a JSON document of about 7.5 MB, as one line.
    const document = `[${Array.from({ length: 8 }, () => json).join(",")}]`;
    const encoded = Buffer.from(document, "utf8").toString("base64");
    expect(encoded.length).toBeGreaterThan(10 * 1024 * 1024);
    // The chain as a link gives it (docs/share-links.md), without an input: shown, not run.
    const state = {
      version: 1,
      tool: "/chain",
      fields: {
        steps: [
          { tool: "/base64-encoder-decoder", options: { mode: "decode" } },
          { tool: "/json-formatter", options: {} },
          // Encoded again, as a payload is after it was made readable: a step that takes the
          // worker a second, where YAML would take it most of a minute for the same main thread.
          { tool: "/base64-encoder-decoder", options: { mode: "encode" } },
        ],
      },
    };
    const link = `/chain#share=v1.${deflateSync(Buffer.from(JSON.stringify(state))).toString("base64url")}`;
    const folder = await mkdtemp(path.join(os.tmpdir(), "long-tasks-chain-"));
    const file = path.join(folder, "ten-megabytes.b64");
    await writeFile(file, encoded);
    try {
      await gotoHydrated(page, link);
      await expect(page.getByText("These steps have not run yet")).toBeVisible();
      await settle(page);
      const slowdown = await machineSlowdown(page);
      await durationsOf(page);
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.setInputFiles("input[type=file]", file);
      await page.getByRole("button", { name: "Run", exact: true }).click();
      const done = outputPanel(page).getByText(/^Output: [1-9][\d,]* characters/);
      await expect(done).toBeVisible({ timeout: 180_000 });
      await page.evaluate(
        () => new Promise((finished) => requestAnimationFrame(() => setTimeout(finished, 300))),
      );
      const cpuMs = longestCpuTaskMs(await browser.stopTracing());
      expectShortTasks("10 MB through three steps in /chain", {
        wallMs: await durationsOf(page),
        cpuMs,
        slowdown,
      });
      // The whole result is the formatted document, encoded: its length as the status says it.
      const formatted = JSON.stringify(JSON.parse(document), null, 2);
      const expected = Buffer.from(formatted, "utf8").toString("base64");
      await expect(done).toContainText(
        `Output: ${expected.length.toLocaleString("en-US")} characters`,
      );
      expect(
        await readField(page, "Output").then((shown) => expected.startsWith(shown.slice(0, 1000))),
      ).toBe(true);
    } finally {
      await rm(folder, { recursive: true });
    }
  },
);
