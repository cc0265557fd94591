import { attempt } from "./attempt";
import { ToolError } from "./tool-error";

describe("attempt", () => {
  it("returns the value when the function succeeds", () => {
    expect(attempt(() => 42)).toEqual({ value: 42, error: null });
  });

  it("returns a thrown ToolError's message, exactly", () => {
    const failing = () => {
      throw new ToolError("Size must be a whole number");
    };
    expect(attempt(failing)).toEqual({ value: null, error: "Size must be a whole number" });
  });

  it("turns anything else thrown into text", () => {
    const failing = () => {
      throw "plain string";
    };
    expect(attempt(failing)).toEqual({ value: null, error: "plain string" });
  });
});
