// The page contract of every page the site serves, checked in one visit per page (opening a page is
// most of a browser test's cost):
// - the static HTML answers 200 and carries the content (prerendered, not an empty shell);
// - React adopts it once, without a mismatch or an error, and the stylesheet applies;
// - on a live tool, the main input's accessible name is exactly "Input" and its main result's
//   "Output", so people using assistive technology find them the same way on every page;
// - axe finds no violation of serious or critical impact, in the light theme (every rule) and,
//   after the page's own theme switch, in the dark one (the rules that depend on colours);
// - the strict Content-Security-Policy (build-tools/content-security-policy.ts) holds: hydrating
//   and loading the lazy editor cause 0 violations;
// - nothing the page loads comes from another origin (no CDN, no analytics, no fonts), except a
//   market-data page's own source, which is answered with recorded data (market-data-fixtures.ts);
// - the scripts it loads before anyone acts on it are within its kind's budget of gzipped
//   JavaScript (bench/bundle-budget.mjs; `npm run bench:bundle` prints the table);
// and on a live tool, what it does with what the user gives it:
// - nothing typed, pasted or set on its Input before its editor (CodeMirror, lazy) has loaded is
//   lost: focus the Input by keyboard, let a form filler set a value, paste with Ctrl+V and type at
//   once, with no wait for the editor; focus and cursor carry over to the editor;
// - share by link (docs/share-links.md): a state written into a link comes back equal. The tool is
//   given its main task's input and fields (e2e-engines/main-tasks.mjs), shared with the input,
//   opened in a fresh browser, and shared again there: both links hold the same state.
import path from "node:path";
import { inflateSync } from "node:zlib";
import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { THEMES, blockingViolations, startInTheme } from "./axe";
import { CONNECT_ORIGINS_BY_PATH } from "../build-tools/content-security-policy";
import {
  MAIN_TASKS,
  checkMainTaskOnOpenPage,
  contractVisitTask,
} from "../e2e-engines/main-tasks.mjs";
import { BUDGET_KIB, gzippedBytes, kib, pageKind } from "../bench/bundle-budget.mjs";
import { addProbe, playwrightSession } from "./engine-session";
import { fillField } from "../e2e-engines/page-actions.js";
import { SITE_PAGES, gotoHydrated, readField, tools } from "./support";

/** Tools with no single main input to name Input, and why. */
const INPUT_EXCEPTIONS: Readonly<Record<string, string>> = {
  "/developer-cheatsheets":
    "a reference, not a transform: its one field searches the sheets and is named for that",
  "/text-diff":
    "two texts compared, named Original and Changed; the Original takes what Open in… hands over",
};

/** Tools whose main result is not named Output, and why. */
const OUTPUT_EXCEPTIONS: Readonly<Record<string, string>> = {
  "/qr-code-generator":
    "the result is an image, named by its own alt text; there is no text result to name",
  "/xpath-tester":
    "the result is a list of matched nodes in the Results region (ResultsPanel), each one selectable",
  "/developer-cheatsheets": "the sheet's entries, each with its own Copy button, are the result",
};

const liveTools = tools.filter((tool) => tool.status === "live");
const livePaths = new Set(liveTools.map((tool) => tool.path));

test("the exceptions name live tools only, and the sidebar is checked on pages that exist", () => {
  const excepted = [...Object.keys(INPUT_EXCEPTIONS), ...Object.keys(OUTPUT_EXCEPTIONS)];
  expect(excepted.filter((path) => !livePaths.has(path))).toEqual([]);
  const served = new Set(SITE_PAGES.map((page) => page.path));
  expect([...SIDEBAR_CHECKED_ON].filter((path) => !served.has(path))).toEqual([]);
});

/** The static HTML of `path`: 200, its h1, a title, a description and a canonical link. */
async function checkPrerendered(request: APIRequestContext, path: string, h1: string) {
  const raw = await request.get(path);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain(`>${h1.replace(/&/g, "&amp;")}`);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<meta name="description"');
  expect(html).toContain('rel="canonical"');
}

