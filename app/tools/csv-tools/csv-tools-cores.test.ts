import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv/csv";
import { CsvSplitter, RowCounter, type SplitOptions, rowsForPart } from "./csv-split";
import {
  CsvMerger,
  type MergeOptions,
  headerFields,
  headerMismatchMessage,
  readHeader,
} from "./csv-merge";

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
const SPECTRUM = path.resolve(process.cwd(), "../shared/conformance/csv-spectrum/csvs");

function chunksOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
  return chunks;
}

interface Part {
  rows: number;
  bytes: number;
  text: string;
}

function split(input: string | Uint8Array, options: Partial<SplitOptions>, chunk = 7): Part[] {
  const bytes = typeof input === "string" ? encoder.encode(input) : input;
  const base: SplitOptions = {
    mode: "rows",
    count: 2,
    header: true,
    bom: "keep",
    lineEnding: "keep",
    ...options,
  };
  if (base.mode === "files") {
    const counter = new RowCounter(base);
    for (const c of chunksOf(bytes, chunk)) counter.push(c);
    base.totalRows = counter.finish(base.header);
  }
  const parts: Part[] = [];
  let pieces: Uint8Array[] = [];
  const splitter = new CsvSplitter(base, {
    open: () => (pieces = []),
    write: (b) => pieces.push(b.slice()),
    close: (_i, rows, size) => {
      const all = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of pieces) all.set(p, (at += p.length) - p.length);
      expect(all.length).toBe(size);
      parts.push({ rows, bytes: size, text: decoder.decode(all, { stream: false }) });
      pieces = [];
    },
  });
  for (const c of chunksOf(bytes, chunk)) splitter.push(c);
  splitter.finish();
  return parts;
}

function merge(
  files: { name: string; text: string }[],
  options: Partial<MergeOptions> = {},
  chunk = 5,
): string {
  const base: MergeOptions = {
    headerMode: "same",
    sourceColumn: false,
    dedupe: false,
    bom: "keep",
    lineEnding: "keep",
    ...options,
  };
  if (base.headerMode === "union")
    base.headers = files.map((f) => readHeader(encoder.encode(f.text), base, true) ?? []);
  const out: number[] = [];
  const merger = new CsvMerger(base, (b) => out.push(...b));
  for (const file of files) {
    merger.beginFile(file.name);
    for (const c of chunksOf(encoder.encode(file.text), chunk)) merger.push(c);
    merger.endFile();
  }
  // Keep the BOM visible: decode without stripping it.
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(out));
}

describe("split", () => {
  it("puts N data rows in each part and repeats the header", () => {
    const parts = split("h\n1\n2\n3\n", { mode: "rows", count: 2 });
    expect(parts.map((p) => p.text)).toEqual(["h\n1\n2\n", "h\n3\n"]);
    expect(parts.map((p) => p.rows)).toEqual([2, 1]);
  });

  it("leaves the header out of later parts when asked", () => {
    expect(split("1\n2\n3", { count: 2, header: false }).map((p) => p.text)).toEqual([
      "1\n2\n",
      "3",
    ]);
  });

  it("never cuts a record with a quoted line break", () => {
    const parts = split('h\n"a\nb",1\n"c\r\nd",2\n', { count: 1 }, 3);
    expect(parts.map((p) => p.text)).toEqual(['h\n"a\nb",1\n', 'h\n"c\r\nd",2\n']);
  });

  it("makes N files of nearly equal rows", () => {
    const parts = split("h\n1\n2\n3\n4\n5\n", { mode: "files", count: 3 });
    expect(parts.map((p) => p.rows)).toEqual([2, 2, 1]);
    expect(rowsForPart(10, 4, 1)).toBe(3);
    expect(rowsForPart(10, 4, 3)).toBe(2);
  });

  it("keeps each part within the size limit, header included", () => {
    const parts = split("hh\n111\n222\n333\n", { mode: "size", count: 11 });
    expect(parts.map((p) => p.text)).toEqual(["hh\n111\n222\n", "hh\n333\n"]);
    expect(parts.every((p) => p.bytes <= 11)).toBe(true);
  });

  it("puts a record larger than the limit alone in its part", () => {
    expect(split("h\n123456789\n1\n", { mode: "size", count: 4 }).map((p) => p.text)).toEqual([
      "h\n123456789\n",
      "h\n1\n",
    ]);
  });

  it("normalises record line breaks but keeps quoted ones", () => {
    const parts = split('h\r\n"x\r\ny"\r\nz\r\n', { count: 5, lineEnding: "lf" });
    expect(parts[0].text).toBe('h\n"x\r\ny"\nz\n');
  });

  it("writes the byte order mark at the top of every part, or drops it", () => {
    const input = "\uFEFFh\n1\n2\n";
    expect(split(input, { count: 1 }).map((p) => p.text)).toEqual(["\uFEFFh\n1\n", "\uFEFFh\n2\n"]);
    expect(split(input, { count: 1, bom: "drop" }).map((p) => p.text)).toEqual([
      "h\n1\n",
      "h\n2\n",
    ]);
  });

  it("names the line where an unclosed quoted record started", () => {
    expect(() => split('h\n1\n"open\nmore\n', { count: 1 })).toThrow(
      "Unclosed quoted field: the record that starts on line 3 has no closing quote",
    );
  });

  it("refuses an empty file and a zero count", () => {
    expect(() => split("", {})).toThrow("The file is empty");
    expect(() => split("a\n", { count: 0 })).toThrow(
      "The rows per file must be a whole number of at least 1",
    );
  });

  it("splits semicolon and pipe files with another quote character", () => {
    const parts = split("a;b\n'x\n;y';2\n3;4\n", { count: 1, delimiter: 59, quote: 39 });
    expect(parts.map((p) => p.text)).toEqual(["a;b\n'x\n;y';2\n", "a;b\n3;4\n"]);
  });
});

