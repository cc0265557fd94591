// Writes the type model as Zod schemas (Zod 3 syntax, which Zod 4 runs too): one exported const per
// object type, after the schemas it uses, with its inferred TypeScript type beside it.
import { type Emitted, fileText, type Writer } from "./emit-common";
import { propertyKey } from "./emit-typescript";
import {
  type EnumValue,
  type ObjectType,
  type TypeModel,
  type TypeRef,
  dependencyOrder,
  splitNull,
} from "./type-model";

export const schemaName = (type: ObjectType | string) =>
  `${typeof type === "string" ? type : type.name}Schema`;

export const recursiveZodNote = (name: string) =>
  `${name} contains itself: its Zod schema is lazy and typed z.ZodTypeAny, so its inferred type is any.`;

/** One value is a literal; strings are z.enum; mixed values a union of literals. */
function enumSchema(values: readonly EnumValue[]): string {
  const literals = values.map((value) => `z.literal(${JSON.stringify(value)})`);
  if (literals.length === 1) return literals[0];
  if (values.every((value) => typeof value === "string")) {
    return `z.enum([${values.map((value) => JSON.stringify(value)).join(", ")}])`;
  }
  return `z.union([${literals.join(", ")}])`;
}

export function zodType(type: TypeRef): string {
  switch (type.kind) {
    case "unknown":
      return "z.unknown()";
    case "integer":
      return "z.number().int()";
    // Beyond 2^53 a JavaScript number is not exact, and Zod 4's int() refuses it.
    case "bigInteger":
    case "number":
    case "string":
    case "boolean":
    case "null":
      return `z.${type.kind === "bigInteger" ? "number" : type.kind}()`;
    case "enum":
      return enumSchema(type.values);
    case "array":
      return `z.array(${zodType(type.items)})`;
    case "map":
      return `z.record(z.string(), ${zodType(type.values)})`;
    case "object":
      return schemaName(type.type);
    case "union": {
      const { nullable, inner } = splitNull(type);
      if (nullable && inner) return `${zodType(inner)}.nullable()`;
      return `z.union([${type.members.map(zodType).join(", ")}])`;
    }
  }
}

function objectSchema(type: ObjectType): string {
  const fields = type.fields.map(
    (field) =>
      `  ${propertyKey(field.key)}: ${zodType(field.type)}${field.optional ? ".optional()" : ""},`,
  );
  return ["z.object({", ...fields, "})"].join("\n");
}

export function emitZod(model: TypeModel): Emitted {
  const notes: string[] = [];
  const blocks = ['import { z } from "zod";'];
  for (const type of dependencyOrder(model)) {
    const name = schemaName(type);
    const body = objectSchema(type);
    if (model.recursive.has(type)) {
      // A schema that refers to itself must be lazy, and TypeScript cannot infer its type.
      notes.push(recursiveZodNote(type.name));
      blocks.push(
        `export const ${name}: z.ZodTypeAny = z.lazy(() =>\n  ${body.replace(/\n/g, "\n  ")},\n);`,
      );
    } else {
      blocks.push(`export const ${name} = ${body};`);
    }
    blocks.push(`export type ${type.name} = z.infer<typeof ${name}>;`);
  }
  if (model.root.kind !== "object") {
    blocks.push(`export const ${schemaName(model.rootName)} = ${zodType(model.root)};`);
    blocks.push(`export type ${model.rootName} = z.infer<typeof ${schemaName(model.rootName)}>;`);
  }
  // A schema and its type sit together; declarations are apart.
  const code = blocks
    .map((block) => (block.startsWith("export type") ? `\n${block}` : `\n\n${block}`))
    .join("")
    .trimStart();
  return { code: fileText(code), notes };
}

export const writeZod: Writer = (model) => emitZod(model);
