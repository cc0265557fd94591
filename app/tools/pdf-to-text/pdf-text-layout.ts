// A PDF page's text, from the pieces pdf.js finds on it (a string at a position, in the order the
// PDF draws them). Pure: no pdf.js here, so it is tested with pieces made by hand as well as with
// real PDFs. Two modes, as poppler's pdftotext has:
// - "reading": lines in the order the page draws them (a producer draws a column before the next),
//   the lines of a paragraph joined into one, paragraphs apart by a blank line; a word broken by a
//   hyphen at a line end is joined with its hyphen kept, as the PDF has it.
// - "layout": the page as a grid of characters, every line at its height and every piece at its
//   column, so columns and tables stay aligned with spaces (like `pdftotext -layout`).

export interface TextPiece {
  text: string;
  /** Left end of the baseline, in PDF units (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** The font size, in PDF units. */
  size: number;
  /** The PDF ends a line after this piece. */
  endsLine: boolean;
}

export type LayoutMode = "reading" | "layout";

interface Line {
  pieces: TextPiece[];
  y: number;
  size: number;
  left: number;
}

/** Whether two pieces sit on the same baseline: within half the smaller font size. */
const sameBaseline = (a: number, b: number, size: number) => Math.abs(a - b) <= size * 0.5;

/** A gap wider than a fifth of the font size between two pieces is a space the PDF did not draw. */
function joinPieces(pieces: TextPiece[]): string {
  let text = "";
  let end: number | null = null;
  for (const piece of pieces) {
    if (
      end !== null &&
      piece.x - end > piece.size * 0.2 &&
      !/\s$/.test(text) &&
      !/^\s/.test(piece.text)
    )
      text += " ";
    text += piece.text;
    end = piece.x + piece.width;
  }
  return text.trim() === "" ? "" : text.trimEnd();
}

/** Lines in drawing order: a new line where the PDF ends one or the baseline moves. */
function linesInDrawingOrder(pieces: readonly TextPiece[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let lineEnded = false;
  for (const piece of pieces) {
    if (piece.text === "") {
      if (piece.endsLine) lineEnded = true;
      continue;
    }
    const size = piece.size > 0 ? piece.size : 1;
    const last = current?.pieces[current.pieces.length - 1];
    const continues =
      current !== null &&
      !lineEnded &&
      sameBaseline(piece.y, current.y, Math.min(size, current.size)) &&
      // Far back to the left on the same height: another column's line, not this one's.
      last !== undefined &&
      piece.x >= last.x + last.width - size * 2;
    if (continues && current) current.pieces.push(piece);
    else {
      current = { pieces: [piece], y: piece.y, size, left: piece.x };
      lines.push(current);
    }
    lineEnded = piece.endsLine;
  }
  return lines;
}

/** A word broken at the line's end by a hyphen (not a dash standing alone). */
const endsWithBreakHyphen = (text: string) => /[\p{L}\p{N}][-\u2010\u00ad]$/u.test(text);

function readingText(pieces: readonly TextPiece[]): string {
  const lines = linesInDrawingOrder(pieces)
    .map((line) => ({ ...line, text: joinPieces(line.pieces) }))
    .filter((line) => line.text !== "");
  const paragraphs: string[] = [];
  let paragraph = "";
  let previous: (typeof lines)[number] | null = null;
  for (const line of lines) {
    const lineHeight = Math.max(line.size, previous?.size ?? 0) * 1.2;
    const drop = previous ? previous.y - line.y : 0;
    // A new paragraph: a gap of more than half an empty line, a move up the page (the next column),
    // a change of font size (a heading and its text), or a first line indented by an em or more.
    const breaks =
      previous === null ||
      drop > lineHeight * 1.5 ||
      drop < line.size * 0.5 ||
      Math.abs(line.size - previous.size) > previous.size * 0.15 ||
      line.left > previous.left + line.size;
    if (breaks) {
      if (paragraph) paragraphs.push(paragraph);
      paragraph = line.text;
    } else {
      paragraph = endsWithBreakHyphen(paragraph)
        ? paragraph + line.text.trimStart()
        : `${paragraph} ${line.text.trimStart()}`;
    }
    previous = line;
  }
  if (paragraph) paragraphs.push(paragraph);
  return paragraphs.join("\n\n");
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function layoutText(pieces: readonly TextPiece[]): string {
  const drawn = pieces.filter((piece) => piece.text.trim() !== "");
  if (drawn.length === 0) return "";
  // The width of a column of the grid: the typical width of a character on the page.
  const charWidth =
    median(drawn.map((piece) => piece.width / [...piece.text].length).filter((w) => w > 0)) || 1;
  // A loop, not Math.min(...): a page can have more pieces than a call takes arguments.
  let left = Infinity;
  for (const piece of drawn) left = Math.min(left, piece.x);
  // Rows from the top of the page down: pieces on one baseline share a row.
  const byHeight = [...drawn].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; size: number; pieces: TextPiece[] }[] = [];
  for (const piece of byHeight) {
    const row = rows[rows.length - 1];
    if (row && sameBaseline(piece.y, row.y, Math.min(piece.size, row.size) || 1))
      row.pieces.push(piece);
    else rows.push({ y: piece.y, size: piece.size || 1, pieces: [piece] });
  }
  const lineHeight = median(rows.map((row) => row.size)) * 1.2 || 1;
  const out: string[] = [];
  let previousY: number | null = null;
  for (const row of rows) {
    if (previousY !== null) {
      // Empty lines where the page leaves them, at most two in a row.
      const empty = Math.min(2, Math.round((previousY - row.y) / lineHeight) - 1);
      for (let i = 0; i < empty; i++) out.push("");
    }
    let line = "";
    for (const piece of row.pieces.sort((a, b) => a.x - b.x)) {
      const column = Math.round((piece.x - left) / charWidth);
      const at = Math.max(column, line.length === 0 ? 0 : line.length + 1);
      line = line.padEnd(at, " ") + piece.text;
    }
    out.push(line.trimEnd());
    previousY = row.y;
  }
  return out.join("\n");
}

/** The text of one page in the chosen mode; "" when the page has no text. */
export function pageText(pieces: readonly TextPiece[], mode: LayoutMode): string {
  return mode === "layout" ? layoutText(pieces) : readingText(pieces);
}

/**
 * The page's pieces with others drawn over it (a form field's value, which a PDF draws as an
 * annotation after the page's content), each put where it reads: after the piece to its left on
 * its baseline ("Name:" then "Ada Lovelace"), else before the first piece below it, else at the end.
 * Layout mode places pieces by position anyway; reading order follows this order.
 */
export function withPiecesPlaced(
  pieces: readonly TextPiece[],
  added: readonly TextPiece[],
): TextPiece[] {
  const all = [...pieces];
  for (const piece of added) {
    const size = piece.size > 0 ? piece.size : 1;
    let after = -1;
    for (const [i, other] of all.entries()) {
      if (other.text === "" || !sameBaseline(other.y, piece.y, Math.min(size, other.size || 1)))
        continue;
      if (other.x + other.width <= piece.x + size && (after < 0 || other.x >= all[after].x))
        after = i;
    }
    if (after >= 0) {
      // The line the PDF ended after that piece now ends after this one.
      const before = all[after];
      all.splice(after, 1, { ...before, endsLine: false }, { ...piece, endsLine: before.endsLine });
      continue;
    }
    const below = all.findIndex((other) => other.text !== "" && other.y < piece.y - size * 0.5);
    const placed = { ...piece, endsLine: true };
    if (below < 0) all.push(placed);
    else all.splice(below, 0, placed);
  }
  return all;
}
