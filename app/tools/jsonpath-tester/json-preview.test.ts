// previewJson writes what JSON.stringify(value, null, 2) writes, and stops at the limit: checked on
// hand cases and on random values against JSON.stringify itself.
import { withCpuTime } from "../../../test-support/jsonpath-tester/cpu-time";
import { seededRandom } from "../../../test-support/random";
import { previewJson } from "./json-preview";

const full = (value: unknown) => JSON.stringify(value, null, 2);

/** A random JSON value such as JSON.parse makes: nested arrays and objects, awkward strings. */
function randomValue(random: () => number, depth: number): unknown {
  const pick = Math.floor(random() * (depth > 3 ? 5 : 7));
  const strings = ["", "a", 'q"uote', "back\\slash", "line\nbreak", "é😀", "\u0001", "__proto__"];
  if (pick === 0) return null;
  if (pick === 1) return random() < 0.5;
  if (pick === 2) return [0, -0, 1.5, -2e-7, 1e21, 123456789][Math.floor(random() * 6)];
  if (pick === 3 || pick === 4) return strings[Math.floor(random() * strings.length)];
  const length = Math.floor(random() * 4);
  if (pick === 5) return Array.from({ length }, () => randomValue(random, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = 0; i < length; i++) {
    Object.defineProperty(object, strings[Math.floor(random() * strings.length)] + i, {
      value: randomValue(random, depth + 1),
      enumerable: true,
    });
  }
  return object;
}

describe("previewJson", () => {
  it("writes scalars, empty containers and nesting as JSON.stringify with two spaces does", () => {
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      -0,
      3.25,
      1e21,
      "",
      'a "b" \\ \n \u0000 😀',
      [],
      {},
      [[], {}],
      { a: [1, { b: null }], "": "", "2": 2 },
    ];
    for (const value of values)
      expect(previewJson(value, Infinity)).toEqual({ text: full(value), cut: false });
  });

  it("agrees with JSON.stringify on 300 random values", () => {
    const random = seededRandom(9535);
    for (let n = 0; n < 300; n++) {
      const value = JSON.parse(JSON.stringify(randomValue(random, 0))) as unknown;
      expect(previewJson(value, Infinity).text).toBe(full(value));
    }
  });

  it("keeps exactly the first `limit` characters of the full text, at every limit", () => {
    const value = { list: [1, "two", { three: [3, "😀 \n"] }], empty: {}, none: null };
    const text = full(value);
    for (let limit = 0; limit <= text.length + 1; limit++) {
      expect(previewJson(value, limit)).toEqual({
        text: text.slice(0, limit),
        cut: limit < text.length,
      });
    }
  });

  it("cuts a long string without quoting all of it", () => {
    expect(previewJson("ab\ncd", 4)).toEqual({ text: '"ab\\', cut: true });
    expect(previewJson("x".repeat(1_000_000), 5)).toEqual({ text: '"xxxx', cut: true });
  });

  it("quotes no more of a 50-million-character string than the limit keeps", async () => {
    const long = "x".repeat(50_000_000);
    // JSON.stringify of the whole string would take tens of milliseconds and 100 MB.
    const { result, cpuMs } = await withCpuTime(() => previewJson({ long }, 12));
    expect(result).toEqual({ text: '{\n  "long": ', cut: true });
    expect(cpuMs).toBeLessThan(10);
  });

  it("says it is not cut when the text is exactly as long as the limit", () => {
    expect(previewJson([1], 7)).toEqual({ text: "[\n  1\n]", cut: false });
    expect(previewJson([1], 6)).toEqual({ text: "[\n  1\n", cut: true });
  });

  it("stops early on a value whose full text would be enormous", () => {
    const nested = JSON.parse("[".repeat(5000) + "]".repeat(5000)) as unknown;
    const started = performance.now();
    const preview = previewJson(nested, 2000);
    expect(preview.cut).toBe(true);
    expect(preview.text).toHaveLength(2000);
    expect(preview.text.startsWith("[\n  [\n    [\n")).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
