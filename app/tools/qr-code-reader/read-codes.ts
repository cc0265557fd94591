// Turns what the barcode engine (ZXing-C++) reports into the codes the QR and Barcode Reader lists:
// the kind in plain words, the text exactly, a QR code's error-correction level, the corners to
// outline, in reading order; and shrinks a picture too large to search in reasonable time.

/** RGBA pixels, row by row: what ImageData holds and what the engine reads. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export type QrErrorCorrection = "L" | "M" | "Q" | "H";

export interface ReadCode {
  /** In plain words: "QR Code", "EAN-13", "Code 128"… */
  kind: string;
  /** The content as text: UTF-8 or the character set the code declares, decoded. */
  text: string;
  /** The content's bytes as stored in the code (what a binary payload is). */
  bytes: Uint8Array;
  /** True when the bytes are not text in any character set the engine knows. */
  binary: boolean;
  /** QR Code and Micro QR Code only: the level of error correction the symbol was made with. */
  errorCorrection?: QrErrorCorrection;
  /** Top-left, top-right, bottom-right, bottom-left, in pixels of the image the page was given. */
  corners: [Point, Point, Point, Point];
}

/** The part of the engine's result this module reads (a subset of zxing-wasm's ReadResult). */
export interface EngineResult {
  format: string;
  text: string;
  bytes: Uint8Array;
  contentType: string;
  ecLevel: string;
  extra: string;
  position: { topLeft: Point; topRight: Point; bottomRight: Point; bottomLeft: Point };
}

/**
 * The families the engine is asked for: the kinds the tool promises. Asking for fewer than all
 * keeps a noisy photo from yielding a stray Codabar or DataBar read that nobody expected.
 */
export const SEARCHED_SYMBOLOGIES = [
  "QRCode",
  "DataMatrix",
  "Aztec",
  "PDF417",
  "EANUPC",
  "Code39",
  "Code128",
  "ITF",
] as const;

/** The engine's format names (canonical enum names) in the words the page shows. */
const KIND_OF_FORMAT: Readonly<Record<string, string>> = {
  QRCode: "QR Code",
  QRCodeModel1: "QR Code",
  QRCodeModel2: "QR Code",
  MicroQRCode: "Micro QR Code",
  RMQRCode: "rMQR Code",
  DataMatrix: "Data Matrix",
  Aztec: "Aztec",
  AztecCode: "Aztec",
  AztecRune: "Aztec Rune",
  PDF417: "PDF417",
  CompactPDF417: "Compact PDF417",
  MicroPDF417: "MicroPDF417",
  EAN13: "EAN-13",
  EAN8: "EAN-8",
  UPCA: "UPC-A",
  UPCE: "UPC-E",
  ISBN: "EAN-13",
  Code39: "Code 39",
  Code39Std: "Code 39",
  Code39Ext: "Code 39",
  Code128: "Code 128",
  ITF: "ITF",
  ITF14: "ITF",
};

/** The kind of a format, or the engine's own name for one not in the table. */
export function kindOfFormat(format: string): string {
  return Object.hasOwn(KIND_OF_FORMAT, format) ? KIND_OF_FORMAT[format] : format;
}

const QR_LEVELS: readonly string[] = ["L", "M", "Q", "H"];

