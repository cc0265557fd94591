// Encodes text as a QR code symbol (the module matrix) whose data is exactly the text's UTF-8 bytes.
// Error correction L/M/Q/H; text too long for a QR code gets a "Too much data" message with advice.
import QRCode from "qrcode";
import { ToolError } from "~/lib/tool-error";
import { encodeUtf8Strict } from "~/lib/text/utf8";
import { type ErrorCorrectionLevel, MAX_BYTES, MAX_DIGITS } from "./qr-options";
import { groupedCount } from "~/lib/number/count-text";

/** A square of modules, row by row: 1 is dark. */
export interface QrMatrix {
  /** Modules per side (21 for version 1, 177 for version 40), without the margin. */
  size: number;
  modules: Uint8Array;
}

export interface QrSymbol extends QrMatrix {
  /** The text it encodes, so a result can be matched to the input it came from. */
  text: string;
  level: ErrorCorrectionLevel;
  /** 1 to 40: the smallest version that holds the data at this level. */
  version: number;
  /** UTF-8 bytes of the text. */
  byteLength: number;
}

/** What the encoding worker is given. */
export interface EncodeJob {
  text: string;
  level: ErrorCorrectionLevel;
}

export function tooMuchDataMessage(byteLength: number, level: ErrorCorrectionLevel): string {
  const advice = level === "L" ? "shorten the text" : "choose a lower level or shorten the text";
  return `Too much data for a QR code: ${groupedCount(byteLength)} bytes, but at error correction level ${level} a QR code holds at most ${groupedCount(MAX_BYTES[level])} bytes. To fit, ${advice}.`;
}

export const NOTHING_TO_ENCODE_MESSAGE = "Nothing to encode: enter some text first";

const TOO_BIG = /too big/i;

/**
 * The QR code of `text`. qrcode splits the text into numeric, alphanumeric and byte segments
 * (smallest code); byte segments are the UTF-8 of their characters (it uses TextEncoder, and the
 * round-trip tests check every level against a decoder). Kanji mode is never used: it would need
 * Shift JIS, which would change the bytes.
 */
export function encodeQr(text: string, level: ErrorCorrectionLevel): QrSymbol {
  if (text === "") throw new ToolError(NOTHING_TO_ENCODE_MESSAGE);
  // A lone surrogate has no UTF-8 form: TextEncoder would silently store U+FFFD instead.
  const bytes = encodeUtf8Strict(text);
  // Refused before qrcode sees it: its segment optimisation is not linear in the text
  // (100,000 characters ran for over 10 minutes on the page). Past MAX_DIGITS characters even
  // all digits do not fit, and the bytes are then over MAX_BYTES too, so the message holds.
  if (text.length > MAX_DIGITS[level]) throw new ToolError(tooMuchDataMessage(bytes.length, level));
  let symbol: QRCode.QRCode;
  try {
    symbol = QRCode.create(text, { errorCorrectionLevel: level });
  } catch (error) {
    if (!(error instanceof Error && TOO_BIG.test(error.message))) throw error;
    if (bytes.length > MAX_BYTES[level])
      throw new ToolError(tooMuchDataMessage(bytes.length, level));
    // The mixed-mode split is chosen for an estimated version; one byte segment always fits
    // up to the table's capacity, so the message above is never wrong about the limit.
    symbol = QRCode.create([{ data: bytes, mode: "byte" }], { errorCorrectionLevel: level });
  }
  return {
    text,
    level,
    version: symbol.version,
    size: symbol.modules.size,
    modules: symbol.modules.data,
    byteLength: bytes.length,
  };
}
