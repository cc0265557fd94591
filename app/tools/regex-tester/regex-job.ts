// One run of the Regex Tester, as the worker does it: the match list, the chosen view's text
// (replacement, list or split) and the unit-test panel's verdicts, all from one compiled pattern.
import { ToolError } from "~/lib/tool-error";
import {
  type FoundMatch,
  MAX_MATCHES,
  compileRegex,
  findMatches,
  groupNamesFor,
  normalizeFlags,
} from "./regex-core";
import { expandTemplate, templateMatchOf, unescapeTemplate } from "./regex-template";

export type RegexView = "matches" | "replace" | "list" | "split";

export type Expectation = "match" | "no-match";

export interface RegexTestCase {
  id: string;
  text: string;
  expect: Expectation;
}

export interface RegexJob {
  pattern: string;
  flags: string;
  text: string;
  view: RegexView;
  /** The substitution box: String.prototype.replace's syntax. */
  replacement: string;
  /** The list view's line per match, same syntax; "\n" and "\t" are escapes. */
  template: string;
  tests: readonly RegexTestCase[];
}

export interface TestOutcome {
  id: string;
  matched: boolean;
  passed: boolean;
  /** The first match in the test string, cut to 200 characters. */
  firstMatch: string | null;
}

export interface RegexRun {
  matches: FoundMatch[];
  /** The length of the text the matches were found in (the editor may hold a newer one). */
  textLength: number;
  capped: boolean;
  /** The name of each group by number (index 0 = group 1), null when unnamed. */
  groupNames: (string | null)[];
  /** The text of the replace, list or split view ("" for the match list). */
  output: string;
  /** The view `output` belongs to. */
  view: RegexView;
  tests: TestOutcome[];
}

/** Pieces a split view shows at most (String.prototype.split's limit). */
export const MAX_SPLIT_PIECES = MAX_MATCHES;

/** The list view: one line per match, through the template. */
export function listOutput(regex: RegExp, text: string, template: string, limit = MAX_MATCHES) {
  const expanded = unescapeTemplate(template);
  const lines: string[] = [];
  if (!regex.global) {
    const match = regex.exec(text);
    return match ? expandTemplate(expanded, templateMatchOf(match), text) : "";
  }
  for (const match of text.matchAll(regex)) {
    if (lines.length >= limit) break;
    lines.push(expandTemplate(expanded, templateMatchOf(match), text));
  }
  return lines.join("\n");
}

/** The split view: the pieces between matches (captured groups spliced in), as a JSON array. */
export function splitOutput(regex: RegExp, text: string): string {
  const pieces = text.split(regex, MAX_SPLIT_PIECES);
  return `[\n${pieces.map((piece) => `  ${JSON.stringify(piece ?? null)}`).join(",\n")}\n]`;
}

/** Whether the pattern finds a match in each test string (g ignored: it only moves lastIndex). */
export function runTests(
  pattern: string,
  flags: string,
  tests: readonly RegexTestCase[],
): TestOutcome[] {
  const regex = compileRegex(pattern, flags.replace("g", ""));
  return tests.map(({ id, text, expect }) => {
    regex.lastIndex = 0;
    const match = regex.exec(text);
    const matched = match !== null;
    return {
      id,
      matched,
      passed: matched === (expect === "match"),
      firstMatch: match ? match[0].slice(0, 200) : null,
    };
  });
}

/**
 * `progress` is called every few thousand matches: the page's 2 s limit is meant for a stuck
 * pattern, and a long text that keeps yielding matches (slow on a busy machine) is not stuck.
 */
export function runRegexJob(job: RegexJob, progress?: (fraction: number) => void): RegexRun {
  try {
    return runCompiled(job, progress);
  } catch (error) {
    // V8 compiles a pattern to code on its first run, where a huge one fails ("Regular expression
    // too large"): the engine's message, as for a syntax error.
    if (error instanceof SyntaxError) throw new ToolError(error.message);
    throw error;
  }
}

function runCompiled(job: RegexJob, progress?: (fraction: number) => void): RegexRun {
  const flags = normalizeFlags(job.flags);
  const { matches, capped } = findMatches(job.pattern, flags, job.text, MAX_MATCHES, progress);
  const regex = compileRegex(job.pattern, flags);
  let output = "";
  if (job.view === "replace") output = job.text.replace(regex, job.replacement);
  else if (job.view === "list") output = listOutput(regex, job.text, job.template);
  else if (job.view === "split") output = splitOutput(regex, job.text);
  return {
    matches,
    textLength: job.text.length,
    capped,
    groupNames: groupNamesFor(job.pattern, flags).map((name) => name ?? null),
    output,
    view: job.view,
    tests: runTests(job.pattern, flags, job.tests),
  };
}
