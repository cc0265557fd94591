// The site's ZIP writer (fflate): several results in one download. Each entry is named by
// zip-entry-name.ts (a plain base name, unique: "a.webp", "a (2).webp"), whatever name a tool gives
// it; compressed files (images, video) are stored, not compressed again.
import { strToU8, zipSync } from "fflate";
import { ZIP_ENTRY_ATTRIBUTES, zipEntryNames } from "./zip-entry-name";

export interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

/** One file of a ZIP as a tool holds it: text, a Blob (an encoded image) or bytes. */
export type ZipEntry = { name: string } & (
  { text: string } | { blob: Blob } | { bytes: Uint8Array }
);

export interface ZipOptions {
  /** False for files that are compressed already (images): stored, which is faster and as small. */
  compress?: boolean;
}

export function zipFiles(
  files: readonly NamedBytes[],
  { compress = true }: ZipOptions = {},
): Uint8Array {
  const names = zipEntryNames(files.map((file) => file.name));
  return zipSync(
    Object.fromEntries(files.map((file, i) => [names[i], [file.bytes, ZIP_ENTRY_ATTRIBUTES]])),
    { level: compress ? 6 : 0 },
  );
}

async function bytesOf(entry: ZipEntry): Promise<Uint8Array> {
  if ("text" in entry) return strToU8(entry.text);
  if ("blob" in entry) return new Uint8Array(await entry.blob.arrayBuffer());
  return entry.bytes;
}

/** The entries in one ZIP, as the Blob a download needs. */
export async function zipToBlob(
  entries: readonly ZipEntry[],
  options: ZipOptions = {},
): Promise<Blob> {
  const files = await Promise.all(
    entries.map(async (entry) => ({ name: entry.name, bytes: await bytesOf(entry) })),
  );
  const zip = zipFiles(files, options);
  return new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" });
}
