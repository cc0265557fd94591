// Loading ZXing-C++'s reader: the .wasm comes from this site (the URL of Vite's asset) or from the
// bytes the tests pass, never from the library's CDN default; a failed load is tried again.
import { execFileSync } from "node:child_process";
import {
  DEFAULT_MARGIN,
  DEFAULT_SIZE,
  encodeQr,
  qrPixels,
} from "../../../test-support/qr-code-generator/site-generator";
import { READER_WASM } from "../../../test-support/qr-code-reader/reader-fixtures";
import type { RgbaImage } from "./read-codes";
import { readWithZxing } from "./zxing-reader";
import type * as ZxingReaderModule from "./zxing-reader";

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

/** A fresh copy of the module and of zxing-wasm, so each test starts with nothing loaded. */
async function freshReader(): Promise<typeof ZxingReaderModule> {
  vi.resetModules();
  return import("./zxing-reader");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("zxingOverrides", () => {
  it("points the reader's .wasm at the site's asset and leaves no other setting", async () => {
    const { zxingOverrides } = await freshReader();
    const overrides = zxingOverrides({ url: "/assets/zxing_reader-1a2b.wasm" });
    expect(Object.keys(overrides)).toEqual(["locateFile"]);
    expect(overrides.locateFile!("zxing_reader.wasm", "https://cdn.example/")).toBe(
      "/assets/zxing_reader-1a2b.wasm",
    );
    // Any other file the module might ask for stays beside the script, as Emscripten does.
    expect(overrides.locateFile!("zxing_reader.data", "/assets/")).toBe(
      "/assets/zxing_reader.data",
    );
    expect(overrides.locateFile!("zxing_reader.wasm.map", "/x/")).toBe("/x/zxing_reader.wasm.map");
  });

  it("hands over the bytes when they are given, so nothing is fetched", async () => {
    const { zxingOverrides } = await freshReader();
    const bytes = new ArrayBuffer(8);
    expect(zxingOverrides({ bytes })).toEqual({ wasmBinary: bytes });
  });

  it("by default uses the asset Vite serves from this site, not a CDN", async () => {
    const { SITE_WASM } = await freshReader();
    expect("url" in SITE_WASM && SITE_WASM.url).toMatch(/zxing_reader\.wasm$/);
    expect("url" in SITE_WASM && SITE_WASM.url).not.toMatch(/^https?:|jsdelivr|unpkg/);
  });
});

describe("the reader's settings, seen in what it reads", () => {
  const qrImage = (text: string, foreground = BLACK, background = WHITE) => ({
    data: qrPixels(encodeQr(text, "M"), {
      size: DEFAULT_SIZE,
      margin: DEFAULT_MARGIN,
      foreground,
      background,
    }),
    width: DEFAULT_SIZE,
    height: DEFAULT_SIZE,
  });
  const texts = async (image: RgbaImage) =>
    (await readWithZxing(image, READER_WASM)).map((result) => result.text);

  it("reads a code printed light on dark", async () => {
    expect(await texts(qrImage("light on dark", WHITE, BLACK))).toEqual(["light on dark"]);
  });

  it("reads a barcode turned on its side (zint's Code 128, rotated 90°)", async () => {
    const shell = `cd "$(mktemp -d)" && zint -b 20 --quietzones --scale=2 --rotate=90 -d 'SIDEWAYS 42' -o code.png && identify -format '%w %h' code.png && convert code.png -alpha on rgba:-`;
    const output = execFileSync("sh", ["-c", shell]);
    const [width, height] = output
      .subarray(0, 12)
      .toString("latin1")
      .match(/^\d+ \d+/)![0]
      .split(" ")
      .map(Number);
    const pixels = output.subarray(`${width} ${height}`.length);
    expect(height).toBeGreaterThan(width);
    expect(await texts({ data: new Uint8ClampedArray(pixels), width, height })).toEqual([
      "SIDEWAYS 42",
    ]);
  });

  it("reads every one of many codes in one picture", async () => {
    const tiles = Array.from({ length: 9 }, (_, index) => qrImage(`code ${index + 1}`));
    const width = DEFAULT_SIZE * 3;
    const data = new Uint8ClampedArray(width * width * 4);
    tiles.forEach((tile, index) => {
      const left = (index % 3) * DEFAULT_SIZE;
      const top = Math.floor(index / 3) * DEFAULT_SIZE;
      for (let row = 0; row < DEFAULT_SIZE; row++) {
        const from = row * DEFAULT_SIZE * 4;
        data.set(
          tile.data.subarray(from, from + DEFAULT_SIZE * 4),
          ((top + row) * width + left) * 4,
        );
      }
    });
    const read = await texts({ data, width, height: width });
    expect(read.toSorted()).toEqual(tiles.map((_, index) => `code ${index + 1}`).toSorted());
  });

  it("gives the text as stored, control characters included, not escaped", async () => {
    const stored = "a\tb\u001dc<GS>";
    expect(await texts(qrImage(stored))).toEqual([stored]);
  });
});

describe("loadZxingReader", () => {
  it("fetches the .wasm from the site's URL only, once", async () => {
    const fetched: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return Promise.resolve(
        new Response(READER_WASM.bytes.slice(0), {
          headers: { "Content-Type": "application/wasm" },
        }),
      );
    });
    const { loadZxingReader, readWithZxing } = await freshReader();
    const site = { url: "/assets/zxing_reader-1a2b.wasm" };
    await loadZxingReader(site);
    await loadZxingReader(site);
    const white = new Uint8ClampedArray(16 * 16 * 4).fill(255);
    expect(await readWithZxing({ data: white, width: 16, height: 16 }, site)).toEqual([]);
    expect(fetched).toEqual(["/assets/zxing_reader-1a2b.wasm"]);
  });

  it("tries again after a failed load, and then reads", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { loadZxingReader, readWithZxing } = await freshReader();
    await expect(loadZxingReader({ bytes: new ArrayBuffer(8) })).rejects.toThrow();
    const white = new Uint8ClampedArray(8 * 8 * 4).fill(255);
    const good = { bytes: READER_WASM.bytes.slice(0) };
    expect(await readWithZxing({ data: white, width: 8, height: 8 }, good)).toEqual([]);
    vi.mocked(console.error).mockRestore();
  });
});
