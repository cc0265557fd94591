// JSON to Types: the pure core of /json-to-types. Reads JSON samples (one value, an array of samples,
// or JSON Lines) or a JSON Schema, and writes the types in one of seven languages, with notes.
import type { Writer } from "./emit-common";
import { writeCSharp } from "./emit-csharp";
import { writeGo } from "./emit-go";
import { writeJsonSchema } from "./emit-json-schema";
import { writePython } from "./emit-python";
import { writeRust } from "./emit-rust";
import { writeTypeScript } from "./emit-typescript";
import { writeZod } from "./emit-zod";
import type { JsonToTypesJob, JsonToTypesResult, TargetLanguage } from "./json-to-types-options";
import { writeTypes } from "./write-types";

export * from "./json-to-types-options";
export * from "./write-types";

export const WRITERS: Record<TargetLanguage, Writer> = {
  typescript: writeTypeScript,
  zod: writeZod,
  "json-schema": writeJsonSchema,
  go: writeGo,
  python: writePython,
  rust: writeRust,
  csharp: writeCSharp,
};

/**
 * The types of the job's samples (or schema) in its language. Throws ToolError for empty input, a
 * JSON syntax error (with line and column), an empty array of samples, or a schema that is no object.
 */
export function jsonToTypes(job: JsonToTypesJob): JsonToTypesResult {
  return writeTypes(job, WRITERS[job.language]);
}
