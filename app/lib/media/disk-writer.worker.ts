// Writes a media converter's result to its file in the browser's private storage, in a worker of
// its own (started by the page when the converter's worker asks: page-disk-writer.ts), so the disk
// writes run while the converter goes on muxing. A sync access handle is the fast way to write
// there, and exists only in workers.
import { type DiskReply, type DiskRequest, writeInSlices } from "./disk-writer-protocol";

type SyncAccessHandle = {
  write: (data: Uint8Array, options: { at: number }) => number;
  flush: () => void;
  close: () => void;
};

let access: SyncAccessHandle | null = null;

// The page sends the port the converter's worker writes through (page-disk-writer.ts), then
// everything comes and goes by it.
onmessage = (event: MessageEvent<MessagePort>) => {
  const port = event.data;
  port.onmessage = (message: MessageEvent<DiskRequest>) =>
    handle(message.data, (reply: DiskReply) => port.postMessage(reply));
};

async function handle(request: DiskRequest, reply: (message: DiskReply) => void): Promise<void> {
  try {
    if (request.kind === "open") {
      const root = await navigator.storage.getDirectory();
      const handle = await root.getFileHandle(request.name);
      const open = (
        handle as unknown as { createSyncAccessHandle?: () => Promise<SyncAccessHandle> }
      ).createSyncAccessHandle;
      if (typeof open !== "function") return reply({ kind: "failed", quota: false, message: "" });
      access = await open.call(handle);
      return reply({ kind: "opened" });
    }
    if (request.kind === "write") {
      // A write can stop short without throwing: Chromium's private-window storage, kept in memory,
      // wrote nothing past about 1.4 GB and said so only in the count. A short write is a full disk.
      const wrote = writeInSlices(
        (slice, at) => access!.write(slice, { at }),
        request.data,
        request.at,
      );
      if (wrote !== request.data.byteLength)
        return reply({
          kind: "failed",
          quota: true,
          message: `${wrote} of ${request.data.byteLength} bytes written`,
        });
      return reply({ kind: "written", bytes: request.data.byteLength });
    }
    access?.flush();
    access?.close();
    access = null;
    reply({ kind: "closed" });
  } catch (error) {
    reply({
      kind: "failed",
      quota: error instanceof DOMException && error.name === "QuotaExceededError",
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
