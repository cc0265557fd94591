// Highlighted code as one SVG picture: a window (optional frame with a title), line numbers,
// highlighted lines, on a background of the theme's colour, a gradient, a colour, or nothing.
// The text stays text (selectable and searchable in the SVG); the font is embedded, so the picture
// is the same offline and in every browser. Pure: the worker calls it with shiki's tokens.
import { ToolError } from "~/lib/tool-error";

export interface CodeToken {
  text: string;
  color?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface HighlightedCode {
  lines: CodeToken[][];
  foreground: string;
  background: string;
  dark: boolean;
}

export const GRADIENTS = [
  { value: "ocean", label: "Ocean", stops: ["#0ea5e9", "#6366f1"] },
  { value: "sunset", label: "Sunset", stops: ["#f97316", "#db2777"] },
  { value: "forest", label: "Forest", stops: ["#10b981", "#0f766e"] },
  { value: "candy", label: "Candy", stops: ["#f472b6", "#a78bfa"] },
  { value: "slate", label: "Slate", stops: ["#94a3b8", "#334155"] },
] as const;

export type GradientName = (typeof GRADIENTS)[number]["value"];

export type Background =
  | { kind: "theme" }
  | { kind: "transparent" }
  | { kind: "color"; color: string }
  | { kind: "gradient"; gradient: GradientName };

export interface RenderOptions {
  fontSize: number;
  padding: number;
  background: Background;
  frame: boolean;
  title: string;
  lineNumbers: boolean;
  /** 1-based line numbers to mark. */
  highlighted: ReadonlySet<number>;
  /** The font files, as data: URLs, embedded in the SVG (regular and bold). */
  fonts?: { regular: string; bold: string };
}

export const FONT_FAMILY = "Bytesmith Code";
/** JetBrains Mono's advance width is 600 units of its 1,000-unit em. */
export const CHAR_WIDTH_EM = 0.6;
const FRAME_BAR = 36;
const WINDOW_PADDING_X = 20;
const WINDOW_PADDING_Y = 16;
const RADIUS = 10;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The length of a line in columns: one per code point. */
const columns = (tokens: CodeToken[]) => tokens.reduce((sum, t) => sum + [...t.text].length, 0);

/** "3, 5-7" → {3, 5, 6, 7}; up to `lineCount`. */
export function parseLineList(text: string, lineCount: number): Set<number> {
  const lines = new Set<number>();
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(\d{1,6})(?:\s*-\s*(\d{1,6}))?$/.exec(part);
    if (!range)
      throw new ToolError(`Highlight lines: "${part}" is not a line number or a range like 3-5.`);
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 1 || to < from)
      throw new ToolError(`Highlight lines: "${part}" is not a line number or a range like 3-5.`);
    for (let n = from; n <= Math.min(to, lineCount); n++) lines.add(n);
  }
  return lines;
}

/** Tabs to spaces, up to the next multiple of `width` (what the code looks like in an editor). */
export function expandTabs(code: string, width: number): string {
  if (!code.includes("\t")) return code;
  return code
    .split("\n")
    .map((line) => {
      let out = "";
      for (const char of line)
        out += char === "\t" ? " ".repeat(width - (out.length % width)) : char;
      return out;
    })
    .join("\n");
}

