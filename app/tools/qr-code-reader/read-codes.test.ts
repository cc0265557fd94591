import { engineResult } from "../../../test-support/qr-code-reader/reader-fixtures";
import {
  MAX_SEARCHED_PIXELS,
  type ReadCode,
  downscaleFactor,
  downscaleImage,
  inReadingOrder,
  kindOfFormat,
  toReadCode,
} from "./read-codes";

const result = engineResult;

describe("kindOfFormat", () => {
  it.each([
    ["QRCode", "QR Code"],
    ["QRCodeModel1", "QR Code"],
    ["QRCodeModel2", "QR Code"],
    ["MicroQRCode", "Micro QR Code"],
    ["RMQRCode", "rMQR Code"],
    ["DataMatrix", "Data Matrix"],
    ["Aztec", "Aztec"],
    ["AztecCode", "Aztec"],
    ["AztecRune", "Aztec Rune"],
    ["PDF417", "PDF417"],
    ["CompactPDF417", "Compact PDF417"],
    ["MicroPDF417", "MicroPDF417"],
    ["EAN13", "EAN-13"],
    ["EAN8", "EAN-8"],
    ["UPCA", "UPC-A"],
    ["UPCE", "UPC-E"],
    ["ISBN", "EAN-13"],
    ["Code39", "Code 39"],
    ["Code39Std", "Code 39"],
    ["Code39Ext", "Code 39"],
    ["Code128", "Code 128"],
    ["ITF", "ITF"],
    ["ITF14", "ITF"],
  ])("names %s %s", (format, kind) => {
    expect(kindOfFormat(format)).toBe(kind);
  });

  it("keeps the engine's name for a format it does not know, even one named like an Object method", () => {
    expect(kindOfFormat("MaxiCode")).toBe("MaxiCode");
    expect(kindOfFormat("toString")).toBe("toString");
  });
});

describe("toReadCode", () => {
  it("keeps the text, the bytes and the corners in the engine's order", () => {
    const code = toReadCode(result({ text: "hello", at: [5, 7] }));
    expect(code).toEqual({
      kind: "QR Code",
      text: "hello",
      bytes: new TextEncoder().encode("hello"),
      binary: false,
      corners: [
        { x: 5, y: 7 },
        { x: 15, y: 7 },
        { x: 15, y: 17 },
        { x: 5, y: 17 },
      ],
    });
  });

  it("scales the corners back to the picture the page shows", () => {
    const code = toReadCode(result({ at: [5, 7] }), 2.5);
    expect(code.corners).toEqual([
      { x: 12.5, y: 17.5 },
      { x: 37.5, y: 17.5 },
      { x: 37.5, y: 42.5 },
      { x: 12.5, y: 42.5 },
    ]);
  });

  it("marks binary content", () => {
    expect(toReadCode(result({ contentType: "Binary" })).binary).toBe(true);
    expect(toReadCode(result({ contentType: "Mixed" })).binary).toBe(false);
  });

  it.each(["L", "M", "Q", "H"])("gives a QR code's level %s", (level) => {
    expect(toReadCode(result({ ecLevel: level })).errorCorrection).toBe(level);
    expect(toReadCode(result({ format: "MicroQRCode", ecLevel: level })).errorCorrection).toBe(
      level,
    );
  });

  it("gives no level for other kinds, nor a percentage", () => {
    expect(toReadCode(result({ format: "Aztec", ecLevel: "L" }))).not.toHaveProperty(
      "errorCorrection",
    );
    expect(toReadCode(result({ format: "PDF417", ecLevel: "50%" }))).not.toHaveProperty(
      "errorCorrection",
    );
    expect(toReadCode(result({ ecLevel: "" }))).not.toHaveProperty("errorCorrection");
    expect(toReadCode(result({ ecLevel: "LM" }))).not.toHaveProperty("errorCorrection");
  });

  it("reads an EAN-13 that starts with 0 as the UPC-A printed under it", () => {
    const code = toReadCode(result({ format: "EAN13", text: "0012345678905" }));
    expect([code.kind, code.text]).toEqual(["UPC-A", "012345678905"]);
    const asUpcA = toReadCode(result({ format: "UPCA", text: "0012345678905" }));
    expect([asUpcA.kind, asUpcA.text]).toEqual(["UPC-A", "012345678905"]);
  });

  it("keeps an EAN-13 that starts with another digit, and a 12-digit text, as they are", () => {
    const ean = toReadCode(result({ format: "EAN13", text: "5901234123457" }));
    expect([ean.kind, ean.text]).toEqual(["EAN-13", "5901234123457"]);
    const short = toReadCode(result({ format: "UPCA", text: "012345678905" }));
    expect([short.kind, short.text]).toEqual(["UPC-A", "012345678905"]);
    const eanShort = toReadCode(result({ format: "EAN13", text: "012345678905" }));
    expect([eanShort.kind, eanShort.text]).toEqual(["EAN-13", "012345678905"]);
    const other = toReadCode(result({ format: "Code128", text: "0012345678905" }));
    expect([other.kind, other.text]).toEqual(["Code 128", "0012345678905"]);
  });

  it("reads a UPC-E as its 8 printed digits", () => {
    const code = toReadCode(
      result({ format: "UPCE", text: "0012345000065", extra: '{"UPCE":"01234565"}' }),
    );
    expect([code.kind, code.text]).toEqual(["UPC-E", "01234565"]);
  });

  it("keeps the engine's text for a UPC-E without its printed digits, or with a broken note", () => {
    for (const extra of ["", "{", "[1]", "null", '"x"', '{"UPCE":12}', '{"Version":"1"}']) {
      const code = toReadCode(result({ format: "UPCE", text: "0012345000065", extra }));
      expect([code.kind, code.text]).toEqual(["UPC-E", "0012345000065"]);
    }
  });

  it("does not take the printed digits of a kind other than UPC-E", () => {
    const code = toReadCode(result({ format: "EAN8", text: "96385074", extra: '{"UPCE":"1"}' }));
    expect([code.kind, code.text]).toEqual(["EAN-8", "96385074"]);
  });
});

