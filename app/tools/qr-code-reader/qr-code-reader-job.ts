// One read of the QR and Barcode Reader as the page's worker receives it: a picture (a file the user
// chose, dropped or pasted, or a camera frame's pixels) in, every code in it out, each with its kind,
// text, QR error-correction level, corners and payload fields. The engine loads on the first read.
import { sniffImage, unreadableMessage } from "~/lib/image/image-format";
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import { type CodePayload, type PayloadField, parsePayload, payloadFields } from "./code-payload";
import {
  type EngineResult,
  type ReadCode,
  type RgbaImage,
  downscaleFactor,
  downscaleImage,
  inReadingOrder,
  toReadCode,
} from "./read-codes";

export type QrCodeReaderJob =
  /** Pixels the page already has: a camera frame, or a picture it decoded itself (ImageData fits). */
  | { name: string; image: RgbaImage }
  /** A file as chosen: checked and decoded here, off the page's thread. */
  | { name: string; file: Blob };

export interface FoundCode extends ReadCode {
  payload: CodePayload;
  fields: PayloadField[];
}

export interface QrCodeReaderResult {
  /** In reading order; never empty (no code at all is an error with its own message). */
  codes: FoundCode[];
  /** The picture's size: the corners are in its pixels. */
  width: number;
  height: number;
  /** The size the engine searched, smaller than the picture when it was over MAX_SEARCHED_PIXELS. */
  searchedWidth: number;
  searchedHeight: number;
}

/** The decoded picture, and the size it has when shown (the decoder may have shrunk it already). */
export interface DecodedPicture {
  image: RgbaImage;
  width: number;
  height: number;
}

/**
 * Decodes an image file, upright as a browser shows it. It may return fewer pixels than the picture
 * has (a huge photo shrunk while drawing it), with `width` and `height` still the shown size.
 */
export type PictureDecoder = (file: Blob) => Promise<DecodedPicture>;

/** What the job needs from outside: the picture decoder and the engine (replaced in tests). */
export interface ReaderDependencies {
  decodePicture: PictureDecoder;
  readCodes: (image: RgbaImage) => Promise<EngineResult[]>;
}

export function noCodeFoundMessage(name: string): string {
  return `No QR code or barcode found in ${name}. Try a sharper picture with the whole code in view and a blank margin around it.`;
}

export function emptyImageMessage(name: string): string {
  return `${name}: the image is empty (it has no pixels).`;
}

export function pixelsMismatchMessage(name: string, width: number, height: number): string {
  return `${name}: the pixel data does not match its size of ${groupedCount(width)} × ${groupedCount(height)} pixels.`;
}

export function undecodableMessage(name: string): string {
  return `${name}: the image could not be decoded; the file may be damaged or cut short.`;
}

export const SVG_MESSAGE_REASON =
  "it is an SVG drawing, which is not read here; save the code as PNG and try again";

function checkPixels(name: string, image: RgbaImage): void {
  const { width, height, data } = image;
  if (width * height === 0) throw new ToolError(emptyImageMessage(name));
  const whole = Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0;
  if (!whole || data.length !== width * height * 4)
    throw new ToolError(pixelsMismatchMessage(name, width, height));
}

/** The picture of a file: its kind checked from its first bytes, decoded, shrunk when too large. */
async function pictureOfFile(
  name: string,
  file: Blob,
  decodePicture: PictureDecoder,
): Promise<DecodedPicture> {
  // The first bytes tell the kind (a name or a MIME type can lie); SVG and JPEG XL headers fit in 4 KiB.
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const sniffed = sniffImage(head);
  if (!sniffed.readable) throw new ToolError(unreadableMessage(name, sniffed.reason));
  if (sniffed.kind === "svg") throw new ToolError(unreadableMessage(name, SVG_MESSAGE_REASON));
  let picture: DecodedPicture;
  try {
    picture = await decodePicture(file);
  } catch {
    throw new ToolError(undecodableMessage(name));
  }
  checkPixels(name, picture.image);
  return picture;
}

/** Reads every code in the job's picture; throws a ToolError naming the picture when none is found. */
export async function readQrCodeReaderJob(
  job: QrCodeReaderJob,
  dependencies: ReaderDependencies,
): Promise<QrCodeReaderResult> {
  let picture: DecodedPicture;
  if ("file" in job) {
    picture = await pictureOfFile(job.name, job.file, dependencies.decodePicture);
  } else {
    checkPixels(job.name, job.image);
    picture = { image: job.image, width: job.image.width, height: job.image.height };
  }
  const factor = downscaleFactor(picture.image.width, picture.image.height);
  const searched = downscaleImage(picture.image, factor);
  const results = await dependencies.readCodes(searched);
  if (results.length === 0) throw new ToolError(noCodeFoundMessage(job.name));
  // Corners go back to the shown picture's pixels, whatever shrank it on the way.
  const scale = picture.width / searched.width;
  const codes = inReadingOrder(results.map((result) => toReadCode(result, scale))).map(
    (code): FoundCode => {
      const payload = parsePayload(code.text);
      return { ...code, payload, fields: payloadFields(payload) };
    },
  );
  return {
    codes,
    width: picture.width,
    height: picture.height,
    searchedWidth: searched.width,
    searchedHeight: searched.height,
  };
}
