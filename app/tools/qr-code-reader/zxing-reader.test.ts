// Loading ZXing-C++'s reader: the .wasm comes from this site (the URL of Vite's asset) or from the
// bytes the tests pass, never from the library's CDN default; a failed load is tried again.
import { readFileSync } from "node:fs";
import type * as ZxingReaderModule from "./zxing-reader";

const WASM_BYTES = readFileSync(
  new URL("../../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm", import.meta.url),
);

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

describe("READER_OPTIONS", () => {
  it("search every promised family thoroughly and keep the text as stored", async () => {
    const { READER_OPTIONS } = await freshReader();
    expect(READER_OPTIONS).toEqual({
      formats: ["QRCode", "DataMatrix", "Aztec", "PDF417", "EANUPC", "Code39", "Code128", "ITF"],
      tryHarder: true,
      tryRotate: true,
      tryInvert: true,
      tryDownscale: true,
      maxNumberOfSymbols: 255,
      textMode: "Plain",
      eanAddOnSymbol: "Ignore",
    });
  });
});

describe("loadZxingReader", () => {
  it("fetches the .wasm from the site's URL only, once", async () => {
    const fetched: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return Promise.resolve(
        new Response(WASM_BYTES, { headers: { "Content-Type": "application/wasm" } }),
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
    const good = { bytes: WASM_BYTES.buffer.slice(0) };
    expect(await readWithZxing({ data: white, width: 8, height: 8 }, good)).toEqual([]);
    vi.mocked(console.error).mockRestore();
  });
});
