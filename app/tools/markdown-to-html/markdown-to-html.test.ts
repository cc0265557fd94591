// The worker's core, in node as in the worker: no DOM.
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import { TOO_DEEP, markdownToHtmlBlocks } from "./markdown-to-html";

test("GitHub-flavoured Markdown becomes HTML blocks", () => {
  expect(markdownToHtmlBlocks({ markdown: "~~old~~ **new**", breaks: false })).toEqual([
    "<p><del>old</del> <strong>new</strong></p>\n",
  ]);
});

test("the Line breaks option turns single newlines into <br>", () => {
  expect(markdownToHtmlBlocks({ markdown: "a\nb", breaks: true })).toEqual(["<p>a<br>b</p>\n"]);
});

test("blank Markdown gives no blocks", () => {
  expect(markdownToHtmlBlocks({ markdown: " \n", breaks: false })).toEqual([]);
});

test("a long document is split into its blocks", () => {
  const section = (i: number) => `## Section ${i}\n\nSome *emphasis* and [a link](/p/${i}).\n\n`;
  const markdown = Array.from({ length: 2_000 }, (_, i) => section(i)).join("");
  const blocks = markdownToHtmlBlocks({ markdown, breaks: false });
  expect(blocks).toHaveLength(4_000);
  expect(blocks[3_999]).toBe('<p>Some <em>emphasis</em> and <a href="/p/1999">a link</a>.</p>\n');
});

test("blockquotes nested too deeply for marked give a ToolError naming the line, quickly", () => {
  const markdown = "# Title\n\nSome text.\n\n" + ">".repeat(100_000) + " deep\n";
  const started = performance.now();
  const error = thrownToolError(() => markdownToHtmlBlocks({ markdown, breaks: false }));
  expect(error.message).toBe(`${TOO_DEEP}: line 5 opens 100,000 blockquotes ('>')`);
  expect(error.line).toBe(5);
  expect(performance.now() - started).toBeLessThan(2_000);
});

test("a hundred nested blockquotes still convert", () => {
  const [html] = markdownToHtmlBlocks({ markdown: "> ".repeat(100) + "deep", breaks: false });
  expect(html.match(/<blockquote>/g)).toHaveLength(100);
  expect(html).toContain("<p>deep</p>");
});
