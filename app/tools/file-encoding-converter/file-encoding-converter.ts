// Converts a file's bytes (or pasted text) to another encoding: decode, report what could not be
// read or written, encode, preview.
import { isOptionValue } from "~/lib/options";
import { type MalformedSequence, decodeBytes } from "~/lib/text/text-decode";
import { type UnmappableMode, encodeText } from "~/lib/text/text-encode";
import { type DecoderFactory, TEXT_ENCODINGS, sniffByteOrderMark } from "~/lib/text/text-encodings";
import { counted } from "~/lib/text/text-stats";
import { lineAndColumn } from "~/lib/tool-error";
import { codePointLabel } from "~/lib/text/utf8";
import { groupedCount } from "~/lib/number/count-text";

export const UNMAPPABLE_MODES: readonly { value: UnmappableMode; label: string }[] = [
  { value: "error", label: "Stop with an error" },
  { value: "question-mark", label: "Replace with ?" },
  { value: "html-entity", label: "HTML numeric entity" },
];

export const isUnmappableMode = (value: unknown): value is UnmappableMode =>
  isOptionValue(UNMAPPABLE_MODES, value);

export const DEFAULT_TARGET = "UTF-8";
/** The preview shows this many characters; Download always gives every byte. */
export const PREVIEW_CHARS = 100_000;
/** No offered encoding takes more than four bytes for one character. */
const MAX_BYTES_PER_CHAR = 4;
/** Unmappable characters and malformed sequences listed by position (all are counted). */
export const MAX_LISTED = 10;

export interface ConversionOptions {
  target: string;
  byteOrderMark: boolean;
  unmappable: UnmappableMode;
}

export type ConversionSource =
  { kind: "text"; text: string } | { kind: "bytes"; bytes: Uint8Array; encoding: string };

export interface LineEndings {
  crlf: number;
  lf: number;
  cr: number;
}

export interface LocatedCharacter {
  line: number;
  column: number;
  codePoint: number;
}

export interface Conversion {
  /** Bytes read (files only) and the characters they decoded to. */
  inputBytes: number | null;
  inputCharacters: number;
  /** How the bytes were read (files only). */
  decoding: {
    encoding: string;
    byteOrderMark: boolean;
    malformedCount: number;
    malformed: MalformedSequence[];
  } | null;
  lineEndings: LineEndings;
  unmappableCount: number;
  unmappable: LocatedCharacter[];
  /** The converted bytes; null when unmappable characters stopped the conversion. */
  output: Uint8Array | null;
  /** The output read back in the target encoding, up to PREVIEW_CHARS characters. */
  preview: string;
  previewTruncated: boolean;
}

export function countLineEndings(text: string): LineEndings {
  const counts = { crlf: 0, lf: 0, cr: 0 };
  for (let i = text.indexOf("\r"); i !== -1; i = text.indexOf("\r", i + 1)) {
    if (text.charCodeAt(i + 1) === 0x0a) counts.crlf++;
    else counts.cr++;
  }
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) counts.lf++;
  counts.lf -= counts.crlf;
  return counts;
}

export function describeLineEndings({ crlf, lf, cr }: LineEndings): string {
  const kinds = [
    { count: crlf, name: "CRLF", system: "Windows" },
    { count: lf, name: "LF", system: "Unix, macOS" },
    { count: cr, name: "CR", system: "classic Mac OS" },
  ].filter((kind) => kind.count > 0);
  if (kinds.length === 0) return "none (one line)";
  if (kinds.length === 1) return `${kinds[0].name} (${kinds[0].system})`;
  return `mixed: ${kinds.map((kind) => `${groupedCount(kind.count)} ${kind.name}`).join(", ")}`;
}

/** Line and column of each index (ascending), in one pass over the text however long it is. */
export function locateIndices(text: string, indices: readonly number[]) {
  let lineStart = 0;
  let line = 1;
  return indices.map((index) => {
    // Counting from the previous position's line start keeps the whole walk linear.
    const found = lineAndColumn(text.slice(lineStart), index - lineStart);
    line += found.line - 1;
    lineStart = index - (found.column - 1);
    return { line, column: found.column };
  });
}

/** The output as it reads in the target encoding (a byte order mark is read as one, and dropped). */
function previewOf(output: Uint8Array, target: string, decoders: DecoderFactory) {
  const head = output.subarray(0, PREVIEW_CHARS * MAX_BYTES_PER_CHAR + MAX_BYTES_PER_CHAR);
  const mark = sniffByteOrderMark(head);
  const more = head.length < output.length;
  const text = decoders(mark?.name ?? target).decode(head.subarray(mark?.length ?? 0), {
    stream: more,
  });
  if (!more && text.length <= PREVIEW_CHARS) return { preview: text, previewTruncated: false };
  let end = PREVIEW_CHARS;
  // Never end the preview on half of a surrogate pair.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return { preview: text.slice(0, end), previewTruncated: true };
}

