// JSON to XML: a JSON text or an already parsed value as indented XML, by spec §3 (JSON to XML
// options), §5 (converters: XML output rules) and §8 ('Failed to convert JSON to XML: {reason}').
import { LineLayout } from "~/lib/code/indentation";
import {
  JSON_FALSE,
  JSON_NULL,
  JSON_NUMBER,
  JSON_STRING,
  JSON_TRUE,
  type JsonScalarKind,
  type JsonScanHandler,
  scanJson,
} from "~/lib/json/json-scanner";
import { ChunkedText, type ConverterJob, type TextSink, converterJob } from "~/lib/text/large-text";
import { ToolError, withMessagePrefix } from "~/lib/tool-error";
import {
  INVALID_XML_CHARACTER,
  escapeXmlAttribute,
  escapeXmlText,
  unicodeLabel,
} from "~/lib/xml/xml-escape";
import { isQualifiedXmlName, toXmlName, uniqueNames } from "~/lib/xml/xml-names";
import { groupedCount } from "~/lib/number/count-text";

export interface JsonToXmlOptions {
  rootName: string;
  /** The element of each entry of an array that is wrapped (see spec §5). */
  itemName: string;
  /** Keys starting with it become attributes; "" makes every key an element. */
  attributePrefix: string;
  /** A number of spaces, or anything else for a tab (spec §3). */
  indentation: number | string;
}

/** Spec §3 and §9. */
export const DEFAULT_JSON_TO_XML_OPTIONS: JsonToXmlOptions = {
  rootName: "root",
  itemName: "item",
  attributePrefix: "@",
  indentation: 2,
};

export const JSON_TO_XML_FAILED = "Failed to convert JSON to XML: ";
/** The key whose value is the element's text content (spec §3). */
export const TEXT_KEY = "#text";
/** Deeper documents are refused: writing them would exhaust the call stack of some browsers. */
export const MAX_DEPTH = 1000;
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const fail = (reason: string, position?: { line?: number; column?: number }) =>
  new ToolError(JSON_TO_XML_FAILED + reason, position);

// --- Reading JSON text without losing anything ---------------------------------------------------

/** A number exactly as the JSON text writes it, so 12.50 and 17478252242305210114 stay as written. */
class NumberText {
  constructor(readonly text: string) {}
}

/** An object's members in document order, repeated keys included (a plain object would reorder "2" before "b"). */
class Members {
  readonly entries: [string, unknown][] = [];
}

function decodeString(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes("\\") ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

/** Builds the value of a JSON text from the scanner's tokens. */
class TreeBuilder implements JsonScanHandler {
  root: unknown = null;
  /** Values in the document: the total the writer's progress counts towards. */
  values = 0;
  private readonly open: (unknown[] | Members)[] = [];
  /** The key read last: the member name of the value that follows it. */
  private memberKey = "";

  constructor(private readonly text: string) {}

  private add(value: unknown): void {
    this.values++;
    const parent = this.open[this.open.length - 1];
    if (parent === undefined) this.root = value;
    else if (Array.isArray(parent)) parent.push(value);
    else parent.entries.push([this.memberKey, value]);
  }

  beginObject(): void {
    const members = new Members();
    this.add(members);
    this.open.push(members);
  }

  beginArray(): void {
    const array: unknown[] = [];
    this.add(array);
    this.open.push(array);
  }

  endObject(): void {
    this.open.pop();
  }

  endArray(): void {
    this.open.pop();
  }

  key(start: number, end: number): void {
    this.memberKey = decodeString(this.text, start, end);
  }

  scalar(kind: JsonScalarKind, start: number, end: number): void {
    switch (kind) {
      case JSON_STRING:
        return this.add(decodeString(this.text, start, end));
      case JSON_NUMBER:
        return this.add(new NumberText(this.text.slice(start, end)));
      case JSON_TRUE:
        return this.add(true);
      case JSON_FALSE:
        return this.add(false);
      case JSON_NULL:
        return this.add(null);
    }
  }
}

/** Parses JSON text; a syntax error becomes the spec's message with the scanner's line and column. */
function parseJsonText(text: string): TreeBuilder {
  const builder = new TreeBuilder(text);
  const { depth } = withMessagePrefix(JSON_TO_XML_FAILED, () => scanJson(text, builder));
  if (depth > MAX_DEPTH) throw depthError();
  return builder;
}

const depthError = () =>
  fail(`the JSON is nested more than ${groupedCount(MAX_DEPTH)} levels deep`);

// --- Values, whether parsed here or handed over already parsed ----------------------------------

type Scalar = string | number | boolean | bigint | NumberText;

function isScalar(value: unknown): value is Scalar {
  const type = typeof value;
  return (
    type === "string" ||
    type === "number" ||
    type === "boolean" ||
    type === "bigint" ||
    value instanceof NumberText
  );
}

/** What JSON.stringify would write for a parsed value: toJSON applied, NaN and Infinity as null. */
function asJson(value: unknown, key: string): unknown {
  if (value !== null && typeof value === "object" && "toJSON" in value) {
    const toJson = (value as { toJSON: unknown }).toJSON;
    if (typeof toJson === "function") value = toJson.call(value, key);
  }
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return value;
}

/** JSON skips these in objects (and writes null for them in arrays). */
const isSkipped = (value: unknown) =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

function entriesOf(value: object): [string, unknown][] {
  if (value instanceof Members) return value.entries;
  return Object.entries(value)
    .map(([key, member]): [string, unknown] => [key, asJson(member, key)])
    .filter(([, member]) => !isSkipped(member));
}

function isObjectValue(value: unknown): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !isScalar(value);
}

