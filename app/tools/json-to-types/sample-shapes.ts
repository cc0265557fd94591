// Reads JSON samples for JSON to Types in one pass over the text: every value is merged, token by
// token, into the shape of its place (its key, its array), so 10 MB of samples never become objects.
import {
  JSON_FALSE,
  JSON_NUMBER,
  JSON_STRING,
  JSON_TRUE,
  type JsonScalarKind,
  type JsonScanHandler,
  JsonSyntaxError,
  scanJson,
} from "~/lib/json/json-scanner";
import { decodeStringLiteral } from "~/lib/json/json-tree";
import { lineAndColumn } from "~/lib/tool-error";

/** Kinds of value seen at a place, as bits. */
export const NULL = 1;
export const BOOLEAN = 2;
export const INTEGER = 4;
/** A whole number outside the signed 64-bit range. */
export const BIG_INTEGER = 8;
export const FLOAT = 16;
export const STRING = 32;

/** Everything the samples hold at one place: scalar kinds, arrays' items, objects' keys. */
export class Shape {
  kinds = 0;
  /** The items of every array seen here merged; null when no array was seen. */
  items: Shape | null = null;
  object: ObjectShape | null = null;
}

export class FieldShape {
  /** How many objects had the key. */
  count = 0;
  /** The last object (by number) that had the key: a repeated key is counted once. */
  lastObject = -1;
  readonly shape = new Shape();
}

export class ObjectShape {
  /** How many objects were seen here. */
  count = 0;
  readonly fields = new Map<string, FieldShape>();
}

/** Deeper samples are refused: typing them recurses once per level. */
export const MAX_DEPTH = 1000;

const INT64_MAX = "9223372036854775807";
const INT64_MIN_DIGITS = "9223372036854775808";

/** The kind bit of a JSON number as written: "1.0" and "1e3" are floats, as Go and Rust read them. */
export function numberKind(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2e || c === 0x65 || c === 0x45) return FLOAT;
  }
  const negative = text.charCodeAt(start) === 0x2d;
  const digits = end - start - (negative ? 1 : 0);
  if (digits < 19) return INTEGER;
  if (digits > 19) return BIG_INTEGER;
  const limit = negative ? INT64_MIN_DIGITS : INT64_MAX;
  return text.slice(end - 19, end) <= limit ? INTEGER : BIG_INTEGER;
}

function scalarKind(text: string, kind: JsonScalarKind, start: number, end: number): number {
  switch (kind) {
    case JSON_STRING:
      return STRING;
    case JSON_NUMBER:
      return numberKind(text, start, end);
    case JSON_TRUE:
    case JSON_FALSE:
      return BOOLEAN;
    default:
      return NULL;
  }
}

/** An open container: an object (with the shape its current key's value goes to) or an array. */
interface Frame {
  object: ObjectShape | null;
  objectNumber: number;
  next: Shape | null;
  /** The top-level array whose items are the samples. */
  sampleList: boolean;
}

export class ShapeReader implements JsonScanHandler {
  /** The text being scanned: the input, or the part of it after the values already read. */
  text = "";
  readonly root = new Shape();
  samples = 0;
  /** Top-level values read, and how many of them were arrays of samples. */
  values = 0;
  sampleLists = 0;
  /** The first top-level value is an object whose keys include "$schema". */
  firstIsSchema = false;
  private readonly frames: Frame[] = [];
  private objects = 0;

  constructor(private readonly eachItemIsSample: boolean) {}

  private target(): Shape {
    const top = this.frames[this.frames.length - 1];
    if (top === undefined || top.sampleList) {
      this.samples++;
      return this.root;
    }
    return top.next!;
  }

  beginObject(): void {
    const shape = this.target();
    const object = (shape.object ??= new ObjectShape());
    object.count++;
    this.frames.push({ object, objectNumber: this.objects++, next: null, sampleList: false });
  }

  endObject(): void {
    this.frames.pop();
  }

  beginArray(): void {
    if (this.frames.length === 0 && this.eachItemIsSample) {
      this.sampleLists++;
      this.frames.push({ object: null, objectNumber: -1, next: null, sampleList: true });
      return;
    }
    const shape = this.target();
    const items = (shape.items ??= new Shape());
    this.frames.push({ object: null, objectNumber: -1, next: items, sampleList: false });
  }

  endArray(): void {
    this.frames.pop();
  }

  key(start: number, end: number): void {
    const frame = this.frames[this.frames.length - 1];
    const key = decodeStringLiteral(this.text, start, end);
    const fields = frame.object!.fields;
    let field = fields.get(key);
    if (field === undefined) fields.set(key, (field = new FieldShape()));
    if (field.lastObject !== frame.objectNumber) {
      field.lastObject = frame.objectNumber;
      field.count++;
    }
    if (key === "$schema" && this.values === 0 && this.frames.length === 1) {
      this.firstIsSchema = true;
    }
    frame.next = field.shape;
  }

  scalar(kind: JsonScalarKind, start: number, end: number): void {
    this.target().kinds |= scalarKind(this.text, kind, start, end);
  }
}

const AFTER_VALUE = "Unexpected data after the JSON value";
const POSITION = / at line \d+, column \d+$/;

/**
 * A syntax error of the part of `text` from `base` on, placed in the whole text (the scanner
 * counted lines from the start of the part).
 */
function inWholeText(error: JsonSyntaxError, text: string, base: number): JsonSyntaxError {
  const position = lineAndColumn(text, base + error.from);
  const what = error.message.replace(POSITION, "");
  return new JsonSyntaxError(
    `${what} at line ${position.line}, column ${position.column}`,
    position,
    base + error.from,
    base + error.to,
  );
}

/**
 * Reads every JSON value of `text` into the reader: one value, or several one after another
 * (JSON Lines, or values separated by white space). Throws the scanner's JsonSyntaxError, with the
 * line and column in the whole text.
 */
export function readSamples(text: string, reader: ShapeReader): void {
  let base = 0;
  for (;;) {
    // A slice of a long string shares its characters: no copy per sample.
    reader.text = text.slice(base);
    try {
      scanJson(reader.text, reader, { maxDepth: MAX_DEPTH });
      reader.values++;
      return;
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      if (!error.message.startsWith(AFTER_VALUE)) throw inWholeText(error, text, base);
      reader.values++;
      base += error.from;
    }
  }
}
