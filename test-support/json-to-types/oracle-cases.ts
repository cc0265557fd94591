// Test-only: the samples and schemas JSON to Types' tests hand to real compilers and validators, with
// values each checker must reject, so a check that accepts everything fails.
import {
  DEFAULT_JSON_TO_TYPES_OPTIONS,
  type JsonToTypesJob,
  SAMPLE_INPUT,
} from "../../app/tools/json-to-types/json-to-types";
import { jsonToTypes } from "./all-writers";
import { jsonText } from "./json-literals";

/**
 * The reference checkers: one per language, Python's two styles apart, and pydantic's two major
 * versions apart (pydantic 1 turns "1" into 1 and 1.5 into 1; pydantic 2 refuses both).
 */
export type Checker =
  "typescript" | "zod" | "json-schema" | "go" | "dataclass" | "pydantic1" | "pydantic2";

export interface WrongValue {
  value: unknown;
  /** Checkers that accept the value by design (Go's `any`, pydantic and Zod ignoring unknown keys). */
  acceptedBy?: Checker[];
}

export interface OracleCase {
  name: string;
  /** The samples as values; the input is them as JSON Lines unless `text` is given. */
  samples: unknown[];
  text?: string;
  job?: Partial<JsonToTypesJob>;
  /** Values of a wrong type: each checker must reject each, except those it names. */
  wrong: WrongValue[];
  /** Values missing a required key: rejected by TypeScript, JSON Schema and both Python styles. */
  incomplete?: unknown[];
  /** Checkers that cannot take the case (said why beside it). */
  skip?: Checker[];
}

export const inputText = (c: OracleCase) => c.text ?? c.samples.map(jsonText).join("\n");

/** The code jsonToTypes writes for the case in `language`, with the case's options. */
export function generate(
  c: OracleCase,
  language: JsonToTypesJob["language"],
  more: Partial<JsonToTypesJob> = {},
) {
  return jsonToTypes({
    ...DEFAULT_JSON_TO_TYPES_OPTIONS,
    text: inputText(c),
    language,
    ...c.job,
    ...more,
  });
}

const nested = (depth: number, leaf: unknown): unknown =>
  depth === 0 ? { value: leaf } : { level: nested(depth - 1, leaf) };

