// Stored test strings are read back only when they have the shape the panel needs.
import { validTestCases } from "./TestCasesPanel";

describe("validTestCases", () => {
  it("keeps well-formed cases and drops the rest", () => {
    const good = { id: "1", text: "a", expect: "match" };
    expect(
      validTestCases([good, { id: "2", text: "b", expect: "maybe" }, null, "x", { id: 3 }]),
    ).toEqual([good]);
    expect(validTestCases("not a list")).toEqual([]);
  });
});
