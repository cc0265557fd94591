// The libxslt REC conformance run: every case of ../shared/conformance/libxslt-REC through the tool's
// core, compared with libxslt's output (issue 4). Failing cases and reasons: docs/xslt-transformer.md.
import { errorMessage } from "~/lib/tool-error";
import {
  type Agreement,
  type ConformanceCase,
  compareResult,
  conformanceCases,
  readSiblingStylesheet,
} from "./xslt-conformance";
import { transformXslt } from "./xslt-transform";

/** Recorded with xslt-processor 5.1.2; the run fails if fewer cases pass. */
const RECORDED_PASSES = 48;
const RECORDED_PASSES_IGNORING_WHITESPACE = 53;

async function agreement(testCase: ConformanceCase): Promise<Agreement | "rejected" | "skipped"> {
  if (testCase.xslt === null) return "skipped";
  try {
    const result = await transformXslt(
      { xml: testCase.xml, xslt: testCase.xslt, parameters: [] },
      readSiblingStylesheet,
    );
    if (testCase.expected === null) return "different"; // libxslt rejects this stylesheet
    return compareResult(result.output, testCase.expected, result.method);
  } catch (error) {
    if (testCase.expected === null) return "rejected";
    if (process.env.XSLT_CONFORMANCE_VERBOSE) console.info(testCase.name, errorMessage(error));
    return "different";
  }
}

describe("libxslt REC conformance", () => {
  it("passes at least the recorded number of cases", async () => {
    const results = new Map<string, Agreement | "rejected" | "skipped">();
    for (const testCase of conformanceCases())
      results.set(testCase.name, await agreement(testCase));
    const count = (...kinds: string[]) =>
      [...results.values()].filter((r) => kinds.includes(r)).length;
    const passes = count("exact", "equivalent", "rejected");
    if (process.env.XSLT_CONFORMANCE_VERBOSE) {
      console.info([...results].map(([name, r]) => `${name}: ${r}`).join("\n"));
      console.info({
        cases: results.size,
        passes,
        ignoringWhitespace: passes + count("whitespace"),
      });
    }
    expect(results.size).toBe(79);
    expect(passes).toBeGreaterThanOrEqual(RECORDED_PASSES);
    expect(passes + count("whitespace")).toBeGreaterThanOrEqual(
      RECORDED_PASSES_IGNORING_WHITESPACE,
    );
  });
});
