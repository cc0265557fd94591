// HTML to Markdown's facts, declared once (app/lib/chain/step-declaration.ts): its Markdown style
// options as the page stores them (the bullet marker under "bulletMarker"), their defaults and
// choices, and its conversion on one text. The page's other task, the HTML cleanup, is not a step.
// The converter (turndown and domino) is imported only when a step runs, as the page's worker loads it.
import { type StepDeclaration, choiceOption } from "~/lib/chain/step-declaration";
import {
  BULLET_MARKERS,
  CODE_BLOCK_STYLES,
  DEFAULT_MARKDOWN_STYLE,
  FENCES,
  HEADING_STYLES,
  LINK_STYLES,
} from "./markdown-options";

export const stepOptions = {
  headingStyle: choiceOption("Heading style", HEADING_STYLES, DEFAULT_MARKDOWN_STYLE.headingStyle),
  bulletMarker: choiceOption(
    "Bullet marker",
    BULLET_MARKERS,
    DEFAULT_MARKDOWN_STYLE.bulletListMarker,
  ),
  codeBlockStyle: choiceOption(
    "Code block style",
    CODE_BLOCK_STYLES,
    DEFAULT_MARKDOWN_STYLE.codeBlockStyle,
  ),
  // Used by fenced code blocks only; the page hides the field for indented ones.
  fence: choiceOption("Fence", FENCES, DEFAULT_MARKDOWN_STYLE.fence),
  linkStyle: choiceOption("Link style", LINK_STYLES, DEFAULT_MARKDOWN_STYLE.linkStyle),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  run: async (input, { bulletMarker, ...style }) => {
    const { convertHtmlToMarkdown } = await import("./html-to-markdown");
    return convertHtmlToMarkdown(input, { ...style, bulletListMarker: bulletMarker });
  },
} satisfies StepDeclaration<typeof stepOptions>;