describe("merge", () => {
  it("keeps the first header and drops the later ones", () => {
    expect(
      merge([
        { name: "a.csv", text: "x,y\n1,2\n" },
        { name: "b.csv", text: "x,y\n3,4" },
      ]),
    ).toBe("x,y\n1,2\n3,4");
  });

  it("names a file whose header differs and its differing columns", () => {
    expect(() =>
      merge([
        { name: "a.csv", text: "x,y\n1,2\n" },
        { name: "b.csv", text: "x,z\n3,4\n" },
      ]),
    ).toThrow('"b.csv" has a different header (missing "y"; extra "z")');
  });

  it("aligns columns by name in union mode, missing cells empty", () => {
    const out = merge(
      [
        { name: "a.csv", text: "x,y\n1,2\n" },
        { name: "b.csv", text: 'z,x\n"q,r",3\n' },
      ],
      { headerMode: "union" },
    );
    expect(out).toBe('x,y,z\n1,2,\n3,,"q,r"\n');
  });

  it("adds a source_file column and removes exact duplicate rows", () => {
    const files = [
      { name: "a.csv", text: "x\n1\n2\n" },
      { name: "b,c.csv", text: "x\n1\n3\n" },
    ];
    expect(merge(files, { dedupe: true })).toBe("x\n1\n2\n3\n");
    expect(merge(files, { sourceColumn: true })).toBe(
      'x,source_file\n1,a.csv\n2,a.csv\n1,"b,c.csv"\n3,"b,c.csv"\n',
    );
  });

  it("adds a line break after a file that ends without one", () => {
    expect(
      merge([
        { name: "a", text: "x\r\n1" },
        { name: "b", text: "x\r\n2\r\n" },
      ]),
    ).toBe("x\r\n1\r\n2\r\n");
  });
});

describe("csv-spectrum", () => {
  const files = fs
    .readdirSync(SPECTRUM)
    .filter((f) => f.endsWith(".csv") && !f.startsWith("empty"));
  for (const file of files) {
    it(`${file}: split by one row keeps every record whole, and merge gives the file back`, () => {
      const text = fs.readFileSync(path.join(SPECTRUM, file), "utf8");
      const parts = split(text, { count: 1 }, 4);
      const records = parseCsv(text);
      expect(parts.length).toBe(records.length - 1);
      parts.forEach((part, i) => expect(parseCsv(part.text)).toEqual([records[0], records[i + 1]]));
      expect(merge(parts.map((p, i) => ({ name: `${i}`, text: p.text })))).toBe(text);
    });
  }
});

const field = fc.oneof(
  fc.constantFrom("", "a", "x y", "é", "1"),
  fc
    .string({ unit: fc.constantFrom("a", ",", '"', "\n", "\r\n", "é") })
    .map((s) => `"${s.replace(/"/g, '""')}"`),
);
const record = fc.array(field, { minLength: 1, maxLength: 4 }).map((cells) => cells.join(","));
const csvText = fc
  .tuple(
    fc.array(record, { minLength: 1, maxLength: 30 }),
    fc.constantFrom("\n", "\r\n"),
    fc.boolean(),
  )
  .map(([records, eol, finalBreak]) => records.join(eol) + (finalBreak ? eol : ""))
  .filter((text) => text.length > 0);

