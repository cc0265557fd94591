// A small reader of DER (the binary encoding of X.509, PKCS#10 and PKCS#7): tag, length and
// contents of each element, with the byte offset of each so that an error can say where it is.
import { ToolError } from "~/lib/tool-error";

/** One DER element: its tag byte, where it starts, and its contents' bytes. */
export interface DerNode {
  tag: number;
  /** Offset of the tag byte in the whole structure. */
  offset: number;
  /** Offset of the first content byte. */
  start: number;
  /** Offset just past the last content byte. */
  end: number;
  /** The whole buffer the node lives in. */
  bytes: Uint8Array;
}

export const TAG = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  sequence: 0x30,
  set: 0x31,
  utcTime: 0x17,
  generalizedTime: 0x18,
} as const;

const TAG_NAMES: Record<number, string> = {
  [TAG.boolean]: "BOOLEAN",
  [TAG.integer]: "INTEGER",
  [TAG.bitString]: "BIT STRING",
  [TAG.octetString]: "OCTET STRING",
  [TAG.null]: "NULL",
  [TAG.oid]: "OBJECT IDENTIFIER",
  [TAG.sequence]: "SEQUENCE",
  [TAG.set]: "SET",
  [TAG.utcTime]: "UTCTime",
  [TAG.generalizedTime]: "GeneralizedTime",
};

function tagName(tag: number): string {
  if (TAG_NAMES[tag]) return TAG_NAMES[tag];
  if ((tag & 0xc0) === 0x80) return `[${tag & 0x1f}]`;
  return `tag 0x${tag.toString(16).padStart(2, "0")}`;
}

/** A DER error: what is wrong and at which byte of the structure named by `where`. */
export function derError(where: string, offset: number, problem: string): ToolError {
  return new ToolError(`${where}, byte ${offset}: ${problem}`);
}

/** Reads the element at `offset`; `limit` is where its parent ends. */
export function readNode(bytes: Uint8Array, offset: number, limit: number, where: string): DerNode {
  if (offset >= limit) throw derError(where, offset, "the data ends where an element should start");
  const tag = bytes[offset];
  // Tag numbers above 30 take more bytes; nothing in certificates uses them.
  if ((tag & 0x1f) === 0x1f) throw derError(where, offset, "multi-byte tags are not supported");
  if (offset + 1 >= limit) throw derError(where, offset, "the element has no length");
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0) throw derError(where, offset, "indefinite length is not DER");
    if (count > 4) throw derError(where, offset, `a length of ${count} bytes is too long`);
    if (start + count > limit) throw derError(where, offset, "the length runs past the end");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i];
    start += count;
  }
  const end = start + length;
  if (end > limit) {
    throw derError(
      where,
      offset,
      `${tagName(tag)} of ${length} bytes runs past the end of the data (${limit - start} left)`,
    );
  }
  return { tag, offset, start, end, bytes };
}

/** Reads a whole buffer as one element, with nothing after it. */
export function readRoot(bytes: Uint8Array, where: string): DerNode {
  const node = readNode(bytes, 0, bytes.length, where);
  if (node.end !== bytes.length) {
    throw derError(where, node.end, `${bytes.length - node.end} bytes follow the end of the data`);
  }
  return node;
}

/** The elements inside a constructed element. */
export function children(node: DerNode, where: string): DerNode[] {
  const list: DerNode[] = [];
  for (let at = node.start; at < node.end;) {
    const child = readNode(node.bytes, at, node.end, where);
    list.push(child);
    at = child.end;
  }
  return list;
}

/** Checks the tag of a node and returns it. */
export function expectTag(node: DerNode | undefined, tag: number, where: string): DerNode {
  if (!node) throw new ToolError(`${where}: a ${tagName(tag)} is missing`);
  if (node.tag !== tag) {
    throw derError(where, node.offset, `expected ${tagName(tag)}, found ${tagName(node.tag)}`);
  }
  return node;
}

/** The children of a SEQUENCE (or SET), checked. */
export function sequence(node: DerNode | undefined, where: string, tag: number = TAG.sequence) {
  return children(expectTag(node, tag, where), where);
}

export function contents(node: DerNode): Uint8Array {
  return node.bytes.subarray(node.start, node.end);
}

/** The whole encoding of a node (tag, length and contents): what a signature or hash covers. */
export function encoding(node: DerNode): Uint8Array {
  return node.bytes.subarray(node.offset, node.end);
}

