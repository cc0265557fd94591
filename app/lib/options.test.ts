import { isOptionValue } from "./options";

const SIZES = [
  { value: "s", label: "Small" },
  { value: "l", label: "Large" },
] as const;

describe("isOptionValue", () => {
  it("accepts a value of the list", () => {
    expect(isOptionValue(SIZES, "l")).toBe(true);
  });

  it("rejects a label, an unknown value and a non-string", () => {
    expect(isOptionValue(SIZES, "Large")).toBe(false);
    expect(isOptionValue(SIZES, "m")).toBe(false);
    expect(isOptionValue(SIZES, 1)).toBe(false);
  });
});