function backgroundOf(
  options: RenderOptions,
  code: HighlightedCode,
  width: number,
  height: number,
) {
  const { background } = options;
  if (background.kind === "transparent") return { defs: "", fill: "" };
  if (background.kind === "gradient") {
    const found = GRADIENTS.find((g) => g.value === background.gradient) ?? GRADIENTS[0];
    return {
      defs: `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${found.stops[0]}"/><stop offset="1" stop-color="${found.stops[1]}"/></linearGradient>`,
      fill: `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    };
  }
  const color = background.kind === "color" ? background.color : code.background;
  return {
    defs: "",
    fill: `<rect width="${width}" height="${height}" fill="${escapeXml(color)}"/>`,
  };
}

function fontStyle(fonts: RenderOptions["fonts"], fontSize: number): string {
  const faces = fonts
    ? `@font-face{font-family:"${FONT_FAMILY}";src:url(${fonts.regular}) format("woff2");font-weight:400}` +
      `@font-face{font-family:"${FONT_FAMILY}";src:url(${fonts.bold}) format("woff2");font-weight:700}`
    : "";
  return `<style>${faces}text{font-family:"${FONT_FAMILY}",ui-monospace,monospace;font-size:${fontSize}px}</style>`;
}

function tspan(token: CodeToken): string {
  const attributes = [
    token.color ? ` fill="${escapeXml(token.color)}"` : "",
    token.bold ? ' font-weight="700"' : "",
    token.italic ? ' font-style="italic"' : "",
    token.underline ? ' text-decoration="underline"' : "",
  ].join("");
  return attributes
    ? `<tspan${attributes}>${escapeXml(token.text)}</tspan>`
    : escapeXml(token.text);
}

export function renderCodeSvg(
  code: HighlightedCode,
  options: RenderOptions,
): { svg: string; width: number; height: number } {
  const { fontSize, padding, frame, lineNumbers, highlighted } = options;
  const charWidth = fontSize * CHAR_WIDTH_EM;
  const lineHeight = Math.round(fontSize * 1.6);
  const lineCount = code.lines.length;
  const gutter = lineNumbers ? (String(lineCount).length + 2) * charWidth : 0;
  const widest = Math.max(1, ...code.lines.map(columns));
  const windowWidth = Math.ceil(2 * WINDOW_PADDING_X + gutter + widest * charWidth);
  const bar = frame ? FRAME_BAR : 0;
  const windowHeight = bar + 2 * WINDOW_PADDING_Y + lineCount * lineHeight;
  const width = windowWidth + 2 * padding;
  const height = windowHeight + 2 * padding;
  const shadow = options.background.kind !== "transparent" && padding > 0;
  const { defs, fill } = backgroundOf(options, code, width, height);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    fontStyle(options.fonts, fontSize),
    `<defs>${defs}${shadow ? '<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="12" flood-opacity="0.35"/></filter>' : ""}</defs>`,
    fill,
    `<rect x="${padding}" y="${padding}" width="${windowWidth}" height="${windowHeight}" rx="${RADIUS}" fill="${escapeXml(code.background)}"${shadow ? ' filter="url(#shadow)"' : ""}/>`,
  ];
  if (frame) {
    const dotY = padding + FRAME_BAR / 2;
    ["#ff5f57", "#febc2e", "#28c840"].forEach((color, i) =>
      parts.push(`<circle cx="${padding + 20 + i * 20}" cy="${dotY}" r="6" fill="${color}"/>`),
    );
    if (options.title)
      parts.push(
        `<text x="${padding + windowWidth / 2}" y="${dotY + fontSize * 0.35}" text-anchor="middle" fill="${escapeXml(code.foreground)}" fill-opacity="0.7" xml:space="preserve">${escapeXml(options.title)}</text>`,
      );
  }
  const top = padding + bar + WINDOW_PADDING_Y;
  const left = padding + WINDOW_PADDING_X;
  const mark = code.dark ? "#ffffff" : "#000000";
  code.lines.forEach((tokens, i) => {
    const number = i + 1;
    const y = top + i * lineHeight;
    const baseline = y + (lineHeight + fontSize * 0.7) / 2;
    if (highlighted.has(number))
      parts.push(
        `<rect x="${padding}" y="${y}" width="${windowWidth}" height="${lineHeight}" fill="${mark}" fill-opacity="${code.dark ? 0.1 : 0.07}"/>`,
      );
    if (lineNumbers)
      parts.push(
        `<text x="${left + gutter - 2 * charWidth}" y="${baseline}" text-anchor="end" fill="${escapeXml(code.foreground)}" fill-opacity="0.45">${number}</text>`,
      );
    if (tokens.length > 0)
      parts.push(
        `<text x="${left + gutter}" y="${baseline}" fill="${escapeXml(code.foreground)}" xml:space="preserve">${tokens.map(tspan).join("")}</text>`,
      );
  });
  parts.push("</svg>");
  return { svg: parts.join(""), width, height };
}
