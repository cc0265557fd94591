// The Code Renderer's worker core: highlights the code with shiki (TextMate grammars on a
// JavaScript regular-expression engine, no WebAssembly), loading each grammar, theme and the font
// on first use, and draws the SVG. Highlighting and drawing 2,000 lines stay off the main thread.
import { type HighlighterCore, createHighlighterCore } from "@shikijs/core";
import { createJavaScriptRegexEngine } from "@shikijs/engine-javascript";
import boldFontUrl from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2?url";
import regularFontUrl from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url";
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import {
  AUTO_DETECT,
  LANGUAGES,
  MAX_COLUMNS,
  PLAIN_TEXT,
  PREVIEW_LINES,
  THEMES,
} from "./code-languages";
import { detectLanguage } from "./detect-language";
import { LANGUAGE_LOADERS, THEME_LOADERS } from "./grammar-loaders";
import { rowCount } from "./code-rows";
import {
  type Background,
  type CodeToken,
  expandTabs,
  parseLineList,
  renderCodeSvg,
} from "./render-code-svg";

export interface CodeRenderJob {
  code: string;
  language: string;
  theme: string;
  tabWidth: number;
  fontSize: number;
  padding: number;
  background: Background;
  frame: boolean;
  title: string;
  lineNumbers: boolean;
  /** "3, 5-7". */
  highlightLines: string;
}

export interface CodeRenderResult {
  svg: string;
  /**
   * The first PREVIEW_LINES lines alone, for the page to show when the code is longer: the browser
   * paints an SVG image on the page's main thread, and 2,000 lines of it took 0.7 s.
   */
  previewSvg: string | null;
  width: number;
  height: number;
  /** The language used (the one detected, for "Detect"). */
  language: string;
  lineCount: number;
  /** Rows of the picture: the lines, and the rows that lines longer than MAX_COLUMNS wrap onto. */
  rowCount: number;
  /** Lines longer than MAX_COLUMNS columns, wrapped onto the next rows. */
  wrappedLines: number;
}

/** More would make an SVG too large to show or turn into a PNG. */
export const MAX_LINES = 5_000;
/**
 * Rows of a line longer than this are drawn uncoloured: the grammar engine's time grows with the
 * line (a minified file's one line), and the rows still show every character.
 */
export const MAX_HIGHLIGHTED_LINE = 20_000;

let highlighter: Promise<HighlighterCore> | null = null;
let fonts: Promise<{ regular: string; bold: string }> | null = null;

async function dataUrl(url: string): Promise<string> {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:font/woff2;base64,${btoa(binary)}`;
}

async function highlighterWith(language: string, theme: string): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [],
    langs: [],
    // Forgiving: a pattern the JavaScript engine cannot express matches nothing instead of failing.
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  const ready = await highlighter;
  if (!ready.getLoadedThemes().includes(theme))
    await ready.loadTheme((await THEME_LOADERS[theme]()).default);
  if (language !== PLAIN_TEXT && !ready.getLoadedLanguages().includes(language))
    await ready.loadLanguage((await LANGUAGE_LOADERS[language]()).default);
  return ready;
}

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;

/**
 * The code's tokens with their colours and styles in `theme`. No time limit per line: shiki's
 * default (500 ms) stops a line mid-way and leaves the rest in the scope it was in, which in
 * WebKitGTK's slower first run coloured a whole line as a comment or a keyword as a name, and
 * differently from run to run. The worker runs this, and the page can cancel it.
 */
export async function highlightedTokens(code: string, language: string, theme: string) {
  const ready = await highlighterWith(language, theme);
  const result = ready.codeToTokens(code, {
    lang: language,
    theme,
    tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE,
    tokenizeTimeLimit: 0,
  });
  const lines = result.tokens.map((tokens) =>
    tokens.map<CodeToken>((token) => ({
      text: token.content,
      color: token.color,
      italic: ((token.fontStyle ?? 0) & ITALIC) !== 0,
      bold: ((token.fontStyle ?? 0) & BOLD) !== 0,
      underline: ((token.fontStyle ?? 0) & UNDERLINE) !== 0,
    })),
  );
  return { lines, fg: result.fg, bg: result.bg };
}

/** The code as the picture draws it: one kind of line end, no last empty line, tabs expanded. */
export const codeAsDrawn = (code: string, tabWidth: number) =>
  expandTabs(code.replace(/\r\n?/g, "\n").replace(/\n$/, ""), tabWidth);

export async function renderCode(job: CodeRenderJob): Promise<CodeRenderResult> {
  const code = codeAsDrawn(job.code, job.tabWidth);
  const lineCount = code.split("\n").length;
  if (lineCount > MAX_LINES)
    throw new ToolError(
      `The code has ${groupedCount(lineCount)} lines; a picture takes at most ${groupedCount(MAX_LINES)}.`,
    );
  // Counted before highlighting: a minified file's single line is refused at once.
  const rows = rowCount(code);
  if (rows > MAX_LINES)
    throw new ToolError(
      `With lines longer than ${MAX_COLUMNS} columns wrapped, the code makes ${groupedCount(rows)} rows; a picture takes at most ${groupedCount(MAX_LINES)}.`,
    );
  const language = job.language === AUTO_DETECT ? detectLanguage(code) : job.language;
  if (!LANGUAGES.some((l) => l.value === language) || !THEMES.some((t) => t.value === job.theme))
    throw new ToolError("Choose a language and a theme from the lists.");
  const highlighted = parseLineList(job.highlightLines, lineCount);
  fonts ??= Promise.all([dataUrl(regularFontUrl), dataUrl(boldFontUrl)]).then(
    ([regular, bold]) => ({
      regular,
      bold,
    }),
  );
  const [{ lines, fg, bg }, embedded] = await Promise.all([
    highlightedTokens(code, language, job.theme),
    fonts,
  ]);
  const dark = THEMES.find((t) => t.value === job.theme)?.dark ?? true;
  const highlightedCode = {
    lines,
    foreground: fg ?? (dark ? "#e5e7eb" : "#111827"),
    background: bg ?? (dark ? "#0f172a" : "#ffffff"),
    dark,
  };
  const options = {
    fontSize: job.fontSize,
    padding: job.padding,
    background: job.background,
    frame: job.frame,
    title: job.title,
    lineNumbers: job.lineNumbers,
    highlighted,
    fonts: embedded,
  };
  const { svg, width, height } = renderCodeSvg(highlightedCode, options);
  const previewSvg =
    rows > PREVIEW_LINES
      ? renderCodeSvg(
          { ...highlightedCode, lines: lines.slice(0, PREVIEW_LINES) },
          { ...options, maxRows: PREVIEW_LINES },
        ).svg
      : null;
  const wrappedLines = code.split("\n").filter((line) => rowCount(line) > 1).length;
  return { svg, previewSvg, width, height, language, lineCount, rowCount: rows, wrappedLines };
}
