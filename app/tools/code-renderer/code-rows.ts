// The picture's rows: lines longer than MAX_COLUMNS columns wrapped onto the next rows (a picture of
// a minified file would otherwise be millions of pixels wide), columns counted as editors count
// them (column-width.ts), and a window title cut to fit.
import { MAX_COLUMNS } from "./code-languages";
import { characterColumns, isAllNarrow, textColumns } from "./column-width";

/** A piece of a line in one colour and style, as the highlighter gives it. */
export interface CodeToken {
  text: string;
  color?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** A longer window title is cut with "…". */
export const MAX_TITLE_COLUMNS = 100;

/** One row of the picture: a line of code, or the continuation of a wrapped one. */
export interface CodeRow {
  /** The 1-based line it belongs to. */
  line: number;
  /** Whether it is the line's first row (the one with the line number). */
  first: boolean;
  tokens: CodeToken[];
}

/**
 * The lines as rows of at most `maxColumns` columns: a longer line continues on the next rows,
 * broken between characters (a combining mark stays with its letter, a token keeps its colour).
 */
export function wrapRows(lines: CodeToken[][], maxColumns = MAX_COLUMNS): CodeRow[] {
  const rows: CodeRow[] = [];
  lines.forEach((tokens, index) => {
    const line = index + 1;
    let row: CodeRow = { line, first: true, tokens: [] };
    let used = 0;
    for (const token of tokens) {
      if (used + textColumns(token.text) <= maxColumns) {
        row.tokens.push(token);
        used += textColumns(token.text);
        continue;
      }
      if (isAllNarrow(token.text)) {
        // One column per UTF-16 unit: cut by position (a minified file's line has a million).
        let at = 0;
        while (at < token.text.length) {
          if (used === maxColumns) {
            rows.push(row);
            row = { line, first: false, tokens: [] };
            used = 0;
          }
          const piece = token.text.slice(at, at + maxColumns - used);
          row.tokens.push({ ...token, text: piece });
          used += piece.length;
          at += piece.length;
        }
        continue;
      }
      let piece = "";
      for (const character of token.text) {
        const width = characterColumns(character);
        if (width > 0 && used + width > maxColumns && used > 0) {
          if (piece !== "") row.tokens.push({ ...token, text: piece });
          rows.push(row);
          row = { line, first: false, tokens: [] };
          piece = "";
          used = 0;
        }
        piece += character;
        used += width;
      }
      if (piece !== "") row.tokens.push({ ...token, text: piece });
    }
    rows.push(row);
  });
  return rows;
}

/** How many rows `code` (plain lines) makes once wrapped, as wrapRows wraps it, without highlighting it. */
export function rowCount(code: string, maxColumns = MAX_COLUMNS): number {
  let rows = 0;
  for (const line of code.split("\n")) {
    rows++;
    // No character takes more than two columns, nor a UTF-16 unit more than one character.
    if (line.length * 2 <= maxColumns) continue;
    if (isAllNarrow(line)) {
      rows += Math.max(0, Math.ceil(line.length / maxColumns) - 1);
      continue;
    }
    let used = 0;
    for (const character of line) {
      const width = characterColumns(character);
      if (width > 0 && used + width > maxColumns && used > 0) {
        rows++;
        used = 0;
      }
      used += width;
    }
  }
  return rows;
}

/** A title longer than `maxColumns` columns cut to fit, with "…". */
export function fittedTitle(title: string, maxColumns = MAX_TITLE_COLUMNS): string {
  if (textColumns(title) <= maxColumns) return title;
  let cut = "";
  let used = 0;
  for (const character of title) {
    used += characterColumns(character);
    if (used > maxColumns - 1) break;
    cut += character;
  }
  return `${cut}…`;
}
