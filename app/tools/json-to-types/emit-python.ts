// Writes the type model as Python: dataclasses (a renamed key's JSON name in the field's metadata)
// or pydantic v2 models (the JSON name as the field's alias), each class after the classes it uses.
import { type Emitted, type FieldNaming, fileText, memberNames, type Writer } from "./emit-common";
import {
  type Field,
  type NonNullType,
  type ObjectType,
  type TypeModel,
  type TypeRef,
  dependencyOrder,
  splitNull,
} from "./type-model";
import { snakeName } from "./type-names";

export interface PythonOptions {
  /** pydantic v2 BaseModel classes instead of dataclasses. */
  pydantic: boolean;
  fieldNames: FieldNaming;
}

export const PYTHON_KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " ",
  ),
);

/**
 * Names a field must not take besides keywords: the names the code itself uses (a field with a
 * default named `str` or `field` would hide them from the lines after it in the class body).
 */
const PYTHON_TAKEN =
  "Any Dict List Literal Optional Union dataclass field Field BaseModel str int float bool".split(
    " ",
  );

/** BaseModel's own attributes: a field of that name would hide them. */
const PYDANTIC_TAKEN =
  "copy construct dict fields from_orm json parse_file parse_obj parse_raw schema schema_json update_forward_refs validate".split(
    " ",
  );

const PYTHON_IDENTIFIER = /^[A-Za-z_]\w*$/;

/** The Python name of a key, before names are made distinct; `taken` gets a trailing "_". */
export function pythonFieldName(
  key: string,
  { pydantic, fieldNames }: PythonOptions,
  taken: ReadonlySet<string> = new Set(),
): string {
  // Python mangles a name starting "__" inside a class body into "_Class__name".
  const keep = fieldNames === "keys" && PYTHON_IDENTIFIER.test(key) && !key.startsWith("__");
  let name = keep ? key : snakeName(key);
  // pydantic keeps names with a leading underscore private, and reserves names starting "model_".
  if (pydantic && name.startsWith("_")) name = snakeName(key);
  if (pydantic && name.startsWith("model_")) name = `field_${name}`;
  const reserved =
    PYTHON_KEYWORDS.has(name) ||
    PYTHON_TAKEN.includes(name) ||
    taken.has(name) ||
    (pydantic && PYDANTIC_TAKEN.includes(name));
  return reserved ? `${name}_` : name;
}

const pythonLiteral = (value: string | number | boolean) =>
  typeof value === "boolean" ? (value ? "True" : "False") : JSON.stringify(value);

class PythonWriter {
  readonly imports = new Set<string>();
  private readonly defined = new Set<ObjectType>();
  /** The class being written names a class defined further down. */
  private forward = false;

  constructor(private readonly options: PythonOptions) {}

  private typing(name: string): string {
    this.imports.add(name);
    return name;
  }

  typeOf(type: TypeRef): string {
    const { nullable, inner } = splitNull(type);
    if (inner === null) return "None";
    const base = this.nonNull(inner);
    return nullable ? `${this.typing("Optional")}[${base}]` : base;
  }

  private nonNull(type: NonNullType): string {
    switch (type.kind) {
      case "unknown":
        return this.typing("Any");
      case "string":
        return "str";
      case "integer":
      case "bigInteger":
        return "int";
      case "number":
        return "float";
      case "boolean":
        return "bool";
      case "enum":
        return `${this.typing("Literal")}[${type.values.map(pythonLiteral).join(", ")}]`;
      case "array":
        return `${this.typing("List")}[${this.typeOf(type.items)}]`;
      case "map":
        return `${this.typing("Dict")}[str, ${this.typeOf(type.values)}]`;
      case "object":
        // A class defined further down (only along a cycle) is named in quotes.
        if (this.defined.has(type.type)) return type.type.name;
        this.forward = true;
        return JSON.stringify(type.type.name);
      case "union":
        return `${this.typing("Union")}[${type.members.map((member) => this.typeOf(member)).join(", ")}]`;
    }
  }

  private fieldLine(field: Field, name: string): string {
    const { pydantic } = this.options;
    let type = this.typeOf(field.type);
    const renamed = name !== field.key;
    if (field.optional && !type.startsWith("Optional[") && type !== "None" && type !== "Any") {
      type = `${this.typing("Optional")}[${type}]`;
    }
    if (!renamed) return `    ${name}: ${type}${field.optional ? " = None" : ""}`;
    const jsonName = pydantic
      ? `alias=${JSON.stringify(field.key)}`
      : `metadata={"json": ${JSON.stringify(field.key)}}`;
    const settings = field.optional ? `default=None, ${jsonName}` : jsonName;
    this.imports.add(pydantic ? "Field" : "field");
    return `    ${name}: ${type} = ${pydantic ? "Field" : "field"}(${settings})`;
  }

  /** One class; `forward` is set when it names a class defined further down. */
  classOf(type: ObjectType, classNames: ReadonlySet<string>): { code: string; forward: boolean } {
    const names = memberNames(
      type.fields,
      (key) => pythonFieldName(key, this.options, classNames),
      "_",
    );
    this.forward = false;
    const rows = type.fields.map((field, i) => ({ field, line: this.fieldLine(field, names[i]) }));
    const forward = this.forward;
    // Only now: inside its own body a class is not yet defined either.
    this.defined.add(type);
    // A dataclass field without a default cannot follow one with a default.
    const ordered = this.options.pydantic
      ? rows
      : [...rows.filter((row) => !row.field.optional), ...rows.filter((row) => row.field.optional)];
    const head = this.options.pydantic
      ? `class ${type.name}(BaseModel):`
      : `@dataclass\nclass ${type.name}:`;
    return { code: [head, ...ordered.map((row) => row.line)].join("\n"), forward };
  }
}

export function emitPython(model: TypeModel, options: PythonOptions): Emitted {
  const writer = new PythonWriter(options);
  const classNames = new Set(model.types.map((type) => type.name));
  const classes: string[] = [];
  const rebuild: string[] = [];
  for (const type of dependencyOrder(model)) {
    const { code, forward } = writer.classOf(type, classNames);
    classes.push(code);
    if (forward && options.pydantic) rebuild.push(`${type.name}.model_rebuild()`);
  }
  const tail: string[] = [];
  if (model.root.kind !== "object") tail.push(`${model.rootName} = ${writer.typeOf(model.root)}`);
  if (rebuild.length > 0) tail.push(rebuild.join("\n"));

  const typingNames = ["Any", "Dict", "List", "Literal", "Optional", "Union"].filter((name) =>
    writer.imports.has(name),
  );
  const standard: string[] = [];
  if (!options.pydantic) {
    standard.push(
      `from dataclasses import dataclass${writer.imports.has("field") ? ", field" : ""}`,
    );
  }
  if (typingNames.length > 0) standard.push(`from typing import ${typingNames.join(", ")}`);
  // PEP 8: the standard library's imports, then others'; two blank lines around definitions.
  const imports = [standard.join("\n")];
  if (options.pydantic)
    imports.push(`from pydantic import BaseModel${writer.imports.has("Field") ? ", Field" : ""}`);
  const head = imports.filter((group) => group !== "").join("\n\n");
  return { code: fileText([head, ...classes, ...tail].join("\n\n\n")), notes: [] };
}

export const writePython: Writer = (model, job) =>
  emitPython(model, { pydantic: job.pydantic, fieldNames: job.fieldNames });
