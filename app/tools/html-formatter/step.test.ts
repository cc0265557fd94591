// The HTML Formatter's chain step: it runs the page's own formatter with the page's options (Python's
// HTML parser reads the same elements from its result), and broken HTML fails with its message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { formatHtml } from "./html-format";
import { DEFAULT_HTML_FORMAT_OPTIONS, HTML_FORMATTER, HTML_SAMPLE } from "./html-format-options";
import { asCodeToolFields } from "../../../test-support/code-tool-fields";
import { step } from "./step";

const defaults = defaultOptions(step.options);

/** The start tags Python's html.parser reads, each with its attributes' names, one a line. */
function pythonStartTags(html: string): string {
  const script = `import sys
from html.parser import HTMLParser
class Tags(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print(tag, *[name for name, _ in attrs])
Tags().feed(sys.stdin.read())`;
  return execFileSync("python3", ["-c", script], { input: html }).toString();
}

describe("the HTML Formatter's step", () => {
  it("has the page's option fields: the same names, labels, choices and defaults, in order", () => {
    expect(asCodeToolFields(step.options)).toEqual(HTML_FORMATTER.fields);
    expect(defaults).toEqual(DEFAULT_HTML_FORMAT_OPTIONS);
  });

  it("formats with the page's defaults into what the page shows, the same elements for Python", async () => {
    const output = await step.run(HTML_SAMPLE, defaults);
    expect(output).toBe(await formatHtml(HTML_SAMPLE, DEFAULT_HTML_FORMAT_OPTIONS));
    expect(output).toContain("<style>\n      body {\n");
    expect(pythonStartTags(output)).toBe(pythonStartTags(HTML_SAMPLE));
    expect(pythonStartTags(output).split("\n")).toContain("meta charset");
  });

  it("changes indentation, print width, whitespace and embedded code as the page's options do", async () => {
    const list = "<ul><li>one</li><li>two</li></ul>";
    expect(await step.run(list, { ...defaults, indent: "4" })).toBe(
      "<ul>\n    <li>one</li>\n    <li>two</li>\n</ul>\n",
    );
    expect(await step.run(list, { ...defaults, indent: "tab" })).toBe(
      "<ul>\n\t<li>one</li>\n\t<li>two</li>\n</ul>\n",
    );
    const input = '<input type="text" name="email" placeholder="you@example.com" required>';
    expect(await step.run(input, defaults)).toBe(
      '<input type="text" name="email" placeholder="you@example.com" required />\n',
    );
    expect(await step.run(input, { ...defaults, printWidth: "40" })).toBe(
      '<input\n  type="text"\n  name="email"\n  placeholder="you@example.com"\n  required\n/>\n',
    );
    const inline = "<div><span>one</span> <b>two</b></div>";
    expect(await step.run(inline, defaults)).toBe("<div><span>one</span> <b>two</b></div>\n");
    expect(await step.run(inline, { ...defaults, whitespace: "ignore" })).toBe(
      "<div>\n  <span>one</span>\n  <b>two</b>\n</div>\n",
    );
    expect(await step.run(list, { ...defaults, whitespace: "strict" })).toBe(
      "<ul\n  ><li>one</li\n  ><li>two</li></ul\n>\n",
    );
    const embedded = "<style>a{color:red}</style>";
    expect(await step.run(embedded, defaults)).toBe(
      "<style>\n  a {\n    color: red;\n  }\n</style>\n",
    );
    expect(await step.run(embedded, { ...defaults, formatEmbedded: false })).toContain(
      "a{color:red}",
    );
  });

  it("fails on HTML it cannot read with the formatter's own message", async () => {
    await expect(step.run("<div>\n  <span></div>", defaults)).rejects.toThrow(
      'Unexpected closing tag "div". It may happen when the tag has already been closed by another tag at line 2, column 9',
    );
  });
});
