import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { SAMPLE_PRODUCTS_CSV } from "~/lib/converter-samples";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  CSV_TO_JSON_FAILED,
  DEFAULT_CSV_TO_JSON_OPTIONS,
  csvToJson,
  inferredJson,
  runCsvToJsonJob,
} from "./csv-to-json";

const pretty = (value: unknown, indent: number | string = 2) =>
  `${JSON.stringify(value, null, indent)}\n`;

describe("options and defaults", () => {
  it("defaults to comma, a header row, no inference, 2 spaces", () => {
    expect(DEFAULT_CSV_TO_JSON_OPTIONS).toEqual({
      delimiter: ",",
      headerRow: true,
      inferTypes: false,
      indentation: 2,
    });
  });

  it("turns a header row and rows into an array of objects, pretty-printed", () => {
    expect(csvToJson("a,b\n1,x\n2,y")).toBe(
      pretty([
        { a: "1", b: "x" },
        { a: "2", b: "y" },
      ]),
    );
  });

  it("turns every row into an array when there is no header row", () => {
    expect(csvToJson("a,b\n1,x", { headerRow: false })).toBe(
      pretty([
        ["a", "b"],
        ["1", "x"],
      ]),
    );
  });

  it("indents by the spaces given, with a tab otherwise, and compactly for 0", () => {
    const rows = [{ a: "1" }];
    expect(csvToJson("a\n1", { indentation: 4 })).toBe(pretty(rows, 4));
    expect(csvToJson("a\n1", { indentation: "tab" })).toBe(pretty(rows, "\t"));
    expect(csvToJson("a\n1", { indentation: 0 })).toBe(JSON.stringify(rows));
  });

  it.each([
    ["\t", "a\tb\n1\t2"],
    [";", "a;b\n1;2"],
    ["|", "a|b\n1|2"],
  ])("splits fields at the delimiter %j", (delimiter, csv) => {
    expect(JSON.parse(csvToJson(csv, { delimiter }))).toEqual([{ a: "1", b: "2" }]);
  });

  it("writes a header without rows as an empty array", () => {
    expect(csvToJson("a,b\n")).toBe("[]\n");
  });
});

describe("reading CSV like the XML converter (spec §5)", () => {
  it("trims fields and skips blank lines", () => {
    expect(JSON.parse(csvToJson("\n a , b \n\n 1 , 2 \n"))).toEqual([{ a: "1", b: "2" }]);
  });

  it("keeps only the columns present in both the header and the row", () => {
    expect(JSON.parse(csvToJson("a,b\n1\n1,2,3"))).toEqual([{ a: "1" }, { a: "1", b: "2" }]);
  });

  it("names blank columns by position and keeps repeated names apart", () => {
    expect(JSON.parse(csvToJson("a,,a\n1,2,3"))).toEqual([{ a: "1", column2: "2", a_2: "3" }]);
  });

  it("keeps column names as written otherwise (JSON keys take any text)", () => {
    expect(JSON.parse(csvToJson('Unit Price ($),"say ""hi"""\n1,2'))).toEqual([
      { "Unit Price ($)": "1", 'say "hi"': "2" },
    ]);
  });

  it("rejects input with no non-blank line", () => {
    expect(thrownMessage(() => csvToJson(" \n"))).toBe(`${CSV_TO_JSON_FAILED}CSV data is empty`);
  });

  it("names an unclosed quote with its line and column", () => {
    expect(thrownMessage(() => csvToJson('a\n"x'))).toBe(
      `${CSV_TO_JSON_FAILED}Unclosed quoted field: the quote at line 2, column 1 has no closing quote`,
    );
  });
});

describe("type inference", () => {
  it.each([
    ["42", "42"],
    ["-7", "-7"],
    ["12.50", "12.50"],
    ["6.02e23", "6.02e23"],
    ["0", "0"],
    ["9007199254740991", "9007199254740991"],
  ])("makes %s a number, written as in the CSV", (field, json) => {
    expect(inferredJson(field)).toBe(json);
  });

  it.each(["17478252242305210114", "9007199254740993", "0.12345678901234567", "1e400", "1e-400"])(
    "keeps %s a string: as a number it would change",
    (field) => {
      expect(inferredJson(field)).toBe(JSON.stringify(field));
    },
  );

  it.each(["007", "1.", ".5", "+1", "1,5", "0x10", "NaN", "Infinity", " 1"])(
    "keeps %j a string: it is not a JSON number",
    (field) => {
      expect(inferredJson(field)).toBe(JSON.stringify(field));
    },
  );

  it.each([
    ["true", "true"],
    ["FALSE", "false"],
    ["True", "true"],
    ["null", "null"],
    ["NULL", "null"],
  ])("makes %s a JSON literal", (field, json) => {
    expect(inferredJson(field)).toBe(json);
  });

  it("makes an empty field null", () => {
    expect(inferredJson("")).toBe("null");
  });

  it("applies to every field when on, and to none when off", () => {
    const csv = "n,b,e,s\n1.5,true,,x";
    expect(JSON.parse(csvToJson(csv, { inferTypes: true }))).toEqual([
      { n: 1.5, b: true, e: null, s: "x" },
    ]);
    expect(JSON.parse(csvToJson(csv))).toEqual([{ n: "1.5", b: "true", e: "", s: "x" }]);
  });

  it("applies to rows without a header too", () => {
    expect(JSON.parse(csvToJson("1,x", { headerRow: false, inferTypes: true }))).toEqual([
      [1, "x"],
    ]);
  });
});

describe("the CSV sample (spec §3)", () => {
  it("gives five product objects, typed when inference is on", () => {
    const rows = JSON.parse(csvToJson(SAMPLE_PRODUCTS_CSV, { inferTypes: true })) as unknown[];
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual({
      ID: 2,
      Name: "Desk Lamp, LED",
      Category: "Home",
      Price: 24.5,
      InStock: true,
    });
    expect(csvToJson(SAMPLE_PRODUCTS_CSV, { inferTypes: true })).toContain('"Price": 24.50,');
  });
});

// Public CSV test files with their expected JSON (../shared/conformance/csv-spectrum).
const SPECTRUM = path.resolve(__dirname, "../../../../shared/conformance/csv-spectrum");
// location_coordinates contradicts itself (its README says to skip it).
const spectrumCases = readdirSync(path.join(SPECTRUM, "csvs"))
  .map((file) => file.replace(/\.csv$/, ""))
  .filter((name) => name !== "location_coordinates");

describe("csv-spectrum conformance", () => {
  it("has the cases", () => {
    expect(spectrumCases.length).toBe(11);
  });

  it.each(spectrumCases)("%s gives the expected objects", (name) => {
    const csv = readFileSync(path.join(SPECTRUM, "csvs", `${name}.csv`), "utf8");
    const expected = JSON.parse(readFileSync(path.join(SPECTRUM, "json", `${name}.json`), "utf8"));
    expect(JSON.parse(csvToJson(csv))).toEqual(expected);
  });
});

describe("the worker's job", () => {
  it("reads a file source and returns the JSON", async () => {
    const result = await runCsvToJsonJob({
      source: { kind: "file", file: new Blob(["a\n1"]) },
      options: DEFAULT_CSV_TO_JSON_OPTIONS,
    });
    expect(result).toEqual({ text: pretty([{ a: "1" }]), characters: pretty([{ a: "1" }]).length });
  });
});
