// What the QR and Barcode Reader found: each code's kind, text and payload fields, and the picture
// with each code outlined and numbered as in the list. A link is shown as a link the user may follow;
// nothing is opened by itself.
import { Copy } from "lucide-react";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import { PanelButton } from "~/ui/panels/PanelButton";
import { PAYLOAD_TITLE, isWebLink } from "./code-payload";
import type { FoundCode, QrCodeReaderResult } from "./qr-code-reader-job";

/** The text of every code, as Copy and Download give it: one code's exactly, several's a blank line apart. */
export function codesText(codes: readonly FoundCode[]): string {
  return codes.map((code) => code.text).join("\n\n");
}

/** Bytes as hexadecimal pairs, 16 to a line, the first 4,096 of them. */
export function hexOf(bytes: Uint8Array): string {
  const shown = [...bytes.subarray(0, 4096)].map((byte) => byte.toString(16).padStart(2, "0"));
  const lines: string[] = [];
  for (let i = 0; i < shown.length; i += 16) lines.push(shown.slice(i, i + 16).join(" "));
  return bytes.length > 4096 ? `${lines.join("\n")}\n…` : lines.join("\n");
}

/** "QR Code · error correction M", "EAN-13". */
export function codeHeading(code: FoundCode): string {
  return code.errorCorrection
    ? `${code.kind} · error correction ${code.errorCorrection}`
    : code.kind;
}

function FieldValue({ value }: { value: string }) {
  if (!isWebLink(value)) return <>{value}</>;
  return (
    <a
      href={value}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-blue-700 underline dark:text-blue-400"
    >
      {value}
    </a>
  );
}

export function CodeList({ codes }: { codes: readonly FoundCode[] }) {
  const copy = useCopyWithFeedback();
  return (
    <ol aria-label="Codes found" className="flex flex-col gap-3">
      {codes.map((code, index) => (
        <li
          key={index}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">
              {index + 1}. {codeHeading(code)}
            </h3>
            <span className="ml-auto">
              <PanelButton
                icon={Copy}
                label={`Copy text of code ${index + 1}`}
                onClick={() => void copy(code.text)}
              />
            </span>
          </div>
          <pre className="max-h-48 overflow-auto rounded bg-slate-50 p-2 font-mono text-sm break-all whitespace-pre-wrap dark:bg-slate-900">
            {code.binary ? hexOf(code.bytes) : code.text}
          </pre>
          {code.binary && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Binary content, {code.bytes.length} bytes, shown in hexadecimal: it is not text in any
              character set the reader knows. Copy and Download give the bytes read as Latin-1.
            </p>
          )}
          {code.fields.length > 0 && (
            <section aria-label={`${PAYLOAD_TITLE[code.payload.kind]} of code ${index + 1}`}>
              <h4 className="text-sm font-medium">{PAYLOAD_TITLE[code.payload.kind]}</h4>
              <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                {code.fields.map((field, fieldIndex) => (
                  <div key={fieldIndex} className="contents">
                    <dt className="text-slate-700 dark:text-slate-300">{field.label}</dt>
                    <dd className="min-w-0 break-all">
                      <FieldValue value={field.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The picture, each code outlined by its corners and numbered as in the list. */
export function PictureWithOutlines({ url, result }: { url: string; result: QrCodeReaderResult }) {
  const { width, height, codes } = result;
  // Outlines keep a visible width whatever the picture's size.
  const stroke = Math.max(2, Math.round(Math.max(width, height) / 200));
  return (
    <figure className="flex flex-col gap-1">
      <div className="relative">
        <img src={url} alt="The picture read" className="block h-auto w-full rounded" />
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="absolute inset-0 h-full w-full"
          aria-hidden="true"
        >
          {codes.map((code, index) => {
            const points = code.corners.map(({ x, y }) => `${x},${y}`).join(" ");
            const { x, y } = code.corners[0];
            return (
              <g key={index}>
                <polygon points={points} fill="none" stroke="#16a34a" strokeWidth={stroke} />
                <text
                  x={x}
                  y={y}
                  dy={-stroke}
                  fill="#15803d"
                  stroke="white"
                  strokeWidth={stroke / 2}
                  paintOrder="stroke"
                  fontSize={stroke * 8}
                  fontFamily="sans-serif"
                  fontWeight="bold"
                >
                  {index + 1}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="text-sm text-slate-700 dark:text-slate-300">
        Each code found is outlined and numbered as in the list.
      </figcaption>
    </figure>
  );
}
