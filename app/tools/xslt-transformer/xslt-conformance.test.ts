// The libxslt REC conformance run: every case of ../shared/conformance/libxslt-REC through the tool's
// core, compared with libxslt's own output. Results: docs/xslt-transformer.md.
import { errorMessage } from "~/lib/tool-error";
import { nodeLibxsltEngine } from "../../../test-support/xslt-transformer/libxslt-engine";
import {
  type ConformanceCase,
  compareResult,
  conformanceCases,
  conformanceFiles,
  expectedErrorTexts,
} from "../../../test-support/xslt-transformer/xslt-conformance";
import { transformXslt } from "./xslt-transform";

type Outcome = "exact" | "charset-meta" | "rejected" | "different";

const engine = nodeLibxsltEngine(conformanceFiles());

/** A case passes when the result agrees and libxslt's error text (if any) is said too. */
async function outcome(testCase: ConformanceCase): Promise<{ outcome: Outcome; said: string }> {
  let said: string;
  let agreement: Outcome;
  try {
    const result = await transformXslt(
      { xml: testCase.xml, xslt: testCase.xslt, parameters: [] },
      engine,
    );
    said = result.messages.join("\n");
    agreement =
      testCase.expected === null ? "different" : compareResult(result.output, testCase.expected);
  } catch (error) {
    said = errorMessage(error);
    agreement = testCase.expected === null ? "rejected" : "different";
  }
  const texts = testCase.errors === null ? [] : expectedErrorTexts(testCase.errors);
  return { outcome: texts.every((text) => said.includes(text)) ? agreement : "different", said };
}

describe("libxslt REC conformance", () => {
  it("agrees with libxslt on all 79 cases, 77 of them to the byte", async () => {
    const results = new Map<string, Outcome>();
    for (const testCase of conformanceCases()) {
      const { outcome: result, said } = await outcome(testCase);
      results.set(testCase.name, result);
      if (process.env.XSLT_CONFORMANCE_VERBOSE) console.info(testCase.name, result, said);
    }
    const named = (kind: Outcome) => [...results].filter(([, r]) => r === kind).map(([n]) => n);
    expect(results.size).toBe(79);
    expect(named("different")).toEqual([]);
    expect(named("charset-meta")).toEqual(["test-2.5-1", "test-8-1"]);
    expect(named("rejected")).toEqual(["test-6.1"]);
    expect(named("exact")).toHaveLength(76);
  });
});
