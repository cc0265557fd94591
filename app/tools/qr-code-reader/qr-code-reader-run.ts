// The QR and Barcode Reader's job with the browser's parts: pictures decoded by the browser, codes
// read by ZXing-C++, which is imported on the first read (the page's first load carries neither).
import { decodePictureInBrowser } from "./decode-picture";
import {
  type QrCodeReaderJob,
  type QrCodeReaderResult,
  readQrCodeReaderJob,
} from "./qr-code-reader-job";

export function runQrCodeReaderJob(job: QrCodeReaderJob): Promise<QrCodeReaderResult> {
  return readQrCodeReaderJob(job, {
    decodePicture: decodePictureInBrowser,
    readCodes: async (image) => (await import("./zxing-reader")).readWithZxing(image),
  });
}
