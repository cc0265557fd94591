import { SAMPLE_PRODUCTS_CSV } from "~/lib/converter-samples";
import { ChunkedText } from "~/lib/text/large-text";
import { thrownMessage, thrownToolError } from "../../../test-support/thrown-tool-error";
import { scanXml } from "~/lib/xml/xml-scan";
import {
  CSV_TO_XML_FAILED,
  DEFAULT_CSV_TO_XML_OPTIONS,
  TEMPLATE_STARTERS,
  XML_DECLARATION,
  csvToXml,
  runCsvToXmlJob,
  templateStarter,
  writeCsvAsXml,
} from "./csv-to-xml";

const lines = (...parts: string[]) => parts.map((line) => `${line}\n`).join("");
/** The document without its declaration line. */
const body = (csv: string, options = {}) =>
  csvToXml(csv, options).slice(XML_DECLARATION.length + 1);

describe("options and defaults (spec §3, §9)", () => {
  it("defaults to comma, root, row, 2 spaces, columns as elements", () => {
    expect(DEFAULT_CSV_TO_XML_OPTIONS).toEqual({
      delimiter: ",",
      rootName: "root",
      rowName: "row",
      indentation: 2,
      useAttributes: false,
      template: null,
    });
  });

  it("writes each row as a row element with a child element per column", () => {
    expect(csvToXml("a,b\n1,2\n3,4")).toBe(
      lines(
        XML_DECLARATION,
        "<root>",
        "  <row>",
        "    <a>1</a>",
        "    <b>2</b>",
        "  </row>",
        "  <row>",
        "    <a>3</a>",
        "    <b>4</b>",
        "  </row>",
        "</root>",
      ),
    );
  });

  it("names the root and row elements as told", () => {
    expect(body("a\n1", { rootName: "products", rowName: "product" })).toBe(
      lines("<products>", "  <product>", "    <a>1</a>", "  </product>", "</products>"),
    );
  });

  it("writes columns as attributes when told", () => {
    expect(body('a,b\n1,"x & y"', { useAttributes: true })).toBe(
      lines("<root>", '  <row a="1" b="x &amp; y"/>', "</root>"),
    );
  });

  it.each([
    ["\t", "a\tb\n1\t2"],
    [";", "a;b\n1;2"],
    ["|", "a|b\n1|2"],
    ["~", "a~b\n1~2"],
  ])("splits fields at the delimiter %j", (delimiter, csv) => {
    expect(body(csv, { delimiter, useAttributes: true })).toBe(
      lines("<root>", '  <row a="1" b="2"/>', "</root>"),
    );
  });

  it("indents by the number of spaces given, or with a tab for anything else", () => {
    expect(body("a\n1", { indentation: 4 })).toBe(
      lines("<root>", "    <row>", "        <a>1</a>", "    </row>", "</root>"),
    );
    expect(body("a\n1", { indentation: "tab" })).toBe(
      lines("<root>", "\t<row>", "\t\t<a>1</a>", "\t</row>", "</root>"),
    );
  });

  it("writes compact XML for 0 spaces", () => {
    expect(csvToXml("a\n1", { indentation: 0 })).toBe(
      `${XML_DECLARATION}<root><row><a>1</a></row></root>`,
    );
  });
});

