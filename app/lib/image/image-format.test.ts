import { sniffImage } from "./image-format";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe("sniffImage", () => {
  it.each([
    ["png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["gif", bytes("GIF89a", [1, 0])],
    ["webp", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ")],
    ["avif", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf")],
    ["avif", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "avif")],
    ["bmp", bytes("BM", new Array(30).fill(0))],
    ["ico", bytes([0, 0, 1, 0, 1, 0, 16, 16])],
    [
      "svg",
      bytes(
        '<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg [<!ENTITY a "b">]>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
    ],
    ["svg", bytes([0xef, 0xbb, 0xbf], "  <svg>")],
  ])("reads %s", (kind, data) => {
    expect(sniffImage(data)).toEqual({ readable: true, kind });
  });

  it.each([
    ["", "the file is empty"],
    ["HEIC", "it is a HEIC/HEIF image, which browsers cannot decode"],
    ["TIFF", "it is a TIFF image or a camera RAW file, which this page cannot read"],
    ["JXL", "it is a JPEG XL image, for which this page has no decoder yet"],
    ["PDF", "it is a PDF, not an image"],
    ["text renamed .png", "it is not an image this page can read"],
    ["HTML with an svg inside", "it is not an image this page can read"],
  ])("names what it cannot read: %s", (name, reason) => {
    const data = {
      "": bytes(),
      HEIC: bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"),
      TIFF: bytes("II*", [0, 8, 0, 0, 0]),
      JXL: bytes([0xff, 0x0a, 0x00]),
      PDF: bytes("%PDF-1.7"),
      "text renamed .png": bytes("Hello, this is not a picture"),
      "HTML with an svg inside": bytes("<html><svg></svg></html>"),
    }[name]!;
    expect(sniffImage(data)).toEqual({ readable: false, reason });
  });
});
