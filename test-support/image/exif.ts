// EXIF blocks built byte by byte for tests, written independently of the reader under test
// (app/lib/image/image-metadata.ts): a big-endian TIFF with IFD0 (orientation, make), an Exif IFD
// (body serial number) and a GPS IFD (latitude reference), spliced into a JPEG after its SOI marker.

interface Entry {
  tag: number;
  type: number; // 3 SHORT, 4 LONG, 2 ASCII
  count: number;
  value: number; // inline SHORT/LONG, or an offset
}

function ifd(entries: Entry[], next = 0): number[] {
  const bytes = [entries.length >> 8, entries.length & 0xff];
  for (const e of entries) {
    bytes.push(e.tag >> 8, e.tag & 0xff, e.type >> 8, e.type & 0xff);
    bytes.push(
      (e.count >>> 24) & 0xff,
      (e.count >>> 16) & 0xff,
      (e.count >>> 8) & 0xff,
      e.count & 0xff,
    );
    if (e.type === 3) bytes.push(e.value >> 8, e.value & 0xff, 0, 0);
    else
      bytes.push(
        (e.value >>> 24) & 0xff,
        (e.value >>> 16) & 0xff,
        (e.value >>> 8) & 0xff,
        e.value & 0xff,
      );
  }
  bytes.push((next >>> 24) & 0xff, (next >>> 16) & 0xff, (next >>> 8) & 0xff, next & 0xff);
  return bytes;
}

/** A TIFF-structured EXIF block (without the "Exif\0\0" prefix). */
export function exifTiff({
  orientation = 1,
  gps = false,
  serial = false,
}: {
  orientation?: number;
  gps?: boolean;
  serial?: boolean;
}): Uint8Array {
  const header = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8];
  // IFD0 at 8: orientation, make ("Ab" inline as ASCII count 2… kept as a LONG of 0), pointers.
  const ifd0Entries = 1 + 1 + (serial ? 1 : 0) + (gps ? 1 : 0);
  const ifd0Size = 2 + ifd0Entries * 12 + 4;
  let at = 8 + ifd0Size;
  const exifAt = serial ? at : 0;
  if (serial) at += 2 + 12 + 4;
  const gpsAt = gps ? at : 0;
  const entries: Entry[] = [
    { tag: 0x010f, type: 2, count: 4, value: 0x41420000 }, // Make "AB\0\0" inline
    { tag: 0x0112, type: 3, count: 1, value: orientation },
  ];
  if (serial) entries.push({ tag: 0x8769, type: 4, count: 1, value: exifAt });
  if (gps) entries.push({ tag: 0x8825, type: 4, count: 1, value: gpsAt });
  const bytes = [...header, ...ifd(entries)];
  if (serial) bytes.push(...ifd([{ tag: 0xa431, type: 2, count: 4, value: 0x31323300 }])); // "123"
  if (gps) bytes.push(...ifd([{ tag: 0x0001, type: 2, count: 2, value: 0x4e000000 }])); // "N"
  return new Uint8Array(bytes);
}

/** A JPEG segment: marker, two length bytes, body. */
function segment(marker: number, body: Uint8Array): Uint8Array {
  const length = body.length + 2;
  return new Uint8Array([0xff, marker, length >> 8, length & 0xff, ...body]);
}

const text = (s: string) => new TextEncoder().encode(s);

/** The JPEG with an APP1 Exif segment (and optionally XMP and an ICC profile) after its SOI. */
export function withJpegMetadata(
  jpeg: Uint8Array,
  tiff: Uint8Array,
  { xmp = false, icc = false } = {},
): Uint8Array {
  const parts = [
    jpeg.subarray(0, 2),
    segment(0xe1, new Uint8Array([...text("Exif\0\0"), ...tiff])),
    ...(xmp ? [segment(0xe1, text("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>"))] : []),
    ...(icc ? [segment(0xe2, new Uint8Array([...text("ICC_PROFILE\0"), 1, 1, 0, 0]))] : []),
    jpeg.subarray(2),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
