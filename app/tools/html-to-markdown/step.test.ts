// HTML to Markdown's chain step: the page's own conversion (turndown on domino, with the page's
// emphasis delimiters) under each of the page's style options, by the names the page stores.
import { defaultOptions } from "~/lib/chain/step-declaration";
import { convertHtmlToMarkdown } from "./html-to-markdown";
import { DEFAULT_MARKDOWN_STYLE } from "./markdown-options";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const ARTICLE = [
  "<h1>Release notes</h1>",
  "<h2>Fixed</h2>",
  "<ul><li>Parsing of <em>quoted</em> fields</li><li><strong>Large</strong> files</li></ul>",
  '<p>See <a href="https://example.com/docs">the docs</a>.</p>',
  '<pre><code class="language-js">const x = 1;\n</code></pre>',
].join("\n");

describe("HTML to Markdown's step", () => {
  it("converts with the page's defaults exactly as the page's core does", async () => {
    expect(defaults).toEqual({
      headingStyle: "atx",
      bulletMarker: "-",
      codeBlockStyle: "fenced",
      fence: "```",
      linkStyle: "inlined",
    });
    const output = await step.run(ARTICLE, defaults);
    expect(output).toBe(convertHtmlToMarkdown(ARTICLE, DEFAULT_MARKDOWN_STYLE));
    expect(output).toBe(
      [
        "# Release notes",
        "",
        "## Fixed",
        "",
        "-   Parsing of _quoted_ fields",
        "-   **Large** files",
        "",
        "See [the docs](https://example.com/docs).",
        "",
        "```js",
        "const x = 1;",
        "```",
      ].join("\n"),
    );
  });

  it("underlines headings, marks bullets and refers to links as chosen", async () => {
    const output = await step.run(ARTICLE, {
      ...defaults,
      headingStyle: "setext",
      bulletMarker: "*",
      linkStyle: "referenced",
    });
    expect(output).toContain("Release notes\n=============");
    expect(output).toContain("Fixed\n-----");
    expect(output).toContain("*   Parsing of _quoted_ fields");
    expect(output).toContain("See [the docs][1].");
    expect(output).toContain("[1]: https://example.com/docs");
    expect(await step.run(ARTICLE, { ...defaults, bulletMarker: "+" })).toContain("+   **Large**");
  });

  it("fences code with tildes, or indents it, as chosen", async () => {
    expect(await step.run(ARTICLE, { ...defaults, fence: "~~~" })).toContain(
      "~~~js\nconst x = 1;\n~~~",
    );
    const indented = await step.run(ARTICLE, { ...defaults, codeBlockStyle: "indented" });
    expect(indented).toContain("\n\n    const x = 1;");
    expect(indented).not.toContain("```");
  });

  it("gives nothing for blank HTML, as the page's Output shows nothing", async () => {
    expect(await step.run(" \n\t", defaults)).toBe("");
  });
});
