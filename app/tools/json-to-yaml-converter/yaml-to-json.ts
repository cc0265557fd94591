// YAML to JSON: YAML 1.2 (core schema) read strictly and written as JSON text, with errors at line and
// column; the reverse direction of /json-to-yaml-converter ("Data converters and XML tools").
import {
  CST,
  Composer,
  type Document,
  type ParseOptions,
  type DocumentOptions,
  LineCounter,
  Parser,
  type SchemaOptions,
  type YAMLError,
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
} from "yaml";
import { LineLayout } from "~/lib/code/indentation";
import { ToolError, lineAndColumn } from "~/lib/tool-error";
import { groupedCount } from "~/lib/number/count-text";

export interface YamlToJsonOptions {
  /** Spaces per level of the JSON ("2", 4, "tab", "0" for compact), as in the other converters. */
  indentation: number | string;
}

export const DEFAULT_YAML_TO_JSON_OPTIONS: YamlToJsonOptions = { indentation: 2 };

export const YAML_TO_JSON_FAILED = "Failed to convert YAML to JSON: ";
/**
 * Deeper documents are refused, before the library composes them: it recurses once per level and
 * overflowed node's stack at 786 levels of "[" (935 of "- "); a regular expression compiled at the
 * bottom of such a stack killed the process ("RegExpCompiler Allocation failed").
 */
export const MAX_YAML_DEPTH = 500;
/**
 * How many values aliases may add to one document: far more than any real file repeats, and a "billion
 * laughs" alias bomb stops here after a moment instead of filling the memory.
 */
export const MAX_ALIAS_VALUES = 100_000;

/**
 * How YAML is read, in both directions (the JSON → YAML check reads its own output this way): YAML
 * 1.2 core schema, so `yes`, `on` and `2001-12-14` stay strings; duplicate keys are errors; `<<` is an
 * ordinary key (merge keys belong to YAML 1.1).
 */
export const YAML_READ_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: "1.2",
  schema: "core",
  uniqueKeys: true,
  strict: true,
  merge: false,
  // Nothing is logged: warnings (an unknown tag, read as a string) stay in the document.
  logLevel: "silent",
};

/** A JSON number exactly as YAML may write it: such numbers are copied as written (no rounding). */
const JSON_NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

const fail = (reason: string, position?: { line: number; column: number }) =>
  new ToolError(
    YAML_TO_JSON_FAILED +
      reason +
      (position ? ` at line ${position.line}, column ${position.column}` : ""),
    position,
  );

/** The library's message, with the line and column of where it starts. */
function yamlErrorToToolError(error: YAMLError, lines: LineCounter): ToolError {
  if (error.pos[0] === -1) return fail(error.message);
  const { line, col } = lines.linePos(error.pos[0]);
  return fail(error.message, { line, column: col });
}

/**
 * Refuses collections nested more than MAX_YAML_DEPTH deep before the library composes them (20,000
 * "[" or 100,000 "{" killed the worker). The parser's tokens are walked without recursion.
 */
