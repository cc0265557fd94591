// The CSV to XML Converter's chain step: the page's own converter with the page's options (the
// shared Delimiter panel's choice and custom character, the mode and its template among them), its
// XML read back by Python's xml.etree against Python's csv reading of the same CSV, and bad input
// failing with the converter's message.
import { execFileSync } from "node:child_process";
import { defaultOptions, optionAccepts } from "~/lib/chain/step-declaration";
import { csvToXml, templateStarter } from "./csv-to-xml";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const ORDERS = ["id,customer,total", '1,"Lovelace, Ada",12.50', '2,"Said ""hi"" & <left>",7'].join(
  "\n",
);

/**
 * Whether Python's xml.etree finds, under the root named `root`, one element per row Python's csv
 * reads, holding that row's values (as child elements, or as attributes when `attributes`).
 */
function pythonAgrees(xml: string, csv: string, root: string, attributes: boolean): string {
  const program = [
    "import sys, csv, io, xml.etree.ElementTree as ET",
    "xml, text = sys.stdin.read().split('\\0')",
    "rows = list(csv.reader(io.StringIO(text)))",
    "tree = ET.fromstring(xml)",
    "assert tree.tag == sys.argv[1], tree.tag",
    "read = [dict(e.attrib) if sys.argv[2] == 'yes' else {c.tag: c.text or '' for c in e} for e in tree]",
    "expected = [dict(zip(rows[0], row)) for row in rows[1:]]",
    "print('same' if read == expected else repr((read, expected)))",
  ].join("\n");
  return execFileSync("python3", ["-c", program, root, attributes ? "yes" : "no"], {
    input: `${xml}\0${csv}`,
  })
    .toString()
    .trim();
}

describe("the CSV to XML Converter's step", { timeout: 30_000 }, () => {
  it("converts with the page's defaults into the core's XML, with the rows Python's csv reads", async () => {
    expect(defaults).toEqual({
      delimiter: "comma",
      customDelimiter: "",
      rootName: "root",
      mode: "columns",
      rowName: "row",
      indentation: "2",
      useAttributes: false,
      template: "",
    });
    const output = await step.run(ORDERS, defaults);
    expect(output).toBe(csvToXml(ORDERS, { delimiter: ",", indentation: "2", template: null }));
    expect(output).toContain("<row>\n    <id>1</id>");
    expect(pythonAgrees(output, ORDERS, "root", false)).toBe("same");
  });

  it("names the root and rows, writes attributes and indents as the page's fields do", async () => {
    const output = await step.run(ORDERS, {
      ...defaults,
      rootName: "orders",
      rowName: "order",
      useAttributes: true,
      indentation: "tab",
    });
    expect(output).toContain('\n\t<order id="1" customer="Lovelace, Ada" total="12.50"/>');
    expect(pythonAgrees(output, ORDERS, "orders", true)).toBe("same");
  });

  it("reads the chosen delimiter, and a custom one only when Custom is chosen", async () => {
    const commas = "id,customer\n1,Ada\n2,Grace";
    const pipes = commas.replaceAll(",", "|");
    const expected = await step.run(commas, defaults);
    expect(await step.run(pipes, { ...defaults, delimiter: "pipe" })).toBe(expected);
    const custom = { ...defaults, delimiter: "custom" as const, customDelimiter: "|" };
    expect(await step.run(pipes, custom)).toBe(expected);
    expect(await step.run(pipes, { ...defaults, customDelimiter: "|" })).toContain(
      "<id_customer>1|Ada</id_customer>",
    );
  });

  it("writes each row through the template in Template mode only", async () => {
    const template = '<order id="{{id}}">{{customer}}</order>';
    const output = await step.run(ORDERS, { ...defaults, mode: "template", template });
    expect(output).toContain('<order id="1">Lovelace, Ada</order>');
    expect(output).toContain('<order id="2">Said &quot;hi&quot; &amp; &lt;left&gt;</order>');
    expect(await step.run(ORDERS, { ...defaults, template })).toBe(
      await step.run(ORDERS, defaults),
    );
  });

  it("takes a ready template for a wide table as a template option", () => {
    const header = Array.from({ length: 50 }, (_, i) => `column${String(i).padStart(4, "0")}`);
    const record = templateStarter("record", header);
    expect(record.length).toBeGreaterThan(2_000);
    expect(optionAccepts(step.options.template, record)).toBe(true);
  });

  it("rejects an invalid root name and blank input with the converter's message", async () => {
    await expect(step.run(ORDERS, { ...defaults, rootName: "a b" })).rejects.toThrow(
      'Failed to convert CSV to XML: Root element name "a b" is not a valid XML name',
    );
    await expect(step.run(" \n", defaults)).rejects.toThrow(
      "Failed to convert CSV to XML: CSV data is empty",
    );
  });
});
