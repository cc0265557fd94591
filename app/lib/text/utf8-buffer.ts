// A growable buffer of UTF-8 bytes for building outputs of tens of MB that end as a file (a Blob):
// writing bytes at once skips turning a UTF-16 buffer into a string and that string into UTF-8
// again for the Blob (on the 20 MB JSON benchmark those two passes took about as long as the
// formatting itself).

const REPLACEMENT_CHARACTER = 0xfffd;

export class Utf8Buffer {
  private bytes: Uint8Array;
  private used = 0;
  /** UTF-16 code units written: the length of the same text as a JavaScript string. */
  chars = 0;

  constructor(capacity = 1 << 16) {
    this.bytes = new Uint8Array(Math.max(16, capacity));
  }

  /** Bytes written so far. */
  get length(): number {
    return this.used;
  }

  /** Room for `count` more bytes; returns the array to write into (it may have moved). */
  private reserve(count: number): Uint8Array {
    const needed = this.used + count;
    if (needed > this.bytes.length) {
      let size = this.bytes.length * 2;
      while (size < needed) size *= 2;
      const grown = new Uint8Array(size);
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    return this.bytes;
  }

  /** An ASCII character (punctuation, a line break). */
  pushAscii(code: number): void {
    this.reserve(1)[this.used++] = code;
    this.chars++;
  }

  /** An ASCII character written `count` times (indentation). */
  pushRepeatedAscii(code: number, count: number): void {
    const bytes = this.reserve(count);
    // fill() pays a call into the runtime: a loop is faster for a line's indentation.
    if (count > 64) bytes.fill(code, this.used, this.used + count);
    else for (let at = this.used, end = at + count; at < end; at++) bytes[at] = code;
    this.used += count;
    this.chars += count;
  }

  /**
   * Encodes text[start, end) without creating a substring. A lone surrogate (valid in a JSON
   * string, impossible in UTF-8) becomes U+FFFD, as the Blob constructor and TextEncoder write it.
   */
  pushSlice(text: string, start: number, end: number): void {
    // At most 3 bytes per UTF-16 code unit (a surrogate pair: 4 bytes for 2 units).
    const bytes = this.reserve((end - start) * 3);
    let at = this.used;
    for (let i = start; i < end; i++) {
      let code = text.charCodeAt(i);
      if (code < 0x80) {
        bytes[at++] = code;
        continue;
      }
      if (code < 0x800) {
        bytes[at++] = 0xc0 | (code >> 6);
        bytes[at++] = 0x80 | (code & 0x3f);
        continue;
      }
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          bytes[at++] = 0xf0 | (point >> 18);
          bytes[at++] = 0x80 | ((point >> 12) & 0x3f);
          bytes[at++] = 0x80 | ((point >> 6) & 0x3f);
          bytes[at++] = 0x80 | (point & 0x3f);
          i++;
          continue;
        }
        code = REPLACEMENT_CHARACTER;
      }
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
    this.used = at;
    this.chars += end - start;
  }

  /**
   * Copies bytes[start, end), already UTF-8, as they are. `chars` does not count them (the caller
   * knows what they hold).
   */
  pushBytes(source: Uint8Array, start: number, end: number): void {
    const bytes = this.reserve(end - start);
    // A view per copy costs more than a loop over the few bytes of a typical literal.
    if (end - start > 64) bytes.set(source.subarray(start, end), this.used);
    else for (let i = start, at = this.used; i < end; i++) bytes[at++] = source[i];
    this.used += end - start;
  }

  pushString(text: string): void {
    this.pushSlice(text, 0, text.length);
  }

  /** The bytes written, as a view (no copy): valid until the next write. */
  view(): Uint8Array {
    return this.bytes.subarray(0, this.used);
  }

  toString(): string {
    return new TextDecoder().decode(this.view());
  }
}
