import { deflateSync } from "node:zlib";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSharedInWorker } from "./read-shared-in-worker";
import {
  LINK_DAMAGED_MESSAGE,
  LINK_TOO_LARGE_MESSAGE,
  LINK_VERSION_MESSAGE,
  MAX_LINK_CHARACTERS,
  MAX_STATE_BYTES,
  STATE_FILE_MESSAGE,
  STATE_FILE_TOO_LARGE_MESSAGE,
  type SharedState,
  decodeState,
  encodeState,
  linkWithin,
  readShared,
  readStateFile,
  sharedValueIn,
  stateJson,
  stateLink,
} from "./state-link";

/** A state as a tool holds it: its fields are JSON values (what usePersistentState stores). */
const jsonValue = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
const sharedState: fc.Arbitrary<SharedState> = fc.record({
  tool: fc.constantFrom("/json-formatter", "/base64-encoder-decoder", "/regex-tester"),
  fields: fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), jsonValue, { maxKeys: 8 }),
});

async function packed(json: string): Promise<string> {
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return Buffer.from(bytes).toString("base64url");
}

describe("a state in a link", () => {
  it("comes back equal, whatever the fields hold (round trip)", async () => {
    await fc.assert(
      fc.asyncProperty(sharedState, async (state) => {
        expect(await decodeState(await encodeState(state))).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  it("holds text in any script, emoji and control characters", async () => {
    const state = {
      tool: "/text-escaper",
      fields: { input: "naïve 日本語 😀 \u0000\u2028 \"'<>" },
    };
    expect(await decodeState(await encodeState(state))).toEqual(state);
  });

  it("is in the fragment, with a version prefix and only URL-safe characters", async () => {
    const link = await stateLink("https://example.org/json-formatter", {
      tool: "/json-formatter",
      fields: { input: '{"a":1}', indent: 2 },
    });
    expect(link).toMatch(/^https:\/\/example\.org\/json-formatter#share=v1\.[A-Za-z0-9_-]+$/);
    expect(sharedValueIn(new URL(link).hash)).toBe(link.slice(link.indexOf("#share=") + 7));
    expect(sharedValueIn("#other")).toBeNull();
  });

  it("compresses repetitive input: 100 KB of JSON fits a short link", async () => {
    const input = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, ok: true })));
    expect(input.length).toBeGreaterThan(30_000);
    const value = await encodeState({ tool: "/json-formatter", fields: { input } });
    expect(value.length).toBeLessThan(input.length / 4);
  });
});

describe("a bad link changes nothing and says why", () => {
  const good = () => encodeState({ tool: "/json-formatter", fields: { input: "x".repeat(500) } });

  it("cut short", async () => {
    const value = await good();
    await expect(decodeState(value.slice(0, value.length - 6))).rejects.toThrow(
      LINK_DAMAGED_MESSAGE,
    );
  });

  it("edited: a character changed or one outside base64url", async () => {
    const value = await good();
    const middle = Math.floor(value.length / 2);
    const edited =
      value.slice(0, middle) + (value[middle] === "A" ? "B" : "A") + value.slice(middle + 1);
    await expect(decodeState(edited)).rejects.toThrow(LINK_DAMAGED_MESSAGE);
    await expect(decodeState(`${value}%`)).rejects.toThrow(LINK_DAMAGED_MESSAGE);
  });

  it("no version, an unknown version, or a newer format inside", async () => {
    await expect(decodeState("hello")).rejects.toThrow(LINK_DAMAGED_MESSAGE);
    await expect(decodeState("v2.AAAA")).rejects.toThrow(LINK_VERSION_MESSAGE);
    const newer = `v1.${await packed(JSON.stringify({ version: 2, tool: "/x", fields: {} }))}`;
    await expect(decodeState(newer)).rejects.toThrow(LINK_VERSION_MESSAGE);
  });

  it("valid compression around something that is not a state", async () => {
    for (const json of ["not json", "[1,2]", '{"version":1,"tool":3,"fields":{}}', "null"]) {
      await expect(decodeState(`v1.${await packed(json)}`)).rejects.toThrow(LINK_DAMAGED_MESSAGE);
    }
  });

  it("a zip bomb: 64 MB of zeros in a few kilobytes is refused at 16 MB", async () => {
    const bomb = `v1.${await packed(" ".repeat(64 * 1024 * 1024))}`;
    expect(bomb.length).toBeLessThan(200_000);
    await expect(decodeState(bomb)).rejects.toThrow(LINK_TOO_LARGE_MESSAGE);
    // Making 64 MB of text to compress takes seconds on a busy machine.
  }, 30_000);
});

describe("a zip bomb stops inflating at the cap", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Counts the compressed bytes the inflater is given, as the browser's DecompressionStream. */
  function countFedBytes() {
    const fed = { bytes: 0 };
    const Real = globalThis.DecompressionStream;
    class Counting {
      readonly readable: ReadableStream<Uint8Array>;
      readonly writable: WritableStream<Uint8Array>;
      constructor(format: CompressionFormat) {
        const real = new Real(format);
        const writer = real.writable.getWriter();
        this.readable = real.readable;
        this.writable = new WritableStream({
          write: (chunk) => {
            fed.bytes += chunk.length;
            return writer.write(chunk as Uint8Array<ArrayBuffer>);
          },
          close: () => writer.close(),
          abort: (reason) => writer.abort(reason),
        });
      }
    }
    vi.stubGlobal("DecompressionStream", Counting);
    return fed;
  }

  it("is given the link's bytes a little at a time and stops near 16 MB, not after inflating all", async () => {
    // 128 MB of spaces in ~130 KB: given whole, the inflater unpacked all of it before the cap
    // was checked (a 200 MB one made one task of 1.2 s in the page).
    const compressed = deflateSync(Buffer.alloc(128 * 1024 * 1024, 0x20));
    const fed = countFedBytes();
    await expect(decodeState(`v1.${compressed.toString("base64url")}`)).rejects.toThrow(
      LINK_TOO_LARGE_MESSAGE,
    );
    // 16 MB of spaces compress to ~16 KB: about that much, never the whole link, goes in.
    expect(fed.bytes).toBeLessThan(compressed.length / 4);
    expect(fed.bytes).toBeGreaterThan(MAX_STATE_BYTES / 1100);
  }, 30_000);

  it("a link within the cap still comes back whole, fed in many pieces", async () => {
    const state = { tool: "/x", fields: { input: "ab".repeat(2_000_000) } };
    const value = await encodeState(state);
    const fed = countFedBytes();
    expect(await decodeState(value)).toEqual(state);
    expect(fed.bytes).toBe(Buffer.from(value.slice(3), "base64url").length);
  });
});

describe("the state file", () => {
  it("is the state's JSON and reads back equal", () => {
    const state = { tool: "/regex-tester", fields: { pattern: "a+", flags: "g" } };
    expect(readStateFile(stateJson(state))).toEqual(state);
  });

  it("refuses what is not one", () => {
    for (const text of ["", "{}", '{"version":1,"tool":"/x"}', "<html>"])
      expect(() => readStateFile(text)).toThrow(STATE_FILE_MESSAGE);
    expect(() => readStateFile('{"version":7,"tool":"/x","fields":{}}')).toThrow(
      LINK_VERSION_MESSAGE,
    );
  });
});

describe("a state file over the cap", () => {
  /** A file of `size` bytes that fails if anything reads it. */
  const unreadable = (size: number) =>
    ({
      size,
      text: () => Promise.reject(new Error("read")),
      arrayBuffer: () => Promise.reject(new Error("read")),
      stream: () => {
        throw new Error("read");
      },
    }) as unknown as Blob;

  it("is refused by its size, unread, in the worker and before one is started", async () => {
    await expect(readShared({ file: unreadable(60 * 1024 * 1024) })).rejects.toThrow(
      STATE_FILE_TOO_LARGE_MESSAGE,
    );
    // No Worker exists in node: the refusal comes before any is asked for.
    await expect(readSharedInWorker({ file: unreadable(MAX_STATE_BYTES + 1) })).rejects.toThrow(
      STATE_FILE_TOO_LARGE_MESSAGE,
    );
  });

  it("up to the cap is read", async () => {
    const state = { tool: "/x", fields: { input: "y".repeat(MAX_STATE_BYTES - 100) } };
    const file = new Blob([stateJson(state)]);
    expect(file.size).toBeLessThanOrEqual(MAX_STATE_BYTES);
    expect(await readShared({ file })).toEqual(state);
  }, 30_000);
});

describe("linkWithin", () => {
  it("gives the link and its length under the cap, only the length over it", async () => {
    const state = { tool: "/uuid-generator", fields: { count: 5 } };
    const short = await linkWithin("https://example.org/uuid-generator", state);
    expect(short.link).toBe(await stateLink("https://example.org/uuid-generator", state));
    expect(short.length).toBe(short.link!.length);
    // Random text hardly compresses: 60,000 characters of it make a link past 32,000.
    const noise = String.fromCharCode(
      ...crypto.getRandomValues(new Uint8Array(60_000)).map((byte) => 33 + (byte % 90)),
    );
    const long = await linkWithin("https://example.org/x", {
      tool: "/x",
      fields: { input: noise },
    });
    expect(long.link).toBeNull();
    expect(long.length).toBeGreaterThan(MAX_LINK_CHARACTERS);
  });
});