describe("split then merge gives back the input byte for byte", () => {
  it.each(["rows", "files", "size"] as const)("by %s", (mode) => {
    fc.assert(
      fc.property(
        csvText,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 9 }),
        (text, count, chunk) => {
          const parts = split(text, { mode, count: mode === "size" ? count * 4 : count }, chunk);
          expect(
            merge(
              parts.map((p, i) => ({ name: `p${i}`, text: p.text })),
              {},
              chunk,
            ),
          ).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("split: edges a user meets", () => {
  it("names the count that is wrong in each mode, and needs the row count for files", () => {
    expect(() => split("a\n", { mode: "files", count: 1.5, totalRows: 1 })).toThrow(
      "The number of files must be a whole number of at least 1",
    );
    expect(() => split("a\n", { mode: "size", count: -1 })).toThrow(
      "The size must be a whole number of at least 1",
    );
    expect(
      () =>
        new CsvSplitter(
          { mode: "files", count: 2, header: true, bom: "keep", lineEnding: "keep" },
          { open() {}, write() {}, close() {} },
        ),
    ).toThrow("Splitting into a number of files needs the row count first");
  });

  it("reports the bytes read and the rows written as it goes", () => {
    const splitter = new CsvSplitter(
      { mode: "rows", count: 10, header: true, bom: "keep", lineEnding: "keep" },
      { open() {}, write() {}, close() {} },
    );
    splitter.push(encoder.encode("h\n1\n2"));
    splitter.push(encoder.encode("\n3\n"));
    expect(splitter.progress).toEqual({ bytesRead: 8, rows: 3 });
  });

  it("finds the byte order mark when the file arrives a byte at a time", () => {
    const input = "\uFEFFh\n1\n2\n";
    expect(split(input, { count: 1, bom: "drop" }, 1).map((p) => p.text)).toEqual([
      "h\n1\n",
      "h\n2\n",
    ]);
    expect(split(input, { count: 5 }, 2).map((p) => p.text)).toEqual([input]);
  });

  it("adds no line break to a last record or a lone header that had none", () => {
    expect(split("h\r\n1\r\n2", { count: 5, lineEnding: "lf" }).map((p) => p.text)).toEqual([
      "h\n1\n2",
    ]);
    expect(split("h", { count: 5, lineEnding: "crlf" }).map((p) => p.text)).toEqual(["h"]);
    expect(split("h\r\n", { count: 5, lineEnding: "lf" }).map((p) => p.text)).toEqual(["h\n"]);
  });

  it("makes no part of a file that holds only a byte order mark", () => {
    expect(split("\uFEFF", { count: 1, header: false })).toEqual([]);
  });

  it("counts data rows across chunks, quoted line breaks and CRs included", () => {
    const counter = new RowCounter({ bom: "keep", lineEnding: "keep" });
    for (const chunk of chunksOf(encoder.encode('h\r\n"a\r\nb"\r\n1\r2'), 3)) counter.push(chunk);
    expect(counter.finish(true)).toBe(3);
    const empty = new RowCounter({ bom: "keep", lineEnding: "keep" });
    expect(empty.finish(true)).toBe(0);
  });
});

describe("merge: edges a user meets", () => {
  const base: MergeOptions = {
    headerMode: "same",
    sourceColumn: false,
    dedupe: false,
    bom: "keep",
    lineEnding: "keep",
  };

  it("names missing, extra and reordered columns, and a shorter header", () => {
    const tail = 'Choose "Union of columns" to merge files whose columns differ.';
    expect(headerMismatchMessage("b.csv", ["x", "y"], ["y", "x"])).toBe(
      `"b.csv" has a different header (the same columns in another order). ${tail}`,
    );
    expect(headerMismatchMessage("b.csv", ["x", "y"], ["x"])).toBe(
      `"b.csv" has a different header (missing "y"). ${tail}`,
    );
    expect(headerMismatchMessage("b.csv", ["x", "y", "v"], ["x"])).toBe(
      `"b.csv" has a different header (missing "y", "v"). ${tail}`,
    );
    expect(headerMismatchMessage("b.csv", ["x"], ["x", "z", "w"])).toBe(
      `"b.csv" has a different header (extra "z", "w"). ${tail}`,
    );
    expect(() =>
      merge([
        { name: "a.csv", text: "x,y\n1,2\n" },
        { name: "b.csv", text: "x\n3\n" },
      ]),
    ).toThrow('"b.csv" has a different header (missing "y")');
  });

  it("reads header fields with the file's delimiter; an empty header has none", () => {
    expect(headerFields('a;"b;c"', 59)).toEqual(["a", "b;c"]);
    expect(headerFields("", 44)).toEqual([]);
  });

  it("refuses union of columns with another quote character", () => {
    expect(() => new CsvMerger({ ...base, headerMode: "union", quote: 39 }, () => {})).toThrow(
      'Union of columns reads fields quoted with " only',
    );
    expect(
      () => new CsvMerger({ ...base, headerMode: "union", quote: 34 }, () => {}),
    ).not.toThrow();
  });

  it("keeps one byte order mark, the first file's, or none when asked, whatever the chunk size", () => {
    const files = [
      { name: "a", text: "\uFEFFx\n1\n" },
      { name: "b", text: "\uFEFFx\n2\n" },
    ];
    for (const chunk of [1, 2, 5]) {
      expect(merge(files, {}, chunk)).toBe("\uFEFFx\n1\n2\n");
      expect(merge(files, { bom: "drop" }, chunk)).toBe("x\n1\n2\n");
    }
    expect(merge([{ name: "a", text: "x\n1\n" }, files[1]], {}, 2)).toBe("x\n1\n2\n");
  });

  it("merges files quoted with another character when the headers are the same", () => {
    expect(
      merge(
        [
          { name: "a", text: "x;y\n'1;2';3\n" },
          { name: "b", text: "x;y\n4;5\n" },
        ],
        { delimiter: 59, quote: 39 },
      ),
    ).toBe("x;y\n'1;2';3\n4;5\n");
  });

  it("keeps a U+FEFF inside a file even where a chunk starts with it", () => {
    const text = "x\n\uFEFFa\n";
    for (const chunk of [2, 3]) expect(merge([{ name: "a", text }], {}, chunk)).toBe(text);
  });

  it("counts rows, duplicates and bytes read", () => {
    const merger = new CsvMerger({ ...base, dedupe: true }, () => {});
    for (const [name, text] of [
      ["a", "x\n1\n2\n"],
      ["b", "x\n2\n3\n1\n"],
    ]) {
      merger.beginFile(name);
      merger.push(encoder.encode(text));
      merger.endFile();
    }
    expect([merger.rows, merger.duplicates, merger.bytesRead]).toEqual([3, 2, 14]);
  });

  it("tells apart rows that are not UTF-8 when removing duplicates", () => {
    const out: number[] = [];
    const merger = new CsvMerger({ ...base, dedupe: true }, (b) => out.push(...b));
    merger.beginFile("latin1.csv");
    merger.push(new Uint8Array([120, 10, 0xe9, 10, 0xe8, 10, 0xe9, 10]));
    merger.endFile();
    expect(out).toEqual([120, 10, 0xe9, 10, 0xe8, 10]);
    expect(merger.duplicates).toBe(1);
  });

  it("puts a line break between a file that is only a header without one and the next rows", () => {
    expect(
      merge([
        { name: "a", text: "x" },
        { name: "b", text: "x\n1\n" },
      ]),
    ).toBe("x\n1\n");
  });

  it("adds no line break to a last row that had none when normalising", () => {
    expect(merge([{ name: "a", text: "x\r\n1" }], { lineEnding: "lf" })).toBe("x\n1");
  });

  it("in union mode reads the file's delimiter, and leaves short and empty rows' cells empty", () => {
    expect(
      merge(
        [
          { name: "a", text: "x;y\n1;2\n" },
          { name: "b", text: 'y;z\n"3;4"\n\n' },
        ],
        { headerMode: "union", delimiter: 59 },
      ),
    ).toBe('x;y;z\n1;2;\n;"3;4";\n;;\n');
  });

  it("reads a header from the first bytes: none yet, none at all, or an error before it", () => {
    expect(readHeader(encoder.encode("ab"), base, false)).toBeNull();
    expect(readHeader(new Uint8Array(0), base, true)).toEqual([]);
    expect(readHeader(encoder.encode("ab"), base, true)).toEqual(["ab"]);
    expect(readHeader(encoder.encode('a,b\n"q"x\n'), base, true)).toEqual(["a", "b"]);
    expect(readHeader(encoder.encode('a\n"open'), base, true)).toEqual(["a"]);
    expect(() => readHeader(encoder.encode('"open'), base, true)).toThrow(
      "Unclosed quoted field: the record that starts on line 1 has no closing quote",
    );
  });
});
