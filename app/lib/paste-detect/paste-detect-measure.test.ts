// The labelled set (test-support/paste-detect) as a test, so a change that lowers first-choice
// accuracy below the target fails the suite; and detection of adversarial 100,000-character pastes.
import { describe, expect, it } from "vitest";
import { catalogueTools } from "../../../test-support/paste-detect/catalogue-tools";
import { loadLabelledSnippets } from "../../../test-support/paste-detect/labelled-set";
import { randomTexts, TRICKY_PIECES } from "../../../test-support/random-text";
import { detectPaste } from "./paste-detect";

/** The target of the product's "done when": first choice right for 97 % of real snippets. */
const FIRST_CHOICE_TARGET = 0.97;
const LONG = 100_000;

describe("the labelled set", () => {
  const snippets = loadLabelledSnippets();

  it("holds at least 500 snippets, each with a source", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(500);
    for (const snippet of snippets) expect(snippet.source).not.toBe("");
  });

  it(`names the labelled kind first for at least ${FIRST_CHOICE_TARGET * 100} % of it`, () => {
    const wrong = snippets.filter(
      ({ input, label }) => detectPaste(input, catalogueTools).matches[0]?.kind !== label,
    );
    const accuracy = 1 - wrong.length / snippets.length;
    expect(
      accuracy,
      `wrong: ${wrong.map((s) => `${s.label} (${s.source})`).join("; ")}`,
    ).toBeGreaterThanOrEqual(FIRST_CHOICE_TARGET);
  });
});

/** Runs of what the detectors look for: digits, hex, Base64, escapes, markers, openers. */
const RUNS = [
  "0",
  "a",
  "f0",
  "A+",
  "%4",
  "%41",
  "-_",
  "=",
  "eyJ.",
  "0x",
  ".",
  ":",
  "::",
  "/",
  "1.",
  "#",
  "- ",
  "k: ",
  "{",
  "[",
  "<a>",
  "</a>",
  "<!--",
  '"',
  ",",
  "\t",
  "\n",
  "|",
  "*/",
  "-----BEGIN X-----\n",
  "\r\n",
  "@",
  "é",
  "\u{1F600}",
];

describe("adversarial pastes", () => {
  const long = (unit: string, prefix = "") =>
    (prefix + unit.repeat(Math.ceil(LONG / unit.length))).slice(0, LONG);
  const inputs = [
    ...RUNS.map((unit) => long(unit)),
    ...RUNS.map((unit) => long(unit, "{") + "}"),
    long("x", "data:image/png;base64,"),
    long("A", "-----BEGIN CERTIFICATE-----\n"),
    ...randomTexts(11, [...TRICKY_PIECES, ...RUNS], 6, 40_000).map((text) => text.slice(0, LONG)),
  ];

  it("never throw, and say something for all but blank ones, for 100,000-character pastes", () => {
    for (const input of inputs) {
      const { matches } = detectPaste(input, catalogueTools);
      expect(matches.length > 0).toBe(input.trim() !== "");
    }
  });

  it("never throw for random bytes dropped as a file", () => {
    let seed = 7;
    const bytes = new Uint8Array(LONG).map(() => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24);
    expect(detectPaste({ bytes }, catalogueTools).matches[0].kind).toBe("binary");
    for (let length = 0; length < 40; length++)
      expect(() => detectPaste({ bytes: bytes.subarray(0, length) }, catalogueTools)).not.toThrow();
  });
});
