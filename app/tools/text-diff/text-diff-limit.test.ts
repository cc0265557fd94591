// The 10 MB limit of each field with the default limit, on texts of that size. In the normal suite
// only: under mutation each run would count 10 MB of text through instrumented code (seconds per
// mutant); text-diff.test.ts checks the limit's value, the labels and the count on small limits.
import { diffWithDefaults } from "../../../test-support/text-diff/diff-with-defaults";
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import { MAX_FIELD_BYTES, checkFieldSize } from "./text-diff";

const run = diffWithDefaults;

describe("textDiff's size limit", () => {
  it("refuses a field over 10 MB, naming it and its size", () => {
    const over = "x".repeat(MAX_FIELD_BYTES + 1);
    expect(thrownToolError(() => run(over, "")).message).toBe(
      "Original is 10.1 MB (10,485,761 bytes): Text Diff compares up to 10 MB a field.",
    );
    expect(thrownToolError(() => run("", over, { mode: "json" })).message).toBe(
      "Changed is 10.1 MB (10,485,761 bytes): Text Diff compares up to 10 MB a field.",
    );
    expect(() => checkFieldSize("x".repeat(MAX_FIELD_BYTES), "Original")).not.toThrow();
  });
});
