import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import { seededRandom } from "../../../test-support/random";
import { READER_WASM, engineResult } from "../../../test-support/qr-code-reader/reader-fixtures";
import {
  type DecodedPicture,
  type QrCodeReaderJob,
  type ReaderDependencies,
  SVG_MESSAGE_REASON,
  emptyImageMessage,
  noCodeFoundMessage,
  pixelsMismatchMessage,
  readQrCodeReaderJob,
  undecodableMessage,
} from "./qr-code-reader-job";
import type { EngineResult, RgbaImage } from "./read-codes";
import { readWithZxing } from "./zxing-reader";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const blank = (width: number, height: number): RgbaImage => ({
  data: new Uint8ClampedArray(width * height * 4).fill(255),
  width,
  height,
});

/** The engine's result for a QR Code at level M reading `text`, a 10 × 10 square at (x, y). */
const found = (text: string, x: number, y: number) =>
  engineResult({ text, at: [x, y], ecLevel: "M" });

/** A job's outside parts: the engine answers `results`; pictures decode to `picture`. */
function fakes(results: EngineResult[], picture?: DecodedPicture) {
  const searched: RgbaImage[] = [];
  const decoded: Blob[] = [];
  const dependencies: ReaderDependencies = {
    decodePicture: (file) => {
      decoded.push(file);
      return picture ? Promise.resolve(picture) : Promise.reject(new Error("cannot decode"));
    },
    readCodes: (image) => {
      searched.push(image);
      return Promise.resolve(results);
    },
  };
  return { dependencies, searched, decoded };
}

const realEngine: ReaderDependencies = {
  decodePicture: () => Promise.reject(new Error("no files here")),
  readCodes: (image) => readWithZxing(image, READER_WASM),
};

describe("a picture's pixels", () => {
  it("are searched as given, and every code comes back in reading order with its fields", async () => {
    const image = blank(100, 50);
    const { dependencies, searched } = fakes([
      found("WIFI:S:Home;T:WPA;P:pw;;", 60, 0),
      found("https://example.com", 0, 0),
    ]);
    const result = await readQrCodeReaderJob({ name: "photo.png", image }, dependencies);
    expect(searched).toEqual([image]);
    expect(searched[0]).toBe(image);
    expect(result).toMatchObject({
      width: 100,
      height: 50,
      searchedWidth: 100,
      searchedHeight: 50,
    });
    expect(result.codes.map((code) => [code.text, code.payload.kind, code.fields])).toEqual([
      ["https://example.com", "url", [{ label: "URL", value: "https://example.com" }]],
      [
        "WIFI:S:Home;T:WPA;P:pw;;",
        "wifi",
        [
          { label: "Network name (SSID)", value: "Home" },
          { label: "Security", value: "WPA/WPA2/WPA3" },
          { label: "Password", value: "pw" },
          { label: "Hidden network", value: "No" },
        ],
      ],
    ]);
    expect(result.codes[0]).toMatchObject({ kind: "QR Code", errorCorrection: "M", binary: false });
  });

  it("over 12 megapixels are searched shrunk, with the corners on the full picture", async () => {
    const image = blank(4001, 3000);
    const { dependencies, searched } = fakes([found("x", 5, 5)]);
    const result = await readQrCodeReaderJob({ name: "huge.png", image }, dependencies);
    expect([searched[0].width, searched[0].height]).toEqual([2001, 1500]);
    expect(result).toMatchObject({
      width: 4001,
      height: 3000,
      searchedWidth: 2001,
      searchedHeight: 1500,
    });
    const scale = 4001 / 2001;
    expect(result.codes[0].corners[0]).toEqual({ x: 5 * scale, y: 5 * scale });
  });

  it("with no pixels at all get a message naming the picture", async () => {
    const { dependencies } = fakes([]);
    for (const image of [blank(0, 0), blank(0, 10), blank(10, 0)]) {
      const error = await rejectedToolError(() =>
        readQrCodeReaderJob({ name: "camera frame", image }, dependencies),
      );
      expect(error.message).toBe(emptyImageMessage("camera frame"));
    }
    expect(emptyImageMessage("camera frame")).toBe(
      "camera frame: the image is empty (it has no pixels).",
    );
  });

  it("that do not match the size, or a size that is not whole, get a message", async () => {
    const { dependencies, searched } = fakes([]);
    const cases: RgbaImage[] = [
      { data: new Uint8ClampedArray(10), width: 2, height: 2 },
      { data: new Uint8ClampedArray(24), width: 2, height: 2 },
      { data: new Uint8ClampedArray(16), width: 1.5, height: 2 + 2 / 3 },
      { data: new Uint8ClampedArray(16), width: -2, height: -2 },
      { data: new Uint8ClampedArray(12), width: 1.5, height: 2 },
      { data: new Uint8ClampedArray(20), width: 2, height: 2.5 },
      { data: new Uint8ClampedArray(4000), width: 1000, height: 1 },
    ];
    for (const image of cases.slice(0, 6)) {
      const error = await rejectedToolError(() =>
        readQrCodeReaderJob({ name: "frame", image }, dependencies),
      );
      expect(error.message).toBe(pixelsMismatchMessage("frame", image.width, image.height));
    }
    expect(searched).toEqual([]);
    await expect(
      readQrCodeReaderJob({ name: "frame", image: cases[6] }, dependencies),
    ).rejects.toThrow(noCodeFoundMessage("frame"));
    expect(pixelsMismatchMessage("frame", 12000, 2)).toBe(
      "frame: the pixel data does not match its size of 12,000 × 2 pixels.",
    );
  });

  it("without a code get a message naming the picture", async () => {
    const { dependencies } = fakes([]);
    const error = await rejectedToolError(() =>
      readQrCodeReaderJob({ name: "holiday.jpg", image: blank(10, 10) }, dependencies),
    );
    expect(error.message).toBe(noCodeFoundMessage("holiday.jpg"));
    expect(error.message).toBe(
      "No QR code or barcode found in holiday.jpg. Try a sharper picture with the whole code in view and a blank margin around it.",
    );
  });
});

