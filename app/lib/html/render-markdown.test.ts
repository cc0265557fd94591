// Runs in node, as in the workers: rendering needs no DOM.
import { Marked } from "marked";
import { markdownPreviewSource, renderMarkdownBlocks } from "./render-markdown";

const render = (source: string, breaks = false) =>
  renderMarkdownBlocks(source, { breaks }).join("");

test("blank Markdown renders as no blocks", () => {
  expect(renderMarkdownBlocks("  \n ")).toEqual([]);
});

test("each top-level block is its own string", () => {
  expect(renderMarkdownBlocks("# Title\n\nSome *text*.")).toEqual([
    "<h1>Title</h1>\n",
    "<p>Some <em>text</em>.</p>\n",
  ]);
});

test("the blocks joined are marked's HTML of the whole document", () => {
  const source =
    "# T\n\n[a][r] and *x*\n\n<div>\n\n*y*\n\n</div>\n\n- [x] t\n- b\n\n| a |\n|-|\n| 1 |\n\n    code\n\n> q\n> more\n\n[r]: https://e.com\n\nfoo  \nbar\nbaz\n";
  for (const breaks of [false, true]) {
    expect(render(source, breaks)).toBe(new Marked({ gfm: true }).parse(source, { breaks }));
  }
});

test("GitHub-flavoured tables, strikethrough and task lists render", () => {
  const html = render("| a |\n| - |\n| 1 |\n\n~~gone~~\n\n- [x] done");
  expect(html).toContain("<table>");
  expect(html).toContain("<del>gone</del>");
  expect(html).toContain('<input checked="" disabled="" type="checkbox">');
});

test("line breaks become <br> only when asked", () => {
  expect(render("a\nb")).toBe("<p>a\nb</p>\n");
  expect(render("a\nb", true)).toBe("<p>a<br>b</p>\n");
});

test("a short text is its own preview", () => {
  expect(markdownPreviewSource("a\n\nb", 10)).toEqual({ source: "a\n\nb", complete: true });
});

test("a long text's preview ends at the last blank line within the limit", () => {
  expect(markdownPreviewSource("one\n\ntwo\n\nthree", 12)).toEqual({
    source: "one\n\ntwo",
    complete: false,
  });
});

test("a long text without a blank line is cut at the limit", () => {
  expect(markdownPreviewSource("abcdef", 4)).toEqual({ source: "abcd", complete: false });
});