const codeAt = (text: string, x: number, y: number, size = 10): ReadCode =>
  toReadCode(result({ text, at: [x, y], ...squareOf(x, y, size) }));

function squareOf(x: number, y: number, size: number) {
  return {
    position: {
      topLeft: { x, y },
      topRight: { x: x + size, y },
      bottomRight: { x: x + size, y: y + size },
      bottomLeft: { x, y: y + size },
    },
  };
}

const texts = (codes: ReadCode[]) => codes.map((code) => code.text);

describe("inReadingOrder", () => {
  it("reads rows from the top, each from the left", () => {
    const codes = [
      codeAt("bottom right", 50, 100),
      codeAt("top right", 50, 0),
      codeAt("bottom left", 0, 100),
      codeAt("top left", 0, 0),
    ];
    expect(texts(inReadingOrder(codes))).toEqual([
      "top left",
      "top right",
      "bottom left",
      "bottom right",
    ]);
  });

  it("keeps codes side by side in one row when their tops differ a little", () => {
    // The right one starts higher, but above the middle of the left one: same row.
    const codes = [codeAt("left", 0, 10, 100), codeAt("right", 200, 0, 100)];
    expect(texts(inReadingOrder(codes))).toEqual(["left", "right"]);
  });

  it("starts a new row for a code whose top is below the middle of the row's first code", () => {
    const codes = [codeAt("lower", 0, 51, 100), codeAt("upper", 200, 0, 100)];
    expect(texts(inReadingOrder(codes))).toEqual(["upper", "lower"]);
    const atMiddle = [codeAt("second", 0, 50, 100), codeAt("first", 200, 0, 100)];
    expect(texts(inReadingOrder(atMiddle))).toEqual(["second", "first"]);
  });

  it("measures each code by its outermost corners, whatever its rotation", () => {
    // A code turned upside down: its "top left" corner is at the bottom right.
    const turned = toReadCode(
      result({
        text: "turned",
        position: {
          topLeft: { x: 310, y: 110 },
          topRight: { x: 300, y: 110 },
          bottomRight: { x: 300, y: 100 },
          bottomLeft: { x: 310, y: 100 },
        },
      }),
    );
    const codes = [turned, codeAt("left", 0, 104), codeAt("above", 400, 0)];
    expect(texts(inReadingOrder(codes))).toEqual(["above", "left", "turned"]);
  });

  it("orders a row by the left edges; codes at the same place keep the engine's order", () => {
    const codes = [codeAt("b", 20, 0), codeAt("c", 20, 0), codeAt("a", 10, 3)];
    expect(texts(inReadingOrder(codes))).toEqual(["a", "b", "c"]);
    const stacked = [codeAt("low", 10, 4), codeAt("high", 10, 2)];
    expect(texts(inReadingOrder(stacked))).toEqual(["high", "low"]);
  });

  it("orders a row by the codes' left edges, not their right edges", () => {
    const codes = [codeAt("narrow", 50, 0, 10), codeAt("wide", 0, 0, 100)];
    expect(texts(inReadingOrder(codes))).toEqual(["wide", "narrow"]);
  });

  it("returns nothing for nothing", () => {
    expect(inReadingOrder([])).toEqual([]);
  });
});

