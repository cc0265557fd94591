// The split sitemap files and their index go in one ZIP of this name (zip-in-worker.ts makes it).
export interface NamedText {
  name: string;
  text: string;
}

export const ZIP_FILE = "sitemaps.zip";
