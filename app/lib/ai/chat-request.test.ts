import { describe, expect, it } from "vitest";
import { EMPTY_SETTINGS } from "./ai-settings";
import {
  answerLines,
  answerPart,
  buildChatRequest,
  capText,
  withoutThinking,
} from "./chat-request";

const settings = { ...EMPTY_SETTINGS, endpoint: "http://localhost:11434/v1/", model: " llama3.2 " };

describe("buildChatRequest", () => {
  it("posts model, messages and stream to {endpoint}/chat/completions without cookies or referrer", () => {
    const { url, init } = buildChatRequest(settings, [{ role: "user", content: "Hi" }], true);
    expect(url).toBe("http://localhost:11434/v1/chat/completions");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("omit");
    expect(init.referrerPolicy).toBe("no-referrer");
    expect(init.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "text/event-stream",
    });
    expect(JSON.parse(init.body as string)).toEqual({
      model: "llama3.2",
      messages: [{ role: "user", content: "Hi" }],
      stream: true,
      temperature: 0.2,
    });
  });

  it("sends the key as a bearer token only when there is one", () => {
    const { init } = buildChatRequest({ ...settings, apiKey: " sk-1 " }, [], false);
    expect(init.headers).toMatchObject({
      Authorization: "Bearer sk-1",
      Accept: "application/json",
    });
  });

  it("keeps an endpoint typed with /chat/completions as it is", () => {
    const typed = { ...settings, endpoint: "https://api.example.com/v1/chat/completions" };
    expect(buildChatRequest(typed, [], false).url).toBe(
      "https://api.example.com/v1/chat/completions",
    );
  });
});

describe("capText", () => {
  it("cuts at the limit and says so", () => {
    expect(capText("abcdef", 4)).toEqual({ text: "abcd", total: 6, cut: true });
    expect(capText("abc", 4)).toEqual({ text: "abc", total: 3, cut: false });
  });

  it("never splits a surrogate pair", () => {
    expect(capText("ab😀c", 3).text).toBe("ab");
  });
});

describe("answerPart", () => {
  it("reads a streamed delta, a whole message, an error and an empty final chunk", () => {
    expect(answerPart({ choices: [{ delta: { content: "He" } }] })).toEqual({ text: "He" });
    expect(answerPart({ choices: [{ message: { content: "Hello" } }] })).toEqual({ text: "Hello" });
    expect(answerPart({ error: { message: "bad model" } })).toEqual({ error: "bad model" });
    expect(answerPart({ choices: [{ delta: {}, finish_reason: "stop" }] })).toEqual({ text: "" });
  });

  it("calls anything else malformed", () => {
    expect(answerPart({ models: [] })).toEqual({ malformed: true });
    expect(answerPart("text")).toEqual({ malformed: true });
    expect(answerPart({ choices: [{ message: { content: 3 } }] })).toEqual({ malformed: true });
  });
});

describe("answerLines", () => {
  it("reads a list answer whatever its dressing: fences, bullets, numbers, quotes, thinking", () => {
    const answer =
      '<think>The user wants slugs.</think>\nSure, here they are:\n```\n1. `paris-tips`\n- "best-paris"\n* guide\n\n2) “x”\n```';
    expect(answerLines(answer)).toEqual(["paris-tips", "best-paris", "guide", "x"]);
  });

  it("drops an unfinished thinking block", () => {
    expect(withoutThinking("a<think>b</think>c<think>d")).toBe("ac");
  });
});
