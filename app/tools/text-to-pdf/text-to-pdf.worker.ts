// Makes the PDF off the main thread: reads an opened file in the encoding chosen, else the one it
// most likely has, fetches the chosen font from this site once (it is the site's own file, never a CDN's), lays the text out
// and writes the PDF with progress.
import { analyse } from "chardet";
import { decodeTextFile } from "~/lib/text/encoding-detection";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { FontName, PdfJob } from "./pdf-options";
import { makePdf } from "./text-to-pdf";

const FONT_URLS: Record<FontName, URL> = {
  sans: new URL("./fonts/DejaVuSans.ttf", import.meta.url),
  mono: new URL("./fonts/DejaVuSansMono.ttf", import.meta.url),
};
const fonts = new Map<FontName, Promise<Uint8Array>>();

function fontBytes(name: FontName): Promise<Uint8Array> {
  let bytes = fonts.get(name);
  if (!bytes) {
    bytes = fetch(FONT_URLS[name]).then(async (response) => {
      if (!response.ok) throw new Error(`The font could not be loaded (HTTP ${response.status}).`);
      return new Uint8Array(await response.arrayBuffer());
    });
    // A failed load (offline before the font was ever fetched) is tried again next time.
    bytes.catch(() => fonts.delete(name));
    fonts.set(name, bytes);
  }
  return bytes;
}

exposeToWorker(async ({ source, options }: PdfJob, progress) => {
  if ("text" in source)
    return makePdf(source.text, options, await fontBytes(options.font), progress);
  const { text, ...read } = decodeTextFile(
    new Uint8Array(await source.file.arrayBuffer()),
    analyse,
    source.encoding,
  );
  const result = await makePdf(text, options, await fontBytes(options.font), progress);
  return { ...result, source: read };
});