describe("downscaleFactor", () => {
  it("keeps a picture up to the limit at full size", () => {
    expect(MAX_SEARCHED_PIXELS).toBe(12_000_000);
    expect(downscaleFactor(4000, 3000)).toBe(1);
    expect(downscaleFactor(1, 1)).toBe(1);
  });

  it("shrinks a larger one by the smallest whole factor that fits", () => {
    expect(downscaleFactor(4001, 3000)).toBe(2);
    expect(downscaleFactor(8000, 6000)).toBe(2);
    expect(downscaleFactor(8002, 6000)).toBe(3);
    expect(downscaleFactor(100_000, 1000)).toBe(3);
  });

  it("counts the partial blocks on the edges", () => {
    expect(downscaleFactor(4_000_000, 3)).toBe(1);
    expect(downscaleFactor(4_000_001, 3)).toBe(2);
    // Halved, 6,929 is 3,465 with the partial block: 3,465² is over the limit, 3,464² is not.
    expect(downscaleFactor(6929, 6929)).toBe(3);
    expect(downscaleFactor(6928, 6928)).toBe(2);
  });
});

describe("downscaleImage", () => {
  const image = (width: number, height: number, pixel: (x: number, y: number) => number[]) => {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
    return { data, width, height };
  };

  it("returns the same image for a factor of 1", () => {
    const original = image(2, 2, () => [1, 2, 3, 4]);
    expect(downscaleImage(original, 1)).toBe(original);
  });

  it("averages each block, every channel on its own", () => {
    const original = image(4, 2, (x, y) => [x * 10, y * 100, x + y, 255 - x]);
    const small = downscaleImage(original, 2);
    expect([small.width, small.height]).toEqual([2, 1]);
    expect([...small.data]).toEqual(
      [
        // x 0–1, y 0–1: red (0+10+0+10)/4, green (0+0+100+100)/4, blue (0+1+1+2)/4 rounded, alpha.
        5,
        50,
        1,
        255 - 0.5,
        // x 2–3: red 25, green 50, blue (2+3+3+4)/4 = 3, alpha (253+252+253+252)/4.
        25,
        50,
        3,
        252.5,
      ].map(Math.round),
    );
  });

  it("averages the smaller blocks on the right and bottom edges over their own pixels", () => {
    const original = image(3, 3, (x, y) => [x === 2 ? 90 : 0, y === 2 ? 60 : 0, 30, 255]);
    const small = downscaleImage(original, 2);
    expect([small.width, small.height]).toEqual([2, 2]);
    expect([...small.data]).toEqual([
      0, 0, 30, 255, 90, 0, 30, 255, 0, 60, 30, 255, 90, 60, 30, 255,
    ]);
  });

  it("keeps thin bars as grey, not lost", () => {
    const bars = image(6, 1, (x) => (x % 3 === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
    expect([...downscaleImage(bars, 3).data]).toEqual([170, 170, 170, 255, 170, 170, 170, 255]);
  });
});
