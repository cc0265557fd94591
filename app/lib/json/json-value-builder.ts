// Builds a value of any shape (YAML nodes, plain objects…) from the strict JSON scanner's tokens, with
// numbers handed over as their text: one lossless JSON reader for the converters.
import {
  JSON_FALSE,
  JSON_NULL,
  JSON_NUMBER,
  JSON_STRING,
  JSON_TRUE,
  type JsonScalarKind,
  type JsonScanHandler,
  type JsonStats,
  scanJson,
} from "./json-scanner";
import { decodeStringLiteral } from "./json-tree";

/** How to make each part of the value; `O` and `A` are the object and array kinds of `V`. */
export interface JsonValueFactory<V, O extends V = V, A extends V = V> {
  object(): O;
  array(): A;
  /** Called for every member in document order, repeated keys included. */
  member(object: O, key: string, value: V): void;
  item(array: A, value: V): void;
  string(value: string): V;
  /** The number exactly as the JSON text writes it ("12.50", "-0", "17478252242305210114"). */
  number(text: string): V;
  boolean(value: boolean): V;
  null(): V;
}

class ValueBuilder<V, O extends V, A extends V> implements JsonScanHandler {
  root: V | undefined;
  private readonly open: ({ object: O } | { array: A })[] = [];
  private memberKey = "";

  constructor(
    private readonly text: string,
    private readonly factory: JsonValueFactory<V, O, A>,
  ) {}

  private add(value: V): void {
    const parent = this.open[this.open.length - 1];
    if (parent === undefined) this.root = value;
    else if ("object" in parent) this.factory.member(parent.object, this.memberKey, value);
    else this.factory.item(parent.array, value);
  }

  beginObject(): void {
    const object = this.factory.object();
    this.add(object);
    this.open.push({ object });
  }

  beginArray(): void {
    const array = this.factory.array();
    this.add(array);
    this.open.push({ array });
  }

  endObject(): void {
    this.open.pop();
  }

  endArray(): void {
    this.open.pop();
  }

  key(start: number, end: number): void {
    this.memberKey = decodeStringLiteral(this.text, start, end);
  }

  scalar(kind: JsonScalarKind, start: number, end: number): void {
    const { factory, text } = this;
    if (kind === JSON_STRING) this.add(factory.string(decodeStringLiteral(text, start, end)));
    else if (kind === JSON_NUMBER) this.add(factory.number(text.slice(start, end)));
    else if (kind === JSON_TRUE || kind === JSON_FALSE)
      this.add(factory.boolean(kind === JSON_TRUE));
    else if (kind === JSON_NULL) this.add(factory.null());
  }
}

/**
 * The value of a strict JSON text (RFC 8259), made by `factory`, and the text's statistics (depth…).
 * A syntax error is thrown as the scanner's JsonSyntaxError, with line and column.
 */
export function buildJsonValue<V, O extends V, A extends V>(
  text: string,
  factory: JsonValueFactory<V, O, A>,
): { value: V; stats: JsonStats } {
  const builder = new ValueBuilder(text, factory);
  const stats = scanJson(text, builder);
  return { value: builder.root as V, stats };
}
