// What the /markdown-to-html page loads on first use: marked and DOMPurify, in their own chunk so
// the page's first download stays small.
import { renderMarkdown } from "~/lib/html/render-markdown";

export interface MarkdownToHtmlJob {
  markdown: string;
  /** Single line breaks become <br> (as in GitHub comments) instead of joining the lines. */
  breaks: boolean;
}

/** The sanitized HTML: what the output shows, what Download saves and what the preview renders. */
export function convertJob({ markdown, breaks }: MarkdownToHtmlJob): string {
  return renderMarkdown(markdown, { breaks });
}