/** "object", "array": how a message names a value that cannot go where it was put. */
const kindOf = (value: unknown) => (Array.isArray(value) ? "an array" : "an object");

/** A key as an XML name: kept when it is one already (`first-name`, `soap:Body`), else spec §5's rule. */
function xmlNameOfKey(key: string): string {
  return isQualifiedXmlName(key) ? key : toXmlName(key);
}

function formatPath(path: readonly (string | number)[]): string {
  let text = "$";
  for (const part of path) {
    if (typeof part === "number") text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) text += `.${part}`;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text;
}

// --- Writing XML -------------------------------------------------------------------------------

/** Values between two progress reports. */
const PROGRESS_EVERY_VALUES = 4096;

class XmlWriter {
  private readonly layout: LineLayout;
  /** Keys and indices from the root to the value being written, for messages. */
  private readonly path: (string | number)[] = [];
  /** Objects and arrays being written, to refuse a structure that contains itself. */
  private readonly ancestors = new Set<object>();
  private written = 0;

  constructor(
    private readonly out: TextSink,
    private readonly options: JsonToXmlOptions,
    private readonly checkCycles: boolean,
    private readonly progress?: { total: number; report: (fraction: number) => void },
  ) {
    this.layout = new LineLayout(options.indentation);
  }

  document(value: unknown): void {
    this.out.write(XML_DECLARATION + this.layout.newline);
    this.element(this.options.rootName, asJson(value, ""), 0);
  }

  private counted(): void {
    this.written++;
    if (this.progress && this.written % PROGRESS_EVERY_VALUES === 0) {
      this.progress.report(this.written / this.progress.total);
    }
  }

  private scalarText(value: Scalar): string {
    if (value instanceof NumberText) return value.text;
    if (typeof value !== "string") return String(value);
    const invalid = INVALID_XML_CHARACTER.exec(value);
    if (invalid) {
      throw fail(
        `the string at ${formatPath(this.path)} holds ${unicodeLabel(invalid[0].charCodeAt(0))}, which XML 1.0 cannot represent`,
      );
    }
    return value;
  }

  /** `value` as the element `name`, on its own line(s) at `depth`. */
  private element(name: string, value: unknown, depth: number): void {
    this.counted();
    const { out, layout } = this;
    const indent = layout.indent(depth);
    if (value === null || isSkipped(value)) {
      out.write(`${indent}<${name}/>${layout.newline}`);
    } else if (isScalar(value)) {
      out.write(
        `${indent}<${name}>${escapeXmlText(this.scalarText(value))}</${name}>${layout.newline}`,
      );
    } else if (Array.isArray(value)) {
      this.container(value, depth, () => this.arrayElement(name, value, depth));
    } else if (typeof value === "object") {
      this.container(value, depth, () => this.objectElement(name, entriesOf(value), depth));
    }
  }

  /** Guards the depth and cycles around writing an object or array. */
  private container(value: object, depth: number, write: () => void): void {
    if (depth >= MAX_DEPTH) throw depthError();
    // Values read from JSON text are trees by construction: only handed-over ones can loop.
    if (!this.checkCycles) {
      write();
      return;
    }
    if (this.ancestors.has(value)) {
      throw fail(`the value at ${formatPath(this.path)} contains itself (a circular structure)`);
    }
    this.ancestors.add(value);
    write();
    this.ancestors.delete(value);
  }

  /** An array's own element, holding an item element per entry; empty, it is `<name></name>` (§5). */
  private arrayElement(name: string, entries: readonly unknown[], depth: number): void {
    const { out, layout } = this;
    const indent = layout.indent(depth);
    if (entries.length === 0) {
      out.write(`${indent}<${name}></${name}>${layout.newline}`);
      return;
    }
    out.write(`${indent}<${name}>${layout.newline}`);
    entries.forEach((entry, index) => {
      this.path.push(index);
      this.element(this.options.itemName, asJson(entry, String(index)), depth + 1);
      this.path.pop();
    });
    out.write(`${indent}</${name}>${layout.newline}`);
  }

