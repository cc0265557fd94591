// Property tests: for random patterns from a small grammar, the page's match list is exactly
// String.prototype.matchAll's, and the list template expands as String.prototype.replace does.
import fc from "fast-check";
import { findMatches } from "./regex-core";
import { expandTemplate, templateMatchOf } from "./regex-template";

/** A small regex grammar: literals, classes, escapes, groups (named too), alternation, quantifiers, anchors, lookarounds, back-references. */
const atom = fc.constantFrom(
  "a",
  "b",
  ".",
  "[ab]",
  "[^a]",
  "[a-c]",
  String.raw`\d`,
  String.raw`\w`,
  String.raw`\s`,
  String.raw`\b`,
  "^",
  "$",
  "",
);
const { pattern } = fc.letrec<{ pattern: string; term: string }>((tie) => ({
  term: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    atom,
    tie("term").map((t) => `(${t})`),
    tie("term").map((t) => `(?:${t})`),
    tie("term").map((t) => `(?=${t})`),
    tie("term").map((t) => `(?<!${t})`),
    fc
      .tuple(tie("term"), fc.constantFrom("*", "+", "?", "{2}", "{0,2}", "*?", "+?"))
      .map(([t, q]) =>
        t === "" || t === "^" || t === "$" || t === String.raw`\b` ? t : `(?:${t})${q}`,
      ),
    fc.tuple(tie("term"), tie("term")).map(([a, b]) => a + b),
  ),
  pattern: fc.oneof(
    tie("term"),
    fc.tuple(tie("term"), tie("term")).map(([a, b]) => `${a}|${b}`),
  ),
}));
const flags = fc.subarray(["i", "m", "s", "u", "y"]).map((chosen) => `g${chosen.join("")}`);
const text = fc.string({
  unit: fc.constantFrom("a", "b", "c", "1", " ", "\n", "é"),
  maxLength: 20,
});

/** Whether the pattern compiles: a lookbehind or a group can make a back-reference invalid, etc. */
function compiles(source: string, flagSet: string): boolean {
  try {
    new RegExp(source, flagSet);
    return true;
  } catch {
    return false;
  }
}

describe("the match list", () => {
  it("equals String.prototype.matchAll for random patterns", () => {
    fc.assert(
      fc.property(pattern, flags, text, (source, flagSet, input) => {
        fc.pre(compiles(source, flagSet));
        const expected = [...input.matchAll(new RegExp(source, flagSet))].map((m) => ({
          index: m.index,
          value: m[0],
          groups: m.slice(1).map((g) => g ?? null),
        }));
        const actual = findMatches(source, flagSet, input).matches.map((m) => ({
          index: m.index,
          value: m.value,
          groups: m.groups.map((g) => g.value),
        }));
        expect(actual).toEqual(expected);
      }),
      { numRuns: 1_000 },
    );
  });

  it("gives each group the span the engine gives it", () => {
    fc.assert(
      fc.property(pattern, text, (source, input) => {
        fc.pre(compiles(source, "gd"));
        const expected = [...input.matchAll(new RegExp(source, "gd"))].map((m) =>
          m.indices!.slice(1).map((span) => span ?? null),
        );
        const actual = findMatches(source, "g", input).matches.map((m) =>
          m.groups.map((g) => (g.start === undefined ? null : [g.start, g.end])),
        );
        expect(actual).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the template", () => {
  const template = fc.string({
    unit: fc.constantFrom("$", "&", "`", "'", "1", "2", "0", "<", ">", "n", "x", "-"),
    maxLength: 12,
  });

  it("expands per match exactly as replace() does", () => {
    fc.assert(
      fc.property(pattern, text, template, (source, input, tpl) => {
        const named = `(?<n>${source})`;
        fc.pre(compiles(named, "g"));
        const regex = new RegExp(named, "g");
        let rebuilt = "";
        let last = 0;
        for (const match of input.matchAll(regex)) {
          rebuilt +=
            input.slice(last, match.index) + expandTemplate(tpl, templateMatchOf(match), input);
          last = match.index + match[0].length;
        }
        rebuilt += input.slice(last);
        expect(rebuilt).toBe(input.replace(regex, tpl));
      }),
      { numRuns: 1_000 },
    );
  });
});
