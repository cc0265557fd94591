// NanoID: the default alphabet, the checks on a custom one, and characters drawn without bias.
import { RandomPool, platformEntropy } from "./uuid-bytes";
import {
  ALPHABET_TOO_LONG_MESSAGE,
  ALPHABET_TOO_SHORT_MESSAGE,
  NANOID_ALPHABET,
  NANOID_SIZE_MESSAGE,
  NanoIdGenerator,
  parseNanoIdSize,
  readAlphabet,
  repeatedCharacterMessage,
} from "./nanoid";

it("uses the 64 URL-safe characters by default, 21 of them an ID", () => {
  expect([...NANOID_ALPHABET].sort().join("")).toBe(
    "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
  );
  const id = new NanoIdGenerator(new RandomPool(platformEntropy), readAlphabet(NANOID_ALPHABET));
  expect(id.next(21)).toMatch(/^[A-Za-z0-9_-]{21}$/);
});

it("reads the size from 1 to 1,000", () => {
  expect(parseNanoIdSize(" 21 ")).toBe(21);
  expect(parseNanoIdSize("1")).toBe(1);
  expect(parseNanoIdSize("1000")).toBe(1000);
  for (const bad of ["0", "1001", "", "x", "2.5"])
    expect(() => parseNanoIdSize(bad)).toThrow(NANOID_SIZE_MESSAGE);
  expect(NANOID_SIZE_MESSAGE).toBe("The size must be a whole number from 1 to 1,000 characters");
});

it("refuses an alphabet with a repeated character, naming it and where, or too short or long", () => {
  expect(() => readAlphabet("abcda")).toThrow(repeatedCharacterMessage("a", 1, 5));
  expect(repeatedCharacterMessage("a", 1, 5)).toBe(
    'The alphabet has "a" twice (positions 1 and 5); each character may appear once, or IDs would favour it',
  );
  expect(() => readAlphabet("a")).toThrow(ALPHABET_TOO_SHORT_MESSAGE);
  expect(() => readAlphabet("")).toThrow(ALPHABET_TOO_SHORT_MESSAGE);
  expect(() => readAlphabet("aa")).toThrow(repeatedCharacterMessage("a", 1, 2));
  const all = Array.from({ length: 257 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join("");
  expect(readAlphabet(all.slice(0, 256))).toHaveLength(256);
  expect(() => readAlphabet(all)).toThrow(ALPHABET_TOO_LONG_MESSAGE);
  expect(readAlphabet("😀🎉")).toEqual(["😀", "🎉"]);
});

/** Pearson's chi-squared statistic of `counts` against equal expected counts. */
function chiSquared(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

it("draws every character of a 3- or 62-character alphabet equally often (chi-squared)", () => {
  // 99.9th percentiles of chi-squared with 2 and 61 degrees of freedom: 13.8 and 102.2. A plain
  // `byte % 62` would give the first 8 characters 5/4 of the others' share, a statistic near 2,000.
  for (const [alphabet, limit] of [
    ["abc", 13.8],
    ["0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 102.2],
  ] as const) {
    const characters = readAlphabet(alphabet);
    const id = new NanoIdGenerator(new RandomPool(platformEntropy), characters).next(310_000);
    const counts = new Map(characters.map((c) => [c, 0]));
    for (const c of id) counts.set(c, counts.get(c)! + 1);
    expect(chiSquared([...counts.values()])).toBeLessThan(limit);
  }
});

it("skips random values past the alphabet's end rather than folding them back", () => {
  // Bytes 3, 7, 2: masked to 2 bits they are 3, 3, 2; 3 is past "abc" and is drawn again.
  const bytes = [3, 7, 2, 1, 0];
  let at = 0;
  const pool = new RandomPool({
    now: () => 0,
    fill: (t) => t.forEach((_, i) => (t[i] = bytes[at++ % 5])),
  });
  expect(new NanoIdGenerator(pool, readAlphabet("abc")).next(3)).toBe("cba");
});