describe("a file", () => {
  const file = (bytes: number[] | Uint8Array) => new Blob([new Uint8Array(bytes)]);

  it("is decoded, and the corners are on the picture as shown even when it decoded smaller", async () => {
    const picture = { image: blank(50, 25), width: 200, height: 100 };
    const { dependencies, decoded, searched } = fakes([found("hello", 10, 4)], picture);
    const png = file([...PNG_SIGNATURE, 0, 0, 0, 13]);
    const result = await readQrCodeReaderJob({ name: "a.png", file: png }, dependencies);
    expect(decoded).toEqual([png]);
    expect(searched[0]).toBe(picture.image);
    expect(result).toMatchObject({
      width: 200,
      height: 100,
      searchedWidth: 50,
      searchedHeight: 25,
    });
    expect(result.codes[0].corners[0]).toEqual({ x: 40, y: 16 });
  });

  it("that is not an image gets a message naming it and saying why", async () => {
    const { dependencies, decoded } = fakes([]);
    const random = seededRandom(7);
    const megabyte = new Uint8Array(1 << 20).map(() => Math.floor(random() * 256));
    megabyte[0] = 0; // not by chance a signature
    const cases: [string, Uint8Array, string][] = [
      [
        "notes.txt",
        new TextEncoder().encode("just some text"),
        "it is not an image this page can read",
      ],
      ["noise.bin", megabyte, "it is not an image this page can read"],
      ["empty.png", new Uint8Array(0), "the file is empty"],
      ["doc.pdf", new TextEncoder().encode("%PDF-1.7"), "it is a PDF, not an image"],
      [
        "code.svg",
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        SVG_MESSAGE_REASON,
      ],
    ];
    for (const [name, bytes, reason] of cases) {
      const error = await rejectedToolError(() =>
        readQrCodeReaderJob({ name, file: file(bytes) }, dependencies),
      );
      expect(error.message).toBe(`${name}: ${reason}.`);
    }
    expect(decoded).toEqual([]);
  });

  it("that is an SVG drawing is sent back to be saved as PNG", () => {
    expect(SVG_MESSAGE_REASON).toBe(
      "it is an SVG drawing, which is not read here; save the code as PNG and try again",
    );
  });

  it("whose SVG root comes after 4 KiB of comments is not taken for an SVG", async () => {
    const text = `<!--${" ".repeat(5000)}--><svg/>`;
    const { dependencies } = fakes([]);
    const error = await rejectedToolError(() =>
      readQrCodeReaderJob({ name: "late.svg", file: new Blob([text]) }, dependencies),
    );
    expect(error.message).toBe("late.svg: it is not an image this page can read.");
  });

  it("is only read in part to tell its kind: the decoder gets the whole file", async () => {
    const sliced: [number, number][] = [];
    const whole = {
      slice(start: number, end: number) {
        sliced.push([start, end]);
        return new Blob([new Uint8Array(PNG_SIGNATURE)]);
      },
      arrayBuffer: () => Promise.reject(new Error("read the whole file")),
    } as unknown as Blob;
    const picture = { image: blank(2, 2), width: 2, height: 2 };
    const { dependencies, decoded } = fakes([found("x", 0, 0)], picture);
    await readQrCodeReaderJob({ name: "big.png", file: whole }, dependencies);
    expect(sliced).toEqual([[0, 4096]]);
    expect(decoded[0]).toBe(whole);
  });

  it("that looks like an image but does not decode gets a message naming it", async () => {
    const { dependencies } = fakes([]);
    const error = await rejectedToolError(() =>
      readQrCodeReaderJob({ name: "cut.png", file: file(PNG_SIGNATURE) }, dependencies),
    );
    expect(error.message).toBe(undecodableMessage("cut.png"));
    expect(error.message).toBe(
      "cut.png: the image could not be decoded; the file may be damaged or cut short.",
    );
  });

  it("that decodes to no pixels gets the empty-picture message", async () => {
    const { dependencies } = fakes([], { image: blank(0, 0), width: 0, height: 0 });
    const error = await rejectedToolError(() =>
      readQrCodeReaderJob({ name: "zero.png", file: file(PNG_SIGNATURE) }, dependencies),
    );
    expect(error.message).toBe(emptyImageMessage("zero.png"));
  });
});

