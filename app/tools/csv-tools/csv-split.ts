// Splits one CSV byte stream into parts by rows, by number of files or by size, never cutting a
// record (quoted line breaks included). Works on bytes: fields are never built.
import { ToolError } from "~/lib/tool-error";
import { RecordScanner, joinCarry, lineBreakLength } from "~/lib/csv/record-scanner";
import { type CsvByteOptions, UTF8_BOM, startsWithBom, lineBreakBytes } from "./csv-bytes";

export type SplitMode = "rows" | "files" | "size";

export interface SplitOptions extends CsvByteOptions {
  mode: SplitMode;
  /** Data rows per part ("rows"), number of parts ("files") or the most bytes in a part ("size"). */
  count: number;
  /** Repeat the first record (the header) at the top of every part. */
  header: boolean;
  /** Data rows in the whole input: needed by "files" mode, counted in a first pass (countDataRows). */
  totalRows?: number;
}

/** Where the parts go: one part is open at a time, written in order. */
export interface PartSink {
  open(index: number): void;
  write(bytes: Uint8Array): void;
  close(index: number, rows: number, bytes: number): void;
}

export interface SplitProgress {
  bytesRead: number;
  rows: number;
}

/** Rows each of `files` parts gets, nearly equal: the first `rows % files` parts get one more. */
export function rowsForPart(totalRows: number, files: number, index: number): number {
  const base = Math.floor(totalRows / files);
  return base + (index <= totalRows % files ? 1 : 0);
}

export function checkSplitOptions({ mode, count }: SplitOptions): void {
  if (!Number.isSafeInteger(count) || count < 1) {
    const what = mode === "rows" ? "rows per file" : mode === "files" ? "number of files" : "size";
    throw new ToolError(`The ${what} must be a whole number of at least 1`);
  }
}

/** A streaming splitter: push() chunks in order, then finish(). */
export class CsvSplitter {
  private readonly scanner: RecordScanner;
  private carry: Uint8Array | null = null;
  private bomChecked = false;
  private hadBom = false;
  private header: Uint8Array | null = null;
  private seenFirstRecord = false;
  private partIndex = 0;
  private partOpen = false;
  private partRows = 0;
  private partBytes = 0;
  private totalRowsWritten = 0;
  private bytesRead = 0;
  private readonly newline: Uint8Array | null;

  constructor(
    private readonly options: SplitOptions,
    private readonly sink: PartSink,
  ) {
    checkSplitOptions(options);
    if (options.mode === "files" && options.totalRows === undefined) {
      throw new ToolError("Splitting into a number of files needs the row count first");
    }
    this.scanner = new RecordScanner(options);
    this.newline = lineBreakBytes(options.lineEnding);
  }

  get progress(): SplitProgress {
    return { bytesRead: this.bytesRead, rows: this.totalRowsWritten };
  }

  push(chunk: Uint8Array): void {
    this.bytesRead += chunk.length;
    this.process(joinCarry(this.carry, chunk), false);
  }

  finish(): void {
    const rest = this.carry ?? new Uint8Array(0);
    if (this.bytesRead === 0) throw new ToolError("The file is empty: there is nothing to split");
    this.process(rest, true);
    if (!this.partOpen && this.header) this.openPart(); // a header with no rows still makes one part
    this.closePart();
  }

  private process(buffer: Uint8Array, final: boolean): void {
    if (!this.bomChecked) {
      if (buffer.length < UTF8_BOM.length && !final) {
        this.carry = buffer;
        return;
      }
      this.bomChecked = true;
      this.hadBom = startsWithBom(buffer);
      if (this.hadBom) buffer = buffer.subarray(UTF8_BOM.length);
    }
    let recordStart = 0;
    let segmentStart = 0;
    const carryStart = this.scanner.scan(buffer, final, (end) => {
      const start = recordStart;
      recordStart = end;
      if (!this.seenFirstRecord) {
        this.seenFirstRecord = true;
        if (this.options.header) {
          this.header = this.withLineBreak(buffer, start, end);
          segmentStart = end;
          return;
        }
      }
      const breakLength = lineBreakLength(buffer, start, end);
      const size =
        this.newline && breakLength > 0
          ? end - start - breakLength + this.newline.length
          : end - start;
      if (this.partOpen && this.partIsFull(size)) {
        this.writeSegment(buffer, segmentStart, start);
        segmentStart = start;
        this.closePart();
      }
      if (!this.partOpen) this.openPart();
      if (this.newline && breakLength > 0) {
        this.writeSegment(buffer, segmentStart, end - breakLength);
        this.sink.write(this.newline);
        segmentStart = end;
      }
      this.partRows++;
      this.partBytes += size;
      this.totalRowsWritten++;
    });
    if (this.partOpen) this.writeSegment(buffer, segmentStart, carryStart);
    this.carry = carryStart < buffer.length ? buffer.subarray(carryStart) : null;
  }

  private partIsFull(nextRecordBytes: number): boolean {
    const { mode, count, totalRows = 0 } = this.options;
    if (mode === "rows") return this.partRows >= count;
    if (mode === "files") return this.partRows >= rowsForPart(totalRows, count, this.partIndex);
    return this.partRows > 0 && this.partBytes + nextRecordBytes > count;
  }

  /** The header's bytes, its line break normalised when asked. */
  private withLineBreak(buffer: Uint8Array, start: number, end: number): Uint8Array {
    const breakLength = lineBreakLength(buffer, start, end);
    // No line break means no record follows: the header is kept exactly as it was.
    if (breakLength === 0 || !this.newline) return buffer.slice(start, end);
    const ending = this.newline;
    const body = buffer.subarray(start, end - breakLength);
    const header = new Uint8Array(body.length + ending.length);
    header.set(body, 0);
    header.set(ending, body.length);
    return header;
  }

  private openPart(): void {
    this.partIndex++;
    this.partOpen = true;
    this.partRows = 0;
    this.partBytes = 0;
    this.sink.open(this.partIndex);
    if (this.hadBom && this.options.bom === "keep") this.writeCounted(UTF8_BOM);
    if (this.header) this.writeCounted(this.header);
  }

  private closePart(): void {
    if (!this.partOpen) return;
    this.partOpen = false;
    this.sink.close(this.partIndex, this.partRows, this.partBytes);
  }

  private writeCounted(bytes: Uint8Array): void {
    this.sink.write(bytes);
    this.partBytes += bytes.length;
  }

  private writeSegment(buffer: Uint8Array, start: number, end: number): void {
    if (end > start) this.sink.write(buffer.subarray(start, end));
  }
}

/** Counts data rows (records after the header when `header` is on) of a byte stream, for "files" mode. */
export class RowCounter {
  private readonly scanner: RecordScanner;
  private carry: Uint8Array | null = null;
  private records = 0;

  constructor(options: CsvByteOptions) {
    this.scanner = new RecordScanner(options);
  }

  push(chunk: Uint8Array, final = false): void {
    const buffer = joinCarry(this.carry, chunk);
    const carryStart = this.scanner.scan(buffer, final, () => this.records++);
    this.carry = carryStart < buffer.length ? buffer.subarray(carryStart) : null;
  }

  finish(header: boolean): number {
    this.push(new Uint8Array(0), true);
    return header ? Math.max(0, this.records - 1) : this.records;
  }
}
