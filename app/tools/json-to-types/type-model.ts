// The model between reading and writing in JSON to Types: what samples or a JSON Schema say about
// each value, with named object types, which every language's writer turns into code.
import { uniqueName } from "./type-names";

/** "bigInteger": a whole number outside the 64-bit range, which Go, Rust and C# cannot read as one. */
export type PrimitiveKind = "string" | "integer" | "bigInteger" | "number" | "boolean" | "null";
export type EnumValue = string | number | boolean;

export type TypeRef =
  | { kind: "unknown" }
  | { kind: Exclude<PrimitiveKind, "null"> }
  | { kind: "null" }
  | { kind: "enum"; values: EnumValue[] }
  | { kind: "array"; items: TypeRef }
  | { kind: "map"; values: TypeRef }
  | { kind: "object"; type: ObjectType }
  | { kind: "union"; members: TypeRef[] };

export interface Field {
  key: string;
  type: TypeRef;
  /** The key may be missing (some samples lack it, or the schema does not require it). */
  optional: boolean;
}

export interface ObjectType {
  /** What the type would like to be called (from its key or title); `name` is the unique one. */
  hint: string;
  name: string;
  fields: Field[];
  /** Keys other than `fields` are not allowed (JSON Schema's additionalProperties: false). */
  closed: boolean;
}

export const UNKNOWN: TypeRef = { kind: "unknown" };
/** One object per primitive kind, so the key of each is worked out once. */
const PRIMITIVES: Record<PrimitiveKind, TypeRef> = {
  string: { kind: "string" },
  integer: { kind: "integer" },
  bigInteger: { kind: "bigInteger" },
  number: { kind: "number" },
  boolean: { kind: "boolean" },
  null: { kind: "null" },
};
export const primitive = (kind: PrimitiveKind): TypeRef => PRIMITIVES[kind];

export function newObjectType(hint: string, fields: Field[] = [], closed = true): ObjectType {
  return { hint, name: hint, fields, closed };
}

/**
 * The order members of a union are written in: objects first, null last ("string | null"). Unknown
 * is never a member: it absorbs the union.
 */
const KIND_ORDER: TypeRef["kind"][] = [
  "object",
  "array",
  "map",
  "enum",
  "string",
  "number",
  "bigInteger",
  "integer",
  "boolean",
  "null",
];

const typeKeys = new WeakMap<TypeRef, string>();
const objectIds = new WeakMap<ObjectType, number>();
let nextObjectId = 0;

/** A text equal for equal types, so unions and structurally equal objects can be found by it. */
export function typeKey(type: TypeRef): string {
  const known = typeKeys.get(type);
  if (known !== undefined) return known;
  let key: string;
  switch (type.kind) {
    case "enum":
      key = `enum${JSON.stringify(type.values)}`;
      break;
    case "array":
      key = `[${typeKey(type.items)}]`;
      break;
    case "map":
      key = `{${typeKey(type.values)}}`;
      break;
    case "object": {
      let id = objectIds.get(type.type);
      if (id === undefined) objectIds.set(type.type, (id = nextObjectId++));
      key = `#${id}`;
      break;
    }
    case "union":
      key = `(${type.members.map(typeKey).join("|")})`;
      break;
    default:
      key = type.kind;
  }
  typeKeys.set(type, key);
  return key;
}

/**
 * The union of `types`: nested unions flattened, repeats dropped, integers absorbed by numbers,
 * everything by unknown; one member is itself, none is unknown.
 */
