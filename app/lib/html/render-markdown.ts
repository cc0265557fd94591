// Markdown → sanitized HTML with marked (GitHub-flavoured) and the shared sanitizer: the one
// renderer behind /markdown-to-html and the /html-to-markdown preview (issue 4). Needs a DOM.
import { Marked } from "marked";
import { sanitizeHtml } from "./sanitize-html";

/** Our own instance, so no other code's marked.use() changes what these pages render. */
const markdown = new Marked({ gfm: true, async: false });

/** The Markdown rendered as HTML, always sanitized; blank input gives "". */
export function renderMarkdown(source: string, { breaks = false } = {}): string {
  if (source.trim() === "") return "";
  const html = markdown.parse(source, { async: false, breaks });
  return sanitizeHtml(html);
}
