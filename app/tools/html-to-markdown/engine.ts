// What the /html-to-markdown page loads on first use: turndown for the conversion, marked and
// DOMPurify for the preview. A separate chunk, so the page's first download stays small.
import { renderMarkdown } from "~/lib/html/render-markdown";
import { convertHtmlToMarkdown } from "./html-to-markdown";
import type { MarkdownStyle } from "./markdown-options";

export interface HtmlToMarkdownJob extends MarkdownStyle {
  html: string;
}

export interface HtmlToMarkdownResult {
  markdown: string;
  /** The Markdown rendered and sanitized. */
  preview: string;
}

export function convertJob({ html, ...style }: HtmlToMarkdownJob): HtmlToMarkdownResult {
  const markdown = convertHtmlToMarkdown(html, style);
  return { markdown, preview: renderMarkdown(markdown) };
}
