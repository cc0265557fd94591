import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiskWriterNotice } from "./disk-writer-protocol";
import { withDiskWriter } from "./page-disk-writer";

/** A worker as the page sees it: what it was sent, and a way to make it speak. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  say(data: unknown) {
    const event = new MessageEvent("message", { data });
    this.dispatchEvent(event);
    this.onmessage?.(event);
  }
}

describe("withDiskWriter", () => {
  afterEach(() => {
    FakeWorker.started = [];
    vi.unstubAllGlobals();
  });

  it("starts a disk writer when the converter asks, and gives each one end of a channel", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const converter = new FakeWorker(new URL("https://site.test/converter.js"));
    const worker = withDiskWriter(converter as unknown as Worker);
    const replies: unknown[] = [];
    worker.onmessage = (event) => replies.push(event.data);
    expect(FakeWorker.started).toHaveLength(1);

    converter.say({ kind: "disk-writer-wanted" } satisfies DiskWriterNotice);
    const writer = FakeWorker.started[1];
    expect(writer.url.pathname).toMatch(/disk-writer\.worker/);
    const [writerPort] = writer.sent as MessagePort[];
    const notice = converter.sent[0] as Extract<DiskWriterNotice, { kind: "disk-writer-port" }>;
    expect(notice.kind).toBe("disk-writer-port");

    // What the converter sends by its end reaches the writer's end.
    const received = new Promise((resolve) => (writerPort.onmessage = (e) => resolve(e.data)));
    notice.port.postMessage({ kind: "open", name: "bytesmith-output-x-1" });
    await expect(received).resolves.toEqual({ kind: "open", name: "bytesmith-output-x-1" });
    writerPort.close();
    notice.port.close();

    // The runner still gets the converter's own messages; the notice is also handed on, and the
    // runner ignores it as an answer to no run.
    converter.say({ id: 1, kind: "result", output: 2 });
    expect(replies).toContainEqual({ id: 1, kind: "result", output: 2 });
  });

  it("tells the converter when its writer stops, and stops the writer with the converter", () => {
    vi.stubGlobal("Worker", FakeWorker);
    const converter = new FakeWorker(new URL("https://site.test/converter.js"));
    const worker = withDiskWriter(converter as unknown as Worker);
    converter.say({ kind: "disk-writer-wanted" });
    const first = FakeWorker.started[1];
    (first.sent[0] as MessagePort).close();
    (converter.sent[0] as { port: MessagePort }).port.close();

    first.onerror!({ message: "" } as ErrorEvent);
    expect(converter.sent[1]).toEqual({
      kind: "disk-writer-stopped",
      message: "The disk writer stopped.",
    });

    // The next conversion's writer replaces the last one's.
    converter.say({ kind: "disk-writer-wanted" });
    const second = FakeWorker.started[2];
    expect(first.terminated).toBe(true);
    (second.sent[0] as MessagePort).close();
    (converter.sent[2] as { port: MessagePort }).port.close();

    worker.terminate();
    expect(converter.terminated).toBe(true);
    expect(second.terminated).toBe(true);
  });
});
