// The client against a real local OpenAI-compatible server (test-support/ai-mock-server.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AiMockServer,
  MOCK_API_KEY,
  startAiMockServer,
} from "../../../test-support/ai-mock-server";
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import { AiCancelledError, AiError } from "./ai-errors";
import { type AiSettings, EMPTY_SETTINGS } from "./ai-settings";
import { chatCompletion, testConnection } from "./chat-client";
import { MAX_REQUEST_CHARS } from "./chat-request";

let mock: AiMockServer;
beforeAll(async () => {
  mock = await startAiMockServer();
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.requests.length = 0;
  mock.answer = () => "OK";
  mock.chunkDelayMs = 0;
});

const settingsFor = (mode = "", extra: Partial<AiSettings> = {}): AiSettings => ({
  ...EMPTY_SETTINGS,
  endpoint: `${mock.origin}${mode}/v1`,
  model: "mock-model",
  ...extra,
});
const ask = (content: string) => [{ role: "user" as const, content }];

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await rejectedToolError(() => promise);
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe("chatCompletion", () => {
  it("streams the answer, reporting the text as it grows", async () => {
    mock.answer = (request) => `You said: ${request.body?.messages?.at(-1)?.content}`;
    const seen: string[] = [];
    const answer = await chatCompletion({
      settings: settingsFor(),
      messages: ask("hello there"),
      onText: (text) => seen.push(text),
    });
    expect(answer).toBe("You said: hello there");
    expect(seen.length).toBeGreaterThan(3);
    expect(seen[0].length).toBeLessThan(answer.length);
    expect(seen.at(-1)).toBe(answer);
    expect(mock.requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/chat/completions",
      body: { model: "mock-model", stream: true },
    });
  });

  it("reads a non-streaming answer", async () => {
    const answer = await chatCompletion({
      settings: settingsFor(),
      messages: ask("x"),
      stream: false,
    });
    expect(answer).toBe("OK");
    expect(mock.requests[0].body?.stream).toBe(false);
  });

  it("sends the key as a bearer token; a wrong key is a 401 with advice about the key", async () => {
    const good = settingsFor("/auth", { apiKey: MOCK_API_KEY });
    expect(await testConnection(good)).toBe("OK");
    expect(mock.requests[0].authorization).toBe(`Bearer ${MOCK_API_KEY}`);
    const error = await failure(testConnection(settingsFor("/auth", { apiKey: "sk-wrong" })));
    expect(error.kind).toBe("auth");
    expect(error.message).toContain("HTTP 401");
    expect(error.message).toContain("Incorrect API key provided.");
    expect(error.message).toContain("check the API key");
  });

  it("names a server failure and a page that is not an API", async () => {
    expect((await failure(testConnection(settingsFor("/broken")))).message).toMatch(
      /HTTP 500.*model crashed/,
    );
    const html = await failure(testConnection(settingsFor("/html")));
    expect(html.kind).toBe("bad-answer");
    expect(html.message).toContain("text/html");
  });

  it("a wrong path is a 404 naming the endpoint and model", async () => {
    const error = await failure(
      testConnection({ ...settingsFor(), endpoint: `${mock.origin}/api` }),
    );
    expect(error.kind).toBe("not-found");
    expect(error.message).toContain('the model "mock-model"');
  });

  it("stops at the time limit when the server is slow", async () => {
    mock.slowMs = 5_000;
    const started = Date.now();
    const error = await failure(testConnection(settingsFor("/slow", { timeLimitSeconds: 1 })));
    expect(error.kind).toBe("timeout");
    expect(error.message).toContain("within 1 s");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("the time limit restarts with each piece of a long stream", async () => {
    mock.answer = () => "a".repeat(40);
    mock.chunkDelayMs = 300; // 10 chunks, 3 s in all, each within the 1 s limit
    const answer = await chatCompletion({
      settings: settingsFor("", { timeLimitSeconds: 1 }),
      messages: ask("x"),
    });
    expect(answer).toHaveLength(40);
  });

  it("Cancel stops the stream and rejects with AiCancelledError", async () => {
    mock.answer = () => "word ".repeat(50);
    mock.chunkDelayMs = 50;
    const controller = new AbortController();
    const result = chatCompletion({
      settings: settingsFor(),
      messages: ask("x"),
      signal: controller.signal,
      onText: (text) => {
        if (text.length >= 8) controller.abort();
      },
    });
    await expect(result).rejects.toBeInstanceOf(AiCancelledError);
  });

  it("an unreachable host says nothing answered, with what to start", async () => {
    const closed = await startAiMockServer();
    await closed.close();
    const error = await failure(
      testConnection({ ...settingsFor(), endpoint: `${closed.origin}/v1` }),
    );
    expect(error.kind).toBe("unreachable");
    expect(error.message).toContain("ollama serve");
  });

  it("a blocked answer from a host that is up is a CORS problem, with OLLAMA_ORIGINS", async () => {
    // Node does not enforce CORS: the browser's behaviour (the request fails, an opaque probe
    // succeeds) is played by a fetch; e2e/ai.spec.ts checks the real thing in Chromium.
    const calls: RequestInit[] = [];
    const browserLike = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      if (init.mode === "no-cors") return new Response(null);
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const error = await failure(
      testConnection(settingsFor(), { fetch: browserLike, pageOrigin: "https://tools.example" }),
    );
    expect(error.kind).toBe("cors");
    expect(error.message).toContain("OLLAMA_ORIGINS=https://tools.example");
    expect(error.message).toContain("Enable CORS");
    expect(calls[1]).toMatchObject({ mode: "no-cors", credentials: "omit" });
  });

  it("refuses to send more than the request bound, before any request", async () => {
    const error = await failure(
      chatCompletion({ settings: settingsFor(), messages: ask("x".repeat(MAX_REQUEST_CHARS + 1)) }),
    );
    expect(error.kind).toBe("too-long");
    expect(mock.requests).toHaveLength(0);
  });
});
