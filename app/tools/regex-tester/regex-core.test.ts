// The matching core against a table of patterns and texts with their expected matches and groups.
import { parse } from "regjsparser";
import {
  type FoundMatch,
  captureGroupNames,
  findMatches,
  MATCHES_PER_PROGRESS,
  MAX_MATCHES,
  groupNamesFor,
  normalizeFlags,
  syntaxErrorText,
  UNICODE_PROPERTY_HINT,
  unicodePropertyHint,
} from "./regex-core";

/** A match as [index, text, ...groups] (null for a group that did not take part). */
type Row = [number, string, ...(string | null)[]];
const rows = (matches: FoundMatch[]): Row[] =>
  matches.map((m) => [m.index, m.value, ...m.groups.map((g) => g.value)]);

const TABLE: { pattern: string; flags: string; text: string; expected: Row[] }[] = [
  {
    pattern: String.raw`\d+`,
    flags: "g",
    text: "a1 b22 c333",
    expected: [
      [1, "1"],
      [4, "22"],
      [8, "333"],
    ],
  },
  { pattern: String.raw`\d+`, flags: "", text: "a1 b22", expected: [[1, "1"]] },
  { pattern: "x", flags: "g", text: "abc", expected: [] },
  {
    pattern: String.raw`(?<y>\d{4})-(\d\d)?`,
    flags: "g",
    text: "2024-01 1999-",
    expected: [
      [0, "2024-01", "2024", "01"],
      [8, "1999-", "1999", null],
    ],
  },
  {
    pattern: "a|(b)",
    flags: "g",
    text: "ab",
    expected: [
      [0, "a", null],
      [1, "b", "b"],
    ],
  },
  // Empty matches advance by one: one per position, the end included.
  {
    pattern: "",
    flags: "g",
    text: "ab",
    expected: [
      [0, ""],
      [1, ""],
      [2, ""],
    ],
  },
  {
    pattern: "x*",
    flags: "g",
    text: "axx",
    expected: [
      [0, ""],
      [1, "xx"],
      [3, ""],
    ],
  },
  // With u an empty match advances by a code point, not inside a surrogate pair.
  {
    pattern: "",
    flags: "gu",
    text: "😀",
    expected: [
      [0, ""],
      [2, ""],
    ],
  },
  {
    pattern: "",
    flags: "g",
    text: "😀",
    expected: [
      [0, ""],
      [1, ""],
      [2, ""],
    ],
  },
  {
    pattern: "A",
    flags: "gi",
    text: "aA",
    expected: [
      [0, "a"],
      [1, "A"],
    ],
  },
  { pattern: "^b", flags: "gm", text: "a\nb", expected: [[2, "b"]] },
  { pattern: "^b", flags: "g", text: "a\nb", expected: [] },
  { pattern: "a.b", flags: "gs", text: "a\nb", expected: [[0, "a\nb"]] },
  {
    pattern: "a",
    flags: "gy",
    text: "aab a",
    expected: [
      [0, "a"],
      [1, "a"],
    ],
  },
  {
    pattern: String.raw`(\w)\1`,
    flags: "g",
    text: "aabcc",
    expected: [
      [0, "aa", "a"],
      [3, "cc", "c"],
    ],
  },
  { pattern: String.raw`(?<=\$)\d+`, flags: "g", text: "$5 and 7", expected: [[1, "5"]] },
  { pattern: String.raw`\p{Lu}`, flags: "gu", text: "aÉb", expected: [[1, "É"]] },
  {
    pattern: String.raw`[\p{L}--[a-z]]`,
    flags: "gv",
    text: "aBç",
    expected: [
      [1, "B"],
      [2, "ç"],
    ],
  },
];

