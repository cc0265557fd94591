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
    ["PDF", "it is a PDF, not an image"],
    ["text renamed .png", "it is not an image this page can read"],
    ["HTML with an svg inside", "it is not an image this page can read"],
  ])("names what it cannot read: %s", (name, reason) => {
    const data = {
      "": bytes(),
      HEIC: bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"),
      TIFF: bytes("II*", [0, 8, 0, 0, 0]),
      PDF: bytes("%PDF-1.7"),
      "text renamed .png": bytes("Hello, this is not a picture"),
      "HTML with an svg inside": bytes("<html><svg></svg></html>"),
    }[name]!;
    expect(sniffImage(data)).toEqual({ readable: false, reason });
  });
});

describe("sniffImage at each boundary", () => {
  const ftyp = (major: string, ...compatible: string[]) => {
    const size = 16 + compatible.length * 4;
    return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
  };
  const HEIF = "it is a HEIC/HEIF image, which browsers cannot decode";
  const NOT_IMAGE = "it is not an image this page can read";

  it("names every HEIF brand, and a plain mif1 file, as HEIF", () => {
    for (const brand of ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]) {
      expect(sniffImage(ftyp(brand))).toEqual({ readable: false, reason: HEIF });
      expect(sniffImage(ftyp("isom", "mp41", brand))).toEqual({ readable: false, reason: HEIF });
    }
    expect(sniffImage(ftyp("mif1"))).toEqual({ readable: false, reason: HEIF });
    // An ISO file of another kind (an MP4 video) is no image.
    expect(sniffImage(ftyp("isom", "mp41"))).toEqual({ readable: false, reason: NOT_IMAGE });
  });

  it("reads brands only within the ftyp box, and only from a whole box header", () => {
    // The box says 16 bytes: "avif" after it is another box's data, not a brand.
    const shortBox = bytes([0, 0, 0, 16], "ftypisom", [0, 0, 0, 0], "avif");
    expect(sniffImage(shortBox)).toEqual({ readable: false, reason: NOT_IMAGE });
    expect(sniffImage(ftyp("avis"))).toEqual({ readable: true, kind: "avif" });
    // Fifteen bytes cannot hold an ftyp box.
    expect(sniffImage(ftyp("avif").subarray(0, 15))).toEqual({
      readable: false,
      reason: NOT_IMAGE,
    });
  });

  it("needs RIFF and WEBP both, a BMP header of 27 bytes, an ICO with a size", () => {
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toEqual({
      readable: false,
      reason: NOT_IMAGE,
    });
    expect(sniffImage(bytes("RIFX", [0, 0, 0, 0], "WEBPVP8 "))).toEqual({
      readable: false,
      reason: NOT_IMAGE,
    });
    expect(sniffImage(bytes("BM", new Array(24).fill(0)))).toEqual({
      readable: false,
      reason: NOT_IMAGE,
    });
    expect(sniffImage(bytes("BM", new Array(25).fill(0)))).toEqual({ readable: true, kind: "bmp" });
    expect(sniffImage(bytes([0, 0, 1, 0, 0, 0, 16]))).toEqual({
      readable: false,
      reason: NOT_IMAGE,
    });
    expect(sniffImage(bytes([0, 0, 1, 0, 0, 1, 16]))).toEqual({ readable: true, kind: "ico" });
    expect(sniffImage(bytes([0, 0, 1, 0, 1, 0]))).toEqual({ readable: false, reason: NOT_IMAGE });
  });

  it("names camera RAW files and big-endian TIFF, and reads JPEG XL", () => {
    const RAW = "it is a camera RAW file, which this page cannot read";
    expect(sniffImage(bytes("FUJIFILMCCD-RAW 0201"))).toEqual({ readable: false, reason: RAW });
    expect(sniffImage(bytes("IIU\0", [8, 0, 0, 0]))).toEqual({ readable: false, reason: RAW });
    expect(sniffImage(bytes("MM", [0, 0x2a, 0, 0, 0, 8]))).toEqual({
      readable: false,
      reason: "it is a TIFF image or a camera RAW file, which this page cannot read",
    });
    // JPEG XL, as a bare codestream and in its ISO container.
    expect(sniffImage(bytes([0xff, 0x0a, 0x00]))).toEqual({ readable: true, kind: "jxl" });
    expect(sniffImage(bytes([0, 0, 0, 0x0c], "JXL ", [0x0d, 0x0a, 0x87, 0x0a]))).toEqual({
      readable: true,
      kind: "jxl",
    });
  });

  it("skips what may come before an SVG's root, and nothing else", () => {
    // An empty picture closes its root at once: <svg/> is an SVG too.
    expect(sniffImage(bytes("<svg/>"))).toEqual({ readable: true, kind: "svg" });
    expect(sniffImage(new TextEncoder().encode("\uFEFF<svg/>"))).toEqual({
      readable: true,
      kind: "svg",
    });
    expect(sniffImage(bytes("<!DOCTYPE svg>\n<svg>"))).toEqual({ readable: true, kind: "svg" });
    expect(sniffImage(bytes("<!doctype svg PUBLIC 'x'><svg>"))).toEqual({
      readable: true,
      kind: "svg",
    });
    expect(sniffImage(bytes("<!-- a -->\n<!-- b --><svg\n>"))).toEqual({
      readable: true,
      kind: "svg",
    });
    expect(sniffImage(bytes("<?xml version='1.0'?><svg>"))).toEqual({
      readable: true,
      kind: "svg",
    });
    // A comment or declaration that never ends, a root named otherwise, an "svg" further on.
    for (const text of ["<!-- never ends <svg>", "<?xml <svg>", "<svgx>", "<html><svg>", "svg"])
      expect(sniffImage(bytes(text))).toEqual({ readable: false, reason: NOT_IMAGE });
  });
});
