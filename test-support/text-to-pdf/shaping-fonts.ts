// The shaping fonts as the worker has them, read from disk for unit tests: HarfBuzz (harfbuzzjs,
// its .wasm read by Node), the user's DejaVu font from app/tools/text-to-pdf/fonts and the Noto
// WOFF files from the installed @fontsource packages. Each load is counted, so a test can check
// which files a text needed.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as harfBuzz from "harfbuzzjs";
import fontFiles from "../../app/tools/text-to-pdf/shaping/font-files.json";
import {
  type ShapingFont,
  pdfFontName,
  shapingFont,
} from "../../app/tools/text-to-pdf/shaping/fonts";
import type { ShapingFonts } from "../../app/tools/text-to-pdf/shaping/shaped-pdf";

const root = path.join(import.meta.dirname, "../..");

/** The path of a Noto file on disk. */
export function notoFilePath(file: string): string {
  const family = fontFiles.find((each) => each.faces.some((face) => face.file === file));
  if (!family) throw new Error(`${file} is not in font-files.json`);
  return path.join(root, "node_modules/@fontsource", family.package, "files", file);
}

export const DEJAVU = {
  sans: path.join(root, "app/tools/text-to-pdf/fonts/DejaVuSans.ttf"),
  mono: path.join(root, "app/tools/text-to-pdf/fonts/DejaVuSansMono.ttf"),
};

const cache = new Map<string, ShapingFont>();

export function testShapingFonts(font: "sans" | "mono" = "sans"): ShapingFonts & {
  loaded: string[];
} {
  const loaded: string[] = [];
  const primaryFile = path.basename(DEJAVU[font]);
  return {
    harfBuzz,
    loaded,
    primary: shapingFont(
      harfBuzz,
      primaryFile,
      primaryFile.replace(".ttf", ""),
      new Uint8Array(readFileSync(DEJAVU[font])),
      true,
    ),
    async load({ family, file }) {
      loaded.push(file);
      let shaping = cache.get(file);
      if (!shaping) {
        const bytes = new Uint8Array(readFileSync(notoFilePath(file)));
        shaping = shapingFont(harfBuzz, file, pdfFontName(family), bytes);
        cache.set(file, shaping);
      }
      return shaping;
    },
  };
}
