// Merges CSV byte streams into one: the same header (first kept, later ones checked and dropped) or
// the union of columns (aligned by name); optional source_file column and duplicate removal.
import { ToolError } from "~/lib/tool-error";
import { parseCsv, quoteCsvField } from "~/lib/csv/csv";
import { RecordScanner, joinCarry, lineBreakLength } from "~/lib/csv/record-scanner";
import { type CsvByteOptions, UTF8_BOM, lineBreakBytes, startsWithBom } from "./csv-bytes";

export type HeaderMode = "same" | "union";

export interface MergeOptions extends CsvByteOptions {
  headerMode: HeaderMode;
  /** Add a last column naming the file each row came from. */
  sourceColumn: boolean;
  /** Drop a row whose bytes equal an earlier row's (holds every distinct row in memory). */
  dedupe: boolean;
  /** Text of header bytes, in the input's encoding (UTF-8 unless told). */
  decode?: (bytes: Uint8Array) => string;
  /** All files' headers, for "union" (read first with readHeader); their union is the output's columns. */
  headers?: readonly (readonly string[])[];
}

export const SOURCE_COLUMN = "source_file";

const utf8 = new TextDecoder();
const encoder = new TextEncoder();
// windows-1252 as WHATWG defines it maps each of the 256 bytes to its own character: a byte-exact key.
const byteKeys = new TextDecoder("windows-1252");

/** Columns in order of first appearance across the headers. */
export function unionColumns(headers: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>();
  for (const header of headers) for (const name of header) seen.add(name);
  return [...seen];
}

/** The message for a file whose header is not the first file's, naming the differing columns. */
export function headerMismatchMessage(
  name: string,
  expected: readonly string[],
  got: readonly string[],
): string {
  const missing = expected.filter((column) => !got.includes(column));
  const extra = got.filter((column) => !expected.includes(column));
  const parts: string[] = [];
  if (missing.length) parts.push(`missing ${missing.map((c) => JSON.stringify(c)).join(", ")}`);
  if (extra.length) parts.push(`extra ${extra.map((c) => JSON.stringify(c)).join(", ")}`);
  if (!parts.length) parts.push("the same columns in another order");
  return `"${name}" has a different header (${parts.join("; ")}). Choose "Union of columns" to merge files whose columns differ.`;
}

/** Header fields of a header record's text (without its line break). */
export function headerFields(text: string, delimiter: number): string[] {
  return parseCsv(text, { delimiter: String.fromCharCode(delimiter) })[0] ?? [];
}

/** A streaming merger: for each file, beginFile(name), push() its chunks, endFile(); output goes to `write`. */
export class CsvMerger {
  private readonly newline: Uint8Array | null;
  private readonly delimiter: number;
  private readonly seen = new Set<string>();
  private columns: string[] | null = null;
  private scanner: RecordScanner | null = null;
  private carry: Uint8Array | null = null;
  private fileName = "";
  private fileIndex = -1;
  private bomChecked = false;
  private fileHeader: string[] | null = null;
  /** Where each output column is in this file's rows (union mode), -1 when the file lacks it. */
  private columnMap: number[] = [];
  private sourceCell = new Uint8Array(0);
  private endsWithBreak = true;
  private lastBreak: Uint8Array = new Uint8Array([10]);
  rows = 0;
  bytesRead = 0;
  duplicates = 0;

  constructor(
    private readonly options: MergeOptions,
    private readonly write: (bytes: Uint8Array) => void,
  ) {
    this.newline = lineBreakBytes(options.lineEnding);
    this.delimiter = options.delimiter ?? 44;
    if (options.headerMode === "union") {
      if ((options.quote ?? 34) !== 34)
        throw new ToolError('Union of columns reads fields quoted with " only');
      this.columns = unionColumns(options.headers ?? []);
    }
  }

  beginFile(name: string): void {
    this.fileName = name;
    this.fileIndex++;
    this.scanner = new RecordScanner(this.options);
    this.carry = null;
    this.bomChecked = false;
    this.fileHeader = null;
    const delimiter = String.fromCharCode(this.delimiter);
    this.sourceCell = encoder.encode(delimiter + quoteCsvField(name, delimiter));
  }

  push(chunk: Uint8Array): void {
    this.bytesRead += chunk.length;
    this.process(joinCarry(this.carry, chunk), false);
  }

  endFile(): void {
    this.process(this.carry ?? new Uint8Array(0), true);
    this.carry = null;
  }