describe("with the real engine", () => {
  /** Smooth shapes with grain, like a photo of a wall: no code, but plenty of edges. */
  function photoLikeNoise(width: number, height: number): RgbaImage {
    const random = seededRandom(42);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const base = 128 + 60 * Math.sin(x / 37) * Math.cos(y / 23) + 40 * Math.sin((x + y) / 11);
        const at = (y * width + x) * 4;
        data[at] = base + random() * 30;
        data[at + 1] = base * 0.9 + random() * 30;
        data[at + 2] = base * 0.7 + random() * 30;
        data[at + 3] = 255;
      }
    return { data, width, height };
  }

  it.each<[string, RgbaImage]>([
    ["a blank picture", blank(64, 64)],
    ["a one-pixel picture", blank(1, 1)],
    ["a photo-like picture", photoLikeNoise(320, 240)],
  ])("finds no code in %s, and says so", async (_, image) => {
    const job: QrCodeReaderJob = { name: "picture.png", image };
    const error = await rejectedToolError(() => readQrCodeReaderJob(job, realEngine));
    expect(error.message).toBe(noCodeFoundMessage("picture.png"));
  });

  it("finds no code in a megabyte of random pixels, and says so", async () => {
    const random = seededRandom(3);
    const data = new Uint8ClampedArray(512 * 512 * 4).map(() => Math.floor(random() * 256));
    const error = await rejectedToolError(() =>
      readQrCodeReaderJob({ name: "static", image: { data, width: 512, height: 512 } }, realEngine),
    );
    expect(error.message).toBe(noCodeFoundMessage("static"));
  });
});
