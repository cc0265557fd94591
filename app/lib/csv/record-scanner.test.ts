import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RecordScanner, joinCarry, lineBreakLength, unclosedQuoteMessage } from "./record-scanner";

const encoder = new TextEncoder();

/** Feeds `text` in chunks of `size` bytes the way the CSV tools do (carry, then the next chunk); returns the record ends as offsets into the whole text. */
function recordEnds(text: string, size: number, options = {}): number[] {
  const bytes = encoder.encode(text);
  const scanner = new RecordScanner(options);
  const ends: number[] = [];
  let carry: Uint8Array | null = null;
  let consumed = 0; // offset of the buffer's first byte in the whole text
  const feed = (chunk: Uint8Array, final: boolean) => {
    const buffer = joinCarry(carry, chunk);
    const carryStart = scanner.scan(buffer, final, (end) => ends.push(consumed + end));
    carry = carryStart < buffer.length ? buffer.subarray(carryStart) : null;
    consumed += carryStart;
  };
  for (let at = 0; at < bytes.length; at += size) feed(bytes.slice(at, at + size), false);
  feed(new Uint8Array(0), true);
  return ends;
}

/** Line breaks as the scanner counts them: CRLF once, a lone CR or LF once. */
function linesBefore(text: string): number {
  return 1 + (text.match(/\r\n|\r|\n/g)?.length ?? 0);
}

// Records built from fields whose meaning is known, so where each record ends is known too.
const quotedField = fc
  .tuple(
    fc.string({ unit: fc.constantFrom("a", ",", '""', "\n", "\r", "\r\n", "é") }),
    fc.constantFrom("", "x", 'x"'), // text after a closing quote is kept and is not a quote
  )
  .map(([inside, after]) => `"${inside}"${after}`);
const plainField = fc.constantFrom("", "a", 'a"b', "é1", "x y");
const recordText = fc
  .array(fc.oneof(plainField, quotedField), { minLength: 1, maxLength: 4 })
  .map((fields) => fields.join(","))
  .filter((text) => text.length > 0); // an empty record would merge "\r" + "\n" into one break
const csv = fc.tuple(
  fc.array(fc.tuple(recordText, fc.constantFrom("\n", "\r", "\r\n")), {
    minLength: 1,
    maxLength: 12,
  }),
  fc.boolean(),
);

function build([records, finalBreak]: [[string, string][], boolean]): {
  text: string;
  ends: number[];
} {
  let text = "";
  const ends: number[] = [];
  records.forEach(([record, lineBreak], i) => {
    text += record;
    if (i < records.length - 1 || finalBreak) text += lineBreak;
    ends.push(encoder.encode(text).length);
  });
  return { text, ends };
}

