// The native references the shaping path is checked against: HarfBuzz's hb-shape (Debian's
// libharfbuzz-bin) for the glyphs of a run, Pango's pango-view for where lines break, and
// poppler's pdftotext for what a reader copies out of the PDF.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ShapingFont } from "../../app/tools/text-to-pdf/shaping/fonts";

const dir = mkdtempSync(path.join(tmpdir(), "text-to-pdf-shaping-"));
const written = new Map<ShapingFont, string>();

/** The font's sfnt (unwrapped from its WOFF) in a file the native tools can open. */
export function sfntFile(font: ShapingFont): string {
  let file = written.get(font);
  if (!file) {
    file = path.join(dir, "fonts", font.file.replace(/\.woff$/, ".ttf"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, font.sfnt);
    written.set(font, file);
  }
  return file;
}

export interface ReferenceGlyph {
  id: number;
  advance: number;
}

/** hb-shape's glyphs for `text` in `font`, with the characters around it as context. */
export function hbShape(
  font: ShapingFont,
  text: string,
  options: { rightToLeft: boolean; before: string; after: string; plain: boolean },
): ReferenceGlyph[] {
  const args = [
    "--no-glyph-names",
    "--no-clusters",
    // Marks in clusters of their own, as the page shapes (shaped-layout.ts says why).
    "--cluster-level=1",
    `--direction=${options.rightToLeft ? "rtl" : "ltr"}`,
    // The language the page shapes a CJK font's text in (shaping/fonts.ts).
    ...(font.language ? [`--language=${font.language}`] : []),
    `--text-before=${options.before}`,
    `--text-after=${options.after}`,
    ...(options.plain ? ["--features=-liga,-kern"] : []),
    sfntFile(font),
    text,
  ];
  const out = execFileSync("hb-shape", args, { encoding: "utf8" }).trim();
  // "[22@275,-66+0|9+291]": glyph id, optional offsets, advance.
  return out
    .replace(/^\[|\]$/g, "")
    .split("|")
    .filter(Boolean)
    .map((glyph) => {
      const match = /^(\d+)(?:@-?\d+,-?\d+)?\+(-?\d+)/.exec(glyph);
      if (!match) throw new Error(`Unexpected hb-shape output: ${glyph}`);
      return { id: Number(match[1]), advance: Number(match[2]) };
    });
}

/**
 * How many lines Pango makes of each paragraph of `text` at `width` points, `size`-point type,
 * with only `fonts` available (fontconfig pointed at a folder holding just them).
 */
export function pangoLineCounts(
  text: string,
  fonts: ShapingFont[],
  family: string,
  size: number,
  width: number,
): number[] {
  const fontDir = mkdtempSync(path.join(dir, "pango-"));
  for (const font of fonts) writeFileSync(path.join(fontDir, `${font.file}.ttf`), font.sfnt);
  const config = path.join(fontDir, "fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontDir}</dir><cachedir>${fontDir}/cache</cachedir></fontconfig>`,
  );
  return text.split("\n").map((paragraph, index) => {
    if (paragraph === "") return 1;
    const input = path.join(fontDir, `paragraph-${index}.txt`);
    const serialized = path.join(fontDir, `paragraph-${index}.json`);
    writeFileSync(input, paragraph);
    execFileSync(
      "pango-view",
      [
        "-q",
        "--pixels",
        `--font=${family} ${size}px`,
        `--width=${width}`,
        "--wrap=word-char",
        `--serialize-to=${serialized}`,
        `--output=${path.join(fontDir, `paragraph-${index}.png`)}`,
        input,
      ],
      { env: { ...process.env, FONTCONFIG_FILE: config } },
    );
    const layout = JSON.parse(execFileSync("cat", [serialized], { encoding: "utf8" }));
    return layout.output.lines.length as number;
  });
}

/** Bidi embedding controls (U+202A–U+202E) that pdftotext puts around text of the other direction. */
const EMBEDDING = /[\u202a-\u202e]/g;

/** pdftotext's text of `file` (physical layout, or content-stream order with `raw`), controls removed. */
export function extractedText(file: string, raw = false): string {
  return execFileSync("pdftotext", [...(raw ? ["-raw"] : []), "-enc", "UTF-8", file, "-"], {
    encoding: "utf8",
  }).replace(EMBEDDING, "");
}

export interface ExtractedWord {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** pdftotext -bbox's words of page 1 with their boxes. */
export function extractedWords(file: string): ExtractedWord[] {
  const html = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"], {
    encoding: "utf8",
  });
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    text: match[4].replace(EMBEDDING, ""),
  }));
}
