// Accessibility checks shared by the browser tests: axe-core, failing on serious or critical impact.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Page, expect } from "@playwright/test";
import type { AxeResults } from "axe-core";

/** axe-core itself, run in the page it checks: put there once per page, then run per state. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The axe rules whose outcome depends on colours. A theme changes colours only, so the dark theme is
 * checked with these and the light theme with every rule: the structural rules would give the same
 * answer twice, and axe costs 1–2 s per run (most of the browser tests' time went to it).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Makes the next page load start in `theme`, with the shortcuts hint already seen (it pulses). */
export async function startInTheme(page: Page, theme: Theme) {
  // Transitions end at once (the page honours reduced motion): axe waits for no colour to be
  // mid-fade, and the usage badge's fade alone was half a second of each check.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.addInitScript((t) => {
    // An init script runs in every frame too: a sandboxed preview (HTML to Markdown) has no storage.
    if (window !== window.top) return;
    localStorage.setItem("theme", t);
    localStorage.setItem("hasSeenShortcuts", "true");
  }, theme);
}

/**
 * Waits until no colour is mid-transition: the usage badge fades in 100 ms after hydration, over
 * 500 ms, and axe measuring its text half-faded reports a contrast failure (seen on a busy machine).
 */
async function settledColours(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-hidden="true"]:has(> * > [data-testid="usage-count"])') &&
      document
        .getAnimations()
        .every(
          (animation) => !(animation instanceof CSSTransition) || animation.playState !== "running",
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/** The serious and critical violations on the page as it is now, one readable line each. */
export async function blockingViolations(
  page: Page,
  theme: Theme,
  options: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  await settledColours(page);
  // axe run in the page itself, put there once per page: @axe-core/playwright evaluated its 550 KB
  // twice per check, and its default mode finishes each check in a new blank page (3–7 s a page
  // here, 1.3–3 s in its legacy mode, 0.45–0.93 s this way; the same rules and results, the pages
  // having no same-origin frames to reach).
  if (!(await page.evaluate("typeof window.axe?.run === 'function'")))
    await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ({ include, exclude, rules }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe;
      const context = include
        ? { include: [include] }
        : exclude
          ? { exclude: [exclude] }
          : document;
      // Only violations are read: axe then builds a selector for one node per passing rule
      // instead of every node it checked (15–30 % of a run: 537 against 423 ms on the home page).
      const resultTypes = ["violations"];
      return axe.run(
        context,
        rules ? { runOnly: { type: "rule", values: rules }, resultTypes } : { resultTypes },
      );
    },
    {
      include: options.include ?? null,
      exclude: options.exclude ?? null,
      rules: theme === "dark" ? COLOUR_RULES : null,
    },
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")})`,
    );
}

/**
 * Switches the open page to `theme` as its theme control does (the stored choice, the class on
 * <html>, the change event), without a click: a click would move the focus and close what the test
 * opened (a search list, a menu) before axe sees it.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    localStorage.setItem("theme", t);
    document.documentElement.classList.toggle("dark", t === "dark");
    window.dispatchEvent(new Event("themechoicechange"));
  }, theme);
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark).*$/);
}

/**
 * The serious and critical violations of the page as it is now, in both themes: every rule in the
 * light theme, then the rules that depend on colours in the dark one. The page is left in the light
 * theme, so a test can go on and check its next state the same way: one visit checks both themes
 * (a visit per theme cost a page load and the steps to reach the state again).
 */
export async function violationsInBothThemes(
  page: Page,
  options: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    found.push(...(await blockingViolations(page, theme, options)).map((v) => `${theme}: ${v}`));
  }
  await switchTheme(page, "light");
  return found;
}
