import {
  type ConformanceCase,
  documentNameFor,
  dumpValue,
  evaluateLikeRuntest,
  evaluatePointer,
  loadCases,
  loadDocument,
} from "./test-libxml2-xpath";

/** Cases whose dump matches libxml2's today; see docs/xpath-tester.md for the others and why. */
const RECORDED_PASS_COUNT = 339;

function actualDump(testCase: ConformanceCase): string {
  const document = loadDocument(documentNameFor(testCase.file));
  const value = testCase.file.startsWith("xptr/")
    ? evaluatePointer(testCase.expression, document)
    : evaluateLikeRuntest(testCase.expression, document);
  return dumpValue(value);
}

describe("libxml2's XPath test data", () => {
  const cases = loadCases();

  it("has every expression of the result files", () => {
    expect(cases.length).toBe(351);
  });

  it(`passes at least ${RECORDED_PASS_COUNT} cases`, () => {
    const failures = cases.filter((c) => actualDump(c) !== c.expected);
    if (process.env.XPATH_CONFORMANCE_REPORT) {
      for (const c of failures) {
        console.log(
          `--- ${c.file}: ${c.expression}\nexpected:\n${c.expected}\nactual:\n${actualDump(c)}`,
        );
      }
    }
    console.log(`libxml2 XPath conformance: ${cases.length - failures.length} of ${cases.length}`);
    expect(cases.length - failures.length).toBeGreaterThanOrEqual(RECORDED_PASS_COUNT);
  });
});