export function decodeOid(node: DerNode, where: string): string {
  const data = contents(expectTag(node, TAG.oid, where));
  if (data.length === 0) throw derError(where, node.offset, "an empty OBJECT IDENTIFIER");
  const arcs: number[] = [];
  let value = 0;
  for (const byte of data) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  if (data[data.length - 1] & 0x80)
    throw derError(where, node.offset, "a truncated OBJECT IDENTIFIER");
  const first = arcs[0] < 40 ? 0 : arcs[0] < 80 ? 1 : 2;
  return [first, arcs[0] - first * 40, ...arcs.slice(1)].join(".");
}

export function toHex(bytes: Uint8Array, separator = ""): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0").toUpperCase()).join(separator);
}

/** An INTEGER's contents without the sign byte DER adds before a high bit. */
export function unsignedInteger(node: DerNode, where: string): Uint8Array {
  const data = contents(expectTag(node, TAG.integer, where));
  if (data.length === 0) throw derError(where, node.offset, "an empty INTEGER");
  let skip = 0;
  while (skip < data.length - 1 && data[skip] === 0) skip++;
  return data.subarray(skip);
}

/** A small INTEGER as a number (versions, path lengths, exponents). */
export function smallInteger(node: DerNode, where: string): number {
  const data = unsignedInteger(node, where);
  if (data.length > 6) throw derError(where, node.offset, "the INTEGER is too large");
  return data.reduce((value, byte) => value * 256 + byte, 0);
}

/** The number of significant bits of an unsigned big-endian integer. */
export function bitLength(data: Uint8Array): number {
  const first = data.findIndex((b) => b !== 0);
  if (first < 0) return 0;
  return (data.length - first - 1) * 8 + (32 - Math.clz32(data[first]));
}

/** A BIT STRING's bytes (the first content byte counts the unused bits of the last). */
export function bitString(node: DerNode, where: string): { data: Uint8Array; unusedBits: number } {
  const data = contents(expectTag(node, TAG.bitString, where));
  if (data.length === 0 || data[0] > 7)
    throw derError(where, node.offset, "a malformed BIT STRING");
  return { data: data.subarray(1), unusedBits: data[0] };
}

/** The string types of X.509 (UTF8, Numeric, Printable, Teletex, IA5, Visible, Universal, BMP). */
export const isStringTag = (tag: number) =>
  [0x0c, 0x12, 0x13, 0x14, 0x16, 0x1a, 0x1c, 0x1e].includes(tag);

/** A string type's text: UTF-8, BMP (UTF-16) or single-byte strings. */
export function decodeString(node: DerNode): string {
  const data = contents(node);
  if (node.tag === 0x1e) {
    // BMPString: big-endian UTF-16.
    let text = "";
    for (let i = 0; i + 1 < data.length; i += 2)
      text += String.fromCharCode(data[i] * 256 + data[i + 1]);
    return text;
  }
  if (node.tag === 0x1c) {
    // UniversalString: UTF-32.
    let text = "";
    for (let i = 0; i + 3 < data.length; i += 4) {
      text += String.fromCodePoint(
        ((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]) >>> 0,
      );
    }
    return text;
  }
  // UTF8String, and the ASCII subsets (Printable, IA5, Visible, Teletex read as UTF-8 too).
  return new TextDecoder().decode(data);
}

/** UTCTime or GeneralizedTime as milliseconds since the epoch. */
export function decodeTime(node: DerNode, where: string): number {
  const text = new TextDecoder().decode(contents(node));
  let match: RegExpExecArray | null;
  let year: number;
  if (node.tag === TAG.utcTime) {
    match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
    // RFC 5280 4.1.2.5.1: two-digit years 50 to 99 are 1950 to 1999, else 2000 to 2049.
    year = match ? Number(match[1]) + (Number(match[1]) >= 50 ? 1900 : 2000) : 0;
  } else if (node.tag === TAG.generalizedTime) {
    match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
    year = match ? Number(match[1]) : 0;
  } else {
    throw derError(
      where,
      node.offset,
      `expected a UTCTime or GeneralizedTime, found ${tagName(node.tag)}`,
    );
  }
  if (!match) throw derError(where, node.offset, `"${text.slice(0, 20)}" is not a valid time`);
  const [, , month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Bytes for Web Crypto, whose types refuse views that might be of a SharedArrayBuffer: these never are. */
export function webCryptoBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes as Uint8Array<ArrayBuffer>;
}
