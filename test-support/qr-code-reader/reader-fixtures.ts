// What the QR and Barcode Reader's tests share: ZXing-C++'s reader module as bytes (so tests run
// the real engine without a server) and results shaped as the engine reports them.
import { readFileSync } from "node:fs";
import type { EngineResult } from "../../app/tools/qr-code-reader/read-codes";

/** The reader's .wasm from the installed zxing-wasm package, in the form `readWithZxing` takes. */
export const READER_WASM = {
  bytes: readFileSync(
    new URL("../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm", import.meta.url),
  ).buffer,
};

/**
 * A result as the engine reports it: a QR Code reading "hello", a 10 × 10 square at `at` (the
 * origin unless told), with `fields` in place of any of that.
 */
export function engineResult(
  fields: Partial<EngineResult> & { at?: [number, number] } = {},
): EngineResult {
  const { at = [0, 0], ...rest } = fields;
  const [x, y] = at;
  const text = rest.text ?? "hello";
  return {
    format: "QRCode",
    text,
    bytes: new TextEncoder().encode(text),
    contentType: "Text",
    ecLevel: "",
    extra: "",
    position: {
      topLeft: { x, y },
      topRight: { x: x + 10, y },
      bottomRight: { x: x + 10, y: y + 10 },
      bottomLeft: { x, y: y + 10 },
    },
    ...rest,
  };
}