const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every script of the site's own the page fetches from now on, by path. */
function recordScripts(page: Page, origin: string): Set<string> {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  return scripts;
}

/**
 * The page's first-load JavaScript (what it fetched before anyone acted on it, its network quiet)
 * is within the budget of its kind of page.
 */
async function checkFirstLoadBudget(
  page: Page,
  scripts: Set<string>,
  kind: keyof typeof BUDGET_KIB,
) {
  await page.waitForLoadState("networkidle");
  const loaded = kib(
    [...scripts].reduce((sum, script) => sum + gzippedBytes(CLIENT_DIR, script), 0),
  );
  test.info().annotations.push({
    type: "first-load JavaScript",
    description: `${loaded} KiB gz in ${scripts.size} files (budget ${BUDGET_KIB[kind]} KiB)`,
  });
  expect(loaded, "first-load JavaScript in KiB gz").toBeLessThanOrEqual(BUDGET_KIB[kind]);
}

/**
 * The pages whose axe checks include the sidebar of all tools. It is the same on every page (the
 * same links, the current page's marked): checked on the home page, a category and a tool, it is
 * left out elsewhere, where it was half of axe's time (0.4 of 0.9 s a page on a quiet machine).
 */
const SIDEBAR_CHECKED_ON = new Set(["/", "/formatters", "/json-formatter"]);
const SIDEBAR = "#site-sidebar";

/**
 * No serious or critical axe violation in either theme, switched by the page's own control;
 * `beforeSwitch` runs before that first click, while the page is as it loaded.
 */
async function checkAxeInBothThemes(
  page: Page,
  beforeSwitch?: () => Promise<void>,
  exclude?: string,
) {
  for (const theme of THEMES) {
    if (theme === "dark") {
      if (beforeSwitch) await test.step("first-load budget", beforeSwitch);
      await page.getByRole("radio", { name: "Dark theme" }).click();
    }
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark).*$/);
    const found = await test.step(`axe, ${theme} theme`, () =>
      blockingViolations(page, theme, { exclude }));
    expect(found, `${theme} theme`).toEqual([]);
  }
}

/** Collects CSP violations of the page (and its frames) from the console and the DOM event. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** Collects every request to an origin the page may not reach. */
function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    const from = new URL(page.url()).pathname;
    const allowed = [origin, ...(CONNECT_ORIGINS_BY_PATH[from] ?? [])];
    if (!allowed.includes(new URL(url).origin)) foreign.push(`${page.url()} -> ${url}`);
  });
  return foreign;
}

const FILLED = "filled-by-a-form-filler ";
const PASTED = "pasted right after focus 123";

/** The editor handover: false when the tool has no text editor to type into. */
async function checkInputBeforeEditorLoads(page: Page): Promise<boolean | "editor first"> {
  // The tool's main editor: its Input (a textarea, or CodeMirror once loaded), else (XPath, XSLT)
  // the first text field one can type in.
  const input = page.locator('textarea[aria-label="Input"], .cm-content[aria-label="Input"]');
  const other = page.locator("textarea:not([readonly]):visible").first();
  if ((await input.count()) === 0 && (await other.count()) === 0) return false;
  const label =
    (await input.count()) > 0 ? "Input" : ((await other.getAttribute("aria-label")) ?? "");
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);

  // All in one go in the page, as a form filler or a fast user would: no await between steps. The
  // field is looked up in that same step: a tool that loads its highlighting on the first
  // interaction (the Regex Tester's match marks, after the theme was switched above) swaps the
  // textarea for CodeMirror at a moment of its own, and a node found before that is detached then.
  const inTextarea = await page.evaluate(
    ({ label, filled }) => {
      const element = document.querySelector<HTMLTextAreaElement>(
        `textarea[aria-label="${CSS.escape(label)}"]`,
      );
      if (!element) return false;
      element.focus();
      const setValue = Object.getOwnPropertyDescriptor(
        HTMLTextAreaElement.prototype,
        "value",
      )!.set!;
      setValue.call(element, filled);
      element.dispatchEvent(new Event("input", { bubbles: true }));
      return true;
    },
    { label, filled: FILLED },
  );
  if (!inTextarea) {
    // CodeMirror came first: the same input, typed into it.
    await page.locator(`.cm-content[aria-label="${label}"]`).focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(FILLED);
  }
  await page.keyboard.press("Control+V");
  await page.keyboard.type("!");

  await expect.poll(() => readField(page, label).catch(() => "")).toBe(FILLED + PASTED + "!");
  // Focus and cursor carried over: the next key lands at the end, in whichever field is shown.
  await page.keyboard.type("?");
  await expect.poll(() => readField(page, label).catch(() => "")).toBe(FILLED + PASTED + "!?");
  return inTextarea || "editor first";
}

