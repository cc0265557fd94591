// Lays plain text out on pages: tabs to their stops, long lines wrapped at spaces (a word wider
// than the line is broken between characters, never run off the page), a form feed starts a new
// page. Pure: widths come from a function, so the same layout drives the PDF and the preview.

export interface PageBox {
  /** Width and height of the page, in points (1/72 inch). */
  width: number;
  height: number;
  /** Margins in points, the same on all four sides. */
  margin: number;
}

export interface LayoutOptions {
  fontSize: number;
  /** Distance between baselines as a multiple of the font size (1.4 = 140 %). */
  lineHeight: number;
  /** Columns between tab stops. */
  tabWidth: number;
  /** "words": break at spaces, a longer word between characters; "characters": at the edge. */
  wrap: "words" | "characters";
  /** Lines the header and footer (title, page numbers) take from each page. */
  reservedLines: number;
}

/** Width of a string in points at the layout's font size. */
export type MeasureText = (text: string) => number;

export interface Layout {
  /** Each page's lines, as drawn from the top. */
  pages: string[][];
  /** How many text lines fit on one page. */
  linesPerPage: number;
  /** The width a line may take, in points. */
  lineWidth: number;
}

/** Why the page has no room for text with these settings; null when it has. */
export function layoutProblem(box: PageBox, options: LayoutOptions): string | null {
  const lineWidth = box.width - 2 * box.margin;
  const lines = Math.floor((box.height - 2 * box.margin) / (options.fontSize * options.lineHeight));
  if (lineWidth < options.fontSize * 2 || lines - options.reservedLines < 1)
    return "The margins leave no room for text on this page: make them smaller, or the font size smaller.";
  return null;
}

/** Tabs replaced by spaces up to the next stop, counted in characters from the line's start. */
export function expandTabs(line: string, tabWidth: number): string {
  if (!line.includes("\t")) return line;
  let out = "";
  let column = 0;
  for (const char of line) {
    if (char === "\t") {
      const spaces = tabWidth - (column % tabWidth);
      out += " ".repeat(spaces);
      column += spaces;
    } else {
      out += char;
      column += 1;
    }
  }
  return out;
}

const COMBINING = /^\p{M}/u;

/**
 * `text` cut into pieces no wider than `width`, between characters (a combining mark stays with
 * the letter before it). A single character wider than the line is a piece of its own.
 */
function breakAnywhere(text: string, width: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of text) {
    if (piece !== "" && !COMBINING.test(char) && measure(piece + char) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

/** One line of text (no line breaks in it) wrapped to `width`. */
export function wrapLine(
  line: string,
  width: number,
  measure: MeasureText,
  wrap: LayoutOptions["wrap"],
): string[] {
  if (measure(line) <= width) return [line];
  if (wrap === "characters") return breakAnywhere(line, width, measure);
  const lines: string[] = [];
  let current = "";
  // Runs of spaces and of other characters, in order: "a  bc d" → "a", "  ", "bc", " ", "d".
  for (const run of line.match(/ +|[^ ]+/g) ?? []) {
    const candidate = current + run;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (run.startsWith(" ")) {
      // Spaces at a break are dropped: the next line starts with the next word.
      if (current !== "") lines.push(current);
      current = "";
      continue;
    }
    if (current.trim() !== "") lines.push(current.trimEnd());
    if (measure(run) <= width) {
      current = run;
      continue;
    }
    const pieces = breakAnywhere(run, width, measure);
    lines.push(...pieces.slice(0, -1));
    current = pieces.at(-1) ?? "";
  }
  if (current !== "" || lines.length === 0) lines.push(current);
  return lines;
}

/**
 * The text laid out on pages of `box`. Line ends may be \n, \r\n or \r; a form feed (\f) ends the
 * page; an empty text is one empty page. `onLine` is told how far the layout is (0 to 1).
 */
export function layoutText(
  text: string,
  box: PageBox,
  options: LayoutOptions,
  measure: MeasureText,
  onProgress?: (fraction: number) => void,
): Layout {
  const lineWidth = box.width - 2 * box.margin;
  const linesPerPage =
    Math.floor((box.height - 2 * box.margin) / (options.fontSize * options.lineHeight)) -
    options.reservedLines;
  const pages: string[][] = [[]];
  const newPage = () => pages.push([]);
  const sourceLines = text.split(/\r\n|\r|\n/);
  const every = Math.max(1, Math.floor(sourceLines.length / 100));
  sourceLines.forEach((sourceLine, index) => {
    if (onProgress && index % every === 0) onProgress(index / sourceLines.length);
    const sections = sourceLine.split("\f");
    sections.forEach((section, sectionIndex) => {
      if (sectionIndex > 0) newPage();
      // A form feed alone on its line only turns the page.
      if (section === "" && sections.length > 1) return;
      const expanded = expandTabs(section, options.tabWidth);
      for (const line of wrapLine(expanded, lineWidth, measure, options.wrap)) {
        if (pages[pages.length - 1].length === linesPerPage) newPage();
        pages[pages.length - 1].push(line);
      }
    });
  });
  return { pages, linesPerPage, lineWidth };
}
