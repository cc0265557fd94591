// Markdown → HTML blocks for /markdown-to-html (issue 4), run in the page's worker with a time limit
// (issue 17 §1: marked can be quadratic). The page sanitizes the blocks (app/lib/html/sanitize-blocks.ts).
import { renderMarkdownBlocks } from "~/lib/html/render-markdown";

export interface MarkdownToHtmlJob {
  markdown: string;
  /** Single line breaks become <br> (as in GitHub comments) instead of joining the lines. */
  breaks: boolean;
}

/** The HTML of each top-level block, not sanitized yet; blank Markdown gives []. */
export function markdownToHtmlBlocks({ markdown, breaks }: MarkdownToHtmlJob): string[] {
  return renderMarkdownBlocks(markdown, { breaks });
}
