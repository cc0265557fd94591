// @vitest-environment jsdom
import { convertJob } from "./engine";

test("GitHub-flavoured Markdown becomes HTML", () => {
  expect(convertJob({ markdown: "~~old~~ **new**", breaks: false })).toBe(
    "<p><del>old</del> <strong>new</strong></p>\n",
  );
});

test("the Line breaks option turns single newlines into <br>", () => {
  expect(convertJob({ markdown: "a\nb", breaks: true })).toBe("<p>a<br>b</p>\n");
});

test("the output never carries scripts, handlers or javascript: links", () => {
  const markdown =
    '<script>alert(1)</script>\n\n<a href="javascript:alert(1)" onclick="x()">a</a> [b](javascript:alert(2))';
  expect(convertJob({ markdown, breaks: false })).not.toMatch(/<script|onclick|javascript:/i);
});
