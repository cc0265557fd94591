// Writes the type model as TypeScript: an exported interface (or type alias) per object type, keys
// that are not identifiers quoted, null and mixed values as unions.
import { type Emitted, fileText, type Writer } from "./emit-common";
import type { ObjectType, TypeModel, TypeRef } from "./type-model";

export interface TypeScriptOptions {
  /** `export type X = { … }` instead of `export interface X { … }`. */
  typeAliases: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A property name as written in a type: bare when it is an identifier, else a string literal. */
export function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

/** Does the type need parentheses before `[]` ("(string | number)[]")? */
const isCompound = (type: TypeRef) =>
  type.kind === "union" || (type.kind === "enum" && type.values.length > 1);

export function typeScriptType(type: TypeRef): string {
  switch (type.kind) {
    case "unknown":
      return "unknown";
    case "integer":
    case "bigInteger":
    case "number":
      return "number";
    case "string":
    case "boolean":
    case "null":
      return type.kind;
    case "enum":
      return type.values.map((value) => JSON.stringify(value)).join(" | ");
    case "array": {
      const items = typeScriptType(type.items);
      return isCompound(type.items) ? `(${items})[]` : `${items}[]`;
    }
    case "map":
      return `{ [key: string]: ${typeScriptType(type.values)} }`;
    case "object":
      return type.type.name;
    case "union":
      return type.members.map(typeScriptType).join(" | ");
  }
}

function declaration(type: ObjectType, { typeAliases }: TypeScriptOptions): string {
  const body = type.fields.map(
    (field) =>
      `  ${propertyKey(field.key)}${field.optional ? "?" : ""}: ${typeScriptType(field.type)};`,
  );
  return typeAliases
    ? [`export type ${type.name} = {`, ...body, "};"].join("\n")
    : [`export interface ${type.name} {`, ...body, "}"].join("\n");
}

export function emitTypeScript(model: TypeModel, options: TypeScriptOptions): Emitted {
  const blocks: string[] = [];
  if (model.root.kind !== "object") {
    blocks.push(`export type ${model.rootName} = ${typeScriptType(model.root)};`);
  }
  for (const type of model.types) blocks.push(declaration(type, options));
  return { code: fileText(blocks.join("\n\n")), notes: [] };
}

export const writeTypeScript: Writer = (model, job) =>
  emitTypeScript(model, { typeAliases: job.typeAliases });