  private process(buffer: Uint8Array, final: boolean): void {
    if (!this.bomChecked) {
      if (buffer.length < 3 && !final) {
        this.carry = buffer;
        return;
      }
      this.bomChecked = true;
      if (startsWithBom(buffer)) {
        buffer = buffer.subarray(3);
        if (this.fileIndex === 0 && this.options.bom === "keep") this.emit(UTF8_BOM);
      }
    }
    const scanner = this.scanner as RecordScanner;
    let recordStart = 0;
    const carryStart = scanner.scan(buffer, final, (end) => {
      const start = recordStart;
      recordStart = end;
      if (this.fileHeader === null) this.takeHeader(buffer, start, end);
      else this.takeRow(buffer, start, end);
    });
    this.carry = carryStart < buffer.length ? buffer.subarray(carryStart) : null;
  }

  private takeHeader(buffer: Uint8Array, start: number, end: number): void {
    const breakLength = lineBreakLength(buffer, start, end);
    const decode = this.options.decode ?? ((bytes: Uint8Array) => utf8.decode(bytes));
    const header = headerFields(decode(buffer.subarray(start, end - breakLength)), this.delimiter);
    this.fileHeader = header;
    if (this.options.headerMode === "union") {
      const columns = this.columns as string[];
      this.columnMap = columns.map((column) => header.indexOf(column));
      if (this.fileIndex === 0) {
        const delimiter = String.fromCharCode(this.delimiter);
        const text = columns.map((column) => quoteCsvField(column, delimiter)).join(delimiter);
        this.writeRecord(encoder.encode(text), this.breakOf(buffer, start, end), SOURCE_COLUMN);
      }
      return;
    }
    if (this.fileIndex === 0) {
      this.columns = header;
      this.writeRecord(
        buffer.subarray(start, end - breakLength),
        this.breakOf(buffer, start, end),
        SOURCE_COLUMN,
      );
      return;
    }
    const expected = this.columns as string[];
    if (header.length !== expected.length || header.some((name, i) => name !== expected[i])) {
      throw new ToolError(headerMismatchMessage(this.fileName, expected, header));
    }
  }

  private takeRow(buffer: Uint8Array, start: number, end: number): void {
    const breakLength = lineBreakLength(buffer, start, end);
    let body = buffer.subarray(start, end - breakLength);
    if (this.options.headerMode === "union") body = this.alignRow(body);
    if (this.options.dedupe) {
      const key = byteKeys.decode(body);
      if (this.seen.has(key)) {
        this.duplicates++;
        return;
      }
      this.seen.add(key);
    }
    this.writeRecord(body, this.breakOf(buffer, start, end), null);
    this.rows++;
  }

  /** A row re-written in the output's column order; missing cells are empty. */
  private alignRow(body: Uint8Array): Uint8Array {
    const decode = this.options.decode ?? ((bytes: Uint8Array) => utf8.decode(bytes));
    const delimiter = String.fromCharCode(this.delimiter);
    const fields = parseCsv(decode(body), { delimiter })[0] ?? [""];
    const cells = this.columnMap.map((at) =>
      at < 0 ? "" : quoteCsvField(fields[at] ?? "", delimiter),
    );
    return encoder.encode(cells.join(delimiter));
  }

  /** The line break a record ends with in the output (its own, or the normalised one); empty when none. */
  private breakOf(buffer: Uint8Array, start: number, end: number): Uint8Array {
    const breakLength = lineBreakLength(buffer, start, end);
    if (breakLength === 0) return new Uint8Array(0);
    return this.newline ?? buffer.subarray(end - breakLength, end);
  }

  private writeRecord(body: Uint8Array, lineBreak: Uint8Array, extraCell: string | null): void {
    // A file that ends without a line break must not run into the next file's first row.
    if (!this.endsWithBreak) this.emit(this.lastBreak);
    this.emit(body);
    if (this.options.sourceColumn) {
      if (extraCell === null) this.emit(this.sourceCell);
      else this.emit(encoder.encode(String.fromCharCode(this.delimiter) + extraCell));
    }
    if (lineBreak.length > 0) {
      this.emit(lineBreak);
      this.lastBreak = lineBreak;
    }
    this.endsWithBreak = lineBreak.length > 0;
  }

  private emit(bytes: Uint8Array): void {
    if (bytes.length > 0) this.write(bytes);
  }
}

/** Reads the header fields of a file's first record from its first bytes; null when no record ends in them. */
export function readHeader(
  head: Uint8Array,
  options: MergeOptions,
  complete: boolean,
): string[] | null {
  let bytes = startsWithBom(head) ? head.subarray(3) : head;
  let end = -1;
  const scanner = new RecordScanner(options);
  try {
    scanner.scan(bytes, complete, (recordEnd) => {
      if (end < 0) end = recordEnd;
    });
  } catch (error) {
    if (end < 0) throw error;
  }
  if (end < 0) return complete ? [] : null;
  bytes = bytes.subarray(0, end - lineBreakLength(bytes, 0, end));
  const decode = options.decode ?? ((b: Uint8Array) => utf8.decode(b));
  return headerFields(decode(bytes), options.delimiter ?? 44);
}
