// Every page carries a strict Content-Security-Policy (build-tools/content-security-policy.ts) and
// nothing the site does breaks it: hydration, the lazy editor, workers, WebAssembly, previews and
// the map run with 0 violations.
import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated, outputPanel } from "./support";

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

test("every page has a policy without unsafe-inline or unsafe-eval for scripts", async ({
  page,
}) => {
  for (const path of ["/", "/json-formatter", "/no-such-page"]) {
    await page.goto(path);
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    const scripts = policy!.split(";").find((part) => part.trim().startsWith("script-src"))!;
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  }
});

test("an inline script the page did not ship is blocked", async ({ page }) => {
  const violations = await watchPolicy(page);
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'ran'";
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
});

// That hydrating every page and loading its editor cause 0 violations is checked by each page's own
// test (e2e/page-contract.spec.ts).

test("workers, WebAssembly, previews and the map run with 0 violations", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);

  await gotoHydrated(page, "/json-formatter");
  await page.getByRole("button", { name: "Load sample" }).click();
  await expect(outputPanel(page)).toContainText('"orderId"');

  await gotoHydrated(page, "/message-digester");
  await page.getByLabel("Input", { exact: true }).focus();
  await page.keyboard.type("abc");
  await expect(
    page.getByText("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
  ).toBeVisible({ timeout: 15_000 });

  await gotoHydrated(page, "/xslt-transformer");
  await page.getByRole("button", { name: "Sample" }).click();
  await page.keyboard.press("Control+Enter");
  await expect(outputPanel(page)).toContainText("Notes on Compilers");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.locator("iframe").first()).toBeVisible({ timeout: 15_000 });

  await gotoHydrated(page, "/markdown-to-html");
  await page.getByRole("button", { name: "Load sample" }).click();
  await page.waitForTimeout(1_000); // the preview renders as the sample is typed in

  await gotoHydrated(page, "/timezone-converter");
  await expect(page.locator('[data-name="Brazil"]')).toBeAttached();

  await gotoHydrated(page, "/cron-tools");
  await page.getByRole("button", { name: "Refresh run times" }).click();
  await expect(page.getByText(/Mon(day)?,? /).first()).toBeVisible(); // a run time from the worker

  expect(violations).toEqual([]);
});
