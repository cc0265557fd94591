// The explanation covers each regjsparser node type in plain English, and finds where a syntax error is.
import {
  type ExplainedToken,
  MAX_TOKENS,
  TOO_DEEP_MESSAGE,
  explainPattern,
  syntaxErrorIndex,
} from "./regex-explain";

/** Every token as "raw: text", depth first. */
function lines(pattern: string, flags = ""): string[] {
  const out: string[] = [];
  const walk = (tokens: ExplainedToken[]) =>
    tokens.forEach((token) => {
      out.push(`${token.raw}: ${token.text}`);
      walk(token.children);
    });
  walk(explainPattern(pattern, flags).tokens);
  return out;
}

describe("explainPattern", () => {
  it.each([
    ["a|bc", "", "a|bc: Either of 2 alternatives (the first that matches wins)"],
    ["a|bc", "", 'bc: The text "bc"'],
    ["(a)", "", "(a): Capturing group 1"],
    ["(?<year>a)(b)", "", "(b): Capturing group 2"],
    ["(?<year>a)", "", '(?<year>a): Named capturing group "year" (group 1)'],
    ["(?:a)", "", "(?:a): Non-capturing group"],
    ["(?i-m:a)", "", "(?i-m:a): Non-capturing group, flags i on, flags m off"],
    ["(?=a)", "", "(?=a): Lookahead: what follows must match (nothing is consumed)"],
    ["(?!a)", "", "(?!a): Negative lookahead: what follows must not match"],
    ["(?<=a)", "", "(?<=a): Lookbehind: what precedes must match (nothing is consumed)"],
    ["(?<!a)", "", "(?<!a): Negative lookbehind: what precedes must not match"],
    ["a*", "", "a*: Zero or more times, as many times as possible (greedy):"],
    ["a+?", "", "a+?: One or more times, as few times as possible (lazy):"],
    ["a?", "", "a?: Optional (zero times or once), as many times as possible (greedy):"],
    ["a{3}", "", "a{3}: Exactly 3 times, as many times as possible (greedy):"],
    ["a{2,}", "", "a{2,}: At least 2 times, as many times as possible (greedy):"],
    ["a{2,5}?", "", "a{2,5}?: Between 2 and 5 times, as few times as possible (lazy):"],
    ["[a-z_]", "", "[a-z_]: Any one of these:"],
    ["[a-z_]", "", 'a-z: A character from "a" to "z"'],
    ["[^0-9]", "", "[^0-9]: Any character except these:"],
    [String.raw`\d`, "", String.raw`\d: A digit (0–9)`],
    [String.raw`\W`, "", String.raw`\W: Any character except a word character`],
    [
      String.raw`\s`,
      "",
      String.raw`\s: A whitespace character (space, tab, line break, no-break space…)`,
    ],
    ["^", "", "^: Start of the text"],
    ["$", "m", "$: End of a line (m flag)"],
    [
      String.raw`\b`,
      "",
      String.raw`\b: A word boundary (between a word character and a non-word character)`,
    ],
    [String.raw`\B`, "", String.raw`\B: Not a word boundary`],
    [String.raw`(a)\1`, "", String.raw`\1: The same text as group 1 matched (back-reference)`],
    [
      String.raw`(?<q>a)\k<q>`,
      "",
      String.raw`\k<q>: The same text as group "q" matched (back-reference)`,
    ],
    [".", "", String.raw`.: Any character except a line break (\n, \r, \u2028, \u2029)`],
    [".", "s", ".: Any character, line breaks included (s flag)"],
    [String.raw`\p{Lu}`, "u", String.raw`\p{Lu}: An uppercase letter (Unicode)`],
    [String.raw`\P{L}`, "u", String.raw`\P{L}: Any character that is not a letter (Unicode)`],
    [
      String.raw`\p{Script=Greek}`,
      "u",
      String.raw`\p{Script=Greek}: A character in the script Greek (Unicode)`,
    ],
    [
      String.raw`[\p{L}--[a-z]]`,
      "v",
      String.raw`[\p{L}--[a-z]]: Any character in the first set but none of the others (subtraction, --)`,
    ],
    [
      String.raw`[\w&&\d]`,
      "v",
      String.raw`[\w&&\d]: Any character in all of these sets (intersection, &&)`,
    ],
    [String.raw`[\q{abc|d}]`, "v", String.raw`\q{abc|d}: One of the strings "abc", "d"`],
    [String.raw`\n`, "", String.raw`\n: The character line feed (\n)`],
    [String.raw`\u00e9`, "", String.raw`\u00e9: The character "é" (U+00E9)`],
    ["A", "i", 'A: The character "A" (either case)'],
  ])("/%s/%s has %j", (pattern, flags, expected) => {
    expect(lines(pattern, flags)).toContain(expected);
  });

  it("nests a quantified group's content under it", () => {
    const [token] = explainPattern("(ab)+", "").tokens;
    expect(token.children[0].text).toBe("Capturing group 1");
    expect(token.children[0].children[0].text).toBe('The text "ab"');
    expect(token.children[0].children[0]).toMatchObject({ start: 1, end: 3 });
  });

  it("explains only the first tokens of a huge pattern", () => {
    const explanation = explainPattern("(a)".repeat(5_000), "");
    expect(explanation.cut).toBe(true);
    expect(explanation.tokens.length).toBeLessThanOrEqual(MAX_TOKENS);
  });
});

it("says when a pattern is nested too deeply to explain", () => {
  const deep = `${"(".repeat(20_000)}a${")".repeat(20_000)}`;
  expect(() => explainPattern(deep, "")).toThrow(TOO_DEEP_MESSAGE);
  expect(syntaxErrorIndex(`${deep}(`, "")).toBeNull();
});

describe("syntaxErrorIndex", () => {
  it.each([
    ["(a", "", 2],
    ["a{2,1}", "", 1],
    ["a)b", "", 1],
    ["*a", "", 0],
    [String.raw`[z-a]`, "", 1],
  ])("finds where /%s/%s goes wrong", (pattern, flags, index) => {
    expect(syntaxErrorIndex(pattern, flags)).toBe(index);
  });

  it("is null where the parser has nothing to say", () => {
    expect(syntaxErrorIndex("abc", "")).toBeNull();
  });
});
