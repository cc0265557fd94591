// JSON to Types: the pure core of /json-to-types. Reads JSON samples (one value, an array of samples,
// or JSON Lines) or a JSON Schema into a type model and has the language's writer write it, with
// notes. The writer is given, not imported, so the worker loads only the language asked for
// (writer-loaders.ts); the tests take every writer at once (test-support/json-to-types/all-writers.ts).
import { IGNORE_TOKENS, scanJson } from "~/lib/json/json-scanner";
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import type { Writer } from "./emit-common";
import { inferTypes } from "./infer-types";
import { MAX_DEPTH, ShapeReader, readSamples } from "./sample-shapes";
import { readSchema } from "./schema-reader";
import { type Note, RESERVED_TYPE_NAMES, type TypeRef, finishModel } from "./type-model";
import { pascalName } from "./type-names";
import {
  DEFAULT_ROOT_NAME,
  EACH_ITEM_LABEL,
  EMPTY_INPUT_MESSAGE,
  type JsonToTypesJob,
  type JsonToTypesResult,
} from "./json-to-types-options";

export * from "./json-to-types-options";

export const NO_SAMPLES_MESSAGE = "The array holds no sample: there is nothing to infer types from";
export const NOT_A_SCHEMA_MESSAGE = "A JSON Schema is an object (or true or false)";
/** More notes than this are counted, not listed. */
export const MAX_NOTES = 50;

export const samplesNote = (count: number) => `Types inferred from ${groupedCount(count)} samples.`;
export const SCHEMA_DETECTED_NOTE =
  'The input has a "$schema" key, so it is read as a JSON Schema.';
export const NO_SAMPLE_ARRAY_NOTE = `"${EACH_ITEM_LABEL}" is on, but the input holds no top-level array: each JSON value is one sample.`;
export const ONE_ARRAY_NOTE = `The input is one array: to type its items as separate samples, choose "${EACH_ITEM_LABEL}".`;
export const moreNotesNote = (count: number) => `… and ${groupedCount(count)} more notes.`;
export const reservedRootNote = (typed: string, name: string) =>
  `The root name ${typed} is a built-in type in some of the languages: the root is ${name}.`;

/** The root type's name: a PascalCase identifier no language reserves. */
export function rootTypeName(typed: string): { name: string; note: string | null } {
  const name = pascalName(typed, DEFAULT_ROOT_NAME);
  if (!RESERVED_TYPE_NAMES.has(name)) return { name, note: null };
  return { name: `${name}2`, note: reservedRootNote(name, `${name}2`) };
}

function parseSchema(text: string): unknown {
  scanJson(text, IGNORE_TOKENS, { maxDepth: MAX_DEPTH }); // the scanner's message names line and column
  const schema: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (
    typeof schema !== "boolean" &&
    (typeof schema !== "object" || schema === null || Array.isArray(schema))
  ) {
    throw new ToolError(NOT_A_SCHEMA_MESSAGE);
  }
  return schema;
}

/** What the input says, read as samples or as a schema, and the notes about how it was read. */
function readInput(job: JsonToTypesJob, rootName: string): { root: TypeRef; notes: Note[] } {
  if (job.source === "schema") return readSchema(parseSchema(job.text), rootName);
  const reader = new ShapeReader(job.eachItemIsSample);
  readSamples(job.text, reader);
  // One value whose keys include "$schema": an object, so not an array of samples either.
  if (job.source === "auto" && reader.values === 1 && reader.firstIsSchema) {
    const read = readSchema(parseSchema(job.text), rootName);
    return { root: read.root, notes: [() => SCHEMA_DETECTED_NOTE, ...read.notes] };
  }
  if (reader.samples === 0) throw new ToolError(NO_SAMPLES_MESSAGE);
  const inferred = inferTypes(reader.root, rootName);
  const notes: Note[] = [];
  if (reader.samples > 1) notes.push(() => samplesNote(reader.samples));
  if (job.eachItemIsSample && reader.sampleLists === 0) notes.push(() => NO_SAMPLE_ARRAY_NOTE);
  const root = inferred.root;
  if (
    !job.eachItemIsSample &&
    reader.samples === 1 &&
    root.kind === "array" &&
    root.items.kind === "object"
  ) {
    notes.push(() => ONE_ARRAY_NOTE);
  }
  return { root, notes: [...notes, ...inferred.notes] };
}

/**
 * The types of the job's samples (or schema), written by `write` (the job's language's writer).
 * Throws ToolError for empty input, a JSON syntax error (with line and column), an empty array of
 * samples, or a schema that is no object.
 */
export function writeTypes(job: JsonToTypesJob, write: Writer): JsonToTypesResult {
  if (job.text.trim() === "") throw new ToolError(EMPTY_INPUT_MESSAGE);
  const { name: rootName, note: rootNote } = rootTypeName(job.rootName);
  const { root, notes } = readInput(job, rootName);
  const model = finishModel(root, rootName, notes);
  const { code, notes: languageNotes } = write(model, job);
  const all = [
    ...new Set([
      ...(rootNote ? [rootNote] : []),
      ...model.notes.map((note) => note()),
      ...languageNotes,
    ]),
  ];
  const shown =
    all.length > MAX_NOTES
      ? [...all.slice(0, MAX_NOTES), moreNotesNote(all.length - MAX_NOTES)]
      : all;
  return { code, notes: shown };
}
