// Our YAML → JSON against the public yaml-test-suite (../shared/conformance/yaml-test-suite): every
// case with in.json must give that JSON, every case marked "error" must fail with a line and column.
import fs from "node:fs";
import path from "node:path";
import { ToolError } from "~/lib/tool-error";
import { yamlToJson } from "./yaml-to-json";

const SUITE = path.resolve(process.cwd(), "../shared/conformance/yaml-test-suite");

/** A case is any folder holding in.yaml: top-level ids, or their numbered variants (2G84/00). */
function caseFolders(folder: string, id = ""): string[] {
  if (fs.existsSync(path.join(folder, "in.yaml"))) return [id];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      caseFolders(path.join(folder, entry.name), id ? `${id}/${entry.name}` : entry.name),
    );
}

/** in.json holds one JSON value per document, one after the other (none for an empty stream). */
export function jsonStream(text: string): unknown[] {
  const values: unknown[] = [];
  let pending = "";
  for (const line of text.split("\n")) {
    pending += line + "\n";
    if (pending.trim() === "") continue;
    try {
      values.push(JSON.parse(pending));
      pending = "";
    } catch {
      // the value goes on over the next lines
    }
  }
  if (pending.trim() !== "") throw new Error("in.json ends inside a value");
  return values;
}

const read = (id: string, file: string) => fs.readFileSync(path.join(SUITE, id, file), "utf8");
const has = (id: string, file: string) => fs.existsSync(path.join(SUITE, id, file));

/**
 * Cases where the library reads YAML differently from the suite, each with its reason; listed in
 * docs/json-to-yaml.md. The test fails if one of them starts to pass, so the list stays true.
 */
export const KNOWN_FAILURES: Record<string, string> = {
  SF5V: "a repeated %YAML directive is accepted by the yaml library instead of refused",
};

const cases = caseFolders(SUITE);
const withJson = cases.filter((id) => has(id, "in.json") && !has(id, "error"));
const withError = cases.filter((id) => has(id, "error"));

function converts(id: string): { ok: true } | { ok: false; reason: string } {
  const expected = jsonStream(read(id, "in.json"));
  let output: string;
  try {
    output = yamlToJson(read(id, "in.yaml"));
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const actual =
    output === "" ? [] : expected.length > 1 ? JSON.parse(output) : [JSON.parse(output)];
  try {
    expect(actual).toEqual(expected);
    return { ok: true };
  } catch {
    return { ok: false, reason: `gave ${output.slice(0, 200)}` };
  }
}

describe("the yaml-test-suite", () => {
  it("has the cases its README counts", () => {
    expect(withJson.length).toBeGreaterThan(250);
    expect(withError.length).toBeGreaterThan(80);
  });

  it.each(withJson)("reads %s as its in.json", (id) => {
    const result = converts(id);
    if (id in KNOWN_FAILURES) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true });
  });

  it.each(withError)("refuses the invalid %s with a line and column", (id) => {
    let thrown: unknown = null;
    try {
      yamlToJson(read(id, "in.yaml"));
    } catch (error) {
      thrown = error;
    }
    if (id in KNOWN_FAILURES) return expect(thrown).toBeNull();
    expect(thrown).toBeInstanceOf(ToolError);
    const error = thrown as ToolError;
    expect(error.line).toBeGreaterThan(0);
    expect(error.column).toBeGreaterThan(0);
    expect(error.message).toMatch(/^Failed to convert YAML to JSON: .+ at line \d+, column \d+$/);
  });
});
