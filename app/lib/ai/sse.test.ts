import { describe, expect, it } from "vitest";
import { SseParser } from "./sse";

describe("SseParser", () => {
  it("returns the data of each event an empty line ends", () => {
    const parser = new SseParser();
    expect(parser.push('data: {"a":1}\n\ndata: [DONE]\n\n')).toEqual(['{"a":1}', "[DONE]"]);
  });

  it("keeps an event split across chunks, even inside a line or a CRLF", () => {
    const parser = new SseParser();
    expect(parser.push("da")).toEqual([]);
    expect(parser.push("ta: hel")).toEqual([]);
    expect(parser.push("lo\r")).toEqual([]);
    expect(parser.push("\n\r")).toEqual(["hello"]);
    expect(parser.push("\ndata: next\r\rdata:x\n")).toEqual(["next"]);
    expect(parser.end()).toEqual(["x"]);
  });

  it("joins multi-line data, ignores comments and other fields, and strips one space only", () => {
    const parser = new SseParser();
    const events = parser.push(": keep-alive\nevent: delta\nid: 3\ndata:  two\ndata:one\n\n");
    expect(events).toEqual([" two\none"]);
  });

  it("does not rescan a long line arriving in many chunks (linear time)", () => {
    const parser = new SseParser();
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) parser.push("x".repeat(50));
    expect(parser.push("\n\n")).toEqual([]); // "xxxx…" is a field without a colon: not data
    expect(performance.now() - started).toBeLessThan(2000);
    expect(parser.push(`data: ${"y".repeat(100_000)}\n\n`)[0]).toHaveLength(100_000);
  });
});
