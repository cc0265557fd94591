// "Clean up with AI": what the user's own model receives (the pasted HTML without the
// parts that are never content: scripts, styles, SVG, comments; capped), what it is asked to do
// (drop navigation, ads and boilerplate, keep the content as it is), and how its answer is read.
import { type ChatMessage, capText, withoutThinking } from "~/lib/ai/chat-request";

/** Characters of HTML sent (about 8,000 tokens: within a small local model's context). */
export const CLEANUP_MAX_CHARS = 24_000;

const NEVER_CONTENT = ["script", "style", "noscript", "template", "svg", "iframe"];

/** `html` without comments and never-content elements, found with indexOf (no regex backtracking). */
export function withoutNonContent(html: string): string {
  const lower = html.toLowerCase();
  let out = "";
  let at = 0;
  while (at < html.length) {
    const open = lower.indexOf("<", at);
    if (open === -1) break;
    let end = -1;
    if (lower.startsWith("<!--", open)) {
      const close = lower.indexOf("-->", open + 4);
      end = close === -1 ? html.length : close + 3;
    } else {
      const name = NEVER_CONTENT.find(
        (tag) =>
          lower.startsWith(tag, open + 1) && /[\s/>]/.test(lower[open + 1 + tag.length] ?? ">"),
      );
      if (name) {
        const close = lower.indexOf(`</${name}`, open);
        const closeEnd = close === -1 ? -1 : lower.indexOf(">", close);
        end = closeEnd === -1 ? html.length : closeEnd + 1;
      }
    }
    if (end === -1) {
      out += html.slice(at, open + 1);
      at = open + 1;
    } else {
      out += html.slice(at, open);
      at = end;
    }
  }
  return out + html.slice(at);
}

/** The HTML sent: without never-content parts, blank runs squeezed, capped at CLEANUP_MAX_CHARS. */
export function htmlToSend(html: string) {
  const lines = withoutNonContent(html)
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
  return capText(lines.join("\n"), CLEANUP_MAX_CHARS);
}

export function cleanupMessages(html: string): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You clean up HTML pages for conversion to Markdown. Remove navigation menus, site headers and footers, sidebars, cookie and newsletter banners, ads, share buttons, comment forms, related-links boxes and other boilerplate. Keep the main content exactly as it is: headings, paragraphs, lists, tables, code, quotes, images and the links inside the content. Do not summarise or rewrite text. Answer with the cleaned HTML only: no explanation, no Markdown code fences.",
    },
    { role: "user", content: html },
  ];
}

/** The HTML in a model's answer: without reasoning, and without a ``` fence around it. */
export function cleanedHtmlOf(answer: string): string {
  let text = withoutThinking(answer).trim();
  if (text.startsWith("```")) {
    const firstBreak = text.indexOf("\n");
    text = firstBreak === -1 ? "" : text.slice(firstBreak + 1);
    const fence = text.lastIndexOf("```");
    if (fence !== -1) text = text.slice(0, fence);
  }
  return text.trim();
}