/** The engine's extra facts, a JSON object as text ("" when it has none). */
function extraFacts(extra: string): Record<string, unknown> {
  if (extra === "") return {};
  try {
    const parsed: unknown = JSON.parse(extra);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The kind and text a shop scanner would show. A UPC-A symbol is an EAN-13 whose first digit is 0
 * (the bars are the same), and the engine reports it as that EAN-13; the 12 digits printed under it
 * are the UPC-A. For UPC-E it reports the 13-digit EAN form and keeps the 8 printed digits aside.
 */
function retailKindAndText(
  format: string,
  text: string,
  facts: Record<string, unknown>,
): { kind: string; text: string } {
  const isEan13 = format === "EAN13" || format === "UPCA";
  if (isEan13 && text.length === 13 && text.startsWith("0"))
    return { kind: "UPC-A", text: text.slice(1) };
  if (format === "UPCE" && typeof facts.UPCE === "string")
    return { kind: "UPC-E", text: facts.UPCE };
  return { kind: kindOfFormat(format), text };
}

/** A code as the page shows it; `scale` maps the searched image's pixels back to the original's. */
export function toReadCode(result: EngineResult, scale = 1): ReadCode {
  const facts = extraFacts(result.extra);
  const { kind, text } = retailKindAndText(result.format, result.text, facts);
  const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
  const scaled = ({ x, y }: Point): Point => ({ x: x * scale, y: y * scale });
  const code: ReadCode = {
    kind,
    text,
    bytes: result.bytes,
    binary: result.contentType === "Binary",
    corners: [scaled(topLeft), scaled(topRight), scaled(bottomRight), scaled(bottomLeft)],
  };
  const isQr = kind === "QR Code" || kind === "Micro QR Code";
  if (isQr && QR_LEVELS.includes(result.ecLevel))
    code.errorCorrection = result.ecLevel as QrErrorCorrection;
  return code;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
}

function boxOf(code: ReadCode): Box {
  const ys = code.corners.map((corner) => corner.y);
  const xs = code.corners.map((corner) => corner.x);
  return { top: Math.min(...ys), bottom: Math.max(...ys), left: Math.min(...xs) };
}

/**
 * The codes in reading order: rows from the top, each row from the left. A code starts a new row
 * when its top is below the middle of the row's first code, so codes side by side whose tops differ
 * by a few pixels (a barcode beside a QR code) still read left to right.
 */
export function inReadingOrder(codes: readonly ReadCode[]): ReadCode[] {
  const boxed = codes.map((code) => ({ code, box: boxOf(code) }));
  // Sorting is stable: codes at the same place keep the engine's order, so the result is repeatable.
  boxed.sort((a, b) => a.box.top - b.box.top);
  const rows: (typeof boxed)[] = [];
  let rowMiddle = -Infinity;
  for (const item of boxed) {
    if (item.box.top > rowMiddle) {
      rows.push([]);
      rowMiddle = (item.box.top + item.box.bottom) / 2;
    }
    rows[rows.length - 1].push(item);
  }
  return rows.flatMap((row) =>
    row.sort((a, b) => a.box.left - b.box.left).map((item) => item.code),
  );
}

/**
 * Pixels searched at full size. The engine's time grows with the pixels (measured here on noise,
 * its worst case: 12 megapixels 1.6 s, 48 megapixels 10 s); a 12-megapixel phone photo is read as
 * it is, and anything larger is shrunk by a whole factor until it fits, where any code a scanner
 * could read is still several pixels per module.
 */
export const MAX_SEARCHED_PIXELS = 12_000_000;

/** The whole factor (1 for none) that brings width × height within MAX_SEARCHED_PIXELS. */
export function downscaleFactor(width: number, height: number): number {
  let factor = 1;
  while (Math.ceil(width / factor) * Math.ceil(height / factor) > MAX_SEARCHED_PIXELS) factor++;
  return factor;
}

/**
 * The image shrunk by `factor`: each pixel is the mean of a factor × factor block (blocks on the
 * right and bottom edges may be smaller), so thin bars blur to grey instead of vanishing.
 */
export function downscaleImage(image: RgbaImage, factor: number): RgbaImage {
  if (factor === 1) return image;
  const width = Math.ceil(image.width / factor);
  const height = Math.ceil(image.height / factor);
  const sums = new Float64Array(width * 4);
  const counts = new Uint32Array(width);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    counts.fill(0);
    const lastRow = Math.min(image.height, (y + 1) * factor);
    for (let sourceY = y * factor; sourceY < lastRow; sourceY++) {
      const rowStart = sourceY * image.width * 4;
      for (let sourceX = 0; sourceX < image.width; sourceX++) {
        const x = Math.floor(sourceX / factor);
        const from = rowStart + sourceX * 4;
        for (let channel = 0; channel < 4; channel++)
          sums[x * 4 + channel] += image.data[from + channel];
        counts[x]++;
      }
    }
    for (let i = 0; i < width * 4; i++)
      data[y * width * 4 + i] = Math.round(sums[i] / counts[i >> 2]);
  }
  return { data, width, height };
}
