// Finds where CSV records end in a byte stream, chunk by chunk, without building fields: the quote
// state machine of RFC 4180 (app/lib/csv/csv.ts's rules) over bytes, for the streaming /csv-tools.
import { ToolError } from "~/lib/tool-error";

const LF = 10;
const CR = 13;

/** Scanner states: at a field's start, inside an unquoted field, inside quotes, just after a quote inside quotes. */
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;

export interface RecordScannerOptions {
  /** One ASCII byte between fields (a comma unless told otherwise). */
  delimiter?: number;
  /** One ASCII byte that quotes a field (a double quote unless told otherwise). */
  quote?: number;
}

/** The message for input that ends inside quotes, naming the line the record started on. */
export function unclosedQuoteMessage(line: number): string {
  return `Unclosed quoted field: the record that starts on line ${line} has no closing quote`;
}

/**
 * Scans bytes that arrive in chunks and reports the offset just after each record's line break.
 * The caller keeps the bytes after the last record end (the carry) and passes them again, followed
 * by the next chunk; the scanner resumes where it stopped, so no byte is scanned twice (except a
 * final CR, which waits to learn whether an LF follows). Quoted line breaks never end a record.
 * A line is counted at each LF and at each CR not followed by LF, as csv.ts counts them.
 */
export class RecordScanner {
  private state = FIELD_START;
  /** Where scanning resumes in the next buffer (the carry's length, or the position of a final CR). */
  private resume = 0;
  private line = 1;
  /** Line on which the record being scanned started. */
  private recordLine = 1;
  private readonly delimiter: number;
  private readonly quote: number;

  constructor({ delimiter = 44, quote = 34 }: RecordScannerOptions = {}) {
    if (
      delimiter === quote ||
      delimiter === LF ||
      delimiter === CR ||
      delimiter > 127 ||
      quote > 127
    ) {
      throw new ToolError(
        "The delimiter and quote must be two different ASCII characters, neither a line break",
      );
    }
    this.delimiter = delimiter;
    this.quote = quote;
  }

  /** Line where the record now being scanned began (1-based). */
  get currentRecordLine(): number {
    return this.recordLine;
  }

  /**
   * Scans `buffer` (the previous carry followed by new bytes) and calls `onRecordEnd(end)` for each
   * record ending in it, `end` being the offset after its line break. `final` says no bytes follow.
   * Returns the offset where the carry starts (after the last record end).
   */
  scan(buffer: Uint8Array, final: boolean, onRecordEnd: (end: number) => void): number {
    const { delimiter, quote } = this;
    let state = this.state;
    let line = this.line;
    let lastEnd = 0;
    const length = buffer.length;
    let i = this.resume;
    for (; i < length; i++) {
      const byte = buffer[i];
      if (state === QUOTED) {
        if (byte === quote) state = QUOTE_IN_QUOTED;
        else if (byte === LF) line++;
        else if (byte === CR && buffer[i + 1] !== LF) {
          if (i + 1 === length && !final) break; // wait: an LF may follow in the next chunk
          line++;
        }
        continue;
      }
      if (state === QUOTE_IN_QUOTED && byte === quote) {
        state = QUOTED;
        continue;
      }
      if (byte === LF || byte === CR) {
        if (byte === CR) {
          if (i + 1 === length && !final) break;
          if (buffer[i + 1] === LF) i++;
        }
        line++;
        state = FIELD_START;
        lastEnd = i + 1;
        this.recordLine = line;
        onRecordEnd(lastEnd);
      } else if (byte === delimiter) state = FIELD_START;
      else if (state === FIELD_START) state = byte === quote ? QUOTED : UNQUOTED;
      else if (state === QUOTE_IN_QUOTED) state = UNQUOTED; // text after a closing quote: kept as written
    }
    this.state = state;
    this.line = line;
    this.resume = i - lastEnd;
    if (final) {
      if (state === QUOTED) throw new ToolError(unclosedQuoteMessage(this.recordLine));
      if (lastEnd < length) onRecordEnd(length);
      this.resume = 0;
      return length;
    }
    return lastEnd;
  }
}

/** Joins the carry and a new chunk into one buffer (the carry is usually shorter than one record). */
export function joinCarry(carry: Uint8Array | null, chunk: Uint8Array): Uint8Array {
  if (!carry || carry.length === 0) return chunk;
  const joined = new Uint8Array(carry.length + chunk.length);
  joined.set(carry, 0);
  joined.set(chunk, carry.length);
  return joined;
}

/** Length of the record's line break at its end (CRLF 2, LF or CR 1, none 0). */
export function lineBreakLength(buffer: Uint8Array, start: number, end: number): number {
  if (end <= start) return 0;
  const last = buffer[end - 1];
  if (last === LF) return end - 1 > start && buffer[end - 2] === CR ? 2 : 1;
  return last === CR ? 1 : 0;
}
