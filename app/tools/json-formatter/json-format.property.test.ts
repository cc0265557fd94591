// Properties of formatting over generated documents (fast-check): the data survives, formatting is
// stable, and number and string literals come out exactly as written, sorted or not.
import fc from "fast-check";
import { type JsonIndent, formatJson, minifyJson } from "./json-format";

/** A generated document that remembers each literal as written, so expectations need no parser. */
type Doc =
  | { kind: "literal"; text: string }
  | { kind: "array"; items: Doc[] }
  | { kind: "object"; members: { key: string; value: Doc }[] };

/** JSON numbers of any length, including integers far beyond 2^53 and decimals with trailing zeros. */
const numberLiteral = fc.stringMatching(
  /^-?(0|[1-9][0-9]{0,25})(\.[0-9]{1,12})?([eE][+-]?[0-9]{1,3})?$/,
);

/** A string literal as JSON.stringify writes it, or with every non-ASCII character escaped. */
const stringLiteral = fc
  .tuple(fc.string({ unit: "binary", maxLength: 8 }), fc.boolean())
  .map(([value, escapeAll]) => {
    const literal = JSON.stringify(value);
    return escapeAll
      ? literal.replace(
          /[^\x20-\x7e]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
        )
      : literal;
  });

const { doc } = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc
      .oneof(numberLiteral, stringLiteral, fc.constantFrom("true", "false", "null"))
      .map((text): Doc => ({ kind: "literal", text })),
    fc.array(tie("doc"), { maxLength: 5 }).map((items): Doc => ({ kind: "array", items })),
    fc
      .array(fc.record({ key: stringLiteral, value: tie("doc") }), { maxLength: 5 })
      .map((members): Doc => ({ kind: "object", members })),
  ),
}));

const WHITESPACE = ["", " ", "\n", "\t", "\r\n", "  \n  "];

/** The document with no whitespace; sorted: object keys in UTF-16 order, duplicates kept in order. */
function compact(node: Doc, sorted = false): string {
  if (node.kind === "literal") return node.text;
  if (node.kind === "array")
    return `[${node.items.map((item) => compact(item, sorted)).join(",")}]`;
  const members = sorted
    ? [...node.members].sort((a, b) => {
        const [x, y] = [JSON.parse(a.key) as string, JSON.parse(b.key) as string];
        return x < y ? -1 : x > y ? 1 : 0;
      })
    : node.members;
  return `{${members.map((m) => `${m.key}:${compact(m.value, sorted)}`).join(",")}}`;
}

/** The document with whitespace drawn from `spaces` between every token. */
function spaced(node: Doc, spaces: number[]): string {
  let turn = 0;
  const ws = () => WHITESPACE[spaces.length ? spaces[turn++ % spaces.length] : 0];
  const write = (n: Doc): string => {
    if (n.kind === "literal") return ws() + n.text + ws();
    if (n.kind === "array") return `${ws()}[${ws()}${n.items.map(write).join(",")}]${ws()}`;
    const members = n.members.map((m) => `${ws()}${m.key}${ws()}:${write(m.value)}`);
    return `${ws()}{${ws()}${members.join(",")}}${ws()}`;
  };
  return write(node);
}

const spacedDoc = fc
  .tuple(doc, fc.array(fc.nat({ max: WHITESPACE.length - 1 }), { maxLength: 7 }))
  .map(([node, spaces]) => ({ node, text: spaced(node, spaces) }));

const indent = fc.constantFrom<JsonIndent>("2", "4", "tab");

describe("properties of formatting", () => {
  it("formatting then parsing gives the same data", () => {
    fc.assert(
      fc.property(fc.json(), indent, fc.boolean(), (text, chosen, sortKeys) => {
        const output = formatJson(text, { indent: chosen, sortKeys }).output;
        expect(JSON.parse(output)).toEqual(JSON.parse(text));
      }),
    );
  });

  it("formatting twice changes nothing", () => {
    fc.assert(
      fc.property(spacedDoc, indent, fc.boolean(), ({ text }, chosen, sortKeys) => {
        const once = formatJson(text, { indent: chosen, sortKeys }).output;
        expect(formatJson(once, { indent: chosen, sortKeys }).output).toBe(once);
      }),
    );
  });

  it("minifying twice changes nothing", () => {
    fc.assert(
      fc.property(spacedDoc, ({ text }) => {
        const once = minifyJson(text).output;
        expect(minifyJson(once).output).toBe(once);
      }),
    );
  });

  it("minifying keeps every literal, big numbers included, exactly as written", () => {
    fc.assert(
      fc.property(spacedDoc, ({ node, text }) => {
        expect(minifyJson(text).output).toBe(compact(node));
      }),
    );
  });

  it("formatting keeps every literal exactly as written", () => {
    fc.assert(
      fc.property(spacedDoc, indent, ({ node, text }, chosen) => {
        const formatted = formatJson(text, { indent: chosen }).output;
        expect(minifyJson(formatted).output).toBe(compact(node));
      }),
    );
  });

  it("sorting keys keeps every literal exactly as written", () => {
    fc.assert(
      fc.property(spacedDoc, indent, ({ node, text }, chosen) => {
        expect(minifyJson(text, { sortKeys: true }).output).toBe(compact(node, true));
        const formatted = formatJson(text, { indent: chosen, sortKeys: true }).output;
        expect(minifyJson(formatted).output).toBe(compact(node, true));
      }),
    );
  });
});
