// Bytes → text as the WHATWG Encoding Standard's "decode" does it (a byte order mark decides the
// encoding), with every malformed byte sequence counted and the first ones located.
import { type DecoderFactory, encodingInfo, sniffByteOrderMark } from "./text-encodings";

export interface MalformedSequence {
  /** Offset in the input of the first byte the decoder could not read. */
  offset: number;
  byte: number;
}

export interface DecodeResult {
  text: string;
  /** The encoding the text was read with: the byte order mark's, when there is one. */
  encoding: string;
  /** Length of the byte order mark that decided the encoding (0 without one). */
  byteOrderMarkLength: number;
  /** Each malformed sequence became one U+FFFD in the text. */
  malformedCount: number;
  malformed: MalformedSequence[];
}

const REPLACEMENT = "\uFFFD";
/** Bytes decoded at once while looking for malformed sequences. */
const CHUNK_BYTES = 64 * 1024;
/** One more than the longest unfinished sequence a decoder can hold (three bytes). */
const TAIL_BYTES = 4;

export interface DecodeOptions {
  /** How many malformed sequences to locate (all are counted). */
  maxListed?: number;
  /** Bytes searched at once for malformed sequences; tests make it small to cross many chunks. */
  chunkBytes?: number;
}

/**
 * Decodes `bytes`: a byte order mark picks UTF-8 or UTF-16 (and is dropped), otherwise `fallback`
 * is used. Malformed sequences are replaced by U+FFFD, counted, and the first ones located.
 */
export function decodeBytes(
  bytes: Uint8Array,
  fallback: string,
  decoders: DecoderFactory,
  { maxListed = 10, chunkBytes = CHUNK_BYTES }: DecodeOptions = {},
): DecodeResult {
  const mark = sniffByteOrderMark(bytes);
  const encoding = mark?.name ?? fallback;
  const byteOrderMarkLength = mark?.length ?? 0;
  const body = bytes.subarray(byteOrderMarkLength);
  const text = decoders(encoding).decode(body);
  const result = { text, encoding, byteOrderMarkLength, malformedCount: 0, malformed: [] };
  // Nearly every file decodes cleanly: only a U+FFFD in the text calls for a closer look.
  if (!text.includes(REPLACEMENT)) return result;
  const found = locateMalformed(body, encoding, decoders, maxListed, chunkBytes);
  return {
    ...result,
    malformedCount: found.count,
    malformed: found.listed.map((m) => ({ ...m, offset: m.offset + byteOrderMarkLength })),
  };
}

function countReplacements(text: string): number {
  let count = 0;
  for (let at = text.indexOf(REPLACEMENT); at !== -1; at = text.indexOf(REPLACEMENT, at + 1))
    count++;
  return count;
}

/**
 * Whether a U+FFFD that the decoder gives at byte `end` is the character itself, read from its own
 * valid code ending there, rather than a decoding error. Only these encodings can hold U+FFFD.
 */
function replacementCodeEndsAt(body: Uint8Array, end: number, encoding: string): boolean {
  const endsWith = (...code: number[]) =>
    end + 1 >= code.length && code.every((byte, k) => body[end + 1 - code.length + k] === byte);
  switch (encodingInfo(encoding).kind) {
    case "utf-8":
      return endsWith(0xef, 0xbf, 0xbd);
    // UTF-16 reads whole code units from the start, so a code unit ends at every odd offset.
    case "utf-16le":
      return end % 2 === 1 && endsWith(0xfd, 0xff);
    case "utf-16be":
      return end % 2 === 1 && endsWith(0xff, 0xfd);
    case "gb18030":
    case "gbk":
      return endsWith(0x84, 0x31, 0xa4, 0x37);
    default:
      return false;
  }
}

/** Real U+FFFD characters read in `body[from, to)`, where counting them needs no decoder. */
function countReplacementCodes(body: Uint8Array, from: number, to: number, encoding: string) {
  let count = 0;
  for (let end = from; end < to; end++) if (replacementCodeEndsAt(body, end, encoding)) count++;
  return count;
}

