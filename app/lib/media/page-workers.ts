// A media converter's worker, with the workers it asks for started here by the page: the disk
// writer (disk-writer.worker.ts) when a conversion starts, and the encoders' own workers
// (page-started-worker.ts). The converter's worker used to start them itself, and in Firefox ESR
// 153 that worker at times never came back from `new Worker()`: the conversion stood at 0 % (docs/
// cross-engine-tests.md). They talk through MessageChannels, and stop with the converter.
import type { WorkerLike } from "~/lib/workers/worker-runner";
import type { DiskWriterNotice } from "./disk-writer-protocol";
import type { RelayedMessage, WorkerWanted } from "./page-started-worker";

/** A blob: script's URL stays usable this long: Firefox reads a worker's script after `new Worker()`. */
const REVOKE_DELAY_MS = 60_000;

/** Starts the worker a converter's worker asked for (page-started-worker.ts), and relays for it. */
function startAsked({ script, options, port }: WorkerWanted): Worker {
  const url = typeof script === "string" ? script : URL.createObjectURL(script);
  const worker = new Worker(url, options);
  if (typeof script !== "string") setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  const relay = (message: RelayedMessage) => port.postMessage(message);
  worker.onmessage = (event) => relay({ kind: "message", message: event.data });
  worker.onerror = (event) => relay({ kind: "error", message: event.message });
  port.onmessage = ({ data }: MessageEvent<RelayedMessage>) => {
    if (data.kind === "message") worker.postMessage(data.message);
    else if (data.kind === "terminate") {
      worker.terminate();
      port.close();
    }
  };
  return worker;
}

export function withWorkersFromPage(converter: Worker): WorkerLike {
  let writer: Worker | null = null;
  const started: Worker[] = [];
  const tell = (notice: DiskWriterNotice, transfer: Transferable[] = []) =>
    converter.postMessage(notice, transfer);
  converter.addEventListener("message", (event: MessageEvent<DiskWriterNotice | WorkerWanted>) => {
    if (event.data?.kind === "worker-wanted") started.push(startAsked(event.data));
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
      for (const worker of started.splice(0)) worker.terminate();
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
