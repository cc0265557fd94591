import { expect, test } from "@playwright/test";
import { fillInput, gotoHydrated } from "./support";
import { startAiMockServer } from "../test-support/ai-mock-server";
import { presetAi } from "./ai-support";

// Nothing a page loads may come from another origin (no CDN, no analytics, no fonts): checked on
// every page by its own test (e2e/page-contract.spec.ts).

// The AI pages may reach the user's configured model endpoint, and only after the user allowed its
// host; a local OpenAI-compatible mock plays the model.
test("an AI page reaches the configured endpoint only after consent, and nothing else", async ({
  page,
  baseURL,
}) => {
  const mock = await startAiMockServer();
  try {
    await presetAi(page, mock, { consent: false });
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin)
        foreign.push(url);
    });
    for (const [path, button] of [
      ["/ai-slugifier", "Suggest slugs"],
      ["/sitemap-generator", "Suggest missing paths"],
      ["/html-to-markdown", "Clean up with AI"],
    ]) {
      await gotoHydrated(page, path);
      if (path === "/html-to-markdown") await fillInput(page, "<p>Hello</p>");
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("group", { name: "Allow sending to this host?" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(foreign).toEqual([]); // asked, not yet allowed: nothing has left
      if (path !== "/ai-slugifier") continue;
      await page.getByRole("button", { name: "Allow and send" }).click();
      await expect(page.getByRole("status").getByText("Waiting for the model…")).toHaveCount(0);
      expect(foreign.length).toBeGreaterThan(0);
      expect(foreign.filter((url) => !url.startsWith(`${mock.origin}/`))).toEqual([]);
      foreign.length = 0; // allowed from here on: the next pages send without asking
      await page.evaluate(() => localStorage.removeItem("ai:consented-origins"));
    }
    expect(mock.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  } finally {
    await mock.close();
  }
});