describe("RecordScanner", () => {
  it("finds every record end whatever the chunk size, quoted line breaks included", () => {
    fc.assert(
      fc.property(csv, fc.integer({ min: 1, max: 9 }), (records, size) => {
        const { text, ends } = build(records);
        expect(recordEnds(text, size)).toEqual(ends);
      }),
      { numRuns: 400 },
    );
  });

  it("names the line where an unclosed quoted record started, counting CR, LF and CRLF once each", () => {
    fc.assert(
      fc.property(
        csv,
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('"open', 'a,"open\r\nmore', '"x\r'),
        (records, size, unclosed) => {
          const { text } = build([records[0], true]);
          expect(() => recordEnds(text + unclosed, size)).toThrow(
            unclosedQuoteMessage(linesBefore(text)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("holds a chunk's last CR until it knows whether an LF follows", () => {
    expect(recordEnds("a\r\nb\r\n", 2)).toEqual([3, 6]);
    expect(recordEnds('"x\r\n"\r\nb', 3)).toEqual([7, 8]);
    const scanner = new RecordScanner();
    const ends: number[] = [];
    expect(scanner.scan(encoder.encode("a\r"), false, (end) => ends.push(end))).toBe(0);
    expect(ends).toEqual([]);
    expect(scanner.scan(encoder.encode("a\rb"), false, (end) => ends.push(end))).toBe(2);
    expect(ends).toEqual([2]);
  });

  it("ends a final lone CR as a record end and resets for the next file", () => {
    const scanner = new RecordScanner();
    const ends: number[] = [];
    expect(scanner.scan(encoder.encode("a\r"), true, (end) => ends.push(end))).toBe(2);
    expect(ends).toEqual([2]);
    expect(scanner.scan(encoder.encode("bc"), true, (end) => ends.push(end))).toBe(2);
    expect(ends).toEqual([2, 2]);
  });

  it("passes a quoted lone CR in the last buffer without waiting for more", () => {
    const ends: number[] = [];
    new RecordScanner().scan(encoder.encode('"a\rb"\nc'), true, (end) => ends.push(end));
    expect(ends).toEqual([6, 7]);
  });

  it("reports the line the current record started on", () => {
    const scanner = new RecordScanner();
    expect(scanner.currentRecordLine).toBe(1);
    scanner.scan(encoder.encode('a\r\n"b\nc"\rd'), false, () => {});
    expect(scanner.currentRecordLine).toBe(4);
  });

  it("treats a quote inside an unquoted field, or after a closing quote, as text", () => {
    expect(recordEnds('a"b\nc\n', 4)).toEqual([4, 6]);
    expect(recordEnds('"a"x"y\nc', 1)).toEqual([7, 8]);
  });

  it("uses the delimiter and quote it is given", () => {
    expect(recordEnds("'a\n;b';c\nd", 3, { delimiter: 59, quote: 39 })).toEqual([9, 10]);
    // A double quote is plain text when the quote is another character.
    expect(recordEnds('"a\nb', 3, { quote: 39 })).toEqual([3, 4]);
    // ";" is not a delimiter here, so a quote after it does not open a quoted field.
    expect(recordEnds('a;"b\nc', 2)).toEqual([5, 6]);
  });

  it("refuses a delimiter and quote that are the same, a line break, or not ASCII", () => {
    const message =
      "The delimiter and quote must be two different ASCII characters, neither a line break";
    expect(() => new RecordScanner({ delimiter: 34 })).toThrow(message);
    expect(() => new RecordScanner({ delimiter: 10 })).toThrow(message);
    expect(() => new RecordScanner({ delimiter: 13 })).toThrow(message);
    expect(() => new RecordScanner({ delimiter: 128 })).toThrow(message);
    expect(() => new RecordScanner({ quote: 128 })).toThrow(message);
    expect(() => new RecordScanner({ delimiter: 127, quote: 9 })).not.toThrow();
    expect(() => new RecordScanner({ quote: 127 })).not.toThrow();
  });
});

describe("lineBreakLength", () => {
  const bytes = encoder.encode("a\r\nb\nc\r\nd");
  it("measures CRLF, LF, CR and none at a record's end", () => {
    expect(lineBreakLength(bytes, 0, 3)).toBe(2);
    expect(lineBreakLength(bytes, 3, 5)).toBe(1);
    expect(lineBreakLength(bytes, 0, 2)).toBe(1); // "a\r"
    expect(lineBreakLength(bytes, 8, 9)).toBe(0);
    expect(lineBreakLength(bytes, 3, 3)).toBe(0);
    expect(lineBreakLength(bytes, 4, 3)).toBe(0);
  });

  it("does not reach before the record for the CR of a CRLF", () => {
    // The record is only the "\n" at 7; the "\r" before it belongs to the previous record.
    expect(lineBreakLength(bytes, 7, 8)).toBe(1);
    expect(lineBreakLength(bytes, 6, 8)).toBe(2);
  });
});

describe("joinCarry", () => {
  it("returns the chunk itself when there is no carry, and the two joined otherwise", () => {
    const chunk = encoder.encode("bc");
    expect(joinCarry(null, chunk)).toBe(chunk);
    expect(joinCarry(new Uint8Array(0), chunk)).toBe(chunk);
    expect([...joinCarry(encoder.encode("a"), chunk)]).toEqual([...encoder.encode("abc")]);
  });
});
