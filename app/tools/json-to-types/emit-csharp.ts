// Writes the type model as C# records for System.Text.Json (.NET 7 or later): [JsonPropertyName] on
// every property, `required` for a key every sample has, `?` for a key that may be missing or null.
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
import { pascalName } from "./type-names";

export interface CSharpOptions {
  fieldNames: FieldNaming;
}

/** C#'s keywords, and the contextual ones a property declaration could misread: @ escapes them. */
export const CSHARP_KEYWORDS = new Set(
  "abstract as base bool break byte case catch char checked class const continue decimal default delegate do double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while add and alias async await by descending dynamic equals field file from get global group init into join let managed nameof nint not notnull nuint on or orderby partial record remove required scoped select set unmanaged value var when where with yield".split(
    " ",
  ),
);

/** Members every record has: a property of that name would clash with or hide them. */
const RECORD_MEMBERS = [
  "EqualityContract",
  "Equals",
  "GetHashCode",
  "ToString",
  "GetType",
  "Deconstruct",
  "PrintMembers",
  "MemberwiseClone",
  "Finalize",
];

const CSHARP_IDENTIFIER = /^[A-Za-z_]\w*$/;
const ELEMENT = "JsonElement";

export function csharpPropertyName(key: string, fieldNames: FieldNaming): string {
  const name =
    fieldNames === "keys" && CSHARP_IDENTIFIER.test(key) ? key : pascalName(key, "Field");
  return CSHARP_KEYWORDS.has(name) ? `@${name}` : name;
}

/** A C# string literal (JSON's escapes are all C#'s too). */
export const csharpString = (text: string) => JSON.stringify(text);

export const csharpRootNote = (rootName: string, type: string) =>
  `C# has no type aliases: read the root (${rootName}) as ${type}.`;

class CSharpWriter {
  readonly notes: string[] = [];
  readonly usings = new Set<string>();

  typeOf(type: TypeRef, where: string): string {
    const { nullable, inner } = splitNull(type);
    if (inner === null) return this.element("?");
    const base = this.nonNull(inner, where);
    return nullable ? `${base}?` : base;
  }

  private element(suffix = ""): string {
    this.usings.add("System.Text.Json");
    return ELEMENT + suffix;
  }

  private nonNull(type: NonNullType, where: string): string {
    switch (type.kind) {
      case "string":
        return "string";
      case "integer":
        return "long";
      case "bigInteger":
        this.notes.push(bigIntegerNote(where, "double"));
        return "double";
      case "number":
        return "double";
      case "boolean":
        return "bool";
      case "enum": {
        const base = enumBase(type.values);
        if (base === null) {
          this.notes.push(unionNote(where, "C#", ELEMENT));
          return this.element();
        }
        return { string: "string", integer: "long", number: "double", boolean: "bool" }[base];
      }
      case "array":
        this.usings.add("System.Collections.Generic");
        return `List<${this.typeOf(type.items, `${where}[]`)}>`;
      case "map":
        this.usings.add("System.Collections.Generic");
        return `Dictionary<string, ${this.typeOf(type.values, `${where}[*]`)}>`;
      case "object":
        return type.type.name;
      case "union":
        this.notes.push(unionNote(where, "C#", ELEMENT));
        return this.element();
      case "unknown":
        return this.element();
    }
  }

  private property(owner: ObjectType, field: Field, name: string): string[] {
    let type = this.typeOf(field.type, fieldPath(owner.name, field.key));
    if (field.optional && !type.endsWith("?")) type += "?";
    const required = field.optional ? "" : "required ";
    return [
      `    [JsonPropertyName(${csharpString(field.key)})]`,
      `    public ${required}${type} ${name} { get; init; }`,
    ];
  }

  record(type: ObjectType, fieldNames: FieldNaming): string {
    // A member may not be named as its record, nor as a member every record has.
    const nameOf = (key: string) => csharpPropertyName(key, fieldNames);
    const names = memberNames(type.fields, nameOf, "", [type.name, ...RECORD_MEMBERS]);
    const body = type.fields.map((field, i) => this.property(type, field, names[i]));
    return [
      `public record ${type.name}`,
      "{",
      ...body.flatMap((lines, i) => (i > 0 ? ["", ...lines] : lines)),
      "}",
    ].join("\n");
  }
}

export function emitCSharp(model: TypeModel, { fieldNames }: CSharpOptions): Emitted {
  const writer = new CSharpWriter();
  const records = model.types.map((type) => writer.record(type, fieldNames));
  const blocks: string[] = [];
  if (model.root.kind !== "object") {
    const rootType = writer.typeOf(model.root, model.rootName);
    writer.notes.push(csharpRootNote(model.rootName, rootType));
    blocks.push(`// ${model.rootName}: ${rootType}`);
  }
  if (records.length > 0) writer.usings.add("System.Text.Json.Serialization");
  const usings = [...writer.usings].sort().map((name) => `using ${name};`);
  const header = ["#nullable enable", ...(usings.length > 0 ? ["", ...usings] : [])].join("\n");
  return {
    code: fileText([header, ...blocks, ...records].join("\n\n")),
    notes: writer.notes,
  };
}

export const writeCSharp: Writer = (model, job) =>
  emitCSharp(model, { fieldNames: job.fieldNames });
