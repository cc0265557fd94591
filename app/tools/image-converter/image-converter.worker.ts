// Converts one image per run (image-convert.ts); the encoded files are transferred to the page, not
// copied.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type ConvertResult, convertImage } from "./image-convert";

function transferables(message: unknown): Transferable[] {
  const outputs = (message as { output?: ConvertResult }).output?.outputs;
  return outputs ? outputs.map((output) => output.bytes) : [];
}

exposeToWorker(convertImage, {
  get onmessage() {
    return self.onmessage;
  },
  set onmessage(handler) {
    self.onmessage = handler;
  },
  postMessage: (message: unknown) => self.postMessage(message, transferables(message)),
});
