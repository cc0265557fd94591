// Test support: the committed libxslt.wasm read from disk, compiled once per test file.
import { readFileSync } from "node:fs";
import type { XsltEngine } from "~/tools/xslt-transformer/xslt-transform";

export const LIBXSLT_WASM_FILE = new URL(
  "../../app/tools/xslt-transformer/libxslt.wasm",
  import.meta.url,
);

let compiled: Promise<WebAssembly.Module> | null = null;

export function nodeLibxsltEngine(files?: Record<string, Uint8Array>): XsltEngine {
  compiled ??= WebAssembly.compile(readFileSync(LIBXSLT_WASM_FILE));
  return { module: () => compiled!, files };
}
