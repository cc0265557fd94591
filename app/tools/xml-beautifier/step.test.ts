// The XML Beautifier's chain step: it runs the page's own beautifier with the page's options, its
// result read by Python's XML parser as the same data, and invalid XML fails with the tool's message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { XML_SAMPLE, formatXml } from "./xml-format";
import { step } from "./step";

const defaults = defaultOptions(step.options);

/** Python's canonical form of the document, without the whitespace-only text that lays it out. */
function pythonCanonical(xml: string): string {
  return execFileSync(
    "python3",
    [
      "-c",
      "import sys, xml.etree.ElementTree as T; sys.stdout.write(T.canonicalize(sys.stdin.read(), strip_text=True))",
    ],
    { input: xml },
  ).toString();
}

describe("the XML Beautifier's step", () => {
  it("formats with the page's defaults into what the page shows, the same data for Python's parser", async () => {
    const output = await step.run(XML_SAMPLE, defaults);
    expect(output).toBe(
      formatXml({ text: XML_SAMPLE, mode: "format", indent: "2", removeComments: false }),
    );
    expect(output).toContain('\n  <book category="cooking" lang="en">\n    <dc:title>');
    expect(pythonCanonical(output)).toBe(pythonCanonical(XML_SAMPLE));
  });

  it("minifies, indents by 4 spaces or a tab, and removes comments as the page's options do", async () => {
    const text = "<a>\n  <!-- note -->\n  <b>x</b>\n</a>";
    expect(await step.run(text, { ...defaults, mode: "minify" })).toBe(
      "<a><!-- note --><b>x</b></a>",
    );
    expect(await step.run(text, { ...defaults, indent: "4" })).toBe(
      "<a>\n    <!-- note -->\n    <b>x</b>\n</a>",
    );
    expect(await step.run(text, { ...defaults, indent: "tab" })).toBe(
      "<a>\n\t<!-- note -->\n\t<b>x</b>\n</a>",
    );
    expect(await step.run(text, { ...defaults, removeComments: true })).toBe(
      "<a>\n  <b>x</b>\n</a>",
    );
  });

  it("fails on invalid XML with the beautifier's own message", async () => {
    await expect(step.run("<a>\n  <b>\n</a>", defaults)).rejects.toThrow(
      "Closing tag </a> does not match <b> at line 3, column 1",
    );
  });
});
