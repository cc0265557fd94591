// @vitest-environment jsdom
import { renderMarkdown } from "./render-markdown";

test("blank Markdown renders as nothing", () => {
  expect(renderMarkdown("  \n ")).toBe("");
});

test("a heading and emphasis render as HTML", () => {
  expect(renderMarkdown("# Title\n\nSome *text*.")).toBe(
    "<h1>Title</h1>\n<p>Some <em>text</em>.</p>\n",
  );
});

test("GitHub-flavoured tables, strikethrough and task lists render", () => {
  const html = renderMarkdown("| a |\n| - |\n| 1 |\n\n~~gone~~\n\n- [x] done");
  expect(html).toContain("<table>");
  expect(html).toContain("<del>gone</del>");
  expect(html).toContain('<input checked="" disabled="" type="checkbox">');
});

test("raw HTML in the Markdown is sanitized", () => {
  const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> <script>alert(2)</script>');
  expect(html).not.toMatch(/onerror|<script/);
});

test("a javascript: link in Markdown syntax loses its URL", () => {
  expect(renderMarkdown("[click](javascript:alert(1))")).not.toContain("javascript:");
});

test("line breaks become <br> only when asked", () => {
  expect(renderMarkdown("a\nb")).toBe("<p>a\nb</p>\n");
  expect(renderMarkdown("a\nb", { breaks: true })).toBe("<p>a<br>b</p>\n");
});

test("a link whose scheme is not http(s), mailto or tel loses its URL (x1: passed before)", () => {
  expect(renderMarkdown("[run](x1:alert(1))")).toBe("<p><a>run</a></p>\n");
});
