// The split sitemap files and their index in one ZIP (fflate), made in a worker on download.
import { strToU8 } from "fflate";
import { zipFiles } from "~/lib/files/zip";

export interface NamedText {
  name: string;
  text: string;
}

export const ZIP_FILE = "sitemaps.zip";

export function zipTexts(files: readonly NamedText[]): Uint8Array {
  return zipFiles(files.map((file) => ({ name: file.name, bytes: strToU8(file.text) })));
}
