import {
  ToolError,
  isStackOverflow,
  lineAndColumn,
  linesAndColumns,
  withMessagePrefix,
} from "./tool-error";

describe("withMessagePrefix", () => {
  it("puts the prefix before a ToolError's message and keeps its position", () => {
    let caught: unknown;
    try {
      withMessagePrefix("Failed: ", () => {
        throw new ToolError("bad quote", { line: 2, column: 3 });
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolError);
    expect(caught).toMatchObject({ message: "Failed: bad quote", line: 2, column: 3 });
  });

  it("leaves other errors and already prefixed messages alone, and passes results through", () => {
    expect(() =>
      withMessagePrefix("Failed: ", () => {
        throw new ToolError("Failed: once");
      }),
    ).toThrow(/^Failed: once$/);
    expect(() =>
      withMessagePrefix("Failed: ", () => {
        throw new RangeError("deep");
      }),
    ).toThrow(RangeError);
    expect(withMessagePrefix("Failed: ", () => 42)).toBe(42);
  });
});

describe("linesAndColumns", () => {
  it("gives lineAndColumn of each ascending index, CRLF, LF and CR each ending a line", () => {
    const text = "ab\r\ncd\ne\rf{";
    const indexes = [0, 1, 4, 5, 7, 9, 10, 10];
    expect(linesAndColumns(text, indexes)).toEqual(
      indexes.map((index) => lineAndColumn(text, index)),
    );
    expect(linesAndColumns(text, [10])).toEqual([{ line: 4, column: 2 }]);
  });

  it("places 100,000 indexes in one pass", () => {
    const text = "{".repeat(100_000);
    const started = performance.now();
    const positions = linesAndColumns(
      text,
      Array.from({ length: text.length }, (_, i) => i),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(positions[99_999]).toEqual({ line: 1, column: 100_000 });
  });
});

describe("isStackOverflow", () => {
  it("knows V8's and JavaScriptCore's RangeError and Firefox's InternalError", () => {
    const recurse = (depth: number): number => recurse(depth + 1) + 1;
    let thrown: unknown;
    try {
      recurse(0);
    } catch (error) {
      thrown = error;
    }
    expect(isStackOverflow(thrown)).toBe(true);
    // What Firefox ESR 153 throws, read from it: name "InternalError", message "too much recursion".
    const firefox = Object.assign(new Error("too much recursion"), { name: "InternalError" });
    expect(isStackOverflow(firefox)).toBe(true);
  });

  it("is not any other error", () => {
    expect(isStackOverflow(new TypeError("x is undefined"))).toBe(false);
    expect(isStackOverflow(new ToolError("Parse error"))).toBe(false);
    expect(isStackOverflow("too much recursion")).toBe(false);
  });
});
