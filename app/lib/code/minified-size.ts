// The minifier pages' sizes: the input's bytes, the output's, and the output gzipped, with the
// sentence shown under the output ("Original 12.4 KB → 7.1 KB (−42.7 %), 2.3 KB gzipped").
import { gzippedSize } from "./gzip-size";
import { formatBytes } from "~/lib/browser/read-file";
import { ToolError } from "~/lib/tool-error";

export interface MinifiedSizes {
  /** UTF-8 bytes of the input. */
  original: number;
  /** UTF-8 bytes of the result. */
  minified: number;
  /** Bytes of the result compressed with gzip. */
  gzipped: number;
}

let encoder: TextEncoder | undefined;

export async function measureMinified(source: string, minified: string): Promise<MinifiedSizes> {
  encoder ??= new TextEncoder();
  const bytes = encoder.encode(minified);
  return {
    original: encoder.encode(source).length,
    minified: bytes.length,
    gzipped: await gzippedSize(bytes),
  };
}

/** "−42.7 %" (a real minus sign) or "+3.0 %" when the result is larger; "0.0 %" when equal. */
export function sizeChange(original: number, minified: number): string {
  if (original === 0) return "0.0 %";
  const percent = ((minified - original) / original) * 100;
  const magnitude = Math.abs(percent).toFixed(1);
  if (magnitude === "0.0") return "0.0 %";
  return `${percent < 0 ? "\u2212" : "+"}${magnitude} %`;
}

export function describeSizes({ original, minified, gzipped }: MinifiedSizes): string {
  return `Original ${formatBytes(original)} → ${formatBytes(minified)} (${sizeChange(original, minified)}), ${formatBytes(gzipped)} gzipped`;
}

/** Minifying blank input is a mistake worth saying, not an empty success. */
export function assertHasCode(source: string, language: string): void {
  if (source.trim() === "") {
    throw new ToolError(`The input is empty: paste or type some ${language} to minify.`);
  }
}

/** What a minifier's worker returns. */
export interface MinifyResult {
  code: string;
  sizes: MinifiedSizes;
  /** Problems in the input that did not stop the minifier, each with its position. */
  warnings: string[];
}

/** The text of a minifier's result (the pages' outputText). */
export const minifiedCode = (result: MinifyResult) => result.code;
