// An embedded ICC colour profile, carried from the source image to the converted one: the pixels are
// re-encoded as they were decoded (in the source's colours), so the same profile must go with them
// for a colour-managed viewer to show the same colours. A Display P3 phone photo written without
// its profile is read as sRGB and looks duller. Written into JPEG (APP2 segments), PNG (an iCCP
// chunk), WebP (an ICCP chunk in the extended format) and AVIF (a `colr` property of the image).
import { zlibSync } from "fflate";
import { concatBytes } from "~/lib/files/bytes";

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(bytes.length, from + length)));

/** The profile's colour space as ICC names it: "RGB ", "CMYK", "GRAY"… ("" when too short). */
export function iccColourSpace(profile: Uint8Array): string {
  return profile.length >= 20 ? ascii(profile, 16, 4) : "";
}

/** Only a profile for RGB data can go with the RGB pixels the converter writes. */
export const isRgbProfile = (profile: Uint8Array) =>
  iccColourSpace(profile) === "RGB " && profile.length >= 132;

/** A profile's name is a few words; a longer one (a hostile file) is cut, not spread into a call. */
const MAX_NAME = 200;

/**
 * The profile's name from its description tag ("Display P3", "Adobe RGB (1998)"), or null:
 * ICC v2 `desc` (ASCII) and v4 `mluc` (UTF-16, the first language given).
 */
export function iccDescription(profile: Uint8Array): string | null {
  if (profile.length < 132) return null;
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  const count = view.getUint32(128);
  for (let i = 0; i < count && 132 + i * 12 + 12 <= profile.length; i++) {
    const entry = 132 + i * 12;
    if (ascii(profile, entry, 4) !== "desc") continue;
    const at = view.getUint32(entry + 4);
    const size = view.getUint32(entry + 8);
    if (at + size > profile.length || size < 12) return null;
    const type = ascii(profile, at, 4);
    let text = "";
    if (type === "desc") {
      const length = view.getUint32(at + 8);
      text = ascii(profile, at + 12, Math.min(length, size - 12, MAX_NAME));
    } else if (type === "mluc" && size >= 28) {
      const length = view.getUint32(at + 20);
      const offset = view.getUint32(at + 24);
      if (offset + length > size) return null;
      for (let k = 0; k + 1 < Math.min(length, 2 * MAX_NAME); k += 2)
        text += String.fromCharCode(view.getUint16(at + offset + k));
    }
    const nul = text.indexOf("\0");
    const name = (nul < 0 ? text : text.slice(0, nul)).trim();
    return name === "" ? null : name;
  }
  return null;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG computes it over a chunk's type and data. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** Most profile bytes one JPEG APP2 segment holds (65,535 less the length, the name and two counters). */
const JPEG_ICC_CHUNK = 65_519;

/** The profile in APP2 "ICC_PROFILE" segments right after the JFIF header (or SOI). */
function jpegWithProfile(jpeg: Uint8Array, profile: Uint8Array): Uint8Array {
  let insertAt = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) insertAt = 4 + ((jpeg[4] << 8) | jpeg[5]);
  const count = Math.ceil(profile.length / JPEG_ICC_CHUNK);
  if (count > 255) return jpeg; // larger than JPEG can hold: left out rather than cut
  const segments: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const data = profile.subarray(i * JPEG_ICC_CHUNK, (i + 1) * JPEG_ICC_CHUNK);
    const length = 2 + 12 + 2 + data.length;
    segments.push(
      new Uint8Array([0xff, 0xe2, length >> 8, length & 0xff]),
      bytesOf("ICC_PROFILE\0"),
      new Uint8Array([i + 1, count]),
      data,
    );
  }
  return concatBytes([jpeg.subarray(0, insertAt), ...segments, jpeg.subarray(insertAt)]);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concatBytes([bytesOf(type), data]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return chunk;
}

/** The profile in an iCCP chunk right after IHDR (it must come before PLTE and IDAT). */
function pngWithProfile(png: Uint8Array, profile: Uint8Array, name: string): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const afterHeader = 8 + 12 + view.getUint32(8);
  // A PNG profile name is 1–79 Latin-1 characters.
  const label = name.replace(/[^\x20-\x7e]/g, "").slice(0, 79) || "ICC profile";
  const body = concatBytes([bytesOf(label), new Uint8Array([0, 0]), zlibSync(profile)]);
  return concatBytes([
    png.subarray(0, afterHeader),
    pngChunk("iCCP", body),
    png.subarray(afterHeader),
  ]);
}

function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + data.length + (data.length % 2));
  chunk.set(bytesOf(type), 0);
  new DataView(chunk.buffer).setUint32(4, data.length, true);
  chunk.set(data, 8);
  return chunk;
}