describe("findMatches", () => {
  it.each(TABLE)("/$pattern/$flags on $text", ({ pattern, flags, text, expected }) => {
    expect(rows(findMatches(pattern, flags, text).matches)).toEqual(expected);
  });

  it("reports each group's span, and none for a group that did not take part", () => {
    const [match] = findMatches("(a)(x)?(b)", "", "zab").matches;
    expect(match).toEqual({
      index: 1,
      end: 3,
      value: "ab",
      groups: [
        { value: "a", length: 1, start: 1, end: 2 },
        { value: null, length: 0 },
        { value: "b", length: 1, start: 2, end: 3 },
      ],
    });
  });

  it("stops collecting at the limit and says there are more", () => {
    expect(findMatches("a", "g", "aaaa", 3)).toMatchObject({ capped: true });
    expect(findMatches("a", "g", "aaaa", 3).matches).toHaveLength(3);
    expect(findMatches("a", "g", "aaa", 3).capped).toBe(false);
  });

  it("reports how far it is every 4,096 matches, so a long text is not taken for a stuck pattern", () => {
    const reports: number[] = [];
    findMatches("a", "g", "ab".repeat(10_000), MAX_MATCHES, (fraction) => reports.push(fraction));
    expect(reports).toHaveLength(Math.floor(10_000 / MATCHES_PER_PROGRESS));
    expect(reports[0]).toBeCloseTo((2 * (MATCHES_PER_PROGRESS - 1)) / 20_000);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
  });

  it("collects 100,000 matches of a 1 MB text quickly and stops there", () => {
    const started = performance.now();
    const { matches, capped } = findMatches("", "g", "x".repeat(1_000_000));
    expect(matches).toHaveLength(100_000);
    expect(capped).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("cuts a very long value but keeps its length", () => {
    const text = "y".repeat(20_000);
    const [match] = findMatches("(?=(y+))", "g", text, 1).matches;
    expect(match.groups[0].value).toHaveLength(10_000);
    expect(match.groups[0].length).toBe(20_000);
  });

  it("throws the engine's message for a bad pattern", () => {
    expect(() => findMatches("(a", "g", "")).toThrow(
      "Invalid regular expression: /(a/dg: Unterminated group",
    );
  });
});

describe("group names", () => {
  const namesByParser = (pattern: string, flags: string) => {
    const names: (string | undefined)[] = [];
    const visit = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      const n = node as { type?: string; behavior?: string; name?: { value: string } };
      if (n.type === "group" && n.behavior === "normal") names.push(n.name?.value);
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.forEach(visit);
      }
    };
    visit(parse(pattern, flags, { namedGroups: true, lookbehind: true, unicodeSet: true }));
    return names;
  };

  it.each([
    ["(a)(?<b>c)(?:d)(?=e)(?<=f)(?<!g)(h)", ""],
    [String.raw`\((x)[(](?<n>y)`, ""],
    [String.raw`[[a]--[b]](?<n>y)[\q{ab|c}](z)`, "v"],
    [String.raw`[[(](a)`, ""],
    [String.raw`((?<outer>(?<inner>a)))`, ""],
  ])("numbers the groups of %s as regjsparser does", (pattern, flags) => {
    expect(groupNamesFor(pattern, flags)).toEqual(namesByParser(pattern, flags));
  });

  it("reads nested classes only with the v flag", () => {
    expect(captureGroupNames(String.raw`[[]]`)).toEqual([]);
  });
});

describe("normalizeFlags", () => {
  it("keeps known flags once each, in the engine's order", () => {
    expect(normalizeFlags("yigxgd")).toBe("dgiy");
  });
});

describe("syntaxErrorText", () => {
  it("places a caret under the position", () => {
    expect(syntaxErrorText("Bad", "ab(c", 4)).toBe(
      "Bad (at character 5 of the pattern)\nab(c\n    ^",
    );
  });

  it("shows only the part of a long pattern around the position", () => {
    const text = syntaxErrorText("Bad", `${"a".repeat(100)}(${"b".repeat(100)}`, 100);
    const [, excerpt, caret] = text.split("\n");
    expect(excerpt).toBe(`…${"a".repeat(40)}(${"b".repeat(39)}…`);
    expect(caret).toBe(`${" ".repeat(41)}^`);
  });

  it("is the engine's message alone without a position", () => {
    expect(syntaxErrorText("Bad", "x", null)).toBe("Bad");
  });
});

describe("a \\p{…} pattern without the u flag", () => {
  it("is named, since it matches the letter p and nothing else", () => {
    expect(unicodePropertyHint("\\p{L}+", "g")).toBe(UNICODE_PROPERTY_HINT);
    expect(unicodePropertyHint("x\\P{Lu}", "gi")).toBe(UNICODE_PROPERTY_HINT);
    expect(unicodePropertyHint("\\p{L}+", "gu")).toBeNull();
    expect(unicodePropertyHint("\\p{L}+", "gv")).toBeNull();
    expect(unicodePropertyHint("\\\\p{2}", "g")).toBeNull();
    expect(unicodePropertyHint("p{2}", "g")).toBeNull();
  });
});
