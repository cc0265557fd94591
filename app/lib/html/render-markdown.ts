// Markdown → HTML with marked (GitHub-flavoured), one string per top-level block and without the
// DOM: it runs in the workers of /markdown-to-html and /html-to-markdown, because marked
// can take seconds on hostile input. The HTML is not sanitized yet: see sanitize-blocks.ts.
import { Marked } from "marked";

/**
 * Our own instances, so no other code's marked.use() changes what these pages render; one per
 * `breaks` value, because a Marked instance's lexer and parser read their options from the instance.
 */
const plain = new Marked({ gfm: true, async: false });
const withBreaks = new Marked({ gfm: true, async: false, breaks: true });

export interface MarkdownRenderOptions {
  /** Single line breaks become <br> (as in GitHub comments) instead of joining the lines. */
  breaks?: boolean;
}

/**
 * The Markdown rendered as HTML, one string per top-level block (heading, paragraph, list, raw
 * HTML…), empty blocks left out; joined, they are exactly marked's HTML of the whole. Blank input
 * gives []. Blocks let the page sanitize a large document in short slices.
 */
export function renderMarkdownBlocks(
  source: string,
  { breaks = false }: MarkdownRenderOptions = {},
): string[] {
  if (source.trim() === "") return [];
  const marked = breaks ? withBreaks : plain;
  return marked
    .lexer(source)
    .map((token) => marked.parser([token]))
    .filter((html) => html !== "");
}

/**
 * The beginning of a long Markdown text for a preview: at most `limit` characters, cut at the last
 * blank line before it when there is one (so no paragraph is cut in two). Reference definitions
 * after the cut are not seen by the preview.
 */
export function markdownPreviewSource(
  source: string,
  limit: number,
): { source: string; complete: boolean } {
  if (source.length <= limit) return { source, complete: true };
  const blankLine = source.lastIndexOf("\n\n", limit);
  return { source: source.slice(0, blankLine > 0 ? blankLine : limit), complete: false };
}