/**
 * The profile in an ICCP chunk. A simple WebP (one VP8 or VP8L chunk) becomes an extended one: a
 * VP8X header with the ICC flag, and the alpha flag when its lossless image has alpha.
 */
function webpWithProfile(
  webp: Uint8Array,
  profile: Uint8Array,
  width: number,
  height: number,
): Uint8Array {
  const chunks = webp.subarray(12);
  const first = ascii(chunks, 0, 4);
  let header: Uint8Array;
  let rest: Uint8Array;
  if (first === "VP8X") {
    const length = new DataView(chunks.buffer, chunks.byteOffset).getUint32(4, true);
    header = chunks.slice(0, 8 + length);
    header[8] |= 0x20;
    rest = chunks.subarray(8 + length);
  } else {
    const data = new Uint8Array(10);
    // VP8L: the alpha_is_used bit follows the two 14-bit sizes after the 0x2f signature.
    const alpha =
      first === "VP8L" &&
      (new DataView(chunks.buffer, chunks.byteOffset).getUint32(9, true) >>> 28) & 1;
    data[0] = 0x20 | (alpha ? 0x10 : 0);
    const w = width - 1;
    const h = height - 1;
    data.set(
      [w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff],
      4,
    );
    header = riffChunk("VP8X", data);
    rest = chunks;
  }
  const body = concatBytes([bytesOf("WEBP"), header, riffChunk("ICCP", profile), rest]);
  const riff = new Uint8Array(8);
  riff.set(bytesOf("RIFF"), 0);
  new DataView(riff.buffer).setUint32(4, body.length, true);
  return concatBytes([riff, body]);
}

interface IsoBox {
  type: string;
  start: number;
  /** Where its children (or body) start: after the header, and the version and flags of a full box. */
  body: number;
  end: number;
}

function isoBoxes(bytes: Uint8Array, from: number, to: number): IsoBox[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: IsoBox[] = [];
  for (let at = from; at + 8 <= to;) {
    const size = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (size < 8 || at + size > to) throw new Error(`the ${type} box runs past its parent`);
    boxes.push({ type, start: at, body: at + 8 + (type === "meta" ? 4 : 0), end: at + size });
    at += size;
  }
  return boxes;
}

const find = (boxes: IsoBox[], type: string) => {
  const box = boxes.find((candidate) => candidate.type === type);
  if (!box) throw new Error(`no ${type} box`);
  return box;
};

/**
 * The profile as a `colr` property of type `prof` of the primary image, placed where libavif puts
 * it when it is given a profile: before the `nclx` colr box (some readers take the first colr box).
 * The properties after it move up one index, so `ipma` is written again with the new numbers and
 * the new association; the boxes around grow, and every file offset in `iloc` moves by as much as
 * the bytes added before it. Throws if the file is not laid out as libavif writes it.
 */
