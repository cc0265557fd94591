// The AI provider through the real pages, against a local OpenAI-compatible server:
// settings dialog, consent asked once per host with nothing sent before it, streaming, Cancel,
// the 401, CORS, unreachable and time-limit messages.
import { expect, test } from "@playwright/test";
import { type AiMockServer, MOCK_API_KEY, startAiMockServer } from "../test-support/ai-mock-server";
import {
  alert,
  allowHost,
  chatRequests,
  presetAi,
  sharedAiMock,
  watchRequests,
} from "./ai-support";
import { fillInput, gotoHydrated, reloadHydrated } from "./support";

let mock: AiMockServer;
sharedAiMock((started) => (mock = started));

const dialog = (page: import("@playwright/test").Page) =>
  page.getByRole("dialog", { name: "AI settings" });

test("the header's AI settings: endpoint, model, key; Test connection asks consent first and shows the answer", async ({
  page,
}) => {
  const seen = watchRequests(page, mock.origin);
  await gotoHydrated(page, "/ai-slugifier");
  await page.getByRole("button", { name: "AI settings" }).click();
  await dialog(page).getByRole("button", { name: "Ollama" }).click();
  await expect(dialog(page).getByLabel("Endpoint URL")).toHaveValue("http://localhost:11434/v1");
  await expect(dialog(page).getByLabel("Model")).toHaveValue("llama3.2");
  await dialog(page).getByLabel("Endpoint URL").fill(`${mock.origin}/auth/v1`);
  await dialog(page).getByLabel("Model").fill("mock-model");
  await dialog(page).getByLabel("API key (optional)").fill(MOCK_API_KEY);
  await dialog(page).getByRole("button", { name: "Test connection" }).click();
  // The consent question names the host and the text; nothing has gone out yet.
  await expect(dialog(page)).toContainText("Reply with the single word OK.");
  expect(seen).toEqual([]);
  await allowHost(page, mock.origin);
  await expect(dialog(page).getByRole("status")).toContainText("The model answered: OK");
  expect(chatRequests(mock)[0].authorization).toBe(`Bearer ${MOCK_API_KEY}`);
  await expect(dialog(page).getByText(mock.origin, { exact: true })).toBeVisible();

  // A second test to the same host is not asked about again.
  await dialog(page).getByRole("button", { name: "Test connection" }).click();
  await expect.poll(() => chatRequests(mock).length).toBe(2);
  await expect(page.getByRole("group", { name: "Allow sending to this host?" })).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "Save" }).click();

  // The key was kept in memory only: after a reload the endpoint is there, the key is not.
  const stored = await page.evaluate(() => localStorage.getItem("ai:settings"));
  expect(stored).toContain("/auth/v1");
  expect(stored).not.toContain(MOCK_API_KEY);
  await reloadHydrated(page);
  await page.getByRole("button", { name: "AI settings" }).click();
  await expect(dialog(page).getByLabel("API key (optional)")).toHaveValue("");
  await dialog(page).getByRole("button", { name: "Test connection" }).click();
  await expect(dialog(page).getByRole("alert")).toContainText("HTTP 401");
  await expect(dialog(page).getByRole("alert")).toContainText("check the API key");

  // Revoking the host makes the next request ask again.
  await dialog(page)
    .getByRole("button", { name: `Revoke ${mock.origin}` })
    .click();
  await dialog(page).getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByRole("group", { name: "Allow sending to this host?" })).toBeVisible();
});

test("'Remember on this device' keeps the key across a reload", async ({ page }) => {
  await presetAi(page, mock, { mode: "/auth" });
  await gotoHydrated(page, "/ai-slugifier");
  await page.getByRole("button", { name: "AI settings" }).click();
  await dialog(page).getByLabel("API key (optional)").fill(MOCK_API_KEY);
  await dialog(page).getByLabel("Remember on this device").check();
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await reloadHydrated(page);
  await page.getByRole("button", { name: "AI settings" }).click();
  await expect(dialog(page).getByLabel("API key (optional)")).toHaveValue(MOCK_API_KEY);
  await dialog(page).getByRole("button", { name: "Test connection" }).click();
  await expect(dialog(page).getByRole("status")).toContainText("The model answered: OK");
});

test("a server without CORS headers gives the CORS message with OLLAMA_ORIGINS", async ({
  page,
}) => {
  await presetAi(page, mock, { mode: "/nocors" });
  await gotoHydrated(page, "/ai-slugifier");
  await page.getByRole("button", { name: "Suggest slugs" }).click();
  await expect(alert(page)).toContainText("blocked its answer (CORS)");
  await expect(alert(page)).toContainText("OLLAMA_ORIGINS=http://localhost:");
  await expect(alert(page)).toContainText('"Enable CORS"');
});

test("an endpoint where nothing runs says so, and what to start", async ({ page }) => {
  const gone = await startAiMockServer();
  await gone.close();
  await presetAi(page, gone);
  await gotoHydrated(page, "/ai-slugifier");
  await page.getByRole("button", { name: "Suggest slugs" }).click();
  await expect(alert(page)).toContainText(`Could not reach ${new URL(gone.origin).host}`);
  await expect(alert(page)).toContainText("ollama serve");
});

test("a slow model is stopped at the time limit", async ({ page }) => {
  await presetAi(page, mock, { mode: "/slow", timeLimitSeconds: 1 });
  await gotoHydrated(page, "/ai-slugifier");
  await page.getByRole("button", { name: "Suggest slugs" }).click();
  await expect(page.getByRole("status").getByText("Waiting for the model…")).toBeVisible();
  await expect(alert(page)).toContainText("within 1 s: stopped waiting");
});

test("the answer streams in as it arrives, and Cancel stops it", async ({ page }) => {
  mock.answer = () => "paris-travel-tips\n".repeat(40);
  mock.chunkDelayMs = 60;
  await presetAi(page, mock);
  await gotoHydrated(page, "/ai-slugifier");
  await page.getByRole("button", { name: "Suggest slugs" }).click();
  const soFar = page.getByLabel("Answer so far");
  await expect(soFar).toContainText("paris-travel-tips");
  const partial = (await soFar.innerText()).length;
  await expect.poll(async () => (await soFar.innerText()).length).toBeGreaterThan(partial);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByText("Cancelled: the rest of the answer was not used.")).toBeVisible();
  await expect(soFar).toHaveCount(0);
  await expect(alert(page)).toHaveText("");
});

test("without settings, the AI button opens AI settings first, then asks consent, then sends", async ({
  page,
}) => {
  const seen = watchRequests(page, mock.origin);
  await gotoHydrated(page, "/ai-slugifier");
  await fillInput(page, "Ten tips for visiting Paris in spring");
  await page.getByRole("button", { name: "Suggest slugs" }).click();
  await expect(dialog(page)).toContainText("Choose a model to use “Suggest slugs”.");
  await dialog(page).getByLabel("Endpoint URL").fill(`${mock.origin}/v1`);
  await dialog(page).getByLabel("Model").fill("mock-model");
  await dialog(page).getByRole("button", { name: "Save" }).click();
  const prompt = page.getByRole("group", { name: "Allow sending to this host?" });
  await expect(prompt).toContainText("the first title of the Input (37 characters)");
  expect(seen).toEqual([]);
  await prompt.getByRole("button", { name: "Don’t send" }).click();
  await expect(page.getByText("Nothing was sent.")).toBeVisible();
  expect(seen).toEqual([]);
  expect(mock.requests).toEqual([]);
});
