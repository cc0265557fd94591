// Text too large for the page's main thread: a source that is typed text or a file a worker reads
// itself, an output written in chunks that can end as a Blob, and a result the page shows in part.

/** What a converter reads: the editor's text, or a file too large for the editor (read by the worker). */
export type TextSource = { kind: "text"; text: string } | { kind: "file"; file: Blob };

/** A converter's work for its worker: where the input is, and the options. */
export interface ConverterJob<O> {
  source: TextSource;
  options: O;
}

/** A converter core that writes its output to a sink, telling its progress (0 to 1) if asked. */
export type TextWriter<O> = (
  text: string,
  options: O,
  out: TextSink,
  onProgress?: (fraction: number) => void,
) => void;

/** The source's text; a file is read as UTF-8 (a byte order mark is dropped). */
export async function readTextSource(source: TextSource): Promise<string> {
  return source.kind === "text" ? source.text : source.file.text();
}

/** Where a converter writes its output, piece by piece. */
export interface TextSink {
  write(text: string): void;
}

/** Pieces joined at a time: joining millions of small strings at once needs a huge temporary array. */
const PIECES_PER_CHUNK = 8192;

/** A TextSink that keeps the output as a few large strings, to end as one string or as a Blob. */
export class ChunkedText implements TextSink {
  private pieces: string[] = [];
  private readonly chunks: string[] = [];
  /** Characters written so far. */
  length = 0;

  write(text: string): void {
    this.pieces.push(text);
    this.length += text.length;
    if (this.pieces.length >= PIECES_PER_CHUNK) this.flush();
  }

  private flush(): void {
    if (this.pieces.length === 0) return;
    this.chunks.push(this.pieces.join(""));
    this.pieces = [];
  }

  toString(): string {
    this.flush();
    return this.chunks.join("");
  }

  /** The first `count` characters, without joining the rest. */
  head(count: number): string {
    this.flush();
    let head = "";
    for (const chunk of this.chunks) {
      if (head.length >= count) break;
      head += chunk.slice(0, count - head.length);
    }
    return head;
  }

  toBlob(mimeType: string): Blob {
    this.flush();
    return new Blob(this.chunks, { type: `${mimeType};charset=utf-8` });
  }
}

/**
 * A converter's result as the page gets it. Up to `PREVIEW_CHARS` characters it is all in `text`;
 * beyond, `text` is the beginning and `blob` the whole result, which Copy and Download take (a
 * Blob passes from the worker without a copy and stays off the page's heap).
 */
export interface ConvertedText {
  text: string;
  /** Length of the whole result. */
  characters: number;
  blob?: Blob;
}

/**
 * Longer results are shown in part, so showing one never blocks the page: laying out a textarea
 * of 100,000 characters of XML took 260–360 ms of Chromium's main thread (bench/converters-size.mjs).
 */
export const PREVIEW_CHARS = 20_000;

export function convertedText(
  output: ChunkedText,
  mimeType: string,
  previewChars = PREVIEW_CHARS,
): ConvertedText {
  if (output.length <= previewChars) {
    return { text: output.toString(), characters: output.length };
  }
  return {
    text: output.head(previewChars),
    characters: output.length,
    blob: output.toBlob(mimeType),
  };
}

/** The whole output of `write` as one string. */
export function writtenText<O>(text: string, options: O, write: TextWriter<O>): string {
  const out = new ChunkedText();
  write(text, options, out);
  return out.toString();
}

/**
 * A converter's worker job from its core: reads the source, converts it with progress (a few
 * reports a second), and returns the result (its beginning and a Blob when it is long).
 */
export function converterJob<O>(write: TextWriter<O>, mimeType: string) {
  return async (
    { source, options }: ConverterJob<O>,
    onProgress?: (fraction: number) => void,
  ): Promise<ConvertedText> => {
    const text = await readTextSource(source);
    const out = new ChunkedText();
    write(text, options, out, onProgress && throttledProgress(onProgress));
    return convertedText(out, mimeType);
  };
}

/** Least time between two progress reports: each one re-renders the page's status line. */
export const PROGRESS_INTERVAL_MS = 150;

/**
 * Wraps a progress reporter so it passes on the first report, then at most one every
 * `intervalMs` (and always the end): a worker posting every small advance would keep the page's
 * main thread busy re-rendering, and on a loaded machine that adds up to long tasks.
 */
export function throttledProgress(
  report: (fraction: number) => void,
  intervalMs = PROGRESS_INTERVAL_MS,
  now: () => number = () => performance.now(),
): (fraction: number) => void {
  let last = -Infinity;
  return (fraction) => {
    const time = now();
    if (time - last < intervalMs && fraction < 1) return;
    last = time;
    report(fraction);
  };
}
