import {
  PREVIEW_MARKDOWN_CHARS,
  convertHtmlToMarkdown,
  convertJob,
  htmlToMarkdown,
} from "./html-to-markdown";
import { DEFAULT_MARKDOWN_STYLE, type MarkdownStyle } from "./markdown-options";

function convert(html: string, style: Partial<MarkdownStyle> = {}) {
  return convertHtmlToMarkdown(html, { ...DEFAULT_MARKDOWN_STYLE, ...style });
}

test("blank HTML converts to nothing", () => {
  expect(htmlToMarkdown(" \n\t")).toBe("");
});

test("headings are ATX by default", () => {
  expect(convert("<h2>Install</h2>")).toBe("## Install");
});

test("Setext headings underline the text", () => {
  expect(convert("<h1>Title</h1>", { headingStyle: "setext" })).toBe("Title\n=====");
});

test("the bullet marker follows the option", () => {
  expect(convert("<ul><li>a</li></ul>")).toBe("-   a");
  expect(convert("<ul><li>a</li></ul>", { bulletListMarker: "+" })).toBe("+   a");
});

test("code blocks are fenced with the chosen fence", () => {
  const html = "<pre><code>let a = 1;</code></pre>";
  expect(convert(html)).toBe("```\nlet a = 1;\n```");
  expect(convert(html, { fence: "~~~" })).toBe("~~~\nlet a = 1;\n~~~");
});

test("indented code blocks are indented by four spaces", () => {
  expect(convert("<pre><code>x</code></pre>", { codeBlockStyle: "indented" })).toBe("    x");
});

test("referenced links are listed after the text", () => {
  expect(convert('<a href="https://example.com">site</a>', { linkStyle: "referenced" })).toBe(
    "[site][1]\n\n[1]: https://example.com",
  );
});

test("tables become GitHub-flavoured tables", () => {
  const html =
    "<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>Ada</td></tr></tbody></table>";
  expect(convert(html)).toBe("| Name |\n| --- |\n| Ada |");
});

test("strikethrough becomes tildes", () => {
  expect(convert("<del>old</del>")).toBe("~~old~~");
});

test("checkboxes in list items become task list items", () => {
  expect(convert('<ul><li><input type="checkbox" checked>done</li></ul>')).toBe("-   [x] done");
});

test("script and style contents are dropped", () => {
  expect(convert("<p>a</p><script>alert(1)</script><style>p{}</style>")).toBe("a");
});

test('markup a browser accepts but cannot name (<a") converts without an error', () => {
  expect(convert('x <a" y')).toBe("x");
  expect(convert("<p a<b=1>text</p>")).toBe("text");
});

test("the worker's job gives the Markdown and the preview's HTML blocks", () => {
  expect(convertJob({ html: "<h1>A</h1><p><em>b</em></p>", ...DEFAULT_MARKDOWN_STYLE })).toEqual({
    markdown: "# A\n\n_b_",
    previewBlocks: ["<h1>A</h1>\n", "<p><em>b</em></p>\n"],
    previewComplete: true,
  });
});

test("the preview renders only the beginning of a long result", () => {
  const html = Array.from({ length: 4_000 }, (_, i) => `<h2>Part ${i}</h2><p>text</p>`).join("");
  const result = convertJob({ html, ...DEFAULT_MARKDOWN_STYLE });
  expect(result.markdown.length).toBeGreaterThan(PREVIEW_MARKDOWN_CHARS);
  expect(result.previewComplete).toBe(false);
  expect(result.previewBlocks.join("").length).toBeLessThan(2 * PREVIEW_MARKDOWN_CHARS);
  expect(result.previewBlocks[0]).toBe("<h2>Part 0</h2>\n");
});
