// Highlighted code as one SVG picture: a window (optional frame with a title), line numbers,
// highlighted lines, on a background of the theme's colour, a gradient, a colour, or nothing.
// The text stays text (selectable and searchable in the SVG); the font is embedded, so the picture
// is the same offline and in every browser. Pure: the worker calls it with shiki's tokens.
import { ToolError } from "~/lib/tool-error";
import { characterColumns, isAllNarrow, textColumns } from "./column-width";
import { type CodeToken, fittedTitle, wrapRows } from "./code-rows";

export type { CodeToken };

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
  /** Draw only the first rows (a preview of a long picture). */
  maxRows?: number;
}

export const FONT_FAMILY = "Bytesmith Code";
/** JetBrains Mono's advance width is 600 units of its 1,000-unit em. */
export const CHAR_WIDTH_EM = 0.6;
const FRAME_BAR = 36;
const WINDOW_PADDING_X = 20;
const WINDOW_PADDING_Y = 16;
const RADIUS = 10;
/** The three window dots end 66 px into the window; the title keeps clear of them on both sides. */
const TITLE_INSET = 80;

/**
 * Characters XML 1.0 does not allow (C0 controls but tab and line feed; lone surrogates; U+FFFE,
 * U+FFFF) and DEL: one of them makes the whole SVG unreadable, so each is drawn as the symbol
 * editors show for it (U+2400 + code, "␌" for a form feed, "␡" for DEL) or as "�".
 */
const NOT_DRAWABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with every character XML cannot hold, or no font draws, shown as a visible symbol. */
export function visibleText(text: string): string {
  return text.replace(NOT_DRAWABLE, (character) => {
    const code = character.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    return "\ufffd";
  });
}

const escapeXml = (text: string) =>
  visibleText(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

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

/**
 * Tabs to spaces, up to the next multiple of `width` columns (what the code looks like in an
 * editor: a wide character before a tab takes two columns).
 */
export function expandTabs(code: string, width: number): string {
  if (!code.includes("\t")) return code;
  return code
    .split("\n")
    .map((line) => {
      let out = "";
      let column = 0;
      for (const char of line) {
        const spaces = char === "\t" ? width - (column % width) : 0;
        out += spaces > 0 ? " ".repeat(spaces) : char;
        column += spaces > 0 ? spaces : characterColumns(char);
      }
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

function tspan(token: CodeToken, x?: number): string {
  const attributes = [
    x === undefined ? "" : ` x="${x}"`,
    token.color ? ` fill="${escapeXml(token.color)}"` : "",
    token.bold ? ' font-weight="700"' : "",
    token.italic ? ' font-style="italic"' : "",
    token.underline ? ' text-decoration="underline"' : "",
  ].join("");
  return attributes
    ? `<tspan${attributes}>${escapeXml(token.text)}</tspan>`
    : escapeXml(token.text);
}

/**
 * A row's tokens as SVG. A wide character (CJK, most emoji) is drawn by a fallback font whose width
 * is not the grid's two columns: the text after it starts at its own column (an `x` of its own),
 * so every column stays where it was measured.
 */
function rowSpans(tokens: CodeToken[], left: number, charWidth: number): string {
  if (tokens.every((token) => isAllNarrow(token.text))) return tokens.map((t) => tspan(t)).join("");
  const parts: string[] = [];
  let column = 0;
  /** The column the next character must be placed at, after a wide one. */
  let placeAt: number | null = null;
  for (const token of tokens) {
    let piece = "";
    let pieceX: number | undefined;
    const flush = () => {
      if (piece !== "") parts.push(tspan({ ...token, text: piece }, pieceX));
      piece = "";
      pieceX = undefined;
    };
    for (const character of token.text) {
      const width = characterColumns(character);
      // A combining mark stays with the character before it.
      if (placeAt !== null && width > 0) {
        flush();
        pieceX = left + placeAt * charWidth;
        placeAt = null;
      }
      piece += character;
      column += width;
      if (width === 2) placeAt = column;
    }
    flush();
  }
  return parts.join("");
}

export function renderCodeSvg(
  code: HighlightedCode,
  options: RenderOptions,
): { svg: string; width: number; height: number } {
  const { fontSize, padding, frame, lineNumbers, highlighted } = options;
  const charWidth = fontSize * CHAR_WIDTH_EM;
  const lineHeight = Math.round(fontSize * 1.6);
  const lineCount = code.lines.length;
  const rows = wrapRows(code.lines).slice(0, options.maxRows);
  const gutter = lineNumbers ? (String(lineCount).length + 2) * charWidth : 0;
  let widest = 1;
  for (const row of rows)
    widest = Math.max(
      widest,
      row.tokens.reduce((sum, t) => sum + textColumns(t.text), 0),
    );
  const title = frame ? fittedTitle(options.title) : "";
  // The title is centred in the window, clear of the dots: the window is at least that wide.
  const titleWidth = title ? 2 * TITLE_INSET + textColumns(title) * charWidth : 0;
  const windowWidth = Math.ceil(
    Math.max(2 * WINDOW_PADDING_X + gutter + widest * charWidth, titleWidth),
  );
  const bar = frame ? FRAME_BAR : 0;
  const windowHeight = bar + 2 * WINDOW_PADDING_Y + rows.length * lineHeight;
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
    if (title)
      parts.push(
        `<text x="${padding + windowWidth / 2}" y="${dotY + fontSize * 0.35}" text-anchor="middle" fill="${escapeXml(code.foreground)}" fill-opacity="0.7" xml:space="preserve">${escapeXml(title)}</text>`,
      );
  }
  const top = padding + bar + WINDOW_PADDING_Y;
  const left = padding + WINDOW_PADDING_X;
  const mark = code.dark ? "#ffffff" : "#000000";
  rows.forEach(({ line, first, tokens }, i) => {
    const y = top + i * lineHeight;
    const baseline = y + (lineHeight + fontSize * 0.7) / 2;
    if (highlighted.has(line))
      parts.push(
        `<rect x="${padding}" y="${y}" width="${windowWidth}" height="${lineHeight}" fill="${mark}" fill-opacity="${code.dark ? 0.1 : 0.07}"/>`,
      );
    if (lineNumbers && first)
      parts.push(
        `<text x="${left + gutter - 2 * charWidth}" y="${baseline}" text-anchor="end" fill="${escapeXml(code.foreground)}" fill-opacity="0.45">${line}</text>`,
      );
    if (tokens.length > 0)
      parts.push(
        `<text x="${left + gutter}" y="${baseline}" fill="${escapeXml(code.foreground)}" xml:space="preserve">${rowSpans(tokens, left + gutter, charWidth)}</text>`,
      );
  });
  parts.push("</svg>");
  return { svg: parts.join(""), width, height };
}
