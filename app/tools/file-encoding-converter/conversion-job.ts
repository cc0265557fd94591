// One conversion as the page asks for it: pasted text, or a file whose encoding is detected (or
// chosen). Text is converted on the page when small; files always go to the worker.
import type { DecoderFactory } from "~/lib/text/text-encodings";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import { type Analyse, type Detection, detectEncoding } from "~/lib/text/encoding-detection";
import { type Conversion, type ConversionOptions, convert } from "./file-encoding-converter";

/** The source encoding picked by detection. */
export const AUTO_SOURCE = "auto";

export type ConversionJob =
  | { kind: "text"; text: string; options: ConversionOptions }
  | { kind: "file"; file: Blob; source: string; options: ConversionOptions };

export interface ConversionJobResult extends Conversion {
  /** What detection said about the file (null for text). */
  detection: Detection | null;
}

export function convertTextJob(
  job: Extract<ConversionJob, { kind: "text" }>,
  decoders: DecoderFactory,
): ConversionJobResult {
  return { ...convert({ kind: "text", text: job.text }, job.options, decoders), detection: null };
}

export async function convertFileJob(
  job: Extract<ConversionJob, { kind: "file" }>,
  decoders: DecoderFactory,
  analyse: Analyse,
  progress?: ProgressReporter,
): Promise<ConversionJobResult> {
  const bytes = new Uint8Array(await job.file.arrayBuffer());
  progress?.(0.2);
  const detection = detectEncoding(bytes, analyse);
  progress?.(0.4);
  const encoding = job.source === AUTO_SOURCE ? detection.candidates[0].encoding : job.source;
  const conversion = convert({ kind: "bytes", bytes, encoding }, job.options, decoders);
  return { ...conversion, detection };
}
