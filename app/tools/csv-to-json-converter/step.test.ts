// The CSV to JSON Converter's chain step: the page's own converter with the page's options (the
// shared Delimiter panel's choice and custom character among them), its JSON equal to what Python's
// csv and json modules make of the same CSV, and bad CSV failing with the converter's message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { csvToJson } from "./csv-to-json";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const ORDERS = [
  "id,customer,total,paid",
  '1,"Lovelace, Ada",12.50,true',
  '2,"Said ""hi""",7,false',
  "3,Grace Hopper,,null",
].join("\n");

/** Python's csv.reader on `csv` (rows of strings, keyed by the header row), as json.dumps writes it. */
function pythonJson(csv: string, delimiter: string): string {
  const program = [
    "import sys, csv, json, io",
    "rows = list(csv.reader(io.StringIO(sys.stdin.read()), delimiter=sys.argv[1]))",
    "objects = [dict(zip(rows[0], row)) for row in rows[1:]]",
    "sys.stdout.write(json.dumps(objects, indent=2, ensure_ascii=False) + '\\n')",
  ].join("\n");
  return execFileSync("python3", ["-c", program, delimiter], { input: csv }).toString();
}

describe("the CSV to JSON Converter's step", { timeout: 30_000 }, () => {
  it("converts with the page's defaults into the core's JSON, as Python's csv and json write it", async () => {
    expect(defaults).toEqual({
      delimiter: "comma",
      customDelimiter: "",
      indentation: "2",
      headerRow: true,
      inferTypes: false,
    });
    const output = await step.run(ORDERS, defaults);
    expect(output).toBe(csvToJson(ORDERS, { delimiter: ",", indentation: "2" }));
    expect(output).toBe(pythonJson(ORDERS, ","));
  });

  it("reads the chosen delimiter, and a custom one only when Custom is chosen", async () => {
    const semicolons = ORDERS.replaceAll(",", ";");
    expect(await step.run(semicolons, { ...defaults, delimiter: "semicolon" })).toBe(
      pythonJson(semicolons, ";"),
    );
    const carets = ORDERS.replaceAll(",", "^");
    expect(await step.run(carets, { ...defaults, delimiter: "custom", customDelimiter: "^" })).toBe(
      pythonJson(carets, "^"),
    );
    // Comma is chosen, so the custom character is not read: the carets stay inside the fields.
    expect(await step.run(carets, { ...defaults, customDelimiter: "^" })).toBe(
      pythonJson(carets, ","),
    );
  });

  it("infers types, reads rows as arrays without a header row, and indents as chosen", async () => {
    const typed = JSON.parse(await step.run(ORDERS, { ...defaults, inferTypes: true }));
    expect(typed[0]).toEqual({ id: 1, customer: "Lovelace, Ada", total: 12.5, paid: true });
    expect(typed[2]).toEqual({ id: 3, customer: "Grace Hopper", total: null, paid: null });
    const arrays = JSON.parse(await step.run(ORDERS, { ...defaults, headerRow: false }));
    expect(arrays[0]).toEqual(["id", "customer", "total", "paid"]);
    expect(arrays).toHaveLength(4);
    const compact = await step.run(ORDERS, { ...defaults, indentation: "0" });
    expect(compact.startsWith('[{"id":"1","customer":"Lovelace, Ada"')).toBe(true);
  });

  it("rejects an unclosed quote and empty input with the converter's message", async () => {
    await expect(step.run('a,b\n1,"open', defaults)).rejects.toThrow(
      "Failed to convert CSV to JSON: Unclosed quoted field: the quote at line 2, column 3 has no closing quote",
    );
    await expect(step.run(" \n", defaults)).rejects.toThrow(
      "Failed to convert CSV to JSON: CSV data is empty",
    );
  });
});
