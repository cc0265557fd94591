// Test-only: runs python_oracle.py under Debian's Python (it has jsonschema and pydantic; the python3
// first on PATH may be another one without them). One process answers a whole list of cases.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const DEBIAN_PYTHON = "/usr/bin/python3";
const SCRIPT = join(process.cwd(), "test-support/json-to-types/python_oracle.py");

/** Per case: "ok" or the complaint for each value, or why the case could not run at all. */
export type PythonResult = { results: string[] } | { error: string };

export interface SchemaCase {
  schema: string;
  /** The values as JSON text. */
  values: string[];
}

export interface ModelsCase {
  code: string;
  root: string;
  pydantic: boolean;
  values: string[];
}

function run(
  mode: "schema" | "models",
  cases: readonly (SchemaCase | ModelsCase)[],
): PythonResult[] {
  const output = execFileSync(DEBIAN_PYTHON, [SCRIPT], {
    input: JSON.stringify({ mode, cases }),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as PythonResult[];
}

/** Each value validated by jsonschema's Draft202012Validator against its case's schema. */
export const validateWithJsonSchema = (cases: readonly SchemaCase[]) => run("schema", cases);

/** Each value built into the root type of its case's Python code (dataclasses or pydantic). */
export const loadWithPython = (cases: readonly ModelsCase[]) => run("models", cases);

/** The pydantic version of Debian's Python ("1.10.4"). */
export const pydanticVersion = () =>
  execFileSync(DEBIAN_PYTHON, ["-c", "import pydantic; print(pydantic.VERSION)"], {
    encoding: "utf8",
  }).trim();
