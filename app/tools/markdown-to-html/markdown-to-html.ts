// Markdown → HTML blocks for /markdown-to-html, run in the page's worker with a time limit (marked
// can take quadratic time on hostile input). The page sanitizes the blocks
// (app/lib/html/sanitize-blocks.ts).
import { renderMarkdownBlocks } from "~/lib/html/render-markdown";
import { ToolError, isStackOverflow } from "~/lib/tool-error";
import { groupedCount } from "~/lib/number/count-text";

export interface MarkdownToHtmlJob {
  markdown: string;
  /** Single line breaks become <br> (as in GitHub comments) instead of joining the lines. */
  breaks: boolean;
}

export const TOO_DEEP = "The Markdown nests blockquotes or lists too deeply to convert";

/** The HTML of each top-level block, not sanitized yet; blank Markdown gives []. */
export function markdownToHtmlBlocks({ markdown, breaks }: MarkdownToHtmlJob): string[] {
  try {
    return renderMarkdownBlocks(markdown, { breaks });
  } catch (error) {
    // marked reads each blockquote and list item by recursion: thousands of levels ('>' x30,000)
    // overflow the stack. Only then is the text searched for the line to name.
    if (!isStackOverflow(error)) throw error;
    const deepest = deepestBlockquote(markdown);
    throw new ToolError(
      deepest.depth > 1
        ? `${TOO_DEEP}: line ${deepest.line} opens ${groupedCount(deepest.depth)} blockquotes ('>')`
        : TOO_DEEP,
      deepest.depth > 1 ? { line: deepest.line } : undefined,
    );
  }
}

/** The line that starts the most blockquotes at once (its '>' markers, up to 3 spaces before each). */
function deepestBlockquote(markdown: string): { line: number; depth: number } {
  let deepest = { line: 1, depth: 0 };
  let line = 1;
  let depth = 0;
  let spaces = 0;
  let counting = true;
  for (let i = 0; i <= markdown.length; i++) {
    const char = markdown[i];
    if (char === undefined || char === "\n") {
      if (depth > deepest.depth) deepest = { line, depth };
      line++;
      depth = 0;
      spaces = 0;
      counting = true;
    } else if (!counting) continue;
    else if (char === ">") {
      depth++;
      spaces = 0;
    } else if (char === " " && spaces < 4) spaces++;
    else counting = false;
  }
  return deepest;
}