function checkNesting(text: string, tokens: readonly CST.Token[]): void {
  const pending: { token: CST.Token | null | undefined; depth: number }[] = tokens.map((token) => ({
    token,
    depth: 0,
  }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { token, depth } = next;
    if (token?.type === "document") pending.push({ token: token.value, depth });
    if (!CST.isCollection(token)) continue;
    if (depth > MAX_YAML_DEPTH) throw depthError(lineAndColumn(text, token.offset));
    for (const item of token.items) {
      pending.push({ token: item.key, depth: depth + 1 }, { token: item.value, depth: depth + 1 });
    }
  }
}

const depthError = (position?: { line: number; column: number }) =>
  fail(`the YAML is nested more than ${groupedCount(MAX_YAML_DEPTH)} levels deep`, position);

/** Reads every document of a YAML stream; the first error, if any, is thrown with its position. */
export function parseYamlDocuments(text: string): Document[] {
  // parseAllDocuments in steps, to check the nesting between parsing and composing. Errors are not
  // "prettified" (the library adds an excerpt of the line to every error, and only the first one is
  // shown): its position comes from the line counter.
  const lines = new LineCounter();
  const tokens = Array.from(new Parser(lines.addNewLine).parse(text));
  checkNesting(text, tokens);
  const documents = Array.from(new Composer(YAML_READ_OPTIONS).compose(tokens));
  for (const document of documents) {
    if (document.errors.length > 0) throw yamlErrorToToolError(document.errors[0], lines);
  }
  if (documents.length === 0) {
    // The library accepts a directive with nothing after it; YAML requires a document.
    const directive = /^%/m.exec(text);
    if (directive) {
      throw fail(
        "a directive must be followed by a document (---)",
        lineAndColumn(text, directive.index),
      );
    }
  }
  // `...` with nothing before it ends no document: the library reports an empty one, YAML none.
  return documents.filter(
    (document) => document.directives.docStart || document.range[0] !== document.range[1],
  );
}

class JsonWriter {
  private readonly layout: LineLayout;
  private readonly colon: string;
  /** Collections being written: an alias back to one of them would never end. */
  private readonly ancestors = new Set<unknown>();
  /** Values written again through aliases so far, and how many aliases are being expanded now. */
  private aliasValues = 0;
  private aliasDepth = 0;

  constructor(
    private readonly source: string,
    private readonly document: Document,
    indentation: number | string,
  ) {
    this.layout = new LineLayout(indentation);
    this.colon = this.layout.newline === "" ? ":" : ": ";
  }

  private positionOf(node: unknown): { line: number; column: number } | undefined {
    const range = (node as { range?: [number, number, number] | null }).range;
    return range ? lineAndColumn(this.source, range[0]) : undefined;
  }

  value(node: unknown, depth: number): string {
    if (depth > MAX_YAML_DEPTH) throw depthError();
    if (isAlias(node)) {
      const target = node.resolve(this.document);
      if (target === undefined) throw fail(`unknown alias *${node.source}`, this.positionOf(node));
      if (this.ancestors.has(target)) {
        throw fail(
          `the alias *${node.source} contains itself, which JSON cannot hold`,
          this.positionOf(node),
        );
      }
      this.aliasDepth++;
      try {
        return this.value(target, depth);
      } finally {
        this.aliasDepth--;
      }
    }
    if (this.aliasDepth > 0 && ++this.aliasValues > MAX_ALIAS_VALUES) {
      throw fail("the aliases expand to too many values (a guard against alias bombs)");
    }
    if (isMap(node))
      return this.collection(
        node,
        depth,
        "{",
        "}",
        (pair, inner) => {
          const key = this.key(pair.key);
          return JSON.stringify(key) + this.colon + this.value(pair.value, inner);
        },
        node.items,
      );
    // An ordered map (!!omap, YAML 1.1) is a sequence of pairs: each becomes a one-member object.
    if (isSeq(node) || isCollection(node)) {
      const items: unknown[] = node.items;
      return this.collection(node, depth, "[", "]", (item, inner) => this.item(item, inner), items);
    }
    if (node === null || node === undefined) return "null"; // an empty value: `key:` or `- `
    if (isScalar(node)) return this.scalar(node.value, node.source, node);
    throw fail("this kind of YAML node has no JSON form", this.positionOf(node));
  }

  private item(item: unknown, depth: number): string {
    if (!isPair(item)) return this.value(item, depth);
    const { newline } = this.layout;
    const member =
      JSON.stringify(this.key(item.key)) + this.colon + this.value(item.value, depth + 1);
    return (
      "{" +
      newline +
      this.layout.indent(depth + 1) +
      member +
      newline +
      this.layout.indent(depth) +
      "}"
    );
  }

  private collection<T>(
    node: object,
    depth: number,
    open: string,
    close: string,
    writeItem: (item: T, depth: number) => string,
    items: T[],
  ): string {
    if (items.length === 0) return open + close;
    this.ancestors.add(node);
    const { newline } = this.layout;
    const inner = newline + this.layout.indent(depth + 1);
    const keys = new Set<string>();
    const parts = items.map((item) => {
      if (open === "{") {
        // Keys that differ in YAML (1 and "1") can become the same JSON key: JSON would keep one.
        const key = this.key((item as { key: unknown }).key);
        if (keys.has(key))
          throw fail(
            `the key "${key}" appears twice once written as JSON`,
            this.positionOf((item as { key: unknown }).key),
          );
        keys.add(key);
      }
      return inner + writeItem(item, depth + 1);
    });
    this.ancestors.delete(node);
    return open + parts.join(",") + newline + this.layout.indent(depth) + close;
  }

  /** JSON keys are strings: a scalar key becomes its text (1 → "1", null → "null"); collections fail. */
  private key(node: unknown): string {
    const target = isAlias(node) ? node.resolve(this.document) : node;
    if (target === null || target === undefined) return "null";
    if (!isScalar(target)) {
      throw fail(
        "a mapping or sequence is used as a key, which JSON cannot hold",
        this.positionOf(node),
      );
    }
    const { value } = target;
    if (typeof value === "string") return value;
    if (value === null) return "null";
    return this.scalar(value, target.source, target);
  }

  private scalar(value: unknown, source: string | undefined, node: unknown): string {
    switch (typeof value) {
      case "string":
        return JSON.stringify(value);
      case "boolean":
        return String(value);
      case "number":
        if (source !== undefined && JSON_NUMBER_TEXT.test(source)) return source;
        if (Number.isFinite(value)) return JSON.stringify(value);
        throw fail(
          `${source ?? String(value)} is not a number JSON can hold`,
          this.positionOf(node),
        );
      case "bigint":
        return value.toString();
    }
    if (value === null) return "null";
    // !!binary: JSON has no bytes, so the value stays the base64 text the YAML holds, as written.
    if (value instanceof Uint8Array && source !== undefined) return JSON.stringify(source);
    throw fail("this value has no JSON form", this.positionOf(node));
  }
}

/**
 * YAML text as JSON text. A stream of several documents becomes a JSON array with one entry per
 * document; a stream without documents (only comments) becomes "".
 */
export function yamlToJson(text: string, options: Partial<YamlToJsonOptions> = {}): string {
  const { indentation } = { ...DEFAULT_YAML_TO_JSON_OPTIONS, ...options };
  const documents = parseYamlDocuments(text);
  const written = documents.map((document) => new JsonWriter(text, document, indentation));
  if (written.length === 0) return "";
  if (written.length === 1) return written[0].value(documents[0].contents, 0) + "\n";
  const layout = new LineLayout(indentation);
  const items = written.map(
    (writer, i) => layout.newline + layout.indent(1) + writer.value(documents[i].contents, 1),
  );
  return "[" + items.join(",") + layout.newline + "]\n";
}
