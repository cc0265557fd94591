// Text → bytes in any offered encoding, with the characters the encoding cannot hold found and
// handled as the user chose, never dropped silently (file encodings: unmappable characters).
import {
  type CodePointEncoder,
  NOT_ENCODABLE,
  legacyEncoder,
  packedLength,
} from "./derived-encoders";
import { type DecoderFactory, byteOrderMark, encodingInfo } from "./text-encodings";
import { findLoneSurrogate } from "./utf8";

/** What to do with a character the target encoding cannot hold. */
export type UnmappableMode = "error" | "question-mark" | "html-entity";

export interface EncodeOptions {
  /** Write a byte order mark first (UTF-8 and UTF-16 only; ignored for the others). */
  byteOrderMark: boolean;
  unmappable: UnmappableMode;
  /** How many unmappable characters to list with their position (all are counted). */
  maxListed?: number;
}

export interface UnmappableCharacter {
  /** UTF-16 index in the text. */
  index: number;
  /** The character's code point (a lone surrogate's code unit). */
  codePoint: number;
}

export interface EncodeResult {
  /** The encoded bytes; null when unmappable characters stopped the conversion ("error" mode). */
  bytes: Uint8Array | null;
  unmappableCount: number;
  /** The first unmappable characters, in text order. */
  unmappable: UnmappableCharacter[];
}

export const DEFAULT_MAX_LISTED = 10;

/** A growing byte buffer: the output size is only known at the end. */
class ByteSink {
  private buffer: Uint8Array;
  length = 0;

  constructor(expected: number) {
    this.buffer = new Uint8Array(Math.max(16, expected));
  }

  private grow() {
    const bigger = new Uint8Array(this.buffer.length * 2);
    bigger.set(this.buffer);
    this.buffer = bigger;
  }

  byte(value: number) {
    if (this.length === this.buffer.length) this.grow();
    this.buffer[this.length++] = value;
  }

  bytes(values: ArrayLike<number>) {
    for (let i = 0; i < values.length; i++) this.byte(values[i]);
  }

  packed(packed: number) {
    const count = packedLength(packed);
    if (count === 4) this.byte(packed >>> 24);
    if (count === 4) this.byte((packed >>> 16) & 0xff);
    if (count >= 2) this.byte((packed >>> 8) & 0xff);
    this.byte(packed & 0xff);
  }

  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/** Writes one scalar value; false when the encoding cannot hold it. */
type CodePointWriter = (sink: ByteSink, codePoint: number) => boolean;

function utf8Writer(sink: ByteSink, codePoint: number): boolean {
  if (codePoint < 0x80) {
    sink.byte(codePoint);
  } else if (codePoint < 0x800) {
    sink.byte(0xc0 | (codePoint >> 6));
    sink.byte(0x80 | (codePoint & 0x3f));
  } else if (codePoint < 0x10000) {
    sink.byte(0xe0 | (codePoint >> 12));
    sink.byte(0x80 | ((codePoint >> 6) & 0x3f));
    sink.byte(0x80 | (codePoint & 0x3f));
  } else {
    sink.byte(0xf0 | (codePoint >> 18));
    sink.byte(0x80 | ((codePoint >> 12) & 0x3f));
    sink.byte(0x80 | ((codePoint >> 6) & 0x3f));
    sink.byte(0x80 | (codePoint & 0x3f));
  }
  return true;
}

function utf16Writer(bigEndian: boolean): CodePointWriter {
  const unit = (sink: ByteSink, value: number) => {
    sink.byte(bigEndian ? value >> 8 : value & 0xff);
    sink.byte(bigEndian ? value & 0xff : value >> 8);
  };
  return (sink, codePoint) => {
    if (codePoint < 0x10000) unit(sink, codePoint);
    else {
      unit(sink, 0xd800 + ((codePoint - 0x10000) >> 10));
      unit(sink, 0xdc00 + ((codePoint - 0x10000) & 0x3ff));
    }
    return true;
  };
}

function legacyWriter(encode: CodePointEncoder): CodePointWriter {
  return (sink, codePoint) => {
    const packed = encode(codePoint);
    if (packed === NOT_ENCODABLE) return false;
    sink.packed(packed);
    return true;
  };
}

function writerFor(target: string, decoders: DecoderFactory): CodePointWriter {
  switch (encodingInfo(target).kind) {
    case "utf-8":
      return utf8Writer;
    case "utf-16le":
      return utf16Writer(false);
    case "utf-16be":
      return utf16Writer(true);
    default:
      return legacyWriter(legacyEncoder(target, decoders));
  }
}

/** What replaces an unmappable character: "?" or, as browsers do in forms, "&#8364;". */
export function replacementText(mode: UnmappableMode, codePoint: number): string {
  return mode === "html-entity" ? `&#${codePoint};` : "?";
}

let utf8Encoder: TextEncoder | undefined;

/**
 * Encodes `text` in `target`. Every character the target cannot hold (and every lone surrogate,
 * which is not a character at all) is counted and listed, then stops the conversion or is
 * replaced, as `options.unmappable` says.
 */
export function encodeText(
  text: string,
  target: string,
  decoders: DecoderFactory,
  options: EncodeOptions,
): EncodeResult {
  const mark = options.byteOrderMark ? byteOrderMark(target) : new Uint8Array(0);
  // Well-formed text in UTF-8 is TextEncoder's job, and much faster than a loop.
  if (encodingInfo(target).kind === "utf-8" && findLoneSurrogate(text) === -1) {
    utf8Encoder ??= new TextEncoder();
    const body = utf8Encoder.encode(text);
    const bytes = new Uint8Array(mark.length + body.length);
    bytes.set(mark);
    bytes.set(body, mark.length);
    return { bytes, unmappableCount: 0, unmappable: [] };
  }

  const write = writerFor(target, decoders);
  const maxListed = options.maxListed ?? DEFAULT_MAX_LISTED;
  const sink = new ByteSink(mark.length + text.length);
  sink.bytes(mark);
  const unmappable: UnmappableCharacter[] = [];
  let unmappableCount = 0;
  for (let i = 0; i < text.length; i++) {
    let codePoint = text.charCodeAt(i);
    const index = i;
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    const loneSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    if (!loneSurrogate && write(sink, codePoint)) continue;
    unmappableCount++;
    if (unmappable.length < maxListed) unmappable.push({ index, codePoint });
    if (options.unmappable === "error") continue;
    // The replacement is ASCII, which every offered encoding holds.
    for (const char of replacementText(options.unmappable, codePoint))
      write(sink, char.charCodeAt(0));
  }
  const stopped = options.unmappable === "error" && unmappableCount > 0;
  return { bytes: stopped ? null : sink.result(), unmappableCount, unmappable };
}
