// The JSONPath Compliance Test Suite (RFC 9535), every case through runJsonPath as the page calls it:
// a valid selector gives exactly the expected values and normalized paths (one of the allowed
// orders where member order is free), every marked span holds the value, and an invalid selector is
// refused with a ToolError.
import { type ComplianceCase, complianceCases } from "../../../test-support/jsonpath-tester/cts";
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import { INVALID_QUERY_PREFIX, runJsonPath } from "./jsonpath-query";

const cases = complianceCases();
const valid = cases.filter((c) => !c.invalid_selector);
const invalid = cases.filter((c) => c.invalid_selector);

/** The allowed answers of a case: values and paths together. */
function allowedAnswers(c: ComplianceCase): { values: unknown[]; paths: string[] }[] {
  if (c.result) return [{ values: c.result, paths: c.result_paths! }];
  return c.results!.map((values, i) => ({ values, paths: c.results_paths![i] }));
}

/** Why the case fails, or null when runJsonPath gives an allowed answer. */
function disagreement(c: ComplianceCase): string | null {
  const json = JSON.stringify(c.document, null, 1);
  const { matches, count } = runJsonPath(json, c.selector);
  const actual = { values: matches.map((m) => m.value), paths: matches.map((m) => m.path) };
  const allowed = allowedAnswers(c);
  if (!allowed.some((answer) => JSON.stringify(answer) === JSON.stringify(actual))) {
    return `${c.name}: ${c.selector} gave ${JSON.stringify(actual)}`;
  }
  if (count !== matches.length) return `${c.name}: count ${count} for ${matches.length} matches`;
  for (const match of matches) {
    const marked = match.range && JSON.parse(json.slice(match.range.from, match.range.to));
    if (JSON.stringify(marked) !== JSON.stringify(match.value)) {
      return `${c.name}: ${match.path} marks ${JSON.stringify(marked)}`;
    }
  }
  return null;
}

describe("the JSONPath Compliance Test Suite", () => {
  it("has its 687 cases: 442 valid selectors and 245 invalid ones", () => {
    expect([cases.length, valid.length, invalid.length]).toEqual([687, 442, 245]);
  });

  it("gives the expected nodes, paths and spans for every valid selector", () => {
    expect(valid.map(disagreement).filter((d) => d !== null)).toEqual([]);
  });

  it("refuses every invalid selector with a message naming the query's column", () => {
    const accepted = invalid.filter((c) => {
      const { message } = thrownToolError(() => runJsonPath("{}", c.selector));
      return (
        !message.startsWith(INVALID_QUERY_PREFIX) || !/ at (line \d+, )?column \d+$/.test(message)
      );
    });
    expect(accepted.map((c) => `${c.name}: ${c.selector}`)).toEqual([]);
  });
});
