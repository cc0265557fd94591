// Writes the type model as Rust structs for serde: snake_case fields with #[serde(rename)] where the
// key differs, Option for a key that may be missing or a value that may be null.
import {
  type Emitted,
  type FieldNaming,
  bigIntegerNote,
  fileText,
  memberNames,
  unionNote,
  type Writer,
} from "./emit-common";
import {
  type Field,
  type NonNullType,
  type ObjectType,
  type TypeModel,
  type TypeRef,
  enumBase,
  fieldPath,
  splitNull,
} from "./type-model";
import { snakeName } from "./type-names";

export interface RustOptions {
  fieldNames: FieldNaming;
}

/** Strict and reserved keywords (2021 edition, and 2024's gen): raw identifiers (r#type) name them. */
export const RUST_KEYWORDS = new Set(
  "as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait true type unsafe use where while abstract become box do final macro override priv typeof unsized virtual yield try gen".split(
    " ",
  ),
);
/** Keywords a raw identifier cannot be. */
const NOT_RAW = new Set(["crate", "self", "Self", "super"]);

const RUST_IDENTIFIER = /^[A-Za-z_]\w*$/;
const VALUE = "serde_json::Value";

export function rustFieldName(key: string, fieldNames: FieldNaming): string {
  const name =
    fieldNames === "keys" && RUST_IDENTIFIER.test(key) && key !== "_" ? key : snakeName(key);
  if (NOT_RAW.has(name)) return `${name}_`;
  return RUST_KEYWORDS.has(name) ? `r#${name}` : name;
}

/** A Rust string literal: quotes, backslashes and control characters escaped. */
export function rustString(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === "\\") out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code >= 0xd800 && code <= 0xdfff)
      out += "\\u{fffd}"; // a Rust string holds no lone surrogate
    else if (code < 0x20 || code === 0x7f) out += `\\u{${code.toString(16)}}`;
    else out += char;
  }
  return `${out}"`;
}

const isSnakeCase = (name: string) => /^[a-z_][a-z0-9_]*$/.test(name);

class RustWriter {
  readonly notes: string[] = [];
  usesMap = false;

  constructor(private readonly model: TypeModel) {}

  typeOf(type: TypeRef, where: string, owner: ObjectType | null): string {
    const { nullable, inner } = splitNull(type);
    if (inner === null) return `Option<${VALUE}>`;
    const base = this.nonNull(inner, where, owner);
    return nullable ? `Option<${base}>` : base;
  }

  private nonNull(type: NonNullType, where: string, owner: ObjectType | null): string {
    switch (type.kind) {
      case "string":
        return "String";
      case "integer":
        return "i64";
      case "bigInteger":
        this.notes.push(bigIntegerNote(where, "f64"));
        return "f64";
      case "number":
        return "f64";
      case "boolean":
        return "bool";
      case "enum": {
        const base = enumBase(type.values);
        if (base === null) {
          this.notes.push(unionNote(where, "Rust", VALUE));
          return VALUE;
        }
        return { string: "String", integer: "i64", number: "f64", boolean: "bool" }[base];
      }
      case "array":
        return `Vec<${this.typeOf(type.items, `${where}[]`, null)}>`;
      case "map":
        this.usesMap = true;
        return `HashMap<String, ${this.typeOf(type.values, `${where}[*]`, null)}>`;
      case "object": {
        // A struct that contains itself has infinite size: Box puts it on the heap.
        const cycle =
          owner !== null && this.model.recursive.has(owner) && this.model.recursive.has(type.type);
        return cycle ? `Box<${type.type.name}>` : type.type.name;
      }
      case "union":
        this.notes.push(unionNote(where, "Rust", VALUE));
        return VALUE;
      case "unknown":
        return VALUE;
    }
  }

  private field(owner: ObjectType, field: Field, name: string): string[] {
    let type = this.typeOf(field.type, fieldPath(owner.name, field.key), owner);
    if (field.optional && !type.startsWith("Option<")) type = `Option<${type}>`;
    const serde: string[] = [];
    if (name.replace(/^r#/, "") !== field.key) serde.push(`rename = ${rustString(field.key)}`);
    // Written back, a missing key stays missing rather than becoming null.
    if (field.optional) serde.push('skip_serializing_if = "Option::is_none"');
    const lines = serde.length > 0 ? [`    #[serde(${serde.join(", ")})]`] : [];
    return [...lines, `    pub ${name}: ${type},`];
  }

  struct(type: ObjectType, fieldNames: FieldNaming): string {
    const names = memberNames(type.fields, (key) => rustFieldName(key, fieldNames), "_");
    const body = type.fields.flatMap((field, i) => this.field(type, field, names[i]));
    const allow = names.every((name) => isSnakeCase(name.replace(/^r#/, "")))
      ? []
      : ["#[allow(non_snake_case)]"];
    return [
      "#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]",
      ...allow,
      `pub struct ${type.name} {`,
      ...body,
      "}",
    ].join("\n");
  }
}

export function emitRust(model: TypeModel, { fieldNames }: RustOptions): Emitted {
  const writer = new RustWriter(model);
  const blocks: string[] = [];
  if (model.root.kind !== "object") {
    blocks.push(`pub type ${model.rootName} = ${writer.typeOf(model.root, model.rootName, null)};`);
  }
  for (const type of model.types) blocks.push(writer.struct(type, fieldNames));
  // In rustfmt's order; an import nothing uses would draw a warning.
  const uses: string[] = [];
  if (model.types.length > 0) uses.push("use serde::{Deserialize, Serialize};");
  if (writer.usesMap) uses.push("use std::collections::HashMap;");
  const header = uses.length > 0 ? [uses.join("\n")] : [];
  return { code: fileText([...header, ...blocks].join("\n\n")), notes: writer.notes };
}

export const writeRust: Writer = (model, job) => emitRust(model, { fieldNames: job.fieldNames });
