// The JSON to XML Converter's chain step: the page's own converter with the page's options, its XML
// read back by Python's xml.etree, and bad JSON or a bad name failing with the converter's message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { jsonToXml } from "./json-to-xml";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const ORDER = JSON.stringify({
  id: 7,
  "@status": "paid",
  customer: { name: "Ada & Co", email: "ada@example.com" },
  lines: [
    { sku: "A-1", qty: 2 },
    { sku: "B-2", qty: 1 },
  ],
  tags: ["rush", "gift"],
});

/** Python's xml.etree reading of `xml`: each element's path, attributes and text, one a line. */
function pythonElements(xml: string): string {
  const program = [
    "import sys, xml.etree.ElementTree as ET",
    "def walk(e, path):",
    "    here = path + '/' + e.tag",
    "    print(here, sorted(e.attrib.items()), (e.text or '').strip())",
    "    for c in e: walk(c, here)",
    "walk(ET.fromstring(sys.stdin.buffer.read()), '')",
  ].join("\n");
  return execFileSync("python3", ["-c", program], { input: Buffer.from(xml, "utf8") }).toString();
}

describe("the JSON to XML Converter's step", { timeout: 30_000 }, () => {
  it("converts with the page's defaults into the core's XML, which Python's xml.etree reads", async () => {
    expect(defaults).toEqual({
      rootName: "root",
      itemName: "item",
      attributePrefix: "@",
      indentation: "2",
    });
    const output = await step.run(ORDER, defaults);
    expect(output).toBe(jsonToXml(ORDER, defaults));
    expect(pythonElements(output)).toBe(
      [
        "/root [('status', 'paid')] ",
        "/root/id [] 7",
        "/root/customer [] ",
        "/root/customer/name [] Ada & Co",
        "/root/customer/email [] ada@example.com",
        "/root/lines [] ",
        "/root/lines/sku [] A-1",
        "/root/lines/qty [] 2",
        "/root/lines [] ",
        "/root/lines/sku [] B-2",
        "/root/lines/qty [] 1",
        "/root/tags [] ",
        "/root/tags/item [] rush",
        "/root/tags/item [] gift",
        "",
      ].join("\n"),
    );
  });

  it("names the root and array items, and reads the attribute prefix, as the page's fields do", async () => {
    const named = await step.run(ORDER, { ...defaults, rootName: "order", itemName: "tag" });
    expect(named).toContain("<order status=");
    expect(named).toContain("<tag>rush</tag>");
    const noPrefix = await step.run(ORDER, { ...defaults, attributePrefix: "" });
    expect(noPrefix).toContain("<_status>paid</_status>");
    expect(noPrefix).not.toBe(await step.run(ORDER, defaults));
  });

  it("indents with the chosen indentation", async () => {
    const four = await step.run(ORDER, { ...defaults, indentation: "4" });
    expect(four).toContain("\n    <id>7</id>");
    const tab = await step.run(ORDER, { ...defaults, indentation: "tab" });
    expect(tab).toContain("\n\t<id>7</id>");
  });

  it("rejects bad JSON and an invalid element name with the converter's message", async () => {
    await expect(step.run('{"a": ', defaults)).rejects.toThrow(
      thrownMessage(() => jsonToXml('{"a": ', defaults)),
    );
    await expect(step.run(ORDER, { ...defaults, rootName: "1st" })).rejects.toThrow(
      'Failed to convert JSON to XML: Root element name "1st" is not a valid XML name',
    );
  });
});
