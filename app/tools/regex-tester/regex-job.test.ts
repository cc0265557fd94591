// One run of the tool: the replace, list and split views and the test strings' verdicts.
import { type RegexJob, runRegexJob } from "./regex-job";
import { unescapeTemplate } from "./regex-template";

const job = (change: Partial<RegexJob>): RegexJob => ({
  pattern: String.raw`(?<key>\w+)=(\d+)`,
  flags: "g",
  text: "a=1, b=22",
  view: "matches",
  replacement: "",
  template: "",
  tests: [],
  ...change,
});

describe("runRegexJob", () => {
  it("lists the matches with the group names by number", () => {
    const run = runRegexJob(job({}));
    expect(run.matches.map((m) => m.value)).toEqual(["a=1", "b=22"]);
    expect(run.groupNames).toEqual(["key", null]);
    expect(run.output).toBe("");
  });

  it("replaces with $<name>, $1, $2, $& and $$", () => {
    const run = runRegexJob(job({ view: "replace", replacement: "$2:$<key>:$1 ($&) $$" }));
    expect(run.output).toBe("1:a:a (a=1) $, 22:b:b (b=22) $");
  });

  it("replaces only the first match without g", () => {
    expect(runRegexJob(job({ flags: "", view: "replace", replacement: "X" })).output).toBe(
      "X, b=22",
    );
  });

  it("writes one line per match through the template", () => {
    expect(runRegexJob(job({ view: "list", template: String.raw`$<key>\t$2` })).output).toBe(
      "a\t1\nb\t22",
    );
  });

  it("splits the text, captures spliced in, as a JSON array", () => {
    const run = runRegexJob(
      job({ pattern: String.raw`\s*(,)\s*`, text: "a , b,c", view: "split" }),
    );
    expect(JSON.parse(run.output)).toEqual(["a", ",", "b", ",", "c"]);
  });

  it("marks each test string as passing or failing its expectation", () => {
    const run = runRegexJob(
      job({
        pattern: String.raw`^\d+$`,
        tests: [
          { id: "1", text: "123", expect: "match" },
          { id: "2", text: "12a", expect: "no-match" },
          { id: "3", text: "abc", expect: "match" },
        ],
      }),
    );
    expect(run.tests).toEqual([
      { id: "1", matched: true, passed: true, firstMatch: "123" },
      { id: "2", matched: false, passed: true, firstMatch: null },
      { id: "3", matched: false, passed: false, firstMatch: null },
    ]);
  });

  it("tests each string from its start even with g (lastIndex does not carry over)", () => {
    const tests = ["ab", "ab"].map((text, n) => ({
      id: String(n),
      text,
      expect: "match" as const,
    }));
    expect(runRegexJob(job({ pattern: "a", tests })).tests.every((t) => t.passed)).toBe(true);
  });
});

describe("unescapeTemplate", () => {
  it("reads \\n, \\t and \\\\", () => {
    expect(unescapeTemplate(String.raw`a\nb\tc\\n`)).toBe("a\nb\tc\\n");
  });
});

describe("a pattern the engine cannot compile to code", () => {
  it("gives the engine's message as a ToolError", () => {
    expect(() => runRegexJob(job({ pattern: "a".repeat(100_000), flags: "gu" }))).toThrow(
      /Regular expression too large/,
    );
  });
});
