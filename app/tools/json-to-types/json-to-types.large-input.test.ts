// JSON to Types on ten megabytes of input: read in one pass, whether as JSON Lines, as an array of
// samples or as one object of many keys (a quadratic step would take minutes here, not seconds).
import { describe, expect, it } from "vitest";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, type JsonToTypesJob, samplesNote } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";

const run = (text: string, more: Partial<JsonToTypesJob> = {}) =>
  jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, ...more });

describe("ten megabytes of input", () => {
  const record = (i: number) =>
    JSON.stringify({
      id: i,
      name: `user ${i}`,
      email: i % 3 ? null : "a@example.com",
      tags: i % 5 ? ["x"] : [],
      address: { city: "c", zip: String(i), geo: { lat: i / 7, lng: -i } },
      [`extra${i % 40}`]: i % 2 === 0,
    });
  const lines: string[] = [];
  for (let size = 0, i = 0; size < 10_000_000; i++) {
    lines.push(record(i));
    size += lines[i].length + 1;
  }

  it("reads ten megabytes of JSON Lines, and of an array of samples, in one pass each", () => {
    const asLines = run(lines.join("\n"), { language: "go" });
    expect(asLines.notes[0]).toBe(samplesNote(lines.length));
    expect(asLines.code).toMatch(/^\tExtra39 +\*bool +`json:"extra39,omitempty"`$/m);
    expect(asLines.code).toMatch(/^\tEmail +\*string +`json:"email"`$/m);
    const asArray = run(`[${lines.join(",\n")}]`, { language: "go", eachItemIsSample: true });
    expect(asArray.code).toBe(asLines.code);
  });

  it("reads an object of 100,000 keys", () => {
    const text = JSON.stringify(
      Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`key${i}`, i])),
    );
    const { code } = run(text, { language: "go" });
    // The package clause, a blank line, the struct's first line, a line a key, "}", the last line break.
    expect(code.split("\n")).toHaveLength(3 + 100_000 + 2);
  });
});
