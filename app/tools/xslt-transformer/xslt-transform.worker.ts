// Runs the transformation off the main thread. libxslt.wasm is fetched and compiled here on the
// first run (Vite emits it as its own asset), then reused; each run gets a fresh instance.
import { ToolError, errorMessage } from "~/lib/tool-error";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type XsltJob, transformXslt } from "./xslt-transform";

const WASM_URL = new URL("./libxslt.wasm", import.meta.url);
let compiled: Promise<WebAssembly.Module> | null = null;

function libxsltModule(): Promise<WebAssembly.Module> {
  // From bytes rather than compileStreaming, which needs the host to send application/wasm.
  compiled ??= fetch(WASM_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      compiled = null; // a later run tries again (e.g. back online)
      throw new ToolError(`Could not load the XSLT engine: ${errorMessage(error)}`);
    });
  return compiled;
}

exposeToWorker((job: XsltJob) => transformXslt(job, { module: libxsltModule }));
