// Test PDFs made, and read back, by the native reference tools: ghostscript and groff make PDFs the
// way different producers do, poppler's pdftotext is the oracle for their text, qpdf encrypts and
// checks. Node only.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";

/** A PDF from PostScript, by ghostscript's pdfwrite. */
export function pdfFromPostScript(postScript: string, file: string): void {
  const source = `${file}.ps`;
  writeFileSync(source, postScript);
  execFileSync("gs", [
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-sDEVICE=pdfwrite",
    `-sOutputFile=${file}`,
    source,
  ]);
}

/** A PDF from troff text (ms macros): justified paragraphs, hyphenation, headings, page numbers. */
export function pdfFromGroff(troff: string, file: string): void {
  const pdf = execFileSync("groff", ["-ms", "-Tpdf"], { input: troff, maxBuffer: 1 << 28 });
  writeFileSync(file, pdf);
}

/** What pdftotext reads from a PDF (reading order, or -layout). */
export function pdftotext(
  file: string,
  { layout = false, password }: { layout?: boolean; password?: string } = {},
): string {
  const args = [...(layout ? ["-layout"] : []), ...(password ? ["-upw", password] : []), file, "-"];
  return execFileSync("pdftotext", args, { encoding: "utf8", maxBuffer: 1 << 28 });
}

/** A copy of `file` that opens with `password` only (AES-256). */
export function encryptPdf(file: string, out: string, password: string): void {
  execFileSync("qpdf", ["--encrypt", password, `${password}-owner`, "256", "--", file, out]);
}

/** The words of a text, in order (any run of whitespace separates them). */
export const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/**
 * How many of the oracle's words the text has, in the same order, as a share of the oracle's:
 * the longest common subsequence of the two word lists over the oracle's length.
 */
export function wordAgreement(text: string, oracle: string): number {
  const a = wordsOf(text);
  const b = wordsOf(oracle);
  if (b.length === 0) return a.length === 0 ? 1 : 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++)
      row[j] = word === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    previous = row;
  }
  return previous[b.length] / b.length;
}

/** A groff essay: a title, numbered headings, justified and hyphenated paragraphs over two pages. */
export const ESSAY_TROFF = `.TL
On Reading Machines
.AU
A. Writer
.NH
Beginnings
.PP
${"The quick brown fox jumps over the lazy dog while the reader keeps every word in order. ".repeat(12)}
.PP
Internationalization, characterization and incomprehensibility make long words that break at line ends.
${"Second paragraph text continues with plain words for the reader to count. ".repeat(10)}
.NH
Endings
.PP
${"A final section of prose that fills the rest of the page and spills onto the next one. ".repeat(40)}
`;

/** Three pages in Helvetica: two columns, a page with only a picture (a scan), a small table. */
export const COLUMNS_POSTSCRIPT = `%!PS
/Helvetica findfont 11 scalefont setfont
72 720 moveto (Left column first line of text.) show
72 706 moveto (Left column second line here.) show
320 720 moveto (Right column starts here.) show
320 706 moveto (Right column ends here.) show
showpage
0.5 setgray 72 72 400 600 rectfill
showpage
/Helvetica findfont 11 scalefont setfont
72 720 moveto (Third page: Name  Price) show
72 706 moveto (Apples  1.20) show
showpage
`;
