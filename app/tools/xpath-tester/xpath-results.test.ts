import { VALUE_PREVIEW_CHARS, previewOf, resultSummary, resultText } from "./xpath-results";
import type { MatchedNode } from "./xpath-model";

const node = (path: string, value: string): MatchedNode => ({
  kind: "element",
  name: "a",
  value,
  valueLength: value.length,
  path,
  range: null,
});

describe("the summary line", () => {
  it("counts matched nodes, singular and plural", () => {
    expect(resultSummary({ type: "node-set", count: 1, nodes: [] })).toBe("1 node matched");
    expect(resultSummary({ type: "node-set", count: 1234, nodes: [] })).toBe("1,234 nodes matched");
  });

  it("says when nothing matched", () => {
    expect(resultSummary({ type: "node-set", count: 0, nodes: [] })).toBe("No nodes matched");
  });

  it("names the type of a single value", () => {
    expect(resultSummary({ type: "number", value: "4" })).toBe("Result: a number");
    expect(resultSummary({ type: "string", value: "x" })).toBe("Result: a string");
    expect(resultSummary({ type: "boolean", value: false })).toBe("Result: a boolean");
  });
});

describe("the text Copy and Download give", () => {
  it("is a CSV table of the nodes, quoting where needed", () => {
    const text = resultText({
      type: "node-set",
      count: 2,
      nodes: [node("/a[1]", "plain"), node("/a[2]", 'say "hi",\nthen go')],
    });
    expect(text).toBe(
      'type,name,path,value\r\nelement,a,/a[1],plain\r\nelement,a,/a[2],"say ""hi"",\nthen go"\r\n',
    );
  });

  it("is empty when no node matched", () => {
    expect(resultText({ type: "node-set", count: 0, nodes: [] })).toBe("");
  });

  it("is the value itself for a number, string or boolean", () => {
    expect(resultText({ type: "number", value: "NaN" })).toBe("NaN");
    expect(resultText({ type: "string", value: "a b" })).toBe("a b");
    expect(resultText({ type: "boolean", value: true })).toBe("true");
  });
});

describe("value previews in the list", () => {
  it("show a short value on one line", () => {
    expect(previewOf("  one\n  two  ")).toEqual({ text: "one two", cut: false });
  });

  it(`cut a value longer than ${VALUE_PREVIEW_CHARS} characters`, () => {
    const preview = previewOf("x".repeat(VALUE_PREVIEW_CHARS + 1));
    expect(preview).toEqual({ text: `${"x".repeat(VALUE_PREVIEW_CHARS)}…`, cut: true });
  });
});
