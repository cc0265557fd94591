// The choices of the /html-to-markdown page (heading style, bullet marker, code block style,
// fence, link style), kept apart from the converter so the page loads them without turndown.
import type { OptionItem } from "~/lib/options";

export type HeadingStyle = "atx" | "setext";
export type BulletMarker = "-" | "*" | "+";
export type CodeBlockStyle = "fenced" | "indented";
export type Fence = "```" | "~~~";
export type LinkStyle = "inlined" | "referenced";

export interface MarkdownStyle {
  headingStyle: HeadingStyle;
  bulletListMarker: BulletMarker;
  codeBlockStyle: CodeBlockStyle;
  fence: Fence;
  linkStyle: LinkStyle;
}

/** The page's defaults: what GitHub READMEs usually look like (not turndown's own defaults). */
export const DEFAULT_MARKDOWN_STYLE: MarkdownStyle = {
  headingStyle: "atx",
  bulletListMarker: "-",
  codeBlockStyle: "fenced",
  fence: "```",
  linkStyle: "inlined",
};

export const HEADING_STYLES: readonly OptionItem<HeadingStyle>[] = [
  { value: "atx", label: "ATX (# Heading)" },
  { value: "setext", label: "Setext (underlined)" },
];

export const BULLET_MARKERS: readonly OptionItem<BulletMarker>[] = [
  { value: "-", label: "- (dash)" },
  { value: "*", label: "* (asterisk)" },
  { value: "+", label: "+ (plus)" },
];

export const CODE_BLOCK_STYLES: readonly OptionItem<CodeBlockStyle>[] = [
  { value: "fenced", label: "Fenced" },
  { value: "indented", label: "Indented" },
];

export const FENCES: readonly OptionItem<Fence>[] = [
  { value: "```", label: "``` (backticks)" },
  { value: "~~~", label: "~~~ (tildes)" },
];

export const LINK_STYLES: readonly OptionItem<LinkStyle>[] = [
  { value: "inlined", label: "Inlined" },
  { value: "referenced", label: "Referenced" },
];
