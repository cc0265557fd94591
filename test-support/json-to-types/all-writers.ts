// JSON to Types with every writer at hand, for the tests: the page's worker loads only the chosen
// language's (app/tools/json-to-types/writer-loaders.ts), which writer-loaders.test.ts checks are
// these very functions. Test-only.
import type { Writer } from "../../app/tools/json-to-types/emit-common";
import { writeCSharp } from "../../app/tools/json-to-types/emit-csharp";
import { writeGo } from "../../app/tools/json-to-types/emit-go";
import { writeJsonSchema } from "../../app/tools/json-to-types/emit-json-schema";
import { writePython } from "../../app/tools/json-to-types/emit-python";
import { writeRust } from "../../app/tools/json-to-types/emit-rust";
import { writeTypeScript } from "../../app/tools/json-to-types/emit-typescript";
import { writeZod } from "../../app/tools/json-to-types/emit-zod";
import {
  type JsonToTypesJob,
  type JsonToTypesResult,
  type TargetLanguage,
  writeTypes,
} from "../../app/tools/json-to-types/json-to-types";

export const WRITERS: Record<TargetLanguage, Writer> = {
  typescript: writeTypeScript,
  zod: writeZod,
  "json-schema": writeJsonSchema,
  go: writeGo,
  python: writePython,
  rust: writeRust,
  csharp: writeCSharp,
};

/** The types of the job's samples (or schema) in its language, as the page's worker writes them. */
export function jsonToTypes(job: JsonToTypesJob): JsonToTypesResult {
  return writeTypes(job, WRITERS[job.language]);
}
