import { ToolError, withMessagePrefix } from "./tool-error";

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
