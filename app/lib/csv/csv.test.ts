import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { forEachCsvRow, parseCsv, parseCsvField, quoteCsvField } from "./csv";
import { lineAndColumn } from "~/lib/tool-error";
import { ToolError } from "~/lib/tool-error";

const SPECTRUM = path.resolve(process.cwd(), "../shared/conformance/csv-spectrum");
// Its expected JSON is a single object while the CSV has a header and one row: it contradicts itself.
const SELF_CONTRADICTING = new Set(["location_coordinates"]);

/** Rows as objects keyed by the header, the shape csv-spectrum's expected JSON uses. */
function asRecords(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

function thrown(run: () => unknown): ToolError {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error("expected a ToolError");
}

describe("csv-spectrum conformance", () => {
  const cases = readdirSync(path.join(SPECTRUM, "csvs"))
    .map((file) => file.replace(/\.csv$/, ""))
    .filter((name) => !SELF_CONTRADICTING.has(name));

  it("has the expected cases to run", () => {
    expect(cases.length).toBe(11);
  });

  it.each(cases)("%s.csv parses to the expected records", (name) => {
    const csv = readFileSync(path.join(SPECTRUM, "csvs", `${name}.csv`), "utf8");
    const expected: unknown = JSON.parse(
      readFileSync(path.join(SPECTRUM, "json", `${name}.json`), "utf8"),
    );
    expect(asRecords(parseCsv(csv))).toEqual(expected);
  });
});

describe("parseCsv", () => {
  it("has no rows for empty text", () => {
    expect(parseCsv("")).toEqual([]);
  });

  it("does not start an empty row after a final line break", () => {
    expect(parseCsv("a,b\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps a blank line before the final line break as a row with one empty field", () => {
    expect(parseCsv("a\n\n")).toEqual([["a"], [""]]);
  });

  it("ends rows at CRLF, LF and CR alike", () => {
    expect(parseCsv("a\r\nb\nc\rd")).toEqual([["a"], ["b"], ["c"], ["d"]]);
  });

  it("keeps empty fields, including a last field after a trailing delimiter", () => {
    expect(parseCsv(",a,,")).toEqual([["", "a", "", ""]]);
  });

  it("reads delimiters, doubled quotes and every kind of line break inside quotes", () => {
    expect(parseCsv('"a,b","say ""hi""","1\r\n2\r3\n4"')).toEqual([
      ["a,b", 'say "hi"', "1\r\n2\r3\n4"],
    ]);
  });

  it("uses another delimiter when told", () => {
    expect(parseCsv('a;"b;c";d,e', { delimiter: ";" })).toEqual([["a", "b;c", "d,e"]]);
    expect(parseCsv("a\tb,c", { delimiter: "\t" })).toEqual([["a", "b,c"]]);
  });

  it("keeps a quote inside an unquoted field as written", () => {
    expect(parseCsv("5'10\" tall,x")).toEqual([["5'10\" tall", "x"]]);
  });

  it("drops spaces between a closing quote and the delimiter", () => {
    expect(parseCsv('"a"  ,"b"\t\n')).toEqual([["a", "b"]]);
  });

  it("reports an unclosed quote with the line and column where it opens", () => {
    const error = thrown(() => parseCsv('a,b\n1,"open\n2'));
    expect(error.message).toBe(
      "Unclosed quoted field: the quote at line 2, column 3 has no closing quote",
    );
    expect([error.line, error.column]).toEqual([2, 3]);
  });

  it("reports text after a closing quote", () => {
    expect(thrown(() => parseCsv('"a"b,c')).message).toBe(
      'Unexpected "b" after a closing quote at line 1, column 4: a quoted field must end at a delimiter or a line break',
    );
  });

  it("rejects a delimiter that is not one plain character", () => {
    expect(thrown(() => parseCsv("a", { delimiter: '"' })).message).toBe(
      'The delimiter must be one character other than a quote or a line break; got "\\""',
    );
    expect(() => parseCsv("a", { delimiter: ";;" })).toThrow(ToolError);
  });

  it("parses a large file in linear time", () => {
    const csv = 'id,"quoted, text",plain\n'.repeat(100_000);
    const started = performance.now();
    expect(parseCsv(csv)).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("parseCsvField", () => {
  it("returns an unquoted field as is", () => {
    expect(parseCsvField("plain text")).toBe("plain text");
  });

  it("unquotes a quoted field and undoubles its quotes", () => {
    expect(parseCsvField('"a, ""b""\nc"')).toBe('a, "b"\nc');
  });

  it("accepts one final line break", () => {
    expect(parseCsvField('"a"\r\n')).toBe("a");
  });

  it("reads empty text as an empty field", () => {
    expect(parseCsvField("")).toBe("");
  });

  it("rejects a delimiter that starts a second field, naming its position", () => {
    expect(thrown(() => parseCsvField("a,b")).message).toBe(
      'Unexpected "," at line 1, column 2: it starts a second field. Quote the field to keep it as one value',
    );
  });

  it("rejects a line break followed by more text", () => {
    expect(thrown(() => parseCsvField("a\nb")).message).toBe(
      "Unexpected line break at line 1, column 2: it starts a second field. Quote the field to keep it as one value",
    );
  });
});

describe("quoteCsvField", () => {
  it("leaves a plain value unquoted", () => {
    expect(quoteCsvField("hello world")).toBe("hello world");
  });

  it.each([
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    [" padded", '" padded"'],
    ["padded\t", '"padded\t"'],
  ])("quotes %j", (value, expected) => {
    expect(quoteCsvField(value)).toBe(expected);
  });

  it("quotes for the delimiter in use only", () => {
    expect(quoteCsvField("a,b", ";")).toBe("a,b");
    expect(quoteCsvField("a;b", ";")).toBe('"a;b"');
  });

  it("writes fields that parse back to the same row", () => {
    const row = ["", "a,b", '"', "x\r\ny", " lead", "plain"];
    expect(parseCsv(row.map((field) => quoteCsvField(field)).join(","))).toEqual([row]);
  });
});

describe("lineAndColumn", () => {
  it("counts CRLF as one line break", () => {
    expect(lineAndColumn("ab\r\ncd\nef", 8)).toEqual({ line: 3, column: 2 });
  });

  it("counts a lone CR as a line break", () => {
    expect(lineAndColumn("a\rb", 2)).toEqual({ line: 2, column: 1 });
  });
});

describe("forEachCsvRow", () => {
  it("hands over each row with the index where it starts", () => {
    const rows: [string[], number][] = [];
    forEachCsvRow('a,"b\nc"\r\nd\n', {}, (fields, start) => rows.push([fields, start]));
    expect(rows).toEqual([
      [["a", "b\nc"], 0],
      [["d"], 9],
    ]);
  });
});
