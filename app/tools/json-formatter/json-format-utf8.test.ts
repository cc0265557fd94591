// The fast path for files (formatJsonUtf8 over the file's bytes) must give exactly what the text
// path gives for the decoded file, and give up (null) exactly where the text path reports an error.
import fc from "fast-check";
import { type JsonIndent, formatJson, formatJsonUtf8, minifyJson } from "./json-format";

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** What the worker did before the fast path: decode the file, then format the text (or fail). */
function viaText(bytes: Uint8Array, minify: boolean, indent: JsonIndent) {
  const text = decode(bytes);
  try {
    return minify ? minifyJson(text) : formatJson(text, { indent });
  } catch {
    return null;
  }
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The fast path gives the text path's result, or null, which sends the worker down the text path:
 * always when that path fails, and only then or when the bytes are not valid UTF-8.
 */
function expectSameAsText(bytes: Uint8Array, minify = false, indent: JsonIndent = "2") {
  const fast = formatJsonUtf8(bytes, { indent, minify });
  const slow = viaText(bytes, minify, indent);
  if (slow === null || !isValidUtf8(bytes)) {
    expect(fast).toBeNull();
    return;
  }
  expect(fast).not.toBeNull();
  expect(decode(fast!.bytes)).toBe(slow.output);
  expect(fast!.bytes).toEqual(utf8(slow.output));
  expect(fast!.chars).toBe(slow.output.length);
  expect(fast!.stats).toEqual(slow.stats);
}

/** JSON text with a character inserted, removed or replaced somewhere: mostly invalid. */
const damagedJson = fc
  .tuple(
    fc.json(),
    fc.nat(),
    fc.constantFrom("insert", "delete", "replace"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  )
  .map(([text, at, edit, char]) => {
    const i = at % (text.length + 1);
    if (edit === "insert") return text.slice(0, i) + char + text.slice(i);
    if (edit === "delete") return text.slice(0, i) + text.slice(i + 1);
    return text.slice(0, i) + char + text.slice(i + 1);
  });

describe("formatting a file's bytes", () => {
  it("gives the text path's output, length and counts for any JSON", () => {
    fc.assert(
      fc.property(
        fc.json(),
        fc.constantFrom<JsonIndent>("2", "4", "tab"),
        fc.boolean(),
        (text, indent, minify) => expectSameAsText(utf8(text), minify, indent),
      ),
    );
  });

  it("gives up exactly where the text path finds an error", () => {
    fc.assert(
      fc.property(damagedJson, fc.boolean(), (text, minify) =>
        expectSameAsText(utf8(text), minify),
      ),
    );
  });

  it("gives up on bytes that are not valid UTF-8 (decoding would replace them)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (inside) => {
        const bytes = new Uint8Array([
          0x5b,
          0x22,
          ...inside.filter((b) => b !== 0x22 && b !== 0x5c && b >= 0x20),
          0x22,
          0x5d,
        ]);
        expectSameAsText(bytes);
      }),
    );
  });

  it("copies characters of every UTF-8 length and counts them in UTF-16 code units", () => {
    const text = '{"k":"aé€😀","é":["😀😀"]}';
    const result = formatJsonUtf8(utf8(text), { minify: true });
    expect(decode(result!.bytes)).toBe(text);
    expect(result!.chars).toBe(text.length);
  });

  it("skips a leading byte order mark, as decoding does", () => {
    expectSameAsText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("[1]")]));
    expect(decode(formatJsonUtf8(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("[1]")]))!.bytes)).toBe(
      "[\n  1\n]",
    );
  });

  it("gives up on encoded surrogates, overlong forms and stray continuation bytes", () => {
    for (const bad of [
      [0xed, 0xa0, 0x80],
      [0xc0, 0xaf],
      [0xe0, 0x80, 0xaf],
      [0x80],
      [0xf4, 0x90, 0x80, 0x80],
    ]) {
      expect(formatJsonUtf8(new Uint8Array([0x5b, 0x22, ...bad, 0x22, 0x5d]))).toBeNull();
    }
  });

  it("gives up on empty input, trailing commas and data after the value", () => {
    for (const text of [
      "",
      "  ",
      "[1,]",
      '{"a":1,}',
      "[1] x",
      "01",
      "-",
      "1.",
      "1e",
      "tru",
      "nulls",
    ]) {
      expect(formatJsonUtf8(utf8(text))).toBeNull();
    }
  });
});