export const SAMPLE_CASES: OracleCase[] = [
  {
    name: "the page's sample",
    samples: SAMPLE_INPUT.split("\n").map((line) => JSON.parse(line)),
    wrong: [
      { value: { id: "one", name: "x", email: null, tags: [], address: { city: "c", zip: "z" } } },
    ],
    incomplete: [{ name: "x", email: null, tags: [], address: { city: "c", zip: "z" } }],
  },
  {
    name: "keys missing from some samples",
    samples: [{ a: 1, b: "x" }, { a: 2 }, { a: 3, c: [true] }],
    wrong: [
      { value: { a: 1, b: {} } },
      { value: { a: 1, d: 1 }, acceptedBy: ["pydantic1", "pydantic2", "zod"] },
    ],
    incomplete: [{ b: "x" }],
  },
  {
    name: "null in one sample and a value in another",
    samples: [
      { v: null, w: 1 },
      { v: "s", w: null },
    ],
    wrong: [{ value: { v: {}, w: 1 } }, { value: { v: "s", w: "two" } }],
  },
  {
    name: "null in every sample",
    samples: [{ v: null }],
    wrong: [{ value: { v: 1 }, acceptedBy: ["go"] }],
  },
  {
    name: "an array of objects with different keys",
    samples: [{ items: [{ id: 1 }, { id: 2, name: "x" }, { name: "y", tags: ["a"] }] }],
    wrong: [
      { value: { items: [{ id: "x" }] } },
      { value: { items: [{ extra: 1 }] }, acceptedBy: ["pydantic1", "pydantic2", "zod"] },
    ],
  },
  {
    name: "an array of mixed primitives",
    samples: [{ xs: [1, "a", true, null, 2.5] }],
    wrong: [{ value: { xs: [{}] }, acceptedBy: ["go"] }],
  },
  {
    name: "integers and floats",
    samples: [
      { i: 1, f: 1.5, n: -3 },
      { i: 2, f: 2, n: 0 },
    ],
    // TypeScript has one number type; pydantic 1 truncates 1.5 to 1 (pydantic 2 refuses it).
    wrong: [
      { value: { i: 1.5, f: 1, n: 0 }, acceptedBy: ["typescript", "pydantic1"] },
      { value: { i: 1, f: "x", n: 0 } },
    ],
  },
  {
    name: "whole numbers beyond 64 bits",
    samples: [{ big: 12345678901234567890n, small: 1 }],
    text: '{"big": 12345678901234567890, "small": 1}',
    wrong: [{ value: { big: "x", small: 1 } }],
  },
  {
    name: "empty arrays",
    samples: [{ tags: [], matrix: [[]] }],
    wrong: [{ value: { tags: "x", matrix: [] } }],
  },
  {
    name: "empty objects",
    samples: [{ meta: {} }],
    wrong: [{ value: { meta: "x" } }],
  },
  {
    name: "forty levels of nesting",
    samples: [nested(40, 1), nested(40, 2)],
    wrong: [{ value: nested(40, "x") }],
  },
  {
    name: "keys that are not identifiers",
    samples: [
      JSON.parse(
        '{"first name": "a", "2fa": true, "a-b": 1, "$ref": "r", "ünïcödé": "u", "名前": "n", "__proto__": 5, "with.dot": 1, "UPPER_CASE": 2, "camelCase": 3}',
      ),
    ],
    wrong: [
      {
        value: JSON.parse(
          '{"first name": "a", "2fa": {}, "a-b": 1, "$ref": "r", "ünïcödé": "u", "名前": "n", "__proto__": 5, "with.dot": 1, "UPPER_CASE": 2, "camelCase": 3}',
        ),
      },
    ],
  },
  {
    name: "keys no Go tag can name",
    samples: [{ "": 0, 'quote"d': 1, "back\\slash": 2, "com,ma": 3, "new\nline": 4 }],
    wrong: [{ value: { "": "x", 'quote"d': 1, "back\\slash": 2, "com,ma": 3, "new\nline": 4 } }],
    // Go skips these keys (json:"-"), so DisallowUnknownFields rejects the samples: tested apart.
    skip: ["go"],
  },
  {
    name: "reserved words of every language",
    samples: [
      Object.fromEntries(
        "class type def None True self Self super crate return fn async await str int field model_config json schema copy _private __dunder dataclass List namespace public string object"
          .split(" ")
          .map((key, i) => [key, i]),
      ),
    ],
    wrong: [{ value: { class: "zero" } }],
  },
  {
    name: "same-shaped objects",
    samples: [
      {
        billing: { street: "a", city: "b" },
        shipping: { street: "c", city: "d" },
        contacts: [{ street: "e", city: "f" }],
      },
    ],
    wrong: [
      {
        value: {
          billing: { street: [], city: "b" },
          shipping: { street: "c", city: "d" },
          contacts: [],
        },
      },
    ],
  },
  {
    name: "type names that clash",
    samples: [{ item: { a: 1 }, items: [{ b: 2 }], Item: { c: 3 } }],
    wrong: [{ value: { item: { a: "x" }, items: [], Item: { c: 3 } } }],
  },
  {
    name: "an array as the root",
    samples: [[{ id: 1 }, { id: 2, x: "y" }]],
    wrong: [{ value: [{ id: "z" }] }],
  },
  {
    name: "each array item a sample",
    samples: [{ id: 1 }, { id: 2, x: "y" }],
    text: '[{"id": 1}, {"id": 2, "x": "y"}]',
    job: { eachItemIsSample: true },
    wrong: [{ value: { id: "z" } }],
    incomplete: [{ x: "y" }],
  },
  {
    name: "scalars at the root",
    samples: [1, "a", null, 2.5],
    wrong: [{ value: {}, acceptedBy: ["go"] }],
  },
  {
    name: "nested arrays",
    samples: [{ m: [[1, 2], [3]], t: [[["a"]]] }],
    wrong: [{ value: { m: [["x"]], t: [] } }],
  },
  {
    name: "a key holding objects or strings",
    samples: [{ v: { a: 1 } }, { v: "s" }],
    // Go says `any`; pydantic 1 turns 1 into "1".
    wrong: [{ value: { v: 1 }, acceptedBy: ["go", "pydantic1"] }],
  },
  {
    name: "nulls among the objects of an array",
    samples: [{ xs: [{ a: 1 }, null] }],
    wrong: [{ value: { xs: [{ a: "z" }] } }],
  },
  {
    name: "keys that clash once renamed",
    samples: [{ firstName: 1, first_name: "x", FirstName: true, "first-name": null }],
    wrong: [{ value: { firstName: "one", first_name: "x", FirstName: true, "first-name": null } }],
  },
  {
    name: "an object some samples lack",
    samples: [{ o: { a: 1 } }, {}],
    wrong: [{ value: { o: { a: "x" } } }],
  },
];

const PERSON_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    status: { enum: ["active", "disabled"] },
    level: { enum: [1, 2, 3] },
    mixed: { enum: ["a", 1, null] },
    kind: { const: "user" },
    score: { type: ["number", "null"] },
    tags: { type: "array", items: { type: "string" } },
    labels: { type: "object", additionalProperties: { type: "string" } },
    address: { $ref: "#/$defs/Address" },
    previous: { type: "array", items: { $ref: "#/$defs/Address" } },
    contact: { anyOf: [{ type: "string" }, { $ref: "#/$defs/Phone" }] },
    extra: {
      allOf: [
        { $ref: "#/$defs/Address" },
        { type: "object", properties: { note: { type: "string" } }, required: ["note"] },
      ],
    },
    anything: {},
    legacy: { type: "string", nullable: true },
  },
  required: ["id", "name", "status", "address"],
  $defs: {
    Address: {
      type: "object",
      properties: { city: { type: "string" }, zip: { type: "string" } },
      required: ["city"],
      additionalProperties: false,
    },
    Phone: { type: "object", properties: { number: { type: "string" } }, required: ["number"] },
  },
};

