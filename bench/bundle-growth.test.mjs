import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bytesBySource, decodeSegment, moduleName } from "./bundle-growth.mjs";

describe("bundle-growth", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "bundle-growth-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("decodes Base64 VLQ segments as the Source Map v3 format writes them", () => {
    expect(decodeSegment("AAAA")).toEqual([0, 0, 0, 0]);
    expect(decodeSegment("IACA")).toEqual([4, 0, 1, 0]);
    // D is 3: its low bit marks a negative number; gB is a value that takes two digits (16).
    expect(decodeSegment("DgB")).toEqual([-1, 16]);
  });

  it("names a module by its package, or by its path in app/", () => {
    expect(moduleName("../../../node_modules/@codemirror/view/dist/index.js")).toBe(
      "@codemirror/view",
    );
    expect(moduleName("../../node_modules/react-dom/cjs/x.js")).toBe("react-dom");
    expect(moduleName("../../../../app/ui/panels/OutputPanel.tsx")).toBe(
      "app/ui/panels/OutputPanel.tsx",
    );
  });

  it("gives each module the bytes from its segment's column to the next segment's", () => {
    const file = path.join(dir, "chunk.js");
    writeFileSync(file, "aaaabbbbbb\ncc");
    writeFileSync(
      `${file}.map`,
      JSON.stringify({
        version: 3,
        sources: ["../../app/x.ts", "../../node_modules/pkg/y.js"],
        // Line 1: column 0 from x.ts, column 4 from y.js; line 2: column 0 from x.ts again.
        mappings: "AAAA,ICAA;ADAA",
      }),
    );
    expect(Object.fromEntries(bytesBySource(file))).toEqual({ "app/x.ts": 4 + 3, pkg: 6 + 1 });
  });

  it("counts a script without a map as one lump", () => {
    const file = path.join(dir, "manifest.js");
    writeFileSync(file, "window.__manifest={}");
    expect(Object.fromEntries(bytesBySource(file))).toEqual({ "(no map)": 20 });
  });
});
