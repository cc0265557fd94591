// turndown's own cases (../shared/conformance/html-to-markdown), each run with the options it names.
import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlToMarkdown, type TurndownOptions } from "./html-to-markdown";

interface TurndownCase {
  name: string;
  options: TurndownOptions | null;
  input: string;
  expected: string;
}

const cases = JSON.parse(
  readFileSync(
    path.resolve(process.cwd(), "../shared/conformance/html-to-markdown/turndown_cases.json"),
    "utf8",
  ),
) as TurndownCase[];

/** The count reported in docs/markdown.md: a change to the converter must not lower it. */
const EXPECTED_PASSES = 147;

function passes(testCase: TurndownCase): boolean {
  return htmlToMarkdown(testCase.input, testCase.options ?? {}) === testCase.expected;
}

test("all turndown cases are read", () => {
  expect(cases).toHaveLength(147);
});

test("the turndown conformance pass count does not fall", () => {
  const passing = cases.filter(passes).length;
  expect(passing).toBeGreaterThanOrEqual(EXPECTED_PASSES);
});
