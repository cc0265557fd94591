// What an image file carries besides its pixels (EXIF with its GPS position and camera serial, XMP,
// a colour profile, comments), read from the container without decoding: the converter re-encodes
// pixels only, so all of it is left behind but an RGB colour profile, which goes into the output
// with the pixels it describes (icc-profile.ts), and the page says what was left. The EXIF
// orientation is read too, so the picture can be turned upright before the metadata that says how goes.
import { unzlibSync } from "fflate";
import { concatBytes } from "~/lib/files/bytes";
import type { ReadableImageKind } from "./image-format";

export interface ImageMetadata {
  /** What the file holds, in words: "EXIF (GPS position, camera serial number)", "XMP"… */
  found: string[];
  /** EXIF orientation 1–8 (1: as stored). */
  orientation: number;
  /** The embedded ICC colour profile, whole, or null (none, or one that cannot be read whole). */
  iccProfile: Uint8Array | null;
}

const NONE: ImageMetadata = { found: [], orientation: 1, iccProfile: null };

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(bytes.length, from + length)));

const TAG_ORIENTATION = 0x0112;
const TAG_MAKE = 0x010f;
const TAG_MODEL = 0x0110;
const TAG_EXIF_IFD = 0x8769;
const TAG_GPS_IFD = 0x8825;
const TAG_DATE_TAKEN = 0x9003;
const TAG_BODY_SERIAL = 0xa431;
const TAG_LENS_SERIAL = 0xa435;
const TAG_MAKER_NOTE = 0x927c;

/** The tags of a TIFF-structured EXIF block (IFD0, the Exif IFD and whether a GPS IFD has entries). */
function exifTags(tiff: Uint8Array): { tags: Map<number, number>; gps: boolean } {
  const tags = new Map<number, number>();
  if (tiff.length < 8) return { tags, gps: false };
  const little = tiff[0] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const inside = (at: number, length: number) => at >= 0 && at + length <= tiff.length;
  // Each IFD: a count, then 12-byte entries (tag, type, count, value or offset).
  const readIfd = (offset: number, into: Map<number, number>) => {
    if (!inside(offset, 2)) return 0;
    const count = u16(offset);
    for (let i = 0; i < count; i++) {
      const entry = offset + 2 + i * 12;
      if (!inside(entry, 12)) break;
      const type = u16(entry + 2);
      // SHORT values sit in the first two bytes of the value field; everything else: the offset.
      into.set(u16(entry), type === 3 ? u16(entry + 8) : u32(entry + 8));
    }
    return count;
  };
  if (!inside(4, 4)) return { tags, gps: false };
  readIfd(u32(4), tags);
  const exifIfd = tags.get(TAG_EXIF_IFD);
  if (exifIfd !== undefined) readIfd(exifIfd, tags);
  const gpsIfd = tags.get(TAG_GPS_IFD);
  const gps = gpsIfd !== undefined && readIfd(gpsIfd, new Map()) > 0;
  return { tags, gps };
}

function describeExif(tiff: Uint8Array): { words: string; orientation: number } {
  const { tags, gps } = exifTags(tiff);
  const details = [
    gps && "GPS position",
    (tags.has(TAG_BODY_SERIAL) || tags.has(TAG_LENS_SERIAL)) && "camera serial number",
    (tags.has(TAG_MAKE) || tags.has(TAG_MODEL)) && "camera make and model",
    tags.has(TAG_DATE_TAKEN) && "date taken",
    tags.has(TAG_MAKER_NOTE) && "maker notes",
  ].filter((detail): detail is string => Boolean(detail));
  const orientation = tags.get(TAG_ORIENTATION) ?? 1;
  return {
    words: details.length > 0 ? `EXIF (${details.join(", ")})` : "EXIF",
    orientation: orientation >= 1 && orientation <= 8 ? orientation : 1,
  };
}

