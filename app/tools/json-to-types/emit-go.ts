// Writes the type model as Go structs for encoding/json, laid out as gofmt lays them out: a
// `json:"key"` tag on every field, omitempty and a pointer for a key that may be missing, a pointer
// for a value that may be null.
import {
  type Emitted,
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
import { keyWords, pascalName } from "./type-names";

/** golint's initialisms: Go writes them in capitals ("UserID", "APIURL"). */
const INITIALISMS = new Set(
  "ACL API ASCII CPU CSS DNS EOF GUID HTML HTTP HTTPS ID IP JSON LHS QPS RAM RHS RPC SLA SMTP SQL SSH TCP TLS TTL UDP UI UID UUID URI URL UTF8 VM XML XMPP XSRF XSS".split(
    " ",
  ),
);

/** An exported Go field name for a key: "user_id" → "UserID", "urls" → "URLs", "2fa" → "Field2fa". */
export function goFieldName(key: string): string {
  const name = pascalName(key, "Field");
  return keyWords(name)
    .map((word) => {
      const upper = word.toUpperCase();
      if (INITIALISMS.has(upper)) return upper;
      if (word.endsWith("s") && INITIALISMS.has(upper.slice(0, -1)))
        return `${upper.slice(0, -1)}s`;
      return word;
    })
    .join("");
}

/** encoding/json's rule for a name in a tag: letters, digits and these marks only. */
const TAG_MARKS = "!#$%&()*+-./:;<=>?@[]^_{|}~ ";

export function isValidJsonTagName(key: string): boolean {
  if (key === "") return false;
  for (const char of key) {
    if (!TAG_MARKS.includes(char) && !/[\p{L}\p{Nd}]/u.test(char)) return false;
  }
  return true;
}

export const untaggableNote = (where: string) =>
  `${where}: Go cannot name this key in a json tag, so its field is skipped (json:"-").`;

const GO = "Go";

class GoWriter {
  readonly notes: string[] = [];

  constructor(private readonly model: TypeModel) {}

  private scalar(kind: "string" | "integer" | "number" | "boolean"): string {
    return { string: "string", integer: "int64", number: "float64", boolean: "bool" }[kind];
  }

  /** The Go type; `where` names the place for notes, `owner` is the struct that holds it. */
  typeOf(type: TypeRef, where: string, owner: ObjectType | null): string {
    const { nullable, inner } = splitNull(type);
    if (inner === null) return "any";
    const base = this.nonNull(inner, where, owner);
    return nullable && !isNilable(base) ? `*${base}` : base;
  }

  private nonNull(type: NonNullType, where: string, owner: ObjectType | null): string {
    switch (type.kind) {
      case "string":
      case "integer":
      case "number":
      case "boolean":
        return this.scalar(type.kind);
      case "bigInteger":
        this.notes.push(bigIntegerNote(where, "float64"));
        return "float64";
      case "enum": {
        const base = enumBase(type.values);
        if (base) return this.scalar(base);
        this.notes.push(unionNote(where, GO, "any"));
        return "any";
      }
      case "array":
        return `[]${this.typeOf(type.items, `${where}[]`, null)}`;
      case "map":
        return `map[string]${this.typeOf(type.values, `${where}[*]`, null)}`;
      case "object": {
        // A struct that contains itself has infinite size: the way round is through a pointer.
        const cycle =
          owner !== null && this.model.recursive.has(owner) && this.model.recursive.has(type.type);
        return cycle ? `*${type.type.name}` : type.type.name;
      }
      case "union":
        this.notes.push(unionNote(where, GO, "any"));
        return "any";
      case "unknown":
        return "any";
    }
  }

  private fieldLine(owner: ObjectType, field: Field, name: string): [string, string, string] {
    const where = fieldPath(owner.name, field.key);
    let type = this.typeOf(field.type, where, owner);
    if (field.optional && !isNilable(type)) type = `*${type}`;
    if (!isValidJsonTagName(field.key)) {
      this.notes.push(untaggableNote(where));
      return [name, type, '`json:"-"`'];
    }
    // A tag named "-" alone means "skip": "-," names the key "-".
    const tagName = field.key === "-" ? "-," : field.key;
    const options = field.optional ? (tagName.endsWith(",") ? "omitempty" : ",omitempty") : "";
    return [name, type, `\`json:"${tagName}${options}"\``];
  }

  struct(type: ObjectType): string {
    const names = memberNames(type.fields, goFieldName);
    const rows = type.fields.map((field, i) => this.fieldLine(type, field, names[i]));
    return [`type ${type.name} struct {`, ...alignColumns(rows), "}"].join("\n");
  }
}

const isNilable = (goType: string) =>
  goType === "any" ||
  goType.startsWith("*") ||
  goType.startsWith("[]") ||
  goType.startsWith("map[");

/** gofmt's alignment of a struct's fields: each column padded to its widest cell plus one space. */
function alignColumns(rows: readonly [string, string, string][]): string[] {
  // A loop, not Math.max(...widths): a struct of 400,000 fields would overflow the call stack.
  let nameWidth = 0;
  let typeWidth = 0;
  for (const [name, type] of rows) {
    nameWidth = Math.max(nameWidth, name.length);
    typeWidth = Math.max(typeWidth, type.length);
  }
  return rows.map(
    ([name, type, tag]) => `\t${name.padEnd(nameWidth)} ${type.padEnd(typeWidth)} ${tag}`,
  );
}

export function emitGo(model: TypeModel): Emitted {
  const writer = new GoWriter(model);
  const blocks = ["package main"];
  if (model.root.kind !== "object") {
    blocks.push(`type ${model.rootName} ${writer.typeOf(model.root, model.rootName, null)}`);
  }
  for (const type of model.types) blocks.push(writer.struct(type));
  return { code: fileText(blocks.join("\n\n")), notes: writer.notes };
}

export const writeGo: Writer = (model) => emitGo(model);
