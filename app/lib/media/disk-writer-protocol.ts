// The converter's side of its disk writer (disk-writer.worker.ts): pieces of the result are sent to
// the writer and the converter goes on at once, until MAX_IN_FLIGHT_BYTES are sent and not yet
// written; then it waits for the disk. So the writing overlaps the muxing, and memory stays bounded
// whatever the file's size. A write that failed (the disk full) fails the next write or the close.

export type DiskRequest =
  | { kind: "open"; name: string }
  | { kind: "write"; data: Uint8Array; at: number }
  | { kind: "close" };

export type DiskReply =
  | { kind: "opened" }
  | { kind: "written"; bytes: number }
  | { kind: "closed" }
  | { kind: "failed"; quota: boolean; message: string };

/**
 * The converter's worker asks its page for a disk writer (page-disk-writer.ts starts it: a worker
 * that started one of its own at times stopped for good in Firefox, inside `new Worker()`); the
 * page answers with the port the writer listens on, and says so if the writer stops.
 */
export type DiskWriterNotice =
  | { kind: "disk-writer-wanted" }
  | { kind: "disk-writer-port"; port: MessagePort }
  | { kind: "disk-writer-stopped"; message: string };

/** What the writer is reached through: the page's writer by its port, or a fake in the tests. */
export interface DiskPort {
  postMessage(message: DiskRequest, transfer: Transferable[]): void;
  onmessage: ((event: { data: DiskReply }) => void) | null;
  /** The writer's script failed to load or threw: nothing more will come from it. */
  onerror: ((event: { message?: string }) => void) | null;
  terminate(): void;
}

/** A writer that has not opened its file by then is not waited for: the result goes to memory. */
export const OPEN_TIMEOUT_MS = 10_000;

/** Four 16 MiB pieces: enough for the disk never to wait for the muxer, and no more. */
export const MAX_IN_FLIGHT_BYTES = 64 * 1024 * 1024;

export class DiskFailure extends Error {
  constructor(
    message: string,
    readonly quota: boolean,
  ) {
    super(message);
  }
}

export class DiskWriter {
  private inFlight = 0;
  private failure: DiskFailure | null = null;
  /** Called when a reply comes: the one waiting for room, an open or a close. */
  private waiting: (() => void) | null = null;
  private opened = false;
  private closed = false;

  constructor(private readonly port: DiskPort) {
    port.onmessage = ({ data }) => {
      if (data.kind === "written") this.inFlight -= data.bytes;
      else if (data.kind === "opened") this.opened = true;
      else if (data.kind === "closed") this.closed = true;
      else this.failure = new DiskFailure(data.message, data.quota);
      this.wake();
    };
    port.onerror = (event) => {
      this.failure = new DiskFailure(event.message || "The disk writer stopped.", false);
      this.wake();
    };
  }

  private wake(): void {
    const wake = this.waiting;
    this.waiting = null;
    wake?.();
  }

  private async until(done: () => boolean): Promise<void> {
    while (!done() && !this.failure) await new Promise<void>((resolve) => (this.waiting = resolve));
    if (this.failure) throw this.failure;
  }

  /** Opens the file `name` (already created) for writing; false where the writer cannot. */
  async open(name: string): Promise<boolean> {
    this.port.postMessage({ kind: "open", name }, []);
    const timer = setTimeout(() => {
      this.failure ??= new DiskFailure("The disk writer did not start.", false);
      this.wake();
    }, OPEN_TIMEOUT_MS);
    try {
      await this.until(() => this.opened);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends `data` to be written at `at`; waits only while too much is on its way to the disk. */
  async write(data: Uint8Array, at: number): Promise<void> {
    if (this.failure) throw this.failure;
    // A copy goes: the muxer may use its buffer again, and a transferred one would be gone.
    const copy = data.slice();
    this.inFlight += copy.byteLength;
    this.port.postMessage({ kind: "write", data: copy, at }, [copy.buffer]);
    await this.until(() => this.inFlight <= MAX_IN_FLIGHT_BYTES);
  }

  /** Waits for every piece to be written, then closes the file. */
  async close(): Promise<void> {
    await this.until(() => this.inFlight === 0);
    this.port.postMessage({ kind: "close" }, []);
    await this.until(() => this.closed);
    this.port.terminate();
  }

  /** Ends a failed conversion's writing: the file is closed (so it can be removed), then the worker. */
  async abort(): Promise<void> {
    this.port.postMessage({ kind: "close" }, []);
    await this.until(() => this.closed).catch(() => {});
    this.port.terminate();
  }
}

/**
 * Chromium wrote 1 MiB slices through a sync access handle at 4 GB/s and 16 MiB ones at 0.4 GB/s
 * (a profile on disk, this machine), so the writer cuts each piece.
 */
export const WRITE_SLICE_BYTES = 1024 * 1024;

/**
 * Writes `data` at `at` in WRITE_SLICE_BYTES slices; the bytes written, which are fewer than asked
 * when a write stops short. It can without throwing: Chromium's private-window storage, kept in
 * memory, wrote nothing past about 1.4 GB and said so only in the count.
 */
export function writeInSlices(
  write: (slice: Uint8Array, at: number) => number,
  data: Uint8Array,
  at: number,
): number {
  let wrote = 0;
  for (let offset = 0; offset < data.byteLength; offset += WRITE_SLICE_BYTES) {
    const slice = data.subarray(offset, offset + WRITE_SLICE_BYTES);
    const count = write(slice, at + offset);
    wrote += count;
    if (count !== slice.byteLength) break;
  }
  return wrote;
}
