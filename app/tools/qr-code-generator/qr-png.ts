// Turns the QR code's RGBA pixels (qrPixels) into a PNG file with a canvas, in the browser.
// The drawing itself is pure and unit-tested; this thin part is checked by the e2e PNG download.

export function pixelsToPng(pixels: Uint8ClampedArray<ArrayBuffer>, size: number): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("This browser cannot draw images"));
  context.putImageData(new ImageData(pixels, size, size), 0, 0);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The browser could not create the PNG"))),
      "image/png",
    );
  });
}
