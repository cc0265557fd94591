import { columnNames, firstCsvRecord, forEachCsvRecord } from "./csv-records";
import { toXmlName } from "~/lib/xml/xml-names";

function records(text: string, delimiter = ",") {
  const found: [string[], number][] = [];
  forEachCsvRecord(text, { delimiter }, (fields, start) => found.push([fields, start]));
  return found;
}

describe("CSV records", () => {
  it("trims fields and gives where each row starts", () => {
    expect(records(" a , b \n1,  2")).toEqual([
      [["a", "b"], 0],
      [["1", "2"], 8],
    ]);
  });

  it("skips blank and whitespace-only lines", () => {
    expect(records("\n \na\n\t\n\nb\n").map(([fields]) => fields)).toEqual([["a"], ["b"]]);
  });

  it("keeps a row of empty fields: it is not blank", () => {
    expect(records(",").map(([fields]) => fields)).toEqual([["", ""]]);
  });

  it("reports rising progress on long input", () => {
    const text = "x\n".repeat(10_000);
    const fractions: number[] = [];
    forEachCsvRecord(text, { delimiter: ",", onProgress: (f) => fractions.push(f) }, () => {});
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.every((f) => f > 0 && f < 1)).toBe(true);
  });

  it("reads the first non-blank row only", () => {
    expect(firstCsvRecord('\n id , name \n1,"unclosed', ",")).toEqual(["id", "name"]);
    expect(firstCsvRecord(" \n", ",")).toBeNull();
    expect(firstCsvRecord('"unclosed', ",")).toBeNull();
  });
});

describe("column names", () => {
  it("names blank columns by position and numbers repeats", () => {
    expect(columnNames(["a", "", "a"])).toEqual(["a", "column2", "a_2"]);
  });

  it("makes names unique after renaming", () => {
    expect(columnNames(["a b", "a-b"], toXmlName)).toEqual(["a_b", "a_b_2"]);
  });
});