const TREE_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $ref: "#/$defs/Node",
  $defs: {
    Node: {
      type: "object",
      properties: {
        value: { type: "integer" },
        children: { type: "array", items: { $ref: "#/$defs/Node" } },
        next: { anyOf: [{ $ref: "#/$defs/Node" }, { type: "null" }] },
      },
      required: ["value", "children"],
    },
  },
};

const schemaCase = (
  name: string,
  schema: unknown,
  rest: Omit<OracleCase, "name" | "text" | "job">,
): OracleCase => ({
  name,
  text: JSON.stringify(schema, null, 2),
  job: { source: "schema" },
  ...rest,
});

export const SCHEMA_CASES: OracleCase[] = [
  schemaCase("a schema with $defs, enums, maps and unions", PERSON_SCHEMA, {
    samples: [
      { id: 1, name: "Ada", status: "active", address: { city: "London" } },
      {
        id: 2,
        name: "Li",
        status: "disabled",
        level: 2,
        mixed: null,
        kind: "user",
        score: 9.5,
        tags: ["x"],
        labels: { a: "b" },
        address: { city: "Paris", zip: "75001" },
        previous: [{ city: "Rome" }],
        contact: { number: "123" },
        extra: { city: "Oslo", note: "n" },
        anything: [1, { x: null }],
        legacy: null,
      },
      {
        id: 3,
        name: "Sam",
        status: "active",
        address: { city: "Lima" },
        contact: "mail",
        mixed: 1,
      },
    ],
    wrong: [
      {
        value: { id: 1, name: "n", status: "unknown", address: { city: "c" } },
        acceptedBy: ["go"],
      },
      { value: { id: 1, name: "n", status: "active", address: { city: "c" }, level: "high" } },
    ],
    incomplete: [{ id: 1, name: "n", status: "active" }],
  }),
  schemaCase("a recursive schema", TREE_SCHEMA, {
    samples: [
      {
        value: 1,
        children: [{ value: 2, children: [], next: null }],
        next: { value: 3, children: [] },
      },
      { value: 4, children: [] },
    ],
    wrong: [{ value: { value: 1, children: [{ value: "x", children: [] }] } }],
    incomplete: [{ children: [] }],
  }),
  schemaCase(
    "a draft-07 array of definitions",
    {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "array",
      items: { $ref: "#/definitions/Point" },
      definitions: {
        Point: {
          type: "object",
          properties: { x: { type: "number" }, y: { type: "number" } },
          required: ["x"],
        },
      },
    },
    // pydantic reads the string "1" as the number 1.0.
    {
      samples: [[{ x: 1, y: 2.5 }, { x: -1 }]],
      wrong: [{ value: [{ x: "1" }], acceptedBy: ["pydantic1", "pydantic2"] }],
    },
  ),
];

export interface Expectation {
  value: unknown;
  /** Should the checker accept the value? */
  accepted: boolean;
  /** "sample 2", "wrong value 1", "incomplete value 1". */
  label: string;
}

/** What `checker` should say of each value of the case: samples, then wrong, then incomplete values. */
export function expectations(c: OracleCase, checker: Checker): Expectation[] {
  return [
    ...c.samples.map((value, i) => ({ value, accepted: true, label: `sample ${i + 1}` })),
    ...c.wrong.map((w, i) => ({
      value: w.value,
      accepted: w.acceptedBy?.includes(checker) ?? false,
      label: `wrong value ${i + 1}`,
    })),
    // encoding/json sets no field for a missing key: Go cannot tell one is missing.
    ...(c.incomplete ?? []).map((value, i) => ({
      value,
      accepted: checker === "go",
      label: `incomplete value ${i + 1}`,
    })),
  ];
}

/** The cases `checker` can take. */
export const casesFor = (checker: Checker) =>
  [...SAMPLE_CASES, ...SCHEMA_CASES].filter((c) => !c.skip?.includes(checker));

/**
 * Where a checker's answers ("ok" or a complaint, one per expectation) differ from the
 * expectations, as lines that name the case and the value ([] when none do).
 */
export function disagreements(
  c: OracleCase,
  checker: Checker,
  answers: readonly string[],
): string[] {
  return expectations(c, checker).flatMap(({ accepted, label }, i) => {
    const answer = answers[i] ?? "(no answer)";
    if ((answer === "ok") === accepted) return [];
    return [`${c.name}, ${label}: ${accepted ? `rejected: ${answer}` : "accepted"}`];
  });
}
