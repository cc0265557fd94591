// The one place the site names a file it writes into a ZIP (and the files it saves alone, so both
// agree). A user's file name is data, not a path: "../../etc/passwd.png" from a drop, a Linux file
// really named "..\\..\\evil.jpg", or "invoice\u202Egnp.exe.jpg" (which shows as "invoice…gpj.exe")
// must never make an extractor write outside its folder, on Windows, macOS or Linux, or hide what a
// file is. So a name becomes a plain base name:
// - only what follows the last "/" or "\\" (or a look-alike that Windows maps to one);
// - no control characters, no invisible direction marks (bidi overrides and isolates, LRM/RLM);
// - none of Windows' reserved characters (<>:"|?*, so no drive letter "C:") nor its reserved
//   device names (CON, PRN, AUX, NUL, COM0–9, LPT0–9, with or without an extension);
// - no "..", no leading dot (a hidden file) and no trailing dots or spaces (Windows drops them);
// - at most ZIP_NAME_MAX_BYTES bytes of UTF-8, the extension kept;
// - never empty: a fallback name instead.
// Names in one ZIP are also made unique, ignoring case as Windows and macOS do: a second "a.webp"
// becomes "a (2).webp". Every ZIP writer names its entries here (zip.test.ts checks that).

/**
 * How every entry is marked: made on Unix (3), a regular file readable by all (0o100644). Info-ZIP's
 * `unzip` reads the name of an entry marked as made on MS-DOS (fflate's default) in the OEM code
 * page even when the entry says its name is UTF-8: "Grüße.txt" came out as "Gr+++�e.txt".
 */
export const ZIP_ENTRY_ATTRIBUTES = { os: 3, attrs: 0o100644 * 0x10000 } as const;

/** Well under the 255 bytes most file systems allow, leaving room for " (12)". */
export const ZIP_NAME_MAX_BYTES = 200;
/** An extension longer than this is part of the stem when a long name is cut. */
const MAX_EXTENSION_CHARS = 16;
const DEFAULT_FALLBACK = "file";

/** Unpaired UTF-16 surrogates: no file system or ZIP (UTF-8) can hold them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Slashes and their look-alikes that Windows' "best fit" code pages turn into "/" or "\\". */
const SEPARATORS = /[/\\\u2044\u2215\u2216\u29F8\u29F9\uFE68\uFF0F\uFF3C]/;
/**
 * Invisible characters that change how a name reads: the bidi embeddings, overrides and isolates,
 * the direction marks, zero-width space, word joiner and invisible operators, and the BOM. Removed.
 */
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/**
 * Control characters (C0, DEL, C1, line and paragraph separators), Windows' reserved characters
 * and their full-width forms (which best-fit code pages map back to them). Each becomes "_".
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029<>:"|?*\uFF02\uFF0A\uFF1A\uFF1C\uFF1E\uFF1F\uFF5C]/g;
/** Windows' device names: reserved whatever the extension, in any case ("con.txt", "Com1 .png"). */
const RESERVED =
  /^(?:CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[0-9\u00B9\u00B2\u00B3]|LPT[0-9\u00B9\u00B2\u00B3])$/i;

/** Bytes in UTF-8 (counted, so that this module does nothing when loaded and a page can drop it). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The last dot's extension (".webp"), when there is a stem before it and it is short. */
function splitExtension(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf(".");
  if (dot <= 0 || name.length - dot > MAX_EXTENSION_CHARS) return [name, ""];
  return [name.slice(0, dot), name.slice(dot)];
}

/** Without its trailing dots and white space, which Windows drops from a name. */
function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === "." || text[end - 1].trim() === "")) end--;
  return text.slice(0, end);
}

/** The stem cut (by whole code points) so that stem + extension fit in ZIP_NAME_MAX_BYTES. */
function cut(name: string): string {
  if (utf8Length(name) <= ZIP_NAME_MAX_BYTES) return name;
  const [stem, extension] = splitExtension(name);
  const room = ZIP_NAME_MAX_BYTES - utf8Length(extension);
  let kept = "";
  let bytes = 0;
  for (const char of stem) {
    const size = utf8Length(char);
    if (bytes + size > room) break;
    kept += char;
    bytes += size;
  }
  return trimEnd(kept) + extension;
}

function clean(name: string): string {
  const whole = name.replace(LONE_SURROGATE, "_").normalize("NFC");
  const base = whole.split(SEPARATORS).pop() ?? "";
  const plain = base
    .replace(INVISIBLE, "")
    .replace(FORBIDDEN, "_")
    .replace(/\.{2,}/g, ".")
    .trimStart();
  return trimEnd(plain);
}

/**
 * A user's file name as a safe base name (see the top of this file); `fallback` (a plain name such
 * as "image") stands in for a name with nothing left, or for a stem that was only dots.
 */
export function zipEntryName(name: string, fallback = DEFAULT_FALLBACK): string {
  let safe = clean(name);
  const spare = clean(fallback) || DEFAULT_FALLBACK;
  if (safe === "") safe = spare;
  else if (safe.startsWith(".")) safe = `${spare}${safe}`;
  const device = safe.split(".")[0].trimEnd();
  if (RESERVED.test(device)) safe = `_${safe}`;
  return cut(safe) || spare;
}

/** Windows and macOS (by default) see "A.webp" and "a.webp" as one file. */
const sameFileKey = (name: string) => name.toLowerCase();

function numbered(name: string, n: number): string {
  const [stem, extension] = splitExtension(name);
  return `${stem} (${n})${extension}`;
}

/**
 * Gives each name once: the first of a name keeps it, a later one is numbered, skipping the names
 * in `taken` (the names a whole ZIP will hold, when they are known before) and those given already.
 */
function uniqueNamer(taken: Set<string>): (safe: string) => string {
  const given = new Set<string>();
  const counts = new Map<string, number>();
  return (safe) => {
    const key = sameFileKey(safe);
    let candidate = safe;
    if (given.has(key)) {
      let n = counts.get(key) ?? 1;
      do candidate = numbered(safe, ++n);
      while (taken.has(sameFileKey(candidate)) || given.has(sameFileKey(candidate)));
      counts.set(key, n);
    }
    given.add(sameFileKey(candidate));
    return candidate;
  };
}

/**
 * Names entries one at a time, for a ZIP written as it goes: each name safe, and numbered when an
 * earlier entry has it already ("a.webp", "a (2).webp", "a (3).webp").
 */
export class ZipEntryNamer {
  private readonly unique = uniqueNamer(new Set());

  constructor(private readonly fallback = DEFAULT_FALLBACK) {}

  next(name: string): string {
    return this.unique(zipEntryName(name, this.fallback));
  }
}

/**
 * The names of one ZIP's entries, in order: each safe, and unique. An entry keeps its own name
 * when it is the first with it, so "a (2).webp" chosen by the user is not taken by a numbered copy.
 */
export function zipEntryNames(names: readonly string[], fallback = DEFAULT_FALLBACK): string[] {
  const safe = names.map((name) => zipEntryName(name, fallback));
  return safe.map(uniqueNamer(new Set(safe.map(sameFileKey))));
}
