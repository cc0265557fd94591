// Helpers of the AI browser tests: a local OpenAI-compatible mock server per test file
// (test-support/ai-mock-server.ts), settings stored before a page loads, and the requests it got.
import { type Page, expect, test } from "@playwright/test";
import { SETTINGS_STORAGE_KEY } from "../app/lib/ai/ai-settings";
import { CONSENT_STORAGE_KEY } from "../app/lib/ai/ai-consent";
import { type AiMockServer, startAiMockServer } from "../test-support/ai-mock-server";

/** Stores the endpoint (and consent for its origin, when given) before the page's first scripts run. */
export async function presetAi(
  page: Page,
  mock: AiMockServer,
  { mode = "", consent = true, timeLimitSeconds = 30 } = {},
) {
  const settings = {
    endpoint: `${mock.origin}${mode}/v1`,
    model: "mock-model",
    rememberKey: false,
    timeLimitSeconds,
  };
  await page.addInitScript(
    ([settingsKey, consentKey, stored, origin]) => {
      // Once per tab: a reload keeps what the page saved since.
      if (sessionStorage.getItem("ai-test-preset")) return;
      sessionStorage.setItem("ai-test-preset", "1");
      localStorage.setItem(settingsKey, stored);
      if (origin) localStorage.setItem(consentKey, JSON.stringify([origin]));
    },
    [
      SETTINGS_STORAGE_KEY,
      CONSENT_STORAGE_KEY,
      JSON.stringify(settings),
      consent ? mock.origin : "",
    ],
  );
}

/** POSTs the mock received (preflights left out): what left the page. */
export const chatRequests = (mock: AiMockServer) =>
  mock.requests.filter((request) => request.method === "POST");

/** Requests the page made to the mock's origin, as the browser saw them. */
export function watchRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(origin)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

export const alert = (page: Page) => page.getByRole("alert").first();

/** Allows the host the consent question names. */
export async function allowHost(page: Page, origin: string) {
  const prompt = page.getByRole("group", { name: "Allow sending to this host?" });
  await expect(prompt).toContainText(`Send text to ${origin}?`);
  await prompt.getByRole("button", { name: "Allow and send" }).click();
}

/**
 * Starts one mock server for the spec file (its tests run serially: they share it) and resets its
 * answer and log before each test; `started` receives it.
 */
export function sharedAiMock(started: (mock: AiMockServer) => void) {
  let mock: AiMockServer | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    mock = await startAiMockServer();
    started(mock);
  });
  test.afterAll(() => mock?.close());
  test.beforeEach(() => {
    if (!mock) return;
    mock.requests.length = 0;
    mock.answer = () => "OK";
    mock.chunkDelayMs = 0;
    mock.slowMs = 10_000;
  });
}
