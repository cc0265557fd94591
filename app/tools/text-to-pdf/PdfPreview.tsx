// The first pages of the PDF as the layout made them: the same lines, line breaks and page breaks,
// drawn to scale. The letters are the browser's own monospaced or sans-serif font (the PDF's are
// DejaVu and Noto), so a line may look a little longer or shorter here than on paper, never broken
// elsewhere. Each line takes its direction from its first strong letter, as the PDF's paragraphs
// do: a right-to-left line stands at the right margin.
import type { PdfResult } from "./pdf-options";

/** Width of a page on screen, in CSS pixels. */
const PAGE_PX = 300;

export function PdfPreview({ result }: { result: PdfResult }) {
  const { box, preview, pageCount, options } = result;
  const scale = PAGE_PX / box.width;
  const size = options.fontSize * scale;
  const advance = options.fontSize * options.lineHeight * scale;
  const header = options.header.trim();
  const headerLines = header ? 2 : 0;
  const linesPerPage = Math.floor(
    (box.height - 2 * box.margin) / (options.fontSize * options.lineHeight) - result.reservedLines,
  );
  const top = (row: number) => box.margin * scale + row * advance;
  const lineStyle = (row: number): React.CSSProperties => ({
    top: top(row),
    left: box.margin * scale,
    width: (box.width - 2 * box.margin) * scale,
    fontSize: size,
    lineHeight: `${size * 1.2}px`,
  });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The first {preview.length === 1 ? "page" : `${preview.length} pages`}, with the PDF's line
        and page breaks:
      </p>
      <div className="flex flex-wrap gap-4">
        {preview.map((lines, index) => (
          <div
            key={index}
            role="img"
            aria-label={`Page ${index + 1} of ${pageCount}`}
            className={`relative overflow-hidden border border-slate-300 bg-white text-slate-900 shadow-sm dark:border-slate-600 ${
              options.font === "mono" ? "font-mono" : "font-sans"
            }`}
            style={{ width: PAGE_PX, height: box.height * scale }}
          >
            {header && (
              <div dir="auto" className="absolute whitespace-pre" style={lineStyle(0)}>
                {header}
              </div>
            )}
            {lines.map((line, row) => (
              <div
                key={row}
                dir="auto"
                className="absolute whitespace-pre"
                style={lineStyle(row + headerLines)}
              >
                {line}
              </div>
            ))}
            {options.pageNumbers && (
              <div
                className="absolute inset-x-0 text-center"
                style={{ ...lineStyle(headerLines + linesPerPage + 1), left: 0, width: "auto" }}
              >
                Page {index + 1} of {pageCount}
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
