// Where a media converter writes its result: to a file on this device, in the browser's private
// storage (the origin private file system, OPFS), written piece by piece from the converter's
// worker as the muxer produces it (by a worker the page starts, so the disk writes while the muxer
// goes on), so a conversion of gigabytes never holds its result in memory. The File it gives back
// is backed by that disk file: downloading it streams from disk too. Where a browser lets no worker
// write there (no OPFS, or a private window that refuses it), the result is assembled in memory,
// and the page says so. Runs in a worker (sync access handles exist only there).
import { BufferTarget, StreamTarget, type StreamTargetChunk, type Target } from "mediabunny";
import { ToolError } from "../tool-error";
import {
  DiskFailure,
  type DiskPort,
  DiskWriter,
  type DiskWriterNotice,
  OPEN_TIMEOUT_MS,
} from "./disk-writer-protocol";
import { outputName, sweepOutputs } from "./output-storage";

export const NO_ROOM_MESSAGE =
  "There is not enough free storage on this device for the converted file (a private window has much less). Free some space, or convert a shorter part.";

export interface OutputFile {
  target: Target;
  /**
   * The finished file, once the output is finalised; `diskName` is its name in the browser's
   * private storage, null when it was built in memory.
   */
  finish: (type: string) => Promise<{ blob: Blob; diskName: string | null }>;
  /** Removes what was written (a failed or cancelled conversion). */
  discard: () => Promise<void>;
}

/** The page load this worker serves (worker-session.ts): its earlier results are removed first. */
const session = () =>
  ((typeof self !== "undefined" && (self as { name?: string }).name) || "unnamed").replace(
    /[^\w-]/g,
    "",
  );

/** A target for a conversion's output: on disk where the browser allows, else in memory. */
export async function outputFile(): Promise<OutputFile> {
  const onDisk = await diskOutput().catch(() => null);
  if (onDisk) return onDisk;
  const target = new BufferTarget();
  return {
    target,
    finish: async (type) => {
      if (!target.buffer) throw new ToolError("The conversion produced no file.");
      return { blob: new Blob([target.buffer], { type }), diskName: null };
    },
    discard: async () => {},
  };
}

/**
 * The disk writer the page starts when this worker asks (page-disk-writer.ts), reached through the
 * port the page sends; null where no port comes in time (no page that starts writers).
 */
async function pageDiskWriter(): Promise<DiskPort | null> {
  if (typeof MessageChannel === "undefined") return null;
  const port = await new Promise<MessagePort | null>((resolve) => {
    const answered = (event: MessageEvent<DiskWriterNotice>) => {
      if (event.data?.kind === "disk-writer-port") done(event.data.port);
    };
    const done = (port: MessagePort | null) => {
      clearTimeout(timer);
      removeEventListener("message", answered);
      resolve(port);
    };
    const timer = setTimeout(() => done(null), OPEN_TIMEOUT_MS);
    addEventListener("message", answered);
    postMessage({ kind: "disk-writer-wanted" } satisfies DiskWriterNotice);
  });
  if (!port) return null;
  const stopped = (event: MessageEvent<DiskWriterNotice>) => {
    if (event.data?.kind === "disk-writer-stopped") writer.onerror?.(event.data);
  };
  const writer: DiskPort = {
    postMessage: (message, transfer) => port.postMessage(message, transfer),
    onmessage: null,
    onerror: null,
    terminate: () => {
      removeEventListener("message", stopped);
      port.close();
    },
  };
  port.onmessage = (event) => writer.onmessage?.(event);
  addEventListener("message", stopped);
  return writer;
}

async function diskOutput(): Promise<OutputFile | null> {
  if (typeof navigator === "undefined" || !navigator.storage?.getDirectory) return null;
  const root = await navigator.storage.getDirectory();
  const now = Date.now();
  // This page load's earlier results (its page shows only the newest, and a cancelled one is left
  // half written) and those of page loads that are gone (output-storage.ts).
  await sweepOutputs(root, session(), now);
  const port = await pageDiskWriter();
  if (!port) return null;
  const name = outputName(session(), now);
  const handle = await root.getFileHandle(name, { create: true });
  const writer = new DiskWriter(port);
  if (!(await writer.open(name))) {
    port.terminate();
    await root.removeEntry(name).catch(() => {});
    return null;
  }
  const failed = (error: unknown) =>
    error instanceof DiskFailure && error.quota ? new ToolError(NO_ROOM_MESSAGE) : error;
  let written: () => void = () => {};
  const done = new Promise<void>((resolve) => (written = resolve));
  const writable = new WritableStream<StreamTargetChunk>({
    write: (chunk) =>
      writer.write(chunk.data, chunk.position).catch((error) => Promise.reject(failed(error))),
    close: async () => {
      await writer.close().catch((error) => Promise.reject(failed(error)));
      written();
    },
    abort: () => writer.abort(),
  });
  return {
    // 16 MiB pieces: few writes, and memory bounded by a few pieces whatever the file's size.
    target: new StreamTarget(writable, { chunked: true }),
    finish: async (type) => {
      await done;
      const file = await handle.getFile();
      // A Blob over the disk file (no copy), with the type the download should have.
      return { blob: new Blob([file], { type }), diskName: name };
    },
    discard: async () => {
      await writer.abort();
      await root.removeEntry(name).catch(() => {});
    },
  };
}
