// Property tests: whatever the title and options, a slug holds only ASCII letters, digits and the
// separator, has no separator at an end or twice in a row, and fits the max length.
import anyAscii from "any-ascii";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidSlug } from "./ai-suggestions";
import { slugifyLines } from "./slug-batch";
import { LANGUAGE_OPTIONS, SEPARATOR_OPTIONS, type SlugOptions, separatorOf } from "./slug-options";
import { slugify } from "./slugify";

// Titles mixing ASCII punctuation, accents, Cyrillic, Greek, CJK, emoji and separators themselves.
const PIECES = [
  ..."aZ09 -_.&@'’!?/\\\t",
  "ß",
  "Ä",
  "ø",
  "é",
  "Щ",
  "ї",
  "λ",
  "北",
  "한",
  "😀",
  "\u0301",
  "ﬁ",
  "½",
];
const title = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 40 })
  .map((parts) => parts.join(""));
const anyTitle = fc.oneof(title, fc.string({ maxLength: 40, unit: "binary" }));

const options: fc.Arbitrary<SlugOptions> = fc.record({
  language: fc.constantFrom(...LANGUAGE_OPTIONS.map((o) => o.value)),
  separator: fc.constantFrom(...SEPARATOR_OPTIONS.map((o) => separatorOf(o.value))),
  lowercase: fc.boolean(),
  maxLength: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
  removeStopWords: fc.boolean(),
  keepNumbers: fc.boolean(),
  replacements: fc.constantFrom(
    [],
    [
      { from: "&", to: "and" },
      { from: "@", to: "at" },
    ],
    [{ from: "-", to: "--" }],
  ),
});

function expectWellFormed(slug: string, opts: SlugOptions) {
  const letters = opts.lowercase ? "a-z0-9" : "A-Za-z0-9";
  const sep = opts.separator === "" ? "" : `\\${opts.separator}`;
  expect(slug).toMatch(new RegExp(`^[${letters}${sep}]*$`));
  if (opts.separator !== "") {
    expect(slug.startsWith(opts.separator)).toBe(false);
    expect(slug.endsWith(opts.separator)).toBe(false);
    expect(slug.includes(opts.separator + opts.separator)).toBe(false);
  }
  if (opts.maxLength > 0) expect(slug.length).toBeLessThanOrEqual(opts.maxLength);
  if (slug !== "") expect(isValidSlug(slug, opts)).toBe(true);
}

describe("slug properties", () => {
  it("a slug is only letters, digits and single inner separators, within the max length", () => {
    fc.assert(
      fc.property(anyTitle, options, (text, opts) => {
        expectWellFormed(slugify(text, opts, anyAscii), opts);
      }),
      { numRuns: 2000 },
    );
  });

  it("a batch gives one slug per line, each well formed and unique", () => {
    fc.assert(
      fc.property(fc.array(title, { maxLength: 12 }), options, (titles, opts) => {
        // Room for a word and a two-digit number: below that uniqueness wins over the limit.
        const limited = { ...opts, maxLength: opts.maxLength === 0 ? 0 : opts.maxLength + 4 };
        const lines = slugifyLines({ ...limited, text: titles.join("\n") }, anyAscii).slugs.split(
          "\n",
        );
        expect(lines.length).toBe(Math.max(titles.length, 1));
        for (const slug of lines) expectWellFormed(slug, limited);
        const nonEmpty = lines.filter((slug) => slug !== "");
        expect(new Set(nonEmpty).size).toBe(nonEmpty.length);
      }),
      { numRuns: 500 },
    );
  });
});
