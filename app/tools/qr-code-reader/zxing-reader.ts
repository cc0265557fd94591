// Loads ZXing-C++'s reader (zxing-wasm's reader build, no encoder) in the page's worker the first time
// a picture is read, and reads every code in an RGBA image with it.
//
// Where the .wasm comes from: zxing-wasm's default module settings fetch it from jsDelivr. Its
// prepareZXingModule replaces those settings as a whole (the default locateFile with the CDN address
// is dropped, not merged), so every load here passes its own: in the browser a locateFile that
// answers with the URL of the copy Vite emits among this site's assets; in node tests the file's
// bytes from node_modules (wasmBinary), so nothing is fetched at all. Every read goes through
// loadZxingReader first, so the library never instantiates the module with its defaults.
import {
  type ReaderOptions,
  type ReadResult,
  type ZXingModuleOverrides,
  prepareZXingModule,
  purgeZXingModule,
  readBarcodes,
} from "zxing-wasm/reader";
import zxingReaderWasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { type RgbaImage, SEARCHED_SYMBOLOGIES } from "./read-codes";

/** Where the engine's WebAssembly is: a URL this site serves, or the file's bytes. */
export type ZxingWasmSource = { url: string } | { bytes: ArrayBuffer };

export const SITE_WASM: ZxingWasmSource = { url: zxingReaderWasmUrl };

/** The module settings for `source`: no setting may leave the library's CDN default in place. */
export function zxingOverrides(source: ZxingWasmSource): ZXingModuleOverrides {
  if ("bytes" in source) return { wasmBinary: source.bytes };
  // The reader build asks for one file, zxing_reader.wasm; the URL is the asset's, hashed name and all.
  return {
    locateFile: (path: string, prefix: string) =>
      path.endsWith(".wasm") ? source.url : prefix + path,
  };
}

/**
 * The search: every family the tool promises, the engine's thorough passes (rotated, inverted,
 * downscaled), as many symbols as the picture holds, and the text exactly as stored (Plain: no
 * "human readable" rewriting such as GS1's "(01)" brackets or <GS> for control characters).
 */
export const READER_OPTIONS: ReaderOptions = {
  formats: [...SEARCHED_SYMBOLOGIES],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 255,
  textMode: "Plain",
  eanAddOnSymbol: "Ignore",
};

let loading: Promise<unknown> | null = null;

/** The engine, instantiated once per worker from `source`; a failed load is tried again next time. */
export function loadZxingReader(source: ZxingWasmSource = SITE_WASM): Promise<unknown> {
  loading ??= prepareZXingModule({
    overrides: zxingOverrides(source),
    fireImmediately: true,
  }).catch((error: unknown) => {
    // The library keeps the failed promise for these settings; forgetting it lets a retry load.
    purgeZXingModule();
    loading = null;
    throw error;
  });
  return loading;
}

/** Every code the engine finds in `image`, as it reports them. */
export async function readWithZxing(
  image: RgbaImage,
  source: ZxingWasmSource = SITE_WASM,
): Promise<ReadResult[]> {
  await loadZxingReader(source);
  const { data, width, height } = image;
  // readBarcodes takes ImageData; in a worker or node it reads only data, width and height.
  const imageData = { data, width, height, colorSpace: "srgb" } as ImageData;
  return readBarcodes(imageData, READER_OPTIONS);
}
