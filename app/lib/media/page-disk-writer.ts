// A media converter's worker, with the disk writer (disk-writer.worker.ts) it asks for when a
// conversion starts, started here by the page. The converter's worker used to start it itself, and
// in Firefox ESR 153 that worker at times never came back from `new Worker()`: the conversion stood
// at 0 % (docs/cross-engine-tests.md). The two talk through a MessageChannel; the writer stops with
// the converter.
import type { WorkerLike } from "~/lib/workers/worker-runner";
import type { DiskWriterNotice } from "./disk-writer-protocol";

export function withDiskWriter(converter: Worker): WorkerLike {
  let writer: Worker | null = null;
  const tell = (notice: DiskWriterNotice, transfer: Transferable[] = []) =>
    converter.postMessage(notice, transfer);
  converter.addEventListener("message", (event: MessageEvent<DiskWriterNotice>) => {
    if (event.data?.kind !== "disk-writer-wanted") return;
    // One conversion at a time in a worker: a new one's writer replaces the last one's.
    writer?.terminate();
    writer = new Worker(new URL("./disk-writer.worker.ts", import.meta.url), { type: "module" });
    writer.onerror = (error) =>
      tell({ kind: "disk-writer-stopped", message: error.message || "The disk writer stopped." });
    const channel = new MessageChannel();
    writer.postMessage(channel.port1, [channel.port1]);
    tell({ kind: "disk-writer-port", port: channel.port2 }, [channel.port2]);
  });
  return {
    postMessage: (message) => converter.postMessage(message),
    terminate: () => {
      converter.terminate();
      writer?.terminate();
    },
    get onmessage() {
      return converter.onmessage;
    },
    set onmessage(handler) {
      converter.onmessage = handler;
    },
    get onerror() {
      return converter.onerror;
    },
    set onerror(handler) {
      converter.onerror = handler;
    },
  };
}