function avifWithProfile(avif: Uint8Array, profile: Uint8Array): Uint8Array {
  const view = new DataView(avif.buffer, avif.byteOffset, avif.byteLength);
  const meta = find(isoBoxes(avif, 0, avif.length), "meta");
  const inMeta = isoBoxes(avif, meta.body, meta.end);
  const pitm = find(inMeta, "pitm");
  const primary =
    avif[pitm.start + 8] === 0 ? view.getUint16(pitm.start + 12) : view.getUint32(pitm.start + 12);
  const iprp = find(inMeta, "iprp");
  const inIprp = isoBoxes(avif, iprp.body, iprp.end);
  const ipco = find(inIprp, "ipco");
  const ipma = find(inIprp, "ipma");
  if (ipma.start < ipco.end) throw new Error("ipma before ipco: not laid out as libavif writes");
  const properties = isoBoxes(avif, ipco.body, ipco.end);
  const colrAt = properties.findIndex((box) => box.type === "colr");
  const insertAt = colrAt < 0 ? ipco.end : properties[colrAt].start;
  const newIndex = colrAt < 0 ? properties.length + 1 : colrAt + 1;

  // ipma: version 0 has 16-bit item IDs; flags bit 0 means 15-bit property indices, else 7-bit.
  const ipmaVersion = avif[ipma.start + 8];
  const wideIndex = (avif[ipma.start + 11] & 1) === 1;
  if (!wideIndex && properties.length + 1 > 127) throw new Error("no room for another property");
  const idSize = ipmaVersion < 1 ? 2 : 4;
  const entryCount = view.getUint32(ipma.start + 12);
  const written: number[] = [...avif.subarray(ipma.start + 8, ipma.start + 16)];
  const pushIndex = (index: number, essential: boolean) => {
    if (wideIndex) written.push((essential ? 0x80 : 0) | (index >> 8), index & 0xff);
    else written.push((essential ? 0x80 : 0) | index);
  };
  let at = ipma.start + 16;
  let found = false;
  for (let i = 0; i < entryCount; i++) {
    const item = idSize === 2 ? view.getUint16(at) : view.getUint32(at);
    const count = avif[at + idSize];
    written.push(...avif.subarray(at, at + idSize), count + (item === primary ? 1 : 0));
    at += idSize + 1;
    for (let k = 0; k < count; k++) {
      const raw = wideIndex ? view.getUint16(at) : avif[at];
      const essential = (raw & (wideIndex ? 0x8000 : 0x80)) !== 0;
      const index = raw & (wideIndex ? 0x7fff : 0x7f);
      pushIndex(index >= newIndex ? index + 1 : index, essential);
      at += wideIndex ? 2 : 1;
    }
    if (item === primary) {
      pushIndex(newIndex, false);
      found = true;
    }
  }
  if (!found) throw new Error("the primary item has no properties");
  const newIpma = new Uint8Array(8 + written.length);
  new DataView(newIpma.buffer).setUint32(0, newIpma.length);
  newIpma.set(bytesOf("ipma"), 4);
  newIpma.set(written, 8);

  const colr = new Uint8Array(12 + profile.length);
  new DataView(colr.buffer).setUint32(0, colr.length);
  colr.set(bytesOf("colrprof"), 4);
  colr.set(profile, 12);
  const added = colr.length + newIpma.length - (ipma.end - ipma.start);

  const out = concatBytes([
    avif.subarray(0, insertAt),
    colr,
    avif.subarray(insertAt, ipma.start),
    newIpma,
    avif.subarray(ipma.end),
  ]);
  const outView = new DataView(out.buffer);
  // meta, iprp and ipco start before the inserted bytes: they keep their place and grow.
  const grow = (box: IsoBox, by: number) =>
    outView.setUint32(box.start, view.getUint32(box.start) + by);
  grow(meta, added);
  grow(iprp, added);
  grow(ipco, colr.length);

  // iloc: every item whose data is in the file (construction method 0) moves by `added`.
  const iloc = find(inMeta, "iloc");
  if (iloc.start > insertAt) throw new Error("iloc after iprp: not laid out as libavif writes");
  const version = avif[iloc.start + 8];
  let p = iloc.start + 12;
  const offsetSize = avif[p] >> 4;
  const lengthSize = avif[p] & 15;
  const baseOffsetSize = avif[p + 1] >> 4;
  const indexSize = version === 1 || version === 2 ? avif[p + 1] & 15 : 0;
  p += 2;
  const itemCount = version < 2 ? view.getUint16(p) : view.getUint32(p);
  p += version < 2 ? 2 : 4;
  const readUint = (from: number, size: number) =>
    size === 0 ? 0 : size === 4 ? view.getUint32(from) : Number(view.getBigUint64(from));
  const writeUint = (from: number, size: number, value: number) => {
    if (size === 4) outView.setUint32(from, value);
    else if (size === 8) outView.setBigUint64(from, BigInt(value));
  };
  for (let i = 0; i < itemCount; i++) {
    p += version < 2 ? 2 : 4; // item ID
    let method = 0;
    if (version === 1 || version === 2) {
      method = view.getUint16(p) & 15;
      p += 2;
    }
    p += 2; // data reference index
    const base = p;
    p += baseOffsetSize;
    const extents = view.getUint16(p);
    p += 2;
    // Data at or after the inserted bytes moves; data before them (an mdat before meta) does not.
    const moves = (offset: number) => method === 0 && offset >= insertAt;
    const baseOffset = readUint(base, baseOffsetSize);
    if (baseOffsetSize > 0 && moves(baseOffset))
      writeUint(base, baseOffsetSize, baseOffset + added);
    for (let e = 0; e < extents; e++) {
      p += indexSize;
      const offset = readUint(p, offsetSize);
      if (baseOffsetSize === 0 && moves(offset)) {
        if (offsetSize === 0) throw new Error("an image item without offsets cannot move");
        writeUint(p, offsetSize, offset + added);
      }
      p += offsetSize + lengthSize;
    }
  }
  return out;
}

export type ProfileFormat = "jpeg" | "png" | "webp" | "avif";

/** `encoded` (as the codec wrote it, without a profile) with `profile` embedded. */
export function withIccProfile(
  encoded: Uint8Array,
  format: ProfileFormat,
  profile: Uint8Array,
  size: { width: number; height: number },
): Uint8Array {
  if (format === "jpeg") return jpegWithProfile(encoded, profile);
  if (format === "png") return pngWithProfile(encoded, profile, iccDescription(profile) ?? "");
  if (format === "avif") return avifWithProfile(encoded, profile);
  return webpWithProfile(encoded, profile, size.width, size.height);
}
