// @vitest-environment jsdom
import { assembleSanitized, sanitizeBlocks, sliceBlocks } from "./sanitize-blocks";

const now = { yieldToPage: () => Promise.resolve() };

test("blocks are joined into slices up to the size, a longer block alone", () => {
  expect(sliceBlocks(["aa", "bb", "cc", "dddddd", "e"], 4)).toEqual(["aabb", "cc", "dddddd", "e"]);
});

test("a document under the slice size is one slice", () => {
  expect(sliceBlocks(["<p>a</p>", "<p>b</p>"])).toEqual(["<p>a</p><p>b</p>"]);
});

test("the preview holds the first whole slices within its limit", () => {
  expect(assembleSanitized(["abc", "de", "f"], 5)).toEqual({
    html: "abcdef",
    preview: "abcde",
    previewComplete: false,
  });
  expect(assembleSanitized(["abc"], 5)).toEqual({
    html: "abc",
    preview: "abc",
    previewComplete: true,
  });
});

test("every slice is sanitized: scripts, handlers and javascript: links go", async () => {
  const blocks = [
    '<p>Hi <img src=x onerror="alert(1)"></p>\n',
    "<script>alert(2)</script>\n",
    '<p><a href="javascript:alert(1)">a</a> <a href="x1:alert(1)">b</a></p>\n',
  ];
  const result = await sanitizeBlocks(blocks, { cancelled: false }, now);
  expect(result?.html).toBe('<p>Hi <img src="x"></p>\n\n<p><a>a</a> <a>b</a></p>\n');
});

test("a large document is sanitized one slice per task, the same as in one piece", async () => {
  const blocks = Array.from({ length: 100 }, (_, i) => `<h2 id="h${i}">Part ${i}</h2>\n`);
  let yields = 0;
  const yieldToPage = () => {
    yields++;
    return Promise.resolve();
  };
  const result = await sanitizeBlocks(
    blocks,
    { cancelled: false },
    { yieldToPage, sliceChars: 256 },
  );
  expect(yields).toBe(sliceBlocks(blocks, 256).length - 1);
  expect(yields).toBeGreaterThan(1);
  expect(result?.html).toContain('<h2 id="user-content-h99">Part 99</h2>');
  expect(result?.html.length).toBe(blocks.join("").length + 100 * "user-content-".length);
});

test("a cancelled sanitizing stops and gives null", async () => {
  const signal = { cancelled: false };
  const blocks = Array.from({ length: 100 }, () => `<p>${"x".repeat(10)}</p>`);
  const yieldToPage = () => {
    signal.cancelled = true;
    return Promise.resolve();
  };
  const result = sanitizeBlocks(blocks, signal, { yieldToPage, sliceChars: 256 });
  expect(await result).toBeNull();
});