describe("CSV rules (spec §5)", () => {
  it("reads quoted fields with delimiters, doubled quotes and line breaks", () => {
    expect(body('name,quote\n"Doe, J.","say ""hi""\nthere"')).toBe(
      lines(
        "<root>",
        "  <row>",
        "    <name>Doe, J.</name>",
        "    <quote>say &quot;hi&quot;",
        "there</quote>",
        "  </row>",
        "</root>",
      ),
    );
  });

  it("trims every field, header names included", () => {
    expect(body(" a , b \n  1 ,  2  ")).toBe(
      lines("<root>", "  <row>", "    <a>1</a>", "    <b>2</b>", "  </row>", "</root>"),
    );
  });

  it("replaces every character other than letters, digits and _ in column names by _", () => {
    expect(body("Unit Price ($),e-mail,Prénom\n1,2,3", { useAttributes: true })).toBe(
      lines("<root>", '  <row Unit_Price____="1" e_mail="2" Prénom="3"/>', "</root>"),
    );
  });

  it("makes a name starting with a digit valid with a leading _", () => {
    expect(body("2024,Q1\n5,6", { useAttributes: true })).toBe(
      lines("<root>", '  <row _2024="5" Q1="6"/>', "</root>"),
    );
  });

  it("names blank columns by position and keeps repeated names apart", () => {
    expect(body("a,,a b,a_b\n1,2,3,4", { useAttributes: true })).toBe(
      lines("<root>", '  <row a="1" column2="2" a_b="3" a_b_2="4"/>', "</root>"),
    );
  });

  it("emits only the columns present in both the header and the row", () => {
    expect(body("a,b,c\n1\n1,2,3,4", { useAttributes: true })).toBe(
      lines("<root>", '  <row a="1"/>', '  <row a="1" b="2" c="3"/>', "</root>"),
    );
  });

  it("skips blank lines anywhere", () => {
    expect(body("\n  \na\n\n1\n   \n2\n\n", { useAttributes: true })).toBe(
      lines("<root>", '  <row a="1"/>', '  <row a="2"/>', "</root>"),
    );
  });

  it("keeps empty fields as empty elements", () => {
    expect(body("a,b\n,2")).toBe(
      lines("<root>", "  <row>", "    <a></a>", "    <b>2</b>", "  </row>", "</root>"),
    );
  });

  it("escapes & < > \" ' in text and attributes", () => {
    const csv = `v\n"<a href='x'>&""</a>"`;
    expect(body(csv)).toContain("<v>&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;</v>");
    expect(body(csv, { useAttributes: true })).toContain(
      'v="&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;"',
    );
  });

  it("writes a header without rows as an empty root", () => {
    expect(body("a,b\n")).toBe(lines("<root/>"));
  });

  it("reads CRLF line breaks", () => {
    expect(body("a\r\n1\r\n", { useAttributes: true })).toBe(
      lines("<root>", '  <row a="1"/>', "</root>"),
    );
  });
});

describe("errors: 'Failed to convert CSV to XML: {reason}' (spec §8)", () => {
  it.each(["", "\n\n", "  \n\t\n"])("rejects input with no non-blank line (%j)", (csv) => {
    expect(thrownMessage(() => csvToXml(csv))).toBe(`${CSV_TO_XML_FAILED}CSV data is empty`);
  });

  it("names an unclosed quote with its line and column", () => {
    const error = thrownToolError(() => csvToXml('a,b\n1,"open'));
    expect(error.message).toBe(
      `${CSV_TO_XML_FAILED}Unclosed quoted field: the quote at line 2, column 3 has no closing quote`,
    );
    expect([error.line, error.column]).toEqual([2, 3]);
  });

  it("refuses a delimiter that is not one character", () => {
    expect(thrownMessage(() => csvToXml("a\n1", { delimiter: "::" }))).toBe(
      `${CSV_TO_XML_FAILED}The delimiter must be one character other than a quote or a line break; got "::"`,
    );
  });

  it("refuses an empty or invalid root or row name", () => {
    expect(thrownMessage(() => csvToXml("a\n1", { rootName: "" }))).toBe(
      `${CSV_TO_XML_FAILED}Root element name is empty`,
    );
    expect(thrownMessage(() => csvToXml("a\n1", { rowName: "a row" }))).toBe(
      `${CSV_TO_XML_FAILED}Row element name "a row" is not a valid XML name`,
    );
  });

  it("refuses characters XML cannot hold, naming the column and line", () => {
    expect(thrownMessage(() => csvToXml("a,b\n1,2\n3,x\u0007"))).toBe(
      `${CSV_TO_XML_FAILED}column "b" of the row at line 3 holds U+0007, which XML 1.0 cannot represent`,
    );
  });
});

