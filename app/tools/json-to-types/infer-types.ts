// Turns the shapes read from JSON samples into the type model of JSON to Types: a key missing from
// some objects is optional, values of several kinds are a union, equal object shapes share a type.
import {
  BIG_INTEGER,
  BOOLEAN,
  FLOAT,
  INTEGER,
  NULL,
  type ObjectShape,
  STRING,
  type Shape,
} from "./sample-shapes";
import {
  type Field,
  type Note,
  type ObjectType,
  type TypeRef,
  UNKNOWN,
  fieldPath,
  newObjectType,
  primitive,
  typeKey,
  unionOf,
} from "./type-model";
import { itemName, pascalName } from "./type-names";

export const emptyArrayNote = (where: string) =>
  `${where} is an empty array in every sample: its items are typed as unknown.`;
export const nullOnlyNote = (where: string) =>
  `${where} is null in every sample: its type is unknown.`;
export const emptyObjectNote = (where: string) =>
  `${where} is an empty object in every sample: it is typed as a map of unknown values.`;

/** The name a type takes from the key that holds it when the key has no letter or digit. */
const TYPE_PREFIX = "Type";

class Inference {
  /** Object types by the key of their fields, so equal shapes share one type. */
  private readonly objects = new Map<string, ObjectType>();
  readonly notes: Note[] = [];

  typeOf(shape: Shape, hint: string, where: () => string): TypeRef {
    const members: TypeRef[] = [];
    if (shape.object) members.push(this.objectOf(shape.object, hint, where));
    if (shape.items) members.push(this.arrayOf(shape.items, hint, where));
    if (shape.kinds & STRING) members.push(primitive("string"));
    if (shape.kinds & FLOAT) members.push(primitive("number"));
    else if (shape.kinds & BIG_INTEGER) members.push(primitive("bigInteger"));
    else if (shape.kinds & INTEGER) members.push(primitive("integer"));
    if (shape.kinds & BOOLEAN) members.push(primitive("boolean"));
    if (shape.kinds & NULL) {
      if (members.length === 0) this.notes.push(() => nullOnlyNote(where()));
      members.push(primitive("null"));
    }
    return unionOf(members);
  }

  private arrayOf(items: Shape, hint: string, where: () => string): TypeRef {
    const itemsWhere = () => `${where()}[]`;
    if (items.kinds === 0 && !items.items && !items.object) {
      this.notes.push(() => emptyArrayNote(where()));
      return { kind: "array", items: UNKNOWN };
    }
    return { kind: "array", items: this.typeOf(items, itemName(hint), itemsWhere) };
  }

  private objectOf(object: ObjectShape, hint: string, where: () => string): TypeRef {
    if (object.fields.size === 0) {
      this.notes.push(() => emptyObjectNote(where()));
      return { kind: "map", values: UNKNOWN };
    }
    // The type is only known once its fields are: their notes name it through this holder.
    const owner: { type?: ObjectType } = {};
    const fields: Field[] = [];
    for (const [key, field] of object.fields) {
      const fieldWhere = () => fieldPath(owner.type!.name, key);
      fields.push({
        key,
        type: this.typeOf(field.shape, pascalName(key, TYPE_PREFIX), fieldWhere),
        optional: field.count < object.count,
      });
    }
    const signature = fields
      .map(
        (field) =>
          `${JSON.stringify(field.key)}${field.optional ? "?" : ""}:${typeKey(field.type)}`,
      )
      .sort()
      .join(",");
    let type = this.objects.get(signature);
    if (type === undefined) {
      type = newObjectType(hint, fields);
      this.objects.set(signature, type);
    }
    owner.type = type;
    return { kind: "object", type };
  }
}

/** The type of the samples merged into `root`, and notes about what they could not tell. */
export function inferTypes(root: Shape, rootName: string): { root: TypeRef; notes: Note[] } {
  const inference = new Inference();
  const type = inference.typeOf(root, rootName, () => rootName);
  return { root: type, notes: inference.notes };
}
