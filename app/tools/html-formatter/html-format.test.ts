import fc from "fast-check";
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import { loadBabel, loadEstree, loadHtml, loadPostcss } from "~/lib/code/prettier-format";
import {
  DEFAULT_HTML_FORMAT_OPTIONS,
  HTML_SAMPLE,
  type HtmlFormatOptions,
} from "./html-format-options";
import { formatHtml, htmlPlugins } from "./html-format";

const format = (source: string, options: Partial<HtmlFormatOptions> = {}) =>
  formatHtml(source, { ...DEFAULT_HTML_FORMAT_OPTIONS, ...options });

const formatError = (source: string) => rejectedToolError(() => format(source));

describe("formatting HTML", () => {
  it("puts nested block elements on their own lines, indented by 2 spaces", async () => {
    expect(await format("<div><ul><li>one</li><li>two</li></ul></div>")).toBe(
      "<div>\n  <ul>\n    <li>one</li>\n    <li>two</li>\n  </ul>\n</div>\n",
    );
  });

  it("indents by 4 spaces or a tab when asked", async () => {
    const source = "<ul><li>one</li><li>two</li></ul>";
    expect(await format(source, { indent: "4" })).toBe(
      "<ul>\n    <li>one</li>\n    <li>two</li>\n</ul>\n",
    );
    expect(await format(source, { indent: "tab" })).toBe(
      "<ul>\n\t<li>one</li>\n\t<li>two</li>\n</ul>\n",
    );
  });

  it("breaks a long tag's attributes onto their own lines beyond the print width", async () => {
    const source = '<input type="text" name="email" placeholder="you@example.com" required>';
    expect(await format(source, { printWidth: "120" })).toBe(
      '<input type="text" name="email" placeholder="you@example.com" required />\n',
    );
    expect(await format(source, { printWidth: "40" })).toBe(
      '<input\n  type="text"\n  name="email"\n  placeholder="you@example.com"\n  required\n/>\n',
    );
  });

  it("formats the CSS and JavaScript inside the page", async () => {
    const formatted = await format(
      '<style>a{color:red}</style><script>let a={b:1}</script><p style="margin:0;color:blue">x</p>',
    );
    expect(formatted).toBe(
      "<style>\n  a {\n    color: red;\n  }\n</style>\n" +
        "<script>\n  let a = { b: 1 };\n</script>\n" +
        '<p style="margin: 0; color: blue">x</p>\n',
    );
  });

  it("leaves embedded CSS and JavaScript as written when asked", async () => {
    const formatted = await format("<style>a{color:red}</style><script>let a={b:1}</script>", {
      formatEmbedded: false,
    });
    expect(formatted).toContain("a{color:red}");
    expect(formatted).toContain("let a={b:1}");
  });

  it("never formats JSON in a script tag (Prettier's JSON parser accepts invalid JSON)", async () => {
    const formatted = await format('<script type="application/json">{"a":1,,}</script>');
    expect(formatted).toContain('{"a":1,,}');
  });

  it("keeps the text of <pre> (a line break right after <pre> is not part of it)", async () => {
    expect(await format("<div><pre>  a\n    b</pre></div>")).toBe(
      "<div>\n  <pre>\n  a\n    b</pre>\n</div>\n",
    );
  });

  it("formats the sample without an error", async () => {
    await expect(format(HTML_SAMPLE)).resolves.toContain("<title>Order summary</title>");
  });
});

describe("the plugins a document loads", () => {
  it("loads only the HTML plugin for a document without CSS or JavaScript", () => {
    expect(htmlPlugins("<p>Hello</p>", true)).toEqual([loadHtml]);
  });

  it("loads the CSS plugin for <style> or a style attribute", () => {
    expect(htmlPlugins("<style>a{}</style>", true)).toEqual([loadHtml, loadPostcss]);
    expect(htmlPlugins('<p style="x:y">', true)).toEqual([loadHtml, loadPostcss]);
  });

  it("loads the JavaScript plugins for <script> or an event handler attribute", () => {
    expect(htmlPlugins("<script>x()</script>", true)).toEqual([loadHtml, loadBabel, loadEstree]);
    expect(htmlPlugins('<a onclick="x()">', true)).toEqual([loadHtml, loadBabel, loadEstree]);
  });

  it("loads only the HTML plugin when embedded code is not formatted", () => {
    expect(htmlPlugins("<style>a{}</style><script>x()</script>", false)).toEqual([loadHtml]);
  });
});

describe("errors", () => {
  it("names a closing tag that does not match, with its line and column", async () => {
    const error = await formatError("<div>\n  <span></div>");
    expect(error.message).toBe(
      'Unexpected closing tag "div". It may happen when the tag has already been closed by another tag at line 2, column 9',
    );
    expect([error.line, error.column]).toEqual([2, 9]);
  });

  it("names an opening tag that is never finished", async () => {
    expect((await formatError("<p>ok</p>\n<div <p>")).message).toBe(
      'Opening tag "div" not terminated at line 2, column 1',
    );
  });
});

// Documents made of the elements people paste, nested as HTML allows (a <p> holds only inline
// content, a <ul> only <li>), with attributes and text.
const word = fc.constantFrom("Hello", "world", "a", "list", "of", "things", "42", "&amp;", "é");
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
const attributes = fc
  .uniqueArray(fc.constantFrom('class="x"', 'id="main"', 'title="T"', "hidden"), { maxLength: 2 })
  .map((list) => list.map((a) => ` ${a}`).join(""));
const element = (tag: string, children: fc.Arbitrary<string[]>, fixed = "") =>
  fc
    .tuple(attributes, children)
    .map(([attrs, kids]) => `<${tag}${fixed}${attrs}>${kids.join("")}</${tag}>`);
const { block } = fc.letrec<{ inline: string; block: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc
      .constantFrom("span", "b", "em")
      .chain((tag) => element(tag, fc.array(tie("inline"), { maxLength: 3 }))),
    element("a", fc.array(text, { maxLength: 2 }), ' href="/x"'),
  ),
  block: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    element("p", fc.array(tie("inline"), { minLength: 1, maxLength: 4 })),
    fc
      .constantFrom("div", "section")
      .chain((tag) =>
        element(tag, fc.array(fc.oneof(tie("block"), tie("inline")), { maxLength: 4 })),
      ),
    element(
      "ul",
      fc.array(element("li", fc.array(tie("inline"), { maxLength: 3 })), { maxLength: 3 }),
    ),
  ),
}));

describe("properties", () => {
  it("formatting formatted HTML changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(block, { minLength: 1, maxLength: 4 }),
        fc.constantFrom<HtmlFormatOptions["indent"]>("2", "4", "tab"),
        fc.constantFrom<HtmlFormatOptions["printWidth"]>("40", "80"),
        async (nodes, indent, printWidth) => {
          const once = await format(nodes.join("\n"), { indent, printWidth });
          expect(await format(once, { indent, printWidth })).toBe(once);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  }, 60_000);

  it("formatting the sample twice changes nothing", async () => {
    const once = await format(HTML_SAMPLE);
    expect(await format(once)).toBe(once);
  });
});