describe("templates ('uses templates')", () => {
  const csv = "ID,Unit Price\n1,9.99\n2,<free>";

  it("writes the template once per row with {{Column}} replaced by the escaped value", () => {
    expect(body(csv, { template: '<item id="{{ID}}">{{Unit Price}}</item>' })).toBe(
      lines(
        "<root>",
        '  <item id="1">9.99</item>',
        '  <item id="2">&lt;free&gt;</item>',
        "</root>",
      ),
    );
  });

  it("accepts a column's XML name and spaces inside the braces", () => {
    expect(body(csv, { template: "<p>{{ Unit_Price }}</p>" })).toBe(
      lines("<root>", "  <p>9.99</p>", "  <p>&lt;free&gt;</p>", "</root>"),
    );
  });

  it("indents every line of the template one level inside the root", () => {
    expect(body("a\n1", { template: "<r>\n  <a>{{a}}</a>\n</r>", indentation: 4 })).toBe(
      lines("<root>", "    <r>", "      <a>1</a>", "    </r>", "</root>"),
    );
  });

  it("ignores the row name and the attribute choice", () => {
    expect(body("a\n1", { template: "<x>{{a}}</x>", rowName: "", useAttributes: true })).toBe(
      lines("<root>", "  <x>1</x>", "</root>"),
    );
  });

  it("fills a column missing from a short row with nothing", () => {
    expect(body("a,b\n1", { template: '<x a="{{a}}" b="{{b}}"/>' })).toBe(
      lines("<root>", '  <x a="1" b=""/>', "</root>"),
    );
  });

  it("names the placeholders that match no column", () => {
    expect(thrownMessage(() => csvToXml(csv, { template: "<x>{{Name}}{{Qty}}{{ID}}</x>" }))).toBe(
      `${CSV_TO_XML_FAILED}the template uses {{Name}}, {{Qty}}, which are not columns (columns: ID, Unit Price)`,
    );
    expect(thrownMessage(() => csvToXml(csv, { template: "<x>{{id}}</x>" }))).toBe(
      `${CSV_TO_XML_FAILED}the template uses {{id}}, which is not a column (columns: ID, Unit Price)`,
    );
  });

  it("checks placeholders against the header even when there are no rows", () => {
    expect(thrownMessage(() => csvToXml("ID\n", { template: "<x>{{Name}}</x>" }))).toContain(
      "{{Name}}, which is not a column",
    );
  });

  it("refuses a template that is not well-formed XML, pointing into the template", () => {
    expect(thrownMessage(() => csvToXml(csv, { template: "<x>{{ID}}</y>" }))).toBe(
      `${CSV_TO_XML_FAILED}the template is not well-formed XML: Closing tag </y> does not match <x> at line 1, column 10`,
    );
  });

  it("refuses an empty template", () => {
    expect(thrownMessage(() => csvToXml(csv, { template: "  " }))).toBe(
      `${CSV_TO_XML_FAILED}the template is empty`,
    );
  });

  it.each(TEMPLATE_STARTERS.map((starter) => starter.id))(
    "the ready template %s fits the sample's columns and gives well-formed XML",
    (id) => {
      const template = templateStarter(id, ["ID", "Name", "Category", "Price", "InStock"]);
      const xml = csvToXml(SAMPLE_PRODUCTS_CSV, { template });
      expect(() => scanXml(xml)).not.toThrow();
      expect(xml).toContain("Mechanical Keyboard");
    },
  );

  it("builds ready templates from the header: elements, attributes, nested record, HTML row", () => {
    const header = ["ID", "Unit Price"];
    expect(templateStarter("elements", header)).toBe(
      "<row>\n  <ID>{{ID}}</ID>\n  <Unit_Price>{{Unit Price}}</Unit_Price>\n</row>",
    );
    expect(templateStarter("attributes", header, "line")).toBe(
      '<line ID="{{ID}}" Unit_Price="{{Unit Price}}"/>',
    );
    expect(templateStarter("record", header)).toBe(
      '<record id="{{ID}}">\n  <fields>\n    <field name="Unit Price">{{Unit Price}}</field>\n  </fields>\n</record>',
    );
    expect(templateStarter("html-table", header)).toBe(
      "<tr>\n  <td>{{ID}}</td>\n  <td>{{Unit Price}}</td>\n</tr>",
    );
  });
});

describe("the CSV sample (spec §3)", () => {
  it("converts its five rows, quoted fields included", () => {
    const xml = csvToXml(SAMPLE_PRODUCTS_CSV);
    expect(xml.match(/<row>/g)).toHaveLength(5);
    expect(xml).toContain(
      lines(
        "  <row>",
        "    <ID>2</ID>",
        "    <Name>Desk Lamp, LED</Name>",
        "    <Category>Home</Category>",
        "    <Price>24.50</Price>",
        "    <InStock>true</InStock>",
        "  </row>",
      ),
    );
    expect(xml).toContain("<Name>Coffee Mug &quot;Dev&quot;</Name>");
  });
});

describe("the worker's job", () => {
  it("converts a long file in one pass, the whole result in a Blob", async () => {
    const csv = "id,name\n" + Array.from({ length: 20_000 }, (_, i) => `${i},n${i}`).join("\n");
    const fractions: number[] = [];
    const result = await runCsvToXmlJob(
      { source: { kind: "file", file: new Blob([csv]) }, options: DEFAULT_CSV_TO_XML_OPTIONS },
      (fraction) => fractions.push(fraction),
    );
    const whole = csvToXml(csv);
    expect(result.characters).toBe(whole.length);
    expect(whole.startsWith(result.text)).toBe(true);
    expect(await result.blob?.text()).toBe(whole);
    expect(fractions[0]).toBeGreaterThan(0); // the first report passes at once; later ones are timed
  });

  it("reports rising progress as it reads the rows", () => {
    const csv = "id\n" + Array.from({ length: 20_000 }, (_, i) => i).join("\n");
    const fractions: number[] = [];
    writeCsvAsXml(csv, {}, new ChunkedText(), (fraction) => fractions.push(fraction));
    expect(fractions.length).toBeGreaterThanOrEqual(3);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});
