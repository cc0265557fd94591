// Copying an image (PNG) to the clipboard with the async Clipboard API, where the browser allows it.
// Nothing leaves the device: the image goes to the system clipboard only.
import { CLIPBOARD_REFUSED } from "./clipboard";

export { CLIPBOARD_REFUSED };

export const IMAGE_COPY_UNSUPPORTED =
  "This browser cannot copy images to the clipboard: download the image instead";

export function canCopyImages(): boolean {
  return typeof ClipboardItem !== "undefined" && typeof navigator.clipboard?.write === "function";
}

/**
 * Puts a PNG on the clipboard. It may be given as a promise: the item is then created during the
 * click itself while the image is still being drawn, which Safari requires and Chromium accepts.
 */
export async function copyPngImage(png: Blob | Promise<Blob>): Promise<void> {
  if (!canCopyImages()) throw new Error(IMAGE_COPY_UNSUPPORTED);
  // When the picture itself failed, the clipboard's refusal would hide why: its own error is said.
  const pictureError = Promise.resolve(png).then(
    () => null,
    (error: unknown) => error,
  );
  try {
    await navigator.clipboard.write([new ClipboardItem({ "image/png": png })]);
  } catch (error) {
    const ownError = await pictureError;
    if (ownError) throw ownError;
    // The browser's own words ("…blocked due to lack of user activation") say too little: a
    // refusal is named as the text copy names it, anything else as images not being copyable here.
    const refused =
      error instanceof DOMException &&
      (error.name === "NotAllowedError" || error.name === "SecurityError");
    throw new Error(refused ? CLIPBOARD_REFUSED : IMAGE_COPY_UNSUPPORTED, { cause: error });
  }
}

/** The image as a PNG (the one image type every clipboard takes): drawn again unless it is one. */
export async function pngOf(image: Blob): Promise<Blob> {
  if (image.type === "image/png") return image;
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (png) => (png ? resolve(png) : reject(new Error("The browser could not draw the image."))),
        "image/png",
      ),
    );
  } finally {
    bitmap.close();
  }
}
