// Writes app/tools/text-to-pdf/shaping/font-files.json: the WOFF files of the Noto fonts the page
// may use, in the order characters fall back through them, each with the characters it covers (the
// unicode-range of @fontsource's 400.css without its "U+": "4e00-4e0f,3000"). Run: node test-support/text-to-pdf/font-ranges.mjs
// A unit test checks the JSON still equals what this script makes from the installed packages.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Families in fallback order, and which of their files the page uses (a pattern on the name). */
export const FAMILIES = [
  { family: "Noto Sans Arabic", package: "noto-sans-arabic", files: /-arabic-400-normal\.woff$/ },
  { family: "Noto Sans Hebrew", package: "noto-sans-hebrew", files: /-hebrew-400-normal\.woff$/ },
  {
    family: "Noto Sans Devanagari",
    package: "noto-sans-devanagari",
    files: /-devanagari-devanagari-400-normal\.woff$/,
  },
  { family: "Noto Sans Thai", package: "noto-sans-thai", files: /-thai-thai-400-normal\.woff$/ },
  // The CJK fonts come in about a hundred numbered pieces of a few hundred characters each. Which
  // of them draws Han characters depends on the text's language (shaping/fonts.ts).
  { family: "Noto Sans SC", package: "noto-sans-sc", files: /-sc-\d+-400-normal\.woff$/ },
  { family: "Noto Sans JP", package: "noto-sans-jp", files: /-jp-\d+-400-normal\.woff$/ },
  { family: "Noto Sans KR", package: "noto-sans-kr", files: /-kr-\d+-400-normal\.woff$/ },
  // Monochrome: a PDF glyph is an outline, and Noto Color Emoji's are bitmaps.
  { family: "Noto Emoji", package: "noto-emoji", files: /-emoji-\d+-400-normal\.woff$/ },
];

export function fontFiles() {
  return FAMILIES.map(({ family, package: name, files }) => {
    const css = readFileSync(`${root}node_modules/@fontsource/${name}/400.css`, "utf8");
    const faces = [];
    for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(face[1])?.[1];
      const range = /unicode-range:([^;]+);/.exec(face[1])?.[1];
      if (file && range && files.test(file))
        faces.push({ file, ranges: range.replace(/U\+/gi, "").replace(/\s+/g, "") });
    }
    return { family, package: name, faces };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = `${root}app/tools/text-to-pdf/shaping/font-files.json`;
  writeFileSync(out, JSON.stringify(fontFiles()) + "\n");
  console.log(`wrote ${out}`);
}