const isUtf8LeadByte = (byte: number) => byte >= 0xc2 && byte <= 0xf4;
const isLeadSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/**
 * Where the next sequence starts after the decoder reported an error at byte `at`. UTF-8 and
 * UTF-16 put back what broke a sequence (the byte, or the code unit); when that starts a new
 * sequence, the decoder holds it and the next sequence starts there, not after it.
 */
function restartAfterError(body: Uint8Array, at: number, kind: string): number {
  if (kind === "utf-8" && isUtf8LeadByte(body[at])) return at;
  if (kind === "utf-16le" && isLeadSurrogate(body[at - 1] | (body[at] << 8))) return at - 1;
  if (kind === "utf-16be" && isLeadSurrogate((body[at - 1] << 8) | body[at])) return at - 1;
  return at + 1;
}

/**
 * Finds where the decoder met malformed input. Two decoders read the same bytes: `ahead` one chunk
 * at a time, to spot chunks whose output has a U+FFFD; `behind` follows, byte by byte through such
 * chunks, so each error is seen at the byte that revealed it. The sequence it belongs to started
 * after the last byte that completed a character or an error (tracked in `sequenceStart`).
 */
function locateMalformed(
  body: Uint8Array,
  encoding: string,
  decoders: DecoderFactory,
  maxListed: number,
  chunkBytes: number,
): { count: number; listed: MalformedSequence[] } {
  const kind = encodingInfo(encoding).kind;
  const ahead = decoders(encoding);
  const behind = decoders(encoding);
  const listed: MalformedSequence[] = [];
  let count = 0;
  let sequenceStart = 0;

  const record = (offset: number) => {
    count++;
    if (listed.length < maxListed) listed.push({ offset, byte: body[offset] });
  };
  /** Feeds `behind` one byte, records the errors it reveals and moves `sequenceStart`. */
  const stepBehind = (at: number) => {
    const output = behind.decode(body.subarray(at, at + 1), { stream: true });
    if (output === "") return;
    let errors = countReplacements(output);
    // A real U+FFFD can only be the last character the byte completes.
    if (output.endsWith(REPLACEMENT) && replacementCodeEndsAt(body, at, encoding)) errors--;
    for (let e = 0; e < errors; e++) record(e === 0 ? sequenceStart : at);
    sequenceStart = errors > 0 ? restartAfterError(body, at, kind) : at + 1;
  };
  /** Feeds `behind` a clean run quickly, keeping `sequenceStart` exact over its last bytes. */
  const skipBehind = (from: number, to: number) => {
    const bulkEnd = Math.max(from, to - TAIL_BYTES);
    if (behind.decode(body.subarray(from, bulkEnd), { stream: true }) !== "")
      sequenceStart = bulkEnd;
    for (let at = bulkEnd; at < to; at++) {
      if (behind.decode(body.subarray(at, at + 1), { stream: true }) !== "") sequenceStart = at + 1;
    }
  };

  for (let from = 0; from < body.length; from += chunkBytes) {
    const to = Math.min(body.length, from + chunkBytes);
    // Errors of an unfinished sequence at the very end show when `behind` finishes, below.
    const output = ahead.decode(body.subarray(from, to), { stream: true });
    const replacements = countReplacements(output);
    const real = replacements > 0 ? countReplacementCodes(body, from, to, encoding) : 0;
    // gb18030's code for U+FFFD can hide inside other sequences: only a byte-by-byte read is sure.
    const unsure = real > 0 && (kind === "gb18030" || kind === "gbk");
    if ((replacements > real && listed.length < maxListed) || unsure) {
      for (let at = from; at < to; at++) stepBehind(at);
    } else {
      count += replacements - real;
      skipBehind(from, to);
    }
  }
  const atEnd = countReplacements(behind.decode());
  for (let e = 0; e < atEnd; e++) record(sequenceStart);
  return { count, listed };
}