export function unionOf(types: readonly TypeRef[]): TypeRef {
  if (types.length === 1 && types[0].kind !== "union") return types[0];
  const members = new Map<string, TypeRef>();
  const add = (type: TypeRef) => {
    if (type.kind === "union") type.members.forEach(add);
    else members.set(typeKey(type), type);
  };
  types.forEach(add);
  if (members.has("unknown")) return UNKNOWN;
  if (members.has("number")) {
    members.delete("integer");
    members.delete("bigInteger");
  } else if (members.has("bigInteger")) {
    members.delete("integer");
  }
  const list = [...members.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
  if (list.length === 0) return UNKNOWN;
  return list.length === 1 ? list[0] : { kind: "union", members: list };
}

/** A type other than null itself (null may still be inside it: in a union, as array items). */
export type NonNullType = Exclude<TypeRef, { kind: "null" }>;

/** A type without its null: `inner` is null when the type is only null. */
export function splitNull(type: TypeRef): { nullable: boolean; inner: NonNullType | null } {
  if (type.kind === "null") return { nullable: true, inner: null };
  if (type.kind !== "union" || !type.members.some((m) => m.kind === "null")) {
    return { nullable: false, inner: type };
  }
  const rest = type.members.filter((m): m is NonNullType => m.kind !== "null");
  return { nullable: true, inner: rest.length === 1 ? rest[0] : { kind: "union", members: rest } };
}

/** The primitive kind every value of an enum has, or null when they differ (1 and "a"). */
export function enumBase(
  values: readonly EnumValue[],
): "string" | "integer" | "number" | "boolean" | null {
  const kinds = new Set(
    values.map((value) => {
      if (typeof value !== "number") return typeof value as "string" | "boolean";
      return Number.isInteger(value) ? "integer" : "number";
    }),
  );
  if (kinds.size === 2 && kinds.has("integer") && kinds.has("number")) return "number";
  return kinds.size === 1 ? [...kinds][0] : null;
}

/** A thing the user should know about the result; the text is made once every type has its name. */
export type Note = () => string;

export interface TypeModel {
  root: TypeRef;
  rootName: string;
  /** Every named object type, in the order a reader meets them from the root. */
  types: ObjectType[];
  /** Object types that can contain themselves (only a JSON Schema's $ref makes them). */
  recursive: Set<ObjectType>;
  notes: Note[];
}

/**
 * Type names no language's writer may use for an object type: each language's own types, the
 * names of the types and helpers the code refers to, and names that would shadow a built-in.
 */
export const RESERVED_TYPE_NAMES = new Set([
  "Any",
  "Array",
  "BaseModel",
  "BigInt",
  "Bool",
  "Boolean",
  "Box",
  "Date",
  "Deserialize",
  "Dict",
  "Dictionary",
  "Error",
  "False",
  "Field",
  "Function",
  "HashMap",
  "JsonElement",
  "JsonPropertyName",
  "List",
  "Literal",
  "Map",
  "None",
  "Number",
  "Object",
  "Option",
  "Optional",
  "Promise",
  "Record",
  "Result",
  "Self",
  "Serialize",
  "String",
  "Symbol",
  "True",
  "Union",
  "Value",
  "Vec",
]);

/** The object types referred to by `type` (directly, or in its arrays, maps and unions). */
export function objectTypesIn(type: TypeRef, found: ObjectType[] = []): ObjectType[] {
  switch (type.kind) {
    case "object":
      found.push(type.type);
      break;
    case "array":
      objectTypesIn(type.items, found);
      break;
    case "map":
      objectTypesIn(type.values, found);
      break;
    case "union":
      for (const member of type.members) objectTypesIn(member, found);
      break;
  }
  return found;
}

/**
 * Names every object type reachable from the root, in the order a reader meets them: the root
 * object takes `rootName`, the others their hint, with a number added on a clash.
 */
export function finishModel(root: TypeRef, rootName: string, notes: Note[]): TypeModel {
  const taken = new Set(RESERVED_TYPE_NAMES);
  const rootType = root.kind === "object" ? root.type : null;
  taken.add(rootName);
  const types: ObjectType[] = [];
  const seen = new Set<ObjectType>();
  const visit = (type: ObjectType) => {
    if (seen.has(type)) return;
    seen.add(type);
    type.name = type === rootType ? rootName : uniqueName(type.hint, taken);
    types.push(type);
    for (const field of type.fields) objectTypesIn(field.type).forEach(visit);
  };
  objectTypesIn(root).forEach(visit);
  return { root, rootName, types, recursive: recursiveTypes(types), notes };
}

/** The types on a cycle of references (Tarjan's strongly connected components). */
function recursiveTypes(types: readonly ObjectType[]): Set<ObjectType> {
  const index = new Map<ObjectType, number>();
  const low = new Map<ObjectType, number>();
  const stack: ObjectType[] = [];
  const onStack = new Set<ObjectType>();
  const recursive = new Set<ObjectType>();
  const edges = new Map(
    types.map((type) => [type, type.fields.flatMap((field) => objectTypesIn(field.type))]),
  );
  const refs = (type: ObjectType) => edges.get(type)!;
  const connect = (type: ObjectType) => {
    index.set(type, index.size);
    low.set(type, index.get(type)!);
    stack.push(type);
    onStack.add(type);
    for (const next of refs(type)) {
      if (!index.has(next)) {
        connect(next);
        low.set(type, Math.min(low.get(type)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(type, Math.min(low.get(type)!, index.get(next)!));
      }
    }
    if (low.get(type) !== index.get(type)) return;
    const component: ObjectType[] = [];
    let member: ObjectType;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== type);
    if (component.length > 1 || refs(type).includes(type)) {
      component.forEach((t) => recursive.add(t));
    }
  };
  for (const type of types) if (!index.has(type)) connect(type);
  return recursive;
}

/** The types in an order where each comes after the types it uses, except along a cycle. */
export function dependencyOrder(model: TypeModel): ObjectType[] {
  const order: ObjectType[] = [];
  const seen = new Set<ObjectType>();
  const visit = (type: ObjectType) => {
    if (seen.has(type)) return;
    seen.add(type);
    for (const field of type.fields) objectTypesIn(field.type).forEach(visit);
    order.push(type);
  };
  model.types.forEach(visit);
  return order;
}

/** Where a field is, as notes name it: Root.tags, Root["first name"]. */
export function fieldPath(owner: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${owner}.${key}` : `${owner}[${JSON.stringify(key)}]`;
}
