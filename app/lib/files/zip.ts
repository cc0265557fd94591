// The site's ZIP writer (fflate): several results in one download. Names must be unique (a ZIP
// keeps one file per name here); compressed files (images, video) are stored, not compressed again.
import { zipSync } from "fflate";

export interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

export function zipFiles(files: readonly NamedBytes[], { compress = true } = {}): Uint8Array {
  const names = new Set(files.map((file) => file.name));
  if (names.size !== files.length) throw new Error("Two files in the ZIP have the same name");
  return zipSync(Object.fromEntries(files.map((file) => [file.name, file.bytes])), {
    level: compress ? 6 : 0,
  });
}
