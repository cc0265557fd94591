// HTML → Markdown with turndown and GitHub-flavoured tables, strikethrough and task lists.
// Issue 4 (/html-to-markdown): the options of the page; needs a DOM (DOMParser) to parse the HTML.
import { gfm } from "@joplin/turndown-plugin-gfm";
import TurndownService from "turndown";
import type { MarkdownStyle } from "./markdown-options";

/** turndown's own options, so the conformance cases can run with exactly the options they name. */
export type TurndownOptions = TurndownService.Options;

function createService(options: TurndownOptions): TurndownService {
  const service = new TurndownService(options);
  service.use(gfm);
  // Script and style contents are never Markdown; turndown would otherwise keep their text.
  service.remove(["script", "style", "noscript", "template"]);
  return service;
}

/** Converts an HTML document or fragment into Markdown; empty (or blank) input gives "". */
export function htmlToMarkdown(html: string, options: TurndownOptions = {}): string {
  if (html.trim() === "") return "";
  return createService(options).turndown(html);
}

/** The page's job: the HTML and the style chosen in its options. */
export function convertHtmlToMarkdown(html: string, style: MarkdownStyle): string {
  return htmlToMarkdown(html, { ...style, emDelimiter: "_", strongDelimiter: "**" });
}
