// The split sitemap files and their index in one ZIP (fflate), made in a worker on download.
import { strToU8, zipSync } from "fflate";

export interface NamedText {
  name: string;
  text: string;
}

export const ZIP_FILE = "sitemaps.zip";

export function zipTexts(files: readonly NamedText[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)])), {
    level: 6,
  });
}