class Findings {
  readonly found = new Set<string>();
  orientation = 1;
  iccProfile: Uint8Array | null = null;
  exif(tiff: Uint8Array) {
    const { words, orientation } = describeExif(tiff);
    this.found.add(words);
    this.orientation = orientation;
  }
  profile(bytes: Uint8Array | null) {
    this.iccProfile = bytes;
    this.found.add("colour profile (ICC)");
  }
  result(): ImageMetadata {
    return {
      found: [...this.found],
      orientation: this.orientation,
      iccProfile: this.iccProfile,
    };
  }
}

/** A profile split over APP2 segments (sequence number, count, data), joined in order; null if one is missing. */
function joinedProfile(chunks: Map<number, Uint8Array>, count: number): Uint8Array | null {
  const parts: Uint8Array[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const part = chunks.get(seq);
    if (!part) return null;
    parts.push(part);
  }
  return concatBytes(parts);
}

function jpegMetadata(bytes: Uint8Array): ImageMetadata {
  const findings = new Findings();
  const profileChunks = new Map<number, Uint8Array>();
  let profileCount = 0;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // image data: no metadata segments after it
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const body = bytes.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && ascii(body, 0, 6) === "Exif\0\0") findings.exif(body.subarray(6));
    else if (marker === 0xe1 && ascii(body, 0, 28).startsWith("http://ns.adobe.com/xap/1.0/"))
      findings.found.add("XMP");
    else if (marker === 0xe2 && ascii(body, 0, 12) === "ICC_PROFILE\0") {
      profileChunks.set(body[12], body.subarray(14));
      profileCount = body[13];
      findings.profile(null);
    } else if (marker === 0xed && ascii(body, 0, 14) === "Photoshop 3.0\0")
      findings.found.add("IPTC");
    else if (marker === 0xfe) findings.found.add("comment");
    at += 2 + length;
  }
  if (profileChunks.size > 0) findings.iccProfile = joinedProfile(profileChunks, profileCount);
  return findings.result();
}

/** An iCCP chunk's profile: after the name, its NUL and the compression method, zlib data. */
function pngProfile(body: Uint8Array): Uint8Array | null {
  const nul = body.indexOf(0);
  if (nul < 1 || body[nul + 1] !== 0) return null;
  try {
    return unzlibSync(body.subarray(nul + 2));
  } catch {
    return null;
  }
}

function pngMetadata(bytes: Uint8Array): ImageMetadata {
  const findings = new Findings();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "eXIf") findings.exif(body);
    else if (type === "iCCP") findings.profile(pngProfile(body));
    else if (type === "iTXt" && ascii(body, 0, 17) === "XML:com.adobe.xmp")
      findings.found.add("XMP");
    else if (type === "tEXt" || type === "zTXt" || type === "iTXt")
      findings.found.add("text notes");
    else if (type === "tIME") findings.found.add("modification time");
    else if (type === "IDAT" || type === "IEND") {
      if (type === "IEND") break;
    }
    at += 12 + length;
  }
  return findings.result();
}

function webpMetadata(bytes: Uint8Array): ImageMetadata {
  const findings = new Findings();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length;) {
    const type = ascii(bytes, at, 4);
    const length = view.getUint32(at + 4, true);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "EXIF") findings.exif(ascii(body, 0, 6) === "Exif\0\0" ? body.subarray(6) : body);
    else if (type === "XMP ") findings.found.add("XMP");
    else if (type === "ICCP") findings.profile(body.length === length ? body.slice() : null);
    at += 8 + length + (length % 2);
  }
  return findings.result();
}

export function readImageMetadata(bytes: Uint8Array, kind: ReadableImageKind): ImageMetadata {
  try {
    if (kind === "jpeg") return jpegMetadata(bytes);
    if (kind === "png") return pngMetadata(bytes);
    if (kind === "webp") return webpMetadata(bytes);
  } catch {
    // A damaged container: the decoder will say so; no metadata is claimed.
  }
  return NONE;
}
