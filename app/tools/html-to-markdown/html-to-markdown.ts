// HTML → Markdown with turndown and GitHub-flavoured tables, strikethrough and task lists.
// The page's options choose the Markdown style. Runs in a worker, where domino parses the HTML.
import { gfm } from "@joplin/turndown-plugin-gfm";
import { createDocument } from "@mixmark-io/domino";
import TurndownService from "turndown";
import { markdownPreviewSource, renderMarkdownBlocks } from "~/lib/html/render-markdown";
import type { MarkdownStyle } from "./markdown-options";

/** turndown's own options, so the conformance cases can run with exactly the options they name. */
export type TurndownOptions = TurndownService.Options;

/** Characters of Markdown rendered for the preview (it shows the beginning of a long document). */
export const PREVIEW_MARKDOWN_CHARS = 24 * 1024;

function createService(options: TurndownOptions): TurndownService {
  const service = new TurndownService(options);
  service.use(gfm);
  // Script and style contents are never Markdown; turndown would otherwise keep their text.
  service.remove(["script", "style", "noscript", "template"]);
  return service;
}

/**
 * The HTML parsed by domino (a worker has no DOMParser), wrapped in one element exactly as
 * turndown's own Node build does, so the elements stay in one place whatever the HTML holds.
 * turndown clones a node it is given; this one is ours alone, so it gives itself: the clone would
 * double the work on a large page, and domino's cloneNode throws on names its parser accepts
 * (an element named `a"`, from the text `<a"`).
 */
function parseHtml(html: string): HTMLElement {
  const document = createDocument(`<x-turndown id="turndown-root">${html}</x-turndown>`, true);
  const root = document.getElementById("turndown-root") as HTMLElement;
  Object.defineProperty(root, "cloneNode", { value: () => root });
  return root;
}

/** Converts an HTML document or fragment into Markdown; empty (or blank) input gives "". */
export function htmlToMarkdown(html: string, options: TurndownOptions = {}): string {
  if (html.trim() === "") return "";
  return createService(options).turndown(parseHtml(html));
}

/** The page's job: the HTML and the style chosen in its options. */
export function convertHtmlToMarkdown(html: string, style: MarkdownStyle): string {
  return htmlToMarkdown(html, { ...style, emDelimiter: "_", strongDelimiter: "**" });
}

export interface HtmlToMarkdownJob extends MarkdownStyle {
  html: string;
}

export interface HtmlToMarkdownResult {
  markdown: string;
  /** The beginning of the Markdown rendered as HTML blocks, not sanitized yet (the page does that). */
  previewBlocks: string[];
  /** The preview blocks render all of the Markdown. */
  previewComplete: boolean;
}

/** What the page's worker answers: the Markdown, and the blocks of its preview. */
export function convertJob({ html, ...style }: HtmlToMarkdownJob): HtmlToMarkdownResult {
  const markdown = convertHtmlToMarkdown(html, style);
  const preview = markdownPreviewSource(markdown, PREVIEW_MARKDOWN_CHARS);
  return {
    markdown,
    previewBlocks: renderMarkdownBlocks(preview.source),
    previewComplete: preview.complete,
  };
}