/** Reads the source (bytes in their encoding, or text as it is) and writes it in the target. */
export function convert(
  source: ConversionSource,
  options: ConversionOptions,
  decoders: DecoderFactory,
): Conversion {
  const decoded =
    source.kind === "bytes"
      ? decodeBytes(source.bytes, source.encoding, decoders, { maxListed: MAX_LISTED })
      : null;
  const text = decoded ? decoded.text : source.kind === "text" ? source.text : "";
  const encoded = encodeText(text, options.target, decoders, {
    byteOrderMark: options.byteOrderMark,
    unmappable: options.unmappable,
    maxListed: MAX_LISTED,
  });
  const positions = locateIndices(
    text,
    encoded.unmappable.map((u) => u.index),
  );
  return {
    inputBytes: source.kind === "bytes" ? source.bytes.length : null,
    inputCharacters: text.length,
    decoding: decoded && {
      encoding: decoded.encoding,
      byteOrderMark: decoded.byteOrderMarkLength > 0,
      malformedCount: decoded.malformedCount,
      malformed: decoded.malformed,
    },
    lineEndings: countLineEndings(text),
    unmappableCount: encoded.unmappableCount,
    unmappable: encoded.unmappable.map((u, i) => ({ ...positions[i], codePoint: u.codePoint })),
    output: encoded.bytes,
    ...(encoded.bytes
      ? previewOf(encoded.bytes, options.target, decoders)
      : { preview: "", previewTruncated: false }),
  };
}

// --- What the page says --------------------------------------------------------------------------

/** `"日" U+65E5`, or only `U+0009` for characters that do not show (controls, spaces, surrogates). */
export function describeCharacter(codePoint: number): string {
  const char = String.fromCodePoint(codePoint);
  const visible = !/[\p{C}\p{Z}]/u.test(char) && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return visible ? `"${char}" ${codePointLabel(codePoint)}` : codePointLabel(codePoint);
}

/** The summary, one line per listed place, and how many more there are. */
function withPlaces(summary: string, places: string[], count: number): string {
  const more = count - places.length;
  const tail = more > 0 ? [`…and ${groupedCount(more)} more`] : [];
  return [summary, ...places, ...tail].join("\n");
}

const unmappableLines = (listed: readonly LocatedCharacter[]) =>
  listed.map((c) => `Line ${c.line}, column ${c.column}: ${describeCharacter(c.codePoint)}`);

/** The error that stops a conversion: how many characters, where, and how to go on. */
export function unmappableError(count: number, target: string, listed: LocatedCharacter[]) {
  const summary = `${counted(count, "character")} cannot be encoded in ${target}. To convert anyway, choose "Replace with ?" or "HTML numeric entity" under Unmappable characters.`;
  return withPlaces(summary, unmappableLines(listed), count);
}

/** The note when unmappable characters were replaced as asked. */
export function unmappableNote(
  count: number,
  target: string,
  mode: UnmappableMode,
  listed: LocatedCharacter[],
) {
  const how =
    mode === "html-entity" ? "written as HTML numeric entities (&#…;)" : 'replaced with "?"';
  const verb = count === 1 ? "was" : "were";
  const summary = `${counted(count, "character")} cannot be encoded in ${target} and ${verb} ${how}.`;
  return withPlaces(summary, unmappableLines(listed), count);
}

/** The warning about input bytes the source encoding cannot read. */
export function malformedNote(count: number, encoding: string, listed: MalformedSequence[]) {
  const summary = `${counted(count, "malformed byte sequence")} in the input, read as ${encoding}: each was replaced with U+FFFD (�). Another source encoding may read the file correctly.`;
  const lines = listed.map(
    (m) =>
      `Byte offset ${groupedCount(m.offset)}: 0x${m.byte.toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return withPlaces(summary, lines, count);
}

const ENCODING_SUFFIXES = new Set(TEXT_ENCODINGS.map((e) => e.name.toLowerCase()));

/** "notes.txt" → "notes.windows-1252.txt"; an encoding already in the name is replaced. */
export function convertedFileName(original: string | null, target: string): string {
  const name = original ?? "converted.txt";
  const dot = name.lastIndexOf(".");
  let stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : "";
  const inner = stem.lastIndexOf(".");
  if (inner > 0 && ENCODING_SUFFIXES.has(stem.slice(inner + 1).toLowerCase()))
    stem = stem.slice(0, inner);
  return `${stem}.${target.toLowerCase()}${extension}`;
}
