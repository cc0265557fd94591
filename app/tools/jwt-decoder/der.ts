// Just enough DER (X.690) to find the key inside a PEM: read a TLV, list a SEQUENCE's children,
// read an OBJECT IDENTIFIER, and write the wrappers that turn PKCS#1 and SEC1 keys into SPKI/PKCS#8.
export interface Tlv {
  tag: number;
  /** Where the element (its tag) starts. */
  at: number;
  /** Where the content starts and ends in the bytes. */
  start: number;
  end: number;
}

export class DerError extends Error {}

export function readTlv(bytes: Uint8Array, at: number, limit = bytes.length): Tlv {
  if (at + 2 > limit) throw new DerError("the DER data ends too early");
  const tag = bytes[at];
  let length = bytes[at + 1];
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || start + count > limit)
      throw new DerError("a DER length is malformed");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i];
    start += count;
  }
  const end = start + length;
  if (end > limit) throw new DerError("a DER element runs past the end of the data");
  return { tag, at, start, end };
}

/** The elements inside a constructed element (a SEQUENCE, a context tag). */
export function children(bytes: Uint8Array, parent: Tlv): Tlv[] {
  const list: Tlv[] = [];
  for (let at = parent.start; at < parent.end;) {
    const child = readTlv(bytes, at, parent.end);
    list.push(child);
    at = child.end;
  }
  return list;
}

/** The whole input as one element (a key or certificate is one SEQUENCE). */
export function root(bytes: Uint8Array): Tlv {
  const tlv = readTlv(bytes, 0);
  if (tlv.tag !== 0x30) throw new DerError("the data is not a DER SEQUENCE");
  return tlv;
}

export function oidText(bytes: Uint8Array, tlv: Tlv): string {
  if (tlv.tag !== 0x06) throw new DerError("an OBJECT IDENTIFIER was expected");
  const arcs: number[] = [];
  let value = 0;
  for (let i = tlv.start; i < tlv.end; i++) {
    value = value * 128 + (bytes[i] & 0x7f);
    if (!(bytes[i] & 0x80)) {
      if (arcs.length === 0)
        arcs.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else arcs.push(value);
      value = 0;
    }
  }
  return arcs.join(".");
}

/** The DER bytes of an element of `tag` holding `content`. */
export function tlv(tag: number, ...content: Uint8Array[]): Uint8Array {
  const length = content.reduce((sum, part) => sum + part.length, 0);
  const lengthBytes: number[] = [];
  if (length < 0x80) lengthBytes.push(length);
  else {
    for (let n = length; n > 0; n = Math.floor(n / 256)) lengthBytes.unshift(n % 256);
    lengthBytes.unshift(0x80 | lengthBytes.length);
  }
  const out = new Uint8Array(1 + lengthBytes.length + length);
  out[0] = tag;
  out.set(lengthBytes, 1);
  let at = 1 + lengthBytes.length;
  for (const part of content) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function slice(bytes: Uint8Array, element: Tlv): Uint8Array {
  return bytes.subarray(element.start, element.end);
}

/** The element with its tag and length, as it is in `bytes`. */
export function elementBytes(bytes: Uint8Array, element: Tlv): Uint8Array {
  return bytes.subarray(element.at, element.end);
}
