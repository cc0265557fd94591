import { describe, expect, it } from "vitest";
import { DEFAULT_SPLIT, withSplitMode } from "./tool-options";

describe("switching Split by", () => {
  it("gives the new mode its own count: 1000 rows per file never becomes 1000 files", () => {
    const byFiles = withSplitMode(DEFAULT_SPLIT, "files");
    expect(byFiles).toMatchObject({ mode: "files", count: "2" });
    expect(withSplitMode(DEFAULT_SPLIT, "size")).toMatchObject({ mode: "size", count: "10" });
  });

  it("keeps what was typed for each mode when switching back", () => {
    const typedRows = { ...DEFAULT_SPLIT, count: "250" };
    const typedFiles = { ...withSplitMode(typedRows, "files"), count: "7" };
    const backToRows = withSplitMode(typedFiles, "rows");
    expect(backToRows).toMatchObject({ mode: "rows", count: "250" });
    expect(withSplitMode(backToRows, "files")).toMatchObject({ mode: "files", count: "7" });
    expect(withSplitMode(backToRows, "rows")).toBe(backToRows);
  });
});
