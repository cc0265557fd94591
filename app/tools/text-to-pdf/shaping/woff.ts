// WOFF 1.0 is an sfnt (TrueType/OpenType) whose tables are each zlib-compressed when that made them
// smaller. HarfBuzz and fontkit's subsetter read sfnt, so the site's WOFF fonts are unwrapped here:
// the tables are inflated and written back with the sfnt header and table directory.
import { unzlibSync } from "fflate";

const SFNT_VERSIONS = new Set([0x00010000, 0x74727565 /* "true" */, 0x4f54544f /* "OTTO" */]);
const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

/** The sfnt inside `bytes` (a WOFF 1.0 file); an sfnt is returned as it is. */
export function sfntOf(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = view.getUint32(0);
  if (SFNT_VERSIONS.has(signature)) return bytes;
  if (signature !== WOFF_SIGNATURE) throw new Error("The font file is neither WOFF nor TrueType.");
  const flavor = view.getUint32(4);
  const tableCount = view.getUint16(12);
  const tables = [];
  for (let index = 0; index < tableCount; index++) {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const compressedLength = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const stored = bytes.subarray(offset, offset + compressedLength);
    tables.push({
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: compressedLength < length ? unzlibSync(stored) : stored,
    });
  }
  // The sfnt header's binary-search fields, as the OpenType specification defines them.
  const power = 2 ** Math.floor(Math.log2(tableCount));
  const directoryEnd = 12 + 16 * tableCount;
  let size = directoryEnd;
  for (const table of tables) size += (table.data.length + 3) & ~3;
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  outView.setUint32(0, flavor);
  outView.setUint16(4, tableCount);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, Math.log2(power));
  outView.setUint16(10, tableCount * 16 - power * 16);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    outView.setUint32(entry, table.tag);
    outView.setUint32(entry + 4, table.checksum);
    outView.setUint32(entry + 8, offset);
    outView.setUint32(entry + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
