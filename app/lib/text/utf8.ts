// UTF-8 helpers shared by the encoders (URL, Base64): strict encoding that names a lone surrogate,
// strict decoding, the first invalid byte sequence, and character positions as a user counts them.
import { ToolError } from "~/lib/tool-error";

/** Where a problem is: a 1-based character position, and the 1-based line when lines are separate values. */
export interface TextLocation {
  position: number;
  line?: number;
}

/** "position 7" or "line 3, position 7". */
export function describeLocation({ position, line }: TextLocation): string {
  return line === undefined ? `position ${position}` : `line ${line}, position ${position}`;
}

/** U+00E9 style: how a character that cannot be shown (or is invisible) is named in messages. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The 1-based position of text[index] counted in code points, so an emoji before it counts once
 * (users count characters, not UTF-16 units). Linear: only call it to describe an error.
 */
export function characterPosition(text: string, index: number): number {
  let position = 1;
  for (let i = 0; i < index; i++) {
    if (
      isHighSurrogate(text.charCodeAt(i)) &&
      i + 1 < index &&
      isLowSurrogate(text.charCodeAt(i + 1))
    )
      i++;
    position++;
  }
  return position;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Index of the first lone surrogate (text that is not valid Unicode), or -1. */
export function findLoneSurrogate(text: string): number {
  const match = LONE_SURROGATE.exec(text);
  return match ? match.index : -1;
}

export function loneSurrogateMessage(codeUnit: number, location: TextLocation): string {
  return `Lone surrogate ${codePointLabel(codeUnit)} at ${describeLocation(location)} cannot be encoded as UTF-8: it is half of a character`;
}

/** Throws the lone-surrogate ToolError when `text` is not valid Unicode; `line` goes into the message. */
export function assertWellFormed(text: string, line?: number): void {
  const index = findLoneSurrogate(text);
  if (index === -1) return;
  const position = characterPosition(text, index);
  throw new ToolError(loneSurrogateMessage(text.charCodeAt(index), { position, line }), {
    line,
    column: position,
  });
}

let encoder: TextEncoder | undefined;

/**
 * UTF-8 bytes of `text`. TextEncoder would silently turn a lone surrogate into U+FFFD, changing
 * the data; here it is an error naming the position instead.
 */
export function encodeUtf8Strict(text: string): Uint8Array {
  assertWellFormed(text);
  encoder ??= new TextEncoder();
  return encoder.encode(text);
}

let strictDecoder: TextDecoder | undefined;

/** The text the bytes encode, or null when they are not valid UTF-8. A BOM is kept, not eaten. */
export function decodeUtf8Strict(bytes: Uint8Array): string | null {
  strictDecoder ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/** The first ill-formed byte sequence: bytes[start, end) shows the problem (lead byte through the offending byte). */
export interface InvalidUtf8 {
  start: number;
  end: number;
  /** True when the bytes ran out in the middle of a character (nothing wrong was read). */
  truncated: boolean;
}

/**
 * Finds the first byte sequence that is not well-formed UTF-8 (Unicode table 3-7: no overlong
 * forms, no surrogates, nothing above U+10FFFF), or null when all of it is valid.
 */
export function findInvalidUtf8(bytes: ArrayLike<number>): InvalidUtf8 | null {
  const length = bytes.length;
  let i = 0;
  while (i < length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    let continuationBytes: number;
    // The first continuation byte's range depends on the lead byte (excludes overlongs, surrogates, > U+10FFFF).
    let lower = 0x80;
    let upper = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) continuationBytes = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      continuationBytes = 2;
      if (lead === 0xe0) lower = 0xa0;
      if (lead === 0xed) upper = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      continuationBytes = 3;
      if (lead === 0xf0) lower = 0x90;
      if (lead === 0xf4) upper = 0x8f;
    } else return { start: i, end: i + 1, truncated: false };
    for (let k = 1; k <= continuationBytes; k++) {
      if (i + k >= length) return { start: i, end: length, truncated: true };
      const next = bytes[i + k];
      if (next < lower || next > upper) return { start: i, end: i + k + 1, truncated: false };
      lower = 0x80;
      upper = 0xbf;
    }
    i += continuationBytes + 1;
  }
  return null;
}
