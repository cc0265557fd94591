// Test PDFs made, and read back, by the native reference tools: ghostscript and groff make PDFs the
// way different producers do, poppler's pdftotext is the oracle for their text, qpdf encrypts and
// checks. Node only.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";

/** A PDF from PostScript, by ghostscript's pdfwrite (`settings`: more of its options). */
export function pdfFromPostScript(postScript: string, file: string, settings: string[] = []): void {
  const source = `${file}.ps`;
  writeFileSync(source, postScript);
  execFileSync("gs", [
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-sDEVICE=pdfwrite",
    ...settings,
    `-sOutputFile=${file}`,
    source,
  ]);
}

/** A PDF from troff text (ms macros unless told): justified paragraphs, hyphenation, headings. */
export function pdfFromGroff(troff: string, file: string, macros = "-ms"): void {
  const pdf = execFileSync("groff", [macros, "-Tpdf"], { input: troff, maxBuffer: 1 << 28 });
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
  let previous = new Uint32Array(b.length + 1);
  for (const word of a) {
    const row = new Uint32Array(b.length + 1);
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

/** A CJK character collection and the predefined CMap that reads UCS-2 codes into it. */
const CJK_COLLECTIONS = {
  japanese: {
    ordering: "Japan1",
    supplement: 6,
    cmap: "UniJIS-UCS2-H",
    font: "KozMinPr6N-Regular",
  },
  chinese: { ordering: "GB1", supplement: 5, cmap: "UniGB-UCS2-H", font: "AdobeSongStd-Light" },
  korean: {
    ordering: "Korea1",
    supplement: 2,
    cmap: "UniKS-UCS2-H",
    font: "AdobeMyungjoStd-Medium",
  },
} as const;

export type CjkLanguage = keyof typeof CJK_COLLECTIONS;

/**
 * A one-page PDF with a line of text in each language given, in fonts that are named and not
 * embedded, encoded with Adobe's predefined CMaps (as Acrobat's "Asian font pack" PDFs and many
 * CJK producers write them). Reading its text needs those CMaps: pdf.js loads them from its
 * `cMapUrl`, poppler from poppler-data. Written by hand because no CJK font is installed here for
 * ghostscript or groff to embed.
 */
export function cjkPdf(
  lines: readonly { language: CjkLanguage; text: string }[],
  file: string,
): void {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  const fontRefs: string[] = [];
  for (const [index, language] of (Object.keys(CJK_COLLECTIONS) as CjkLanguage[]).entries()) {
    const c = CJK_COLLECTIONS[language];
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName /${c.font} /Flags 4 /FontBBox [0 -120 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>`,
    );
    const cidFont = add(
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${c.font} /CIDSystemInfo << /Registry (Adobe) /Ordering (${c.ordering}) /Supplement ${c.supplement} >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 [278]] >>`,
    );
    const font = add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${c.font}-${c.cmap} /Encoding /${c.cmap} /DescendantFonts [${cidFont} 0 R] >>`,
    );
    fontRefs.push(`/F${index} ${font} 0 R`);
  }
  const ucs2 = (text: string) =>
    [...text]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (code > 0xffff) throw new Error(`${char} is outside UCS-2`);
        return code.toString(16).padStart(4, "0");
      })
      .join("");
  const languages = Object.keys(CJK_COLLECTIONS);
  const content = lines
    .map(
      ({ language, text }, i) =>
        `BT /F${languages.indexOf(language)} 18 Tf 72 ${720 - 36 * i} Td <${ucs2(text)}> Tj ET`,
    )
    .join("\n");
  const stream = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
  const pages = objects.length + 2;
  const page = add(
    `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << ${fontRefs.join(" ")} >> >> /Contents ${stream} 0 R >>`,
  );
  add(`<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  const catalog = add(`<< /Type /Catalog /Pages ${pages} 0 R >>`);
  let pdf = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(file, Buffer.from(pdf, "latin1"));
}
