// Loads jq for the JSONPath and jq Tester's jq mode, in the page's worker, the first time it is used.
//
// Why jq-web (0.6.2): it is jq itself (the C program, 1.7 series, with Oniguruma for regular
// expressions) compiled to WebAssembly, so filters, errors and output are jq's own; its .wasm is a
// file of the npm package that Vite emits as an asset, so nothing comes from a CDN; and it reads the
// input from its in-memory file system and checks jq's exit status. The alternatives were worse:
// jq-wasm 1.0.1 copies its whole standard input once per byte read (quadratic: a 10 MB input never
// finishes) and drops jq's errors when jq printed anything, and @pixiebrix/jq-web 0.5.1 (jq 1.6)
// drops errors the same way and cannot tell that it runs in a module worker.
//
// jq-web gives no way to say where its .wasm is: it fetches "jq.wasm" beside the script that loaded
// it, which in a bundle is not where Vite put the asset. So while it loads, a fetch of a URL ending
// in /jq.wasm is sent to the asset's URL instead; fetch is restored as soon as jq is ready.
import jqWasmUrl from "jq-web/jq.wasm?url";

/**
 * A jq instance: `raw` runs `jq FLAGS FILTER` on `input` and returns its standard output less one
 * final newline (undefined when it wrote nothing); a non-zero exit status throws an Error carrying
 * `exitCode` and jq's `stderr`.
 */
export interface JqEngine {
  raw(input: string, filter: string, flags: string[]): string | undefined;
}

type Fetch = typeof fetch;

/** `realFetch`, except that a request for a URL ending in /jq.wasm fetches `wasmUrl`. */
export function fetchWithJqWasmAt(realFetch: Fetch, wasmUrl: string): Fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return realFetch(/\/jq\.wasm(?:[?#]|$)/.test(url) ? wasmUrl : input, init);
  };
}

let loading: Promise<JqEngine> | null = null;

/** jq, loaded once per worker. Cached; a failed load is tried again on the next call. */
export function loadJqEngine(): Promise<JqEngine> {
  loading ??= (async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchWithJqWasmAt(realFetch, jqWasmUrl);
    try {
      return await (
        await import("./jq-web-module")
      ).jqWeb.ready;
    } finally {
      globalThis.fetch = realFetch;
    }
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
