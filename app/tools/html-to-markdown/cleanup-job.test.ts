import { expect, it } from "vitest";
import { type CleanupResult, pageWorkerJob } from "./cleanup-job";
import type { HtmlToMarkdownResult } from "./html-to-markdown";
import { DEFAULT_MARKDOWN_STYLE } from "./markdown-options";

const STYLE = DEFAULT_MARKDOWN_STYLE;

it("a clean-up job converts the cleaned HTML and compares it with the default output", () => {
  const result = pageWorkerJob({
    kind: "cleanup",
    html: "<h1>Title</h1><p>Body text.</p>",
    before: "[Home](/)\n\n# Title\n\nBody text.",
    ...STYLE,
  }) as CleanupResult;
  expect(result.markdown).toBe("# Title\n\nBody text.");
  expect(result.diff.lines.map((line) => line.kind[0] + line.text)).toEqual([
    "r[Home](/)",
    "r",
    "s# Title",
    "s",
    "sBody text.",
  ]);
});

it("a job without a kind is the live conversion, with its preview", () => {
  const result = pageWorkerJob({ html: "<p>Hi</p>", ...STYLE }) as HtmlToMarkdownResult;
  expect(result.markdown).toBe("Hi");
  expect(result.previewBlocks.join("")).toContain("<p>Hi</p>");
});

it("compares a default output of tens of thousands of lines (the case that needed the worker)", () => {
  const before = Array.from({ length: 40_000 }, (_, i) => `line ${i}`).join("\n");
  const result = pageWorkerJob({ kind: "cleanup", html: "<p>kept</p>", before, ...STYLE });
  const { diff } = result as CleanupResult;
  expect(diff.lines.filter((line) => line.kind === "removed")).toHaveLength(40_000);
  expect(diff.minimal).toBe(false); // past MAX_EDITS: the bounded plain replacement
});