function stateIn(link: string): unknown {
  const value = new URL(link).hash.replace(/^#share=v1\./, "");
  return JSON.parse(inflateSync(Buffer.from(value, "base64url")).toString("utf8"));
}

const stateOf = (link: string) => (link ? stateIn(link) : null);

async function shareLink(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this tool" });
  const link = dialog.getByLabel("Share link");
  await expect(link).toHaveValue(/#share=v1\./);
  const include = dialog.getByLabel("Include my input");
  if ((await include.count()) > 0) {
    const before = await link.inputValue();
    await include.check();
    // The same link when the tool's input is still its starting value is fine too.
    await expect
      .poll(async () => (await link.inputValue()) !== before || stateOf(before) !== null)
      .toBe(true);
  }
  const value = await link.inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();
  return value;
}

/** The tool's main task's input and fields, shared by link, open the same state in a fresh browser. */
async function checkShareRoundTrip(page: Page, browser: Browser, path: string) {
  const task = MAIN_TASKS.find((candidate) => candidate.path === path);
  // The main task's steps, as every engine runs them (a CodeMirror editor, a field or a list).
  const fill = (label: string, text: string) =>
    page.evaluate(`(${fillField.toString()})(...${JSON.stringify([label, text])})`);
  for (const [label, text] of task?.fields ?? []) await fill(label, text);
  if (task?.input !== undefined) await fill("Input", task.input);
  // No wait for the fields' save delay: Share reads each field's value on the page, not the stored
  // one (app/hooks/persistent-state.ts), so a user who shares right after typing shares what is shown.
  const first = await shareLink(page);

  const context = await browser.newContext();
  const other = await context.newPage();
  await gotoHydrated(other, first);
  // A tool that keeps nothing (the Credit Card Validator never stores the number) shares an empty
  // state, and the page says it changed nothing.
  const fieldsShared = Object.keys((stateIn(first) as { fields: object }).fields).length;
  const applied =
    fieldsShared > 0
      ? other.getByRole("status").filter({ hasText: /The shared/ })
      : other.getByRole("alert").filter({ hasText: /holds nothing this page can fill in/ });
  await expect(applied.first()).toBeVisible();
  const second = await shareLink(other);
  await context.close();

  expect(stateIn(second)).toEqual(stateIn(first));
  // Where the tool's input field is named "input" (the text tools), the link carries what was typed.
  const fields = (stateIn(first) as { fields: Record<string, unknown> }).fields;
  if (task?.input !== undefined && "input" in fields) expect(fields.input).toBe(task.input);
  if (tools.find((tool) => tool.path === path)?.chainStep)
    await checkStepOptionsAreSharedFields(path, fields);
}

/**
 * A tool that is a chain step shares each of its step's options by the same name: "Then…" takes
 * them from the page's shared fields, and one the page did not share would silently run at its
 * default in the chain.
 */
async function checkStepOptionsAreSharedFields(path: string, fields: Record<string, unknown>) {
  const { stepOptions } = (await import(`../app/tools${path}/step.ts`)) as {
    stepOptions: Record<string, unknown>;
  };
  const missing = Object.keys(stepOptions).filter((name) => !Object.hasOwn(fields, name));
  expect(missing, `${path}: step options the page does not share`).toEqual([]);
}

/** Focuses the Input, which loads the lazy editor (CodeMirror) in its place. */
async function loadEditor(page: Page) {
  const input = page.locator('textarea[aria-label="Input"]');
  if ((await input.count()) === 0) return;
  // Focused in the page at once: the editor may replace the textarea between the count above and a
  // locator's focus, which would then wait for it until the test's time ran out.
  await page.evaluate(() =>
    document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Input"]')?.focus(),
  );
  await expect(page.locator(".cm-editor").first()).toBeVisible({ timeout: 15_000 });
}

for (const { path, h1 } of SITE_PAGES) {
  const live = livePaths.has(path);
  // A live tool's first main task runs in this visit, with the steps Firefox and WebKit take: a
  // visit of its own cost a page load for what this page has already loaded (about 2 s of a test).
  const task = live ? contractVisitTask(path) : undefined;
  const title = live
    ? `${path}: prerendered, hydrates cleanly, names Input and Output, passes axe in both themes, keeps input given before the editor loads${task ? `, ${task.name ?? "does its main task"}` : ""}, shares its state by link, keeps its CSP, origin and JavaScript budget`
    : `${path}: prerendered, hydrates cleanly, passes axe in both themes, keeps its CSP, origin and JavaScript budget`;
  test(title, async ({ page, request, baseURL, browser }) => {
    await test.step("prerendered HTML", () => checkPrerendered(request, path, h1));

    // React reports a hydration mismatch as a console error or an uncaught error.
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const violations = await watchPolicy(page);
    const foreign = watchForeignRequests(page, new URL(baseURL!).origin);
    const scripts = recordScripts(page, new URL(baseURL!).origin);
    await startInTheme(page, "light");
    if (task) await addProbe(page);
    await test.step("load and hydrate", () => gotoHydrated(page, path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily.length > 0)).toBe(
      true,
    );

    if (live) {
      await expect(page.getByLabel("Input", { exact: true })).toHaveCount(
        path in INPUT_EXCEPTIONS ? 0 : 1,
      );
      await expect(page.getByLabel("Output", { exact: true })).toHaveCount(
        path in OUTPUT_EXCEPTIONS ? 0 : 1,
      );
    }

    await test.step("axe in both themes", () =>
      checkAxeInBothThemes(
        page,
        () => checkFirstLoadBudget(page, scripts, pageKind(path)),
        SIDEBAR_CHECKED_ON.has(path) ? undefined : SIDEBAR,
      ));
    if (live) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const hadEditor = await test.step("input before the editor loads", () =>
        checkInputBeforeEditorLoads(page));
      test.info().annotations.push({
        type: "editor handover",
        description:
          hadEditor === "editor first"
            ? "CodeMirror had replaced the textarea already: checked in it"
            : hadEditor
              ? "checked"
              : "this tool has no text editor",
      });
    }
    await test.step("editor loaded, network quiet", async () => {
      await loadEditor(page);
      await page.waitForLoadState("networkidle");
    });
    if (task)
      await test.step(`its main task: ${task.name ?? "as in Firefox and WebKit"}`, async () => {
        expect(await checkMainTaskOnOpenPage(playwrightSession(page), task)).toBeNull();
      });
    if (live) await test.step("share round trip", () => checkShareRoundTrip(page, browser, path));
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
    // A late recoverable error is reported after commit: the steps above gave it time.
    expect(problems).toEqual([]);
  });
}

test("the not-found page passes axe in both themes and keeps its JavaScript budget", async ({
  page,
  baseURL,
}) => {
  const scripts = recordScripts(page, new URL(baseURL!).origin);
  await startInTheme(page, "light");
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await checkAxeInBothThemes(page, () =>
    checkFirstLoadBudget(page, scripts, pageKind("/no-such-page", { served: false })),
  );
});