  /** A member of an object: an array of objects repeats the element per entry (§5). */
  private member(key: string, value: unknown, depth: number): void {
    const name = xmlNameOfKey(key);
    if (Array.isArray(value) && value.length > 0 && value.every(isObjectValue)) {
      this.counted();
      this.container(value, depth, () =>
        value.forEach((entry, index) => {
          this.path.push(index);
          this.element(name, asJson(entry, String(index)), depth);
          this.path.pop();
        }),
      );
      return;
    }
    this.element(name, value, depth);
  }

  private objectElement(name: string, entries: readonly [string, unknown][], depth: number): void {
    const { out, layout, options } = this;
    const prefix = options.attributePrefix;
    const attributeNames: string[] = [];
    const attributeValues: string[] = [];
    const content: [string, unknown][] = [];
    let hasElements = false;
    for (const [key, value] of entries) {
      const isText = key === TEXT_KEY;
      const isAttribute = !isText && prefix !== "" && key.startsWith(prefix);
      if (!isText && !isAttribute) {
        content.push([key, value]);
        hasElements = true;
        continue;
      }
      if (value === null || isSkipped(value)) continue; // no value: no attribute, no text
      if (!isScalar(value)) {
        const what = isText ? "text content" : "an attribute";
        throw fail(
          `"${key}" at ${formatPath(this.path)} holds ${kindOf(value)}; ${what} takes a string, number, boolean or null`,
        );
      }
      this.path.push(key);
      const text = this.scalarText(value);
      this.path.pop();
      if (isText) content.push([key, text]);
      else {
        attributeNames.push(xmlNameOfKey(key.slice(prefix.length)));
        attributeValues.push(text);
      }
    }
    const names = attributeNames.length > 1 ? uniqueNames(attributeNames) : attributeNames;
    let attributes = "";
    for (let i = 0; i < names.length; i++) {
      attributes += ` ${names[i]}="${escapeXmlAttribute(attributeValues[i])}"`;
    }
    const indent = layout.indent(depth);
    if (content.length === 0) {
      out.write(`${indent}<${name}${attributes}/>${layout.newline}`);
      return;
    }
    if (!hasElements) {
      // Only text: it stays on the element's line, as the JSON had it.
      const text = content.map(([, value]) => escapeXmlText(value as string)).join("");
      out.write(`${indent}<${name}${attributes}>${text}</${name}>${layout.newline}`);
      return;
    }
    out.write(`${indent}<${name}${attributes}>${layout.newline}`);
    const inner = layout.indent(depth + 1);
    for (const [key, value] of content) {
      if (key === TEXT_KEY) {
        out.write(`${inner}${escapeXmlText(value as string)}${layout.newline}`);
        continue;
      }
      this.path.push(key);
      this.member(key, asJson(value, key), depth + 1);
      this.path.pop();
    }
    out.write(`${indent}</${name}>${layout.newline}`);
  }
}

function checkName(label: string, name: string): void {
  if (name === "") throw fail(`${label} is empty`);
  if (!isQualifiedXmlName(name)) throw fail(`${label} "${name}" is not a valid XML name`);
}

function resolveOptions(options: Partial<JsonToXmlOptions>): JsonToXmlOptions {
  const resolved = { ...DEFAULT_JSON_TO_XML_OPTIONS, ...options };
  checkName("Root element name", resolved.rootName);
  checkName("Array item name", resolved.itemName);
  return resolved;
}

/**
 * Writes `input` as XML to `out`. A string is parsed as JSON text (numbers keep their digits and
 * keys their order); anything else is taken as an already parsed value. Throws ToolError
 * 'Failed to convert JSON to XML: {reason}'.
 */
export function writeJsonAsXml(
  input: unknown,
  options: Partial<JsonToXmlOptions>,
  out: TextSink,
  onProgress?: (fraction: number) => void,
): void {
  const resolved = resolveOptions(options);
  if (typeof input !== "string") {
    new XmlWriter(out, resolved, true).document(input);
    return;
  }
  const parsed = parseJsonText(input);
  const progress = onProgress && { total: parsed.values, report: onProgress };
  new XmlWriter(out, resolved, false, progress).document(parsed.root);
}

/** `input` (JSON text, or an already parsed value) as an XML document. */
export function jsonToXml(input: unknown, options: Partial<JsonToXmlOptions> = {}): string {
  const out = new ChunkedText();
  writeJsonAsXml(input, options, out);
  return out.toString();
}

export type JsonToXmlJob = ConverterJob<JsonToXmlOptions>;

/** A job of the page's worker: reads the source and converts it, with progress. */
export const runJsonToXmlJob = converterJob(writeJsonAsXml, "application/xml");
