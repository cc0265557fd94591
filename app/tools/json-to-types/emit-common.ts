// What the writers of JSON to Types share: their result, member naming within one type, and the
// notes a language without union types or big integers adds (writeTypes drops repeated notes).
import type { JsonToTypesJob } from "./json-to-types-options";
import type { Field, TypeModel } from "./type-model";
import { uniqueName } from "./type-names";

export interface Emitted {
  code: string;
  notes: string[];
}

/** A language's writer, taking from the job the options that language has. */
export type Writer = (model: TypeModel, job: JsonToTypesJob) => Emitted;

/**
 * A member name for each field of a type, distinct from each other and from `taken` (the
 * language's names a member must not take); `separator` goes before a clash's number.
 */
export function memberNames(
  fields: readonly Field[],
  nameOf: (key: string) => string,
  separator = "",
  taken: Iterable<string> = [],
): string[] {
  const used = new Set(taken);
  return fields.map((field) => uniqueName(nameOf(field.key), used, separator));
}

export const unionNote = (where: string, language: string, fallback: string) =>
  `${where} holds values of different kinds, which ${language} cannot say in one type: it is ${fallback}.`;
export const bigIntegerNote = (where: string, fallback: string) =>
  `${where} holds whole numbers beyond the 64-bit range: it is ${fallback}.`;

/** The code as a file ends: with one line break. */
export const fileText = (code: string) => `${code}\n`;

export type { FieldNaming } from "./json-to-types-options";
