// Makes the PDF off the main thread: reads an opened file in the encoding chosen, else the one it
// most likely has, fetches the chosen font from this site once (it is the site's own file, never a CDN's), lays the text out
// and writes the PDF with progress. A text that needs shaping (Arabic, Hebrew, CJK, Thai…) loads
// HarfBuzz and the Noto files its characters are in, then and only then; each file once.
import { analyse } from "chardet";
import { decodeTextFile } from "~/lib/text/encoding-detection";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { FontName, PdfJob } from "./pdf-options";
import type { ShapingFont } from "./shaping/fonts";
import type { ShapingFonts } from "./shaping/shaped-pdf";
import { makePdf } from "./text-to-pdf";

const FONT_URLS: Record<FontName, URL> = {
  sans: new URL("./fonts/DejaVuSans.ttf", import.meta.url),
  mono: new URL("./fonts/DejaVuSansMono.ttf", import.meta.url),
};
const fonts = new Map<FontName, Promise<Uint8Array>>();

/** The Noto files of shaping/font-files.json, by name: built into the site's own assets. */
const NOTO_URLS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      [
        "/node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff",
        "/node_modules/@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff",
        "/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
        "/node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff",
        "/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-[0-9]*-400-normal.woff",
        "/node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-[0-9]*-400-normal.woff",
        "/node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-[0-9]*-400-normal.woff",
        "/node_modules/@fontsource/noto-emoji/files/noto-emoji-[0-9]*-400-normal.woff",
      ],
      { query: "?url", import: "default", eager: true },
    ),
  ).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url]),
);

/** The bytes of a data: URL (the build inlines files of a few KB so), read here, not fetched. */
function dataUrlBytes(url: string): Uint8Array {
  return Uint8Array.from(atob(url.slice(url.indexOf(",") + 1)), (char) => char.charCodeAt(0));
}

/** Fetches a file of this site once; a failed load (offline before it was ever fetched) is tried again next time. */
function fetchOnce<K>(cache: Map<K, Promise<Uint8Array>>, key: K, url: URL | string) {
  let bytes = cache.get(key);
  if (!bytes && typeof url === "string" && url.startsWith("data:")) {
    bytes = Promise.resolve(dataUrlBytes(url));
    cache.set(key, bytes);
  }
  if (!bytes) {
    bytes = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`The font could not be loaded (HTTP ${response.status}).`);
      return new Uint8Array(await response.arrayBuffer());
    });
    bytes.catch(() => cache.delete(key));
    cache.set(key, bytes);
  }
  return bytes;
}

const fontBytes = (name: FontName) => fetchOnce(fonts, name, FONT_URLS[name]);

const notoBytes = new Map<string, Promise<Uint8Array>>();
const notoFonts = new Map<string, ShapingFont>();
const primaryFonts = new Map<FontName, ShapingFont>();

async function shapingFonts(name: FontName): Promise<ShapingFonts> {
  const [harfBuzz, { shapingFont, pdfFontName }, bytes] = await Promise.all([
    import("harfbuzzjs"),
    import("./shaping/fonts"),
    fontBytes(name),
  ]);
  let primary = primaryFonts.get(name);
  if (!primary) {
    const file = FONT_URLS[name].pathname.split("/").pop()!;
    primary = shapingFont(
      harfBuzz,
      file,
      name === "mono" ? "DejaVuSansMono" : "DejaVuSans",
      bytes,
      true,
    );
    primaryFonts.set(name, primary);
  }
  return {
    harfBuzz,
    primary,
    async load({ family, file }) {
      let font = notoFonts.get(file);
      if (!font) {
        const url = NOTO_URLS[file];
        if (!url) throw new Error(`The font file ${file} is not part of this site.`);
        font = shapingFont(
          harfBuzz,
          file,
          pdfFontName(family),
          await fetchOnce(notoBytes, file, url),
        );
        notoFonts.set(file, font);
      }
      return font;
    },
  };
}

exposeToWorker(async ({ source, options }: PdfJob, progress) => {
  const shaping = () => shapingFonts(options.font);
  if ("text" in source)
    return makePdf(source.text, options, await fontBytes(options.font), progress, shaping);
  const { text, ...read } = decodeTextFile(
    new Uint8Array(await source.file.arrayBuffer()),
    analyse,
    source.encoding,
  );
  const result = await makePdf(text, options, await fontBytes(options.font), progress, shaping);
  return { ...result, source: read };
});
