// What kind of image a file is, from its first bytes (a name or a MIME type can lie: a text file
// renamed .png). The formats this site decodes, and the ones people drop that it cannot (HEIC from
// phones, camera RAW), named so the page can say which it refused.

export type ReadableImageKind =
  "png" | "jpeg" | "webp" | "avif" | "jxl" | "gif" | "bmp" | "ico" | "svg";

/** How the page names each kind it reads. */
export const IMAGE_KIND_LABEL: Readonly<Record<ReadableImageKind, string>> = {
  png: "PNG",
  jpeg: "JPEG",
  webp: "WebP",
  avif: "AVIF",
  jxl: "JPEG XL",
  gif: "GIF",
  bmp: "BMP",
  ico: "ICO",
  svg: "SVG",
};

export type SniffedImage =
  { readable: true; kind: ReadableImageKind } | { readable: false; reason: string };

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

/** The ISO media file's brands (ftyp box): major and compatible, e.g. ["avif", "mif1", "miaf"]. */
function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return [];
  const size = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
  const end = Math.min(bytes.length, size > 16 ? size : 16);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** Whether text (the start of a file) is an SVG document: an `<svg` element before anything else. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  // An XML declaration, comments, a doctype and whitespace may come before the root element.
  for (;;) {
    text = text.replace(/^\uFEFF/, "").trimStart();
    const skipTo = (end: string) => {
      const at = text.indexOf(end);
      return at < 0 ? "" : text.slice(at + end.length);
    };
    if (text.startsWith("<?")) text = skipTo("?>");
    else if (text.startsWith("<!--")) text = skipTo("-->");
    else if (/^<!doctype/i.test(text))
      text = skipTo(text.slice(0, text.indexOf(">")).includes("[") ? "]>" : ">");
    else break;
  }
  return /^<svg[\s>/]/i.test(text);
}

export function sniffImage(bytes: Uint8Array): SniffedImage {
  if (bytes.length === 0) return { readable: false, reason: "the file is empty" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { readable: true, kind: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { readable: true, kind: "jpeg" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")
    return { readable: true, kind: "gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
    return { readable: true, kind: "webp" };
  if (ascii(bytes, 0, 2) === "BM" && bytes.length > 26) return { readable: true, kind: "bmp" };
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length > 6 && bytes[4] + bytes[5] > 0)
    return { readable: true, kind: "ico" };
  const brands = isoBrands(bytes);
  if (brands.includes("avif") || brands.includes("avis")) return { readable: true, kind: "avif" };
  if (brands.some((brand) => HEIF_BRANDS.has(brand)) || brands.includes("mif1"))
    return { readable: false, reason: "it is a HEIC/HEIF image, which browsers cannot decode" };
  if (
    startsWith(bytes, [0xff, 0x0a]) ||
    startsWith(bytes, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a])
  )
    return { readable: true, kind: "jxl" };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return {
      readable: false,
      reason: "it is a TIFF image or a camera RAW file, which this page cannot read",
    };
  if (ascii(bytes, 0, 15) === "FUJIFILMCCD-RAW" || ascii(bytes, 0, 4) === "IIU\0")
    return { readable: false, reason: "it is a camera RAW file, which this page cannot read" };
  if (ascii(bytes, 0, 5) === "%PDF-")
    return { readable: false, reason: "it is a PDF, not an image" };
  if (looksLikeSvg(bytes)) return { readable: true, kind: "svg" };
  return { readable: false, reason: "it is not an image this page can read" };
}

/** The message for a file that cannot be converted: its name, and why. */
export function unreadableMessage(fileName: string, reason: string): string {
  return `${fileName}: ${reason}.`;
}
